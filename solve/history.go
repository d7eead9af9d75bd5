package solve

import (
	"context"
	"errors"

	"github.com/canfield-go/canfield"
)

// history is the part of a game's past that Suggest looks at (DESIGN.md
// §17): the positions along the game's actions from the deal, cut into
// stretches at each action that takes a card out of the reserve or the
// talon. No action puts a card back into either, so a line from the game's
// position can come back only to a position of the last stretch; the
// stretches before it hold the positions where Suggest may have started
// the line that the game follows.
type history struct {
	// positions holds the positions of the last keptStretches stretches
	// in order, the game's position last.
	positions []canfield.Position
	// actions[i] leads from positions[i] to positions[i+1].
	actions []canfield.Move
	// starts holds the index in positions of each stretch's first
	// position, in order: the last is the game's stretch.
	starts []int
}

// keptStretches is how many stretches a history keeps: Suggest looks for
// the line the game follows from the first position of each.
const keptStretches = 8

var errBadHistory = errors.New("solve: internal error: the game's actions do not replay")

// historyOf returns the history of g, replaying its actions from the deal.
func historyOf(g *canfield.Game) (history, error) {
	start, err := canfield.DealDeck(g.DealtDeck(), g.DrawMode())
	if err != nil {
		return history{}, err
	}
	return historyFrom(start.Position(), g.Record().Moves)
}

// historyFrom returns the history of the actions played from p.
func historyFrom(p canfield.Position, actions []canfield.Move) (history, error) {
	h := history{positions: []canfield.Position{p}, starts: []int{0}}
	first := 0 // the index in actions of positions[0]
	for _, m := range actions {
		last := p
		if err := p.Play(m); err != nil {
			return history{}, errBadHistory
		}
		if piles(&p) != piles(&last) {
			if len(h.starts) == keptStretches {
				drop := h.starts[1]
				h.positions = h.positions[:copy(h.positions, h.positions[drop:])]
				h.starts = h.starts[:copy(h.starts, h.starts[1:])]
				for k := range h.starts {
					h.starts[k] -= drop
				}
				first += drop
			}
			h.starts = append(h.starts, len(h.positions))
		}
		h.positions = append(h.positions, p)
	}
	h.actions = actions[first:]
	return h, nil
}

// piles returns the sizes of p's reserve and talon, which no action makes
// larger: positions that differ in them never meet again.
func piles(p *canfield.Position) [2]int {
	return [2]int{p.Len(canfield.Reserve), p.Len(canfield.Stock) + p.Len(canfield.Waste)}
}

// last returns the index of the game's position.
func (h *history) last() int { return len(h.positions) - 1 }

// now returns the game's position.
func (h *history) now() *canfield.Position { return &h.positions[h.last()] }

// stretchStart returns the index of the first position of the stretch
// that holds the j-th.
func (h *history) stretchStart(j int) int {
	s := 0
	for _, k := range h.starts {
		if k <= j {
			s = k
		}
	}
	return s
}

// passed reports how many times the game has been at q.
func (h *history) passed(q *canfield.Position) int {
	if piles(q) != piles(h.now()) {
		return 0
	}
	n := 0
	for i := h.stretchStart(h.last()); i < len(h.positions); i++ {
		if h.positions[i] == *q {
			n++
		}
	}
	return n
}

// avoidUpTo returns the set of the positions of the j-th's stretch up to
// the j-th, or nil where it is the stretch's first, which a search from it
// meets first anyway.
func (h *history) avoidUpTo(j int) *avoidSet {
	s := h.stretchStart(j)
	if j == s {
		return nil
	}
	return newAvoidSet(h.positions[s : j+1])
}

// avoidSet is a set of positions a search leaves out (DESIGN.md §17): a
// game's passed positions, all with the same reserve and talon sizes.
type avoidSet struct {
	piles     [2]int
	positions map[canfield.Position]struct{}
	keys      map[key]struct{} // keyOf of each
	// boards holds each key without its tap orbit: a position whose
	// board is not among them passes none of the set by stock taps.
	boards map[key]struct{}
}

// newAvoidSet returns the set of positions, which share their piles, or
// nil for none.
func newAvoidSet(positions []canfield.Position) *avoidSet {
	if len(positions) == 0 {
		return nil
	}
	a := &avoidSet{
		piles:     piles(&positions[0]),
		positions: make(map[canfield.Position]struct{}, len(positions)),
		keys:      make(map[key]struct{}, len(positions)),
		boards:    make(map[key]struct{}, len(positions)),
	}
	for i := range positions {
		k := keyOf(&positions[i])
		a.positions[positions[i]] = struct{}{}
		a.keys[k] = struct{}{}
		a.boards[board(k)] = struct{}{}
	}
	return a
}

// board returns k without its tap orbit.
func board(k key) key {
	rest, _ := k.splitOrbit()
	return key{k.lo, rest}
}

// near reports whether steps from p can lead to, or pass, a position of
// the set: p has its piles.
func (a *avoidSet) near(p *canfield.Position) bool { return piles(p) == a.piles }

// has reports whether the set holds q.
func (a *avoidSet) has(q *canfield.Position) bool {
	_, ok := a.positions[*q]
	return ok
}

// blocks reports whether st, a step from p (whose key is k and which is
// near the set), leads to a position whose key is the key of one of the
// set, ck being the key of its result, or passes a position of the set on
// its way: after its twin move, or after one of the stock taps before its
// first move.
func (a *avoidSet) blocks(p *canfield.Position, k key, st step, ck key) bool {
	if _, ok := a.keys[ck]; ok {
		return true
	}
	if st.twin == 0 && st.first.taps == 0 {
		return false
	}
	q := *p
	if st.twin != 0 {
		m, ok := stepTwinMove(&q, st)
		if !ok || q.Play(m) != nil {
			return false
		}
		if a.has(&q) {
			return true
		}
		k = keyOf(&q)
	}
	if _, ok := a.boards[board(k)]; !ok {
		return false
	}
	for range st.first.taps {
		if q.TurnStock(1) != nil {
			return false
		}
		if a.has(&q) {
			return true
		}
	}
	return false
}

// passes reports whether line, played from p, reaches a position of the
// set after p, or does not play. The nil set holds no position.
func (a *avoidSet) passes(p *canfield.Position, line []canfield.Move) bool {
	if a == nil {
		return false
	}
	q := *p
	for _, m := range line {
		if q.Play(m) != nil {
			return true
		}
		if !a.near(&q) {
			return false
		}
		if a.has(&q) {
			return true
		}
	}
	return false
}

// errAvoided is why a search that leaves out a game's history found no win:
// no line that passes none of it, which proves nothing about the position.
var errAvoided = errors.New("solve: no win found that passes no position passed")

// solveAvoiding is solvePosition for a win whose line, tidied, passes no
// position of avoid after p (DESIGN.md §17): its verdict is Won or, without
// such a win, Unknown. With a nil set it is solvePosition.
func solveAvoiding(ctx context.Context, p *canfield.Position, opts Options, avoid *avoidSet) Result {
	if avoid == nil {
		return solvePosition(ctx, p, opts)
	}
	return winAvoiding(ctx, p, opts, avoid, phases)
}

// winAvoiding is solveAvoiding with the phases of schedule, whose
// verdict is Won or Unknown even without a set.
func winAvoiding(ctx context.Context, p *canfield.Position, opts Options, avoid *avoidSet, schedule []phase) Result {
	r := searchPhases(ctx, p, opts, avoid, schedule)
	if r.Verdict == Won {
		// Tidying can move taps and cut detours: keep the line as the
		// search found it if the tidied one passes the set.
		if line := tidyLine(p, r.Line); !avoid.passes(p, line) {
			r.Line = line
		}
		if avoid.passes(p, r.Line) || !replaysToWin(p, r.Line) {
			r.Verdict = Unknown
		}
	}
	if r.Verdict != Won {
		r.Verdict, r.Line = Unknown, nil
		if r.Stopped == nil {
			r.Stopped = errAvoided
		}
	}
	return r
}
