package canfield

// action is one played Move with what Undo needs to reverse it exactly.
type action struct {
	move   Move
	turned uint8 // cards a stock tap turned; 0 when it turned the waste back over
	refill bool  // the move emptied its column and the reserve refilled it (R3.4)
}

// Play makes the move m, or refuses it with a *MoveError that wraps
// ErrIllegalMove and says why. A refused move changes nothing: not the
// piles, not the score, not the undo history.
func (g *Game) Play(m Move) error {
	if g.busy {
		return busyError(m, "")
	}
	if r := g.state.check(m); r.refused() {
		return r.err(m)
	}
	a := g.state.apply(m)
	g.push(a)
	if g.listeners != nil {
		g.emitAction(a)
	}
	return nil
}

// check returns why m is illegal in the position, or the zero refusal if
// it is legal. The refusal is a small value, so that checking a legal move
// costs no allocation.
func (s *state) check(m Move) refusal {
	if m.from == Stock {
		switch {
		case m.to != Waste:
			return why(StockToWasteOnly)
		case s.ntalon == 0:
			return why(NoCardsToTurn)
		}
		return refusal{}
	}
	switch {
	case m.to == Reserve:
		return why(NothingOnReserve)
	case m.to == Waste || m.to == Stock:
		return why(WasteFromStockOnly)
	case !m.to.IsFoundation() && !m.to.IsColumn():
		return whyPile(NoSuchDestination, m.to)
	}
	var c Card // the lowest card that moves
	switch {
	case m.from == Reserve:
		if s.nreserve == 0 {
			return whyPile(PileEmpty, Reserve)
		}
		c = s.reserve[s.nreserve-1]
	case m.from == Waste:
		if s.nwaste == 0 {
			return whyPile(PileEmpty, Waste)
		}
		c = s.talon[s.nwaste-1]
	case m.from.IsFoundation():
		i := m.from.Index()
		if s.fcount[i] == 0 {
			return whyPile(PileEmpty, m.from)
		}
		if !m.to.IsColumn() {
			return why(TakeBackToColumnOnly)
		}
		c = s.foundationCard(i, int(s.fcount[i])-1)
	case m.from.IsColumn():
		i, n := m.from.Index(), int(m.count)
		switch {
		case s.ncol[i] == 0:
			return whyPile(PileEmpty, m.from)
		case n == 0:
			return why(NoCardsMoved)
		case n > int(s.ncol[i]):
			return refusal{reason: TooFewCards, pile: m.from, count: s.ncol[i]}
		case m.to == m.from:
			return why(OntoItself)
		case n > 1 && m.to.IsFoundation():
			return why(OneCardToFoundation)
		}
		c = s.cols[i][int(s.ncol[i])-n]
	default:
		return whyPile(NoSuchSource, m.from)
	}
	if m.to.IsFoundation() {
		return s.foundationRefusal(c, m.to.Index())
	}
	j := m.to.Index()
	if s.ncol[j] == 0 {
		return refusal{} // R3.5
	}
	top := s.cols[j][s.ncol[j]-1]
	switch {
	case c.Red() == top.Red():
		return refusal{reason: SameColour, card: c, onto: top}
	case c.Rank() != top.Rank().Prev():
		return refusal{reason: WrongRank, card: c, onto: top}
	}
	return refusal{}
}

// foundationRefusal returns why foundation f does not take c, or the zero
// refusal.
func (s *state) foundationRefusal(c Card, f int) refusal {
	p := FoundationPile(f)
	// A full foundation holds every card of its suit (R4.3), so the suit
	// refuses every card that could move onto it.
	switch {
	case s.fsuit[f] != c.Suit():
		return refusal{reason: WrongSuit, card: c, pile: p, suit: s.fsuit[f]}
	case c.Rank() != s.rankAt(int(s.fcount[f])):
		next := NewCard(s.rankAt(int(s.fcount[f])), c.Suit())
		if s.fcount[f] == 0 {
			return refusal{reason: NotStartRank, card: c, pile: p, onto: next}
		}
		return refusal{reason: NotNextRank, card: c, pile: p, onto: next}
	}
	return refusal{}
}

// apply makes a legal move and returns how to undo it.
func (s *state) apply(m Move) action {
	a := action{move: m}
	if m.from == Stock {
		w := s.wasteAfterTap(s.nwaste)
		if w > s.nwaste {
			a.turned = w - s.nwaste
		}
		s.nwaste = w
		return a
	}
	switch {
	case m.to.IsFoundation():
		s.fcount[m.to.Index()]++
		s.score += a.points()
		s.take(m.from, 1)
	default:
		j := m.to.Index()
		n := int(m.count)
		col := &s.cols[j]
		if m.from.IsColumn() {
			i := m.from.Index()
			copy(col[s.ncol[j]:], s.cols[i][int(s.ncol[i])-n:s.ncol[i]])
		} else {
			col[s.ncol[j]] = s.topCard(m.from)
		}
		s.ncol[j] += uint8(n)
		s.take(m.from, n)
	}
	if m.from.IsColumn() && s.ncol[m.from.Index()] == 0 && s.nreserve > 0 {
		// R3.4: the emptied column is refilled at once, in the same action.
		i := m.from.Index()
		s.nreserve--
		s.cols[i][0] = s.reserve[s.nreserve]
		s.reserve[s.nreserve] = 0
		s.ncol[i] = 1
		a.refill = true
	}
	return a
}

// topCard returns the free card of a reserve, waste or foundation source.
func (s *state) topCard(p Pile) Card {
	switch {
	case p == Reserve:
		return s.reserve[s.nreserve-1]
	case p == Waste:
		return s.talon[s.nwaste-1]
	case p.IsFoundation():
		return s.foundationCard(p.Index(), int(s.fcount[p.Index()])-1)
	}
	return s.cols[p.Index()][s.ncol[p.Index()]-1]
}

// take removes the top n cards of a source pile, zeroing their slots.
func (s *state) take(p Pile, n int) {
	switch {
	case p == Reserve:
		s.nreserve--
		s.reserve[s.nreserve] = 0
	case p == Waste:
		// Close the gap: the stock lies after the waste in talon.
		copy(s.talon[s.nwaste-1:], s.talon[s.nwaste:s.ntalon])
		s.ntalon--
		s.nwaste--
		s.talon[s.ntalon] = 0
	case p.IsFoundation():
		s.fcount[p.Index()]--
	default:
		i := p.Index()
		k := int(s.ncol[i]) - n
		clear(s.cols[i][k:s.ncol[i]])
		s.ncol[i] = uint8(k)
	}
}

// drawOne reports whether the stock turns one card at a time. The draw mode
// lives in the state so that state alone can be played.
func (s *state) drawOne() bool { return s.mode == Draw1 }

// wasteAfterTap returns the waste's size after a stock tap when it holds w
// of the talon's cards: three more (R6.1; one with draw 1, fewer if fewer
// are left), or none when the stock is empty, as the waste turns over as it
// is, order kept (R6.2).
func (s *state) wasteAfterTap(w uint8) uint8 {
	if w == s.ntalon {
		return 0
	}
	n := uint8(3)
	if s.drawOne() {
		n = 1
	}
	return w + min(n, s.ntalon-w)
}

// wasteAfterTaps returns the waste's size after n stock taps (n >= 0) when
// it holds w of the talon's cards, as n calls of wasteAfterTap would, in
// constant time: the taps fill the waste up to the whole talon, turn it
// over, and then go round a cycle of the sizes 0, d, 2d, … and the whole
// talon, d being the cards a tap turns. The talon must not be empty.
func (s *state) wasteAfterTaps(w uint8, n int) uint8 {
	d, talon := 3, int(s.ntalon)
	if s.drawOne() {
		d = 1
	}
	toFull := (talon - int(w) + d - 1) / d
	if n <= toFull {
		return uint8(min(int(w)+n*d, talon))
	}
	n = (n - toFull - 1) % ((talon+d-1)/d + 1)
	return uint8(min(n*d, talon))
}
