package linecheck

import (
	"testing"

	"github.com/canfield-go/canfield"
)

// TestFindDetours counts the detours of short lines built by hand: a move
// and its return, a tap that brings up no card that is used, and the
// stock turned round to where it was.
func TestFindDetours(t *testing.T) {
	p := position(t)
	there := canfield.NewMove(canfield.Column1, canfield.Column2, 1) // 8♥ onto 9♣, off 9♠
	back := canfield.NewMove(there.To(), there.From(), there.Count())
	var turn []canfield.Move
	for q := p; len(turn) == 0 || q != p; {
		if len(turn) > 52 {
			t.Fatal("taps do not turn the stock round to where it was")
		}
		if err := q.Play(canfield.StockTap()); err != nil {
			t.Fatal(err)
		}
		turn = append(turn, canfield.StockTap())
	}
	for _, tc := range []struct {
		name string
		line []canfield.Move
		want Detours
	}{
		{"no line", nil, Detours{}},
		{"one move", []canfield.Move{there}, Detours{}},
		{"there and back", []canfield.Move{there, back}, Detours{Repeats: 1, Returns: 1}},
		{"a tap at the end", []canfield.Move{there, canfield.StockTap()}, Detours{LooseTaps: 1}},
		{"a whole turn of the stock", turn, Detours{Repeats: 1, LooseTaps: 1}},
	} {
		if got := FindDetours(&p, tc.line); got != tc.want {
			t.Errorf("%s: FindDetours(%v) = %+v, want %+v", tc.name, tc.line, got, tc.want)
		}
		if got := FindDetours(&p, tc.line).Any(); got != (tc.want != Detours{}) {
			t.Errorf("%s: Any() = %v", tc.name, got)
		}
	}
}

// position returns a position with 8♥ on 9♠ in column 1 and 9♣ alone in
// column 2, the reserve's and the talon's cards in the order of the deck.
func position(t *testing.T) canfield.Position {
	t.Helper()
	columns := [4][]canfield.Card{
		{card(t, "9♠"), card(t, "8♥")}, {card(t, "9♣")}, {card(t, "5♦")}, {card(t, "6♦")},
	}
	in := map[canfield.Card]bool{}
	for _, col := range columns {
		for _, c := range col {
			in[c] = true
		}
	}
	var rest []canfield.Card
	for _, c := range canfield.Deck() {
		if !in[c] {
			rest = append(rest, c)
		}
	}
	p, err := canfield.NewPosition(canfield.Layout{
		Mode: canfield.Draw3, Base: card(t, "A♠"),
		Reserve: rest[:13], Stock: rest[13:], Columns: columns,
	})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func card(t *testing.T, text string) canfield.Card {
	t.Helper()
	c, err := canfield.ParseCard(text)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
