package canfield

// View is everything a player of a game may see, and nothing else: what a
// user interface draws, or a server sends to its client. The face-down cards
// (the stock, and the reserve under its top card) are only counted (R2.3).
// Game.View makes one.
//
// It marshals to JSON with the field names in its tags, which stay stable;
// cards, ranks and suits are their text forms ("QC", "10H", "Q", "C"), the
// zero Card is "" (no card) and the moves are in canonical notation. A new
// deal of CF1-D3-AAAAACL reads:
//
//	{"code":"CF1-D3-AAAAACL","draw":"D3","startRank":"10","score":0,"casinoNet":-47,"won":false,
//	 "reserveTop":"3C","reserveCount":13,"stockCount":34,"wasteFan":[],"wasteCount":0,
//	 "foundations":[{"suit":"D","top":"10D","count":1},{"suit":"S","top":"","count":0},…],
//	 "columns":[["AD"],["KC"],["2D"],["QD"]],"undosLeft":0,
//	 "moves":["c2:1 c1","c4:1 c2","s"],"revision":0}
//
// The zero Game's view is an empty, undealt game: no code, no cards, no
// foundations, no moves.
type View struct {
	Code      string   `json:"code"`      // the game code (R8.5); "" for a game dealt from a deck
	Draw      DrawMode `json:"draw"`      // "D3" or "D1" (R6.1)
	StartRank Rank     `json:"startRank"` // the rank every foundation starts with (R4.1)
	Score     int      `json:"score"`     // the score (R9)
	CasinoNet int      `json:"casinoNet"` // the casino view of the score (R9.4)
	Won       bool     `json:"won"`       // all four foundations are full (R7.1)

	ReserveTop   Card `json:"reserveTop"`   // the reserve's top card, the only one face up; "" when it is empty
	ReserveCount int  `json:"reserveCount"` // how many cards the reserve holds (R3.3)
	StockCount   int  `json:"stockCount"`   // how many cards the stock holds, all face down
	// WasteFan is the waste's cards as the app fans them, bottom to top,
	// the playable top card last: with draw 3 the cards of the last draw
	// that are still there, or the top card alone once they have all been
	// played; with draw 1 the top card (R6.1, R6.3). The waste's other
	// cards lie squared up under them.
	WasteFan   []Card `json:"wasteFan"`
	WasteCount int    `json:"wasteCount"` // how many cards the waste holds

	// Foundations are foundations 1–4, in order (R4.2): four of them,
	// none for the zero Game.
	Foundations []FoundationView `json:"foundations"`
	// Columns are columns 1–4, each bottom (first laid) to top; all their
	// cards are face up (R5.4).
	Columns [4][]Card `json:"columns"`

	UndosLeft int    `json:"undosLeft"` // how many actions Undo can take back (R8.4)
	Moves     []Move `json:"moves"`     // the legal moves, in the order of Game.Moves
	Revision  uint64 `json:"revision"`  // Game.Revision: it changes with every action, undo included
}

// FoundationView is one foundation as a player sees it: its suit, its top
// card and how many cards it holds, the others lying under the top one.
type FoundationView struct {
	Suit  Suit `json:"suit"`  // the suit it holds: "S", "H", "D" or "C"
	Top   Card `json:"top"`   // its top card; "" when it is empty
	Count int  `json:"count"` // how many cards it holds, 0 to 13
}

// View returns what a player of the game may see now. The slices are new
// and the caller may keep them; a View costs four allocations at most,
// whatever the game's length.
func (g *Game) View() View {
	v := View{
		Code:         g.Code(),
		Draw:         g.mode,
		StartRank:    g.start,
		Score:        int(g.score),
		CasinoNet:    g.casinoNet(),
		Won:          g.won(),
		ReserveCount: int(g.nreserve),
		StockCount:   int(g.ntalon - g.nwaste),
		WasteCount:   int(g.nwaste),
		UndosLeft:    g.undoable,
		Revision:     g.revision,
	}
	if g.nreserve > 0 {
		v.ReserveTop = g.reserve[g.nreserve-1]
	}
	// One array holds the cards of the fan and of the columns.
	fan := g.wasteFan()
	n := fan
	for _, k := range g.ncol {
		n += int(k)
	}
	cards := make([]Card, 0, n)
	cards = append(cards, g.talon[int(g.nwaste)-fan:g.nwaste]...)
	v.WasteFan = cards[:fan:fan]
	for i, k := range g.ncol {
		start := len(cards)
		cards = append(cards, g.cols[i][:k]...)
		v.Columns[i] = cards[start:len(cards):len(cards)]
	}
	if g.laidOut() {
		v.Foundations = make([]FoundationView, 4)
		for i, k := range g.fcount {
			v.Foundations[i] = FoundationView{Suit: g.fsuit[i], Count: int(k)}
			if k > 0 {
				v.Foundations[i].Top = g.foundationCard(i, int(k)-1)
			}
		}
	} else {
		v.Foundations = []FoundationView{}
	}
	v.Moves = g.state.appendMoves(make([]Move, 0, 16))
	return v
}

// wasteFan returns how many of the waste's top cards the app fans (see
// View.WasteFan): the position alone does not say, as it does not tell how
// many of the waste's cards the last draw turned, so the history does.
func (g *Game) wasteFan() int {
	if g.nwaste == 0 {
		return 0
	}
	if g.mode == Draw1 {
		return 1
	}
	played := 0
	for i := len(g.history) - 1; i >= 0; i-- {
		switch a := g.history[i]; a.move.from {
		case Stock:
			return max(1, min(int(a.turned)-played, int(g.nwaste)))
		case Waste:
			played++
		}
	}
	return 1
}
