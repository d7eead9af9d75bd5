package solve

import (
	"context"
	"errors"
	"time"

	"github.com/canfield-go/canfield"
)

// verdicts is a set of verdicts: those a phase may prove.
type verdicts uint8

const (
	wins verdicts = 1 << iota
	losses
)

func (vs verdicts) has(v Verdict) bool {
	return (v == Won && vs&wins != 0) || (v == Lost && vs&losses != 0)
}

// game is the game a phase searches in place of the position's own
// (DESIGN.md §11).
type game uint8

const (
	realGame game = iota
	// asDraw1Game is the position played by draw 1, whose losses are
	// losses in either mode.
	asDraw1Game
	// draw1Game is the position's own game, for a draw-1 position only:
	// a phase of it is skipped for a draw-3 position.
	draw1Game
	// draw3AsDraw1Game is a draw-3 position played by draw 1, whose
	// losses are draw-3 losses; a phase of it is skipped for a draw-1
	// position.
	draw3AsDraw1Game
)

// root returns p as g plays it, and false where g does not apply to p.
func (g game) root(p *canfield.Position) (canfield.Position, bool) {
	switch g {
	case asDraw1Game:
		return asDraw1(p)
	case draw1Game:
		return *p, p.DrawMode() == canfield.Draw1
	case draw3AsDraw1Game:
		if p.DrawMode() != canfield.Draw3 {
			return canfield.Position{}, false
		}
		return asDraw1(p)
	}
	return *p, true
}

// phase is one search of Solve's schedule (DESIGN.md, "The phases").
type phase struct {
	game   game
	cfg    config
	proves verdicts // the verdicts of its search that Solve reports
	nodes  int64    // a limit of its own; 0 for none
	// timeShare is the percent of the time left that the phase may take
	// when the context has a deadline; nodeShare, for a phase that proves
	// one verdict only, the percent of the positions left under
	// Options.MaxNodes.
	timeShare, nodeShare int64
	// minTime, if not 0, is the least time that must be left before a
	// deadline for the phase to run at all: a phase whose gains come on
	// searches of seconds would take a short budget's time from those
	// after it.
	minTime time.Duration
}

// phases is how Solve spends its budget: DESIGN.md, "The phases", gives
// each its reason. The last has no limit of its own.
var phases = []phase{
	{realGame, config{join: byTwinClassNested}, wins, 30_000, 15, 10, 0},
	{realGame, config{join: byDeepClass, wasteLate: true}, wins | losses, 20_000, 100, 100, 0},
	{asDraw1Game, config{join: byDeepClass, cycles: true, loose: putBack, wasteLate: true, interleave: interleaveCap}, losses, 0, 90, 70, 0},
	{draw1Game, config{join: byDeepClass, loose: keepLoose, wasteLate: true, interleave: interleaveCap}, losses, 0, 90, 70, time.Second},
	{draw3AsDraw1Game, config{join: byDeepClass, loose: keepLoose, wasteLate: true, interleave: interleaveCap}, losses, 0, 20, 20, time.Second},
	{realGame, config{join: byDeepClass, wasteLate: true, interleave: interleaveCap}, wins | losses, 0, 100, 100, 0},
	{realGame, config{join: byTwinClass, wasteLate: true, interleave: interleaveCap}, wins | losses, 0, 100, 100, 0},
}

// hasTime reports whether ctx leaves ph its minTime before its deadline.
// A phase without one always runs, to find the deadline passed itself.
func (ph phase) hasTime(ctx context.Context) bool {
	if ph.minTime == 0 {
		return true
	}
	deadline, ok := ctx.Deadline()
	return !ok || deadline.Sub(now()) >= ph.minTime
}

// solvePosition decides p: the phases' verdict, with a won line tidied
// (DESIGN.md §14) and replayed.
func solvePosition(ctx context.Context, p *canfield.Position, opts Options) Result {
	r := searchPosition(ctx, p, opts)
	if r.Verdict == Won {
		r.Line = tidyLine(p, r.Line)
	}
	if r.Verdict == Won && !replaysToWin(p, r.Line) {
		// A line that does not replay would be a bug in the search; it is
		// never passed on as a win.
		r.Verdict, r.Line, r.Stopped = Unknown, nil, errBadLine
	}
	return r
}

// searchPosition runs the phases on p until one proves a verdict or the
// caller's limits are reached, and returns a won line as the search found
// it.
func searchPosition(ctx context.Context, p *canfield.Position, opts Options) Result {
	return searchAvoiding(ctx, p, opts, nil)
}

// searchAvoiding is searchPosition with the positions of avoid left out
// (DESIGN.md §17). With a set, only the phases that prove wins run, and
// only a win is a verdict about p.
func searchAvoiding(ctx context.Context, p *canfield.Position, opts Options, avoid *avoidSet) Result {
	return searchPhases(ctx, p, opts, avoid, phases)
}

// searchPhases is searchAvoiding with the phases of schedule.
func searchPhases(ctx context.Context, p *canfield.Position, opts Options, avoid *avoidSet, schedule []phase) Result {
	var r Result
	var last error // why the last phase run stopped
	for i, ph := range schedule {
		if ctx.Err() != nil || (opts.MaxNodes > 0 && r.Nodes >= opts.MaxNodes) {
			break
		}
		if avoid != nil && ph.proves&wins == 0 {
			continue
		}
		root, ok := ph.game.root(p)
		if !ok {
			continue
		}
		if !ph.hasTime(ctx) {
			continue
		}
		final := i == len(schedule)-1
		budget := opts
		budget.MaxNodes = ph.nodes
		if opts.MaxNodes > 0 {
			left := opts.MaxNodes - r.Nodes
			if ph.proves != wins|losses {
				// A phase that proves one verdict takes only its share,
				// so that those after it can still decide.
				left = max(left*ph.nodeShare/100, 1)
			}
			if final || ph.nodes == 0 || ph.nodes > left {
				budget.MaxNodes = left
			}
		}
		s := newSearcher(ctx, budget, ph.cfg, &root)
		s.avoid = avoid
		if deadline, ok := ctx.Deadline(); ok && !final {
			s.deadline = now().Add(time.Duration(float64(deadline.Sub(now())) * float64(ph.timeShare) / 100))
		}
		v, line := s.run(&root)
		r.Nodes += s.nodes
		s.notePeak(0)
		r.Memory = max(r.Memory, s.peak)
		last = s.stopped
		if ph.proves.has(v) {
			r.Verdict, r.Line, r.Stopped = v, line, nil
			break
		}
		if errors.Is(last, ErrMemoryLimit) || errors.Is(last, errBadKey) {
			break
		}
	}
	if r.Verdict == Unknown {
		r.Stopped = stopReason(ctx, opts, r.Nodes, last)
	}
	return r
}

// stopReason says why the phases ended undecided after nodes positions,
// the last phase run having stopped for last: the caller's context or
// limit, or a reason of the search's own.
func stopReason(ctx context.Context, opts Options, nodes int64, last error) error {
	switch {
	case ctx.Err() != nil:
		return ctx.Err()
	case errors.Is(last, ErrMemoryLimit) || errors.Is(last, errBadKey) || errors.Is(last, context.DeadlineExceeded):
		return last
	case opts.MaxNodes > 0 && nodes >= opts.MaxNodes:
		return ErrNodeLimit
	}
	if d, ok := ctx.Deadline(); ok && !now().Before(d) {
		return context.DeadlineExceeded
	}
	if last == nil {
		return ErrNodeLimit
	}
	return last
}

var errBadLine = errors.New("solve: internal error: the winning line does not replay")

// replaysToWin reports whether line, played from p, is legal throughout
// and ends in a win.
func replaysToWin(p *canfield.Position, line []canfield.Move) bool {
	q := *p
	for _, m := range line {
		if q.Play(m) != nil {
			return false
		}
	}
	return q.Won()
}
