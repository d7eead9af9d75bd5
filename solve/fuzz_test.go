package solve

import (
	"context"
	"errors"
	"testing"

	"github.com/canfield-go/canfield"
)

// FuzzWonLineReplays deals a game, plays some actions chosen by the input
// among the legal ones, and solves the position with a small budget:
// whenever the verdict is won, its line must replay to a win on the game,
// and the search must never stop on an error of its own (a line that does
// not replay, a key that does not decode, a deep phase's long column).
func FuzzWonLineReplays(f *testing.F) {
	f.Add(uint64(63), uint8(0), []byte{})
	f.Add(uint64(9), uint8(1), []byte{3, 1, 4, 1, 5, 9, 2, 6})
	f.Add(uint64(2_000_000), uint8(0), []byte{0, 0, 0, 7, 7, 7, 200, 13})
	f.Fuzz(func(t *testing.T, number uint64, mode uint8, choices []byte) {
		g, err := canfield.DealFromNumber(number%canfield.NumDeals, canfield.DrawMode(mode%2))
		if err != nil {
			t.Fatal(err)
		}
		var moves []canfield.Move
		for _, c := range choices {
			if moves = g.Moves(); len(moves) == 0 {
				break
			}
			if err := g.Play(moves[int(c)%len(moves)]); err != nil {
				t.Fatal(err)
			}
		}
		r, err := Solve(context.Background(), g, Options{MaxNodes: 20_000})
		if err != nil {
			t.Fatal(err)
		}
		if r.Verdict == Won {
			replay(t, g, r.Line)
		}
		switch {
		case r.Verdict == Unknown && r.Stopped == nil:
			t.Error("unknown without a reason")
		case errors.Is(r.Stopped, errBadLine), errors.Is(r.Stopped, errBadKey):
			t.Errorf("the search failed: %v", r.Stopped)
		}
	})
}
