package repl

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/google/go-cmp/cmp"
)

// clock returns a clock that starts at a fixed moment and moves on a
// second each time it is read, so that kept games have distinct names.
func clock() func() time.Time {
	now := time.Date(2024, 5, 1, 14, 0, 0, 0, time.Local)
	return func() time.Time {
		now = now.Add(time.Second)
		return now
	}
}

// open starts a session on dir as canfield does, and closes it at the end
// of the test.
func open(t *testing.T, dir string, save bool, opts Options) (*Session, string) {
	t.Helper()
	opts.Config.StateDir, opts.Config.Save = dir, save
	if opts.Config.Now == nil {
		opts.Config.Now = clock()
	}
	s, intro, err := Open(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s, intro
}

// snapshot returns every file under dir and its contents.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		text, err := os.ReadFile(path)
		files[strings.TrimPrefix(path, dir)] = string(text)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
}

const (
	playedRecord = "[Code \"CF1-D3-AAAAAAQ\"]\n[Draw \"3\"]\n[Score \"5\"]\n\n1. c4:1 c2\n2. r f2\n3. s\n"
	// damagedRecord is a draw-1 game whose third action is not legal.
	damagedRecord = "[Code \"CF1-D1-AAAAAAQ\"]\n[Draw \"1\"]\n[Score \"5\"]\n\n1. c4:1 c2\n2. r f2\n3. r c2\n4. s\n5. s\n"
)

// TestScriptWritesNothing checks that a session that may not save leaves
// the state directory exactly as it was, whatever it plays: a script never
// touches a player's game.
func TestScriptWritesNothing(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, autosaveName), playedRecord)
	write(t, filepath.Join(dir, gamesDir, "20240101-120000-CF1-D1-AAAAAAB.txt"), "[Code \"CF1-D1-AAAAAAB\"]\n\n1. s\n")
	write(t, filepath.Join(dir, settingsName), "doubleclick off\n")
	before := snapshot(t, dir)
	for _, opts := range []Options{{Code: "CF1-D3-AAAAAAB"}, {Resume: true}, {}} {
		s, _ := open(t, dir, false, opts)
		for _, line := range []string{"s", "undo", "s", "doubleclick on", "verdict off", "language da", "new", "s", "restart",
			"games", "games 2", "s", "new d1", "s", "quit"} {
			s.Exec(line)
		}
	}
	if diff := cmp.Diff(before, snapshot(t, dir)); diff != "" {
		t.Errorf("a session without save changed the state directory (-want +got):\n%s", diff)
	}
}

func TestAutosave(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state")
	s, intro := open(t, dir, true, Options{Code: "CF1-D3-AAAAAAQ"})
	if !strings.HasPrefix(intro, "Canfield CF1-D3-AAAAAAQ. ") {
		t.Errorf("intro:\n%s", intro)
	}
	if got := s.Farewell(); got != "" {
		t.Errorf("Farewell before any action = %q", got)
	}
	s.Exec("42")
	path := filepath.Join(dir, autosaveName)
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
	s.Close()

	resumed, intro := open(t, dir, true, Options{Resume: true})
	if !strings.HasPrefix(intro, "Resumed CF1-D3-AAAAAAQ after 1 action.\n") || len(resumed.Game().Record().Moves) != 1 {
		t.Errorf("resume intro:\n%s", intro)
	}
	resumed.Close()

	// A game dealt without -resume keeps the unfinished one with the last
	// games, and games goes back to it, keeping the one it leaves.
	s, intro = open(t, dir, true, Options{Code: "CF1-D1-AAAAAAB"})
	if want := "Your unfinished game CF1-D3-AAAAAAQ is kept: games lists it, and games 2 goes on with it.\n"; !strings.HasPrefix(intro, want) {
		t.Errorf("intro = %q, want it to start with %q", intro, want)
	}
	s.Exec("s")
	out := s.Exec("games").Output
	for _, want := range []string{
		"  1  CF1-D1-AAAAAAB  1 action, score 0   (being played)\n",
		"  2  CF1-D3-AAAAAAQ  1 action, score 0   2024-05-01 14:00\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("games lacks %q:\n%s", want, out)
		}
	}
	res := s.Exec("games 2")
	if res.Failed || s.Game().Code() != "CF1-D3-AAAAAAQ" || len(s.Game().Record().Moves) != 1 {
		t.Fatalf("games 2 = %+v", res)
	}
	if out := s.Exec("games").Output; !strings.Contains(out, "  2  CF1-D1-AAAAAAB  1 action, score 0") || strings.Contains(out, "  3  ") {
		t.Errorf("after games 2, games lists:\n%s", out)
	}
	if text, _ := os.ReadFile(path); !strings.HasPrefix(string(text), "[Code \"CF1-D3-AAAAAAQ\"]") {
		t.Errorf("game.txt holds %q, want the game gone back to", text)
	}
}

func TestAutosaveKeepsWonGame(t *testing.T) {
	dir := t.TempDir()
	s, last := wonGame(t, Config{StateDir: dir, Save: true, Now: clock()})
	s.files = newFiles(s.cfg)
	actions := s.Game().Record().Moves
	s.Exec("undo") // an action and its replay, so that the save exists
	s.Exec(actions[len(actions)-1].String())
	if _, err := os.Stat(filepath.Join(dir, autosaveName)); err != nil {
		t.Fatal(err)
	}
	s.Exec(last)
	if !s.Game().Won() {
		t.Fatal("not won")
	}
	if _, err := os.Stat(filepath.Join(dir, autosaveName)); !os.IsNotExist(err) {
		t.Errorf("the won game is still in game.txt: %v", err)
	}
	kept := s.files.list()
	if len(kept) != 1 || !kept[0].won || kept[0].score != 255 {
		t.Errorf("kept games = %+v, want the won game", kept)
	}
	if got := s.Farewell(); got != "" {
		t.Errorf("Farewell after a win = %q", got)
	}
}

// TestResumeDamaged resumes saves that a crash or an editor damaged: the
// actions before the bad one are played on, in the save's own draw mode;
// the damaged file is kept under a name of its own, and so is the next.
func TestResumeDamaged(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, autosaveName)
	for i, bad := range []string{"game.txt.bad", "game.txt.bad.2"} {
		write(t, path, damagedRecord)
		s, intro := open(t, dir, true, Options{Resume: true})
		for _, want := range []string{
			path + " is damaged: bad game record: line 7, action 3 (3. r c2): 9 of clubs does not go on 9 of spades: same colour.\n",
			"The game goes on from its last good action: 2 actions kept, 3 actions lost.\n",
			"(The damaged file is kept as " + filepath.Join(dir, bad) + ".)\n",
			"Resumed CF1-D1-AAAAAAQ after 2 actions.\n",
		} {
			if !strings.Contains(intro, want) {
				t.Errorf("resume %d: intro lacks %q:\n%s", i, want, intro)
			}
		}
		if g := s.Game(); g.DrawMode() != canfield.Draw1 || len(g.Record().Moves) != 2 {
			t.Errorf("resume %d: %v with %d actions, want draw 1 with 2", i, g.DrawMode(), len(g.Record().Moves))
		}
		if text, err := os.ReadFile(filepath.Join(dir, bad)); err != nil || string(text) != damagedRecord {
			t.Errorf("%s = %q, %v; want the damaged file as it was", bad, text, err)
		}
		if text, _ := os.ReadFile(path); !strings.HasSuffix(string(text), "\n1. c4:1 c2\n2. r f2\n") {
			t.Errorf("game.txt = %q, want the good part", text)
		}
		s.Close()
	}

	// A script reads the damaged save but leaves it where it was.
	write(t, path, damagedRecord)
	s, intro := open(t, dir, false, Options{Resume: true})
	if !strings.Contains(intro, "(The file is left as it was.)") || len(s.Game().Record().Moves) != 2 {
		t.Errorf("read-only resume:\n%s", intro)
	}
	if text, _ := os.ReadFile(path); string(text) != damagedRecord {
		t.Errorf("read-only resume changed game.txt")
	}

	// A save whose deal cannot be read deals a new game in its draw mode.
	write(t, path, "[Code \"CF1-D1-AAAA\"]\n[Draw \"1\"]\n\n1. s\n")
	s, intro = open(t, dir, true, Options{Resume: true})
	if !strings.Contains(intro, "The saved game could not be read: bad game record: line 1 ([Code \"CF1-D1-AAAA\"]): bad game code \"CF1-D1-AAAA\": the deal number has 4 letters, want 7.\nA new game is dealt.\n") || s.Game().DrawMode() != canfield.Draw1 {
		t.Errorf("unreadable save: %v\n%s", s.Game().DrawMode(), intro)
	}
	if _, err := os.Stat(filepath.Join(dir, "game.txt.bad.3")); err != nil {
		t.Errorf("the unreadable save is not kept: %v", err)
	}
}

// TestNewGameKeepsDamagedSave starts a new game over a damaged save: the
// file is kept aside and its good part joins the last games.
func TestNewGameKeepsDamagedSave(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, autosaveName), damagedRecord)
	s, intro := open(t, dir, true, Options{Code: "CF1-D3-AAAAAAB"})
	if !strings.Contains(intro, "(The damaged file is kept as "+filepath.Join(dir, "game.txt.bad")+".)") {
		t.Errorf("intro:\n%s", intro)
	}
	if kept := s.files.list(); len(kept) != 1 || kept[0].code != "CF1-D1-AAAAAAQ" || kept[0].actions != 2 {
		t.Errorf("kept games = %+v, want the good part of the damaged save", kept)
	}
}

// TestKeptGamesPruned keeps the last 10 games, letting won games go first.
func TestKeptGamesPruned(t *testing.T) {
	dir := t.TempDir()
	f := newFiles(Config{StateDir: dir, Save: true, Now: clock()})
	won, last := wonGame(t, Config{})
	won.Exec(last)
	if err := f.keep(won.Game()); err != nil { // the oldest, but won
		t.Fatal(err)
	}
	for range keptGames + 2 {
		g, _ := canfield.Deal("CF1-D3-AAAAAAQ")
		g.Play(canfield.StockTap())
		if err := f.keep(g); err != nil {
			t.Fatal(err)
		}
	}
	kept := f.list()
	if len(kept) != keptGames || slices.ContainsFunc(kept, func(k keptGame) bool { return k.won }) {
		t.Errorf("%d games kept, won among them: %+v", len(kept), kept)
	}
	if !strings.Contains(kept[0].path, "20240501-140013") {
		t.Errorf("newest kept game = %s", kept[0].path)
	}
}

// TestAutosaveLeavesAnotherGame: a second canfield that saves in game.txt
// keeps its game there, and this one moves to the last games.
func TestAutosaveLeavesAnotherGame(t *testing.T) {
	dir := t.TempDir()
	s, _ := open(t, dir, true, Options{Code: "CF1-D3-AAAAAAQ"})
	s.Exec("s")
	other := "[Code \"CF1-D1-AAAAAAB\"]\n[Draw \"1\"]\n[Score \"0\"]\n\n1. s\n"
	write(t, filepath.Join(dir, autosaveName), other)
	s.Exec("s")
	if text, _ := os.ReadFile(filepath.Join(dir, autosaveName)); string(text) != other {
		t.Errorf("game.txt was overwritten: %q", text)
	}
	kept := s.files.list()
	if len(kept) != 1 || kept[0].code != "CF1-D3-AAAAAAQ" || kept[0].actions != 2 {
		t.Errorf("kept games = %+v, want this session's game", kept)
	}
	if got := s.Farewell(); got != "The game is saved with your last games: games lists them.\n" {
		t.Errorf("Farewell = %q", got)
	}
}

// TestSettingsKept keeps Double-click, the language, the verdict and peek
// for the next run; a flag's language applies to its run only.
func TestSettingsKept(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, settingsName), "# a note\ncolour red\n")
	s, _ := open(t, dir, true, Options{Code: "CF1-D3-AAAAAAQ"})
	for _, line := range []string{"doubleclick off", "verdict off", "peek on", "language da"} {
		if res := s.Exec(line); res.Failed {
			t.Fatalf("%s: %s", line, res.Output)
		}
	}
	s.Close()
	text, _ := os.ReadFile(filepath.Join(dir, settingsName))
	if want := "doubleclick off\nlanguage da\npeek on\nverdict off\n# a note\ncolour red\n"; string(text) != want {
		t.Errorf("settings.txt = %q, want %q", text, want)
	}
	s, intro := open(t, dir, true, Options{Code: "CF1-D3-AAAAAAQ"})
	if !strings.HasPrefix(intro, "Canfield CF1-D3-AAAAAAQ. Skriv et træk") || s.Game().DoubleClick() || strings.Contains(intro, "Vurdering") || !s.peek {
		t.Errorf("the settings did not come back:\n%s", intro)
	}
	s.Close()
	_, intro = open(t, dir, true, Options{Code: "CF1-D3-AAAAAAQ", LangSet: true})
	if !strings.HasPrefix(intro, "Canfield CF1-D3-AAAAAAQ. Type a move") {
		t.Errorf("-lang en did not win over the setting:\n%s", intro)
	}
}

func TestSaveCommand(t *testing.T) {
	dir := t.TempDir()
	s := newSession(t, "CF1-D3-AAAAAAQ", "42")
	mine := filepath.Join(dir, "mine.txt")
	if res := s.Exec("save " + mine); res.Failed || res.Output != "Saved to "+mine+".\n" {
		t.Errorf("save = %+v", res)
	}
	s.Exec("rf")
	if res := s.Exec("save " + mine); res.Failed {
		t.Errorf("saving the same game again: %s", res.Output)
	}
	// A file of another game, or of no game, is never written over.
	for name, text := range map[string]string{"other.txt": "[Code \"CF1-D1-AAAAAAB\"]\n", "notes.txt": "my notes\n"} {
		path := filepath.Join(dir, name)
		write(t, path, text)
		res := s.Exec("save " + path)
		if !res.Failed || !strings.Contains(res.Output, "holds another game, or no game") {
			t.Errorf("save over %s = %+v", name, res)
		}
		if got, _ := os.ReadFile(path); string(got) != text {
			t.Errorf("%s was overwritten", name)
		}
	}
}

func TestSaveErrors(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ")
	res := s.Exec("save /nonexistent/dir/game.txt")
	if want := "Could not save the game: there is no such file or directory.\n"; res.Output != want || !res.Failed {
		t.Errorf("save = %+v, want %q", res, want)
	}
	// The system's errors are in the player's language.
	if res := newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D3-AAAAAAQ").Exec("gem /nonexistent/dir/game.txt"); res.Output != "Spillet kunne ikke gemmes: filen eller mappen findes ikke.\n" {
		t.Errorf("gem = %q", res.Output)
	}
	if res := s.Exec("save " + t.TempDir()); res.Output != "Could not save the game: it is a directory, not a file.\n" {
		t.Errorf("save onto a directory = %q", res.Output)
	}
	bad := filepath.Join(t.TempDir(), "bad.txt")
	write(t, bad, "[Code \"CF1-D3-AAAAAAQ\"]\n\n1. r c2\n")
	res = s.Exec("load " + bad)
	if want := "Could not load " + bad + ": bad game record: line 3, action 1 (1. r c2): 3 of clubs does not go on 10 of hearts: it takes only 9 of spades or 9 of clubs.\n"; res.Output != want || !res.Failed {
		t.Errorf("load = %+v, want %q", res, want)
	}
	if s.Game().Code() != "CF1-D3-AAAAAAQ" || len(s.Game().Record().Moves) != 0 {
		t.Errorf("a failed load changed the game")
	}
	// The library's reason follows the colon as a clause, in Danish too.
	da := newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D3-AAAAAAQ")
	if res := da.Exec("hent " + bad); !strings.HasPrefix(res.Output, bad+" kunne ikke hentes: ugyldigt spilforløb: linje 3") || !strings.HasSuffix(res.Output, "klør 9.\n") {
		t.Errorf("hent = %q", res.Output)
	}
	// A damaged file with good actions loads them.
	write(t, bad, damagedRecord)
	res = s.Exec("load " + bad)
	if res.Failed || !strings.Contains(res.Output, "2 actions kept, 3 actions lost") || len(s.Game().Record().Moves) != 2 {
		t.Errorf("load of a damaged file = %+v", res)
	}
}
