package repl

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/canfield-go/canfield"
)

// play reads a line that is not a command as a player's input and plays
// it (Game.ParseInput): a move ("r c2", "c2:2 c4", "kd c4" in Danish), or a
// card or a pile alone, which is tapped ("qc", "r", "c2"). A word is read as
// a move first ("s", and the two-key forms "r2", "24", "wf"), so that no
// card shadows a move. Cards are read in the session's language: "kd" is
// klør dame in Danish.
func (s *Session) play(line string) error {
	m, err := s.game.ParseInput(line, s.cfg.Lang)
	var pe *canfield.ParseError
	if errors.As(err, &pe) {
		if ours, ok := bsdKeys[strings.ToLower(strings.TrimSpace(line))]; ok {
			return localError{s.trf("%s is a key of BSD canfield, which names the piles otherwise: here it is %s.", quoted(s.cfg.Lang, strings.TrimSpace(line)), ours)}
		}
	}
	if errors.As(err, &pe) && !s.looksLikeMove(line) {
		first, _, _ := strings.Cut(strings.TrimSpace(line), " ")
		return unknownInput{first}
	}
	if err != nil {
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
func (s *Session) looksLikeMove(text string) bool {
	first, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(text)), " ")
	if pileLike.MatchString(first) {
		return true
	}
	_, err := s.game.ParseInput(first, s.cfg.Lang)
	var pe *canfield.ParseError
	return !errors.As(err, &pe) // a card, which a tap reads
}

// pileLike matches what starts a move in notation, even a wrong one such
// as "c9" or "c2:x", so that its error says what is wrong with it.
var pileLike = regexp.MustCompile(`^[rwscf][0-9]*(:.*)?$`)

// bsdKeys are the keys of BSD canfield(6) that mean something else here,
// or nothing, and what they are written as here: BSD's stock is the
// reserve, its talon the waste and its hand the stock. Its "s2" is refused
// with the other counts written without a times sign (stockTaps). A key
// that is the same here ("24", "2f") needs no entry.
var bsdKeys = map[string]string{
	"ht": "s", "sf": "rf", "tf": "wf",
	"t1": "w1", "t2": "w2", "t3": "w3", "t4": "w4",
}

// stockTaps reads a run of stock taps written with a count, as solve
// writes them: "s×7", or "sx7" or "s*7" where × is hard to type. The
// count repeats the move "s"; it is part of no move's notation, so it
// lives here. A count without the times sign, "s7" or "s 7", is none: "s2"
// beside "r2" and "w2" would read as the stock onto column 2 (noCount).
func stockTaps(text string) (int, bool) {
	m := stockCount.FindStringSubmatch(strings.ToLower(strings.TrimSpace(text)))
	if m == nil {
		return 0, false
	}
	n, err := strconv.Atoi(m[1])
	if err != nil {
		return -1, true // too many digits
	}
	return n, true
}

var (
	stockCount = regexp.MustCompile(`^s\s*[×x*]\s*([0-9]+)$`)
	bareCount  = regexp.MustCompile(`^s\s*([0-9]+)$`)
)

// noCount returns the refusal of a count of stock taps written without
// the times sign, "s2" or "s 2", or nil for other text.
func (s *Session) noCount(text string) error {
	m := bareCount.FindStringSubmatch(strings.ToLower(strings.TrimSpace(text)))
	if m == nil {
		return nil
	}
	typed := quoted(s.cfg.Lang, strings.TrimSpace(text))
	switch n, err := strconv.Atoi(m[1]); {
	case err == nil && n == 1:
		return localError{s.trf("%s is no move: s taps the stock, and r1 puts the reserve's top card on column 1.", typed)}
	case err == nil && n >= 2 && n <= 4:
		return localError{s.trf("%s is no move: s×%d taps the stock %d times, and r%d puts the reserve's top card on column %d.", typed, n, n, n, n)}
	}
	return localError{s.trf("%s is no move: a count of stock taps is written with ×, as in s×3.", typed)}
}

// maxTaps bounds a count of stock taps: more than any use, as the stock
// and the waste come round again in at most 35 taps.
const maxTaps = 1000

// tapStock taps the stock n times.
func (s *Session) tapStock(n int) error {
	if n < 1 || n > maxTaps {
		return localError{s.trf("A count of stock taps goes from 1 to %d.", maxTaps)}
	}
	for range n {
		if err := s.game.Play(canfield.StockTap()); err != nil {
			return err // only the first can fail: a tap leaves cards to tap
		}
		s.changed = true
	}
	return nil
}

// unknownInput is a line that is neither a command nor a move.
type unknownInput struct{ text string }

func (u unknownInput) Error() string { return "unknown input " + u.text }

// tap plays the one-tap move of a card or pile named by one word (R8.1).
// A word that is a move ("r2", the reserve onto column 2) is no tap: in
// Danish, ruder 2 is then written 2r.
func (s *Session) tap(word string) error {
	var pe *canfield.ParseError
	if _, err := s.game.ParseMove(word); !errors.As(err, &pe) {
		return localError{s.trf("%s is a move, not a card: write the rank first to tap a card (2r for ruder 2).", quoted(s.cfg.Lang, strings.TrimSpace(word)))}
	}
	m, err := s.game.ParseInput(word, s.cfg.Lang)
	if err != nil {
		return err
	}
	if err := s.game.Play(m); err != nil {
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
		return s.trf("Unknown command %s: type help for the commands, or a move such as r c2.", quoted(s.cfg.Lang, u.text))
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
