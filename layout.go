package canfield

// Layout lists the cards of a position pile by pile, each bottom to top as
// Position.Card counts them. It describes positions that no deal has to
// reach, such as the last few cards of a game, and it is how a Position is
// taken apart and put back together.
type Layout struct {
	Mode DrawMode
	// Base is the base card. Its rank is the start rank of every
	// foundation and its suit is foundation 1's (R4.1, R4.2); it need not
	// be on a foundation any more (R4.5).
	Base Card
	// Foundations holds how many cards each foundation has: foundation i
	// holds its suit's cards from the start rank up, wrapping after the
	// king (R4.3).
	Foundations [4]int
	Reserve     []Card // the last card is the top, the only one free (R3.1)
	Waste       []Card // the last card is the top (R6.3)
	Stock       []Card // the last card is the next one a tap turns
	Columns     [4][]Card
}

// Layout returns the piles of p. The slices are new.
func (p *Position) Layout() Layout {
	l := Layout{Mode: p.s.mode, Base: NewCard(p.s.start, p.s.fsuit[0])}
	for i := range l.Foundations {
		l.Foundations[i] = int(p.s.fcount[i])
		l.Columns[i] = p.AppendPile(nil, ColumnPile(i))
	}
	l.Reserve = p.AppendPile(nil, Reserve)
	l.Waste = p.AppendPile(nil, Waste)
	l.Stock = p.AppendPile(nil, Stock)
	return l
}

// NewPosition returns the position that l describes. It must hold each of
// the 52 cards exactly once, counting the foundations' cards; at most 13 in
// the reserve and 34 in the waste and stock together, as a deal allows;
// every column a run (R5.1–R5.3); and no empty column while the reserve
// has cards (R3.4). Otherwise the error wraps ErrBadDeck and says what is
// wrong.
func NewPosition(l Layout) (Position, error) {
	var p Position
	s := &p.s
	if l.Mode > Draw1 {
		return Position{}, badMode(l.Mode)
	}
	if !l.Base.Valid() {
		return Position{}, badLayout(BaseNotACard, facts{card: l.Base})
	}
	s.mode = l.Mode
	s.setBase(l.Base)

	var seen [52]bool
	// add builds its error only on refusal: NewPosition of a valid layout
	// builds no text, so a search may rebuild positions by the million.
	add := func(where Pile, c Card) error {
		switch {
		case !c.Valid():
			return badLayout(LayoutNotACard, facts{pile: where, card: c})
		case seen[c.index()]:
			return badLayout(LayoutCardTwice, facts{card: c, pile: where})
		}
		seen[c.index()] = true
		return nil
	}
	for i, n := range l.Foundations {
		if n < 0 || n > NumRanks {
			return Position{}, badLayout(LayoutFoundationSize, facts{pile: FoundationPile(i), n: n})
		}
		s.fcount[i] = uint8(n)
		for k := 0; k < n; k++ {
			if err := add(FoundationPile(i), s.foundationCard(i, k)); err != nil {
				return Position{}, err
			}
		}
	}
	if len(l.Reserve) > len(s.reserve) {
		return Position{}, badLayout(LayoutReserveSize, facts{n: len(l.Reserve)})
	}
	for _, c := range l.Reserve {
		if err := add(Reserve, c); err != nil {
			return Position{}, err
		}
	}
	s.nreserve = uint8(copy(s.reserve[:], l.Reserve))
	if len(l.Waste)+len(l.Stock) > len(s.talon) {
		return Position{}, badLayout(LayoutTalonSize, facts{n: len(l.Waste) + len(l.Stock)})
	}
	for _, c := range l.Waste {
		if err := add(Waste, c); err != nil {
			return Position{}, err
		}
		s.talon[s.ntalon] = c
		s.ntalon++
	}
	s.nwaste = s.ntalon
	for i := len(l.Stock) - 1; i >= 0; i-- {
		if err := add(Stock, l.Stock[i]); err != nil {
			return Position{}, err
		}
		s.talon[s.ntalon] = l.Stock[i]
		s.ntalon++
	}
	for j, col := range l.Columns {
		where := ColumnPile(j)
		if len(col) == 0 && s.nreserve > 0 {
			return Position{}, badLayout(LayoutEmptyColumn, facts{pile: where})
		}
		for k, c := range col {
			if err := add(where, c); err != nil {
				return Position{}, err
			}
			if k > 0 && !c.goesOnColumn(col[k-1]) {
				return Position{}, badLayout(LayoutNotARun, facts{pile: where, card: c, onto: col[k-1]})
			}
		}
		s.ncol[j] = uint8(copy(s.cols[j][:], col))
	}
	for i, ok := range seen {
		if !ok {
			return Position{}, badLayout(LayoutCardMissing, facts{card: cardAt(i)})
		}
	}
	return p, nil
}

func badLayout(reason Reason, f facts) error {
	e := badText("layout", "", reason, ErrBadDeck)
	e.f = f
	return e
}
