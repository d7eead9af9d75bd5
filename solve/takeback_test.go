package solve

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/canfield-go/canfield"
)

// TestWonOnlyWithTakeBack checks Solve on endgames with most of the cards
// left in the reserve, which are often won only by taking a card back from
// a foundation (R4.5): its verdict must be the reference search's, and a
// position that the reference search of the game without take-backs finds
// lost must be won with a line that takes a card back.
func TestWonOnlyWithTakeBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	want := casesFor(20, 6)
	var needed [2]int
	for i := 0; i < 5000 && (needed[0] < want || needed[1] < want); i++ {
		mode := canfield.DrawMode(i % 2)
		p, ok := endgameShare(rng, mode, 5+rng.IntN(4), true, 6+rng.IntN(3))
		if !ok {
			continue
		}
		won, ok := keyedSolve(p, 20_000)
		if !ok {
			continue
		}
		wonWithout, ok := keyedSolveWithout(p, 20_000)
		if !ok {
			continue
		}
		r := solvePosition(context.Background(), &p, Options{})
		if (r.Verdict == Won) != won || r.Verdict == Unknown {
			t.Fatalf("%v: Solve says %v, the reference won=%v\n%+v", mode, r.Verdict, won, p.Layout())
		}
		if !won || wonWithout {
			continue
		}
		needed[mode]++
		takesBack := false
		for _, m := range r.Line {
			takesBack = takesBack || m.From().IsFoundation()
		}
		if !takesBack || !replaysToWin(&p, r.Line) {
			t.Fatalf("%v: the winning line %v takes back nothing or does not win\n%+v", mode, r.Line, p.Layout())
		}
	}
	if needed[0] < want || needed[1] < want {
		t.Errorf("too few positions won only with a take-back: %v (draw 3, draw 1), want %d each", needed, want)
	}
}
