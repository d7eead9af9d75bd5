package solve

import (
	"context"
	"errors"
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
		code := canfield.FormatCode(number, canfield.Draw3)
		g3, r3 := solveCode(t, code, 300_000)
		if r3.Verdict != Won {
			continue
		}
		won++
		g1, r1 := solveCode(t, canfield.FormatCode(number, canfield.Draw1), 300_000)
		p1 := g1.Position()
		line, ok := draw1Line(&p1, r3.Line)
		if !ok {
			t.Fatalf("%s: the won line has no draw-1 line", g3.Code())
		}
		replay(t, g1, line)
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
// Solve would prove the draw-3 loss by draw 1 itself (loose.go), so the
// draw-3 verdicts here come from the searches of the draw-3 game alone.
func TestDraw1LossesAreDraw3Losses(t *testing.T) {
	codes := []string{"AAAAEAR", "AAAAEFX", "AAAAGBW", "AAAACAB"} // lost within 13 ms with draw 1
	for _, number := range codes[:casesFor(len(codes), 1)] {
		_, r1 := solveCode(t, "CF1-D1-"+number, 2_000_000)
		g3, err := canfield.Deal("CF1-D3-" + number)
		if err != nil {
			t.Fatal(err)
		}
		p3 := g3.Position()
		v3 := Unknown
		for _, cfg := range []config{deepClasses, {join: byTwinClass, wasteLate: true}} {
			s := newSearcher(context.Background(), Options{MaxNodes: 2_000_000}, cfg, &p3)
			if v3, _ = s.run(&p3); !errors.Is(s.stopped, errRelaxedWin) {
				break
			}
		}
		if r1.Verdict != Lost || v3 != Lost {
			t.Errorf("deal %s: draw 1 %v, draw 3 %v; want both lost", number, r1.Verdict, v3)
		}
	}
}

// TestLooseProvesHardLosses: the search with loose cards put back (loose.go)
// proves lost the three deals of the first 10,000 whose losses took the
// searches of the real game longest to prove, CF1-D1-AAAADWL, -KDF and
// -JGR (lost there in 9 s, 33 s and 15 minutes without a time limit; JGR
// with columns of 26 cards or more, cycles.go), and Solve then proves the
// same deals lost with draw 3 too.
func TestLooseProvesHardLosses(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("seconds of search for each deal, minutes under -race: .ci/run runs it without")
	}
	for _, number := range []string{"AAAADWL", "AAAAKDF", "AAAAJGR"} {
		g, err := canfield.Deal("CF1-D1-" + number)
		if err != nil {
			t.Fatal(err)
		}
		p := g.Position()
		s := looseSearcher(&p)
		if v, _ := s.run(&p); v != Lost {
			t.Errorf("%s: the search with loose cards says %v, want lost", g.Code(), v)
		}
		t.Logf("%s: lost with loose cards put back in %d positions", g.Code(), s.nodes)
		if _, r := solveCode(t, "CF1-D3-"+number, 0); r.Verdict != Lost {
			t.Errorf("CF1-D3-%s: Solve says %v, want lost", number, r.Verdict)
		}
	}
}

// solveCode deals code and solves it within maxNodes positions.
func solveCode(t *testing.T, code string, maxNodes int64) (*canfield.Game, Result) {
	t.Helper()
	g, err := canfield.Deal(code)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Solve(context.Background(), g, Options{MaxNodes: maxNodes})
	if err != nil {
		t.Fatal(err)
	}
	return g, r
}

// asDraw3 returns p played by draw 3 instead of draw 1.
func asDraw3(p *canfield.Position) (canfield.Position, bool) {
	l := p.Layout()
	l.Mode = canfield.Draw3
	q, err := canfield.NewPosition(l)
	return q, err == nil
}

// draw1Line returns the draw-1 line from p, a position played by draw 1,
// that goes through the piles that line goes through from p played by draw
// 3: each draw-3 tap becomes the draw-1 taps that turn the same cards. It
// reports false if line is not legal with draw 3 from p, or a draw-1 action
// is refused, which the argument above rules out.
func draw1Line(p *canfield.Position, line []canfield.Move) ([]canfield.Move, bool) {
	p3, ok := asDraw3(p)
	if !ok {
		return nil, false
	}
	p1 := *p
	out := make([]canfield.Move, 0, len(line))
	for _, m := range line {
		if p3.Play(m) != nil {
			return nil, false
		}
		if !m.IsStockTap() {
			if p1.Play(m) != nil {
				return nil, false
			}
			out = append(out, m)
			continue
		}
		// Up to three cards turned, or a recycle: draw 1 has the waste
		// as long again within three taps, or recycles in one.
		for taps := 1; ; taps++ {
			if p1.Play(canfield.StockTap()) != nil {
				return nil, false
			}
			out = append(out, canfield.StockTap())
			if p1.Len(canfield.Waste) == p3.Len(canfield.Waste) {
				break
			}
			if taps == 3 {
				return nil, false
			}
		}
	}
	return out, true
}
