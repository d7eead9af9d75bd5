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

// A server is canfield-web run by a test, which it may stop and start
// again on the same address and state directory, as a restart does.
type server struct {
	t      *testing.T
	bin    string
	args   []string
	dir    string // the state directory
	url    string
	cmd    *exec.Cmd
	exited chan error
	stdout *syncBuffer
	stderr *syncBuffer
}

// startServer runs canfield-web with args on a free port, its games in a
// directory of the test's, and returns its URL. When the test ends, the
// server is stopped by SIGINT, as a terminal stops it, and must stop
// cleanly: every game saved, status 0 (and no data race, under -race).
func startServer(t *testing.T, args ...string) string {
	return newServer(t, args...).url
}

// newServer builds and starts canfield-web as startServer does.
func newServer(t *testing.T, args ...string) *server {
	t.Helper()
	s := &server{t: t, bin: buildServer(t), args: args, dir: t.TempDir()}
	s.start("127.0.0.1:0")
	t.Cleanup(func() {
		if s.cmd != nil {
			s.stop()
		}
	})
	return s
}

// restart starts the server again on the address it had.
func (s *server) restart() {
	s.t.Helper()
	s.start(strings.TrimPrefix(s.url, "http://"))
}

func (s *server) start(addr string) {
	t := s.t
	t.Helper()
	s.stdout, s.stderr = &syncBuffer{}, &syncBuffer{}
	cmd := exec.Command(s.bin, append([]string{"-addr", addr, "-state", s.dir}, s.args...)...)
	cmd.Stdout, cmd.Stderr = s.stdout, s.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	s.cmd, s.exited = cmd, exited
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if m := address.FindStringSubmatch(s.stdout.String()); m != nil {
			s.url = m[1]
			return
		}
		select {
		case err := <-exited:
			s.cmd = nil
			t.Fatalf("canfield-web exited: %v\nstderr:\n%s", err, s.stderr.String())
		default:
		}
	}
	t.Fatalf("canfield-web printed no address\nstdout:\n%s\nstderr:\n%s", s.stdout.String(), s.stderr.String())
}

// stop stops the server by SIGINT; it must stop cleanly.
func (s *server) stop() {
	t := s.t
	t.Helper()
	cmd := s.cmd
	s.cmd = nil
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Errorf("stopping canfield-web: %v", err)
	}
	select {
	case err := <-s.exited:
		if err != nil || !strings.Contains(s.stdout.String(), "Stopped; every game is saved.") {
			t.Errorf("canfield-web stopped with %v\nstdout:\n%s\nstderr:\n%s", err, s.stdout.String(), s.stderr.String())
		}
	case <-time.After(time.Minute):
		cmd.Process.Kill()
		t.Errorf("canfield-web did not stop on SIGINT\nstderr:\n%s", s.stderr.String())
	}
}
