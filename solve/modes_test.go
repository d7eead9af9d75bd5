package solve

import (
	"context"
	"testing"

	"github.com/canfield-go/canfield"
)

// The two draw modes deal the same layout for a deal number (R8.5), and
// draw 1 can stand in for every draw-3 tap: a tap turns the next cards of
// the talon onto the waste in the order draw 1 turns them one at a time,
// and a recycle is the same in both (R6.1, R6.2). So every draw-3 line has
// a draw-1 line through the same piles: a deal won with draw 3 is won with
// draw 1, and a deal lost with draw 1 is lost with draw 3. The solver
// decides the two modes by separate searches (draw 1 has reductions of its
// own, steps.go), so these tests hold their verdicts against each other on
// whole deals, beyond the small positions the plain search can check.

// TestDraw3WinsAreDraw1Wins turns the won line of each won draw-3 deal of a
// sample into a draw-1 line, which must win the draw-1 deal, and solves the
// draw-1 deal, which must not be lost.
func TestDraw3WinsAreDraw1Wins(t *testing.T) {
	won := 0
	for _, number := range sampleNumbers(casesFor(24, 6)) {
		g3, err := canfield.DealFromNumber(number, canfield.Draw3)
		if err != nil {
			t.Fatal(err)
		}
		r3, err := Solve(context.Background(), g3, Options{MaxNodes: 300_000})
		if err != nil {
			t.Fatal(err)
		}
		if r3.Verdict != Won {
			continue
		}
		won++
		g1, err := canfield.DealFromNumber(number, canfield.Draw1)
		if err != nil {
			t.Fatal(err)
		}
		replay(t, g1, draw1Line(t, g3, r3.Line))
		r1, err := Solve(context.Background(), g1, Options{MaxNodes: 300_000})
		if err != nil {
			t.Fatal(err)
		}
		if r1.Verdict == Lost {
			t.Errorf("%s is won, but %s is said to be lost", g3.Code(), g1.Code())
		}
	}
	if won == 0 {
		t.Error("no draw-3 deal of the sample won: nothing was compared")
	}
}

// TestDraw1LossesAreDraw3Losses solves deals that draw 1 loses, from the
// table of the first 10,000 deals, with draw 3: each must be lost there too.
func TestDraw1LossesAreDraw3Losses(t *testing.T) {
	codes := []string{"AAAAEAR", "AAAAEFX", "AAAAGBW", "AAAACAB"} // lost within 13 ms with draw 1
	for _, number := range codes[:casesFor(len(codes), 1)] {
		r1 := solveCode(t, "CF1-D1-"+number)
		r3 := solveCode(t, "CF1-D3-"+number)
		if r1.Verdict != Lost || r3.Verdict != Lost {
			t.Errorf("deal %s: draw 1 %v, draw 3 %v; want both lost", number, r1.Verdict, r3.Verdict)
		}
	}
}

// solveCode solves the deal of code within two million positions.
func solveCode(t *testing.T, code string) Result {
	t.Helper()
	g, err := canfield.Deal(code)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Solve(context.Background(), g, Options{MaxNodes: 2_000_000})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// draw1Line returns the draw-1 line that goes through the piles line goes
// through from g, a draw-3 game: each tap becomes the taps that turn the
// same cards one at a time.
func draw1Line(t *testing.T, g *canfield.Game, line []canfield.Move) []canfield.Move {
	t.Helper()
	p3 := g.Position()
	n, _ := g.Number()
	g1, err := canfield.DealFromNumber(n, canfield.Draw1)
	if err != nil {
		t.Fatal(err)
	}
	p1 := g1.Position()
	var out []canfield.Move
	for i, m := range line {
		if err := p3.Play(m); err != nil {
			t.Fatalf("%s: action %d, %v: %v", g.Code(), i+1, m, err)
		}
		if !m.IsStockTap() {
			out = append(out, m)
			if err := p1.Play(m); err != nil {
				t.Fatalf("%s: action %d, %v, refused with draw 1: %v", g.Code(), i+1, m, err)
			}
			continue
		}
		// A tap of draw 3 turns up to three cards, or recycles: draw 1
		// tapping one card at a time gets the waste as long again within
		// three taps, or recycles in one.
		for taps := 1; ; taps++ {
			out = append(out, canfield.StockTap())
			if err := p1.Play(canfield.StockTap()); err != nil {
				t.Fatalf("%s: action %d: a tap refused with draw 1: %v", g.Code(), i+1, err)
			}
			if p1.Len(canfield.Waste) == p3.Len(canfield.Waste) {
				break
			}
			if taps == 3 {
				t.Fatalf("%s: action %d: draw 1 does not reach draw 3's waste", g.Code(), i+1)
			}
		}
	}
	return out
}
