package canfield

import (
	"encoding/json"
	"errors"
	"testing"
)

func TestDrawMode(t *testing.T) {
	var zero DrawMode
	if zero != Draw3 || zero.Cards() != 3 || Draw1.Cards() != 1 {
		t.Error("the zero DrawMode must be Draw3, the default (R6.1)")
	}
	for text, want := range map[string]DrawMode{"3": Draw3, "D3": Draw3, " draw 3 ": Draw3, "1": Draw1, "d1": Draw1, "Draw1": Draw1} {
		if got, err := ParseDrawMode(text); err != nil || got != want {
			t.Errorf("ParseDrawMode(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	if _, err := ParseDrawMode("2"); !errors.Is(err, ErrBadNotation) {
		t.Errorf("ParseDrawMode(2) = %v", err)
	}
	var v struct{ Mode DrawMode }
	if err := json.Unmarshal([]byte(`{"Mode":"D1"}`), &v); err != nil || v.Mode != Draw1 {
		t.Errorf("JSON D1 = %v, %v", v.Mode, err)
	}
	out, err := json.Marshal(v)
	if err != nil || string(out) != `{"Mode":"D1"}` {
		t.Errorf("JSON = %s, %v", out, err)
	}
	if _, err := DrawMode(7).MarshalText(); err == nil || DrawMode(7).String() != "DrawMode(7)" {
		t.Error("an invalid DrawMode marshalled")
	}
	if _, err := DealFromNumber(0, DrawMode(7)); err == nil {
		t.Error("DealFromNumber accepted an invalid draw mode")
	}
	if g := NewGame(DrawMode(7)); g.DrawMode() != Draw3 {
		t.Error("NewGame with an invalid mode must fall back to Draw3")
	}
}

func TestRestart(t *testing.T) {
	g, _ := Deal("CF1-D1-CANFELD")
	start := g.Clone()
	for i := 0; i < 10; i++ {
		play(t, g, "s")
	}
	g.SetDoubleClick(false)
	if err := g.Restart(); err != nil {
		t.Fatal(err)
	}
	if g.state != start.state || g.UndosLeft() != 0 || len(g.actions()) != 0 || g.Code() != "CF1-D1-CANFELD" {
		t.Error("Restart did not deal the same game afresh")
	}
	if g.DoubleClick() {
		t.Error("Restart changed the Double-click setting")
	}
}

func TestPiles(t *testing.T) {
	// Every pile different, so that no two can be mistaken for each other.
	g := build(t, Draw3, `
		start: 7H
		reserve: 2S 3S QC
		waste: 4D 9S
		stock: 5C 6C 2H
		f1: 7H 8H
		f2: 7S
		f3: 7D 8D 9D
		f4: 7C 8C 9C 10C
		c1: 6S 5H
		c2: KD
		c3: QH JS 10H
		c4: 3C`)
	for p, want := range map[Pile]string{
		Stock: "2H 6C 5C", Waste: "4D 9S", Reserve: "2S 3S QC",
		Foundation1: "7H 8H", Foundation2: "7S", Foundation3: "7D 8D 9D", Foundation4: "7C 8C 9C 10C",
		Column1: "6S 5H", Column2: "KD", Column3: "QH JS 10H", Column4: "3C",
	} {
		pos := g.Position()
		if got := ascii(pos.AppendPile(nil, p)); got != want {
			t.Errorf("Position.AppendPile(%v) = %s, want %s", p, got, want)
		}
		if got := ascii(pileByMethod(g, p)); got != want {
			t.Errorf("the method of pile %v gives %s, want %s", p, got, want)
		}
		if parsed, err := ParsePile(p.String()); err != nil || parsed != p {
			t.Errorf("ParsePile(%q) = %v, %v", p.String(), parsed, err)
		}
	}
	if pos := g.Position(); pos.AppendPile(nil, NoPile) != nil || g.Column(4) != nil || g.Foundation(-1) != nil || g.FoundationSuit(9) != 0 {
		t.Error("out-of-range piles must be nil")
	}
	if FoundationPile(4) != NoPile || ColumnPile(-1) != NoPile || ColumnPile(3) != Column4 || Column3.Index() != 2 || Reserve.Index() != -1 {
		t.Error("pile numbering is off")
	}
	if NoPile.String() != "-" || Pile(99).String() != "Pile(99)" {
		t.Error("odd piles print oddly")
	}
	// Piles are copies the caller may keep.
	col := g.Column(0)
	col[0] = NewCard(King, Spades)
	if g.Column(0)[0] == col[0] {
		t.Error("Column returned the game's own memory")
	}
}

// pileByMethod reads pile p with the accessor made for it.
func pileByMethod(g *Game, p Pile) []Card {
	switch {
	case p == Stock:
		return g.Stock()
	case p == Waste:
		return g.Waste()
	case p == Reserve:
		return g.Reserve()
	case p.IsFoundation():
		return g.Foundation(p.Index())
	}
	return g.Column(p.Index())
}

func TestMoveText(t *testing.T) {
	for _, tc := range []struct {
		m    Move
		text string
	}{
		{StockTap(), "s"},
		{NewMove(Stock, Waste, 9), "s"},
		{NewMove(Reserve, Column2, 0), "r c2"},
		{NewMove(Waste, Foundation3, 7), "w f3"},
		{NewMove(Column2, Column4, 3), "c2:3 c4"},
		{NewMove(Column1, Foundation1, 1), "c1 f1"},
		{NewMove(Foundation1, Column3, 1), "f1 c3"},
		{Move{}, "-"},
	} {
		if got := tc.m.String(); got != tc.text {
			t.Errorf("%#v.String() = %q, want %q", tc.m, got, tc.text)
		}
		if tc.m == (Move{}) {
			continue
		}
		var back Move
		if err := back.UnmarshalText([]byte(tc.text)); err != nil || back != tc.m {
			t.Errorf("UnmarshalText(%q) = %v, %v", tc.text, back, err)
		}
	}
	var m Move
	if err := m.UnmarshalText([]byte("c2 c4")); !errors.Is(err, ErrBadNotation) {
		t.Errorf("UnmarshalText of a short form = %v, want ErrBadNotation", err)
	}
	if NewMove(Column1, Column2, -3).Count() != 0 || NewMove(Column1, Column2, 300).Count() != 255 {
		t.Error("NewMove does not clamp its count")
	}
}

func TestParseRank(t *testing.T) {
	for text, want := range map[string]Rank{"A": Ace, "1": Ace, "10": Ten, "t": Ten, "q": Queen, " K ": King, "7": Seven} {
		if got, err := ParseRank(text); err != nil || got != want {
			t.Errorf("ParseRank(%q) = %v, %v", text, got, err)
		}
	}
	if _, err := ParseRank("0"); !errors.Is(err, ErrBadCard) {
		t.Errorf("ParseRank(0) = %v", err)
	}
	if Rank(0).String() != "Rank(0)" || Suit(5).String() != "Suit(5)" || Spades.Letter() != "S" || Suit(5).Letter() != "?" {
		t.Error("odd ranks and suits print oddly")
	}
}
