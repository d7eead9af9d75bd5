package solve

import (
	"errors"
	"math/bits"

	"github.com/canfield-go/canfield"
)

// key names a position exactly, up to two symmetries that change nothing a
// player can do: the order of the four columns, and how far the stock has
// been turned within its cycle. It is only meaningful among the positions of
// one search, which all descend from one root position: their reserve is
// always a prefix of the root's reserve and their talon the root's talon
// with cards taken out, so the key need not spell either out.
//
// Layout, 128 bits:
//   - two bits for each of the 52 cards (cards 0–31 in lo, 32–51 in the low
//     40 bits of hi): 0 when the card is not in a column, 1 when it is the
//     top of a column, 2 or 3 when it is in a column under a card of the
//     first or the second suit of the opposite colour. A column is a run
//     (R5.3), so the card on top of a card is that suit's card one rank
//     lower: these codes rebuild every column, and the columns' order is
//     not recorded at all.
//   - the top 24 bits of hi: 1 + the foundations' counts, the reserve's
//     count and the stock's turn class (stockClass) in mixed radix. A card
//     not in a column is on a foundation if its foundation's count covers
//     it, else in the reserve if it is in the root's reserve, else in the
//     talon.
//
// The +1 keeps hi, and so every key, non-zero: the zero key marks an empty
// slot of the table.
type key struct{ lo, hi uint64 }

// cardIndex numbers the cards 0–51: suit × 13 + rank − 1.
func cardIndex(c canfield.Card) uint {
	return uint(c.Suit())*canfield.NumRanks + uint(c.Rank()) - 1
}

// keyOf returns the key of p.
func keyOf(p *canfield.Position) key {
	var k key
	var buf [52]canfield.Card
	for j := 0; j < 4; j++ {
		col := p.AppendPile(buf[:0], canfield.ColumnPile(j))
		if len(col) == 0 {
			continue
		}
		for i, c := range col[:len(col)-1] {
			k.set(cardIndex(c), codeOn(col[i+1]))
		}
		k.set(cardIndex(col[len(col)-1]), 1)
	}
	k.hi |= counts(p) << 40
	return k
}

// codeOn returns the code of a card on which c lies: the first suit of
// each colour is the lower (♠ before ♣, ♥ before ♦), so the suit's high
// bit picks the second.
func codeOn(c canfield.Card) uint64 { return 2 + uint64(c.Suit()>>1) }

// withCounts returns k with counts (packCounts) for its top 24 bits.
func (k key) withCounts(counts uint64) key {
	k.hi = k.hi&(1<<40-1) | counts<<40
	return k
}

// counts returns the top 24 bits of a key: 1 + the counts of p in mixed
// radix.
func counts(p *canfield.Position) uint64 {
	c := countPiles(p)
	return c.packed()
}

// packCounts returns the top 24 bits of a key from the foundations'
// counts, the reserve's count and the stock's turn class: 1 + them in
// mixed radix (decoder.position unpacks them).
func packCounts(f [4]int, reserve, class int) uint64 {
	v := uint64(0)
	for _, n := range f {
		v = v*(canfield.NumRanks+1) + uint64(n)
	}
	v = v*14 + uint64(reserve)
	v = v*stockClasses + uint64(class)
	return v + 1
}

// keyAfter returns the key of child, the position that act st makes from p,
// given k, the key of p. Only the few cards whose codes st changes are
// looked at: the card that moves (or the lowest of a run), the card it
// uncovers, the card it covers, and a card the reserve refills a column
// with (R3.4). The tests check it against keyOf.
func keyAfter(p *canfield.Position, k key, st act, child *canfield.Position) key {
	return keyAfterCards(p, k, st, counts(child))
}

// keyAfterCards is keyAfter given the counts of the result.
func keyAfterCards(p *canfield.Position, k key, st act, counts uint64) key {
	m := st.move
	from, to := m.From(), m.To()
	var moving canfield.Card // the card that moves, or the lowest card of a run
	switch {
	case from.IsColumn():
		n := p.Len(from) - m.Count()
		moving = p.Card(from, n)
		if n > 0 {
			k.put(p.Card(from, n-1), 1)
		} else if r := p.Top(canfield.Reserve); r != 0 {
			k.put(r, 1)
		}
	case from == canfield.Waste:
		moving = st.card
	default:
		moving = p.Top(from)
	}
	switch {
	case to.IsFoundation():
		k.put(moving, 0)
	case to.IsColumn():
		if !from.IsColumn() {
			k.put(moving, 1)
		}
		if top := p.Top(to); top != 0 {
			k.put(top, codeOn(moving))
		}
	}
	return k.withCounts(counts)
}

// keyOfStep returns the key of the position that st makes from p, whose
// key is k and whose counts are c, without making that position, and
// reports whether that position is won. The counts that keyAfter reads from
// the result are worked out from c and the move: a card onto or off a
// foundation, out of the reserve or the talon, and the reserve's refill of a
// column that a column move empties (R3.4). The tests check it against
// keyOf.
func keyOfStep(p *canfield.Position, k key, c *pileCounts, st act) (key, bool) {
	n := countsAfter(p, c, st)
	return keyAfterCards(p, k, st, n.packed()), st.move.To().IsFoundation() && n.packed() >= wonPack
}

// countsAfter returns the counts of the position that st makes from p,
// whose counts are c, worked out from the move as keyOfStep says. It
// updates their packed form by the weights of the counts that change, which
// the search does for every step it lists, rather than packing them anew.
func countsAfter(p *canfield.Position, c *pileCounts, st act) pileCounts {
	n := *c
	m := st.move
	from, to := m.From(), m.To()
	switch {
	case from.IsFoundation():
		n.pack -= foundationWeights[from.Index()]
	case from == canfield.Reserve:
		n.reserve--
		n.pack -= reserveWeight
	case from == canfield.Waste:
		class := stockClassOf(n.mode, int(n.waste), int(n.talon))
		n.waste, n.talon = int32(st.waste), n.talon-1
		n.pack += uint64(stockClassOf(n.mode, int(n.waste), int(n.talon))) - uint64(class)
	case from.IsColumn() && m.Count() == p.Len(from) && n.reserve > 0:
		n.reserve--
		n.pack -= reserveWeight
	}
	if to.IsFoundation() {
		n.pack += foundationWeights[to.Index()]
	}
	return n
}

// pileCounts are the sizes of the piles of a position that a key counts,
// read once for all the steps from it. The foundations' counts are kept
// only in their packed form: the search copies these for every step it
// lists.
type pileCounts struct {
	mode                  canfield.DrawMode
	reserve, waste, talon int32
	pack                  uint64 // packCounts of the counts
}

// packed returns the top 24 bits of a key with the counts c (packCounts).
func (c *pileCounts) packed() uint64 { return c.pack }

// reserveWeight and foundationWeights are what one more card in the
// reserve, or on each foundation, adds to packCounts.
var (
	reserveWeight     = packCounts([4]int{}, 1, 0) - packCounts([4]int{}, 0, 0)
	foundationWeights = func() (w [4]uint64) {
		for i := range w {
			var f [4]int
			f[i] = 1
			w[i] = packCounts(f, 0, 0) - packCounts([4]int{}, 0, 0)
		}
		return w
	}()
)

func countPiles(p *canfield.Position) pileCounts {
	var f [4]int
	for i := range f {
		f[i] = p.Len(canfield.FoundationPile(i))
	}
	reserve, waste := p.Len(canfield.Reserve), p.Len(canfield.Waste)
	talon := waste + p.Len(canfield.Stock)
	return pileCounts{
		mode:    p.DrawMode(),
		reserve: int32(reserve), waste: int32(waste), talon: int32(talon),
		pack: packCounts(f, reserve, stockClassOf(p.DrawMode(), waste, talon)),
	}
}

// put sets the code of card c.
func (k *key) put(c canfield.Card, code uint64) {
	i := cardIndex(c)
	if i < 32 {
		k.lo = k.lo&^(3<<(2*i)) | code<<(2*i)
	} else {
		k.hi = k.hi&^(3<<(2*(i-32))) | code<<(2*(i-32))
	}
}

func (k *key) set(i uint, code uint64) {
	if i < 32 {
		k.lo |= code << (2 * i)
	} else {
		k.hi |= code << (2 * (i - 32))
	}
}

// stockClasses is the number of values stockClass returns.
const stockClasses = 23

// stockClass sorts the ways the talon can be split between stock and waste
// into classes of splits that stock taps turn into one another, so that
// positions that differ only by taps within one class share a key.
//
// With draw 1 every split leads by taps to every other (the stock runs out,
// the waste turns over, and so on), so there is one class. With draw 3,
// taps from an empty waste pass through the waste sizes 0, 3, 6, … and the
// whole talon, then back to 0: those sizes form the cycle, class 0. A waste
// of any other size k can be reached only on the current pass (k, k+3, …
// then the cycle) and never again, so each such k is its own class, 1–22.
func stockClass(p *canfield.Position) int {
	waste := p.Len(canfield.Waste)
	return stockClassOf(p.DrawMode(), waste, waste+p.Len(canfield.Stock))
}

// stockClassOf is stockClass of a talon of n cards with k in the waste.
func stockClassOf(mode canfield.DrawMode, k, n int) int {
	if mode == canfield.Draw1 || k%3 == 0 || k == n {
		return 0
	}
	return k - k/3
}

// tappedFrom holds, for each stock class, the set (bit c for class c) of
// the classes from which taps alone lead to it: to the cycle from every
// other class, whose pass ends in the cycle, and to a waste of k cards off
// the cycle from one of k-3, k-6, … cards. The table refuses a position
// that taps reach from one it holds (see table).
var tappedFrom = func() (from [stockClasses]uint32) {
	waste := func(c int) int { return c + (c-1)/2 } // the inverse of stockClassOf off the cycle
	for c := 1; c < stockClasses; c++ {
		from[0] |= 1 << c
		for b := 1; b < c; b++ {
			if waste(b)%3 == waste(c)%3 {
				from[c] |= 1 << b
			}
		}
	}
	return from
}()

// splitStock returns k without its stock class, and the class.
func (k key) splitStock() (rest uint64, class int) {
	v := k.hi>>40 - 1
	return k.hi&(1<<40-1) | v/stockClasses<<40, int(v % stockClasses)
}

// decoder rebuilds positions from their keys. It knows what a key leaves
// out: the root's reserve and talon, whose cards later positions keep in
// the same order, and the draw mode and base card.
type decoder struct {
	mode    canfield.DrawMode
	base    canfield.Card
	fsuit   [4]canfield.Suit
	reserve []canfield.Card // the root's reserve, bottom to top
	talon   []canfield.Card // the root's talon in the order taps turn it

	buf    [3 * 52]canfield.Card
	layout canfield.Layout
}

func newDecoder(root *canfield.Position) *decoder {
	d := &decoder{mode: root.DrawMode()}
	for i := range d.fsuit {
		d.fsuit[i] = root.FoundationSuit(i)
	}
	d.base = canfield.NewCard(root.StartRank(), d.fsuit[0])
	d.reserve = root.AppendPile(nil, canfield.Reserve)
	d.talon = root.AppendPile(nil, canfield.Waste)
	for k := root.Len(canfield.Stock) - 1; k >= 0; k-- {
		d.talon = append(d.talon, root.Card(canfield.Stock, k))
	}
	return d
}

// counts unpacks what packCounts packed: the foundations' counts, the
// reserve's count and the stock's turn class.
func (k key) counts() (f [4]int, reserve, class int) {
	rest, class := k.splitStock()
	v := rest >> 40
	reserve = int(v % 14)
	v /= 14
	for i := 3; i >= 0; i-- {
		f[i] = int(v % (canfield.NumRanks + 1))
		v /= canfield.NumRanks + 1
	}
	return f, reserve, class
}

// won reports whether k is the key of a won position.
func (k key) won() bool { return k.hi>>40 >= wonPack }

// wonPack is the least packCounts value of a won position, whose four
// foundations are full (R7.1). The foundations' counts are its leading
// digits, each at most 13, so a position is won exactly when its packed
// counts reach it.
var wonPack = packCounts([4]int{canfield.NumRanks, canfield.NumRanks, canfield.NumRanks, canfield.NumRanks}, 0, 0)

// columnCards returns how many cards the columns hold: the cards whose code
// is not 0.
func (k key) columnCards() int {
	const lowBits = 0x5555555555555555
	hi := k.hi & (1<<40 - 1)
	return bits.OnesCount64((k.lo|k.lo>>1)&lowBits) + bits.OnesCount64((hi|hi>>1)&lowBits)
}

// hasColumnOf reports whether a column of k holds n cards or more. It
// walks down from each top, a card at a time: the card under a card is one
// of the two it goes on (cardsUnder), the one whose code names it.
func (k key) hasColumnOf(n int) bool {
	if k.columnCards() < n {
		return false
	}
	suits := k.suits()
	for i, codes := range suits {
		for m := tops(codes); m != 0; m &= m - 1 {
			c := uint(i)*canfield.NumRanks + uint(bits.TrailingZeros64(m))/2
			for length := 1; ; length++ {
				if length >= n {
					return true
				}
				under, ok := k.under(c)
				if !ok {
					break
				}
				c = under
			}
		}
	}
	return false
}

// under returns the index of the card that card i, a column card, lies
// on, and false if it is its column's bottom.
func (k key) under(i uint) (uint, bool) {
	for _, j := range cardsUnder[i] {
		if code := k.code(uint(j)); code >= 2 && uint(cardAbove[j][code-2]) == i {
			return uint(j), true
		}
	}
	return 0, false
}

// code returns the two-bit code of card index i.
func (k key) code(i uint) uint64 {
	if i < 32 {
		return k.lo >> (2 * i) & 3
	}
	return k.hi >> (2 * (i - 32)) & 3
}

// position returns a position with key k: the position itself, up to the
// order of the columns and the turning of the stock within its cycle.
func (d *decoder) position(k key) (canfield.Position, error) {
	fcount, nreserve, class := k.counts()
	l := &d.layout
	*l = canfield.Layout{Mode: d.mode, Base: d.base, Foundations: fcount, Reserve: d.reserve[:nreserve]}
	// onFoundation reports whether a card not in a column is on its
	// foundation rather than in the reserve or the talon.
	start := d.base.Rank()
	onFoundation := func(c canfield.Card) bool {
		level := (int(c.Rank()) - int(start) + canfield.NumRanks) % canfield.NumRanks
		for i, s := range d.fsuit {
			if s == c.Suit() {
				return level < fcount[i]
			}
		}
		return false
	}
	talon := d.buf[:0]
	for _, c := range d.talon {
		if k.code(cardIndex(c)) == 0 && !onFoundation(c) {
			talon = append(talon, c)
		}
	}
	nwaste := 0
	if class > 0 {
		nwaste = class + (class-1)/2 // the inverse of k - k/3
	}
	if nwaste > len(talon) {
		return canfield.Position{}, errBadKey
	}
	l.Waste = talon[:nwaste]
	stock := talon[len(talon):]
	for i := len(talon) - 1; i >= nwaste; i-- {
		stock = append(stock, talon[i])
	}
	l.Stock = stock
	used := len(talon) + len(stock)
	// Columns: a card is a column's bottom if it is in a column and no
	// column card's code names it as the card on top.
	var covered [52]bool
	for i := uint(0); i < 52; i++ {
		if code := k.code(i); code >= 2 {
			covered[cardIndex(onTop(cardOf(i), code))] = true
		}
	}
	rest := d.buf[used:used]
	j := 0
	for i := uint(0); i < 52; i++ {
		if k.code(i) == 0 || covered[i] {
			continue
		}
		if j == 4 {
			return canfield.Position{}, errBadKey
		}
		lo := len(rest)
		for c := cardOf(i); ; {
			rest = append(rest, c)
			code := k.code(cardIndex(c))
			if code == 1 {
				break
			}
			if code == 0 || len(rest)-lo == 52 {
				return canfield.Position{}, errBadKey
			}
			c = onTop(c, code)
		}
		l.Columns[j] = rest[lo:]
		j++
	}
	return canfield.NewPosition(*l)
}

var errBadKey = errors.New("solve: internal error: a key does not decode")

// cardAbove is onTop by cardIndex: cardAbove[i][code-2] is the index of the
// card on card i when its code is code.
var cardAbove = func() (above [52][2]uint8) {
	for i := range above {
		for code := range above[i] {
			above[i][code] = uint8(cardIndex(onTop(cardOf(uint(i)), uint64(code+2))))
		}
	}
	return above
}()

// cardOf is the inverse of cardIndex.
func cardOf(i uint) canfield.Card {
	return canfield.NewCard(canfield.Rank(i%canfield.NumRanks+1), canfield.Suit(i/canfield.NumRanks))
}

// onTop returns the card that lies on c in a column, given c's code (2 or
// 3): one rank lower, of the first or the second suit of the other colour.
func onTop(c canfield.Card, code uint64) canfield.Card {
	first, second := canfield.Spades, canfield.Clubs
	if !c.Suit().Red() {
		first, second = canfield.Hearts, canfield.Diamonds
	}
	suit := first
	if code == 3 {
		suit = second
	}
	return canfield.NewCard(c.Rank().Prev(), suit)
}

// class returns the key of k's class (twins.go): the key of the position
// that twin moves lead to from k's when they put each pair of twins the
// one way round, the run on the first suit's card (♠, ♥) and the second
// suit's card the top, as far as they can. A twin move exchanges the codes
// of its twins, so class plays them on the key: the first pair the other
// way round whose twins lie in two columns, then the next, and so on. A
// move can put the twins of another pair in one column, so the order
// matters; class keeps to one.
func (k key) class() key { return k.round(false) }

// exchangeOne exchanges on k the codes of the twins of the first pair that
// mask (turnMask or swapMask) finds the other way round and that lie in two
// columns, and reports whether there was one. With turnMask that plays a
// twin move on the key.
func (k key) exchangeOne(mask func(first, second uint64) uint64) (key, bool) {
	suits := k.suits()
	for _, pair := range twinSuits {
		for m := mask(suits[pair[0]], suits[pair[1]]); m != 0; m &= m - 1 {
			rank := canfield.Rank(bits.TrailingZeros64(m)/2 + 1)
			f, e := canfield.NewCard(rank, pair[0]), canfield.NewCard(rank, pair[1])
			if k.apart(f, e) {
				cf, ce := k.code(cardIndex(f)), k.code(cardIndex(e))
				k.put(f, ce)
				k.put(e, cf)
				return k, true
			}
		}
	}
	return k, false
}

// deepClass returns the key of k's deep class (twins.go): class, and then
// the pairs of twins that both lie under a card, in two columns, put the one
// way round too, the first suit's card holding the first suit of the other
// colour. Putting a pair the one way round exchanges the codes of its twins
// and so the cards that lie on them; each pair is put round at most once,
// as nothing else changes its codes.
func (k key) deepClass() key { return k.round(true) }

// round returns class, or with deep deepClass.
func (k key) round(deep bool) key {
	if !k.twinsMayMeet() {
		return k.allRound(deep)
	}
	for {
		if turned, ok := k.exchangeOne(turnMask); ok {
			k = turned
			continue
		}
		if !deep {
			return k
		}
		swapped, ok := k.exchangeOne(swapMask)
		if !ok {
			return k
		}
		k = swapped
	}
}

// allRound returns class, or with deep deepClass, for a key whose twins
// cannot meet in one column (twinsMayMeet). Every pair that class or
// deepClass would put the one way round then lies in two columns whatever
// the others do, and whether a pair is the other way round depends on its
// own codes alone, which only its own exchange changes; so all of them are
// put round at once: the codes of each pair's twins exchanged where they
// are the other way round.
func (k key) allRound(deep bool) key {
	suits := k.suits()
	for _, pair := range twinSuits {
		first, second := suits[pair[0]], suits[pair[1]]
		turn := turnMask(first, second)
		if deep {
			turn |= swapMask(first, second)
		}
		d := (first ^ second) & (turn | turn<<1)
		k.xorSuit(pair[0], d)
		k.xorSuit(pair[1], d)
	}
	return k
}

// xorSuit flips the bits of d, 26 bits by rank as suits returns them, in
// the codes of suit s.
func (k *key) xorSuit(s canfield.Suit, d uint64) {
	switch s {
	case canfield.Spades:
		k.lo ^= d
	case canfield.Hearts:
		k.lo ^= d << 26
	case canfield.Diamonds:
		k.lo ^= d << 52
		k.hi ^= d >> 12
	default:
		k.hi ^= d << 14
	}
}

// columnTop returns the index of the top card of the column that holds c,
// a column card: the end of the walk up from c.
func (k key) columnTop(c canfield.Card) uint {
	top := cardIndex(c)
	for code, steps := k.code(top), 0; code >= 2 && steps < 52; code, steps = k.code(top), steps+1 {
		top = uint(cardAbove[top][code-2])
	}
	return top
}

// twinSuits pairs the suits of each colour, the first suit first.
var twinSuits = [2][2]canfield.Suit{{canfield.Spades, canfield.Clubs}, {canfield.Hearts, canfield.Diamonds}}

// twinPair is a pair of twins, cards of one rank and colour (♠ and ♣, ♥
// and ♦), one of which, e, lies in a column under a run, while the other,
// f, is a column's top. When they lie in two columns (key.apart), the run
// on e can move onto f: a twin move.
type twinPair struct{ e, f canfield.Card }

// twinPairs returns the pairs of twins of k, at most one for each column's
// top.
func (k key) twinPairs() (pairs [4]twinPair, n int) {
	suits := k.suits()
	for _, pair := range twinSuits {
		a, b := suits[pair[0]], suits[pair[1]]
		for i, m := range [2]uint64{covered(a) & tops(b), covered(b) & tops(a)} {
			for ; m != 0 && n < len(pairs); m &= m - 1 {
				e := canfield.NewCard(canfield.Rank(bits.TrailingZeros64(m)/2+1), pair[i])
				pairs[n] = twinPair{e: e, f: twinOf(e)}
				n++
			}
		}
	}
	return pairs, n
}

// apart reports whether two twins, both column cards, lie in two columns:
// most often twinsMayMeet tells, and otherwise the walks up from them
// (columnTop).
func (k key) apart(e, f canfield.Card) bool {
	return !k.twinsMayMeet() || k.columnTop(e) != k.columnTop(f)
}

// nested reports whether a column's top has its twin under it, in the
// same column.
func (k key) nested() bool {
	if !k.twinsMayMeet() {
		return false
	}
	pairs, n := k.twinPairs()
	for _, pair := range pairs[:n] {
		if k.columnTop(pair.e) == cardIndex(pair.f) { // f is a top: the walk up from e ends there
			return true
		}
	}
	return false
}

// twinsMayMeet reports whether two twins can lie in one column, in k or in
// any key that exchanges of twins' codes make from it. A column that holds
// both twins of a pair holds the 26 cards from the lower one up to the
// card under the other, and so, ranks repeating every 13 cards and colours
// every 2, under a card, one card of every rank in each colour. An exchange
// swaps the codes of two cards of one rank and colour, so it keeps which
// ranks of each colour have a card under a card. Where one of them has
// none, as in most keys even with half the deck in the columns, no twins
// ever meet.
func (k key) twinsMayMeet() bool {
	s := k.suits()
	black := covered(s[canfield.Spades]) | covered(s[canfield.Clubs])
	red := covered(s[canfield.Hearts]) | covered(s[canfield.Diamonds])
	return black&red == rankBits
}

// suits returns the codes of each suit's 13 cards, 26 bits, by rank: the
// codes of the 52 cards are 104 consecutive bits of lo and hi, ♠ ♥ ♦ ♣ in
// that order, so the ranks of two suits can be compared all at once.
func (k key) suits() [4]uint64 {
	const lane = 1<<26 - 1
	return [4]uint64{
		k.lo & lane,
		k.lo >> 26 & lane,
		(k.lo>>52 | k.hi<<12) & lane,
		k.hi >> 14 & lane,
	}
}

// rankBits is the low bit of each rank's two bits in a suit's codes.
const rankBits = 0x1555555

// tops returns the low bit of each rank whose code in a suit's codes is 1:
// a column's top.
func tops(codes uint64) uint64 { return codes &^ (codes >> 1) & rankBits }

// covered returns the low bit of each rank whose code in a suit's codes is
// 2 or 3: under a run in a column.
func covered(codes uint64) uint64 { return codes >> 1 & rankBits }

// turnMask returns the low bit of each rank whose twins, with the codes
// first and second of the first and the second suit of a colour, a twin
// move puts the one way round: the first suit's card a top, the second's
// under a run.
func turnMask(first, second uint64) uint64 { return tops(first) & covered(second) }

// swapMask returns the low bit of each rank whose twins, with the codes
// first and second, deepClass exchanges: both under a card, code 3 on the
// first suit's card and code 2 on the second's.
func swapMask(first, second uint64) uint64 {
	return first & (first >> 1) & (second >> 1) &^ second & rankBits
}
