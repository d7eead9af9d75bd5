package measure

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
	"github.com/canfield-go/canfield/internal/stats"
	"github.com/canfield-go/canfield/solve"
)

const fairSpeedUsage = `usage: canfield-measure fair-speed [flags]

Times solve.FairSuggest on positions of games in play, one call at a time
on GOMAXPROCS cores (1 unless -procs says otherwise), and prints the median,
the 99th percentile and the maximum of the times. The deals are a sample
drawn as canfield-stats -sample draws it. With -positions hints each deal
is played from the start by following the hints being timed, until they
suggest nothing more, so the positions are those a player who follows them
meets, and the share of deals won is printed too, with the share that a
player who sees every card could win (-exact); with -positions random the
games are played by random actions, and the hint is timed at 20 positions
of each, 0 to 9 random actions apart.

-samples and -nodes take lists: each pair is measured in turn on the same
deals, a curve of the share won and the time against them.

`

// fairSpeed is the subcommand fair-speed.
func fairSpeed(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("fair-speed", fairSpeedUsage, stderr)
	draw := fs.Int("draw", 3, "turn `N` cards at a time from the stock: 3 or 1")
	deals := fs.Int("deals", 100, "how many deals")
	seed := fs.Uint64("seed", 1, "the seed of the sample of deals, and of the random actions")
	positions := fs.String("positions", "hints", "hints: the positions met following the hints; random: those of random play")
	samples := intList{solve.DefaultFairSamples}
	fs.Var(&samples, "samples", "FairOptions.Samples: a number, or a list such as 1,2,4,8")
	nodes := intList{solve.DefaultFairNodes}
	fs.Var(&nodes, "nodes", "FairOptions.Options.MaxNodes: a number, or a list")
	fairSeed := fs.Uint64("fair-seed", 1, "FairOptions.Seed")
	exact := fs.Duration("exact", 5*time.Second, "with -positions hints, decide each deal with every card seen within this time (0: not at all)")
	procs := fs.Int("procs", 1, "GOMAXPROCS while measuring")
	if err := parseFlags(fs, args, stderr); err != nil {
		return err
	}
	mode, err := canfield.ParseDrawMode(fmt.Sprint(*draw))
	if err != nil {
		return usagef("-draw: %s", catalog.Clause(canfield.Explain(err, canfield.English)))
	}
	if *positions != "hints" && *positions != "random" {
		return usagef("-positions must be hints or random")
	}
	numbers, err := stats.Sample(*deals, *seed)
	if err != nil {
		return usagef("-deals: %v", err)
	}
	if *procs < 1 {
		return usagef("-procs must be 1 or more")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(*procs))

	fmt.Fprintf(stdout, "fair-speed: %d draw-%d deals (-seed %d), positions of %s, GOMAXPROCS=%d\n",
		len(numbers), mode.Cards(), *seed, map[string]string{"hints": "games that follow the hints", "random": "random play"}[*positions], *procs)
	if *positions == "hints" && *exact > 0 {
		_, won, err := winnableDeals(ctx, numbers, mode, *exact)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "won by a player who sees every card (within %s a deal): %s\n", *exact, share(won, len(numbers)))
	}
	fmt.Fprintf(stdout, "%7s %6s %9s %26s %28s %12s\n", "samples", "nodes", "hints", "median / p99 / max", "won", "time a deal")
	for _, s := range samples {
		for _, n := range nodes {
			opts := solve.FairOptions{Samples: int(s), Seed: *fairSeed, Options: solve.Options{MaxNodes: n}}
			var times latencies
			var won int
			var total time.Duration
			for i, number := range numbers {
				g, err := canfield.DealFromNumber(number, mode)
				if err != nil {
					return err
				}
				start := time.Now()
				var w bool
				if *positions == "hints" {
					w, err = timeFollowing(ctx, g, opts, &times)
				} else {
					err = timeRandom(ctx, g, opts, rand.New(rand.NewPCG(*seed, uint64(i))), &times)
				}
				if err != nil {
					return err
				}
				total += time.Since(start)
				if w {
					won++
				}
			}
			wonText := "-"
			if *positions == "hints" {
				wonText = share(won, len(numbers))
			}
			fmt.Fprintf(stdout, "%7d %6d %9d %26s %28s %12s\n", s, n, len(times), times, wonText, round(total/time.Duration(len(numbers))))
		}
	}
	return nil
}

// maxFollowed ends a game that the hints have not ended by themselves,
// which their progress rules out.
const maxFollowed = 10_000

// timeFollowing plays g by FairSuggest with opts until it suggests nothing
// more, adding the time of each call to times, and reports whether g was
// won.
func timeFollowing(ctx context.Context, g *canfield.Game, opts solve.FairOptions, times *latencies) (bool, error) {
	for range maxFollowed {
		start := time.Now()
		sg, err := solve.FairSuggest(ctx, g, opts)
		*times = append(*times, time.Since(start))
		if errors.Is(err, solve.ErrNoMove) {
			break
		}
		if err != nil {
			return false, err
		}
		if err := g.Play(sg.Move); err != nil {
			return false, fmt.Errorf("%s: FairSuggest's %v is refused: %v", g.Code(), sg.Move, err)
		}
	}
	return g.Won(), nil
}

// timeRandom plays g by random actions and times FairSuggest at 20 of its
// positions, 0 to 9 actions apart.
func timeRandom(ctx context.Context, g *canfield.Game, opts solve.FairOptions, rng *rand.Rand, times *latencies) error {
	for range 20 {
		for range rng.IntN(10) {
			moves := g.Moves()
			if len(moves) == 0 {
				return nil
			}
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				return err
			}
		}
		if g.Won() || len(g.Moves()) == 0 {
			return nil
		}
		start := time.Now()
		_, err := solve.FairSuggest(ctx, g, opts)
		*times = append(*times, time.Since(start))
		if err != nil && !errors.Is(err, solve.ErrNoMove) {
			return err
		}
	}
	return nil
}
