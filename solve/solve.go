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
// On top of it: Suggest gives the next action, the first of a winning line
// where it finds one (with Options{MaxNodes: DefaultHintNodes}, a hint a
// player need not wait for), and FairSuggest the action that a player who
// knows only the cards seen would choose; Stuck tells when no useful move
// is left, RandomWinnable deals a game proved winnable, and a Watcher keeps
// a live verdict for a user interface, with a winning line wherever it finds
// one and, for a game thrown away, the action that lost it (Loss).
//
// # Exactness
//
// The search plays by the engine's own rules (canfield.Position): it never
// decides by itself which moves are legal. It narrows the search only by
// reductions that keep every verdict it reports exact, and Solve runs
// several searches in turn, each reporting only the verdicts it can prove.
// DESIGN.md, beside this file, argues each reduction and names the test
// that checks it. A won verdict's line is replayed before it is returned.
//
// # Goroutines
//
// A canfield.Game is not safe for concurrent use. Solve, Suggest,
// FairSuggest and Stuck read the game they are given once, when they start,
// on the caller's goroutine, and then search copies. To search while the
// game goes on, take
// the position on the game's goroutine (canfield.Game.Position, a value
// that costs no allocation) and pass it to SolvePosition on another
// goroutine; a Watcher does just that after every action.
package solve

import (
	"context"
	"errors"
	"strconv"

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
	// Nodes is the number of distinct positions the searches reached, as
	// they count them: the positions each search treats as one (see
	// Exactness) count once, and each search counts its own.
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
