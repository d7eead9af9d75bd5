package solve

import "github.com/canfield-go/canfield"

// numKinds is the number of kinds of card (kindOf): rank and colour, what
// decides which cards go on a card.
const numKinds = 2 * canfield.NumRanks

// longColumn is the length from which a column holds a card of every
// kind, and its lowest card goes on its top (DESIGN.md §10).
const longColumn = numKinds

// Cycle steps: in a search over deep classes, the moves that an alike
// position makes from a long column and the position itself cannot
// mirror, each as a step to a position alike with its result
// (DESIGN.md §10).

// appendCycleSteps appends to dst the cycle steps of p, whose key is k,
// for each column of 26 cards or more (DESIGN.md §10).
func (s *searcher) appendCycleSteps(dst []step, p *canfield.Position, k key) []step {
	var buf [52]canfield.Card
	for j := 0; j < 4; j++ {
		if p.Len(canfield.ColumnPile(j)) < longColumn {
			continue
		}
		col := p.AppendPile(buf[:0], canfield.ColumnPile(j))
		n := len(col)
		var r key
		var ok bool
		if n == longColumn {
			r, ok = s.cycleMove(k, col)
		} else {
			r, ok = s.cycleUp(p, k, col)
		}
		if ok {
			dst = s.listStep(dst, step{kind: cycle}, r)
		}
	}
	return dst
}

// cycleMove returns the key of a position alike with the one made in an
// alike position by the move of col, a whole column of 26 cards, onto its
// top T, which lies elsewhere there: T's pair carries col's bottom card,
// and the column, empty, is refilled. It returns false where T's twin is
// a top, so that the move is one of p's own, or where no alike position
// allows it.
func (s *searcher) cycleMove(k key, col []canfield.Card) (key, bool) {
	top := col[len(col)-1]
	switch k.code(cardIndex(twinOf(top))) {
	case 1:
		return k, false // the run goes onto the twin, a move listed as it is
	case 0:
		k.put(top, codeOn(col[0]))
		if !breakCycle(&k, col[:len(col)-1]) {
			return k, false
		}
	default:
		k.put(top, codeOn(col[0]))
		exchangeCodes(&k, top)
	}
	return s.refill(k), true
}

// cycleUp returns the key of a position alike with the one in which x, the
// card of col 26 places below its top, T, its twin, goes to its
// foundation, or with draw 1 the card below x from the talon and then x:
// what lay on x lies on T, and one pair of the cycle this makes is shared
// out otherwise. It returns false if neither goes up, or no alike position
// allows it.
func (s *searcher) cycleUp(p *canfield.Position, k key, col []canfield.Card) (key, bool) {
	n := len(col)
	x := col[n-longColumn-1]
	up := 1
	if !goesUp(p, x) {
		below := canfield.NewCard(x.Rank().Prev(), x.Suit())
		if _, inTalon := tapsTo(p, below); p.DrawMode() != canfield.Draw1 || !inTalon || !goesUp(p, below) {
			return k, false
		}
		up = 2
	}
	cycle := col[n-longColumn:]
	k.put(x, 0)
	if n > longColumn+1 {
		k.put(col[n-longColumn-2], 1) // the card under x, before its twin can take a run
	}
	k.put(cycle[len(cycle)-1], codeOn(cycle[0])) // T takes what lay on x
	if !breakCycle(&k, cycle[:len(cycle)-1]) {
		return k, false
	}
	f, reserve, orbit := k.counts()
	for i := range f {
		if s.dec.fsuit[i] == x.Suit() {
			f[i] += up
		}
	}
	k = k.withCounts(packCounts(f, reserve, orbit))
	if n == longColumn+1 {
		return s.refill(k), true
	}
	return k, true
}

// breakCycle exchanges on k the codes of the first card of cycle whose twin
// is a column card, and that twin's, and reports whether there was one.
func breakCycle(k *key, cycle []canfield.Card) bool {
	for _, z := range cycle {
		if k.code(cardIndex(twinOf(z))) != 0 {
			exchangeCodes(k, z)
			return true
		}
	}
	return false
}

// exchangeCodes exchanges on k the codes of c and its twin: the cards that
// lie on them.
func exchangeCodes(k *key, c canfield.Card) {
	t := twinOf(c)
	cc, ct := k.code(cardIndex(c)), k.code(cardIndex(t))
	k.put(c, ct)
	k.put(t, cc)
}

// refill returns k after a move that emptied a column: the reserve's top
// card, if any, is the column's one card (R3.4).
func (s *searcher) refill(k key) key {
	f, reserve, orbit := k.counts()
	if reserve == 0 {
		return k
	}
	k.put(s.dec.reserve[reserve-1], 1)
	return k.withCounts(packCounts(f, reserve-1, orbit))
}
