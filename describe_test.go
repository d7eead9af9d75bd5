package canfield

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// R10.2: the wording the seed does not show: a waste with cards, an empty
// reserve, an empty stock, an empty column, a court start rank; R10.3: the
// English mirror.
func TestDescribeDecisions(t *testing.T) {
	g := build(t, Draw3, `
		start: QS
		f1: QS KS AS
		waste: 2C 3H 4S 5D 9D
		c1: 8C 7H
		c3: 1D`)
	for _, tc := range []struct {
		lang Language
		want string
	}{
		{Danish, "Stok: 0 kort; kasseret-bunke: 5 kort, øverst: ruder 9; reserve tom. Fundamenter, startrang dame: spar til og med spar es (3), hjerter tom, ruder tom, klør tom. kolonne 1: klør 8, hjerter 7; kolonne 2: tom; kolonne 3: ruder es; kolonne 4: tom."},
		{English, "Stock: 0 cards; waste: 5 cards, top: 9 of diamonds; reserve empty. Foundations, start rank queen: spades up to and including ace of spades (3), hearts empty, diamonds empty, clubs empty. column 1: 8 of clubs, 7 of hearts; column 2: empty; column 3: ace of diamonds; column 4: empty."},
	} {
		if diff := cmp.Diff(tc.want, g.Describe(tc.lang)); diff != "" {
			t.Errorf("Describe(%v) mismatch (-want +got):\n%s", tc.lang, diff)
		}
	}
	one := build(t, Draw3, `
		start: 10H
		reserve: 3C
		stock: 4C
		waste: 5C`)
	want := "Stock: 1 card; waste: 1 card, top: 5 of clubs; reserve: 1 card, top: 3 of clubs. Foundations, start rank 10: hearts empty, spades empty, diamonds empty, clubs empty. column 1: empty; column 2: empty; column 3: empty; column 4: empty."
	if diff := cmp.Diff(want, one.Describe(English)); diff != "" {
		t.Errorf("Describe(English) mismatch (-want +got):\n%s", diff)
	}
}

// The zero Game describes itself as an empty game, not as four empty
// foundations of spades, holds nothing and refuses moves.
func TestZeroGame(t *testing.T) {
	var g Game
	if got, want := g.Describe(English), "Empty game: no cards have been dealt."; got != want {
		t.Errorf("Describe(English) = %q, want %q", got, want)
	}
	if got, want := g.Describe(Danish), "Tomt spil: der er ikke givet nogen kort."; got != want {
		t.Errorf("Describe(Danish) = %q, want %q", got, want)
	}
	if len(g.Moves()) != 0 || g.Won() || g.Score() != 0 || g.casinoNet() != 0 || g.Code() != "" || g.DealtDeck() != nil ||
		g.UndosLeft() != 0 || g.Revision() != 0 {
		t.Error("the zero Game must hold nothing")
	}
	if err := g.Play(StockTap()); err == nil {
		t.Error("the zero Game played a tap")
	}
	if err := g.Restart(); err == nil {
		t.Error("the zero Game restarted")
	}
	if _, err := g.Tap(NewCard(Ace, Spades)); err == nil {
		t.Error("the zero Game tapped a card")
	}
	if err := g.Undo(); err != ErrNothingToUndo {
		t.Errorf("Undo = %v", err)
	}
	if _, err := g.MarshalText(); err == nil {
		t.Error("the zero Game marshalled a record")
	}
}

func TestParseLanguage(t *testing.T) {
	for text, want := range map[string]Language{"da": Danish, " DA ": Danish, "dansk": Danish, "en": English, "English": English} {
		if got, err := ParseLanguage(text); err != nil || got != want {
			t.Errorf("ParseLanguage(%q) = %v, %v", text, got, err)
		}
	}
	if _, err := ParseLanguage("de"); err == nil {
		t.Error("ParseLanguage(de) accepted")
	}
}
