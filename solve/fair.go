package solve

import (
	"context"
	"errors"
	"slices"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/splitmix"
)

// FairOptions bounds FairSuggest.
type FairOptions struct {
	// Samples is how many arrangements of the unseen cards FairSuggest
	// draws and decides; zero or less is DefaultFairSamples.
	Samples int
	// Seed chooses the arrangements: the same seed, the same cards seen
	// and the same game give the same arrangements on every machine.
	Seed uint64
	// Options bounds each search of an arrangement; a MaxNodes of zero or
	// less is DefaultFairNodes.
	Options Options
}

// The defaults of FairOptions: a hint within 250 ms on one core at the
// 99th percentile of the positions of games in play, DESIGN.md §18 says
// how they were chosen.
const (
	DefaultFairSamples = 16
	DefaultFairNodes   = 8192
)

// FairSuggest suggests the next action for g from what its player knows
// (canfield.Game.Knowledge), not from every card as Suggest does: it draws
// opts.Samples arrangements of the cards the player has never seen, each
// one consistent with all that was seen, decides each as Suggest would
// (determinization: the "hindsight optimization" of Yan, Diaconis,
// Rusmevichientong and Van Roy, "Solitaire: Man Versus Machine", NIPS
// 2004), and suggests the action that wins the most of them. It does not
// change g. Its answer reads as Suggest's, so that an interface gives
// either by a setting ("hints that see every card" for Suggest).
//
// Fairness. The arrangements depend only on what the player knows and on
// opts.Seed, never on where the unseen cards really lie: two games that
// show the same actions and differ only there get the same suggestion.
// Under a node limit and no deadline the answer is the same on every run.
// Nothing it returns reveals a face-down card:
//
//   - Move is legal in g, whatever the unseen cards.
//   - Line starts with Move and goes on only as far as the player can see:
//     it ends with the first action that turns a face-down card face up
//     (a tap on a stock with cards in it, or a card off the reserve that
//     uncovers the one under it), so that no action of it reads a card
//     that is face down now. The actions of an arrangement's line after
//     that would tell what lies under them. Unlike Suggest's line, it is
//     not tidied: a stock tap in it may come before a move that is not
//     from the waste, such as a column move after the waste is turned
//     over, so a tap is not always followed by the move it is for.
//   - Verdict is Unknown: an arrangement's verdict says nothing of the
//     real game. Wins of Samples says how many arrangements Move wins.
//   - Safe reports only what holds whatever the unseen cards: that a later
//     move can take Move back.
//
// Progress. As Suggest, FairSuggest leaves out the positions the game has
// passed: the line it credits an action with in an arrangement passes
// none of them. It suggests an action that comes back to a position passed
// once only when no other action wins any arrangement, and never one that
// comes back to a position passed twice. So following it always ends.
//
// It returns ErrNoMove when no action wins any arrangement, or when the
// game is won or has no legal action; and ctx's error when ctx ended
// before a single arrangement was decided. Each search of an arrangement
// is bounded by opts.Options; FairSuggest searches each arrangement once
// from the game's position and, for the few actions that win some
// arrangement, once more after each of them where its own search found
// another.
func FairSuggest(ctx context.Context, g *canfield.Game, opts FairOptions) (Suggestion, error) {
	if g == nil || g.StartRank() == 0 {
		return Suggestion{}, ErrNoGame
	}
	if opts.Samples <= 0 {
		opts.Samples = DefaultFairSamples
	}
	if opts.Options.MaxNodes <= 0 {
		opts.Options.MaxNodes = DefaultFairNodes
	}
	p := g.Position()
	if p.Won() {
		return Suggestion{}, ErrNoMove
	}
	moves := p.AppendMoves(nil)
	if len(moves) == 0 {
		return Suggestion{}, ErrNoMove
	}
	arr, err := arrangements(g, opts.Samples, opts.Seed)
	if err != nil {
		return Suggestion{}, err
	}
	return fairSuggest(ctx, arr, opts.Options)
}

// arrangement is one arrangement of the unseen cards and the game's
// history with them, and weight the number of the samples drawn that came
// out as it.
type arrangement struct {
	h      history
	weight int
}

// arrangements draws n arrangements of g's unseen cards and returns the
// distinct ones in the order first drawn. Each is g's deal with the slots
// of the unseen cards (the reserve's bottom and the stock's end, where no
// action has been) filled with a shuffle of the unseen cards in the order
// of canfield.Deck, by a generator seeded from seed and the sample's
// number: what a player knows and the seed decide them, and nothing else.
func arrangements(g *canfield.Game, n int, seed uint64) ([]arrangement, error) {
	k := g.Knowledge()
	unseen := k.Unseen()
	l := k.Layout()
	deck := g.DealtDeck()
	var slots []int // the indexes in deck of the unseen cards
	for i := range l.Reserve {
		if l.Reserve[i] == 0 {
			slots = append(slots, i) // the reserve from its bottom, as dealt (R2.2)
		}
	}
	unturned := 0
	for _, c := range l.Stock {
		if c == 0 {
			unturned++
		}
	}
	for i := len(deck) - unturned; i < len(deck); i++ {
		slots = append(slots, i) // the stock's cards turned last
	}
	if len(slots) != len(unseen) {
		return nil, errBadKnowledge
	}
	masked := slices.Clone(deck)
	for _, slot := range slots {
		masked[slot] = 0
	}
	for _, c := range unseen {
		if i := slices.Index(deck, c); i < 0 || masked[i] != 0 {
			return nil, errBadKnowledge
		}
	}
	if len(unseen) < 2 {
		n = 1 // one arrangement only
	}
	actions := g.Record().Moves
	var out []arrangement
	index := map[[52]canfield.Card]int{}
	cards := make([]canfield.Card, len(unseen))
	for s := range n {
		copy(cards, unseen)
		r := splitmix.Rand{State: seed ^ uint64(s)*0xD1B54A32D192ED03}
		for i := len(cards) - 1; i > 0; i-- {
			j := r.Below(uint64(i + 1))
			cards[i], cards[j] = cards[j], cards[i]
		}
		for i, slot := range slots {
			deck[slot] = cards[i]
		}
		var key [52]canfield.Card
		copy(key[:], deck)
		if i, ok := index[key]; ok {
			out[i].weight++
			continue
		}
		dealt, err := canfield.DealDeck(deck, g.DrawMode())
		if err != nil {
			return nil, err
		}
		h, err := historyFrom(dealt.Position(), actions)
		if err != nil {
			return nil, err
		}
		index[key] = len(out)
		out = append(out, arrangement{h: h, weight: 1})
	}
	return out, nil
}

var errBadKnowledge = errors.New("solve: internal error: the unseen cards are not where the deal put them")

// maxFairCandidates is how many actions, those that the most
// arrangements' own lines start with, FairSuggest tries on every
// arrangement.
const maxFairCandidates = 4

// fairSuggest is FairSuggest on the arrangements arr, the first of which
// stands for all in what they share: the positions passed and the moves.
func fairSuggest(ctx context.Context, arr []arrangement, opts Options) (Suggestion, error) {
	first := &arr[0].h
	p := first.now()
	ranked := bestMoves(p, p.AppendMoves(nil))
	var sg Suggestion
	for _, a := range arr {
		sg.Samples += a.weight
	}

	// wins[m][i] is the line by which m wins arrangement i, if any.
	wins := map[canfield.Move][][]canfield.Move{}
	credit := func(m canfield.Move, i int, line []canfield.Move) {
		if wins[m] == nil {
			wins[m] = make([][]canfield.Move, len(arr))
		}
		wins[m][i] = line
	}
	decided := 0
	avoid := make([]*avoidSet, len(arr))
	for i := range arr {
		if ctx.Err() != nil {
			break
		}
		h := &arr[i].h
		avoid[i] = h.avoidUpTo(h.last())
		r := winAvoiding(ctx, h.now(), opts, avoid[i], fairSchedule)
		sg.Nodes += r.Nodes
		if r.Stopped == nil || !errors.Is(r.Stopped, ctx.Err()) {
			decided++
		}
		if r.Verdict == Won {
			credit(r.Line[0], i, r.Line)
		}
	}
	if decided == 0 && ctx.Err() != nil {
		return Suggestion{}, ctx.Err()
	}
	score := func(m canfield.Move) (n int) {
		for i, line := range wins[m] {
			if line != nil {
				n += arr[i].weight
			}
		}
		return n
	}
	candidates := make([]canfield.Move, 0, len(wins))
	for _, m := range ranked {
		if wins[m] != nil {
			candidates = append(candidates, m)
		}
	}
	// Most arrangements first, then the order of ranked.
	slices.SortStableFunc(candidates, func(a, b canfield.Move) int { return score(b) - score(a) })
	candidates = candidates[:min(len(candidates), maxFairCandidates)]
	for _, m := range candidates {
		for i := range arr {
			if wins[m][i] != nil || !wonByAny(wins, i) || ctx.Err() != nil {
				continue // an arrangement that no action won is not won by m
			}
			h := &arr[i].h
			child := *h.now()
			child.Play(m) // the same moves are legal in every arrangement
			set := avoid[i]
			if set != nil && !set.near(&child) {
				set = nil
			}
			r := winAvoiding(ctx, &child, opts, set, fairSchedule)
			sg.Nodes += r.Nodes
			if r.Verdict == Won {
				credit(m, i, append([]canfield.Move{m}, r.Line...))
			}
		}
	}
	best, bestScore := canfield.Move{}, 0
	for _, m := range candidates {
		if s := score(m); s > bestScore {
			best, bestScore = m, s
		}
	}
	if bestScore == 0 {
		best, bestScore = fairReturn(ctx, arr, ranked, opts, &sg, credit, score)
	}
	if bestScore == 0 {
		if ctx.Err() != nil {
			return Suggestion{}, ctx.Err()
		}
		return Suggestion{}, ErrNoMove
	}
	sg.Move, sg.Wins = best, bestScore
	for i, line := range wins[best] {
		if line != nil {
			sg.Line = seenPart(arr[i].h.now(), line)
			break
		}
	}
	sg.Safe = reversible(p, best)
	return sg, nil
}

// wonByAny reports whether some action wins arrangement i.
func wonByAny(wins map[canfield.Move][][]canfield.Move, i int) bool {
	for _, lines := range wins {
		if lines[i] != nil {
			return true
		}
	}
	return false
}

// fairReturn tries, where no other action wins an arrangement, the actions
// that come back to a position passed once, in the order of ranked, and
// returns the one that wins the most arrangements with their number.
func fairReturn(ctx context.Context, arr []arrangement, ranked []canfield.Move, opts Options, sg *Suggestion,
	credit func(canfield.Move, int, []canfield.Move), score func(canfield.Move) int) (canfield.Move, int) {
	first := &arr[0].h
	best, bestScore := canfield.Move{}, 0
	for _, m := range ranked {
		child := *first.now()
		child.Play(m)
		if first.passed(&child) != 1 {
			continue
		}
		for i := range arr {
			if ctx.Err() != nil {
				break
			}
			h := &arr[i].h
			child := *h.now()
			child.Play(m)
			r := winAvoiding(ctx, &child, opts, h.avoidUpTo(h.last()), fairSchedule)
			sg.Nodes += r.Nodes
			if r.Verdict == Won {
				credit(m, i, append([]canfield.Move{m}, r.Line...))
			}
		}
		if s := score(m); s > bestScore {
			best, bestScore = m, s
		}
	}
	return best, bestScore
}

// seenPart returns line, played from p, up to and with its first action
// that turns a face-down card face up: a tap on a stock with cards in it,
// or an action that takes the reserve's top card and uncovers another.
func seenPart(p *canfield.Position, line []canfield.Move) []canfield.Move {
	q := *p
	for i, m := range line {
		reserve := q.Len(canfield.Reserve)
		turns := m.IsStockTap() && q.Len(canfield.Stock) > 0
		if q.Play(m) != nil {
			return slices.Clone(line[:i])
		}
		if turns || (q.Len(canfield.Reserve) < reserve && q.Len(canfield.Reserve) > 0) {
			return slices.Clone(line[:i+1])
		}
	}
	return slices.Clone(line)
}

// fairSchedule is the search of an arrangement: only its wins count, so
// the phase that finds most wins soonest has the whole budget.
var fairSchedule = []phase{{realGame, config{join: byTwinClassNested}, wins, 0, 100, 100, 0}}
