package canfield

import (
	"strconv"
	"strings"

	"github.com/canfield-go/canfield/internal/catalog"
)

// Language selects the words of a description (R10). The zero value is
// English.
type Language uint8

// The languages of Describe.
const (
	English Language = iota
	Danish
)

// String returns the language's code: "en" or "da".
func (l Language) String() string {
	if l == Danish {
		return "da"
	}
	if l == English {
		return "en"
	}
	return "Language(" + strconv.Itoa(int(l)) + ")"
}

// MarshalText implements encoding.TextMarshaler with String ("en" or "da"),
// so a Language works with flag.TextVar and JSON.
func (l Language) MarshalText() ([]byte, error) {
	if l != English && l != Danish {
		return nil, badText("language", l.String(), NotALanguage, ErrBadNotation)
	}
	return []byte(l.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with ParseLanguage.
func (l *Language) UnmarshalText(text []byte) error {
	parsed, err := ParseLanguage(string(text))
	if err != nil {
		return err
	}
	*l = parsed
	return nil
}

// ParseLanguage reads "en" or "english", "da" or "danish" (or "dansk"),
// ignoring case and surrounding space.
func ParseLanguage(s string) (Language, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "en", "english":
		return English, nil
	case "da", "danish", "dansk":
		return Danish, nil
	}
	return English, badText("language", s, NotALanguage, ErrBadNotation)
}

// words holds a language's words, from the catalog of player text
// (internal/catalog): the vocabulary of Describe, and the names of the
// suits, ranks, cards and piles, each worked out once, for Describe and
// Explain name them at every turn.
type words struct {
	suits       [NumSuits + 1]string
	ranks       [NumRanks + 1]string
	cardNames   [64]string // by the card's value
	stock       string     // "Stok", "Stock"
	waste       string
	reserve     string
	top         string
	foundations string
	startRank   string
	upTo        string
	empty       string
	column      string
	card, cards string
	undealt     string              // the description of the zero Game
	piles       [Column4 + 1]string // a pile's name in a sentence: "column 2"
}

var vocabulary = [...]words{
	English: wordsIn(false),
	Danish:  wordsIn(true),
}

// wordsIn reads a language's words from the catalog.
func wordsIn(danish bool) words {
	b := &catalog.Board
	w := words{
		stock:       b.Stock.In(danish),
		waste:       b.Waste.In(danish),
		reserve:     b.Reserve.In(danish),
		top:         b.Top.In(danish),
		foundations: b.Foundations.In(danish),
		startRank:   b.StartRank.In(danish),
		upTo:        b.UpTo.In(danish),
		empty:       b.Empty.In(danish),
		column:      b.Column.In(danish),
		card:        b.Card.In(danish),
		cards:       b.Cards.In(danish),
		undealt:     b.Undealt.In(danish),
	}
	for s := Spades; s.Valid(); s++ {
		w.suits[s] = catalog.Suits[s.Letter()].In(danish)
	}
	for r := Ace; r.Valid(); r++ {
		w.ranks[r] = catalog.Ranks[r.String()].In(danish)
	}
	for _, c := range Deck() {
		w.cardNames[c] = strings.NewReplacer("{rank}", w.ranks[c.Rank()], "{suit}", w.suits[c.Suit()]).Replace(catalog.CardName.In(danish))
	}
	piles := &catalog.Piles
	w.piles[Stock] = piles.Stock.In(danish)
	w.piles[Waste] = piles.Waste.In(danish)
	w.piles[Reserve] = piles.Reserve.In(danish)
	for i := range 4 {
		w.piles[Foundation1+Pile(i)] = catalog.FillN(piles.Foundation.In(danish), i+1)
		w.piles[Column1+Pile(i)] = catalog.FillN(piles.Column.In(danish), i+1)
	}
	return w
}

func (l Language) words() *words {
	if int(l) < len(vocabulary) {
		return &vocabulary[l]
	}
	return &vocabulary[English]
}

// Name returns the suit's name in the language: "clubs", "klør".
func (s Suit) Name(l Language) string {
	if !s.Valid() {
		return "?"
	}
	return l.words().suits[s]
}

// Name returns the rank's name in the language: "queen", "dame", "7".
func (r Rank) Name(l Language) string {
	if !r.Valid() {
		return "?"
	}
	return l.words().ranks[r]
}

// Name returns the card's name in the language (R10.1, R10.3): "queen of
// clubs" in English, "klør dame" in Danish.
func (c Card) Name(l Language) string {
	if !c.Valid() {
		return "?"
	}
	return l.words().cardNames[c]
}

// Describe returns the board as one line of text in the style of the app's
// screen-reader description (R10): stock, waste, reserve, foundations with
// the start rank, and the columns from bottom to top. In Danish, the seed's
// deal reads:
//
//	Stok: 34 kort; kasseret-bunke tom; reserve: 13 kort, øverst: klør dame. Fundamenter, startrang 7: hjerter til og med hjerter 7 (1), spar tom, ruder tom, klør tom. kolonne 1: klør 6; kolonne 2: hjerter konge; kolonne 3: hjerter dame; kolonne 4: spar es.
//
// The zero Game, which holds no deal, reads "Empty game: no cards have been
// dealt."
func (g *Game) Describe(l Language) string {
	w := l.words()
	if !g.laidOut() {
		return w.undealt
	}
	var b strings.Builder
	count := func(n int) string {
		if n == 1 {
			return "1 " + w.card
		}
		return strconv.Itoa(n) + " " + w.cards
	}
	// A pile showing its top card: "reserve: 13 kort, øverst: klør dame" (R10.2).
	topPile := func(name string, cards []Card) {
		if len(cards) == 0 {
			b.WriteString(name + " " + w.empty)
			return
		}
		b.WriteString(name + ": " + count(len(cards)) + ", " + w.top + ": " + cards[len(cards)-1].Name(l))
	}
	b.WriteString(w.stock + ": " + count(int(g.ntalon-g.nwaste)) + "; ")
	topPile(w.waste, g.talon[:g.nwaste])
	b.WriteString("; ")
	topPile(w.reserve, g.reserve[:g.nreserve])
	b.WriteString(". " + w.foundations + ", " + w.startRank + " " + g.start.Name(l) + ": ")
	for i := range g.fcount {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(g.fsuit[i].Name(l) + " ")
		if g.fcount[i] == 0 {
			b.WriteString(w.empty)
			continue
		}
		top := g.foundationCard(i, int(g.fcount[i])-1)
		b.WriteString(w.upTo + " " + top.Name(l) + " (" + strconv.Itoa(int(g.fcount[i])) + ")")
	}
	b.WriteString(".")
	for i := range g.cols {
		sep := "; "
		if i == 0 {
			sep = " "
		}
		b.WriteString(sep + w.column + " " + strconv.Itoa(i+1) + ": ")
		if g.ncol[i] == 0 {
			b.WriteString(w.empty)
			continue
		}
		for k, c := range g.cols[i][:g.ncol[i]] {
			if k > 0 {
				b.WriteString(", ")
			}
			b.WriteString(c.Name(l))
		}
	}
	b.WriteString(".")
	return b.String()
}
