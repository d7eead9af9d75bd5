package canfield

// Position is the arrangement of a game's cards and nothing else: no undo
// history, no score, no listeners, no settings. It is a plain value of a few
// hundred bytes that plays by the same rules as Game, without allocating, for
// programs that explore many positions: copy it to keep a position, Play on
// the copy to explore a move.
//
// Two Positions compare equal with == exactly when they hold the same cards
// in the same places: the same columns in the same order, and the talon split
// the same way between stock and waste. The zero Position holds no cards:
// every move on it is refused.
type Position struct {
	s state
}

// Position returns the game's current position.
func (g *Game) Position() Position {
	p := Position{s: g.state}
	p.s.score = 0
	return p
}

// DrawMode returns the draw mode the position plays by.
func (p *Position) DrawMode() DrawMode { return p.s.mode }

// StartRank returns the rank every foundation starts from (R4.1), or 0 for
// the zero Position.
func (p *Position) StartRank() Rank { return p.s.start }

// FoundationSuit returns the suit foundation i (0–3) holds (R4.2). For an
// i out of range, and for every foundation of the zero Position, which
// holds no cards, it returns the zero Suit, which is no suit.
func (p *Position) FoundationSuit(i int) Suit { return p.s.foundationSuit(i) }

// FoundationOf returns the foundation that holds suit s (R4.2), or NoPile if
// s is not a suit or the position is the zero Position, which has no
// foundations.
func (p *Position) FoundationOf(s Suit) Pile {
	if !s.Valid() || !p.s.laidOut() {
		return NoPile
	}
	return Foundation1 + Pile(p.s.fslot[s])
}

// Len returns how many cards pile holds, or 0 for NoPile or an unknown pile.
func (p *Position) Len(pile Pile) int {
	// Columns and foundations first, in a body small enough to inline: a
	// solver asks for their lengths many times a position.
	if i := pile - Column1; i < 4 {
		return int(p.s.ncol[i])
	}
	if i := pile - Foundation1; i < 4 {
		return int(p.s.fcount[i])
	}
	return p.s.talonOrReserveLen(pile)
}

func (s *state) talonOrReserveLen(pile Pile) int {
	switch pile {
	case Stock:
		return int(s.ntalon - s.nwaste)
	case Waste:
		return int(s.nwaste)
	case Reserve:
		return int(s.nreserve)
	}
	return 0
}

// Card returns the card at place k of pile, counted from 0 at the bottom, in
// the order of the Game's accessors (Game.Stock, Game.Column and the rest):
// the top card is Card(pile, Len(pile)-1), and the stock's top card is the
// next one a tap turns. It returns the zero Card if there is no such place.
func (p *Position) Card(pile Pile, k int) Card {
	s := &p.s
	if k < 0 || k >= p.Len(pile) {
		return 0
	}
	switch {
	case pile == Stock:
		return s.talon[int(s.ntalon)-1-k]
	case pile == Waste:
		return s.talon[k]
	case pile == Reserve:
		return s.reserve[k]
	case pile.IsFoundation():
		return s.foundationCard(pile.Index(), k)
	}
	return s.cols[pile.Index()][k]
}

// Top returns the top card of pile, Card(pile, Len(pile)-1): for the stock
// the next card a tap turns. It returns the zero Card for an empty pile or
// one that is not a pile. A solver asks for tops many times a position.
func (p *Position) Top(pile Pile) Card {
	s := &p.s
	switch {
	case pile.IsColumn():
		if n := s.ncol[pile-Column1]; n > 0 {
			return s.cols[pile-Column1][n-1]
		}
	case pile.IsFoundation():
		if n := s.fcount[pile-Foundation1]; n > 0 {
			return s.foundationCard(int(pile-Foundation1), int(n)-1)
		}
	case pile == Reserve:
		if s.nreserve > 0 {
			return s.reserve[s.nreserve-1]
		}
	case pile == Waste:
		if s.nwaste > 0 {
			return s.talon[s.nwaste-1]
		}
	case pile == Stock:
		if s.ntalon > s.nwaste {
			return s.talon[s.nwaste]
		}
	}
	return 0
}

// Find returns the pile that holds c and c's place in it, counted from 0
// at the bottom as Card counts it; NoPile and -1 if c is not a card.
func (p *Position) Find(c Card) (Pile, int) {
	s := &p.s
	for j := range s.ncol {
		for k, d := range s.cols[j][:s.ncol[j]] {
			if d == c {
				return Column1 + Pile(j), k
			}
		}
	}
	for k, d := range s.reserve[:s.nreserve] {
		if d == c {
			return Reserve, k
		}
	}
	for k, d := range s.talon[:s.ntalon] {
		if d == c {
			if k < int(s.nwaste) {
				return Waste, k
			}
			return Stock, int(s.ntalon) - 1 - k
		}
	}
	if c.Valid() {
		i := int(s.fslot[c.Suit()])
		if k := (int(c.Rank()) - int(s.start) + NumRanks) % NumRanks; k < int(s.fcount[i]) {
			return Foundation1 + Pile(i), k
		}
	}
	return NoPile, -1
}

// AppendPile appends the cards of pile to dst, bottom to top as Card
// counts them, and returns the extended slice. A caller that reuses dst
// pays no allocation.
func (p *Position) AppendPile(dst []Card, pile Pile) []Card {
	s := &p.s
	switch {
	case pile == Waste:
		return append(dst, s.talon[:s.nwaste]...)
	case pile == Stock:
		for k := int(s.ntalon) - 1; k >= int(s.nwaste); k-- {
			dst = append(dst, s.talon[k])
		}
		return dst
	case pile == Reserve:
		return append(dst, s.reserve[:s.nreserve]...)
	case pile.IsColumn():
		return append(dst, s.cols[pile.Index()][:s.ncol[pile.Index()]]...)
	}
	for k, n := 0, p.Len(pile); k < n; k++ {
		dst = append(dst, p.Card(pile, k))
	}
	return dst
}

// AppendMoves appends every legal move to dst, in the order of Game.Moves,
// and returns the extended slice. A caller that reuses dst pays no
// allocation.
func (p *Position) AppendMoves(dst []Move) []Move { return p.s.appendMoves(dst) }

// AppendMovesFrom appends the legal moves that take cards from pile, in the
// order of AppendMoves, and returns the extended slice. For Stock that is the
// stock tap, when the stock and the waste are not both empty. Listing the
// waste's moves this way after each tap costs far less than listing every
// move.
func (p *Position) AppendMovesFrom(dst []Move, pile Pile) []Move {
	s := &p.s
	switch {
	case pile == Stock:
		if s.ntalon > 0 {
			dst = append(dst, StockTap())
		}
		return dst
	case pile == Reserve:
		if s.nreserve > 0 {
			tops := s.tops()
			dst = s.appendCardMoves(dst, Reserve, s.reserve[s.nreserve-1], &tops)
		}
	case pile == Waste:
		if s.nwaste > 0 {
			tops := s.tops()
			dst = s.appendCardMoves(dst, Waste, s.talon[s.nwaste-1], &tops)
		}
	case pile.IsColumn():
		tops := s.tops()
		dst = s.appendColumnMoves(dst, pile.Index(), &tops)
	case pile.IsFoundation():
		tops := s.tops()
		dst = s.appendFoundationMoves(dst, pile.Index(), &tops)
	}
	return dst
}

// TalonMove is a move of the waste's top card that becomes possible after
// some taps on the stock. The talon is the stock and the waste together,
// the cards that stock taps turn over pass after pass (R6); a search that
// treats its turning as a cycle lists the moves it offers as TalonMoves
// (Position.AppendTalonMoves).
type TalonMove struct {
	Taps  int  // the stock taps that bring Card to the top of the waste
	Card  Card // the card that moves
	Move  Move // the move of Card, after the taps
	Waste int  // the cards in the waste after the taps, Card the top one: where the talon stands after Move, without making it
}

// AppendTalonMoves appends the moves of every card that stock taps can
// bring to the top of the waste from here: for each stock position that
// taps reach, in the order the taps reach them, starting with the current
// one (no taps), the waste's legal moves there, as AppendMovesFrom(dst,
// Waste) would list them after that many taps. Each reachable stock
// position is listed once. It returns the extended slice; p is unchanged.
func (p *Position) AppendTalonMoves(dst []TalonMove) []TalonMove {
	s := &p.s
	if s.ntalon == 0 {
		return dst
	}
	tops := s.tops()
	// Most cards the taps bring up have no move at all: a mask of the
	// cards that have one (the next card of each foundation, the cards that
	// go on a column's top, every card when a column is empty), by the
	// cards' values, skips them.
	var wanted uint64
	for i, k := range s.fcount {
		if k < NumRanks {
			wanted |= 1 << (NewCard(s.rankAt(int(k)), s.fsuit[i]) & 63)
		}
	}
	for _, top := range tops {
		if top == 0 {
			wanted = ^uint64(0)
			break
		}
		wanted |= goesOnBits[top&63]
	}
	// A tap changes only the split of the talon, so the walk follows the
	// waste's size alone.
	var seen uint64 // waste sizes met so far: the walk ends when one comes back
	var buf [5]Move
	for taps, w := 0, s.nwaste; seen&(1<<w) == 0; taps++ {
		seen |= 1 << w
		if w > 0 {
			if c := s.talon[w-1]; wanted>>(c&63)&1 != 0 {
				for _, m := range s.appendCardMoves(buf[:0], Waste, c, &tops) {
					dst = append(dst, TalonMove{Taps: taps, Card: c, Move: m, Waste: int(w)})
				}
			}
		}
		w = s.wasteAfterTap(w)
	}
	return dst
}

// Play makes the move m, or refuses it with a *MoveError that wraps
// ErrIllegalMove, exactly as Game.Play does, but keeps no history and no
// score. A refused move changes nothing.
func (p *Position) Play(m Move) error {
	if r := p.s.check(m); r.refused() {
		return r.err(m)
	}
	p.s.apply(m)
	p.s.score = 0
	return nil
}

// CanPlay reports whether Play would accept m, without playing it: a
// search that only asks whether a move is legal need not copy the position
// to find out.
func (p *Position) CanPlay(m Move) bool { return !p.s.check(m).refused() }

// TurnStock taps the stock n times, as n plays of StockTap would, and
// returns an error wrapping ErrIllegalMove, changing nothing, if the stock
// and the waste are both empty (R6.2) and n > 0.
func (p *Position) TurnStock(n int) error {
	if n <= 0 {
		return nil
	}
	if p.s.ntalon == 0 {
		return p.s.check(StockTap()).err(StockTap())
	}
	// A tap changes only the waste's size (apply), and a solver taps
	// dozens of times a position: work out the size alone.
	p.s.nwaste = p.s.wasteAfterTaps(p.s.nwaste, n)
	return nil
}

// Won reports whether all four foundations hold 13 cards (R7.1).
func (p *Position) Won() bool { return p.s.won() }
