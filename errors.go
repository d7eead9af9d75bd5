package canfield

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Sentinel errors. Every error the package returns wraps one of them, so a
// caller can test the kind with errors.Is and still print the detail.
var (
	// ErrIllegalMove is wrapped by every refused move.
	ErrIllegalMove = errors.New("illegal move")
	// ErrBadNotation is wrapped when the text of a move, a pile, a draw
	// mode or a language cannot be read.
	ErrBadNotation = errors.New("bad move notation")
	// ErrBadCard is wrapped when a card's, rank's or suit's text cannot be
	// read (ParseCard, ParseRank, UnmarshalText). A card inside a move's
	// text is part of the notation: its error wraps ErrBadNotation.
	ErrBadCard = errors.New("bad card")
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

// MoveError reports an action the game refused, and why. It unwraps to
// ErrIllegalMove (or ErrBusy, or ErrNothingToUndo for an undo beyond the
// last 100 actions), so errors.Is works on it.
//
// Its Reason and the fields it fills say what was wrong as data, so that
// Explain words it for a player in English or Danish; Error writes it in
// English for a log, with the rule:
//
//	r c2: 3♣ does not go on 10♥: it takes only 9♠ or 9♣ (R5.1)
//
// A card that is not face up (R2.3) is refused with Reason FaceDown and the
// card alone, whichever pile hides it: the error says nothing of where it
// lies.
//
// A nil *MoveError, as a typed nil error can carry, is safe: its Error is
// "<nil>", its Unwrap nil and its Explain "".
type MoveError struct {
	// Move is the refused move; the zero Move when none could be formed,
	// as for a tap that finds no place or a short form of the notation
	// that the position cannot resolve.
	Move Move
	// Input is the text ParseMove or ParseInput read, when no move could be
	// formed from it ("w f" with an empty waste), with its spaces reduced;
	// otherwise "".
	Input  string
	Reason Reason // why; the constants say which of the fields below each fills
	Card   Card   // the card that was to move or was tapped
	Onto   Card   // the card it was to go on, or the card a foundation takes instead
	Pile   Pile   // the pile the reason is about
	Suit   Suit   // the suit of the foundation, for WrongSuit
	Count  int    // how many cards Pile holds, for TooFewCards
	Rule   string // the rule of RULES.md, at the repository's root, that refuses it ("R5.1"); "" if none
	Err    error  // the sentinel: ErrIllegalMove, ErrBusy or ErrNothingToUndo
}

// Error returns the refusal in English for a log: the move (or the text
// that named it), what was wrong, and the rule.
func (e *MoveError) Error() string {
	if e == nil {
		return "<nil>"
	}
	s := logSpeaker.say(e.Reason, e.facts())
	if s == "" && e.Err != nil {
		s = e.Err.Error()
	}
	if e.Rule != "" {
		s += " (" + e.Rule + ")"
	}
	switch {
	case e.Move != (Move{}):
		return e.Move.String() + ": " + s
	case e.Input != "":
		return e.Input + ": " + s
	}
	return s
}

// Unwrap returns the sentinel error.
func (e *MoveError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}

func (e *MoveError) clause(sp speaker) string {
	if e == nil {
		return ""
	}
	return sp.say(e.Reason, e.facts())
}

func (e *MoveError) isNil() bool { return e == nil }

func (e *MoveError) facts() *facts {
	return &facts{card: e.Card, onto: e.Onto, pile: e.Pile, suit: e.Suit, n: e.Count}
}

// refusal is why the position refuses a move, and what the reason speaks
// of; the zero refusal refuses nothing. It is a small value, so that a
// legal move costs neither text nor allocation.
type refusal struct {
	reason     Reason
	card, onto Card
	pile       Pile
	suit       Suit
	count      uint8
	// An array field keeps the value out of registers, as the register ABI
	// assigns none to an array of two or more elements: returned in six
	// registers, a refusal made checking a legal move, the hot path of
	// every search, some 10% slower (BenchmarkPositionPlay).
	_ [2]uint8
}

// refused reports whether r refuses.
func (r refusal) refused() bool { return r.reason != NoReason }

// err returns the *MoveError of r for move m.
func (r refusal) err(m Move) *MoveError {
	return &MoveError{Move: m, Reason: r.reason, Card: r.card, Onto: r.onto, Pile: r.pile, Suit: r.suit,
		Count: int(r.count), Rule: r.reason.rule(), Err: ErrIllegalMove}
}

// errFor returns the *MoveError of r for the text of a move that could not
// be formed.
func (r refusal) errFor(text string) *MoveError {
	e := r.err(Move{})
	e.Input = sanitize(strings.Join(strings.Fields(text), " "))
	return e
}

func why(reason Reason) refusal { return refusal{reason: reason} }

func whyCard(reason Reason, c Card) refusal { return refusal{reason: reason, card: c} }

func whyPile(reason Reason, p Pile) refusal { return refusal{reason: reason, pile: p} }

// busyError is the refusal of a change asked for by a listener.
func busyError(m Move, input string) error {
	return &MoveError{Move: m, Input: input, Reason: Busy, Err: ErrBusy}
}

// ParseError reports text that could not be read as a card, a move, a game
// code or another value of the package, or a value (a deck, a layout) that
// is not one. It unwraps to ErrBadCard, ErrBadNotation, ErrBadCode or
// ErrBadDeck. Like MoveError it says what was wrong as data, for Explain,
// and a nil *ParseError is as safe as a nil *MoveError.
type ParseError struct {
	// What is what was being read, one of "card", "rank", "suit", "move",
	// "pile", "draw mode", "language", "game code", "deal number", "deck" or
	// "layout".
	What   string
	Input  string // the text as given; "" for a value that is not text
	Reason Reason // what was wrong with it
	Part   string // the part of Input at fault, for the reasons that name one
	Err    error  // the sentinel
	f      facts  // the rest of what the reason speaks of: cards, piles, numbers
	// notation is the language whose letters a card was typed in
	// (Game.ParseInput), so that the text names the letters the player uses.
	notation Language
}

func (e *ParseError) Error() string {
	if e == nil {
		return "<nil>"
	}
	s := e.text(logSpeaker)
	if rule := e.Reason.rule(); rule != "" {
		s += " (" + rule + ")"
	}
	return s
}

// Unwrap returns the sentinel error.
func (e *ParseError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}

func (e *ParseError) clause(sp speaker) string {
	if e == nil {
		return ""
	}
	return e.text(sp)
}

func (e *ParseError) isNil() bool { return e == nil }

func (e *ParseError) text(sp speaker) string {
	f := e.f
	f.part = e.Part
	s := sp.bad(e.What)
	if e.Input != "" {
		s += " " + quoteIn(e.Input, sp.lang)
	}
	if e.notation == Danish && e.Reason < numReasons {
		if t := danishLetterTexts[e.Reason]; t.En != "" {
			return s + ": " + sp.render(t.In(sp.lang == Danish), &f)
		}
	}
	return s + ": " + sp.say(e.Reason, &f)
}

// badText returns the *ParseError of reading input as what.
func badText(what, input string, reason Reason, err error) *ParseError {
	return &ParseError{What: what, Input: input, Reason: reason, Err: err}
}

// quote keeps error messages one line long and readable whatever the input.
func quote(s string) string {
	const max = 40 // characters, so that none is cut in two
	if utf8.RuneCountInString(s) > max {
		s = string([]rune(s)[:max]) + "…"
	}
	return "\"" + sanitize(s) + "\""
}

// quoteIn is quote in a player's language: Danish quotes ”so”, as the
// app's rule text does.
func quoteIn(s string, l Language) string {
	q := quote(s)
	if l != Danish {
		return q
	}
	return "”" + strings.ReplaceAll(q[1:len(q)-1], "”", "?") + "”"
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
