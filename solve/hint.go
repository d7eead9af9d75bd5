package solve

import (
	"context"
	"errors"

	"github.com/canfield-go/canfield"
)

// Suggestion is Suggest's answer: the action to play next and what the
// search knows about it.
type Suggestion struct {
	// Move is the action to play next: a move, or a stock tap.
	Move canfield.Move
	// Verdict is what the search found about the position Move is played
	// from.
	Verdict Verdict
	// Line is, for Won, a whole winning line that starts with Move,
	// without detours as Result.Line; nil otherwise.
	Line []canfield.Move
	// Safe reports that Move is known not to turn a winnable game into a
	// lost one: it starts a winning line, it can be taken back by a later
	// move, or the game is lost anyway.
	Safe bool
	// Nodes is the number of positions searched in all.
	Nodes int64
}

// ErrNoMove is returned by Suggest for a game that is won already or has no
// legal action at all.
var ErrNoMove = errors.New("solve: no move to suggest")

// DefaultHintNodes is the budget of a hint a player waits for: the
// positions Suggest may search with Options{MaxNodes: DefaultHintNodes}, a
// few milliseconds' work. Most positions of games in play are decided
// within it. Where one is not, Suggest gives a safe move; a Watcher's
// longer search finds the winning line (Update.Line), and so does Suggest
// with a larger budget.
const DefaultHintNodes = 3072

// Suggest suggests the next action for g, searching within ctx and opts as
// Solve does, and says what the search found. It does not change g.
//
// When the search finds a win, the suggestion is the first action of the
// winning line. When it proves the game lost, any move is as good as
// another, and Suggest picks the one that gains the most. When the search
// stops undecided, Suggest keeps to moves it knows to be safe: a move whose
// result it proves winnable with what is left of the budget, or else a move
// a later move can take back (a column move or a card to or from a
// foundation that does not make the reserve refill a column, or a stock
// tap within the stock's cycle), preferring the one that gains the most;
// only when there is no such move does it fall back to the most promising
// move that it has not proved losing. Under a node limit the searches of
// moves' results share half of opts.MaxNodes, so that Suggest searches at
// most one and a half times opts.MaxNodes positions in all.
func Suggest(ctx context.Context, g *canfield.Game, opts Options) (Suggestion, error) {
	if g == nil || g.StartRank() == 0 {
		return Suggestion{}, ErrNoGame
	}
	p := g.Position()
	return hintPosition(ctx, &p, opts)
}

func hintPosition(ctx context.Context, p *canfield.Position, opts Options) (Suggestion, error) {
	if p.Won() {
		return Suggestion{}, ErrNoMove
	}
	moves := p.AppendMoves(nil)
	if len(moves) == 0 {
		return Suggestion{}, ErrNoMove
	}
	r := solvePosition(ctx, p, opts)
	sg := Suggestion{Verdict: r.Verdict, Nodes: r.Nodes}
	ranked := bestMoves(p, moves)
	switch r.Verdict {
	case Won:
		sg.Move, sg.Line, sg.Safe = r.Line[0], r.Line, true
		return sg, nil
	case Lost:
		sg.Move, sg.Safe = ranked[0], true
		return sg, nil
	}

	childOpts := opts
	childOpts.MaxNodes = defaultHintChildNodes
	childNodes := opts.MaxNodes / 2 // left for the searches of the moves' results
	var fallback canfield.Move
	for _, m := range ranked {
		if reversible(p, m) {
			continue
		}
		if opts.MaxNodes > 0 {
			childOpts.MaxNodes = min(max(opts.MaxNodes/8, 1), childNodes)
		}
		if ctx.Err() != nil || childOpts.MaxNodes <= 0 {
			// Nothing is known of this move or those after it: it is
			// not proved losing, so the game is not proved lost.
			if fallback == (canfield.Move{}) {
				fallback = m
			}
			break
		}
		child := *p
		child.Play(m) // bestMoves kept only legal moves
		cr := solvePosition(ctx, &child, childOpts)
		sg.Nodes += cr.Nodes
		childNodes -= cr.Nodes
		switch {
		case cr.Verdict == Won:
			sg.Line = tidyLine(p, append([]canfield.Move{m}, cr.Line...))
			sg.Move, sg.Safe = sg.Line[0], true
			return sg, nil
		case cr.Verdict == Unknown && fallback == (canfield.Move{}):
			fallback = m
		}
	}
	for _, m := range ranked {
		if reversible(p, m) {
			sg.Move, sg.Safe = m, true
			return sg, nil
		}
	}
	if fallback == (canfield.Move{}) {
		fallback = ranked[0] // every move was proved to lose: the game is lost
		sg.Safe = true
	}
	sg.Move = fallback
	return sg, nil
}

// defaultHintChildNodes bounds each search of a move's result when Suggest's
// own search stopped undecided and no node limit was given.
const defaultHintChildNodes = 200_000

// bestMoves returns moves ordered by how much they gain: the search's own
// order of trial (priority), then the progress of the result.
func bestMoves(p *canfield.Position, moves []canfield.Move) []canfield.Move {
	type scored struct {
		m     canfield.Move
		score int32
	}
	list := make([]scored, 0, len(moves))
	for _, m := range moves {
		child := *p
		if child.Play(m) != nil {
			continue
		}
		list = append(list, scored{m, int32(priority(p, m, 0, false))<<16 + progress(&child)})
	}
	for i := 1; i < len(list); i++ {
		for j := i; j > 0 && list[j].score > list[j-1].score; j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
	out := make([]canfield.Move, len(list))
	for i, s := range list {
		out[i] = s.m
	}
	return out
}

// reversible reports whether a later move can always take m back, so that
// m never turns a winnable position into a lost one: a column move or a
// card to a foundation that does not empty a column the reserve would
// refill (the run or the card goes back where it was, R5.1, R4.5), a
// take-back from a foundation (the card goes back up), and a stock tap
// within the stock's cycle (more taps come round to the same split).
func reversible(p *canfield.Position, m canfield.Move) bool {
	from := m.From()
	switch {
	case m.IsStockTap():
		return tapOrbit(p) == 0
	case from.IsFoundation():
		return true
	case from.IsColumn():
		return m.Count() < p.Len(from) || p.Len(canfield.Reserve) == 0
	}
	return false
}

// progress scores how close p looks to a win, for the order in which
// Suggest tries moves. Cards out of the reserve count most: the reserve is
// what blocks a game of Canfield; then cards on the foundations, then cards
// out of the talon.
func progress(p *canfield.Position) int32 {
	f := 0
	for i := 0; i < 4; i++ {
		f += p.Len(canfield.FoundationPile(i))
	}
	reserve := p.Len(canfield.Reserve)
	talon := p.Len(canfield.Stock) + p.Len(canfield.Waste)
	return int32(10*f - 12*reserve - 2*talon)
}
