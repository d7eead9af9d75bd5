package solve

import "github.com/canfield-go/canfield"

// Draw 1 stands in for draw 3 (DESIGN.md §11): a position won with draw 3
// is won with draw 1, and one lost with draw 1 is lost with draw 3.

// asDraw1 returns p played by draw 1, whatever its draw mode.
func asDraw1(p *canfield.Position) (canfield.Position, bool) {
	l := p.Layout()
	l.Mode = canfield.Draw1
	q, err := canfield.NewPosition(l)
	return q, err == nil
}
