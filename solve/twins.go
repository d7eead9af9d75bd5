package solve

import "github.com/canfield-go/canfield"

// Twin steps: a twin move is listed only together with a move that needs
// the card it uncovers (DESIGN.md §7). The keys of twin classes and deep
// classes are in classes.go (DESIGN.md §8, §9).

// twinOf returns the other card of c's rank and colour.
func twinOf(c canfield.Card) canfield.Card {
	return canfield.NewCard(c.Rank(), canfield.Spades+canfield.Clubs-c.Suit())
}

// appendTwinSteps appends to dst the twin moves from p, each with each act
// after it that needs the twin it uncovers (DESIGN.md §7), as steps. talon is
// p's talon moves. Their keys go into s.keys beside them, as appendSteps
// lists compound steps.
func (s *searcher) appendTwinSteps(dst []step, p *canfield.Position, k key, talon []canfield.TalonMove) []step {
	pairs, n := k.twinPairs()
	// A run that carries e onto the top of the run that left it needs a
	// long column, even with draw 1 where a card from the talon can go on
	// that top first (DESIGN.md §7).
	stacks := hasLongColumn(p)
	for _, pair := range pairs[:n] {
		// appendTwinStepsOf finds no twin move when the pair lies in one
		// column.
		if stacks || s.needsTop(p, k, pair.e, talon) {
			dst = s.appendTwinStepsOf(dst, p, k, pair.e, talon)
		}
	}
	return dst
}

// needsTop reports whether any card could move onto e, or e to its
// foundation, if e were a column's top in p: whether the twin move that
// uncovers e can have a step (in a deep search, only e to its foundation,
// with draw 1 after the card under it). Most often it cannot, and the
// position after it is never made. talon is p's talon moves: a card from
// the talon goes on e after the twin move where it goes on e's twin in p,
// after the same taps.
func (s *searcher) needsTop(p *canfield.Position, k key, e canfield.Card, talon []canfield.TalonMove) bool {
	if goesUp(p, e) {
		return true
	}
	// Of the two cards that go on e, one lies on it: only the other, u,
	// could come, from a column, the reserve, a foundation or the talon. A
	// deep search puts no card on e (appendTwinStepsOf): no u.
	var u canfield.Card
	if s.cfg.join != byDeepClass {
		u = twinOf(onTop(e, k.code(cardIndex(e))))
		if k.code(cardIndex(u)) != 0 || isTop(p, canfield.Reserve, u) ||
			isTop(p, foundationOf(p, u), u) {
			return true
		}
	}
	draw1 := p.DrawMode() == canfield.Draw1
	below := canfield.NewCard(e.Rank().Prev(), e.Suit())
	for _, t := range talon {
		if to := t.Move.To(); (t.Card == u && to.IsColumn()) || (draw1 && t.Card == below && to.IsFoundation()) {
			return true
		}
	}
	return false
}

// appendTwinStepsOf appends the steps that move the run on e onto e's twin
// and then need e to be a top: e to its foundation, and, unless the search
// is deep, cards onto e (DESIGN.md §9). The
// engine lists the acts after the twin move (AppendMovesFrom), and with
// draw 1 a play from the talon goes with its use, as in appendSteps. talon
// is p's talon moves.
func (s *searcher) appendTwinStepsOf(dst []step, p *canfield.Position, k key, e canfield.Card, talon []canfield.TalonMove) []step {
	m, ok := twinMove(p, e)
	if !ok {
		return dst
	}
	q := *p
	if q.Play(m) != nil {
		return dst
	}
	// A twin move leaves every count as it was, s.pc: it empties no
	// column.
	qk := keyAfterCards(p, k, act{move: m}, s.pc.packed())
	col, twin := m.From(), uint8(cardIndex(e)+1)
	add := func(a act) {
		ck, _ := keyOfStep(&q, qk, &s.pc, a)
		dst = s.listStep(dst, step{first: a, prio: priority(&q, a.move, int(a.taps), s.cfg.wasteLate), twin: twin}, ck)
	}
	// From e's column: e to its foundation, and a run that carries e onto
	// the top of the run that has just left it, whose lowest card goes
	// there only if e's column was long (DESIGN.md §7).
	up, onRun := goesUp(&q, e), q.Len(col)+m.Count() >= longColumn
	if up || onRun {
		f := foundationOf(&q, e)
		s.pileMoves = q.AppendMovesFrom(s.pileMoves[:0], col)
		for _, mv := range s.pileMoves {
			if (up && mv.To() == f) || (onRun && mv.To() == m.To()) {
				add(act{move: mv})
			}
		}
	}
	// Cards onto e from the reserve, a foundation or a column; not the
	// run that has just left e, which would make p again. The engine says
	// whether each is legal. A deep search puts none on e.
	var onto [2]canfield.Card
	if s.cfg.join != byDeepClass {
		onto = fitting(e)
	}
	back := canfield.NewMove(m.To(), col, m.Count())
	for _, u := range onto {
		if u == 0 {
			continue
		}
		if isTop(&q, canfield.Reserve, u) {
			if mv := canfield.NewMove(canfield.Reserve, col, 1); q.CanPlay(mv) {
				add(act{move: mv})
			}
		}
		if f := foundationOf(&q, u); isTop(&q, f, u) {
			if mv := canfield.NewMove(f, col, 1); q.CanPlay(mv) {
				add(act{move: mv})
			}
		}
		if qk.code(cardIndex(u)) != 0 {
			if mv := columnMove(&q, u, col); mv != back && q.CanPlay(mv) {
				add(act{move: mv})
			}
		}
	}
	// Cards from the talon onto e, and with draw 1 the play of the card
	// under e on its foundation, then e. The taps that bring a card up
	// are those of p's talon moves: the twin move left the talon alone.
	draw1 := q.DrawMode() == canfield.Draw1
	below := canfield.NewCard(e.Rank().Prev(), e.Suit())
	var done uint64 // the cards tried: p's talon moves list a card once for each place it can go
	for _, t := range talon {
		if done&(1<<cardIndex(t.Card)) != 0 {
			continue
		}
		var a act
		switch {
		case t.Card == onto[0] || t.Card == onto[1]:
			r := q
			if r.TurnStock(t.Taps) != nil {
				continue
			}
			onE := canfield.NewMove(canfield.Waste, col, 1)
			if !r.CanPlay(onE) {
				continue
			}
			a = act{move: onE, taps: uint8(t.Taps), card: t.Card}
		case draw1 && t.Card == below && t.Move.To().IsFoundation():
			a = act{move: t.Move, taps: uint8(t.Taps), card: t.Card}
		default:
			continue
		}
		done |= 1 << cardIndex(t.Card)
		a.waste = uint8(t.Waste - 1) // the twin move left the talon alone
		if !draw1 {
			add(a)
			continue
		}
		dst = s.appendTwinUses(dst, &q, qk, a, t.Taps, twin)
	}
	// With draw 1, a card from the talon onto the top of the run that has
	// just left e, with its use: a run that carries e onto that card,
	// whose lowest card goes there only if e's column held 25 cards or
	// more (DESIGN.md §7). In p the card went on the same top, in e's column.
	if draw1 && q.Len(col)+m.Count() >= longColumn-1 {
		for _, t := range talon {
			if t.Move.To() != col {
				continue
			}
			r := q
			onRun := canfield.NewMove(canfield.Waste, m.To(), 1)
			if r.TurnStock(t.Taps) != nil || !r.CanPlay(onRun) {
				continue
			}
			a := act{move: onRun, taps: uint8(t.Taps), card: t.Card, waste: uint8(t.Waste - 1)}
			dst = s.appendTwinUses(dst, &q, qk, a, t.Taps, twin)
		}
	}
	return dst
}

// appendTwinUses appends the compound steps of a, a play from the talon
// after a twin move that made q (with key qk), and each move that uses its
// card, as appendUses lists them; twin marks them as twin steps.
func (s *searcher) appendTwinUses(dst []step, q *canfield.Position, qk key, a act, taps int, twin uint8) []step {
	first := len(dst)
	dst = s.appendUses(dst, q, qk, &s.pc, a, priority(q, a.move, taps, s.cfg.wasteLate))
	for i := first; i < len(dst); i++ {
		dst[i].twin = twin
	}
	return dst
}

// twinMove returns the move that carries the run on e, which lies in a
// column of p under other cards, onto e's twin, a column's top; false if p
// has no such move.
func twinMove(p *canfield.Position, e canfield.Card) (canfield.Move, bool) {
	to, top := p.Find(twinOf(e))
	from, i := p.Find(e)
	if !to.IsColumn() || !from.IsColumn() || from == to || top != p.Len(to)-1 || i >= p.Len(from)-1 {
		return canfield.Move{}, false
	}
	return canfield.NewMove(from, to, p.Len(from)-1-i), true
}

// isTwinMove reports whether m carries the run on a card of a column onto
// that card's twin.
func isTwinMove(p *canfield.Position, m canfield.Move) bool {
	from, to := m.From(), m.To()
	n, nt := p.Len(from)-m.Count(), p.Len(to)
	return n > 0 && nt > 0 && p.Top(to) == twinOf(p.Card(from, n-1))
}

// hasLongColumn reports whether a column of p is long enough for a step to
// carry a run onto the card 25 places above its lowest card (DESIGN.md §7,
// §9): 26 cards or more, or with draw 1 25 cards whose top takes a card of
// the talon, which a step can put there before the move that uses it.
func hasLongColumn(p *canfield.Position) bool {
	if p.DrawMode() != canfield.Draw1 {
		return hasColumnOf(p, longColumn)
	}
	for j := 0; j < 4; j++ {
		col := canfield.ColumnPile(j)
		switch n := p.Len(col); {
		case n >= longColumn:
			return true
		case n == longColumn-1 && takesFromTalon(p, p.Top(col)):
			return true
		}
	}
	return false
}

// takesFromTalon reports whether a card of p's talon goes on c.
func takesFromTalon(p *canfield.Position, c canfield.Card) bool {
	for _, t := range fitting(c) {
		if t == 0 {
			continue
		}
		if pile, _ := p.Find(t); pile == canfield.Stock || pile == canfield.Waste {
			return true
		}
	}
	return false
}

// hasColumnOf reports whether a column of p holds n cards or more.
func hasColumnOf(p *canfield.Position, n int) bool {
	for j := 0; j < 4; j++ {
		if p.Len(canfield.ColumnPile(j)) >= n {
			return true
		}
	}
	return false
}
