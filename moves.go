package canfield

import "strconv"

// Pile names one pile of the layout. The zero Pile is NoPile.
type Pile uint8

// The piles of the layout (R2.1).
const (
	NoPile Pile = iota
	Stock
	Waste
	Reserve
	Foundation1 // holds the base card's suit (R4.2)
	Foundation2
	Foundation3
	Foundation4
	Column1
	Column2
	Column3
	Column4
)

// FoundationPile returns the pile of foundation i (0–3), or NoPile.
func FoundationPile(i int) Pile {
	if i < 0 || i >= 4 {
		return NoPile
	}
	return Foundation1 + Pile(i)
}

// ColumnPile returns the pile of column i (0–3), or NoPile.
func ColumnPile(i int) Pile {
	if i < 0 || i >= 4 {
		return NoPile
	}
	return Column1 + Pile(i)
}

// IsFoundation reports whether p is one of the four foundations.
func (p Pile) IsFoundation() bool { return p >= Foundation1 && p <= Foundation4 }

// IsColumn reports whether p is one of the four columns.
func (p Pile) IsColumn() bool { return p >= Column1 && p <= Column4 }

// Index returns the position of a foundation or a column among its kind,
// from 0 (so that Foundation(p.Index()) and Column(p.Index()) read the
// pile), and -1 for every other pile, which has no such position.
func (p Pile) Index() int {
	switch {
	case p.IsFoundation():
		return int(p - Foundation1)
	case p.IsColumn():
		return int(p - Column1)
	}
	return -1
}

// String returns the pile in move notation: "s", "w", "r", "f1"–"f4",
// "c1"–"c4", or "-" for NoPile.
func (p Pile) String() string {
	switch {
	case p == Stock:
		return "s"
	case p == Waste:
		return "w"
	case p == Reserve:
		return "r"
	case p.IsFoundation():
		return "f" + strconv.Itoa(p.Index()+1)
	case p.IsColumn():
		return "c" + strconv.Itoa(p.Index()+1)
	case p == NoPile:
		return "-"
	}
	return "Pile(" + strconv.Itoa(int(p)) + ")"
}

// Move is one action: cards from a source pile to a destination pile, or a
// tap on the stock. It is a small comparable value. A Move says nothing of
// the position: the same Move can be legal in one position and refused in
// another. The zero Move is no move and is always refused.
type Move struct {
	from, to Pile
	count    uint8
}

// NewMove returns the move of count cards from one pile to another. The
// count matters only for a run taken from a column (R5.3): the top count
// cards move. From every other source a move carries one card, and a tap on
// the stock (from Stock, to Waste) none, whatever count says.
func NewMove(from, to Pile, count int) Move {
	switch {
	case from == Stock:
		return Move{from: Stock, to: to}
	case !from.IsColumn():
		count = 1
	case count < 0:
		count = 0
	case count > 255:
		count = 255
	}
	return Move{from: from, to: to, count: uint8(count)}
}

// StockTap returns the tap on the stock: it turns cards onto the waste, or
// turns the waste back over when the stock is empty (R6.1, R6.2).
func StockTap() Move { return Move{from: Stock, to: Waste} }

// From returns the pile the move takes from.
func (m Move) From() Pile { return m.from }

// To returns the pile the move puts on.
func (m Move) To() Pile { return m.to }

// Count returns how many cards the move carries: the length of the run for
// a move from a column, 1 from the reserve, the waste or a foundation, and
// 0 for a stock tap, whose number of cards depends on the stock.
func (m Move) Count() int { return int(m.count) }

// IsStockTap reports whether m is the tap on the stock.
func (m Move) IsStockTap() bool { return m == StockTap() }

// String returns the move in canonical notation, which Game.ParseMove reads
// back to the same Move: "s" for the stock tap; "r c2", "w f1", "f1 c3"
// for single cards; "c2 f3" for a column's top card to a foundation; and
// "c2:3 c4" for the top 3 cards of column 2 onto column 4. The canonical
// form always names the foundation and the run length, so it means the
// same move in every position; the shorter forms that ParseMove also reads
// ("w f", "c2 c4") are resolved against the position.
func (m Move) String() string {
	switch {
	case m == Move{}:
		return "-"
	case m.from == Stock && m.to == Waste:
		return "s"
	case m.from.IsColumn() && !m.to.IsFoundation():
		return m.from.String() + ":" + strconv.Itoa(int(m.count)) + " " + m.to.String()
	}
	return m.from.String() + " " + m.to.String()
}

// MarshalText implements encoding.TextMarshaler with the canonical notation.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// Moves returns every legal move in the position, the stock tap included.
// The order is fixed: moves from the reserve, the waste, columns 1–4,
// foundations 1–4, and last the stock tap; each source's moves go to the
// foundation first, then to columns 1–4.
//
// A program that lists moves often lists them into a buffer of its own
// with Position.AppendMoves, which allocates nothing.
func (g *Game) Moves() []Move { return g.state.appendMoves(make([]Move, 0, 16)) }

func (s *state) appendMoves(dst []Move) []Move {
	tops := s.tops()
	if s.nreserve > 0 {
		dst = s.appendCardMoves(dst, Reserve, s.reserve[s.nreserve-1], &tops)
	}
	if s.nwaste > 0 {
		dst = s.appendCardMoves(dst, Waste, s.talon[s.nwaste-1], &tops)
	}
	for i := range tops {
		dst = s.appendColumnMoves(dst, i, &tops)
	}
	for i := range s.fcount {
		dst = s.appendFoundationMoves(dst, i, &tops)
	}
	if s.ntalon > 0 {
		dst = append(dst, StockTap())
	}
	return dst
}

// tops returns the top card of each column, read once for a whole list of
// moves; the zero Card marks an empty column.
func (s *state) tops() (tops [4]Card) {
	for j, n := range s.ncol {
		if n > 0 {
			tops[j] = s.cols[j][n-1]
		}
	}
	return tops
}

// appendColumnMoves appends the moves from column i: its top card to its
// foundation, then its runs onto columns 1–4.
func (s *state) appendColumnMoves(dst []Move, i int, tops *[4]Card) []Move {
	top := tops[i]
	if top == 0 {
		return dst
	}
	from := Column1 + Pile(i)
	if s.foundationTakes(top) {
		dst = append(dst, Move{from: from, to: Foundation1 + Pile(s.fslot[top.Suit()]), count: 1})
	}
	for j, target := range tops {
		switch {
		case j == i:
		case target == 0:
			// An empty column takes any run (R3.5), the whole column included.
			for k := 1; k <= int(s.ncol[i]); k++ {
				dst = append(dst, Move{from: from, to: Column1 + Pile(j), count: uint8(k)})
			}
		default:
			for _, k := range s.fittingRuns(i, target) {
				if k == 0 {
					break
				}
				dst = append(dst, Move{from: from, to: Column1 + Pile(j), count: k})
			}
		}
	}
	return dst
}

// appendFoundationMoves appends the take-backs from foundation i (R4.5).
func (s *state) appendFoundationMoves(dst []Move, i int, tops *[4]Card) []Move {
	k := s.fcount[i]
	if k == 0 {
		return dst
	}
	c := NewCard(s.rankAt(int(k)-1), s.fsuit[i])
	for j, target := range tops {
		if target == 0 || c.goesOnColumn(target) {
			dst = append(dst, Move{from: Foundation1 + Pile(i), to: Column1 + Pile(j), count: 1})
		}
	}
	return dst
}

// appendCardMoves appends the moves of a single free card.
func (s *state) appendCardMoves(dst []Move, from Pile, c Card, tops *[4]Card) []Move {
	if s.foundationTakes(c) {
		dst = append(dst, Move{from: from, to: Foundation1 + Pile(s.fslot[c.Suit()]), count: 1})
	}
	for j, target := range tops {
		if target == 0 || c.goesOnColumn(target) {
			dst = append(dst, Move{from: from, to: Column1 + Pile(j), count: 1})
		}
	}
	return dst
}

// fittingRuns returns, shortest first and zero-terminated, the lengths of
// the runs at the top of column i (non-empty) whose lowest card goes on
// target. A column is one run (R5.3), so the card d places below the top has
// the top's rank plus d and alternates colour with each step; because 13 is
// odd the colour flips every 13 places, and a long column can hold a fitting
// card twice, 26 places apart.
func (s *state) fittingRuns(i int, target Card) (runs [3]uint8) {
	n := int(s.ncol[i])
	d := int(fitDepth[s.cols[i][n-1]&63][target&63])
	for k := 0; d < n; d += 2 * NumRanks {
		runs[k] = uint8(d + 1)
		k++
	}
	return runs
}

// fitDepth is, by the values of a column's top card and of a target card,
// how many places below the top the first card lies whose run goes on the
// target (fittingRuns). The card d places below the top has the top's rank
// plus d and alternates colour with each place.
var fitDepth = func() (depth [64][64]uint8) {
	for _, top := range Deck() {
		for _, target := range Deck() {
			d := int(target.Rank()) - 1 - int(top.Rank())
			if d < 0 {
				d += NumRanks
			}
			if (top.Red() != (d%2 == 1)) == target.Red() {
				d += NumRanks // same colour as target at d: the next place of that rank flips it
			}
			depth[top][target] = uint8(d)
		}
	}
	return depth
}()

// foundationTakes reports whether c is the next card of its suit's
// foundation (R4.3).
func (s *state) foundationTakes(c Card) bool {
	f := s.fslot[c.Suit()]
	k := s.fcount[f]
	return k < NumRanks && c.Rank() == s.rankAt(int(k))
}

// rankAt returns the rank of the k-th card of every foundation.
func (s *state) rankAt(k int) Rank {
	r := int(s.start) + k
	if r > NumRanks {
		r -= NumRanks
	}
	return Rank(r)
}
