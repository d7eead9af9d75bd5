package solve

import "github.com/canfield-go/canfield"

// Draw 1 can do whatever draw 3 does. The two modes differ only in how far
// a tap turns the talon: draw 3 turns up to three cards, draw 1 one (R6.1);
// both keep the talon's order and recycle the whole waste when the stock is
// empty (R6.2), and every other rule is the same. So a draw-3 tap is the one
// to three draw-1 taps that turn the same cards, and a recycle is a recycle:
// every draw-3 line has a draw-1 line through the same piles (draw1Line). A
// position won with draw 3 is therefore won with draw 1, and one lost with
// draw 1 is lost with draw 3.
//
// Solve uses the first half for draw 1 (see phases): the draw-3 game has
// fewer moves, and a best-first search of it finds some draw-1 wins far
// sooner than a search of draw 1 itself (CF1-D1-AAAAGNM: won in 1,242
// draw-3 positions, where the draw-1 phases searched millions). It uses
// the second half for draw 3 with loose cards put back (loose.go), which
// only draw 1 allows: its search proves CF1-D3-AAAADWL and -KDF lost in
// one to three seconds, where the draw-3 search took 5 and 49 s.
// The real draw-1 game would not pay so: its search takes as long as the
// draw-3 one as often as not, and is the cheaper proof only on the hardest
// lost deals, and then far beyond a few seconds: CF1-D1-AAAAKDF was lost
// in 33 s and 11.8 million positions, where CF1-D3-AAAAKDF took 74 s and
// 30.8 million; CF1-D1-AAAAJGR in 15 minutes and 103 million, where the
// draw-3 search had not finished after 168 million. The tests check both
// halves on whole deals.

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
