// Package canfield plays the patience game Canfield exactly as the app
// "Canfield Solitaire" defines it: a 13-card reserve, a base card that sets
// the start rank of all four foundations, four columns built down in
// alternating colours with ranks wrapping from ace to king, a stock turned
// one or three cards at a time with unlimited passes, take-backs from the
// foundations, a 100-action undo and the casino score of 5 points a card.
//
// The rules are numbered R1–R10 in RULES.md, at the root of the repository
// (github.com/canfield-go/canfield); comments, tests and MoveError.Rule cite
// them.
//
// A game starts from a code, a random deal number or an explicit deck:
//
//	g, err := canfield.Deal("CF1-D3-AAAAACL")
//	if err != nil { … }
//	m, err := g.ParseMove("r c2") // reserve onto column 2
//	if err != nil { … }
//	if err := g.Play(m); err != nil {
//		fmt.Println(canfield.Explain(err, canfield.Danish)) // what was wrong; the game is unchanged
//	}
//	fmt.Println(g.Describe(canfield.English))
//
// # Cards and piles
//
// A Card is a small comparable value built from a Rank and a Suit. The zero
// Card, Rank, Suit and Pile are none: not Valid, and what a lookup that
// finds nothing returns. Every pile of a Game is read bottom to top, the top
// card last: Stock, Waste, Reserve, Foundation(i) and Column(i), i counted
// from 0. The slices are copies that the caller may keep. They are the
// whole truth, face-down cards included, for a program's own use; what a
// player may see is the View.
//
// # Moves
//
// A Move names a source pile, a destination pile and, for a run taken from a
// column, how many cards. Moves lists every legal move of the moment. Play
// checks a move and makes it; a refused move returns a *MoveError that wraps
// ErrIllegalMove and changes nothing. Tap plays the app's one-tap move for a
// card (R8.1), and TapMove tells which move that is. Undo takes back the
// last action, up to 100 of them (R8.4); UndosLeft says how many remain.
//
// Moves are written in a short notation (see Move.String and Game.ParseMove):
// "s" taps the stock, "r c2" plays the reserve onto column 2, "w f" plays
// the waste to its foundation, "c2:2 c4" moves the top two cards of column 2
// onto column 4 and "f1 c3" takes a card back from foundation 1. ParseMove
// also reads two-key forms such as "r2", "wf" and "24", so that a terminal
// and an HTTP API speak the same language. ParseInput reads what a player
// types in the player's language: a move, or a card ("QC"; "kd", klør dame,
// in Danish) or pile alone, which means its tap.
//
// # What a player sees
//
// View returns everything a player may see and nothing else, ready for
// JSON: the code, the score, the reserve's top card and count, the stock's
// count, the waste as the app fans it, the foundations and columns, the
// undos left, the legal moves and the game's Revision, a number that changes
// with every action, undo included. Nothing meant for a player (a view, a
// description, an event's log line, a refusal) reveals a face-down card
// (R2.3): tapping or moving a card that is not face up is refused in the same
// words whichever pile hides it.
//
// # Refusals in two languages
//
// Every refusal and every error about bad input says what was wrong as data:
// a Reason, and the cards, piles and text it speaks of, on a *MoveError,
// *ParseError or *RecordError. Explain words any of them for a player, in
// English or in Danish in the app's own words ("Klør 3 kan ikke lægges på
// hjerter 10: den tager kun imod spar 9 eller klør 9."), without rule
// numbers; Error stays English for logs and names the rule.
//
// # Game codes
//
// Every deal has a code such as CF1-D3-AAAAACL (R8.5): the code format, the
// draw mode and a deal number in base 26. The same code deals the same cards
// on every machine and every Go version; code.go documents the shuffle.
//
// # Events and records
//
// Listen tells a listener about every change of a game as it happens, as an
// Event that also writes itself as a log line, so an app can animate or
// log play; Events tells the story of a game from its deal. A Record is a
// whole game as plain text in the spirit of chess's PGN: a Game marshals to
// one and back (MarshalText, UnmarshalText, also as a JSON string), and a
// Replay steps through one for a viewer.
//
// # Search programs
//
// A bot or a solver that explores many positions works on a Position, the
// arrangement of the cards alone: a plain value, copied to keep it, that
// plays by the same rules as a Game without allocating. Its reading methods
// (Len, Top, Card, AppendPile, Find) and AppendMoves fill the caller's
// buffers; Layout and NewPosition take a position apart and put one
// together, such as an endgame no deal has to reach.
//
// The talon is the stock and the waste together: the cards that stock taps
// turn over, pass after pass (R6). A search treats its turning as a cycle
// rather than as one position a tap: AppendTalonMoves lists, as TalonMoves,
// every move of a waste card that some number of taps brings to the top,
// TurnStock makes those taps at once, AppendMovesFrom lists the moves from
// one pile, and CanPlay tells whether a move is legal without making it.
//
// # Safety
//
// The package never panics on bad input and never prints. A Game is not safe
// for use by several goroutines at once: guard it with a lock, or give each
// goroutine its own with Clone.
package canfield

import "strconv"

// Game is one game of Canfield: the position, the score, the undo history
// and the settings. Create one with Deal, DealFromNumber, DealDeck or
// NewGame. The zero Game holds no cards: every move on it is refused.
type Game struct {
	state
	number      uint64 // deal number, meaningful when coded
	coded       bool   // dealt from a code rather than an explicit deck
	singleClick bool   // the Double-click setting turned off (R8.1); the zero value keeps it on
	deck        [52]Card
	history     []action // every action from the deal to now, for Undo and records
	undoable    int      // how many of the last actions Undo may still take back (R8.4)
	revision    uint64   // changes made to the game, for Revision
	listeners   []listener
	nextID      int
	busy        bool // a listener is running: changes are refused
}

// state is the position alone. It is comparable, and every slot beyond a
// pile's count is kept zero, so two equal positions compare equal with ==.
type state struct {
	mode     DrawMode
	start    Rank
	score    int32
	nreserve uint8
	ntalon   uint8 // cards in stock and waste together
	nwaste   uint8 // the first nwaste cards of talon are the waste
	fsuit    [4]Suit
	fslot    [NumSuits + 1]uint8 // foundation index of each suit
	fcount   [4]uint8
	ncol     [4]uint8
	reserve  [13]Card
	// talon holds waste and stock in the order they are turned: the waste is
	// talon[:nwaste] with its top last, the stock is talon[nwaste:ntalon]
	// with talon[nwaste] turned next. Recycling the waste (R6.2) keeps that
	// order, so it only resets nwaste.
	talon [34]Card
	cols  [4][52]Card // a run can pass K more than once (R5.3): up to 52 cards
}

// DrawMode is how many cards a tap on the stock turns (R6.1). The zero value
// is Draw3, the app's default.
type DrawMode uint8

// The two draw modes.
const (
	Draw3 DrawMode = iota // three cards at a time ("3 cards", "Hard"); the default
	Draw1                 // one card at a time ("1 card", "Easy")
)

// Cards returns how many cards a tap turns: 3 or 1.
func (d DrawMode) Cards() int {
	if d == Draw1 {
		return 1
	}
	return 3
}

// String returns "D3" or "D1", as in a game code.
func (d DrawMode) String() string {
	switch d {
	case Draw3:
		return "D3"
	case Draw1:
		return "D1"
	}
	return "DrawMode(" + strconv.Itoa(int(d)) + ")"
}

// ParseDrawMode reads a draw mode: "3", "D3" or "draw3" for Draw3, "1", "D1"
// or "draw1" for Draw1, ignoring case and space.
func ParseDrawMode(s string) (DrawMode, error) {
	switch normalizeSpace(s) {
	case "3", "d3", "draw3", "draw 3":
		return Draw3, nil
	case "1", "d1", "draw1", "draw 1":
		return Draw1, nil
	}
	return 0, badText("draw mode", s, NotADrawMode, ErrBadNotation)
}

// MarshalText implements encoding.TextMarshaler ("D3" or "D1"), so a
// DrawMode works with flag.TextVar and JSON.
func (d DrawMode) MarshalText() ([]byte, error) {
	if d > Draw1 {
		return nil, badText("draw mode", d.String(), NotADrawMode, ErrBadNotation)
	}
	return []byte(d.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with ParseDrawMode.
func (d *DrawMode) UnmarshalText(text []byte) error {
	mode, err := ParseDrawMode(string(text))
	if err != nil {
		return err
	}
	*d = mode
	return nil
}

// DrawMode returns the game's draw mode.
func (g *Game) DrawMode() DrawMode { return g.mode }

// Code returns the game's code, such as "CF1-D3-AAAAACL" (R8.5), or "" for
// a game dealt from an explicit deck by DealDeck.
func (g *Game) Code() string {
	if !g.coded {
		return ""
	}
	return FormatCode(g.number, g.mode)
}

// DealtDeck returns the dealing order the game started from (R2.2): the
// reserve bottom to top, the base card, columns 1–4, then the stock from its
// top. DealDeck of it gives the same game again. It is nil for the zero Game.
func (g *Game) DealtDeck() []Card {
	if !g.dealt() {
		return nil
	}
	return append([]Card(nil), g.deck[:]...)
}

// dealt reports whether the game holds a deal: false for the zero Game.
func (g *Game) dealt() bool { return g.deck[0].Valid() }

// laidOut reports whether the position holds cards: false for the zero
// Game's. Every position of a deal has a start rank.
func (s *state) laidOut() bool { return s.start.Valid() }

// StartRank returns the rank of the base card, where every foundation
// starts (R4.1). It is 0 for the zero Game.
func (g *Game) StartRank() Rank { return g.start }

// Stock returns the face-down stock, bottom to top: the last card is the
// next one a tap turns.
func (g *Game) Stock() []Card {
	stock := make([]Card, 0, g.ntalon-g.nwaste)
	for i := int(g.ntalon) - 1; i >= int(g.nwaste); i-- {
		stock = append(stock, g.talon[i])
	}
	return stock
}

// Waste returns the waste, bottom to top: the last card is the only one
// that can be played (R6.3).
func (g *Game) Waste() []Card { return append([]Card{}, g.talon[:g.nwaste]...) }

// Reserve returns the reserve, bottom to top: the last card is the only one
// that can be played (R3.1).
func (g *Game) Reserve() []Card { return append([]Card{}, g.reserve[:g.nreserve]...) }

// Foundation returns foundation i (0–3), bottom to top. Foundation 0 holds
// the base card's suit (R4.2). It returns nil if i is out of range.
func (g *Game) Foundation(i int) []Card {
	if i < 0 || i >= 4 {
		return nil
	}
	cards := make([]Card, g.fcount[i])
	for k := range cards {
		cards[k] = g.foundationCard(i, k)
	}
	return cards
}

// FoundationSuit returns the suit foundation i (0–3) holds (R4.2). For an
// i out of range, and for every foundation of the zero Game, which has no
// deal, it returns the zero Suit, which is no suit.
func (g *Game) FoundationSuit(i int) Suit { return g.state.foundationSuit(i) }

// foundationSuit returns the suit foundation i holds, or the zero Suit.
func (s *state) foundationSuit(i int) Suit {
	if i < 0 || i >= 4 || !s.laidOut() {
		return 0
	}
	return s.fsuit[i]
}

// Column returns column i (0–3), bottom (first laid) to top. It returns nil
// if i is out of range.
func (g *Game) Column(i int) []Card {
	if i < 0 || i >= 4 {
		return nil
	}
	return append([]Card{}, g.cols[i][:g.ncol[i]]...)
}

// Score returns the points earned so far: 5 for every card put on a
// foundation and not undone (R9).
func (g *Game) Score() int { return int(g.score) }

// Won reports whether all four foundations hold 13 cards (R7.1).
func (g *Game) Won() bool { return g.won() }

// won reports whether all four foundations are full (R7.1).
func (s *state) won() bool {
	return s.fcount == [4]uint8{NumRanks, NumRanks, NumRanks, NumRanks}
}

// Revision numbers the game's changes: it is 0 for a new deal and goes up
// by one with every action played, every undo, every restart and every
// load (UnmarshalText), and it never goes back, so it tells apart any two
// moments of a game, even two of the same position. A server compares it to
// drop what is stale: a player's move made on a board that has changed
// since, or a verdict of package solve's Watcher about a position that is
// gone (its Update carries the Revision it is about). View reports it too.
// Clone keeps it.
func (g *Game) Revision() uint64 { return g.revision }

// SetDoubleClick turns the app's Double-click setting on or off (R8.1). It
// is on in a new game. With it off, Tap only sends cards to foundations.
func (g *Game) SetDoubleClick(on bool) { g.singleClick = !on }

// DoubleClick reports whether the Double-click setting is on (R8.1).
func (g *Game) DoubleClick() bool { return !g.singleClick }

// Clone returns an independent copy of the game, undo history included.
// Listeners are not copied: the copy starts with none.
func (g *Game) Clone() *Game {
	c := *g
	c.history = append([]action(nil), g.history...)
	c.listeners = nil
	c.nextID = 0
	c.busy = false
	return &c
}

// foundationCard returns the k-th card (from 0) of foundation i: the start
// rank plus k, wrapping after the king (R4.3).
func (s *state) foundationCard(i, k int) Card {
	r := (int(s.start)-1+k)%NumRanks + 1
	return NewCard(Rank(r), s.fsuit[i])
}
