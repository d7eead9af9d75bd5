package solve

import "github.com/canfield-go/canfield"

// Twins. Call two cards of one rank and one colour twins (5♠ and 5♣, 5♥
// and 5♦): whatever goes on one in a column goes on the other. When one
// twin, E, lies in a column under a run R and the other, F, is the top of
// another column, R can move from E onto F, and back: call either a twin
// move. A lost deal's positions come in large families that differ only
// by such moves. The search uses them twice.
//
// First, a twin move is tried only together with a move that needs E to
// be a top: E to its foundation, or cards onto E (with draw 1, a play from
// the talon onto E goes with its own use, and a play of the card below E
// to its foundation with E after it); or with a move of a run that carries
// E onto the top of R, which needs R out of E's column. That last move is
// rare: R's top lies 25 or 51 places above the run's lowest card, which
// goes on it, in a column of 26 cards or more (ranks repeat every 13
// places, and colours alternate, so a card goes on the card 25 places
// above it in its run). Take a winning line from p with the fewest moves
// other than twin moves (taps not counted), and among those the fewest
// twin moves and then the fewest pairs of a twin move before another move.
// Let t move R from E onto F, and let m follow it. If m is none of those
// moves, m can be played before t instead, with t after it:
//
//   - m takes cards from R, or puts cards that do not carry E on R's top:
//     the same cards from, or onto, R on E. t then moves what R has
//     become; if m took all of R, t is not needed at all.
//   - m moves a run that carries F (with R on it): the same run without R.
//     t then moves R onto F where F now lies.
//   - m moves a run that carries E, or E alone, onto a top other than R's:
//     the same run with R on E. t then moves R from E, where E now lies,
//     onto F.
//   - otherwise m touches none of these cards and is played as it is.
//
// The line that results wins, is no longer, and has fewer such pairs (or
// fewer twin moves). So in the line chosen every twin move comes just
// before a move that needs E, or that carries E onto R's top. appendSteps
// leaves twin moves out (isTwinMove) and appendTwinSteps lists them with
// those moves. (A twin move and a play from the talon to a foundation
// commute, so with draw 1 a play of the card below E, waiting for E, can
// come after t.)
//
// With draw 1 the move that carries E onto R's top can be the use of a
// card played from the talon onto R's top: appendSteps keeps such a play
// together with its use, and the play cannot come before t, which would
// carry the card away from its use. So t is also tried together with the
// play of a card from the talon onto R's top and its use. The run's lowest
// card goes on that card, which goes on R's top, 24 places above the
// run's lowest card in E's column: a column of 25 cards or more.
//
// The move after t is a twin move only if it is t's reverse, or if it
// carries E onto R's top: it takes the run on E', a card under E, onto
// E''s twin F', and F' is R's top. In p, E' and F' then lie in one column,
// F' its top: call such a position nested (key.nested).
//
// Second, positions that differ only by twin moves share a key as far as
// key.class can tell: it plays twin moves on a position's key until every
// pair of twins it can reach is the one way round, and the table holds
// that key. Positions with one class key reach one and the same position
// by twin moves, so the search meets them once. (A twin move can put the
// twins of another pair in one column, so a few positions that twin moves
// join keep keys of their own; that costs only time.) Counting classes,
// not positions, and leaving the bare twin moves out cut the positions
// that a lost verdict must visit by two to four times on hard deals.
//
// Twins in one column. From a nested position, the step of a twin move
// and a twin move after it makes no move of any other kind, and it can
// lead to a position of the same class key: the search would never go on
// from there. (TestLongRunWins holds a won draw-3 position that the
// search called lost that way.) So the search over classes keys a
// nested position by its own key, and any other position by its class
// only when that key is not nested (searcher.class): a table entry's
// member that the search expands is nested only if the entry is its own
// key. (Solve's first phase merges nested positions all the same, as it
// finds wins sooner so, and its loss counts only if it expanded none:
// searcher.mergeNested.)
//
// The search still wins every won position. Let d(p) be the fewest moves,
// other than twin moves and stock taps, of a line that wins from p. The
// members of a class reach one another by twin moves, so they share d.
// Order positions by d, then (with draw 1) by the start cards in the
// talon, which twin moves leave alone, then by 0 for a position that is
// not nested and by 1 plus the fewest twin moves of a line chosen as above
// for a nested one. Take a won position p that the search expands, with
// d = n > 0.
//
//   - By the first argument (and those of appendSteps, which play moves
//     later or leave them out, never add one), some step from p starts a
//     winning line with n such moves and makes some other move, and leads
//     to a position with d < n. (With draw 1, the one step that plays a
//     start card up from the talon leads to a won position with d no
//     greater and one start card fewer in the talon.)
//   - Or p is nested, and the line chosen starts with a twin move and a
//     twin move after it that carries E onto R's top, which the search
//     lists as one step. That step leads to a position with d = n whose
//     line has two twin moves fewer, nested or not: either way one that
//     comes before p.
//
// Either way the step leads to a position earlier in the order, and the
// member that the search expands of its table entry shares d and the start
// cards and is not nested unless it is that position itself. So the search
// expands won positions ever earlier in the order, down to a win, which
// it finds when it lists the step to it. A won line is made of real moves
// and is replayed before it is passed on (replaysToWin).
//
// Deep classes. A lost deal's positions also come in families that differ
// only in which of two twins, both under a card, carries which of the two
// runs that lie on them: 7♦ 6♠ 5♦ 4♠ 3♦ and 6♣ 5♥ 4♣, or 7♦ 6♠ 5♥ 4♠ 3♦
// and 6♣ 5♦ 4♣. No move leads from one to another, as neither twin is a
// top, yet they are won alike as long as no column is long (below), and
// on hard deals they are most of the positions: the deep class of a key
// (key.deepClass) also puts such pairs the one way round, and the phase
// of Solve that proves losses counts deep classes (searcher.deep). On the
// lost deal CF1-D3-AAAAKGZ that takes 555,000 positions to 79,000.
//
// Call two positions alike when they differ only in which twin of each
// pair carries which of the cards that lie on the pair; positions with one
// deep class are alike, as key.deepClass only exchanges the codes of twins
// in two columns, which exchanges the runs on them. Take the game in which
// a player may also, at any time and as a free move, change the position
// for one alike (a twin move is such a change), and let d*(p) be the
// fewest moves other than free ones and taps of a line that wins it
// there. Every real win is one there, and alike positions share d*. Let
// the search expand p, won there with d* = n > 0, and let a line that wins
// with n such moves first change p for an alike q and then play m, making
// r. The same cards make a move from p that the search lists, and it leads
// to a position alike with r, with d* = n - 1:
//
//   - a card that m plays to its foundation is a top in q. Of the cards
//     on a pair, the same in p and q, one is none; so in p that card is a
//     top as well, or its twin is, and the twin move makes it one (the
//     twins lie in two columns, or one column would hold 27 cards): the
//     step with that twin move is listed (appendTwinSteps).
//   - a card x that m puts cards on is a top in q, so in p, as above, x is
//     a top as well, or its twin y is while x carries the run that lies on
//     y in q. Then the same cards go on y from p, by a move listed without
//     a twin move, which leaves them on y and that run on x, where r has
//     them on x and the run on y: a position alike with r. (The twin step
//     that would put them on x is listed by the search over classes; a
//     deep search leaves it out. With draw 1 such steps were a third of
//     the steps listed on lost deals, and leaving them out changed no
//     count of positions searched.)
//   - a run that m moves from a card b onto a top u can move so from p,
//     unless u lies above b in b's column: then b goes on u 25 or 51 places
//     above it, and p has a column of 26 cards.
//   - any other move finds its cards where they were.
//
// (The move from p is a twin move only if m is one from q, a free change;
// the arguments of appendSteps carry over: they play moves later, leave
// them out or add a take-back, and a change for an alike position touches
// neither the talon nor the foundations. With draw 1 a step can put a card
// from the talon on a column and then use it: the third case above then
// applies to the position after the play, whose column can have reached 26
// cards with the card, from 25 whose top took it. So a column of 25 cards
// counts as long when a card of the talon goes on its top, and only then.)
// So if no position that the search expands has a long
// column, 26 cards or more (or with draw 1, 25 whose top takes a card of
// the talon), it expands won positions of ever smaller d*, each the member
// of its deep class that it met first, down to a win that it finds.
// When it has expanded a position with a long column, a loss it reports
// proves nothing (errLongColumn), and Solve gives the time left to the
// search over classes, which the arguments above make exact. Lost deals
// rarely build such columns; won deals that do are most often won before.
// (The search with loose cards, which proves losses alone, lists steps of
// its own for such columns instead, and needs no condition: cycles.go.)

// twinOf returns the other card of c's rank and colour.
func twinOf(c canfield.Card) canfield.Card {
	return canfield.NewCard(c.Rank(), canfield.NumSuits-1-c.Suit())
}

// appendTwinSteps appends to dst the twin moves from p, each with each act
// after it that needs the twin it uncovers (see above), as steps. talon is
// p's talon moves. Their keys go into s.keys beside them, as appendSteps
// lists compound steps.
func (s *searcher) appendTwinSteps(dst []step, p *canfield.Position, k key, talon []canfield.TalonMove) []step {
	pairs, n := k.twinPairs()
	// A run that carries e onto the top of the run that left it needs a
	// long column, even with draw 1 where a card from the talon can go on
	// that top first (see above).
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
// is deep, cards onto e (see the argument for deep classes above). The
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
	// there only if e's column held 26 cards or more (see above).
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
	// more (see above). In p the card went on the same top, in e's column.
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

// hasLongColumn reports whether a column of p is long enough to leave the
// search over deep classes unproved at p (see above): 26 cards or more, or
// with draw 1 25 cards whose top takes a card of the talon, which a step
// can put there before the move that uses it.
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
