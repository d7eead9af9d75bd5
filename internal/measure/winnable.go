package measure

import (
	"context"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// winnableDeals decides each deal from its start with every card seen,
// within limit a deal, and reports which were won and how many: the share
// a player who sees every card could win, beside which the hints' share
// is read.
func winnableDeals(ctx context.Context, numbers []uint64, mode canfield.DrawMode, limit time.Duration) ([]bool, int, error) {
	won := make([]bool, len(numbers))
	n := 0
	for i, number := range numbers {
		g, err := canfield.DealFromNumber(number, mode)
		if err != nil {
			return nil, 0, err
		}
		sctx, cancel := context.WithTimeout(ctx, limit)
		r, err := solve.Solve(sctx, g, solve.Options{})
		cancel()
		if err != nil {
			return nil, 0, err
		}
		if ctx.Err() != nil {
			return nil, 0, ctx.Err()
		}
		if won[i] = r.Verdict == solve.Won; won[i] {
			n++
		}
	}
	return won, n, nil
}
