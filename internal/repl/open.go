package repl

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/canfield-go/canfield"
)

// Options say how a session starts.
type Options struct {
	Config
	Code    string            // the code to deal; "" deals a random game
	Mode    canfield.DrawMode // the draw mode of a random deal
	ModeSet bool              // Mode was chosen, and agrees with Code's if both are given
	LangSet bool              // Lang was chosen for this run: the kept setting does not apply
	Resume  bool              // continue the game saved in the state directory
}

// Open starts a session as opts say, with the settings kept in the state
// directory. It returns the session and the text to show first: the board,
// and what became of a saved game. The error is for a bad code only; a
// saved game that is missing or damaged is explained in the text, and what
// can be read of it is played on.
func Open(opts Options) (*Session, string, error) {
	cfg := opts.Config
	var notes []string
	if cfg.StateDir != "" && cfg.Save {
		if err := os.MkdirAll(cfg.StateDir, 0o700); err != nil {
			cfg.Save = false
			notes = append(notes, fmt.Sprintf(translate(cfg.Lang, "Could not save the game in %s: %s."), cfg.StateDir, errorClause(cfg.Lang, err)))
		}
	}
	st := readSettings(cfg.StateDir)
	if st.langSet && !opts.LangSet {
		cfg.Lang = st.lang
	}
	f := newFiles(cfg)

	var g *canfield.Game
	mode := opts.Mode
	switch {
	case opts.Resume:
		var resumed []string
		var saved canfield.DrawMode
		g, saved, resumed = f.resume(cfg.Lang)
		notes = append(notes, resumed...)
		if !opts.ModeSet {
			mode = saved
		}
	case opts.Code != "":
		var err error
		if g, err = canfield.Deal(opts.Code); err != nil {
			return nil, "", err
		}
	}
	if !opts.Resume {
		notes = append(notes, f.setAside(cfg.Lang)...)
	}
	if g == nil {
		g = canfield.NewGame(mode)
	}
	s := &Session{cfg: cfg, mode: g.DrawMode(), files: f, singleClick: !st.doubleClick, verdictOff: !st.verdict, peek: st.peek}
	if opts.ModeSet {
		s.mode = opts.Mode
	}
	s.setGame(g)
	s.autosave()
	intro := ""
	for _, n := range notes {
		intro += n + "\n"
	}
	s.gameScreen.notes = intro
	return s, s.start(intro), nil
}

// Farewell returns what to say when the player leaves: where the
// unfinished game went, or nothing.
func (s *Session) Farewell() string {
	if s.files == nil || !s.files.save || s.game.Won() || len(s.game.Record().Moves) == 0 {
		return ""
	}
	if s.files.path != filepath.Join(s.files.dir, autosaveName) {
		return s.finish(s.tr("The game is saved with your last games: games lists them.") + "\n")
	}
	return s.finish(s.tr("The game is saved: canfield -resume continues it.") + "\n")
}
