package repl

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/canfield-go/canfield"
)

// play reads a line that is not a command as a move and plays it. A word
// that Game.ParseTap reads, a card or a pile ("qc", "r", "c2"), is tapped;
// anything else is a move in one of the forms of Game.ParseMove ("r c2",
// "c2:2 c4", "QC c4", "s", and the two-key forms "r2", "24", "wf").
func (s *Session) play(line string) error {
	if !strings.ContainsAny(line, " \t") {
		c, err := s.game.ParseTap(line)
		if err == nil {
			return s.tap(c)
		}
		if errors.Is(err, canfield.ErrIllegalMove) {
			return err // a pile with nothing to tap
		}
	}
	m, err := s.game.ParseMove(line)
	if err != nil {
		var pe *canfield.ParseError
		if errors.As(err, &pe) && !looksLikeMove(line) {
			first, _, _ := strings.Cut(strings.TrimSpace(line), " ")
			return unknownInput{first}
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

// localError is a refusal whose text the session has already translated.
type localError struct{ text string }

func (e localError) Error() string { return e.text }

// errorText returns the message for a refused line: the session's own, or
// the library's in the session's language.
func (s *Session) errorText(err error) string {
	var u unknownInput
	if errors.As(err, &u) {
		return s.trf("Unknown command %q: type help for the commands, or a move such as r c2.", u.text)
	}
	var l localError
	if errors.As(err, &l) {
		return l.text
	}
	return canfield.Explain(err, s.cfg.Lang)
}

// trf translates a format and fills it in.
func (s *Session) trf(format string, args ...any) string {
	return fmt.Sprintf(s.tr(format), args...)
}

func (s *Session) printf(format string, args ...any) {
	fmt.Fprintf(&s.out, format, args...)
}
