package measure

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/linecheck"
	"github.com/canfield-go/canfield/internal/splitmix"
	"github.com/canfield-go/canfield/solve"
)

const lineLengthsUsage = `usage: canfield-measure line-lengths [flags]

Measures the won lines that a player is given. It solves -deals deals of
each draw mode, whose numbers SplitMix64 draws from -seed, each within
-nodes positions (a player's hint's budget, DefaultHintNodes, by default), and prints for each mode, of
the lines of the deals won: their lengths in actions, the lines with a
detour that tidying takes out (a position met twice, a run carried back or
on, a stock tap before neither a tap nor a move from the waste), the lines
with a move straight back, which the line needs, and Solve's time. Then
it plays on the games of the first -hint-deals deals of each mode by
random actions, 20 positions a game, and prints the same of Suggest's
won lines within -nodes. The same flags give the same lines on every
machine; the lines of the search before tidying, and tidying's time,
are BenchmarkTidyLine's (package solve).

`

func lineLengths(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("line-lengths", lineLengthsUsage, stderr)
	deals := fs.Int("deals", 1000, "how many deals of each draw mode to solve")
	seed := fs.Uint64("seed", 1, "the seed of the sample of deal numbers and of the random actions")
	nodes := fs.Int64("nodes", solve.DefaultHintNodes, "the positions each search may visit")
	hintDeals := fs.Int("hint-deals", 60, "how many of the deals of each mode to play on for Suggest's lines (0: none)")
	if err := parseFlags(fs, args, stderr); err != nil {
		return err
	}
	if *deals < 1 || *nodes < 1 || *hintDeals < 0 {
		return usagef("-deals and -nodes must be positive, -hint-deals not negative")
	}
	fmt.Fprintln(stdout, flagLine(fs))
	codes := sampleDeals(*seed, *deals)
	var byMode [2]lineFigures
	err := solveLines(ctx, codes, *nodes, &byMode)
	for mode, f := range byMode {
		f.print(stdout, fmt.Sprintf("draw %d: %s won of %s deals", canfield.DrawMode(mode).Cards(), grouped(int64(f.won)), grouped(int64(f.searched))), "Solve")
	}
	if err == nil && *hintDeals > 0 {
		var hints lineFigures
		played := min(2**hintDeals, len(codes))
		err = suggestLines(ctx, codes[:played], *seed, *nodes, &hints)
		hints.print(stdout, fmt.Sprintf("Suggest: %s won of %s positions of games played on from %d deals of each mode", grouped(int64(hints.won)), grouped(int64(hints.searched)), played/2), "Suggest")
	}
	if ctx.Err() != nil {
		return interrupted(ctx)
	}
	return err
}

// sampleDeals returns the codes of n deals of each draw mode whose numbers
// SplitMix64 draws from seed, the modes in turn: the sample of solve's
// tests and of BenchmarkTidyLine, for a seed of theirs.
func sampleDeals(seed uint64, n int) []string {
	rng := splitmix.Rand{State: seed}
	var codes []string
	for range n {
		number := rng.Below(canfield.NumDeals)
		codes = append(codes, canfield.FormatCode(number, canfield.Draw3), canfield.FormatCode(number, canfield.Draw1))
	}
	return codes
}

// solveLines solves the deals of codes within nodes positions each, and
// adds the figures of each to those of its draw mode.
func solveLines(ctx context.Context, codes []string, nodes int64, byMode *[2]lineFigures) error {
	for _, code := range codes {
		g, err := canfield.Deal(code)
		if err != nil {
			return err
		}
		start := time.Now()
		r, err := solve.Solve(ctx, g, solve.Options{MaxNodes: nodes})
		took := time.Since(start)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if err != nil {
			return fmt.Errorf("%s: %w", code, err)
		}
		p := g.Position()
		byMode[g.DrawMode()].add(&p, r.Verdict, r.Line, took)
	}
	return nil
}

// suggestLines plays on the games of codes by random actions, drawn from
// seed, and at each of 20 positions a game asks Suggest within nodes
// positions, adding its figures to f.
func suggestLines(ctx context.Context, codes []string, seed uint64, nodes int64, f *lineFigures) error {
	rng := rand.New(rand.NewPCG(seed, 2))
	var moves []canfield.Move
	for _, code := range codes {
		g, err := canfield.Deal(code)
		if err != nil {
			return err
		}
		for range 20 {
			p := g.Position()
			if moves = p.AppendMoves(moves[:0]); len(moves) == 0 || g.Won() {
				break
			}
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				return err
			}
			start := time.Now()
			sg, err := solve.Suggest(ctx, g, solve.Options{MaxNodes: nodes})
			took := time.Since(start)
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if err != nil && !errors.Is(err, solve.ErrNoMove) {
				return fmt.Errorf("%s played on: %w", code, err)
			}
			p = g.Position()
			f.add(&p, sg.Verdict, sg.Line, took)
		}
	}
	return nil
}

// lineFigures gathers the figures of the lines of one kind of search.
type lineFigures struct {
	searched, won int
	lengths       []int64
	times         []time.Duration // of every search, won or not
	// The lines with each kind of detour, and with a move straight back.
	repeats, returns, onward, looseTaps, straightBack int
}

// add counts a search of p that took took and found v, with line for a
// win.
func (f *lineFigures) add(p *canfield.Position, v solve.Verdict, line []canfield.Move, took time.Duration) {
	f.searched++
	f.times = append(f.times, took)
	if v != solve.Won {
		return
	}
	f.won++
	f.lengths = append(f.lengths, int64(len(line)))
	d := linecheck.FindDetours(p, line)
	f.repeats += min(d.Repeats, 1)
	f.returns += min(d.Returns+d.Immediate, 1)
	f.onward += min(d.Onward, 1)
	f.looseTaps += min(d.LooseTaps, 1)
	for k := 1; k < len(line); k++ {
		if a, b := line[k-1], line[k]; !a.IsStockTap() && a.From() == b.To() && a.To() == b.From() && a.Count() == b.Count() {
			f.straightBack++
			break
		}
	}
}

func (f *lineFigures) print(w io.Writer, heading, search string) {
	fmt.Fprintln(w, heading)
	if f.searched == 0 {
		return
	}
	total := int64(0)
	for _, n := range f.lengths {
		total += n
	}
	fmt.Fprintf(w, "  actions: %s; %s in all\n", counts(f.lengths), grouped(total))
	fmt.Fprintf(w, "  lines with a position met twice %d, a run carried back %d, carried on %d, a tap before neither a tap nor a move from the waste %d; with a move straight back %d\n",
		f.repeats, f.returns, f.onward, f.looseTaps, f.straightBack)
	fmt.Fprintf(w, "  %s's time: %s\n", search, durations(f.times))
}
