package canfield

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLayoutRoundTrip takes random positions apart and puts them back.
func TestLayoutRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	var moves []Move
	for d := 0; d < 40; d++ {
		g, err := DealFromNumber(rng.Uint64N(NumDeals), DrawMode(d%2))
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 200; step++ {
			p := g.Position()
			q, err := NewPosition(p.Layout())
			if err != nil {
				t.Fatalf("%s step %d: NewPosition(Layout()): %v", g.Code(), step, err)
			}
			if q != p {
				t.Fatalf("%s step %d: NewPosition(Layout()) differs\nwant %+v\ngot  %+v", g.Code(), step, p.Layout(), q.Layout())
			}
			moves = g.state.appendMoves(moves[:0])
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// endgame is a layout of the last cards of a game: start rank 7, every
// foundation full but for its last two cards.
func endgame(t *testing.T) Layout {
	return Layout{
		Mode:        Draw3,
		Base:        mustCards(t, "7H")[0],
		Foundations: [4]int{11, 11, 11, 11}, // ♥ ♠ ♦ ♣ from 7 up to 4
		Waste:       mustCards(t, "5S"),
		Stock:       mustCards(t, "6D 5C"),
		Columns:     [4][]Card{mustCards(t, "6S 5H"), mustCards(t, "6C 5D"), nil, mustCards(t, "6H")},
	}
}

func TestNewPositionEndgame(t *testing.T) {
	p, err := NewPosition(endgame(t))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(mustCards(t, "6D 5C"), p.AppendPile(nil, Stock)); diff != "" {
		t.Errorf("stock mismatch (-want +got):\n%s", diff)
	}
	for _, text := range []string{"c2 f3", "c1 f1", "w f2", "s", "w f3", "w f4", "c2 f4", "c4 f1", "c1 f2"} {
		g := &Game{state: p.s}
		m, err := g.ParseMove(text)
		if err == nil {
			err = p.Play(m)
		}
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	if !p.Won() {
		t.Errorf("the endgame line does not win: %+v", p.Layout())
	}
}

func TestNewPositionErrors(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*Layout)
		want   string // in the error's text: where the fault is
	}{
		{"missing card", func(l *Layout) { l.Stock = l.Stock[:1] }, " is missing"},
		{"card twice", func(l *Layout) { l.Stock = append(l.Stock, l.Waste[0]) }, "appears twice (again in the stock)"},
		{"card on a foundation too", func(l *Layout) { l.Foundations[0] = 12 }, "appears twice (again in column 1)"},
		{"not a run", func(l *Layout) { l.Columns[0] = []Card{l.Columns[0][1], l.Columns[0][0]} }, "column 1: "},
		{"empty column with a reserve", func(l *Layout) { l.Reserve = l.Columns[3]; l.Columns[3] = nil }, "column 3 is empty while the reserve has cards (R3.4)"},
		{"foundation too full", func(l *Layout) { l.Foundations[1] = 14 }, "foundation 2 holds 14 cards"},
		{"no base card", func(l *Layout) { l.Base = 0 }, "base card"},
		{"bad mode", func(l *Layout) { l.Mode = 7 }, ""},
		{"not a card", func(l *Layout) { l.Waste = []Card{0} }, "the waste holds"},
	} {
		l := endgame(t)
		tc.change(&l)
		_, err := NewPosition(l)
		switch {
		case err == nil:
			t.Errorf("%s: NewPosition accepted %+v", tc.name, l)
		case !errors.Is(err, ErrBadDeck) && !errors.Is(err, ErrBadNotation):
			t.Errorf("%s: error %v wraps neither ErrBadDeck nor ErrBadNotation", tc.name, err)
		case !strings.Contains(err.Error(), tc.want):
			t.Errorf("%s: error %q does not say %q", tc.name, err, tc.want)
		}
	}
}
