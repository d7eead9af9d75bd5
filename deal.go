package canfield

import (
	"crypto/rand"
	"encoding/binary"
	"strconv"
)

// Deal returns the game of a code such as "CF1-D3-AAAAACL" (R8.5). The
// code is read ignoring case and surrounding space; the error wraps
// ErrBadCode.
func Deal(code string) (*Game, error) {
	number, mode, err := ParseCode(code)
	if err != nil {
		return nil, err
	}
	return DealFromNumber(number, mode)
}

// DealFromNumber returns the game of a deal number, from 0 to NumDeals-1,
// in the given draw mode. The number alone fixes the layout (R8.5).
func DealFromNumber(number uint64, mode DrawMode) (*Game, error) {
	if number >= NumDeals {
		e := badText("deal number", strconv.FormatUint(number, 10), DealNumberTooLarge, ErrBadCode)
		e.f.n = NumDeals
		return nil, e
	}
	if mode > Draw1 {
		return nil, badMode(mode)
	}
	g := &Game{number: number, coded: true}
	g.deck = shuffledDeck(number)
	g.state = layout(&g.deck, mode)
	return g, nil
}

// DealDeck returns the game of an explicit dealing order (R2.2): deck[0:13]
// go onto the reserve so that deck[12] is its top card, deck[13] is the base
// card, deck[14:18] are columns 1–4, and deck[18:] is the stock with deck[18]
// turned first. Anything but 52 distinct cards is an error wrapping
// ErrBadDeck that names the card and its places: Explain, for a player,
// counts the places 1–52 ("at positions 4 and 41"), and Error, for a
// programmer, writes the indexes of deck ("at deck[3] and deck[40]"). The
// game has no code.
func DealDeck(deck []Card, mode DrawMode) (*Game, error) {
	if len(deck) != 52 {
		return nil, badDeck(DeckSize, facts{n: len(deck)})
	}
	if mode > Draw1 {
		return nil, badMode(mode)
	}
	var seen [52]int // position+1 of each card
	for i, c := range deck {
		if !c.Valid() {
			return nil, badDeck(DeckNotACard, facts{n: i})
		}
		if p := seen[c.index()]; p != 0 {
			return nil, badDeck(DeckCardTwice, facts{card: c, n: p - 1, m: i})
		}
		seen[c.index()] = i + 1
	}
	g := &Game{}
	copy(g.deck[:], deck)
	g.state = layout(&g.deck, mode)
	return g, nil
}

// NewGame returns the game of a random deal number in the given draw mode.
// An invalid mode is taken as Draw3, the default.
func NewGame(mode DrawMode) *Game {
	if mode > Draw1 {
		mode = Draw3
	}
	g, _ := DealFromNumber(RandomNumber(), mode)
	return g
}

// RandomNumber returns a random deal number, uniform over 0 to NumDeals-1.
func RandomNumber() uint64 {
	var b [8]byte
	for {
		_, _ = rand.Read(b[:]) // crypto/rand.Read never fails on supported platforms
		// Rejection keeps it uniform: take 33 bits (2^33 > 26^7) until one fits.
		if n := binary.LittleEndian.Uint64(b[:]) >> 31; n < NumDeals {
			return n
		}
	}
}

// Restart deals the game's cards again from the start, with the same code
// or deck and draw mode, and clears the score and the undo history.
// Listeners stay and hear a DealEvent.
func (g *Game) Restart() error {
	if g.busy {
		return busyError(Move{}, "restart")
	}
	if !g.dealt() {
		return &MoveError{Input: "restart", Reason: NotDealt, Err: ErrIllegalMove}
	}
	g.state = layout(&g.deck, g.mode)
	g.history = g.history[:0]
	g.undoable = 0
	g.revision++
	if g.listeners != nil {
		g.emit(g.dealEvent())
	}
	return nil
}

// setBase sets the start rank and the foundations' suits from the base
// card: foundation 1 holds the base card's suit, foundations 2–4 the
// others in the order ♠ ♥ ♦ ♣ (R4.2).
func (s *state) setBase(base Card) {
	s.start = base.Rank()
	s.fsuit[0] = base.Suit()
	f := 1
	for suit := Spades; suit <= Clubs; suit++ {
		if suit != base.Suit() {
			s.fsuit[f] = suit
			f++
		}
	}
	for i, suit := range s.fsuit {
		s.fslot[suit] = uint8(i)
	}
}

// layout lays out a dealing order as R2.1–R2.2 say.
func layout(deck *[52]Card, mode DrawMode) state {
	s := state{mode: mode}
	copy(s.reserve[:], deck[0:13])
	s.nreserve = 13
	s.setBase(deck[13])
	s.fcount[0] = 1
	for i := range s.cols {
		s.cols[i][0] = deck[14+i]
		s.ncol[i] = 1
	}
	copy(s.talon[:], deck[18:])
	s.ntalon = 34
	return s
}

func badDeck(reason Reason, f facts) error {
	e := badText("deck", "", reason, ErrBadDeck)
	e.f = f
	return e
}

func badMode(mode DrawMode) error {
	return badText("draw mode", mode.String(), NotADrawMode, ErrBadNotation)
}
