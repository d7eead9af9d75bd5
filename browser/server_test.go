package browser

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer that a command and the test share.
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

// buildServer builds cmd/canfield-web in the repository's main module, the
// parent of this one, with the race detector if this test has it, and
// returns the binary.
func buildServer(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "canfield-web")
	args := []string{"build", "-o", bin}
	if raceEnabled {
		args = append(args, "-race")
	}
	cmd := exec.Command("go", append(args, "./cmd/canfield-web")...)
	cmd.Dir = ".."
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return bin
}

// address is the line canfield-web prints once it listens.
var address = regexp.MustCompile(`Canfield: (http://127\.0\.0\.1:\d+)/`)

// startServer runs canfield-web with args on a free port, its games in a
// directory of the test's, and returns its URL. When the test ends, the
// server is stopped by SIGINT, as a terminal stops it, and must stop
// cleanly: every game saved, status 0 (and no data race, under -race).
func startServer(t *testing.T, args ...string) string {
	t.Helper()
	bin := buildServer(t)
	var stdout, stderr syncBuffer
	cmd := exec.Command(bin, append([]string{"-addr", "127.0.0.1:0", "-state", t.TempDir()}, args...)...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		if err := cmd.Process.Signal(os.Interrupt); err != nil {
			t.Errorf("stopping canfield-web: %v", err)
		}
		select {
		case err := <-exited:
			if err != nil || !strings.Contains(stdout.String(), "Stopped; every game is saved.") {
				t.Errorf("canfield-web stopped with %v\nstdout:\n%s\nstderr:\n%s", err, stdout.String(), stderr.String())
			}
		case <-time.After(time.Minute):
			cmd.Process.Kill()
			t.Errorf("canfield-web did not stop on SIGINT\nstderr:\n%s", stderr.String())
		}
	})
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if m := address.FindStringSubmatch(stdout.String()); m != nil {
			return m[1]
		}
		select {
		case err := <-exited:
			exited <- err // for the cleanup
			t.Fatalf("canfield-web exited: %v\nstderr:\n%s", err, stderr.String())
		default:
		}
	}
	t.Fatalf("canfield-web printed no address\nstdout:\n%s\nstderr:\n%s", stdout.String(), stderr.String())
	return ""
}
