package measure

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

const hintSpeedUsage = `usage: canfield-measure hint-speed [flags]

Measures what a player waits for. It plays -deals deals, the draw modes in
turn, by random actions, stopping at -positions positions of each with 0 to
9 random actions between them. At each it times Suggest within -nodes
positions, as a player's hint searches, and counts the positions that a Watcher's
search (-budget, 2,000,000 positions and 256 MiB) decides: on the position
afresh, and as a Watcher that follows the game decides it, given the time
for its search after every action. It prints the hint's time, the positions
the hint decided and the positions it searched for them, the Watcher's decided
shares, and each hint that took longer than -slow. The same flags play
the same games on every machine; for times that compare, run it on an
idle core: GOMAXPROCS=1 nice canfield-measure hint-speed.

`

// The Watcher's limits besides its budget of time, as WatchOptions
// documents its defaults: the search afresh runs within the same.
const (
	watchNodes  = 2_000_000
	watchMemory = 256 << 20
)

func hintSpeed(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("hint-speed", hintSpeedUsage, stderr)
	deals := fs.Int("deals", 60, "how many deals to play")
	seed := fs.Uint64("seed", 1, "the seed of the deals and of the random actions")
	positions := fs.Int("positions", 20, "positions measured in each deal")
	nodes := fs.Int64("nodes", solve.DefaultHintNodes, "the positions Suggest may search, as a player's hint does")
	budget := fs.Duration("budget", 250*time.Millisecond, "a Watcher's search time for each position")
	slow := fs.Duration("slow", 10*time.Millisecond, "list the hints that take longer than this")
	if err := parseFlags(fs, args, stderr); err != nil {
		return err
	}
	if *deals < 1 || *positions < 1 || *nodes < 1 || *budget <= 0 {
		return usagef("-deals, -positions, -nodes and -budget must be positive")
	}
	fmt.Fprintln(stdout, flagLine(fs))
	m := hintMeasure{nodes: *nodes, budget: *budget, slow: *slow}
	rng := rand.New(rand.NewPCG(*seed, 2))
	played := 0 // the deals begun
	var err error
	for d := range *deals {
		var g *canfield.Game
		if g, err = canfield.DealFromNumber(rng.Uint64N(canfield.NumDeals), canfield.DrawMode(d%2)); err != nil {
			break
		}
		played++
		if err = m.play(ctx, rng, g, *positions); err != nil {
			break
		}
	}
	m.print(stdout, played)
	if ctx.Err() != nil {
		return interrupted(ctx)
	}
	return err
}

// hintMeasure gathers hint-speed's figures.
type hintMeasure struct {
	nodes        int64
	budget, slow time.Duration

	hints     []time.Duration
	longest   time.Duration
	slowest   string  // the code of the game of the longest hint
	decided   []int64 // the positions searched by each hint that decided
	slowLines []string

	positions, fresh, following int // positions, and those decided afresh and by the Watcher following the game
}

// play plays g by random actions from rng, measuring at n positions, with
// a Watcher that follows the game.
func (m *hintMeasure) play(ctx context.Context, rng *rand.Rand, g *canfield.Game, n int) error {
	// The Watcher's OnUpdate must not block, or Close would wait for it:
	// it drops what the channel cannot hold, which is never an update
	// waited for, as they are read after every action.
	updates := make(chan solve.Update, 1024)
	w := solve.Watch(g, solve.WatchOptions{Budget: m.budget, OnUpdate: func(u solve.Update) {
		select {
		case updates <- u:
		default:
		}
	}})
	defer w.Close()
	seq := uint64(0)
	latest, err := waitForUpdate(ctx, updates, seq)
	if err != nil {
		return err
	}
	var moves []canfield.Move
	for range n {
		for range rng.IntN(10) {
			p := g.Position()
			if moves = p.AppendMoves(moves[:0]); len(moves) == 0 {
				break
			}
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				return err
			}
			seq++
			if latest, err = waitForUpdate(ctx, updates, seq); err != nil {
				return err
			}
		}
		if g.Won() {
			return nil
		}
		if err := m.measure(ctx, g, latest); err != nil {
			return err
		}
	}
	return nil
}

// measure times a hint on g's position and asks whether a Watcher's
// search decides it afresh; latest is the Watcher's update for it.
func (m *hintMeasure) measure(ctx context.Context, g *canfield.Game, latest solve.Update) error {
	start := time.Now()
	sg, err := solve.Suggest(ctx, g, solve.Options{MaxNodes: m.nodes})
	took := time.Since(start)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil && !errors.Is(err, solve.ErrNoMove) {
		return err
	}
	p := g.Position()
	fresh, cancel := context.WithTimeout(ctx, m.budget)
	r, _ := solve.SolvePosition(fresh, &p, solve.Options{MaxNodes: watchNodes, MaxMemory: watchMemory})
	cancel()
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if took > m.longest {
		m.longest, m.slowest = took, g.Code()
	}
	m.hints = append(m.hints, took)
	if sg.Verdict != solve.Unknown {
		m.decided = append(m.decided, sg.Nodes)
	}
	if took > m.slow {
		m.slowLines = append(m.slowLines, fmt.Sprintf("  %v: %v in %s positions (a game of %s)", round(took), sg.Verdict, grouped(sg.Nodes), g.Code()))
	}
	m.positions++
	if r.Verdict != solve.Unknown {
		m.fresh++
	}
	if latest.Verdict != solve.Unknown {
		m.following++
	}
	return nil
}

func (m *hintMeasure) print(w io.Writer, deals int) {
	fmt.Fprintf(w, "%s positions of %d deals\n", grouped(int64(m.positions)), deals)
	if m.positions == 0 {
		return
	}
	fmt.Fprintf(w, "hint: %s (the slowest in a game of %s)\n", durations(m.hints), m.slowest)
	fmt.Fprintf(w, "the hint decided %s (%.2f%%), searching %s positions\n",
		grouped(int64(len(m.decided))), percent(len(m.decided), m.positions), counts(m.decided))
	fmt.Fprintf(w, "a Watcher's %v search decided %s afresh (%.2f%%), and a Watcher following the game %s (%.2f%%)\n",
		m.budget, grouped(int64(m.fresh)), percent(m.fresh, m.positions), grouped(int64(m.following)), percent(m.following, m.positions))
	fmt.Fprintf(w, "hints that took longer than %v: %d\n", m.slow, len(m.slowLines))
	for _, l := range m.slowLines {
		fmt.Fprintln(w, l)
	}
}

// waitForUpdate reads updates until the one for the position seq comes.
func waitForUpdate(ctx context.Context, updates <-chan solve.Update, seq uint64) (solve.Update, error) {
	timeout := time.NewTimer(time.Minute)
	defer timeout.Stop()
	for {
		select {
		case u := <-updates:
			if u.Seq == seq {
				return u, nil
			}
			if u.Seq > seq {
				return u, fmt.Errorf("the Watcher's update for position %d came before the one for %d", u.Seq, seq)
			}
		case <-timeout.C:
			return solve.Update{}, fmt.Errorf("no update from the Watcher for position %d within a minute", seq)
		case <-ctx.Done():
			return solve.Update{}, ctx.Err()
		}
	}
}
