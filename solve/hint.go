package solve

import (
	"context"
	"errors"
	"slices"

	"github.com/canfield-go/canfield"
)

// Suggestion is the answer of Suggest and FairSuggest: the action to play
// next and what the search knows about it. FairSuggest's says what its
// fields hold for a suggestion that sees only what the player has seen.
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
	// Samples is, for FairSuggest, the number of arrangements of the
	// unseen cards it drew, and Wins the number of them that Move wins;
	// both are 0 for Suggest.
	Samples, Wins int
}

// ErrNoMove is returned by Suggest and FairSuggest for a game that is won
// already or has no legal action at all, or where every action they could
// suggest would come back to a position the game has passed (see Suggest).
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
// move that it has not proved losing.
//
// Progress. Following Suggest, action after action, never comes back to a
// position the game has passed, unless every winning line that the search
// finds does, and then never to one passed twice; so following it always
// ends, won or with ErrNoMove. The positions passed are those along
// g.Record().Moves from the deal: an action undone is no longer among them. The
// search leaves them out, in the game's position's line and in the lines
// of the positions before it: Suggest continues the line it gave a few
// actions before, or since the last card left the reserve or the talon,
// for as long as the game follows it, rather than search for a new one
// that may lead elsewhere. So a game that follows it from a winnable
// position, with a budget in which the search finds a win, is won.
//
// Each search is bounded by opts.MaxNodes: Suggest searches at most the
// game's position and the few before it whose lines it looks for, and under
// a node limit the searches of moves' results share half of opts.MaxNodes.
// Where a search finds no line that passes no position passed, Suggest
// searches once more without leaving them out.
func Suggest(ctx context.Context, g *canfield.Game, opts Options) (Suggestion, error) {
	if g == nil || g.StartRank() == 0 {
		return Suggestion{}, ErrNoGame
	}
	h, err := historyOf(g)
	if err != nil {
		return Suggestion{}, err
	}
	return suggest(ctx, &h, opts)
}

// recentPlans is how many positions before the game's Suggest searches
// again, besides the first of each stretch that the history keeps, for a
// line that the game has followed since (DESIGN.md §17).
const recentPlans = 3

// suggest is Suggest for the game whose history is h.
func suggest(ctx context.Context, h *history, opts Options) (Suggestion, error) {
	p := h.now()
	if p.Won() {
		return Suggestion{}, ErrNoMove
	}
	moves := p.AppendMoves(nil)
	if len(moves) == 0 {
		return Suggestion{}, ErrNoMove
	}
	var nodes int64
	t := h.last()
	var r Result // the search of the game's position
	for _, j := range h.planPoints() {
		pr := solveAvoiding(ctx, &h.positions[j], opts, h.avoidUpTo(j))
		nodes += pr.Nodes
		if j == t {
			r = pr
		}
		if pr.Verdict != Won || len(pr.Line) <= t-j || !slices.Equal(pr.Line[:t-j], h.actions[j:]) {
			continue
		}
		line := pr.Line[t-j:]
		return Suggestion{Move: line[0], Verdict: Won, Line: line, Safe: true, Nodes: nodes}, nil
	}
	if h.avoidUpTo(t) != nil && ctx.Err() == nil {
		// No line that passes no position passed: any winning line.
		r = solvePosition(ctx, p, opts)
		nodes += r.Nodes
	}
	sg, err := fallback(ctx, h, p, moves, r, opts)
	sg.Nodes += nodes
	return sg, err
}

// planPoints returns the indexes of the positions whose lines Suggest
// looks for, in order: the first of each stretch, the recentPlans before
// the game's, and the game's.
func (h *history) planPoints() []int {
	t := h.last()
	points := slices.Clone(h.starts)
	for j := max(0, t-recentPlans); j <= t; j++ {
		points = append(points, j)
	}
	slices.Sort(points)
	return slices.Compact(points)
}

// fallback suggests a move from p, the game's position in h, where the
// search r of p found no line that the game has followed and that passes
// no position passed. It keeps to moves that come back to no position
// passed, but for the first move of r's winning line if that comes back to
// a position passed once only.
func fallback(ctx context.Context, h *history, p *canfield.Position, moves []canfield.Move, r Result, opts Options) (Suggestion, error) {
	sg := Suggestion{Verdict: r.Verdict}
	ranked := bestMoves(p, moves)
	returns := func(m canfield.Move) int {
		child := *p
		child.Play(m) // bestMoves kept only legal moves
		return h.passed(&child)
	}
	fresh := ranked[:0:0]
	for _, m := range ranked {
		if returns(m) == 0 {
			fresh = append(fresh, m)
		}
	}
	switch r.Verdict {
	case Won:
		if returns(r.Line[0]) <= 1 {
			sg.Move, sg.Line, sg.Safe = r.Line[0], r.Line, true
			return sg, nil
		}
		sg.Verdict = Unknown // the line found comes back to a position passed twice
	case Lost:
		if len(fresh) == 0 {
			return Suggestion{Verdict: Lost}, ErrNoMove
		}
		sg.Move, sg.Safe = fresh[0], true
		return sg, nil
	}
	if len(fresh) == 0 {
		return Suggestion{Verdict: sg.Verdict}, ErrNoMove
	}

	childOpts := opts
	childOpts.MaxNodes = defaultHintChildNodes
	childNodes := opts.MaxNodes / 2 // left for the searches of the moves' results
	var undecided canfield.Move
	for _, m := range fresh {
		if reversible(p, m) {
			continue
		}
		if opts.MaxNodes > 0 {
			childOpts.MaxNodes = min(max(opts.MaxNodes/8, 1), childNodes)
		}
		if ctx.Err() != nil || childOpts.MaxNodes <= 0 {
			// Nothing is known of this move or those after it: it is
			// not proved losing, so the game is not proved lost.
			if undecided == (canfield.Move{}) {
				undecided = m
			}
			break
		}
		child := *p
		child.Play(m)
		cr := solvePosition(ctx, &child, childOpts)
		sg.Nodes += cr.Nodes
		childNodes -= cr.Nodes
		switch {
		case cr.Verdict == Won:
			sg.Line = tidyLine(p, append([]canfield.Move{m}, cr.Line...))
			sg.Move, sg.Safe = sg.Line[0], true
			return sg, nil
		case cr.Verdict == Unknown && undecided == (canfield.Move{}):
			undecided = m
		}
	}
	for _, m := range fresh {
		if reversible(p, m) {
			sg.Move, sg.Safe = m, true
			return sg, nil
		}
	}
	if undecided == (canfield.Move{}) {
		undecided = fresh[0] // every move was proved to lose: the game is lost
		sg.Safe = true
	}
	sg.Move = undecided
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

// hintPosition is Suggest for a game whose only position is p.
func hintPosition(ctx context.Context, p *canfield.Position, opts Options) (Suggestion, error) {
	h := history{positions: []canfield.Position{*p}, starts: []int{0}}
	return suggest(ctx, &h, opts)
}
