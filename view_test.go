package canfield

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestViewGolden pins the JSON of the views of a few positions in
// testdata/view.golden: the zero Game, a deal, a game without a code, play
// in both draw modes with the waste fanned, and a won game. A change to a
// field name or an encoding shows in the diff.
func TestViewGolden(t *testing.T) {
	var b strings.Builder
	add := func(name string, g *Game) {
		t.Helper()
		data, err := json.MarshalIndent(g.View(), "", "  ")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		b.WriteString("# " + name + "\n" + string(data) + "\n\n")
	}
	add("the zero Game", &Game{})
	add("the deal of CF1-D3-AAAAACL", dealt(t, "CF1-D3-AAAAACL"))
	add("the seed's deal, from its deck, after its three moves (R10)", playedSeed(t))
	add("CF1-D3-AAAAACL in play: the waste fans the one card left of the last draw",
		dealt(t, "CF1-D3-AAAAACL", midGameLine[:10]...))
	add("CF1-D3-AAAAACL later, in the second pass through the stock", dealt(t, "CF1-D3-AAAAACL", midGameLine...))
	add("CF1-D1-AAAAACL after four draws and an undo", dealt(t, "CF1-D1-AAAAACL", "s", "s", "s", "s", "u"))
	add("CF1-D3-AAAAACL won", dealt(t, "CF1-D3-AAAAACL", wonLine(t)...))
	checkGolden(t, "view.golden", b.String())
}

// dealt returns the game of code after the actions, "u" for an undo.
func dealt(t *testing.T, code string, actions ...string) *Game {
	t.Helper()
	g, err := Deal(code)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range actions {
		if a == "u" {
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		play(t, g, a)
	}
	return g
}

func playedSeed(t *testing.T) *Game {
	g := seedGame(t)
	mustPlay(t, g, "r c2", "r f", "c2 c4")
	return g
}

// TestViewWasteFan: with draw 3 the waste fans the cards of the last draw
// still there, or its top card once they are all played; with draw 1 its
// top card (R6.1). Undo brings back the fan that was.
func TestViewWasteFan(t *testing.T) {
	for _, tc := range []struct {
		mode    DrawMode
		actions []string // "u" for an undo
		fans    []string // the fan after each action
	}{
		{Draw3, []string{"s", "s", "w f", "w f", "w f", "u", "u", "u", "u", "s", "s", "s"},
			[]string{"KH QH JH", "4C 3C 2C", "4C 3C", "4C", "JH", "4C", "4C 3C", "4C 3C 2C", "KH QH JH", "4C 3C 2C", "", "KH QH JH"}},
		{Draw1, []string{"s", "s", "s", "s", "s", "s", "w f", "u", "s", "s"},
			[]string{"KH", "QH", "JH", "4C", "3C", "2C", "3C", "2C", "", "KH"}},
	} {
		g := build(t, tc.mode, `
			start: AC
			f1: AC
			stock: KH QH JH 4C 3C 2C
			c1: 5S`)
		if fan := g.View().WasteFan; len(fan) != 0 {
			t.Errorf("%v before a draw: fan %v", tc.mode, fan)
		}
		for i, a := range tc.actions {
			if a == "u" {
				if err := g.Undo(); err != nil {
					t.Fatal(err)
				}
			} else {
				play(t, g, a)
			}
			if got := ascii(g.View().WasteFan); got != tc.fans[i] {
				t.Errorf("%v after %q: fan %q, want %q (waste %s)", tc.mode, tc.actions[:i+1], got, tc.fans[i], ascii(g.Waste()))
			}
			checkFanAgainstHistory(t, g)
		}
	}
}

// checkFanAgainstHistory checks View.WasteFan against a count kept along
// the game's history: a draw fans the cards it turned, a play from the
// waste takes one away, and an empty fan of a non-empty waste shows its top.
func checkFanAgainstHistory(t *testing.T, g *Game) {
	t.Helper()
	fan := 0
	for _, a := range g.history {
		switch {
		case a.move.IsStockTap():
			fan = int(a.turned)
		case a.move.From() == Waste:
			fan = max(0, fan-1)
		}
	}
	waste := g.Waste()
	if g.DrawMode() == Draw1 {
		fan = min(1, len(waste))
	} else if fan == 0 && len(waste) > 0 {
		fan = 1
	}
	if got, want := ascii(g.View().WasteFan), ascii(waste[len(waste)-fan:]); got != want {
		t.Errorf("after %v: fan %q, want %q", g.actions(), got, want)
	}
}

// TestViewMatchesGame plays random games and checks, after every action,
// that the view says what the game's accessors say, and reads back from its
// JSON to the same view.
func TestViewMatchesGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 9))
	var buf []Move
	for d := 0; d < 30; d++ {
		g, err := DealFromNumber(rng.Uint64N(NumDeals), DrawMode(d%2))
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 200; step++ {
			v := g.View()
			checkView(t, g, v)
			if step%17 == 0 {
				checkFanAgainstHistory(t, g)
				data, err := json.Marshal(v)
				if err != nil {
					t.Fatal(err)
				}
				var back View
				if err := json.Unmarshal(data, &back); err != nil {
					t.Fatalf("%s: %v", data, err)
				}
				if diff := cmp.Diff(v, back, moveOpts); diff != "" {
					t.Fatalf("view read back from JSON mismatch (-want +got):\n%s", diff)
				}
			}
			buf = g.state.appendMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			if rng.IntN(5) == 0 {
				_ = g.Undo()
			} else if err := g.Play(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func checkView(t *testing.T, g *Game, v View) {
	t.Helper()
	reserve, waste := g.Reserve(), g.Waste()
	want := View{
		Code: g.Code(), Draw: g.DrawMode(), StartRank: g.StartRank(), Score: g.Score(), CasinoNet: g.casinoNet(),
		Won: g.Won(), ReserveCount: len(reserve), StockCount: len(g.Stock()), WasteCount: len(waste),
		WasteFan: v.WasteFan, UndosLeft: g.UndosLeft(), Moves: g.Moves(), Revision: g.Revision(),
	}
	if len(reserve) > 0 {
		want.ReserveTop = reserve[len(reserve)-1]
	}
	for i := range 4 {
		f := g.Foundation(i)
		fv := FoundationView{Suit: g.FoundationSuit(i), Count: len(f)}
		if len(f) > 0 {
			fv.Top = f[len(f)-1]
		}
		want.Foundations = append(want.Foundations, fv)
		want.Columns[i] = g.Column(i)
	}
	if diff := cmp.Diff(want, v, moveOpts); diff != "" {
		t.Fatalf("%s: View mismatch (-want +got):\n%s", g.Code(), diff)
	}
	if n := len(v.WasteFan); n > len(waste) || n > g.DrawMode().Cards() || (n == 0) != (len(waste) == 0) ||
		ascii(v.WasteFan) != ascii(waste[len(waste)-n:]) {
		t.Fatalf("%s: fan %v of waste %v", g.Code(), v.WasteFan, waste)
	}
}

// The zero Game's view is an empty, undealt game whose JSON has every
// field, with empty lists rather than nulls.
func TestViewZeroGame(t *testing.T) {
	var g Game
	v := g.View()
	if v.Code != "" || v.StartRank != 0 || v.CasinoNet != 0 || v.Won || len(v.Foundations) != 0 || len(v.Moves) != 0 {
		t.Errorf("zero Game's view: %+v", v)
	}
	data := jsonOf(t, v)
	if strings.Contains(data, "null") {
		t.Errorf("zero Game's view has nulls: %s", data)
	}
}

// TestRevision: every action, undo, restart and load changes the revision,
// and never back to a value it had; a refused action does not; Clone keeps it.
func TestRevision(t *testing.T) {
	g := dealt(t, "CF1-D3-AAAAACL")
	seen := map[uint64]bool{}
	next := func(what string) {
		t.Helper()
		r := g.Revision()
		if seen[r] || g.View().Revision != r {
			t.Errorf("after %s: revision %d again, or the view's %d", what, r, g.View().Revision)
		}
		seen[r] = true
	}
	next("the deal")
	play(t, g, "s")
	next("a draw")
	if _, err := g.Tap(NewCard(King, Clubs)); err != nil {
		t.Fatal(err)
	}
	next("a tap")
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	next("an undo")
	before := g.Revision()
	if g.Play(NewMove(Reserve, Column4, 1)) == nil || g.Undo() != nil {
		t.Fatal("want r c4 refused, the undo played")
	}
	next("an undo after a refused move")
	if g.Revision() != before+1 {
		t.Errorf("a refused move changed the revision")
	}
	if c := g.Clone(); c.Revision() != g.Revision() {
		t.Errorf("Clone has revision %d, want %d", c.Revision(), g.Revision())
	}
	if err := g.Restart(); err != nil {
		t.Fatal(err)
	}
	next("a restart") // the position of the deal again, at a new revision
	text, err := g.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if err := g.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	next("a load of the same game")
}

func BenchmarkView(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	var v View
	for range b.N {
		v = g.View()
	}
	b.ReportMetric(float64(len(v.Moves)), "moves")
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
