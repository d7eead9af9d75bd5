package solve

import (
	"math/bits"

	"github.com/canfield-go/canfield"
)

// class returns the key of k's class (DESIGN.md §8): the key of the position
// that twin moves lead to from k's when they put each pair of twins the
// one way round, the run on the first suit's card (♠, ♥) and the second
// suit's card the top, as far as they can. A twin move exchanges the codes
// of its twins, so class plays them on the key: the first pair the other
// way round whose twins lie in two columns, then the next, and so on. A
// move can put the twins of another pair in one column, so the order
// matters; class keeps to one.
func (k key) class() key { return k.round(false) }

// exchangeApart exchanges on k the codes of the twins of the first pair
// that turnMask, or with swap swapMask, finds the other way round and that
// lie in two columns, and reports whether there was one. Without swap that
// plays a twin move on the key. Which twins lie in two columns cols tells,
// kept up to date as the runs on two twins change columns, or where cols
// is nil the walks up from them (apart): a key that needs few exchanges
// costs less to walk than to read whole.
func (k *key) exchangeApart(swap bool, cols *keyColumns) bool {
	suits := k.suits()
	for _, pair := range twinSuits {
		m := turnMask(suits[pair[0]], suits[pair[1]])
		if swap {
			m = swapMask(suits[pair[0]], suits[pair[1]])
		}
		for ; m != 0; m &= m - 1 {
			rank := canfield.Rank(bits.TrailingZeros64(m)/2 + 1)
			f, e := canfield.NewCard(rank, pair[0]), canfield.NewCard(rank, pair[1])
			fi, ei := cardIndex(f), cardIndex(e)
			if cols == nil {
				if !k.apart(f, e) {
					continue
				}
			} else if cols.of[fi] == cols.of[ei] {
				continue
			} else {
				cols.exchangeRuns(fi, ei)
			}
			cf, ce := k.code(fi), k.code(ei)
			k.put(f, ce)
			k.put(e, cf)
			return true
		}
	}
	return false
}

// keyColumns is where a key's column cards lie, for round: the cards of
// each column from its bottom up, by cardIndex, and each card's column and
// place in it. The columns are numbered as they are met, not in the
// position's order, which keys leave out.
type keyColumns struct {
	cards [4][52]uint8
	n     [4]uint8  // the cards in each column
	of    [52]uint8 // each card's column; noColumn for the others
	at    [52]uint8 // each column card's place in its column, 0 at the bottom
}

const noColumn = 4

// readColumns sets cols to the columns of k: a walk up from each column's
// bottom card, the column card that lies on none. The bottom cards are
// found for all suits at once: the card on a card of rank r is of rank
// r−1, of the suit that the card's code names (codeOn).
func (k key) readColumns(cols *keyColumns) {
	cols.of = noColumns
	codes := k.suits()
	var on [canfield.NumSuits + 1]uint64 // by suit, the low bit of each rank whose card lies on a card
	for _, s := range [4]canfield.Suit{canfield.Spades, canfield.Hearts, canfield.Diamonds, canfield.Clubs} {
		under := covered(codes[s])
		second := under & codes[s] // code 3: the second suit of the other colour lies on it
		first := under &^ second
		if s == canfield.Spades || s == canfield.Clubs {
			on[canfield.Hearts] |= rankBelow(first)
			on[canfield.Diamonds] |= rankBelow(second)
		} else {
			on[canfield.Spades] |= rankBelow(first)
			on[canfield.Clubs] |= rankBelow(second)
		}
	}
	c := uint8(0)
	for s := range codes {
		for b := (codes[s] | codes[s]>>1) & rankBits &^ on[s]; b != 0 && c < noColumn; b &= b - 1 {
			i, n := uint(s-1)*canfield.NumRanks+uint(bits.TrailingZeros64(b))/2, uint8(0)
			for n < 52 {
				cols.cards[c][n], cols.of[i], cols.at[i] = uint8(i), c, n
				n++
				code := k.code(i)
				if code < 2 {
					break
				}
				i = uint(cardAbove[i][code-2])
			}
			cols.n[c] = n
			c++
		}
	}
}

// rankBelow moves each rank's bit of a suit's codes to the rank below,
// the ace's to the king's (R1.2).
func rankBelow(ranks uint64) uint64 { return ranks>>2 | (ranks&1)<<(2*(canfield.NumRanks-1)) }

// noColumns is keyColumns.of with no card in a column.
var noColumns = func() (of [52]uint8) {
	for i := range of {
		of[i] = noColumn
	}
	return of
}()

// exchangeRuns moves the run on each of the column cards f and e, which
// lie in two columns, onto the other.
func (cols *keyColumns) exchangeRuns(f, e uint) {
	cf, ce := cols.of[f], cols.of[e]
	af, ae := cols.at[f]+1, cols.at[e]+1
	var buf [52]uint8
	onF := buf[:copy(buf[:], cols.cards[cf][af:cols.n[cf]])]
	cols.put(cf, af, cols.cards[ce][ae:cols.n[ce]])
	cols.put(ce, ae, onF)
}

// put makes run the cards of column c from place at up.
func (cols *keyColumns) put(c, at uint8, run []uint8) {
	copy(cols.cards[c][at:], run)
	for j, x := range run {
		cols.of[x], cols.at[x] = c, at+uint8(j)
	}
	cols.n[c] = at + uint8(len(run))
}

// deepClass returns the key of k's deep class (DESIGN.md §9): class, and then
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
	n := k.otherWayRound(deep)
	if n == 0 {
		return k // every pair is the one way round: nothing to exchange
	}
	// Which twins lie in two columns: with few pairs to exchange, the
	// walks up from them cost less than reading every column; with many,
	// reading the columns once and keeping them up to date costs less
	// than walking again after each exchange.
	var cols *keyColumns
	var read keyColumns
	if n >= readColumnsFrom {
		k.readColumns(&read)
		cols = &read
	}
	for k.exchangeApart(false, cols) || (deep && k.exchangeApart(true, cols)) {
	}
	return k
}

// readColumnsFrom is how many pairs the other way round make round read
// the columns of a key whose twins may meet. Reading them costs about as
// much as walking up from the twins of two pairs (BenchmarkKeyColumns);
// keys of positions of games played by random moves often have many pairs
// to put round, those of a hard deal's search mostly few, and 8 served
// both best.
const readColumnsFrom = 8

// otherWayRound returns how many pairs of twins are the other way round
// for class, or with deep for deepClass. Only a pair's own exchange
// changes its codes, so round exchanges at most that many, and none
// where there are none.
func (k key) otherWayRound(deep bool) int {
	suits := k.suits()
	n := 0
	for _, pair := range twinSuits {
		first, second := suits[pair[0]], suits[pair[1]]
		n += bits.OnesCount64(turnMask(first, second))
		if deep {
			n += bits.OnesCount64(swapMask(first, second))
		}
	}
	return n
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
func (k key) suits() [canfield.NumSuits + 1]uint64 {
	const lane = 1<<26 - 1
	return [canfield.NumSuits + 1]uint64{
		0, // the zero Suit, no suit, has no cards
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
