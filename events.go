package canfield

import (
	"strconv"
	"strings"
)

// Event is something that changed a game: a DealEvent, MoveEvent,
// RefillEvent, DrawEvent, RecycleEvent, UndoEvent or WinEvent. The set is
// closed; a listener tells them apart with a type switch.
//
// One listener function over a closed set of event types, rather than a
// struct of hooks in the style of net/http/httptrace, because the common
// listeners want every event in order: a log, an animation queue, a
// recorder. A type switch picks out the few a listener cares about, and an
// event type added later reaches an existing log without any change to it.
type Event interface {
	// String returns the event as one deterministic log line.
	String() string
	event()
}

// Listen adds fn to the game's listeners and returns a function that
// removes it. Several listeners may listen at once; each event reaches them
// in the order they were added.
//
// Listeners run synchronously on the caller's goroutine, after the change
// is complete and before the method that made it returns. A listener may
// read the game (any accessor, Moves, Describe, Clone) but not change it:
// while listeners run, Play, Tap, Undo and Restart return an error wrapping
// ErrBusy and change nothing. Clone the game to explore moves from a
// listener. A game with no listeners pays nothing for them.
func (g *Game) Listen(fn func(Event)) (stop func()) {
	if fn == nil {
		return func() {}
	}
	g.nextID++
	id := g.nextID
	g.listeners = append(g.listeners, listener{id: id, fn: fn})
	return func() {
		// A new slice, so that a listener stopping itself does not disturb
		// the loop that is calling it.
		kept := make([]listener, 0, len(g.listeners))
		for _, l := range g.listeners {
			if l.id != id {
				kept = append(kept, l)
			}
		}
		if len(kept) == 0 {
			kept = nil
		}
		g.listeners = kept
	}
}

type listener struct {
	id int
	fn func(Event)
}

func (g *Game) emit(e Event) {
	g.busy = true
	defer func() { g.busy = false }()
	for _, l := range g.listeners {
		l.fn(e)
	}
}

func busyError(m Move) error {
	return &MoveError{Move: m, Reason: "a listener may read the game but not change it", Err: ErrBusy}
}

// emitAction reports a played action: the move or the tap, a refill that
// followed it, and a win.
func (g *Game) emitAction(a action) {
	m := a.move
	switch {
	case m.from == Stock && a.turned == 0:
		g.emit(RecycleEvent{Cards: int(g.ntalon)})
		return
	case m.from == Stock:
		g.emit(DrawEvent{Cards: g.Waste()[g.nwaste-a.turned:], Stock: int(g.ntalon - g.nwaste)})
		return
	}
	cards := g.Pile(m.to)
	g.emit(MoveEvent{Move: m, Cards: cards[len(cards)-int(m.count):], Points: int(a.points()), Score: int(g.score)})
	if a.refill {
		g.emit(RefillEvent{Column: m.from, Card: g.cols[m.from.Index()][0], Reserve: int(g.nreserve)})
	}
	if g.Won() {
		g.emit(WinEvent{Score: int(g.score)})
	}
}

// emitUndo reports an undone action.
func (g *Game) emitUndo(a action) {
	e := UndoEvent{Move: a.move, Points: -int(a.points()), Score: int(g.score)}
	m := a.move
	switch {
	case m.from == Stock && a.turned == 0:
	case m.from == Stock:
		stock := g.Stock()
		e.Cards = reversed(stock[len(stock)-int(a.turned):])
	default:
		cards := g.Pile(m.from)
		e.Cards = cards[len(cards)-int(m.count):]
	}
	if a.refill {
		e.Refill = g.reserve[g.nreserve-1]
	}
	g.emit(e)
}

func reversed(cards []Card) []Card {
	out := make([]Card, len(cards))
	for i, c := range cards {
		out[len(cards)-1-i] = c
	}
	return out
}

// DealEvent reports a deal: a restart of the game from its first position.
type DealEvent struct {
	Code string   // the game code, or "" for a game dealt from an explicit deck
	Mode DrawMode // the draw mode
	Deck []Card   // the dealing order (R2.2)
}

// MoveEvent reports cards moved from one pile to another.
type MoveEvent struct {
	Move   Move
	Cards  []Card // the cards that moved, bottom to top
	Points int    // what the move earned: 5 to a foundation (R9.1), else 0
	Score  int    // the score after the move
}

// RefillEvent reports the reserve's top card filling a column that the
// move before it emptied (R3.4). It is part of that move's action.
type RefillEvent struct {
	Column  Pile // the refilled column
	Card    Card // the card that came from the reserve
	Reserve int  // cards left in the reserve
}

// DrawEvent reports a tap on the stock that turned cards onto the waste.
type DrawEvent struct {
	Cards []Card // the cards turned, in the order they were turned; the last is the waste's top
	Stock int    // cards left in the stock
}

// RecycleEvent reports a tap on the empty stock that turned the waste back
// over into the stock (R6.2).
type RecycleEvent struct {
	Cards int // cards now in the stock
}

// UndoEvent reports an undone action (R8.4).
type UndoEvent struct {
	Move   Move   // the move taken back; StockTap for a draw or a recycle
	Cards  []Card // the cards that went back to the source pile, bottom to top; none for a recycle
	Refill Card   // the card that went back onto the reserve from the emptied column, or the zero Card
	Points int    // the points taken away: -5 or 0
	Score  int    // the score after the undo
}

// WinEvent reports that the last move put the 52nd card on the foundations
// (R7.1).
type WinEvent struct {
	Score int
}

func (DealEvent) event()    {}
func (MoveEvent) event()    {}
func (RefillEvent) event()  {}
func (DrawEvent) event()    {}
func (RecycleEvent) event() {}
func (UndoEvent) event()    {}
func (WinEvent) event()     {}

// String returns "deal CF1-D3-AAAAACL", or "deal D3 deck" and the 52 cards.
func (e DealEvent) String() string {
	if e.Code != "" {
		return "deal " + e.Code
	}
	return "deal " + e.Mode.String() + " deck " + cardList(e.Deck)
}

// String returns "move w f1 8♥ +5 score 5" and the like.
func (e MoveEvent) String() string {
	s := "move " + e.Move.String() + " " + cardList(e.Cards)
	if e.Points != 0 {
		s += " +" + strconv.Itoa(e.Points)
	}
	return s + " score " + strconv.Itoa(e.Score)
}

// String returns "refill c2 Q♠ reserve 10".
func (e RefillEvent) String() string {
	return "refill " + e.Column.String() + " " + e.Card.String() + " reserve " + strconv.Itoa(e.Reserve)
}

// String returns "draw 4♠ 9♦ J♣ stock 31".
func (e DrawEvent) String() string {
	return "draw " + cardList(e.Cards) + " stock " + strconv.Itoa(e.Stock)
}

// String returns "recycle stock 34".
func (e RecycleEvent) String() string {
	return "recycle stock " + strconv.Itoa(e.Cards)
}

// String returns "undo w f1 8♥ -5 score 0", "undo s 4♠ 9♦ J♣ score 0",
// "undo c2:2 c4 K♥ Q♣ refill Q♠ score 5" and the like.
func (e UndoEvent) String() string {
	s := "undo " + e.Move.String()
	if len(e.Cards) > 0 {
		s += " " + cardList(e.Cards)
	}
	if e.Refill.Valid() {
		s += " refill " + e.Refill.String()
	}
	if e.Points != 0 {
		s += " " + strconv.Itoa(e.Points)
	}
	return s + " score " + strconv.Itoa(e.Score)
}

// String returns "win score 255".
func (e WinEvent) String() string { return "win score " + strconv.Itoa(e.Score) }

func cardList(cards []Card) string {
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.String()
	}
	return strings.Join(names, " ")
}
