// Package linecheck finds, by brute force, the detours that solve's
// tidyLine promises a winning line is without (solve/DESIGN.md §14). It
// shares no code with tidyLine, so that solve's tests can hold tidyLine to
// it, and canfield-measure counts the detours of the lines Solve gives.
package linecheck

import (
	"fmt"
	"slices"

	"github.com/canfield-go/canfield"
)

// Detours counts what tidyLine promises a line is without.
type Detours struct {
	// Repeats is the number of positions equal to one met before.
	Repeats int
	// Returns is the number of moves that take back where they came from
	// the cards that the last move of those cards carried, such that the
	// moves in between, played without the two, reach the same position.
	Returns int
	// Immediate is the number of moves that take back where they came from
	// the cards that the move before carried, such that the line without
	// the two still wins.
	Immediate int
	// Onward is the number of moves that carry on to a third pile the
	// cards that the last move of those cards carried, such that one move
	// from the first pile to the third and the moves in between, in either
	// order, reach the same position.
	Onward int
	// LooseTaps is the number of stock taps followed by neither a tap nor
	// a move from the waste.
	LooseTaps int
}

// Any reports whether d counts a detour.
func (d Detours) Any() bool { return d != Detours{} }

// FindDetours counts the detours of line, a line that wins from p. Every
// action of line must be legal where it is played, as in a line that
// Solve or Suggest returns: FindDetours panics, naming the action, on one
// that is not.
func FindDetours(p *canfield.Position, line []canfield.Move) Detours {
	var d Detours
	pos := []canfield.Position{*p}
	seen := map[canfield.Position]bool{*p: true}
	for k, m := range line {
		q := pos[k]
		if err := q.Play(m); err != nil {
			panic(fmt.Sprintf("linecheck.FindDetours: action %d, %v: %v", k+1, m, err))
		}
		if seen[q] {
			d.Repeats++
		}
		seen[q] = true
		pos = append(pos, q)
		if m.IsStockTap() && (k == len(line)-1 || !line[k+1].IsStockTap() && line[k+1].From() != canfield.Waste) {
			d.LooseTaps++
		}
	}
	// reaches reports whether moves, played from pos[a], reach pos[b].
	reaches := func(a, b int, moves ...[]canfield.Move) bool {
		q := pos[a]
		for _, m := range slices.Concat(moves...) {
			if q.Play(m) != nil {
				return false
			}
		}
		return q == pos[b]
	}
	var lastMove [64]int // by card: index plus one of the last move that moved it
	for b, m := range line {
		cards := movedCards(&pos[b], m)
		if len(cards) == 0 {
			continue
		}
		if a := lastMove[cards[0]] - 1; a >= 0 && line[a].To() == m.From() && len(movedCards(&pos[a], line[a])) == len(cards) {
			ma, between := line[a], line[a+1:b]
			if ma.From() == m.To() {
				if reaches(a, b+1, between) {
					d.Returns++
				}
				if b == a+1 && wins(p, slices.Concat(line[:a], line[b+1:])) {
					d.Immediate++
				}
			} else {
				merged := []canfield.Move{canfield.NewMove(ma.From(), m.To(), len(cards))}
				if reaches(a, b+1, merged, between) || reaches(a, b+1, between, merged) {
					d.Onward++
				}
			}
		}
		for _, c := range cards {
			lastMove[c] = b + 1
		}
	}
	return d
}

// movedCards returns the cards that m moves from q, lowest first.
func movedCards(q *canfield.Position, m canfield.Move) []canfield.Card {
	if m.IsStockTap() {
		return nil
	}
	n := 1
	if m.From().IsColumn() {
		n = m.Count()
	}
	all := q.AppendPile(nil, m.From())
	return all[len(all)-n:]
}

// wins reports whether line, played from p, is legal throughout and ends
// in a win.
func wins(p *canfield.Position, line []canfield.Move) bool {
	q := *p
	for _, m := range line {
		if q.Play(m) != nil {
			return false
		}
	}
	return q.Won()
}
