package repl

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/canfield-go/canfield"
)

// play reads a line that is not a command as a move and plays it. It
// accepts, in this order: the compact forms of BSD canfield(6) ("r2",
// "24", "wf"), a bare card or pile to tap ("qc", "r"), and the notation of
// Game.ParseMove ("r c2", "c2:2 c4", "QC c4", "s").
func (s *Session) play(line string) error {
	lower := strings.ToLower(line)
	if notation, ok := expandCompact(lower); ok {
		return s.playNotation(notation)
	}
	if !strings.ContainsAny(lower, " \t") {
		if c, err := canfield.ParseCard(lower); err == nil {
			return s.tap(c)
		}
		if p, err := canfield.ParsePile(lower); err == nil && p != canfield.Stock {
			return s.tapPile(p)
		}
	}
	return s.playNotation(line)
}

// playNotation plays a move written in the library's notation.
func (s *Session) playNotation(text string) error {
	m, err := s.game.ParseMove(text)
	if err != nil {
		var pe *canfield.ParseError
		if errors.As(err, &pe) && !looksLikeMove(text) {
			first, _, _ := strings.Cut(strings.TrimSpace(text), " ")
			return unknownInput{first}
		}
		var me *canfield.MoveError
		if errors.As(err, &me) && me.Move == (canfield.Move{}) {
			// The position could not resolve the short form: say which
			// move was meant, as Play's refusals do.
			return localError{strings.Join(strings.Fields(text), " ") + ": " + err.Error()}
		}
		return err
	}
	if err := s.game.Play(m); err != nil {
		return err
	}
	s.changed = true
	return nil
}

// looksLikeMove reports whether text starts like a move, so that a typo in
// a move gets the library's exact complaint and anything else a hint.
func looksLikeMove(text string) bool {
	first, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(text)), " ")
	if pileLike.MatchString(first) {
		return true
	}
	_, err := canfield.ParseCard(first)
	return err == nil
}

// pileLike matches what starts a move in notation, even a wrong one such
// as "c9" or "c2:x", so that its error says what is wrong with it.
var pileLike = regexp.MustCompile(`^[rwscf][0-9]*(:.*)?$`)

// unknownInput is a line that is neither a command nor a move.
type unknownInput struct{ text string }

func (u unknownInput) Error() string { return "unknown input " + u.text }

// tap plays the one-tap move of a card (R8.1).
func (s *Session) tap(c canfield.Card) error {
	if _, err := s.game.Tap(c); err != nil {
		return err
	}
	s.changed = true
	return nil
}

// tapPile taps the top card of a pile: "r" for the reserve's, "c2" for
// column 2's.
func (s *Session) tapPile(p canfield.Pile) error {
	cards := s.game.Pile(p)
	if len(cards) == 0 {
		return localError{s.trf("Nothing to tap: %s is empty.", s.pileName(p))}
	}
	return s.tap(cards[len(cards)-1])
}

// localError is a refusal whose text the session has already translated.
type localError struct{ text string }

func (e localError) Error() string { return e.text }

// errorText returns the message for a refused line. The library's own
// messages are English and say exactly what was wrong; they are shown as
// they are.
func (s *Session) errorText(err error) string {
	var u unknownInput
	if errors.As(err, &u) {
		return s.trf("Unknown command %q: type help for the commands, or a move such as r c2.", u.text)
	}
	var l localError
	if errors.As(err, &l) {
		return l.text
	}
	return err.Error()
}

// trf translates a format and fills it in.
func (s *Session) trf(format string, args ...any) string {
	return fmt.Sprintf(s.tr(format), args...)
}

func (s *Session) printf(format string, args ...any) {
	fmt.Fprintf(&s.out, format, args...)
}
