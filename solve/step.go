package solve

import "github.com/canfield-go/canfield"

// act is one action of the search: taps stock taps, then move. Taps are
// folded into the move that follows them (DESIGN.md §2), so the search
// never stops at a position that differs from its parent only by taps.
type act struct {
	move  canfield.Move
	taps  uint8
	card  canfield.Card // for a move from the waste: the card, after the taps
	waste uint8         // for a move from the waste: the cards left in the waste
}

// stepKind says what a step plays and how the position it leads to is
// made.
type stepKind uint8

const (
	// oneAct plays first.
	oneAct stepKind = iota
	// twoActs plays first, then second: with draw 1, a play from the
	// talon and the move that uses it (DESIGN.md §4).
	twoActs
	// chain plays first, the cards of the talon that the key of its
	// position has on first's card one on the other, then second
	// (replayChain): loose cards only (DESIGN.md §12).
	chain
	// chainTwin is a chain that ends with a twin move and the move that
	// needs it; its position is rebuilt from its key (DESIGN.md §12).
	chainTwin
	// cycle makes a position alike with one an alike position's move
	// makes; its position is rebuilt from its key, and no real line
	// passes through it (DESIGN.md §10).
	cycle
)

// step is one edge of the search: what kind says, after a twin move when
// twin is set (DESIGN.md §7).
type step struct {
	first, second act
	prio          uint8 // order of trial: higher first
	kind          stepKind
	twin          uint8 // for a step that starts with a twin move: 1 + the cardIndex of the card it uncovers
}

// listed reports whether the key of the position st leads to is listed
// with it, in the searcher's keys, rather than left for keyOfStep.
func (st step) listed() bool { return st.kind != oneAct || st.twin != 0 }

// rebuilt reports whether the position st leads to is rebuilt from its key
// rather than played.
func (st step) rebuilt() bool { return st.kind == chainTwin || st.kind == cycle }

// stepKey returns the key of the position that st makes from p, whose key
// is k and whose counts are pc, and whether that position is won. listed is
// the key appendSteps listed beside st: the key itself for a step whose key
// it works out (step.listed), else nothing.
func stepKey(p *canfield.Position, k key, pc *pileCounts, st step, listed key) (key, bool) {
	if !st.listed() {
		return keyOfStep(p, k, pc, st.first)
	}
	return listed, listed.won()
}

// playStep plays st, a step that is played (not step.rebuilt, not a chain)
// on a copy of parent into out and reports whether every action was legal.
func playStep(parent *canfield.Position, st step, out *canfield.Position) bool {
	*out = *parent
	if st.twin != 0 {
		m, ok := stepTwinMove(out, st)
		if !ok || out.Play(m) != nil {
			return false
		}
	}
	return playAct(out, st.first) && (st.kind == oneAct || playAct(out, st.second))
}

// child plays st, a step that playStep can play, on a copy of parent, whose
// key is k, into out and returns the key of the result. It reports false
// if an action was refused, which would be a bug.
func child(parent *canfield.Position, k key, st step, out *canfield.Position) (key, bool) {
	*out = *parent
	before := *parent
	if st.twin != 0 {
		m, ok := stepTwinMove(out, st)
		if !ok || out.Play(m) != nil {
			return k, false
		}
		k = keyAfter(&before, k, act{move: m}, out)
		before = *out
	}
	if !playAct(out, st.first) {
		return k, false
	}
	k = keyAfter(&before, k, st.first, out)
	if st.kind == oneAct {
		return k, true
	}
	before = *out
	if !playAct(out, st.second) {
		return k, false
	}
	return keyAfter(&before, k, st.second, out), true
}

// stepTwinMove returns the twin move that st, a step with one, starts
// with from p.
func stepTwinMove(p *canfield.Position, st step) (canfield.Move, bool) {
	return twinMove(p, cardOf(uint(st.twin-1)))
}

// playAct plays a on p and reports whether every action was legal.
func playAct(p *canfield.Position, a act) bool {
	return p.TurnStock(int(a.taps)) == nil && p.Play(a.move) == nil
}

// appendStep appends the actions of st, a step that playStep can play, from
// parent: its twin move, then each act's taps and move.
func appendStep(line []canfield.Move, parent *canfield.Position, st step) []canfield.Move {
	if st.twin != 0 {
		m, _ := stepTwinMove(parent, st)
		line = append(line, m)
	}
	line = appendAct(line, st.first)
	if st.kind == oneAct {
		return line
	}
	return appendAct(line, st.second)
}

func appendAct(line []canfield.Move, a act) []canfield.Move {
	for range a.taps {
		line = append(line, canfield.StockTap())
	}
	return append(line, a.move)
}
