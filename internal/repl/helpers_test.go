package repl

import (
	"testing"

	"github.com/canfield-go/canfield"
)

// newSession returns an English session without colour or autosave that
// plays code after the given lines, each of which must succeed.
func newSession(t *testing.T, code string, lines ...string) *Session {
	t.Helper()
	return newSessionConfig(t, Config{}, code, lines...)
}

func newSessionConfig(t *testing.T, cfg Config, code string, lines ...string) *Session {
	t.Helper()
	g, err := canfield.Deal(code)
	if err != nil {
		t.Fatal(err)
	}
	s := New(g, cfg)
	t.Cleanup(s.Close)
	for _, line := range lines {
		if res := s.Exec(line); res.Failed {
			t.Fatalf("Exec(%q) failed:\n%s", line, res.Output)
		}
	}
	return s
}
