package solve

import (
	"slices"

	"github.com/canfield-go/canfield"
)

// appendSteps appends the steps from p, whose key is k, best first, and
// returns the extended slice. The moves are the engine's own
// (Position.AppendMoves, AppendTalonMoves): the search never decides by
// itself what is legal. It narrows the choice as DESIGN.md argues: taps
// folded into the waste's moves (§2), no column swaps (§3), with draw 1 a
// play from the talon only with its use (§4) and a start card in the
// talon up at once (§5), twin moves only with the moves that need them
// (§7), and in a search over deep classes the cycle steps (§10).
//
// Alongside dst it fills s.keys, which must have room for len(dst) keys: for
// a compound step or a twin's step, the key of the position it leads to,
// which is worked out while the step is made; for other steps the zero key,
// for the caller to fill in (keyOfStep).
func (s *searcher) appendSteps(dst []step, p *canfield.Position, k key) []step {
	s.pc = countPiles(p)
	if s.loose != nil {
		s.loose.chains = 0
	}
	lo := len(dst)
	s.keys = s.keys[:lo]
	talonLo := len(s.talon)
	s.talon = p.AppendTalonMoves(s.talon)
	draw1 := p.DrawMode() == canfield.Draw1
	if draw1 && len(s.talon) > talonLo {
		s.readTalon(p)
		if s.loose != nil {
			s.loose.findEnds(p, k, s.talonMask)
		}
	}
	if draw1 {
		if t, ok := startCardUp(p, s.talon[talonLo:]); ok {
			s.talon = s.talon[:talonLo]
			return s.listStep(dst, step{first: talonAct(t)}, key{})
		}
	}
	s.moves = p.AppendMoves(s.moves[:0])
	for _, m := range s.moves {
		from, to := m.From(), m.To()
		switch {
		case from == canfield.Stock || from == canfield.Waste:
			continue
		case from.IsColumn() && to.IsColumn() && p.Len(to) == 0 && m.Count() == p.Len(from):
			continue
		case from.IsColumn() && to.IsColumn() && isTwinMove(p, m):
			continue // only with a move that needs the twin it uncovers: appendTwinSteps
		}
		dst = s.listStep(dst, step{first: act{move: m}, prio: priority(p, m, 0, s.cfg.wasteLate)}, key{})
	}
	for i := talonLo; i < len(s.talon); i++ {
		t := s.talon[i]
		a := talonAct(t)
		to := t.Move.To()
		prio := priority(p, t.Move, t.Taps, s.cfg.wasteLate)
		switch {
		case to.IsFoundation() && p.Len(to) == canfield.NumRanks-1:
			dst = s.listStep(dst, step{first: a, prio: prio}, key{})
		case !draw1:
			dst = s.listStep(dst, step{first: a, prio: prio}, key{})
		default:
			dst = s.appendUses(dst, p, k, &s.pc, a, prio)
		}
	}
	dst = s.appendTwinSteps(dst, p, k, s.talon[talonLo:])
	if s.cfg.cycles {
		dst = s.appendCycleSteps(dst, p, k)
	}
	s.talon = s.talon[:talonLo]
	sortSteps(dst[lo:], s.keys[lo:])
	return dst
}

// talonAct is the act of the talon move t.
func talonAct(t canfield.TalonMove) act {
	return act{move: t.Move, taps: uint8(t.Taps), card: t.Card, waste: uint8(t.Waste - 1)}
}

// startCardUp returns the play of a start card from the talon to its
// foundation, if talon, p's talon moves, has one.
func startCardUp(p *canfield.Position, talon []canfield.TalonMove) (canfield.TalonMove, bool) {
	for _, t := range talon {
		if t.Card.Rank() == p.StartRank() && t.Move.To().IsFoundation() {
			return t, true
		}
	}
	return canfield.TalonMove{}, false
}

// readTalon sets s.talonMask and s.talonAt from p's talon, the talon in
// the order the taps turn it: the waste from its bottom, then the stock
// from its top. A card's place in it is the size of the waste that has it
// on top, less one.
func (s *searcher) readTalon(p *canfield.Position) {
	s.cards = p.AppendPile(s.cards[:0], canfield.Waste)
	w := len(s.cards)
	s.cards = p.AppendPile(s.cards, canfield.Stock)
	slices.Reverse(s.cards[w:])
	s.talonMask = 0
	for i, c := range s.cards {
		s.talonMask |= 1 << cardIndex(c)
		s.talonAt[cardIndex(c)] = uint8(i)
	}
}

// listStep appends st to dst and k to s.keys.
func (s *searcher) listStep(dst []step, st step, k key) []step {
	s.keys = append(s.keys, k)
	return append(dst, st)
}

// appendUses appends the compound steps of a play a from the talon followed
// by each move that uses its card: onto it in its column, or next onto its
// foundation. pc is p's counts.
func (s *searcher) appendUses(dst []step, p *canfield.Position, k key, pc *pileCounts, a act, prio uint8) []step {
	to := a.move.To()
	// The cards that could follow: onto a's card in its column, or the
	// next card of its suit onto the foundation.
	var want [2]canfield.Card
	if to.IsFoundation() {
		want[0] = canfield.NewCard(a.card.Rank().Next(), a.card.Suit())
	} else {
		want = fitting(a.card)
	}
	// Look for the wanted cards first, and make no position at all when
	// none is where it could move from: the reserve's top, a foundation's
	// top, a column (the key tells which cards are in columns; a's card
	// comes from the talon, and the card it covers is never wanted), or the
	// talon.
	listed, talon := false, false
	for _, u := range want {
		if u == 0 {
			continue
		}
		talon = talon || s.talonMask&(1<<cardIndex(u)) != 0
		listed = listed || k.code(cardIndex(u)) != 0 || isTop(p, canfield.Reserve, u) ||
			isTop(p, foundationOf(p, u), u)
	}
	cycles := false
	if s.cfg.cycles && s.loose == nil && to.IsColumn() {
		n := p.Len(to) + 1
		cycles = n >= longColumn || (n == 1 && hasColumnOf(p, longColumn))
	}
	if s.loose != nil && to.IsColumn() {
		if s.loose.ends&(1<<kindOf(a.card)) == 0 {
			return dst
		}
	} else if !listed && !talon && !cycles {
		return dst
	}
	q := *p
	if !playAct(&q, a) {
		return dst
	}
	qc := countsAfter(p, pc, a)
	qk := keyAfterCards(p, k, a, qc.packed())
	if s.loose != nil && to.IsColumn() {
		return s.appendChain(dst, a, prio, &q, &qc, qk, a.card, 1<<s.talonAt[cardIndex(a.card)])
	}
	if cycles {
		dst = s.appendCycleSteps(dst, &q, qk)
	}
	if listed {
		// A wanted card moves onto a's card from the reserve's top, a
		// foundation's top, or from where it lies in a column with the
		// cards on it; the engine says whether that move is legal.
		for _, u := range want {
			if u == 0 {
				continue
			}
			var m canfield.Move
			switch f := foundationOf(&q, u); {
			case isTop(&q, canfield.Reserve, u):
				m = canfield.NewMove(canfield.Reserve, to, 1)
			case isTop(&q, f, u):
				m = canfield.NewMove(f, to, 1)
			case k.code(cardIndex(u)) != 0:
				m = columnMove(&q, u, to)
			default:
				continue
			}
			if q.CanPlay(m) {
				dst = s.listUse(dst, a, prio, &q, &qc, qk, act{move: m})
			}
		}
	}
	for _, u := range want {
		if u == 0 || s.talonMask&(1<<cardIndex(u)) == 0 {
			continue
		}
		// With draw 1 each tap turns one card, so the taps that bring u up
		// can be counted from where u and a's card lay; bringUp checks the
		// count against the engine and falls back to tapping one by one.
		n := q.Len(canfield.Waste) + q.Len(canfield.Stock)
		w, ju := int(a.waste), int(s.talonAt[cardIndex(u)])
		if ju > w {
			ju-- // a's card, before u, left the talon
		}
		taps := tapsToPlace(ju, w, n)
		if b, ok := bringUp(&q, u, to, taps); ok {
			dst = s.listUse(dst, a, prio, &q, &qc, qk, b)
		}
	}
	return dst
}

// listUse appends the compound step of a, which made q (with key qk and
// counts qc), followed by b, a legal move from q, with the key of the
// position it makes, worked out from q's as keyOfStep does.
func (s *searcher) listUse(dst []step, a act, prio uint8, q *canfield.Position, qc *pileCounts, qk key, b act) []step {
	rc := countsAfter(q, qc, b)
	return s.listStep(dst, step{first: a, second: b, prio: prio, kind: twoActs}, keyAfterCards(q, qk, b, rc.packed()))
}

// columnMove returns the move of card c, in a column of p, and the cards on
// it onto pile to; the zero Move if c is in no column.
func columnMove(p *canfield.Position, c canfield.Card, to canfield.Pile) canfield.Move {
	col, i := p.Find(c)
	if !col.IsColumn() {
		return canfield.Move{}
	}
	return canfield.NewMove(col, to, p.Len(col)-i)
}

// foundationOf returns the foundation that takes c's suit (R4.2).
func foundationOf(p *canfield.Position, c canfield.Card) canfield.Pile {
	return p.FoundationOf(c.Suit())
}

// goesUp reports whether c is the next card its foundation takes (R4.3).
func goesUp(p *canfield.Position, c canfield.Card) bool {
	f := foundationOf(p, c)
	n := p.Len(f)
	return (n == 0 && c.Rank() == p.StartRank()) || (n > 0 && p.Top(f) == canfield.NewCard(c.Rank().Prev(), c.Suit()))
}

// isTop reports whether c is the top card of pile.
func isTop(p *canfield.Position, pile canfield.Pile, c canfield.Card) bool {
	return c != 0 && p.Top(pile) == c
}

// fitting returns the two cards that go on c in a column (R5.1, R5.2),
// as canfield.Card.GoesOn decides.
func fitting(c canfield.Card) [2]canfield.Card { return fittingCards[cardIndex(c)] }

// fittingCards is fitting by cardIndex, worked out once: the search asks
// for it several times a position.
var fittingCards = func() (fits [52][2]canfield.Card) {
	for i := range fits {
		c, n := cardOf(uint(i)), 0
		for suit := canfield.Spades; suit <= canfield.Clubs; suit++ {
			if u := canfield.NewCard(c.Rank().Prev(), suit); u.GoesOn(c) {
				fits[i][n] = u
				n++
			}
		}
	}
	return fits
}()

// bringUp returns the act that taps the stock until u is the waste's top
// card and plays it to pile to, if the engine allows it from q. It tries
// guess taps first.
func bringUp(q *canfield.Position, u canfield.Card, to canfield.Pile, guess int) (act, bool) {
	r := *q
	taps := guess
	if guess < 0 || r.TurnStock(guess) != nil || r.Top(canfield.Waste) != u {
		r, taps = *q, 0
		limit := 2*(r.Len(canfield.Stock)+r.Len(canfield.Waste)) + 2
		for r.Top(canfield.Waste) != u {
			if taps == limit || r.Play(canfield.StockTap()) != nil {
				return act{}, false
			}
			taps++
		}
	}
	m := canfield.NewMove(canfield.Waste, to, 1)
	if !r.CanPlay(m) {
		return act{}, false
	}
	return act{move: m, taps: uint8(taps), card: u, waste: uint8(r.Len(canfield.Waste) - 1)}, true
}

// priority ranks a move for the order of trial; it decides nothing else.
// Cards to the foundations first, then cards out of the reserve, moves
// that empty a column for the reserve to refill, the talon's cards, other
// column moves, and take-backs from the foundations last. With
// wasteLate (config.wasteLate), a card from the waste to its
// foundation comes after the waste's cards onto columns instead, and
// before the other column moves.
func priority(p *canfield.Position, m canfield.Move, taps int, wasteLate bool) uint8 {
	from, to := m.From(), m.To()
	var r uint8
	switch {
	case to.IsFoundation() && from == canfield.Reserve:
		r = 15
	case to.IsFoundation() && from.IsColumn():
		r = 14
	case to.IsFoundation() && wasteLate: // from the waste
		r = 7
	case to.IsFoundation():
		r = 13
	case from == canfield.Reserve:
		r = 11
	case from.IsColumn() && m.Count() == p.Len(from) && p.Len(canfield.Reserve) > 0:
		r = 10
	case from == canfield.Waste:
		r = 8
	case from.IsColumn() && p.Len(to) > 0:
		r = 6
	case from.IsColumn():
		r = 4
	default:
		r = 1
	}
	r <<= 3
	if from == canfield.Waste && taps < 7 {
		r += uint8(7 - taps) // fewer taps first
	}
	return r
}

// sortSteps sorts by priority, highest first, keeping the listed order
// among equals, and keys alongside. The lists are short: insertion sort.
func sortSteps(st []step, keys []key) {
	for i := 1; i < len(st); i++ {
		x, xk := st[i], keys[i]
		j := i
		for j > 0 && st[j-1].prio < x.prio {
			st[j], keys[j] = st[j-1], keys[j-1]
			j--
		}
		st[j], keys[j] = x, xk
	}
}
