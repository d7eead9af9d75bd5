package solve

import "github.com/canfield-go/canfield"

// numKinds is the number of kinds of card (kindOf): rank and colour, what
// decides which cards go on a card.
const numKinds = 2 * canfield.NumRanks

// longColumn is the length from which a column holds a card of every
// kind, and its lowest card goes on its top (DESIGN.md §10).
const longColumn = numKinds

// Long columns in the search with loose cards. The search over deep
// classes (twins.go) is exact only while no position it expands has a
// column of 26 cards or more: there an alike position can make a move
// that the moves of the position expanded cannot mirror. The search with
// loose cards, which proves losses alone, lists such moves as steps of
// their own, so its losses need no condition on columns.
//
// Think of a position as the cards that lie on each card. Alike positions
// (twins.go) have the same cards on each pair of twins, shared out
// otherwise between the two, and the same bottom cards; a position is
// valid when no card lies, by way of others, on itself. A run of 26 cards
// holds one card of each pair, as ranks repeat every 13 cards and colours
// every 2, and its lowest card goes on its top. Let the search expand p,
// let q be alike with p, and m a move from q for which twins.go's argument
// finds no move of p. m then takes cards that lie, in p, in a column C of
// n ≥ 26 cards, below its top T:
//
//   - m moves a run whose lowest card b lies 25 places below T in C onto
//     T, a top in q. If n > 26, the card under b in p is 26 places below
//     T, so T's twin: the result has the same cards on each pair as p, so
//     it is alike with p, and a line that plays m and the change before it
//     wins with fewer counted moves without them. If n = 26, b is C's
//     bottom card, and m empties C, which the reserve refills (R3.4);
//     where T's twin is a top of p, the same run moves onto it from p, a
//     move listed as it is.
//   - m plays x, the card 26 places below T, T's twin, to its foundation
//     (with draw 1, also the card below x from the talon first, which can
//     wait for x as appendSteps argues). x is a top in q, so what lies on x
//     in p lies on T in q.
//
// (A run from b onto a top u 25 places above b in C, but below C's top,
// is no such move: nothing lies on u in q, so nothing lies on its twin in
// p, a top, and the same run moves onto it from p, to a result alike with
// m's. Nor is one onto a card 51 places above b: then the cycle below
// holds both cards of every pair, and no alike position allows the move.)
//
// In both cases the cards on each pair of m's result are known: those of
// p, with b, or what lay on x, on T's pair, and x gone. The cards from b,
// or from what lay on x, up to T then lie on one another in a cycle, so a
// valid result shares out one pair of the cycle otherwise: a card z of the
// cycle takes what lay on its twin, a column card off the cycle, which
// takes the card that lay on z. Any such z gives a valid position, all of
// them alike with m's result; if no card of the cycle has its twin in a
// column, no alike position allows m. appendCycleSteps lists that
// position as a step (cycleStep), and appendChain lists it after each
// chain that makes its column 26 cards or more, where T is the chain's
// last card: these are the moves of alike positions that the argument of
// loose.go needs and twins.go does not give. (A chain onto another column
// can wait until after m, unless the only twin off the cycle that z can
// have is one of its cards, which needs every other column empty:
// appendChain lists the steps after a chain onto an empty column too.)
// TestCycleStepsMatchAlikeMoves checks these steps against the engine's
// moves on every alike position that exchanges of runs reach.
//
// The search also puts no card back while a column holds 26 cards or
// more (retract): putting fewer cards back is still a dominance, and the
// relaxed game in which every loose card goes back is won where long
// columns help it, as on CF1-D1-AAAAJGR, a lost deal that it then proves
// lost in 411,333 positions.

// appendCycleSteps appends to dst the cycle steps of p, whose key is k,
// for each column of 26 cards or more (see above).
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
