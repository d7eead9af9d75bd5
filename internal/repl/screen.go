package repl

import (
	"github.com/canfield-go/canfield"
)

// The game screen is a second front end over the same Session: the board
// drawn in place on the terminal's alternate screen and drawn again after
// each action, played with single keys (DESIGN.md, "The game screen").
// Every action a key asks for is a line the session executes (Exec): "r
// c2", "s", "u", "h", an empty line for the hint's Enter, "new", or a
// command typed after ':'. So saving after every action, the live verdict,
// what an undo takes back and the refusals in the player's language are
// the line mode's own. While the screen is shown the session's answers
// carry no board, which the screen draws itself (screen_draw.go).
//
//	screen.go       the session's side: the screen command, what it asks of the session
//	screen_keys.go  the keys from the bytes a terminal sends
//	screen_input.go what a key does: the half-typed move, the command line, the help
//	screen_draw.go  the picture: a pure function of the session, the size and the language
//	screen_term.go  the terminal: raw mode, the alternate screen, the loop of keys and redraws

// screenHost is what the session knows of the game screen.
type screenHost struct {
	possible bool      // a terminal can show it (Main says so)
	asked    bool      // the screen command asked for it: Run returned for Main to show it
	ui       *screenUI // the screen being shown, or nil
	notes    string    // what Open said before the board: where a resumed game came from
}

// EnableScreen tells the session that a terminal can show the game screen,
// so that the screen command asks Main for it instead of refusing.
func (s *Session) EnableScreen() { s.gameScreen.possible = true }

// takeScreenRequest reports whether the screen command asked for the game
// screen since the last call.
func (s *Session) takeScreenRequest() bool {
	asked := s.gameScreen.asked
	s.gameScreen.asked = false
	return asked
}

// onScreen reports whether the game screen is shown: the session's answers
// then carry no board.
func (s *Session) onScreen() bool { return s.gameScreen.ui != nil }

func (s *Session) cmdScreen(args []string) error {
	switch {
	case len(args) > 0:
		return s.usage("screen")
	case s.onScreen():
		return localError{s.tr("This is the game screen already.")}
	case !s.gameScreen.possible:
		return localError{s.tr("The game screen needs a terminal.")}
	}
	// The line being read ends here, as quit ends it; Main shows the
	// screen and, when the player leaves it, reads lines again.
	s.gameScreen.asked = true
	return errQuit
}

// hintStep returns the hint that Enter plays now, if one was given and the
// game has not changed since: the stock taps and the move they are for, or
// the undos that go back to where the game can still be won.
func (s *Session) hintStep() (moves []canfield.Move, undos int, ok bool) {
	h := s.pending
	if h == nil || h.revision != s.game.Revision() {
		return nil, 0, false
	}
	return h.moves, h.undos, true
}

// offering reports whether a won game's offer of a new one is open: y or j
// accepts it, n declines.
func (s *Session) offering() bool { return s.offer }

// verdictStatus returns what the live verdict knows of the position now,
// and false when the verdict is off or the game won. Without a live
// terminal it waits for the verdict, as the board does.
func (s *Session) verdictStatus() (status, bool) {
	if s.judge == nil || s.game.Won() {
		return status{}, false
	}
	if s.cfg.Live {
		return s.judge.status(), true
	}
	return s.judge.wait(), true
}
