package canfield

import (
	"strconv"
	"strings"
)

// Suit is one of the four suits of the deck (R1.1). The constants are in the
// order R4.2 uses for foundations 2–4. The zero Suit is no suit, as the zero
// Card, Rank and Pile are none: it is not Valid, and it is what
// Game.FoundationSuit returns for a foundation that does not exist.
type Suit uint8

// The four suits.
const (
	Spades Suit = 1 + iota
	Hearts
	Diamonds
	Clubs
)

// NumSuits is the number of suits in the deck.
const NumSuits = 4

var suitSymbols = [NumSuits + 1]string{"", "♠", "♥", "♦", "♣"}
var suitLetters = [NumSuits + 1]string{"", "S", "H", "D", "C"}

// String returns the suit's symbol: ♠, ♥, ♦ or ♣.
func (s Suit) String() string {
	if s.Valid() {
		return suitSymbols[s]
	}
	return "Suit(" + strconv.Itoa(int(s)) + ")"
}

// Letter returns the suit's ASCII letter: S, H, D or C, and "?" for a
// value that is not a suit.
func (s Suit) Letter() string {
	if s.Valid() {
		return suitLetters[s]
	}
	return "?"
}

// Red reports whether the suit is red (hearts and diamonds, R1.1).
func (s Suit) Red() bool { return s == Hearts || s == Diamonds }

// Valid reports whether s is one of the four suits.
func (s Suit) Valid() bool { return s-Spades < NumSuits }

// Rank is a card's rank, Ace = 1 up to King = 13. The zero Rank is not a
// valid rank.
type Rank uint8

// The thirteen ranks.
const (
	Ace Rank = 1 + iota
	Two
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
)

// NumRanks is the number of ranks in a suit.
const NumRanks = 13

var rankNames = [NumRanks + 1]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}

// String returns the rank as it is printed on a card: A, 2–10, J, Q or K.
func (r Rank) String() string {
	if r.Valid() {
		return rankNames[r]
	}
	return "Rank(" + strconv.Itoa(int(r)) + ")"
}

// Valid reports whether r is one of Ace … King.
func (r Rank) Valid() bool { return r >= Ace && r <= King }

// Next returns the rank one above r, with Ace after King (R1.2). A rank
// that is not Valid has no neighbours: its Next is the zero Rank, as is its
// Prev.
func (r Rank) Next() Rank {
	switch {
	case r-Ace < King-Ace: // Ace to Queen, in one unsigned comparison
		return r + 1
	case r == King:
		return Ace
	}
	return 0
}

// Prev returns the rank one below r, with King below Ace (R1.2). A rank
// that is not Valid has no neighbours: its Prev is the zero Rank, as is its
// Next.
func (r Rank) Prev() Rank {
	switch {
	case r-Two < King-Ace: // Two to King, in one unsigned comparison
		return r - 1
	case r == Ace:
		return King
	}
	return 0
}

// Card is one playing card. It is a small comparable value: use it as a map
// key or compare it with ==. The zero Card is no card at all; it is not
// Valid and never appears in a game.
type Card uint8

// The encoding keeps rank and suit in separate bits so that both are a shift
// or a mask away, and so that the zero value (rank 0) is never a real card.
// The low bits hold the suit less one, so that four suits fit in two bits.
const suitBits = 2

// NewCard returns the card of the given rank and suit. It returns the zero
// Card if either is out of range.
func NewCard(r Rank, s Suit) Card {
	if !r.Valid() || !s.Valid() {
		return 0
	}
	return Card(r)<<suitBits | Card(s-Spades)
}

// Rank returns the card's rank, and the zero Rank for the zero Card.
func (c Card) Rank() Rank { return Rank(c >> suitBits) }

// Suit returns the card's suit, and the zero Suit for the zero Card.
func (c Card) Suit() Suit {
	if c < 1<<suitBits {
		return 0
	}
	return Suit(c&(1<<suitBits-1)) + Spades
}

// Red reports whether the card is red.
func (c Card) Red() bool { return redSuits>>(c&3)&1 != 0 }

// redSuits has bit s-Spades set for each red suit s, as a card's low bits
// hold it, for a branch-free Red.
const redSuits = 1<<(Hearts-Spades) | 1<<(Diamonds-Spades)

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c.Rank().Valid() }

// String returns the card as rank and suit symbol: "Q♣", "10♥", "A♠".
// The zero Card prints as "--".
func (c Card) String() string {
	if !c.Valid() {
		return "--"
	}
	return rankNames[c.Rank()] + suitSymbols[c.Suit()]
}

// ASCII returns the card as rank and suit letter: "QC", "10H", "AS".
// The zero Card prints as "--".
func (c Card) ASCII() string {
	if !c.Valid() {
		return "--"
	}
	return rankNames[c.Rank()] + suitLetters[c.Suit()]
}

// index numbers the 52 cards 0–51 in the starting deck order of code.go:
// suits in the order ♠ ♥ ♦ ♣, each from ace to king.
func (c Card) index() int { return int(c.Suit()-Spades)*NumRanks + int(c.Rank()) - 1 }

func cardAt(index int) Card {
	return NewCard(Rank(index%NumRanks+1), Spades+Suit(index/NumRanks))
}

// GoesOn reports whether c may be laid on top in a column: opposite colour
// and exactly one rank lower, a king on an ace (R5.1, R5.2).
func (c Card) GoesOn(top Card) bool { return c.Valid() && top.Valid() && c.goesOnColumn(top) }

// goesOnColumn reports whether c may be laid on top in a column (R5.1, R5.2):
// opposite colour, exactly one rank lower, K on A. Both must be cards.
func (c Card) goesOnColumn(top Card) bool { return goesOnBits[top&63]>>(c&63)&1 != 0 }

// goesOnBits is goesOnColumn worked out once, by the cards' values: bit c
// of goesOnBits[top] is set when c goes on top. Move listing asks it for
// every card that could move, against every column's top.
var goesOnBits = func() (bits [64]uint64) {
	for _, top := range Deck() {
		for _, c := range Deck() {
			if c.Red() != top.Red() && c.Rank() == top.Rank().Prev() {
				bits[top] |= 1 << c
			}
		}
	}
	return bits
}()

// Deck returns the 52 cards in the starting deck order that the CF1 shuffle
// begins from: A♠ 2♠ … K♠, A♥ … K♥, A♦ … K♦, A♣ … K♣.
func Deck() []Card {
	deck := make([]Card, 52)
	for i := range deck {
		deck[i] = cardAt(i)
	}
	return deck
}

// ParseCard reads a card written as rank then suit, ignoring case and
// surrounding space. The rank is A, 2–10, T (ten), J, Q or K (1 is also read as
// an ace); the suit is a letter (S H D C) or a symbol (♠ ♥ ♦ ♣, or the outline
// forms ♤ ♡ ♢ ♧). So "QC", "qc", "Q♣", "10H", "TH" and "AS" all parse.
// The error wraps ErrBadCard.
func ParseCard(s string) (Card, error) {
	c, reason, part := parseCard(strings.TrimSpace(s))
	if reason != NoReason {
		e := badText("card", s, reason, ErrBadCard)
		e.Part = part
		return 0, e
	}
	return c, nil
}

func parseCard(s string) (c Card, reason Reason, part string) {
	if s == "" {
		return 0, EmptyText, ""
	}
	suit, rest, ok := cutSuit(s)
	if !ok {
		return 0, NoSuit, ""
	}
	rank, ok := parseRank(rest)
	if !ok {
		if rest == "" {
			return 0, NoRank, ""
		}
		return 0, UnknownRank, rest
	}
	return NewCard(rank, suit), NoReason, ""
}

func cutSuit(s string) (Suit, string, bool) {
	for _, form := range englishSuits {
		if rest, ok := strings.CutSuffix(s, form.text); ok {
			return form.suit, rest, true
		}
	}
	return 0, s, false
}

// suitForm is a way to write a suit.
type suitForm struct {
	text string
	suit Suit
}

// suitSymbolForms are the suits' symbols, read in every language, and
// englishSuits the forms ParseCard reads: the symbols and the letters.
var (
	suitSymbolForms = []suitForm{
		{"♠", Spades}, {"♥", Hearts}, {"♦", Diamonds}, {"♣", Clubs},
		{"♤", Spades}, {"♡", Hearts}, {"♢", Diamonds}, {"♧", Clubs},
	}
	englishSuits = append(suitSymbolForms[:len(suitSymbolForms):len(suitSymbolForms)],
		suitForm{"s", Spades}, suitForm{"h", Hearts}, suitForm{"d", Diamonds}, suitForm{"c", Clubs},
		suitForm{"S", Spades}, suitForm{"H", Hearts}, suitForm{"D", Diamonds}, suitForm{"C", Clubs})
)

// ParseRank reads a rank: A, 1 (an ace), 2–10, T (ten), J, Q or K, ignoring
// case and surrounding space. The error wraps ErrBadCard.
func ParseRank(s string) (Rank, error) {
	r, ok := parseRank(strings.TrimSpace(s))
	if !ok {
		return 0, badText("rank", s, NotARank, ErrBadCard)
	}
	return r, nil
}

func parseRank(s string) (Rank, bool) {
	switch strings.ToUpper(s) {
	case "A", "1":
		return Ace, true
	case "T", "10":
		return Ten, true
	case "J":
		return Jack, true
	case "Q":
		return Queen, true
	case "K":
		return King, true
	}
	if len(s) == 1 && s[0] >= '2' && s[0] <= '9' {
		return Rank(s[0] - '0'), true
	}
	return 0, false
}

// MarshalText implements encoding.TextMarshaler with the ASCII form ("QC"),
// so that a card survives any text format. The zero Card, no card at all,
// is the empty text, as net/netip writes the zero Addr; any other value
// that is not a card is an error.
func (c Card) MarshalText() ([]byte, error) {
	if c == 0 {
		return []byte{}, nil
	}
	if !c.Valid() {
		return nil, badText("card", c.String(), NotACard, ErrBadCard)
	}
	return []byte(c.ASCII()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with ParseCard; the
// empty text is the zero Card.
func (c *Card) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*c = 0
		return nil
	}
	parsed, err := ParseCard(string(text))
	if err != nil {
		return err
	}
	*c = parsed
	return nil
}

// MarshalText implements encoding.TextMarshaler with the rank as a card
// shows it: "A", "2"–"10", "J", "Q", "K". The zero Rank is the empty text.
func (r Rank) MarshalText() ([]byte, error) {
	if r == 0 {
		return []byte{}, nil
	}
	if !r.Valid() {
		return nil, badText("rank", r.String(), NotARank, ErrBadCard)
	}
	return []byte(r.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with ParseRank; the
// empty text is the zero Rank.
func (r *Rank) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*r = 0
		return nil
	}
	parsed, err := ParseRank(string(text))
	if err != nil {
		return err
	}
	*r = parsed
	return nil
}

// MarshalText implements encoding.TextMarshaler with the suit's letter:
// "S", "H", "D" or "C". The zero Suit, no suit at all, is the empty text,
// as the zero Card and the zero Rank are.
func (s Suit) MarshalText() ([]byte, error) {
	if s == 0 {
		return []byte{}, nil
	}
	if !s.Valid() {
		return nil, badText("suit", s.String(), NotASuit, ErrBadCard)
	}
	return []byte(s.Letter()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: a suit's letter (S H
// D C, either case) or symbol (♠ ♥ ♦ ♣ or ♤ ♡ ♢ ♧), ignoring surrounding
// space; the empty text is the zero Suit.
func (s *Suit) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*s = 0
		return nil
	}
	suit, rest, ok := cutSuit(strings.TrimSpace(string(text)))
	if !ok || rest != "" {
		return badText("suit", string(text), NotASuit, ErrBadCard)
	}
	*s = suit
	return nil
}
