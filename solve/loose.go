package solve

import (
	"errors"
	"math/bits"

	"github.com/canfield-go/canfield"
)

// looseCards is the state of a search with loose cards put back
// (DESIGN.md §12): a relaxation of the draw-1 game whose losses are
// losses, and whose wins prove nothing.
type looseCards struct {
	dec   *decoder
	talon uint64 // the root's talon by cardIndex, start cards left out
	// codeLo and codeHi are talon in the layout of a key's codes: the low
	// bit of each of those cards' codes.
	codeLo, codeHi uint64
	// chain holds the positions and counts along the chain appendChain
	// follows, one for each card: kept here, a recursion's locals would
	// be allocated anew at every step.
	chain       [52]canfield.Position
	chainCounts [52]pileCounts
	// chains counts the calls of appendChain for the position being
	// listed (see maxChains).
	chains int
	// ends holds, for the position being listed, the kinds of card
	// (kindOf) that a chain can end on with a move that uses it: those from
	// which the kinds below, each with a card in the talon, reach a kind
	// with a card in the reserve's top, a foundation's top or a column;
	// every kind when a chain can make a column of 26 cards (long), whose
	// cycle steps (DESIGN.md §10) need no card on the chain. Most chains lead
	// to no such move; without this they would be followed to the end, six
	// times as many calls as steps listed on CF1-D1-AAAADWL.
	ends uint32
}

// kindOf numbers the rank and colour of c, 0–25: what decides which cards
// go on it (R5.1, R5.2). The numbers go round the cycle that going down a
// column makes, one rank lower and the other colour each step (K below A):
// 13 ranks being odd, that cycle holds all 26 kinds, so the kind below k
// is k-1 (kindBelow) and endKinds can work on all kinds at once.
func kindOf(c canfield.Card) uint {
	k := uint(c.Rank()) - 1 // black at even numbers, red at odd
	if (k%2 == 1) != c.Suit().Red() {
		k += canfield.NumRanks
	}
	return k
}

// kindBelow is the kind of the cards that go on a card of kind k: one rank
// lower, K below A, and the other colour.
func kindBelow(k uint) uint {
	return (k + numKinds - 1) % numKinds
}

// findEnds sets l.ends for p, whose key is k and whose talon holds the
// cards of talon (by cardIndex).
func (l *looseCards) findEnds(p *canfield.Position, k key, talon uint64) {
	if l.long(p, talon) {
		l.ends = 1<<numKinds - 1
		return
	}
	var used uint32 // by kind
	if c := p.Top(canfield.Reserve); c != 0 {
		used |= 1 << kindOf(c)
	}
	for i := 0; i < 4; i++ {
		if c := p.Top(canfield.FoundationPile(i)); c != 0 {
			used |= 1 << kindOf(c)
		}
	}
	lo, hi := k.inColumns()
	for m := lo; m != 0; m &= m - 1 {
		used |= kindBits[bits.TrailingZeros64(m)/2]
	}
	for m := hi; m != 0; m &= m - 1 {
		used |= kindBits[32+bits.TrailingZeros64(m)/2]
	}
	var inTalon uint32
	for m := talon; m != 0; m &= m - 1 {
		inTalon |= kindBits[bits.TrailingZeros64(m)]
	}
	l.ends = endKinds(used, inTalon)
}

// endKinds returns the kinds that are ends (see looseCards.ends), given
// the used kinds and those with a card in the talon: a kind is an end if,
// going down from it through kinds with a card in the talon, a used kind
// comes, at most once round the cycle of the 26 kinds.
func endKinds(used, inTalon uint32) uint32 {
	// A kind reaches a used kind, going down from it and it included, if
	// it is used, or in the talon with the kind below reaching one. With
	// the kind below k at bit k-1, that is a carry up through the runs of
	// talon kinds from the bit above a used kind: an addition does it for
	// all of them at once. Two rounds of the cycle side by side let a way
	// down pass kind 0; the upper round's bits are the answer.
	const all = 1<<numKinds - 1
	u := uint64(used) | uint64(used)<<numKinds
	t := uint64(inTalon) | uint64(inTalon)<<numKinds
	start := u << 1 & t // talon kinds just above a used one
	// The carry from the lowest start of each run clears the run's bits
	// above it; later starts of the same run stay set, and count as start.
	reaching := u | start | ((t+start)^t)&t
	r := reaching >> numKinds & all
	// k is an end if the kind below it, k-1, reaches one.
	return uint32((r<<1 | r>>(numKinds-1)) & all)
}

// kindBits[i] is 1 << kindOf(card i).
var kindBits = func() (b [52]uint32) {
	for i := range b {
		b[i] = 1 << kindOf(cardOf(uint(i)))
	}
	return b
}()

// maxChains bounds the chains that the steps of one position may follow.
// Where both twins of many ranks lie in the talon, their number doubles
// with each such rank, and listing them all could take tens of
// milliseconds for one position, with no look at the context in between:
// longer than a cancelled search may go on. The hard lost deals of the
// first 10,000 follow at most 290 from any position; past the bound the
// search gives up (errManyChains), and Solve's next phase decides.
const maxChains = 1 << 12

// errManyChains is why a search with loose cards stopped undecided: a
// position had more than maxChains chains to list.
var errManyChains = errors.New("solve: too many chains from the talon to list")

// newLooseCards returns the loose cards of the search whose root dec
// decodes: dec must be of a draw-1 position.
func newLooseCards(dec *decoder) *looseCards {
	l := &looseCards{dec: dec}
	for _, c := range dec.talon {
		if c.Rank() == dec.base.Rank() {
			continue
		}
		i := cardIndex(c)
		l.talon |= 1 << i
		if i < 32 {
			l.codeLo |= 1 << (2 * i)
		} else {
			l.codeHi |= 1 << (2 * (i - 32))
		}
	}
	return l
}

// cardsUnder is fittingCards turned round: cardsUnder[i] are the indexes
// of the two cards that card i goes on in a column.
var cardsUnder = func() (under [52][2]uint8) {
	var n [52]int
	for j, fits := range fittingCards {
		for _, c := range fits {
			i := cardIndex(c)
			under[i][n[i]] = uint8(j)
			n[i]++
		}
	}
	return under
}()

// retract returns k with every loose card put back into the talon, and the
// cards that this leaves loose, until none is; or k as it is if a column
// is long (DESIGN.md §12).
func (l *looseCards) retract(k key) key {
	for first := true; ; first = false {
		// The cards of the talon whose code is 1, a column's top: bit 2i
		// for card i, in each word.
		lo := k.lo & ^(k.lo >> 1) & l.codeLo
		hi := k.hi & ^(k.hi >> 1) & l.codeHi
		if lo == 0 && hi == 0 || first && k.hasColumnOf(longColumn) {
			return k
		}
		changed := false
		for m := lo; m != 0; m &= m - 1 {
			changed = l.putBack(&k, uint(bits.TrailingZeros64(m))/2) || changed
		}
		for m := hi; m != 0; m &= m - 1 {
			changed = l.putBack(&k, 32+uint(bits.TrailingZeros64(m))/2) || changed
		}
		if !changed {
			return k
		}
	}
}

// putBack puts card i, a top, back into the talon on k if it lies on a
// card, which becomes the top, and reports whether it did.
func (l *looseCards) putBack(k *key, i uint) bool {
	j, ok := k.under(i)
	if ok {
		k.put(cardOf(i), 0)
		k.put(cardOf(j), 1)
	}
	return ok
}

// hasLoose reports whether a column of p has a loose card on top.
func (l *looseCards) hasLoose(p *canfield.Position) bool {
	for j := 0; j < 4; j++ {
		col := canfield.ColumnPile(j)
		if p.Len(col) >= 2 && l.talon&(1<<cardIndex(p.Top(col))) != 0 {
			return true
		}
	}
	return false
}

// long reports whether a column of p and the longest chain of cards of its
// talon that could go on its top have 26 cards or more together: whether
// a chain can end with cycle steps (DESIGN.md §10), which need no card on the
// chain, so that every kind is an end (findEnds). The chain is counted by rank and colour alone,
// so a card may count twice: more than a real chain, never less. An empty
// column, which takes any card once the reserve is empty, counts as long
// when the talon holds 26 cards.
func (l *looseCards) long(p *canfield.Position, talon uint64) bool {
	for j := 0; j < 4; j++ {
		col := canfield.ColumnPile(j)
		n := p.Len(col)
		if n == 0 {
			if bits.OnesCount64(talon) >= longColumn {
				return true
			}
			continue
		}
		for c := p.Top(col); n < longColumn; n++ {
			f := fitting(c)
			if talon&(1<<cardIndex(f[0])) != 0 {
				c = f[0]
			} else if talon&(1<<cardIndex(f[1])) != 0 {
				c = f[1]
			} else {
				break
			}
		}
		if n >= longColumn {
			return true
		}
	}
	return false
}

// appendChain appends the steps that a chain of plays from the talon,
// which began with a, can end with at r (with counts rc and key rk), where
// the chain's last card, end, is the top of the column a played onto: for
// each card that can go on end from the reserve, a foundation or a column,
// the chain and that move (a twin move with the move that needs the twin
// it uncovers, appendChainTwin), and for each card of the talon that can,
// the steps of the chain that goes on with it.
//
// removed holds the places, in the order in which taps turn the talon of
// the position listed (searcher.talonAt), of the chain's cards: they count
// the taps to the next.
func (s *searcher) appendChain(dst []step, a act, prio uint8, r *canfield.Position, rc *pileCounts, rk key, end canfield.Card, removed uint64) []step {
	if s.loose.chains++; s.loose.chains > maxChains {
		s.stopped = errManyChains
		return dst
	}
	to := a.move.To()
	if n := r.Len(to); n >= longColumn || (n == bits.OnesCount64(removed) && hasColumnOf(r, longColumn)) {
		// A chain that makes its column long, or one onto an empty column
		// whose cards can break another's cycle (DESIGN.md §10).
		dst = s.appendCycleSteps(dst, r, rk)
	}
	for _, u := range fitting(end) {
		var m canfield.Move
		switch f := foundationOf(r, u); {
		case isTop(r, canfield.Reserve, u):
			m = canfield.NewMove(canfield.Reserve, to, 1)
		case isTop(r, f, u):
			m = canfield.NewMove(f, to, 1)
		case rk.code(cardIndex(u)) != 0:
			m = columnMove(r, u, to)
		case s.talonMask&(1<<cardIndex(u)) != 0 && removed&(1<<s.talonAt[cardIndex(u)]) == 0 && s.loose.ends&(1<<kindOf(u)) != 0:
			at := s.talonAt[cardIndex(u)]
			depth := bits.OnesCount64(removed)
			next, nc := &s.loose.chain[depth], &s.loose.chainCounts[depth]
			b, ok := playUp(r, u, to, tapsToPlace(int(at)-bits.OnesCount64(removed&(1<<at-1)), r.Len(canfield.Waste), int(rc.talon)), next)
			if !ok {
				continue
			}
			*nc = countsAfter(r, rc, b)
			dst = s.appendChain(dst, a, prio, next, nc, keyAfterCards(r, rk, b, nc.packed()), u, removed|1<<at)
			continue
		default:
			continue
		}
		if !r.CanPlay(m) {
			continue
		}
		use := act{move: m}
		if m.From().IsColumn() && isTwinMove(r, m) {
			dst = s.appendChainTwin(dst, a, prio, r, rc, rk, use)
			continue
		}
		uc := countsAfter(r, rc, use)
		dst = s.listStep(dst, step{first: a, second: use, prio: prio, kind: chain}, keyAfterCards(r, rk, use, uc.packed()))
	}
	return dst
}

// appendChainTwin appends the steps of a chain that ends with tw, a twin
// move from r onto the chain's last card: a free move in DESIGN.md §12's
// argument, so, as §7 argues, only together with a move that needs the
// twin e that it uncovers: e to its foundation, or the card below e from
// the talon to its foundation and then e. (A search with loose cards is
// a search over deep classes, which puts no card on e.) The steps are
// of kind chainTwin: the positions they lead to are rebuilt from their keys.
func (s *searcher) appendChainTwin(dst []step, a act, prio uint8, r *canfield.Position, rc *pileCounts, rk key, tw act) []step {
	from := tw.move.From()
	e := r.Card(from, r.Len(from)-tw.move.Count()-1)
	below := canfield.NewCard(e.Rank().Prev(), e.Suit())
	upNow := goesUp(r, e) // a twin move leaves the foundations alone
	if !upNow && !goesUp(r, below) {
		return dst
	}
	q := *r
	if !playAct(&q, tw) {
		return dst
	}
	// A twin move empties no column: the counts stay rc.
	qk := keyAfterCards(r, rk, tw, rc.packed())
	up := act{move: canfield.NewMove(from, foundationOf(&q, e), 1)}
	if upNow {
		if !q.CanPlay(up.move) {
			return dst
		}
		uc := countsAfter(&q, rc, up)
		return s.listStep(dst, step{first: a, second: up, prio: prio, kind: chainTwin}, keyAfterCards(&q, qk, up, uc.packed()))
	}
	taps, ok := tapsTo(&q, below)
	if !ok {
		return dst
	}
	var bq canfield.Position
	b, ok := playUp(&q, below, foundationOf(&q, below), taps, &bq)
	if !ok {
		return dst
	}
	bc := countsAfter(&q, rc, b)
	bk := keyAfterCards(&q, qk, b, bc.packed())
	if !bq.CanPlay(up.move) {
		return dst
	}
	uc := countsAfter(&bq, &bc, up)
	return s.listStep(dst, step{first: a, second: up, prio: prio, kind: chainTwin}, keyAfterCards(&bq, bk, up, uc.packed()))
}

// playUp makes into out the position q becomes when taps bring u, a card
// of its talon, to the top of the waste and u is played onto pile to, and
// returns that act; false if the engine refuses. It tries guess taps first,
// as bringUp does, of which it is the cheaper form for a move that is
// legal (u goes on to's top): one copy of q, and no trial of the move
// before it is made.
func playUp(q *canfield.Position, u canfield.Card, to canfield.Pile, guess int, out *canfield.Position) (act, bool) {
	*out = *q
	taps := guess
	if guess < 0 || out.TurnStock(guess) != nil || out.Top(canfield.Waste) != u {
		b, ok := bringUp(q, u, to, guess)
		if !ok {
			return act{}, false
		}
		*out = *q
		return b, playAct(out, b)
	}
	m := canfield.NewMove(canfield.Waste, to, 1)
	if out.Play(m) != nil {
		return act{}, false
	}
	return act{move: m, taps: uint8(taps), card: u, waste: uint8(out.Len(canfield.Waste))}, true
}

// tapsToPlace returns how many taps bring the card at place j of a talon
// of n cards, in the order taps turn it, to the top of a waste of w cards
// with draw 1: through the stock, or through the stock, a recycle and the
// waste up to it.
func tapsToPlace(j, w, n int) int {
	if j >= w {
		return j + 1 - w
	}
	return n - w + 1 + j + 1
}

// tapsTo returns how many taps bring c to the top of p's waste with draw
// 1 (tapsToPlace), and false if c is not in p's talon.
func tapsTo(p *canfield.Position, c canfield.Card) (int, bool) {
	pile, i := p.Find(c)
	w, n := p.Len(canfield.Waste), p.Len(canfield.Waste)+p.Len(canfield.Stock)
	switch pile {
	case canfield.Waste:
		return tapsToPlace(i, w, n), true
	case canfield.Stock:
		return tapsToPlace(n-1-i, w, n), true // the stock's top is turned first
	}
	return 0, false
}

// replayChain plays st, a chain step, on a copy of parent into out and
// reports whether every action was legal: its first act, then each card of
// the talon that k, the key of the position st leads to, has on the card
// played before, brought up by taps, and then its last act.
func replayChain(parent *canfield.Position, st step, k key, out *canfield.Position) bool {
	*out = *parent
	if !playAct(out, st.first) {
		return false
	}
	to := st.first.move.To()
	for c := st.first.card; ; {
		code := k.code(cardIndex(c))
		if code < 2 {
			return false
		}
		c = onTop(c, code)
		taps, inTalon := tapsTo(out, c)
		if !inTalon {
			return playAct(out, st.second)
		}
		b, ok := bringUp(out, c, to, taps)
		if !ok || !playAct(out, b) {
			return false
		}
	}
}
