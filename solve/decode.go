package solve

import (
	"errors"

	"github.com/canfield-go/canfield"
)

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

// position returns a position with key k: the position itself, up to the
// order of the columns and the turning of the stock within its cycle.
func (d *decoder) position(k key) (canfield.Position, error) {
	fcount, nreserve, orbit := k.counts()
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
	if orbit > 0 {
		nwaste = orbit + (orbit-1)/2 // the inverse of k - k/3
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
