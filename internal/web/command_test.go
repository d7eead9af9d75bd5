package web

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer that the command and the test share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestServeAndStop runs the command on a free port: it prints the
// address, serves the page and the API, keeps its games in the web
// directory of $CANFIELD_STATE_DIR, and stops cleanly when told.
func TestServeAndStop(t *testing.T) {
	state := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	var stdout, stderr syncBuffer
	done := make(chan int)
	go func() {
		done <- run(ctx, []string{"-addr", "127.0.0.1:0"}, &stdout, &stderr, func(k string) string {
			if k == "CANFIELD_STATE_DIR" {
				return state
			}
			return ""
		})
	}()
	var addr string
	for deadline := time.Now().Add(30 * time.Second); addr == "" && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if m := regexp.MustCompile(`http://(127\.0\.0\.1:\d+)/`).FindStringSubmatch(stdout.String()); m != nil {
			addr = m[1]
		}
	}
	if addr == "" {
		cancel()
		t.Fatalf("no address printed: %q %q", stdout.String(), stderr.String())
	}
	res, err := http.Get("http://" + addr + "/")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if !strings.Contains(string(page), "<title>Canfield</title>") {
		t.Errorf("the page: %.100s", page)
	}
	res, err = http.Post("http://"+addr+"/api/new", "application/json", strings.NewReader(`{"code":"CF1-D3-AAAAACL"}`))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Errorf("new game: %d", res.StatusCode)
	}
	saves, _ := filepath.Glob(filepath.Join(state, "web", "*.txt"))
	if len(saves) != 1 {
		t.Errorf("saves %v, want one in %s/web", saves, state)
	}
	if _, err := os.Stat(filepath.Join(state, "game.txt")); err == nil {
		t.Errorf("the web server wrote the terminal's save")
	}
	cancel()
	select {
	case status := <-done:
		if status != 0 || !strings.Contains(stdout.String(), "Stopped; every game is saved.") {
			t.Errorf("status %d, stdout %q, stderr %q", status, stdout.String(), stderr.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the command did not stop")
	}
}

func TestParseDays(t *testing.T) {
	for v, want := range map[string]time.Duration{"180d": 180 * 24 * time.Hour, "0.5d": 12 * time.Hour, "720h": 720 * time.Hour, "0": -1, "0d": -1} {
		if got, err := parseDays(v); got != want || err != nil {
			t.Errorf("%q: %v, %v; want %v", v, got, err, want)
		}
	}
}

func TestFlags(t *testing.T) {
	for _, args := range [][]string{{"-nope"}, {"extra"}, {"-verdict-time", "0"}, {"-verdict-positions", "-1"}, {"-conns-per-addr", "0"}, {"-verdicts", "0"}, {"-keep", "-1d"}, {"-keep", "soon"}} {
		var stdout, stderr syncBuffer
		if status := run(context.Background(), args, &stdout, &stderr, func(string) string { return "" }); status != 2 {
			t.Errorf("%v: status %d, want 2", args, status)
		}
	}
	var stdout, stderr syncBuffer
	if status := run(context.Background(), []string{"-addr", "256.0.0.1:99999", "-state", t.TempDir()}, &stdout, &stderr, func(string) string { return "" }); status != 1 || stderr.String() == "" {
		t.Errorf("a bad address: status %d, stderr %q", status, stderr.String())
	}
}
