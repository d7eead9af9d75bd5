package repl

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/canfield-go/canfield"
)

// Files in the state directory.
const (
	autosaveName = "game.txt"          // the game being played, saved after every action
	previousName = "previous-game.txt" // an unfinished game that a new one displaced
	badSaveName  = "game.txt.bad"      // a save that could not be read, kept for a look
	HistoryName  = "history"           // the readline history of the command
)

// StateDir returns the directory where canfield keeps its state: the
// environment variable CANFIELD_STATE_DIR if set, else canfield under
// XDG_STATE_HOME, else ~/.local/state/canfield. getenv is os.Getenv or a
// stand-in for tests.
func StateDir(getenv func(string) string) (string, error) {
	if dir := getenv("CANFIELD_STATE_DIR"); dir != "" {
		return dir, nil
	}
	if dir := getenv("XDG_STATE_HOME"); dir != "" {
		return filepath.Join(dir, "canfield"), nil
	}
	home := getenv("HOME")
	if home == "" {
		var err error
		if home, err = os.UserHomeDir(); err != nil {
			return "", err
		}
	}
	return filepath.Join(home, ".local", "state", "canfield"), nil
}

// saveGame writes the game's record to path.
func saveGame(path string, g *canfield.Game) error {
	text, err := g.MarshalText()
	if err != nil {
		return err
	}
	return writeFileAtomic(path, text, 0o644)
}

// loadGame reads a game saved by saveGame, replaying and checking every
// action.
func loadGame(path string) (*canfield.Game, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var g canfield.Game
	if err := g.UnmarshalText(text); err != nil {
		return nil, err
	}
	return &g, nil
}

// writeFileAtomic writes data to a temporary file beside path and renames
// it over path, so that a crash leaves either the old file or the new one,
// never half of one.
func writeFileAtomic(path string, data []byte, perm os.FileMode) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err // the temporary name would only confuse
		}
		return &os.PathError{Op: "write", Path: path, Err: err}
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(perm)
	}
	if closeErr := f.Close(); err == nil {
		err = closeErr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

// autosave saves the game in the state directory after an action, or
// removes the save once the game is won: only unfinished games are kept.
func (s *Session) autosave() {
	if s.cfg.StateDir == "" {
		return
	}
	path := filepath.Join(s.cfg.StateDir, autosaveName)
	var err error
	if s.game.Won() {
		if err = os.Remove(path); errors.Is(err, os.ErrNotExist) {
			err = nil
		}
	} else {
		var text []byte
		if text, err = s.game.MarshalText(); err == nil {
			err = writeFileAtomic(path, text, 0o600)
		}
	}
	if err != nil && !s.saveWarned {
		s.saveWarned = true
		s.println(s.trf("Could not save the game in %s: %v", s.cfg.StateDir, err))
	}
}

// Options say how a session starts.
type Options struct {
	Config
	Code    string            // the code to deal; "" deals a random game
	Mode    canfield.DrawMode // the draw mode of a random deal
	ModeSet bool              // Mode was chosen: it also overrides the draw mode of Code
	Resume  bool              // continue the game saved in the state directory
}

// Open starts a session as opts say. It returns the session and the text
// to show first: the board, and what became of a saved game. The error is
// for a bad code only; a saved game that is missing or cannot be read is
// explained in the text and replaced by a new deal.
func Open(opts Options) (*Session, string, error) {
	var notes []string
	cfg := opts.Config
	if cfg.StateDir != "" {
		if err := os.MkdirAll(cfg.StateDir, 0o700); err != nil {
			cfg.StateDir = ""
			notes = append(notes, fmt.Sprintf(translate(cfg.Lang, "Could not save the game in %s: %v"), opts.StateDir, err))
		}
	}
	tr := func(format string, args ...any) string { return fmt.Sprintf(translate(cfg.Lang, format), args...) }
	var g *canfield.Game
	switch {
	case opts.Resume && cfg.StateDir == "":
		notes = append(notes, tr("There is no saved game to resume: dealing a new one."))
	case opts.Resume:
		path := filepath.Join(cfg.StateDir, autosaveName)
		var err error
		g, err = loadGame(path)
		switch {
		case errors.Is(err, os.ErrNotExist):
			notes = append(notes, tr("There is no saved game to resume: dealing a new one."))
		case err != nil:
			bad := filepath.Join(cfg.StateDir, badSaveName)
			if os.Rename(path, bad) != nil {
				bad = path
			}
			notes = append(notes, tr("The saved game could not be read, so a new one is dealt.\n%s\n(The file is kept as %s.)", canfield.Explain(err, cfg.Lang), bad))
		default:
			notes = append(notes, tr("Resumed %s after %s.", gameCode(cfg.Lang, g), actionsIn(cfg.Lang, len(g.Actions()))))
		}
	case opts.Code != "":
		number, mode, err := canfield.ParseCode(opts.Code)
		if err != nil {
			return nil, "", err
		}
		if opts.ModeSet {
			mode = opts.Mode
		}
		if g, err = canfield.DealFromNumber(number, mode); err != nil {
			return nil, "", err
		}
	}
	if g == nil {
		g = canfield.NewGame(opts.Mode)
	}
	if !opts.Resume && cfg.StateDir != "" {
		if note := keepUnfinished(cfg); note != "" {
			notes = append(notes, note)
		}
	}
	s := New(g, cfg)
	if opts.ModeSet {
		s.mode = opts.Mode
	}
	s.autosave()
	intro := ""
	for _, n := range notes {
		intro += n + "\n"
	}
	return s, s.start(intro), nil
}

// keepUnfinished moves an unfinished saved game out of the way of a new
// one, so that starting canfield without -resume loses nothing.
func keepUnfinished(cfg Config) string {
	path := filepath.Join(cfg.StateDir, autosaveName)
	g, err := loadGame(path)
	if err != nil || len(g.Actions()) == 0 || g.Won() {
		return ""
	}
	previous := filepath.Join(cfg.StateDir, previousName)
	if os.Rename(path, previous) != nil {
		return ""
	}
	return fmt.Sprintf(translate(cfg.Lang, "Your unfinished game %s is kept in %s; load it to go on with it."), gameCode(cfg.Lang, g), previous)
}

// Farewell returns what to say when the player leaves: where the
// unfinished game went, or nothing.
func (s *Session) Farewell() string {
	if s.cfg.StateDir == "" || s.game.Won() || len(s.game.Actions()) == 0 {
		return ""
	}
	return s.tr("The game is saved: canfield -resume continues it.") + "\n"
}
