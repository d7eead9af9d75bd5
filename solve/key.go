package solve

import (
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
//     count and the tap orbit (tapOrbit) in mixed radix. A card
//     not in a column is on a foundation if its foundation's count covers
//     it, else in the reserve if it is in the root's reserve, else in the
//     talon.
//
// The +1 keeps hi, and so every key, non-zero: the zero key marks an empty
// slot of the table.
type key struct{ lo, hi uint64 }

// cardIndex numbers the cards 0–51: (suit − ♠) × 13 + rank − 1.
func cardIndex(c canfield.Card) uint {
	return uint(c.Suit()-canfield.Spades)*canfield.NumRanks + uint(c.Rank()) - 1
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
// each colour is the lower (♠ before ♣, ♥ before ♦), so the high bit of the
// suit counted from ♠ picks the second.
func codeOn(c canfield.Card) uint64 { return 2 + uint64((c.Suit()-canfield.Spades)>>1) }

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

// columnCards returns how many cards the columns hold: the cards whose code
// is not 0.
func (k key) columnCards() int {
	lo, hi := k.inColumns()
	return bits.OnesCount64(lo) + bits.OnesCount64(hi)
}

// inColumns returns the cards in the columns, those whose code is not 0:
// bit 2i of lo for card index i below 32, bit 2(i-32) of hi for the rest.
func (k key) inColumns() (lo, hi uint64) {
	const lowBits = 0x5555555555555555 // the low bit of each card's code
	h := k.hi & (1<<40 - 1)
	return (k.lo | k.lo>>1) & lowBits, (h | h>>1) & lowBits
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
			c := uint(i-1)*canfield.NumRanks + uint(bits.TrailingZeros64(m))/2
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
	return canfield.NewCard(canfield.Rank(i%canfield.NumRanks+1), canfield.Spades+canfield.Suit(i/canfield.NumRanks))
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
