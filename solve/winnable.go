package solve

import (
	"context"

	"github.com/canfield-go/canfield"
)

// RandomWinnable deals a game of a random deal number (canfield.RandomNumber)
// whose deal is proved winnable in the given draw mode, and returns it with
// the search's result, whose Line wins it. It tries deal after deal, giving
// each a short search, until one is won or ctx ends (the error is then
// ctx's). About nine deals in ten are winnable in either mode, and most are
// proved so in a few milliseconds.
func RandomWinnable(ctx context.Context, mode canfield.DrawMode) (*canfield.Game, Result, error) {
	return winnable(ctx, mode, canfield.RandomNumber)
}

// winnableNodes is the search each candidate deal gets: enough for most
// winnable deals, far less than the hardest need; those are passed over.
const winnableNodes = 200_000

func winnable(ctx context.Context, mode canfield.DrawMode, next func() uint64) (*canfield.Game, Result, error) {
	for {
		if err := ctx.Err(); err != nil {
			return nil, Result{}, err
		}
		g, err := canfield.DealFromNumber(next(), mode)
		if err != nil {
			return nil, Result{}, err
		}
		r, err := Solve(ctx, g, Options{MaxNodes: winnableNodes})
		if err != nil {
			return nil, Result{}, err
		}
		if r.Verdict == Won {
			return g, r, nil
		}
	}
}
