package canfield

import (
	"errors"
	"strconv"
)

// Sentinel errors. Every error the package returns wraps one of them, so a
// caller can test the kind with errors.Is and still print the detail.
var (
	// ErrIllegalMove is wrapped by every refused move.
	ErrIllegalMove = errors.New("illegal move")
	// ErrBadNotation is wrapped when a move's text cannot be read.
	ErrBadNotation = errors.New("bad move notation")
	// ErrBadCard is wrapped when a card's or rank's text cannot be read. A
	// card is part of the move notation, so errors.Is also matches it with
	// ErrBadNotation.
	ErrBadCard error = &notationError{"bad card"}
	// ErrBadCode is wrapped when a game code cannot be read.
	ErrBadCode = errors.New("bad game code")
	// ErrBadDeck is wrapped when a dealing order is not 52 distinct cards.
	ErrBadDeck = errors.New("bad deck")
	// ErrNothingToUndo is returned by Undo when no action can be undone:
	// none was played, or the last 100 have been undone already (R8.4).
	ErrNothingToUndo = errors.New("nothing to undo")
	// ErrBusy is wrapped when a listener tries to change the game it is
	// being told about; see Game.Listen.
	ErrBusy = errors.New("game is busy reporting an event")
)

// notationError is a kind of ErrBadNotation.
type notationError struct{ msg string }

func (e *notationError) Error() string { return e.msg }
func (e *notationError) Unwrap() error { return ErrBadNotation }

// MoveError reports a move the game refused, and why. It unwraps to
// ErrIllegalMove (or ErrBusy), so errors.Is works on it.
type MoveError struct {
	Move   Move   // the refused move; the zero Move if it could not be formed
	Reason string // what was wrong, for a person: "8♠ does not go on 7♥: same colour"
	Err    error  // the sentinel: ErrIllegalMove or ErrBusy
}

func (e *MoveError) Error() string {
	if e.Move == (Move{}) {
		return e.Reason
	}
	return e.Move.String() + ": " + e.Reason
}

// Unwrap returns the sentinel error.
func (e *MoveError) Unwrap() error { return e.Err }

func illegal(m Move, reason string) error {
	return &MoveError{Move: m, Reason: reason, Err: ErrIllegalMove}
}

// ParseError reports text that could not be read as a card, a move, a game
// code or another value of the package. It unwraps to ErrBadCard,
// ErrBadNotation or ErrBadCode.
type ParseError struct {
	What   string // what was being read: "card", "move", "game code", …
	Input  string // the text as given
	Reason string // what was wrong with it
	Err    error  // the sentinel
}

func (e *ParseError) Error() string {
	if e.Input == "" {
		return "bad " + e.What + ": " + e.Reason
	}
	return "bad " + e.What + " " + quote(e.Input) + ": " + e.Reason
}

// Unwrap returns the sentinel error.
func (e *ParseError) Unwrap() error { return e.Err }

// quote keeps error messages one line long and readable whatever the input.
func quote(s string) string {
	const max = 40
	if len(s) > max {
		s = s[:max] + "…"
	}
	return "\"" + sanitize(s) + "\""
}

func sanitize(s string) string {
	out := make([]rune, 0, len(s))
	for _, r := range s {
		if r < ' ' || r == 0x7f || r == '"' || r == 0xfffd {
			r = '?'
		}
		out = append(out, r)
	}
	return string(out)
}

// plural returns "1 card", "3 cards" and the like for messages.
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
