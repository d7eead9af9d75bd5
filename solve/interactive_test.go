package solve

import (
	"context"
	"flag"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
)

// The flags of TestInteractiveSpeed.
var (
	interactive     = flag.Int("interactive", 0, "TestInteractiveSpeed: how many deals to play; 0 skips it")
	interactiveSeed = flag.Uint64("interactive.seed", 1, "TestInteractiveSpeed: the seed of its deals and moves")
)

// TestInteractiveSpeed measures what a player waits for, and is run on
// purpose, not in CI (it asserts nothing about time):
//
//	go test ./solve -run TestInteractiveSpeed -interactive 60 -timeout 0 -v
//
// It plays -interactive deals (the draw modes alternating) by random
// actions, 20 positions a deal with 0 to 9 random actions between them,
// and logs how long Hint takes on each position (median, p99, max; and
// what it found where it took more than 10 ms), and the
// share of positions that a Watcher's default search, SolvePosition within
// 250 ms, 2,000,000 positions and 256 MiB, decides: on each position
// afresh, and as a Watcher that follows the game decides them, given the
// time for its search after every action. Run it on an idle core
// (GOMAXPROCS=1 with nice) for figures that compare.
func TestInteractiveSpeed(t *testing.T) {
	if *interactive <= 0 {
		t.Skip("a measurement: run it with -interactive N")
	}
	rng := rand.New(rand.NewPCG(*interactiveSeed, 2))
	var hint []time.Duration
	var decided, undecided, hintDecided, watched, watchedDecided int
	var hintNodes []int64
	var slowest string
	for d := range *interactive {
		g, err := canfield.DealFromNumber(rng.Uint64N(canfield.NumDeals), canfield.DrawMode(d%2))
		if err != nil {
			t.Fatal(err)
		}
		updates, onUpdate := collect()
		w := Watch(g, WatchOptions{OnUpdate: onUpdate})
		seq := uint64(0)
		latest := waitFor(t, updates, seq)
		for range 20 {
			for range rng.IntN(10) {
				p := g.Position()
				moves := p.AppendMoves(nil)
				if len(moves) == 0 {
					break
				}
				if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
					t.Fatal(err)
				}
				seq++
				latest = waitFor(t, updates, seq)
			}
			if g.Won() {
				break
			}
			watched++
			if latest.Verdict != Unknown {
				watchedDecided++
			}
			start := time.Now()
			sg, err := Suggest(context.Background(), g, Options{MaxNodes: DefaultHintNodes})
			took := time.Since(start)
			if err != nil && err != ErrNoMove {
				t.Fatal(err)
			}
			if len(hint) == 0 || took > slices.Max(hint) {
				slowest = g.Code()
			}
			hint = append(hint, took)
			if sg.Verdict != Unknown {
				hintDecided++
				hintNodes = append(hintNodes, sg.Nodes)
			}
			if took > 10*time.Millisecond {
				t.Logf("%v: %v in %d positions", took.Round(time.Millisecond), sg.Verdict, sg.Nodes)
			}
			p := g.Position()
			ctx, cancel := context.WithTimeout(context.Background(), 250*time.Millisecond)
			r, _ := SolvePosition(ctx, &p, Options{MaxNodes: 2_000_000, MaxMemory: 256 << 20})
			cancel()
			if r.Verdict == Unknown {
				undecided++
			} else {
				decided++
			}
		}
		w.Close()
	}
	slices.Sort(hint)
	at := func(q float64) time.Duration { return hint[min(len(hint)-1, int(q*float64(len(hint))))] }
	t.Logf("%d deals, %d positions: Hint median %v, p99 %v, max %v (in a game of %s)", *interactive, len(hint), at(0.5), at(0.99), hint[len(hint)-1], slowest)
	slices.Sort(hintNodes)
	t.Logf("Hint decided %d of them, searching a median %d positions, p99 %d, at most %d", hintDecided,
		hintNodes[len(hintNodes)/2], hintNodes[min(len(hintNodes)-1, len(hintNodes)*99/100)], hintNodes[len(hintNodes)-1])
	t.Logf("a Watcher's 250 ms search decided %d of %d positions afresh (%.2f%%), and a Watcher following the game %d of %d (%.2f%%)",
		decided, decided+undecided, 100*float64(decided)/float64(decided+undecided),
		watchedDecided, watched, 100*float64(watchedDecided)/float64(watched))
}
