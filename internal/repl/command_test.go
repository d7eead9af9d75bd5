package repl

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// env returns a getenv that reads vars and nothing else.
func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

// TestRunScript runs the command on a script: a transcript on stdout, the
// failed commands counted on stderr and in the status, nothing kept in the
// state directory without -save.
func TestRunScript(t *testing.T) {
	state := t.TempDir()
	var stdout, stderr strings.Builder
	status := run(context.Background(), []string{"-code", "CF1-D3-AAAAAPZ"}, strings.NewReader("c3 f2\nnope\n"),
		&stdout, &stderr, env(map[string]string{"CANFIELD_STATE_DIR": state}), func() (int, int) { return 80, 0 })
	if status != 1 {
		t.Errorf("status %d, want 1: a command failed", status)
	}
	if !strings.Contains(stdout.String(), "> c3 f2\n") || verdictOf(stdout.String()) != "Verdict: winnable — knowing every card" ||
		!strings.Contains(stdout.String(), "Verdict: no longer winnable since action 1: undo 1 — knowing every card\n") {
		t.Errorf("stdout:\n%s", stdout.String())
	}
	if stderr.String() != FailedSummary(0, 1)+"\n" {
		t.Errorf("stderr %q", stderr.String())
	}
	if files, _ := os.ReadDir(state); len(files) != 0 {
		t.Errorf("a script without -save wrote %v", files)
	}
	if _, err := os.Stat(filepath.Join(state, autosaveName)); err == nil {
		t.Error("a script without -save saved its game")
	}
}

// TestRunFlags: bad flags are status 2, -h the usage and 0.
func TestRunFlags(t *testing.T) {
	for _, tt := range []struct {
		args   []string
		status int
	}{
		{[]string{"-nope"}, 2},
		{[]string{"-code", "CF1-D3-AAAAAA"}, 2},
		{[]string{"-h"}, 0},
	} {
		var stdout, stderr strings.Builder
		if status := run(context.Background(), tt.args, strings.NewReader(""), &stdout, &stderr, env(nil), nil); status != tt.status || stderr.Len() == 0 {
			t.Errorf("%v: status %d, stderr %q; want %d and a message", tt.args, status, stderr.String(), tt.status)
		}
	}
}

// TestRunInterrupted: the end of the context ends a script at once, while
// it waits for its next line, with status 130.
func TestRunInterrupted(t *testing.T) {
	in, feed := io.Pipe()
	defer feed.Close() // the session, left waiting for a line, ends too
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan int)
	var stdout, stderr strings.Builder
	go func() {
		done <- run(ctx, []string{"-code", "CF1-D3-AAAAAPZ"}, in, &stdout, &stderr, env(nil), nil)
	}()
	if _, err := io.WriteString(feed, "s\n"); err != nil {
		t.Fatal(err)
	}
	cancel()
	select {
	case status := <-done:
		if status != 130 {
			t.Errorf("status %d, want 130", status)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the script did not end")
	}
}
