// Package solve decides Canfield positions exactly under the rules of
// package canfield: whether the game can still be won, and if so how.
//
// Solve searches every position reachable from a game's position and
// returns a verdict: Won, with a line of actions that Game.Play replays to a
// win; Lost, when no sequence of actions wins; or Unknown, when a limit
// (the context, a node count, memory) ended the search first.
//
//	g, _ := canfield.Deal("CF1-D3-AAAAACL")
//	r, err := solve.Solve(ctx, g, solve.Options{})
//	if err != nil { … }
//	fmt.Println(r.Verdict, len(r.Line), "actions,", r.Nodes, "positions")
//
// On top of it: Hint gives the next move of a winning line, Stuck tells
// when no useful move is left, RandomWinnable deals a game proved winnable,
// and a Watcher keeps a live verdict for a user interface.
//
// # Exactness
//
// The search plays by the engine's own rules (canfield.Position): it never
// decides by itself which moves are legal. It narrows the search only by
// arguments that keep every verdict exact, each written where it is made:
// taps are folded into the waste moves they lead to, and with draw 1 a play
// from the talon is tried only together with the move that uses it and a
// start card in the talon goes up at once (appendSteps); a whole column
// moved onto an empty column, which only swaps two columns, is left out;
// positions equal up to the order of the columns and the turning of the
// stock are searched once (key), and with draw 3 a position that stock taps
// alone lead to from one met before is not searched at all (table). A run
// moved from a card onto the other card of its rank and colour, which can
// always be moved back, is tried only with a move that needs the card it
// uncovers, and positions that differ only by such moves are searched once
// where that is safe (twins.go). The search that proves losses also counts
// once the positions that differ only in which of two twins, both under a
// card, carries which run; it relies on that only while no column holds 26
// cards (or with draw 1, 25 whose top takes a card of the talon), and
// otherwise a search without it decides (twins.go, phases). For a draw-1
// position, an early phase plays it by draw 3 to find wins cheaply; its
// losses are not losses of the real game and are never reported (phases,
// modes.go). A search of a position played by draw 1 can also put back
// into the talon every card of the talon that lies on top of another in a
// column: its positions may be out of the real game's reach, but each is
// won if the real one is, so it proves losses (never wins), and in far
// fewer positions; a draw-3 position's loss follows from the draw-1 one's
// (loose.go, modes.go). The tests compare the verdicts with a plain
// search's on hundreds of small positions, and of endgames with a column
// of 24 to 27 cards, where twins can meet in one column. A won verdict's
// line is replayed before it is returned.
//
// # Goroutines
//
// A canfield.Game is not safe for concurrent use. Solve, Hint and Stuck
// read the game they are given once, when they start, on the caller's
// goroutine, and then search a copy. To search while the game goes on, take
// the position on the game's goroutine (canfield.Game.Position, a value
// that costs no allocation) and pass it to SolvePosition on another
// goroutine; a Watcher does just that after every action.
package solve

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/canfield-go/canfield"
)

// Verdict is what a search found out about a position.
type Verdict uint8

// The verdicts. The zero Verdict is Unknown.
const (
	Unknown Verdict = iota // a limit stopped the search first
	Won                    // some line of play wins
	Lost                   // no line of play wins
)

// String returns "unknown", "won" or "lost".
func (v Verdict) String() string {
	switch v {
	case Unknown:
		return "unknown"
	case Won:
		return "won"
	case Lost:
		return "lost"
	}
	return "Verdict(" + strconv.Itoa(int(v)) + ")"
}

// MarshalText implements encoding.TextMarshaler with String.
func (v Verdict) MarshalText() ([]byte, error) {
	if v > Lost {
		return nil, errors.New("solve: invalid verdict " + v.String())
	}
	return []byte(v.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: "won", "lost" or
// "unknown".
func (v *Verdict) UnmarshalText(text []byte) error {
	for _, w := range []Verdict{Unknown, Won, Lost} {
		if string(text) == w.String() {
			*v = w
			return nil
		}
	}
	return errors.New("solve: unknown verdict " + strconv.Quote(string(text)))
}

// DefaultMaxMemory is the memory a search may hold when Options.MaxMemory
// is zero: 1 GiB.
const DefaultMaxMemory = 1 << 30

// Options bounds a search. The zero Options is no bound but the context and
// DefaultMaxMemory.
type Options struct {
	// MaxNodes stops the search after this many distinct positions
	// (counted as Result.Nodes counts them); zero or less is no limit.
	MaxNodes int64
	// MaxMemory stops the search before its tables would hold more than
	// this many bytes; zero or less is DefaultMaxMemory.
	MaxMemory int64
}

// Limit errors: Result.Stopped says which limit ended an undecided search.
var (
	ErrNodeLimit   = errors.New("solve: node limit reached")
	ErrMemoryLimit = errors.New("solve: memory limit reached")
)

// Result is the outcome of a search.
type Result struct {
	Verdict Verdict
	// Line is, for Won, every action from the position to a win in order,
	// stock taps included: Game.Play accepts each in turn and the last
	// one wins. It is empty (not nil) for a game that is won already, and
	// nil for Lost and Unknown. It takes no detours: it never comes back
	// to a position it passed, no two of its moves carry the same cards
	// away and back, or on, where leaving both out or one move would do,
	// and its stock taps stand together, each group just before the move
	// from the waste it leads to.
	Line []canfield.Move
	// Nodes is the number of distinct positions the search reached,
	// counting as one the positions that differ only by where runs lie
	// between two cards of one rank and colour, which the search meets as
	// one, and leaving out a position that stock taps alone lead to from
	// one counted before (see Exactness). The phases of a search (phases)
	// each count their own, and the search that puts loose cards back
	// counts the positions it makes so.
	Nodes int64
	// Memory is the most bytes the search's tables held at once.
	Memory int64
	// Stopped is, for Unknown, why the search stopped: ErrNodeLimit,
	// ErrMemoryLimit, or the context's error. It is nil when the search
	// decided.
	Stopped error
}

// ErrNoGame is returned for a nil game or a game without cards.
var ErrNoGame = errors.New("solve: no game")

// Solve decides whether g can be won from its current position. It does not
// change g. The search stops undecided when ctx ends (within a few
// milliseconds), after opts.MaxNodes positions or before it would hold more
// than opts.MaxMemory bytes; the Result then has Verdict Unknown and says
// why in Stopped. The error is non-nil only for a game that cannot be
// searched.
func Solve(ctx context.Context, g *canfield.Game, opts Options) (Result, error) {
	if g == nil || g.StartRank() == 0 {
		return Result{}, ErrNoGame
	}
	p := g.Position()
	return solvePosition(ctx, &p, opts), nil
}

// SolvePosition is Solve for a position, such as one taken from a game with
// canfield.Game.Position. It does not change p.
func SolvePosition(ctx context.Context, p *canfield.Position, opts Options) (Result, error) {
	if p == nil || p.StartRank() == 0 {
		return Result{}, ErrNoGame
	}
	return solvePosition(ctx, p, opts), nil
}

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

// searchPosition runs the phases on p and returns the first verdict, with
// a won line as the search found it.
func searchPosition(ctx context.Context, p *canfield.Position, opts Options) Result {
	var r Result
	var used int64
	for i, phase := range phases {
		root := p
		if phase.loose {
			q, ok := asDraw1(p)
			if !ok {
				continue
			}
			root = &q
		}
		if phase.draw3 {
			if p.DrawMode() != canfield.Draw1 {
				continue
			}
			q, ok := asDraw3(p)
			if !ok {
				continue
			}
			root = &q
		}
		budget := phase.nodes
		last := i == len(phases)-1
		if opts.MaxNodes > 0 {
			left := opts.MaxNodes - used
			if phase.draw3 || phase.loose {
				// Its losses (draw3) or wins (loose) prove nothing: it
				// takes only its share of the positions left, so that
				// the phases after it can still decide within the
				// caller's budget.
				left = max(left*phase.timeShare/100, 1)
			}
			if last || budget == 0 || budget > left {
				budget = left
			}
		}
		phaseCtx, cancel := ctx, context.CancelFunc(func() {})
		if deadline, ok := ctx.Deadline(); ok && !last {
			// An early phase gets a share of the time left, so that a
			// position the last phase can decide is not left undecided.
			phaseCtx, cancel = context.WithTimeout(ctx, time.Until(deadline)*time.Duration(phase.timeShare)/100)
		}
		s := newSearcher(phaseCtx, opts)
		s.deep = phase.deep
		s.mergeNested = phase.mergeNested
		s.wasteUpLate = phase.wasteUpLate
		if phase.loose {
			s.loose = newLooseCards(newDecoder(root))
		}
		s.maxNodes = budget
		var v Verdict
		var line []canfield.Move
		if phase.bestFirst {
			v, line = s.bestFirst(root)
		} else {
			v, line = s.run(root)
		}
		cancel()
		if (phase.draw3 && v == Lost) || (phase.loose && v == Won) {
			v = Unknown
		}
		if phase.draw3 && v == Won {
			var ok bool
			if line, ok = draw1Line(p, line); !ok {
				v, line = Unknown, nil
			}
		}
		used += s.nodes
		s.notePeak(0)
		r = Result{Verdict: v, Line: line, Nodes: used, Memory: max(r.Memory, s.peak), Stopped: s.stopped}
		if errors.Is(s.stopped, errLongColumn) || errors.Is(s.stopped, errManyChains) {
			r.Stopped = nil // the phase ended on its own; the next one decides
		}
		if v != Unknown || ctx.Err() != nil || errors.Is(s.stopped, ErrMemoryLimit) || errors.Is(s.stopped, errBadKey) ||
			(opts.MaxNodes > 0 && used >= opts.MaxNodes) {
			break
		}
	}
	if r.Verdict == Unknown {
		switch err := ctx.Err(); {
		case err != nil && (r.Stopped == nil || errors.Is(r.Stopped, context.Canceled) || errors.Is(r.Stopped, context.DeadlineExceeded)):
			// A phase that ended on its own budget or its share of the
			// time as ctx ended: the caller's context is the reason.
			r.Stopped = err
		case r.Stopped == nil:
			r.Stopped = ErrNodeLimit
		}
	}
	return r
}

// phases is how Solve spends its budget. Most positions are decided by a
// depth-first search in a few hundred positions: the first phase, with 3%
// of the time and 30,000 positions, counting classes (it is better so than
// over deep classes: 11 and 14 of the first 10,000 deals of each mode were
// unknown with deep classes, 8 and 14 without). A draw-1 position then gets
// a short best-first search of the same position played by draw 3, whose
// wins are draw-1 wins (modes.go), with 2% of the time and 50,000
// positions: without it CF1-D1-AAAANPO took 3.8 s instead of 0.08 s, and it
// decided CF1-D1-AAAAGNM (unknown at 5 s before it). Neither is needed for
// exactness: the depth-first search over deep classes (twins.go) that
// follows them, without a node limit of its own, decides alone, and proves
// losses, so it keeps the time. It first runs for 20,000 positions, which
// decide most of the rest, and then gives way to the search of the position
// played by draw 1 with loose cards put back (loose.go), with 70% of the
// time and positions left, before it starts again without a limit. That
// search proves the losses of the hardest lost deals in a fraction of the
// positions: CF1-D1-AAAADWL in 461,240 positions instead of 4,073,930, -KDF
// in 318,835 instead of 11.8 million, -JGR, whose columns reach 26 cards
// and more (cycles.go), in 411,333 instead of 103 million, and the draw-3
// deals of the same numbers, which draw 1 loses too, in the same (49 s for
// CF1-D3-AAAAKDF before). Its wins prove nothing, and most lost draw-3 deals are won with
// draw 1, where it soon finds a win and ends. Added up from the times of
// each search alone on each of the first 10,000 draw-3 deals, run before
// the short search over deep classes it would cost the won deals 27% more
// time and the lost ones 13% more, and run after it 8% more and 6% less.
// Within Hint's budget of DefaultHintNodes positions and no deadline, the
// first 2,000 deals of each mode are all decided, as they were without it.
// The proof of a loss of the search over deep classes fails only if it
// expanded a position with a column of 26 cards or more, or with draw 1 of
// 25 whose top takes a card of the talon (longColumn), a rare thing in a
// lost deal; the time left then goes to the search over classes, which is
// exact without that condition. The first phase counts nested positions
// (twins.go) by their classes as well: its loss is a proof only if it
// expanded none, but it wins sooner that way: keyed by their own keys there
// too, the won draw-3 deals of the first 10,000 took 6.5% more positions
// and 21% more time, and the first phase missed the wins of 151 of them
// (and found 17 others).
//
// The phases from the third on try a card from the waste onto a column
// before the same card to its foundation (wasteUpLate); with draw 1, where
// a play from the talon is tried together with its use, a play onto a
// column and its use before a play up and its use. Only the order of trial
// changes: a search that runs to its end lists the same steps and visits
// the same positions (on CF1-D1-AAAAKUN, CF1-D3-AAAALLX and CF1-D1-AAAAMQL,
// 9,734,032, 8,282,195 and 3,716,904 steps either way). But a win can come
// far sooner. With draw 3, the search over deep classes found the wins of
// CF1-D3-AAAAGND and -LJD after 3,968,965 and 4,034,192 positions with
// waste cards up first, 1,163 and 275,358 with them late, and Solve, which
// had left both unknown at 5 s, decided them in under a second. With draw
// 1, the 36 won deals of the first 10,000 that took over 100,000 positions
// took 10.0 million together instead of 16.0 million, CF1-D1-AAAAJQV
// 326,331 instead of 987,333 (0.9 s instead of 4.1 s). The first phase
// keeps waste cards up first: with them late there too, the median draw-3
// deal took 1,578 positions instead of 1,142.
//
// With waste cards up late, three phases that came before the search over
// deep classes were dropped, as they now cost the lost deals more time than
// they saved the won ones: a best-first search of the real game (5% of the
// time, 300,000 positions), and with draw 1 a best-first and a depth-first
// search of the game without take-backs from the foundations (6% each;
// their losses prove nothing). They had won deals that the others then
// missed, such as CF1-D3-AAAAGND, CF1-D1-AAAAHET and -JQV; now the search
// over deep classes wins those sooner. On the first 10,000 deals of each
// mode, the two schedules run side by side, one deal at a time each, gave
// the same verdicts; the lost deals took 21% less time with draw 3 and 37%
// less with draw 1, the won ones 7% and 24% less, and the slowest won deal
// took 1.9 s and 1.7 s. Within Hint's budget of DefaultHintNodes
// positions and no deadline, 1,853 of 2,000 draw-3 deals were won against
// 1,854, and 1,991 of 2,000 draw-1 deals with either schedule.
var phases = []phase{
	{mergeNested: true, nodes: 30_000, timeShare: 3},
	{draw3: true, bestFirst: true, deep: true, nodes: 50_000, timeShare: 2},
	{deep: true, wasteUpLate: true, nodes: 20_000, timeShare: 100},
	{loose: true, deep: true, wasteUpLate: true, timeShare: 70},
	{deep: true, wasteUpLate: true, timeShare: 100},
	{wasteUpLate: true, timeShare: 100},
}

// phase is one search of a schedule.
type phase struct {
	bestFirst   bool
	draw3       bool  // draw 1 only: search the position played by draw 3, whose wins are draw-1 wins (modes.go)
	deep        bool  // positions counted by their deep classes (searcher.deep)
	mergeNested bool  // nested positions counted by their classes too (searcher.mergeNested)
	wasteUpLate bool  // a waste card onto a column before up (searcher.wasteUpLate)
	loose       bool  // the position played by draw 1 with loose cards put back (loose.go): only its losses count
	nodes       int64 // limit of its own; 0 for none
	// timeShare is the percent of the time left that the phase may take
	// when ctx has a deadline, and for a draw3 or a loose phase, whose
	// losses or wins prove nothing, also of the positions left under
	// Options.MaxNodes.
	timeShare int64
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
