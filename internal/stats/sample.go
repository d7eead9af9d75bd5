package stats

import (
	"fmt"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/splitmix"
)

// MaxSample is the most deal numbers Sample draws, which keeps the set of
// numbers already drawn a few hundred MiB at most.
const MaxSample = 10_000_000

// Sample returns n distinct deal numbers drawn uniformly from all
// canfield.NumDeals of them, in the order drawn. It is specified exactly, so
// that the same n and seed give the same numbers on every machine, forever:
// SplitMix64 seeded with state = seed (the generator of the CF1 shuffle,
// code.go in package canfield) draws each number with Lemire's bounded
// integers below 26^7, and a number drawn before is skipped. The first m
// numbers of a sample of n ≥ m are the sample of m.
func Sample(n int, seed uint64) ([]uint64, error) {
	if n < 1 || n > MaxSample {
		return nil, fmt.Errorf("a sample holds 1 to %d deals, not %d", MaxSample, n)
	}
	rng := splitmix.Rand{State: seed}
	seen := make(map[uint64]bool, n)
	numbers := make([]uint64, 0, n)
	for len(numbers) < n {
		x := rng.Below(canfield.NumDeals)
		if !seen[x] {
			seen[x] = true
			numbers = append(numbers, x)
		}
	}
	return numbers, nil
}
