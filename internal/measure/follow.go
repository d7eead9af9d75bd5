package measure

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
	"github.com/canfield-go/canfield/internal/stats"
	"github.com/canfield-go/canfield/solve"
)

const suggestFollowUsage = `usage: canfield-measure suggest-follow [flags]

Plays each deal of a sample (drawn as canfield-stats -sample draws it) from
the start by following solve.Suggest with -nodes positions a search, until
it suggests nothing more, and counts what came of it: the deals won, of
those a search with every card decides won within -exact; the positions
that came a second time; and the suggestions of a won line that was not the
rest of the line suggested before (a changed plan). -nodes takes a list.

`

// suggestFollow is the subcommand suggest-follow.
func suggestFollow(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("suggest-follow", suggestFollowUsage, stderr)
	draw := fs.Int("draw", 3, "turn `N` cards at a time from the stock: 3 or 1")
	deals := fs.Int("deals", 100, "how many deals")
	seed := fs.Uint64("seed", 1, "the seed of the sample of deals")
	nodes := intList{solve.DefaultHintNodes}
	fs.Var(&nodes, "nodes", "Options.MaxNodes of each search: a number, or a list")
	exact := fs.Duration("exact", 5*time.Second, "the time within which a search with every card decides each deal")
	if err := parseFlags(fs, args, stderr); err != nil {
		return err
	}
	mode, err := canfield.ParseDrawMode(fmt.Sprint(*draw))
	if err != nil {
		return usagef("-draw: %s", catalog.Clause(canfield.Explain(err, canfield.English)))
	}
	numbers, err := stats.Sample(*deals, *seed)
	if err != nil {
		return usagef("-deals: %v", err)
	}
	winnable, nWinnable, err := winnableDeals(ctx, numbers, mode, *exact)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "suggest-follow: %d draw-%d deals (-seed %d), %d won within %s by a search with every card\n", len(numbers), mode.Cards(), *seed, nWinnable, *exact)
	fmt.Fprintf(stdout, "%8s %10s %10s %12s %10s %10s %26s\n", "nodes", "won", "of those", "suggestions", "again", "changed", "median / p99 / max")
	for _, n := range nodes {
		var times latencies
		won, wonOfWinnable, suggestions, again, changed := 0, 0, 0, 0, 0
		for i, number := range numbers {
			g, err := canfield.DealFromNumber(number, mode)
			if err != nil {
				return err
			}
			seen := map[canfield.Position]bool{g.Position(): true}
			var last []canfield.Move
			for range maxFollowed {
				start := time.Now()
				sg, err := solve.Suggest(ctx, g, solve.Options{MaxNodes: n})
				times = append(times, time.Since(start))
				if errors.Is(err, solve.ErrNoMove) {
					break
				}
				if err != nil {
					return err
				}
				suggestions++
				if sg.Verdict == solve.Won && last != nil && !slices.Equal(sg.Line, last[1:]) {
					changed++
				}
				last = nil
				if sg.Verdict == solve.Won {
					last = sg.Line
				}
				if err := g.Play(sg.Move); err != nil {
					return fmt.Errorf("%s: Suggest's %v is refused: %v", g.Code(), sg.Move, err)
				}
				p := g.Position()
				if seen[p] {
					again++
				}
				seen[p] = true
			}
			if g.Won() {
				won++
				if winnable[i] {
					wonOfWinnable++
				}
			}
		}
		fmt.Fprintf(stdout, "%8d %10d %10d %12d %10d %10d %26s\n", n, won, wonOfWinnable, suggestions, again, changed, times)
	}
	return nil
}
