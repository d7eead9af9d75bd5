package canfield

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// R1.1: spades and clubs are black, hearts and diamonds red.
func TestR1_1Colours(t *testing.T) {
	for s, red := range map[Suit]bool{Spades: false, Hearts: true, Diamonds: true, Clubs: false} {
		for r := Ace; r <= King; r++ {
			if got := NewCard(r, s).Red(); got != red {
				t.Errorf("%v.Red() = %v, want %v", NewCard(r, s), got, red)
			}
		}
	}
}

// R1.2: ranks wrap both ways.
func TestR1_2RankWrap(t *testing.T) {
	if King.Next() != Ace || Ace.Prev() != King || Seven.Next() != Eight || Seven.Prev() != Six {
		t.Errorf("Next/Prev do not wrap: K.Next=%v A.Prev=%v", King.Next(), Ace.Prev())
	}
	for r := Ace; r <= King; r++ {
		if !r.Next().Valid() || r.Next().Prev() != r || r.Prev().Next() != r {
			t.Errorf("%v: Next %v, Prev %v do not undo each other", r, r.Next(), r.Prev())
		}
	}
	// A rank that is not one has no neighbours, either way.
	for _, r := range []Rank{0, King + 1, 99, 255} {
		if r.Next() != 0 || r.Prev() != 0 {
			t.Errorf("Rank(%d): Next %v, Prev %v, want the zero Rank both", r, r.Next(), r.Prev())
		}
	}
}

// R2.1, R2.2: the dealing order maps onto reserve, base card, columns and
// stock.
func TestR2_2DealingOrder(t *testing.T) {
	deck := Deck() // A♠ … K♠ A♥ … K♥ A♦ … K♦ A♣ … K♣
	g, err := DealDeck(deck, Draw3)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := ascii(g.Reserve()), ascii(deck[:13]); got != want {
		t.Errorf("Reserve() = %s, want %s (deck[12] on top)", got, want)
	}
	if got := ascii(g.Foundation(0)); got != "AH" {
		t.Errorf("Foundation(0) = %s, want the base card AH", got)
	}
	if got, want := columns(g), [4]string{"2H", "3H", "4H", "5H"}; got != want {
		t.Errorf("columns = %q, want %q", got, want)
	}
	stock := g.Stock()
	if len(stock) != 34 || stock[len(stock)-1] != deck[18] || stock[0] != deck[51] {
		t.Errorf("Stock() = %s, want deck[51] … deck[18] with deck[18] on top", ascii(stock))
	}
	if len(g.Waste()) != 0 || len(g.Foundation(1)) != 0 || len(g.Foundation(2)) != 0 || len(g.Foundation(3)) != 0 {
		t.Error("waste and foundations 2–4 must start empty")
	}
	play(t, g, "s")
	if got := ascii(g.Waste()); got != "6H 7H 8H" {
		t.Errorf("after the first tap Waste() = %s, want deck[18:21] = 6H 7H 8H", got)
	}
}

func TestDealDeckRefusesBadDecks(t *testing.T) {
	deck := Deck()
	dup := append([]Card{}, deck...)
	dup[40] = dup[3]
	bad := append([]Card{}, deck...)
	bad[7] = 0
	// A program reads the deck's indexes, a player its places from 1.
	for _, tc := range []struct {
		name   string
		deck   []Card
		want   string
		en, da string
	}{
		{"short", deck[:51], "has 51 cards, want 52",
			"Bad deck: has 51 cards, want 52.", "Ugyldigt kortspil: det har 51 kort, der skal være 52."},
		{"long", append(append([]Card{}, deck...), deck[0]), "has 53 cards, want 52", "", ""},
		{"duplicate", dup, "4♠ appears twice, at deck[3] and deck[40]",
			"Bad deck: 4 of spades appears twice, at positions 4 and 41.",
			"Ugyldigt kortspil: spar 4 er med to gange, på plads 4 og 41."},
		{"first twice", append(deck[:51:51], deck[0]), "A♠ appears twice, at deck[0] and deck[51]",
			"Bad deck: ace of spades appears twice, at positions 1 and 52.",
			"Ugyldigt kortspil: spar es er med to gange, på plads 1 og 52."},
		{"invalid", bad, "deck[7] is not a card",
			"Bad deck: position 8 is not a card.", "Ugyldigt kortspil: plads 8 er ikke et kort."},
		{"empty", nil, "has 0 cards", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := DealDeck(tc.deck, Draw3)
			if g != nil || !errors.Is(err, ErrBadDeck) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("DealDeck = %v, %v; want an ErrBadDeck saying %q", g, err, tc.want)
			}
			if got := Explain(err, English); tc.en != "" && got != tc.en {
				t.Errorf("Explain(English) = %q, want %q", got, tc.en)
			}
			if got := Explain(err, Danish); tc.da != "" && got != tc.da {
				t.Errorf("Explain(Danish) = %q, want %q", got, tc.da)
			}
		})
	}
}

// R3.1: only the reserve's top card plays; then the next one is free.
func TestR3_1ReserveTopOnly(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H
		reserve: 8S 5C 8H
		c1: 9C
		c2: 6D`)
	refuse(t, g, "5C c2", "5♣ is face down (R2.3)")
	play(t, g, "r f")
	play(t, g, "r c2")
	if got := ascii(g.Reserve()); got != "8S" {
		t.Errorf("Reserve() = %s, want 8S", got)
	}
}

// R3.2: nothing is ever put on the reserve.
func TestR3_2NothingOnReserve(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		reserve: 8S
		c1: 9C`)
	for _, m := range []Move{NewMove(Column1, Reserve, 1), NewMove(Waste, Reserve, 1)} {
		before := g.Clone()
		err := g.Play(m)
		if !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), "R3.2") {
			t.Errorf("Play(%v) = %v, want a refusal citing R3.2", m, err)
		}
		unchanged(t, before, g)
	}
}

// R3.4: a move that empties a column refills it at once from the reserve,
// in the same action: one Undo takes back both.
func TestR3_4Refill(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H
		reserve: 2S QS
		c1: 8H
		c2: 9C`)
	before := g.Clone()
	play(t, g, "c1 c2")
	if got, want := columns(g), [4]string{"QS", "9C 8H", "", ""}; got != want {
		t.Errorf("after c1 c2: columns = %q, want %q", got, want)
	}
	if got := ascii(g.Reserve()); got != "2S" {
		t.Errorf("Reserve() = %s, want 2S", got)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if g.state != before.state {
		t.Errorf("one Undo did not take back the move and its refill:\n%s", g.Describe(English))
	}
	// To a foundation too.
	play(t, g, "c1 f")
	if got := ascii(g.Column(0)); got != "QS" {
		t.Errorf("after c1 f: column 1 = %s, want the refill QS", got)
	}
}

// R3.5: with the reserve empty, an emptied column stays empty and takes
// any card or any run.
func TestR3_5EmptyColumn(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H
		waste: 3D
		c1: 8H
		c2: 9C
		c3: KS QH JC`)
	play(t, g, "c1 c2")
	if got := ascii(g.Column(0)); got != "" {
		t.Fatalf("column 1 = %s, want empty: the reserve is empty", got)
	}
	play(t, g, "c3:2 c1") // a run onto the empty column
	if got, want := columns(g), [4]string{"QH JC", "9C 8H", "KS", ""}; got != want {
		t.Errorf("columns = %q, want %q", got, want)
	}
	play(t, g, "w c4") // any single card
	if got := ascii(g.Column(3)); got != "3D" {
		t.Errorf("column 4 = %s, want 3D", got)
	}
	refuse(t, g, "c4 c2", "no card of column 4 goes on 8♥: it takes only 7♠ or 7♣")
}

// R4.2: foundation 1 holds the base card's suit, the others ♠ ♥ ♦ ♣.
func TestR4_2FoundationSuits(t *testing.T) {
	for base, want := range map[Suit][4]Suit{
		Hearts:   {Hearts, Spades, Diamonds, Clubs},
		Clubs:    {Clubs, Spades, Hearts, Diamonds},
		Spades:   {Spades, Hearts, Diamonds, Clubs},
		Diamonds: {Diamonds, Spades, Hearts, Clubs},
	} {
		g := build(t, Draw3, "start: "+NewCard(Nine, base).ASCII())
		var got [4]Suit
		for i := range got {
			got[i] = g.FoundationSuit(i)
		}
		if got != want {
			t.Errorf("base %v: foundation suits %v, want %v", base, got, want)
		}
	}
}

// R4.2: a foundation that does not exist holds no suit, not spades.
func TestFoundationSuitNone(t *testing.T) {
	g, _ := Deal("CF1-D3-AAAAACL")
	p := g.Position()
	for _, i := range []int{-1, 4, 99} {
		if s := g.FoundationSuit(i); s != 0 || s.Valid() {
			t.Errorf("FoundationSuit(%d) = %v, want the zero Suit", i, s)
		}
		if s := p.FoundationSuit(i); s != 0 {
			t.Errorf("Position.FoundationSuit(%d) = %v, want the zero Suit", i, s)
		}
	}
	var zero Game
	for i := range 4 {
		if s := zero.FoundationSuit(i); s != 0 {
			t.Errorf("zero Game: FoundationSuit(%d) = %v, want the zero Suit", i, s)
		}
		if s := g.FoundationSuit(i); !s.Valid() || p.FoundationSuit(i) != s {
			t.Errorf("FoundationSuit(%d) = %v, Position's %v", i, s, p.FoundationSuit(i))
		}
	}
}

// R4.3, R4.4: an empty foundation takes only the start-rank card of its
// suit; then one rank up, K then A; a full foundation holds 13.
func TestR4_3FoundationOrder(t *testing.T) {
	g, err := DealDeck(seedDeck(t), Draw3)
	if err != nil {
		t.Fatal(err)
	}
	// R4.4: the seed's A♠ in column 4 cannot start the spades foundation.
	refuse(t, g, "c4 f", "A♠ does not go on foundation 2: it is empty and takes only the card of the start rank, 7♠ (R4.3)")
	refuse(t, g, "c4 f1", "A♠ does not go on foundation 1: it holds ♥ (R4.2)")

	g = build(t, Draw3, `
		start: JD
		f1: JD QD KD
		reserve: 3D AD`)
	play(t, g, "r f") // A after K
	refuse(t, g, "r f", "3♦ does not go on foundation 1: it takes 2♦ next")
}

func TestR4_3FullFoundation(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H 8H 9H 10H JH QH KH AH 2H 3H 4H 5H 6H
		f2: 7S 8S 9S 10S JS QS KS AS 2S 3S 4S 5S 6S
		f3: 7D 8D 9D 10D JD QD KD AD 2D 3D 4D 5D 6D
		f4: 7C 8C 9C 10C JC QC KC AC 2C 3C 4C 5C
		c1: 6C`)
	if g.Won() {
		t.Fatal("Won() with 51 cards on the foundations")
	}
	play(t, g, "c1 f")
	if !g.Won() {
		t.Fatal("Won() = false with 52 cards on the foundations (R7.1)")
	}
	if got := ascii(g.Foundation(3)); !strings.HasSuffix(got, "5C 6C") || len(g.Foundation(3)) != 13 {
		t.Errorf("Foundation(3) = %s, want 13 cards ending with 6C, the rank below the start rank", got)
	}
}

// R4.5: a foundation's top card may go back onto a column, by an explicit
// move only, for no points; the base card too.
func TestR4_5TakeBack(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H 8H
		f2: 7S
		reserve: 2C
		c1: 9C
		c2: 8S
		c3: 8C`)
	g.score = 10
	play(t, g, "f1 c1")
	if g.Score() != 10 {
		t.Errorf("Score() after a take-back = %d, want 10: no points are lost (R9.2)", g.Score())
	}
	play(t, g, "f1 c2") // the base card itself
	if got := ascii(g.Foundation(0)); got != "" {
		t.Errorf("Foundation(0) = %s, want empty after taking back the base card", got)
	}
	refuse(t, g, "f2 f1", "a foundation's card goes back only to a column (R4.5)")
	refuse(t, g, "f2 c2", "7♠ does not go on 7♥: it takes only 6♠ or 6♣")
	// A tap never takes a card back.
	before := g.Clone()
	if _, err := g.Tap(NewCard(Seven, Spades)); !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), "R4.5") {
		t.Errorf("Tap(7♠) on a foundation = %v, want a refusal citing R4.5", err)
	}
	unchanged(t, before, g)
	// The card goes back up for 5 points again.
	play(t, g, "c2 f")
	if g.Score() != 15 {
		t.Errorf("Score() = %d, want 15", g.Score())
	}
}

// R5.1, R5.2: a card goes on a card of the other colour one rank higher;
// K goes on A.
func TestR5_1ColumnBuilding(t *testing.T) {
	for _, tc := range []struct {
		card, top string
		ok        bool
		why       string
	}{
		{"6H", "7S", true, ""},
		{"6H", "7C", true, ""},
		{"6D", "7C", true, ""},
		{"6H", "7H", false, "6♥ does not go on 7♥: same colour (R5.1)"},
		{"6H", "7D", false, "same colour"},
		{"6S", "7C", false, "same colour"},
		{"5H", "7C", false, "5♥ does not go on 7♣: it takes only 6♥ or 6♦ (R5.1)"},
		{"8H", "7C", false, "it takes only 6♥ or 6♦"},
		{"KH", "AS", true, ""}, // R5.2
		{"KS", "AH", true, ""},
		{"KS", "AC", false, "same colour"},
		{"AH", "KS", false, "it takes only Q♥ or Q♦"},
		{"QD", "KS", true, ""},
	} {
		g := build(t, Draw3, `
			start: 9D
			reserve: `+tc.card+`
			c1: `+tc.top)
		m, _ := g.ParseMove("r c1")
		err := g.Play(m)
		if tc.ok && err != nil {
			t.Errorf("%s on %s: %v, want legal", tc.card, tc.top, err)
		}
		if !tc.ok && (!errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), tc.why)) {
			t.Errorf("%s on %s: %v, want a refusal saying %q", tc.card, tc.top, err, tc.why)
		}
	}
}

// R5.1: the seed's example is from a deal whose start rank is 7, and the
// card below the start rank goes on a start-rank card in a column.
func TestR5_1BelowStartRankOnStartRank(t *testing.T) {
	g := build(t, Draw3, `
		start: 7D
		reserve: 6H
		c1: 7S`)
	play(t, g, "r c1")
}

// R5.3: any run moves as one unit, the whole column or any lower part;
// "c1 c2" means the part that fits.
func TestR5_3Runs(t *testing.T) {
	g := build(t, Draw3, `
		start: 9D
		reserve: 3C
		c1: 8S 7H 6C 5D 4S
		c2: 7D
		c3: 6D
		c4: 9H`)
	if m := play(t, g, "c1 c2"); m != NewMove(Column1, Column2, 3) {
		t.Errorf("\"c1 c2\" played %v, want c1:3 c2", m)
	}
	if got, want := columns(g), [4]string{"8S 7H", "7D 6C 5D 4S", "6D", "9H"}; got != want {
		t.Errorf("columns = %q, want %q", got, want)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	refuse(t, g, "c1:2 c2", "5♦ does not go on 7♦: same colour")
	refuse(t, g, "c1:6 c2", "column 1 has only 5 cards")
	refuse(t, g, "c1 c3", "no card of column 1 goes on 6♦: it takes only 5♠ or 5♣")
	play(t, g, "c1 c4") // the whole column; the reserve refills it (R3.4)
	if got, want := columns(g), [4]string{"3C", "7D", "6D", "9H 8S 7H 6C 5D 4S"}; got != want {
		t.Errorf("columns = %q, want %q", got, want)
	}
}

// R5.3: because 13 is odd a run can pass K more than once, and then a
// column can hold two cards that fit the same target, 26 places apart.
func TestR5_3LongRun(t *testing.T) {
	long := "QH JS 10H 9S 8H 7S 6H 5S 4H 3S 2H AS KH QS JH 10S 9H 8S 7H 6S 5H 4S 3H 2S AH KS QD"
	g := build(t, Draw3, `
		start: 9D
		reserve: 3C
		c1: `+long+`
		c2: KC`)
	var toC2 []Move
	for _, m := range g.Moves() {
		if m.From() == Column1 && m.To() == Column2 {
			toC2 = append(toC2, m)
		}
	}
	if want := []Move{NewMove(Column1, Column2, 1), NewMove(Column1, Column2, 27)}; !cmp.Equal(want, toC2, moveOpts) {
		t.Errorf("moves from c1 to c2 = %v, want %v", toC2, want)
	}
	if m := play(t, g, "c1 c2"); m.Count() != 1 {
		t.Errorf("\"c1 c2\" took %d cards, want the shorter run of 1", m.Count())
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	play(t, g, "c1:27 c2")
	if got, want := columns(g), [4]string{"3C", "KC " + long, "", ""}; got != want {
		t.Errorf("columns = %q, want %q", got, want)
	}
}

// R6.1: draw 3 turns three cards (fewer at the end); only the last turned
// plays, and then the one under it.
func TestR6_1Draw3(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H
		stock: 2C 3C 4C 5C 6C 8H 9H
		c1: 10C`)
	play(t, g, "s")
	if got := ascii(g.Waste()); got != "2C 3C 4C" {
		t.Errorf("Waste() = %s, want 2C 3C 4C", got)
	}
	play(t, g, "s")
	play(t, g, "s")
	if got := ascii(g.Waste()); got != "2C 3C 4C 5C 6C 8H 9H" || len(g.Stock()) != 0 {
		t.Fatalf("Waste() = %s, stock %d; want all 7 turned, the last tap turning 1", got, len(g.Stock()))
	}
	refuse(t, g, "8H f", "8♥ lies under the waste's top card (R6.3)")
	play(t, g, "w c1") // 9H on 10C
	play(t, g, "w f")  // now 8H is free
}

// R6.1: draw 1 turns one card at a time.
func TestR6_1Draw1(t *testing.T) {
	g := build(t, Draw1, `
		start: 7H
		stock: 2C 3C 4C`)
	for _, want := range []string{"2C", "2C 3C", "2C 3C 4C"} {
		play(t, g, "s")
		if got := ascii(g.Waste()); got != want {
			t.Errorf("Waste() = %s, want %s", got, want)
		}
	}
}

// R6.2: tapping the empty stock turns the whole waste back over in the same
// order, as often as the player likes; with both empty the tap is refused.
func TestR6_2Recycle(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H
		stock: 2C 3C 4C 5C 6C`)
	for pass := 0; pass < 5; pass++ {
		play(t, g, "s")
		play(t, g, "s")
		if got := ascii(g.Waste()); got != "2C 3C 4C 5C 6C" {
			t.Fatalf("pass %d: Waste() = %s", pass, got)
		}
		play(t, g, "s") // recycle
		if got := ascii(g.Stock()); got != "6C 5C 4C 3C 2C" || len(g.Waste()) != 0 {
			t.Fatalf("pass %d: after the recycle Stock() = %s (bottom to top), want 2C on top", pass, got)
		}
	}
	if g.Score() != 0 {
		t.Errorf("Score() = %d, want 0: draws and recycles score nothing (R9.2)", g.Score())
	}
	empty := build(t, Draw3, `
		start: 7H
		c1: 8C`)
	before := empty.Clone()
	if err := empty.Play(StockTap()); !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), "both empty") {
		t.Errorf("tap on empty stock and waste = %v, want a refusal", err)
	}
	unchanged(t, before, empty)
	for _, m := range empty.Moves() {
		if m.IsStockTap() {
			t.Error("Moves() lists the stock tap with stock and waste empty")
		}
	}
}

// R7.2, R8.3: nothing moves by itself, and a game with no useful move left
// is not declared lost.
func TestR8_3NoAutomation(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H
		reserve: 8H 9C
		c1: 10H
		c2: 9H`)
	play(t, g, "r c1") // 9C on 10H; 8H is now free to go up, but stays
	if got := ascii(g.Reserve()); got != "8H" {
		t.Errorf("Reserve() = %s, want 8H left in place", got)
	}
	if got := ascii(g.Foundation(0)); got != "7H" {
		t.Errorf("Foundation(0) = %s, want 7H alone", got)
	}
}

// R8.1: a tap sends a single card to its foundation when it may.
func TestR8_1TapFoundationFirst(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H
		reserve: 8H
		c1: 9S`)
	m, err := g.Tap(NewCard(Eight, Hearts))
	if err != nil || m != NewMove(Reserve, Foundation1, 1) {
		t.Fatalf("Tap(8♥) = %v, %v; want r f1", m, err)
	}
}

// R8.1: otherwise the longest column that takes it, the leftmost among
// equals, the card's own column never; an empty column last.
func TestR8_1TapColumns(t *testing.T) {
	for _, tc := range []struct {
		name, spec, card, want string
	}{
		{"longest", `
			start: 2D
			waste: 6H
			c1: 7S
			c2: KD QC JH 10S 9H 8C 7D
			c3: 9D 8S 7C`, "6H", "w c3"},
		{"leftmost of equals", `
			start: 2D
			waste: 6H
			c1: 9H
			c2: 8H 7S
			c3: 8D 7C`, "6H", "w c2"},
		{"own column never counts", `
			start: 2D
			c1: 8H 7S 6H
			c2: 7C`, "6H", "c1:1 c2"},
		{"a run from inside a column", `
			start: 2D
			c1: 10C 9H 8S 7H
			c2: 10H
			c3: JH 10S`, "9H", "c1:3 c3"},
		{"empty column when no column takes it", `
			start: 2D
			waste: 6H
			c1: 9H
			c3: 10S`, "6H", "w c2"},
		{"a whole column is never tapped onto an empty one", `
			start: 2D
			waste: 4H
			c1: 9H 8S
			c3: 10H`, "9H", ""},
		{"part of a column goes to an empty one", `
			start: 2D
			c1: 9H 8S
			c3: 10D`, "8S", "c1:1 c2"},
		{"a single card goes to its foundation first", `
			start: 7S
			f1: 7S
			c1: 9H 8S
			c2: 9D`, "8S", "c1 f1"},
		{"a run does not go to a foundation", `
			start: 7S
			f1: 7S
			c1: 8S 7D
			c2: 9D`, "8S", "c1:2 c2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := build(t, Draw3, tc.spec)
			c, err := ParseCard(tc.card)
			if err != nil {
				t.Fatal(err)
			}
			before := g.Clone()
			m, err := g.Tap(c)
			if tc.want == "" {
				if !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), "nowhere to go") {
					t.Errorf("Tap(%v) = %v, %v; want a refusal", c, m, err)
				}
				unchanged(t, before, g)
				return
			}
			if err != nil {
				t.Fatalf("Tap(%v): %v", c, err)
			}
			want, err := before.ParseMove(tc.want)
			if err != nil {
				t.Fatal(err)
			}
			if m != want {
				t.Errorf("Tap(%v) played %v, want %v", c, m, want)
			}
		})
	}
}

// R8.1: with Double-click off, a tap only sends cards to foundations.
func TestR8_1DoubleClickOff(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H
		reserve: 8H 6D
		c1: 7S`)
	if !g.DoubleClick() {
		t.Fatal("Double-click must be on by default")
	}
	g.SetDoubleClick(false)
	before := g.Clone()
	if _, err := g.Tap(NewCard(Six, Diamonds)); !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), "Double-click is off") {
		t.Errorf("Tap(6♦) with Double-click off = %v, want a refusal", err)
	}
	unchanged(t, before, g)
	g.SetDoubleClick(true)
	if m, err := g.Tap(NewCard(Six, Diamonds)); err != nil || m != NewMove(Reserve, Column1, 1) {
		t.Errorf("Tap(6♦) = %v, %v; want r c1", m, err)
	}
}

// R8.1: a card that is not free cannot be tapped; a face-down one is
// refused in the same words whichever pile hides it (R2.3).
func TestR8_1TapHiddenCards(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H 8H
		reserve: 2C 3C
		waste: 4C 5C
		stock: 6C
		c1: 9S`)
	for card, want := range map[string]string{
		"2C": "2♣ is face down (R2.3)",
		"4C": "lies under the waste's top card",
		"6C": "6♣ is face down (R2.3)",
		"7H": "lies under the top card of foundation 1",
		"KD": "is not in this game",
	} {
		c, _ := ParseCard(card)
		before := g.Clone()
		if _, err := g.Tap(c); !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), want) {
			t.Errorf("Tap(%v) = %v, want a refusal saying %q", c, err, want)
		}
		unchanged(t, before, g)
	}
	if _, err := g.Tap(Card(0)); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("Tap(zero Card) = %v, want ErrIllegalMove", err)
	}
}

// R8.4: the last 100 actions can be undone, draws included; the 101st undo
// is refused.
func TestR8_4UndoLimit(t *testing.T) {
	g, err := Deal("CF1-D1-AAAAAAB")
	if err != nil {
		t.Fatal(err)
	}
	var positions []state
	for i := 0; i < 150; i++ {
		positions = append(positions, g.state)
		play(t, g, "s")
	}
	for i := 0; i < UndoLimit; i++ {
		if err := g.Undo(); err != nil {
			t.Fatalf("undo %d: %v", i+1, err)
		}
		if g.state != positions[149-i] {
			t.Fatalf("undo %d did not restore the position before action %d", i+1, 150-i)
		}
	}
	before := g.Clone()
	err = g.Undo()
	if !errors.Is(err, ErrNothingToUndo) || !strings.Contains(err.Error(), "100") {
		t.Errorf("101st Undo = %v, want ErrNothingToUndo naming the limit", err)
	}
	unchanged(t, before, g)
	fresh, _ := Deal("CF1-D1-AAAAAAB")
	if err := fresh.Undo(); err != ErrNothingToUndo {
		t.Errorf("Undo of a new game = %v, want ErrNothingToUndo", err)
	}
}

// R8.4, R9: undoing an action removes the points it earned, and only
// those.
func TestR8_4UndoRemovesPoints(t *testing.T) {
	g, err := DealDeck(seedDeck(t), Draw3)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "r c2")
	play(t, g, "r f")
	if g.Score() != 5 {
		t.Fatalf("Score() = %d, want 5", g.Score())
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if g.Score() != 0 {
		t.Errorf("Score() after undoing r f = %d, want 0", g.Score())
	}
	if err := g.Undo(); err != nil || g.Score() != 0 {
		t.Errorf("Undo of r c2: %v, Score() = %d; want 0", err, g.Score())
	}
}

// R9.1–R9.3: every card put on a foundation earns 5, from the reserve, a
// column or the waste; a won game without take-backs ends at 255.
func TestR9WonGameScores255(t *testing.T) {
	g, err := DealDeck(easyDeck(), Draw1)
	if err != nil {
		t.Fatal(err)
	}
	sources := map[Pile]bool{}
	for !g.Won() {
		m := firstFoundationMove(g)
		if m == (Move{}) {
			m = StockTap()
		} else {
			sources[pileKind(m.From())] = true
		}
		before := g.Score()
		if err := g.Play(m); err != nil {
			t.Fatalf("Play(%v): %v", m, err)
		}
		want := before
		if m.To().IsFoundation() {
			want += 5
		}
		if g.Score() != want {
			t.Fatalf("after %v Score() = %d, want %d", m, g.Score(), want)
		}
	}
	if g.Score() != WinningScore || g.Score() != 255 {
		t.Errorf("won game Score() = %d, want 255", g.Score())
	}
	if g.casinoNet() != 208 {
		t.Errorf("CasinoNet() = %d, want 208 (R9.4)", g.casinoNet())
	}
	if !sources[Reserve] || !sources[Waste] || !sources[Column1] {
		t.Errorf("cards went up only from %v; want the reserve, the waste and columns", sources)
	}
}

func pileKind(p Pile) Pile {
	if p.IsColumn() {
		return Column1
	}
	return p
}

func firstFoundationMove(g *Game) Move {
	for _, m := range g.Moves() {
		if m.To().IsFoundation() {
			return m
		}
	}
	return Move{}
}

// easyDeck returns a dealing order that a player wins in draw 1 by always
// putting a card up when one can go and tapping the stock otherwise: the
// 51 cards go up level by level (7♠ 7♦ 7♣, then every 8, …), the first 34
// from the stock in order, then columns 1–4, then the reserve from its top.
func easyDeck() []Card {
	order := []Card{}
	base := NewCard(Seven, Hearts)
	for k := 0; k < NumRanks; k++ {
		r := Rank((int(Seven)-1+k)%NumRanks + 1)
		for _, s := range []Suit{Hearts, Spades, Diamonds, Clubs} {
			if c := NewCard(r, s); c != base {
				order = append(order, c)
			}
		}
	}
	deck := make([]Card, 52)
	for i := 0; i < 13; i++ {
		deck[12-i] = order[38+i] // reserve: order[38] on top
	}
	deck[13] = base
	copy(deck[14:18], order[34:38])
	copy(deck[18:], order[:34])
	return deck
}

// R9.2: a take-back costs nothing, and putting the card back up earns 5
// again: the score is 5 × the placements made and not undone.
func TestR9_2TakeBackScoresZero(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H
		reserve: 8H
		c1: 9S`)
	for _, step := range []struct {
		move  string
		score int
	}{{"r f", 5}, {"f1 c1", 5}, {"c1 f", 10}, {"f1 c1", 10}} {
		play(t, g, step.move)
		if g.Score() != step.score {
			t.Errorf("after %s Score() = %d, want %d", step.move, g.Score(), step.score)
		}
	}
}
