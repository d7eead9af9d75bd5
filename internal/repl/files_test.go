package repl

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestStateDir(t *testing.T) {
	tests := []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"CANFIELD_STATE_DIR": "/a", "XDG_STATE_HOME": "/b", "HOME": "/c"}, "/a"},
		{map[string]string{"XDG_STATE_HOME": "/b", "HOME": "/c"}, "/b/canfield"},
		{map[string]string{"HOME": "/c"}, "/c/.local/state/canfield"},
	}
	for _, tt := range tests {
		got, err := StateDir(func(k string) string { return tt.env[k] })
		if err != nil || got != tt.want {
			t.Errorf("StateDir(%v) = %q, %v; want %q", tt.env, got, err, tt.want)
		}
	}
}

func TestAutosave(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state")
	s, intro, err := Open(Options{Config: Config{StateDir: dir}, Code: "CF1-D3-AAAAAAQ"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(intro, "Canfield CF1-D3-AAAAAAQ. ") {
		t.Errorf("intro:\n%s", intro)
	}
	if got := s.Farewell(); got != "" {
		t.Errorf("Farewell before any action = %q", got)
	}
	s.Exec("42")
	path := filepath.Join(dir, "game.txt")
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := "[Code \"CF1-D3-AAAAAAQ\"]\n[Draw \"3\"]\n[Score \"0\"]\n\n1. c4:1 c2\n"
	if diff := cmp.Diff(want, string(text)); diff != "" {
		t.Errorf("autosave mismatch (-want +got):\n%s", diff)
	}
	for name, perm := range map[string]os.FileMode{dir: 0o700, path: 0o600} {
		if info, err := os.Stat(name); err != nil || info.Mode().Perm() != perm {
			t.Errorf("%s: %v, %v; want permissions %v", name, info.Mode(), err, perm)
		}
	}
	if got, want := s.Farewell(), "The game is saved: canfield -resume continues it.\n"; got != want {
		t.Errorf("Farewell = %q, want %q", got, want)
	}

	resumed, intro, err := Open(Options{Config: Config{StateDir: dir}, Resume: true})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(intro, "Resumed CF1-D3-AAAAAAQ after 1 action.\n") || len(resumed.Game().Actions()) != 1 {
		t.Errorf("resume intro:\n%s", intro)
	}

	// A game dealt without -resume keeps the unfinished one aside.
	_, intro, err = Open(Options{Config: Config{StateDir: dir}, Code: "CF1-D1-AAAAAAB"})
	if err != nil {
		t.Fatal(err)
	}
	previous := filepath.Join(dir, "previous-game.txt")
	if want := "Your unfinished game CF1-D3-AAAAAAQ is kept in " + previous + "; load it to go on with it.\n"; !strings.HasPrefix(intro, want) {
		t.Errorf("intro = %q, want it to start with %q", intro, want)
	}
	if kept, err := os.ReadFile(previous); err != nil || string(kept) != want {
		t.Errorf("previous game = %q, %v", kept, err)
	}
}

func TestAutosaveRemovesWonGame(t *testing.T) {
	dir := t.TempDir()
	s, last := wonGame(t, Config{StateDir: dir})
	actions := s.Game().Actions()
	s.Exec("undo") // an action and its replay, so that the save exists
	s.Exec(actions[len(actions)-1].String())
	if _, err := os.Stat(filepath.Join(dir, "game.txt")); err != nil {
		t.Fatal(err)
	}
	s.Exec(last)
	if !s.Game().Won() {
		t.Fatal("not won")
	}
	if _, err := os.Stat(filepath.Join(dir, "game.txt")); !os.IsNotExist(err) {
		t.Errorf("the won game is still saved: %v", err)
	}
	if got := s.Farewell(); got != "" {
		t.Errorf("Farewell after a win = %q", got)
	}
}

func TestSaveErrors(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ")
	res := s.Exec("save /nonexistent/dir/game.txt")
	if want := "Could not save the game: write /nonexistent/dir/game.txt: no such file or directory\n"; res.Output != want || !res.Failed {
		t.Errorf("save = %+v, want %q", res, want)
	}
	bad := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(bad, []byte("[Code \"CF1-D3-AAAAAAQ\"]\n\n1. r c2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res = s.Exec("load " + bad)
	if want := "Could not load " + bad + ". Bad game record: line 3, action 1 (1. r c2): 3 of clubs does not go on 10 of hearts: it takes only 9 of spades or 9 of clubs.\n"; res.Output != want || !res.Failed {
		t.Errorf("load = %+v, want %q", res, want)
	}
	if s.Game().Code() != "CF1-D3-AAAAAAQ" || len(s.Game().Actions()) != 0 {
		t.Errorf("a failed load changed the game")
	}
}
