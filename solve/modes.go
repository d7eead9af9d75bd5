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

// asDraw3 returns p played by draw 3 instead of draw 1.
func asDraw3(p *canfield.Position) (canfield.Position, bool) {
	l := p.Layout()
	l.Mode = canfield.Draw3
	q, err := canfield.NewPosition(l)
	return q, err == nil
}

// draw1Line returns the draw-1 line from p, a position played by draw 1,
// that goes through the piles that line goes through from p played by draw
// 3: each draw-3 tap becomes the draw-1 taps that turn the same cards. It
// reports false if line is not legal with draw 3 from p, or a draw-1 action
// is refused, which the argument above rules out.
func draw1Line(p *canfield.Position, line []canfield.Move) ([]canfield.Move, bool) {
	p3, ok := asDraw3(p)
	if !ok {
		return nil, false
	}
	p1 := *p
	out := make([]canfield.Move, 0, len(line))
	for _, m := range line {
		if p3.Play(m) != nil {
			return nil, false
		}
		if !m.IsStockTap() {
			if p1.Play(m) != nil {
				return nil, false
			}
			out = append(out, m)
			continue
		}
		// Up to three cards turned, or a recycle: draw 1 has the waste
		// as long again within three taps, or recycles in one.
		for taps := 1; ; taps++ {
			if p1.Play(canfield.StockTap()) != nil {
				return nil, false
			}
			out = append(out, canfield.StockTap())
			if p1.Len(canfield.Waste) == p3.Len(canfield.Waste) {
				break
			}
			if taps == 3 {
				return nil, false
			}
		}
	}
	return out, true
}
