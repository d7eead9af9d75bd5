package canfield

import (
	"iter"
	"strconv"
	"strings"
)

// Event is something that changed a game: a DealEvent, LoadEvent,
// MoveEvent, RefillEvent, DrawEvent, RecycleEvent, UndoEvent or WinEvent.
// The set is closed; a listener tells them apart with a type switch.
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
// in the order they were added. Calling stop more than once is harmless.
//
// What a listener hears:
//
//   - Play and Tap: a MoveEvent, DrawEvent or RecycleEvent; then a
//     RefillEvent if the move emptied a column that the reserve refilled
//     (R3.4); then a WinEvent if the move won the game (R7.1).
//   - Undo: one UndoEvent, the refill it took back included.
//   - Restart: a DealEvent.
//   - UnmarshalText: a LoadEvent; the game has been replaced.
//
// Listeners run synchronously on the caller's goroutine, after the change
// is complete and before the method that made it returns. A listener may
// read the game (any accessor, Moves, Describe, Record, Clone) but not
// change it: while listeners run, Play, Tap, Undo, Restart and
// UnmarshalText return an error wrapping ErrBusy and change nothing. Clone
// the game to explore moves from a listener. A listener that panics leaves
// the change made and the game usable; the panic reaches the caller, and
// the listeners after it miss that event.
//
// A game is dealt before anyone can listen to it. To hear it from its deal,
// tell the listener the story so far with Events first:
//
//	for e := range g.Events() {
//		fn(e) // a DealEvent, then the events of each action played so far
//	}
//	stop := g.Listen(fn)
//
// A game with no listeners pays nothing for them: Play and Undo allocate
// nothing.
func (g *Game) Listen(fn func(Event)) (stop func()) {
	if fn == nil {
		return func() {}
	}
	g.nextID++
	id := g.nextID
	g.listeners = append(g.listeners, listener{id: id, fn: fn})
	return func() {
		// A new slice, so that a listener stopping itself or another does
		// not disturb the loop that is calling them.
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

// Events returns the events that lead from the deal to the position now: a
// DealEvent, then, for every action played and not undone, the events
// Listen would have reported for it when it was played. Undone actions and
// their undos are not in it, so it is the story a Record tells, as events.
// It yields nothing for the zero Game.
//
// The sequence works on a copy of the history: the game may change while
// it runs, and the sequence goes on telling the story as it was.
func (g *Game) Events() iter.Seq[Event] {
	if !g.dealt() {
		return func(func(Event) bool) {}
	}
	deal := g.dealEvent()
	moves := g.actions()
	deck, mode := g.deck, g.mode
	return func(yield func(Event) bool) {
		if !yield(deal) {
			return
		}
		s := layout(&deck, mode)
		for _, m := range moves {
			a := s.apply(m)
			if !s.actionEvents(a, yield) {
				return
			}
		}
	}
}

type listener struct {
	id int
	fn func(Event)
}

// emit tells every listener about e. It returns true, as the yield of
// actionEvents wants.
func (g *Game) emit(e Event) bool {
	g.busy = true
	// The flag is reset even when a listener panics: the change is made and
	// the game must stay usable.
	defer func() { g.busy = false }()
	for _, l := range g.listeners {
		l.fn(e)
	}
	return true
}

func (g *Game) dealEvent() DealEvent {
	return DealEvent{Code: g.Code(), Mode: g.mode, Deck: g.DealtDeck()}
}

// emitAction reports a played action to the listeners.
func (g *Game) emitAction(a action) { g.state.actionEvents(a, g.emit) }

// emitUndo reports an undone action to the listeners.
func (g *Game) emitUndo(a action) { g.emit(g.state.undoEvent(a)) }

// actionEvents yields the events of action a, which has just been applied
// to s: the move or the tap, a refill that followed it, and a win. It
// returns false if yield asked to stop.
func (s *state) actionEvents(a action, yield func(Event) bool) bool {
	m := a.move
	switch {
	case m.from == Stock && a.turned == 0:
		return yield(RecycleEvent{Cards: int(s.ntalon)})
	case m.from == Stock:
		return yield(DrawEvent{Cards: s.topCards(Waste, int(a.turned)), Stock: int(s.ntalon - s.nwaste)})
	}
	if !yield(MoveEvent{Move: m, Cards: s.topCards(m.to, int(m.count)), Points: int(a.points()), Score: int(s.score)}) {
		return false
	}
	if a.refill {
		i := m.from.Index()
		if !yield(RefillEvent{Column: m.from, Card: s.cols[i][0], Reserve: int(s.nreserve)}) {
			return false
		}
	}
	if s.won() {
		return yield(WinEvent{Score: int(s.score)})
	}
	return true
}

// undoEvent describes action a, which has just been reverted in s.
func (s *state) undoEvent(a action) UndoEvent {
	e := UndoEvent{Move: a.move, Points: -int(a.points()), Score: int(s.score)}
	m := a.move
	switch {
	case m.from == Stock && a.turned == 0:
		// A recycle taken back: the waste is whole again; no card moved on
		// its own.
	case m.from == Stock:
		// The stock's next card lies at talon[nwaste]: the cards turned back
		// are the next ones, in the order a draw turns them.
		e.Cards = append([]Card(nil), s.talon[s.nwaste:s.nwaste+a.turned]...)
	default:
		e.Cards = s.topCards(m.from, int(m.count))
	}
	if a.refill {
		e.Refill = s.reserve[s.nreserve-1]
	}
	return e
}

// topCards returns a copy of the top n cards of pile p, bottom to top. Only
// the waste, the reserve, a foundation or a column hold cards in view.
func (s *state) topCards(p Pile, n int) []Card {
	switch {
	case p == Waste:
		return append([]Card(nil), s.talon[int(s.nwaste)-n:s.nwaste]...)
	case p == Reserve:
		return append([]Card(nil), s.reserve[int(s.nreserve)-n:s.nreserve]...)
	case p.IsFoundation():
		cards := make([]Card, n)
		f := p.Index()
		for k := range cards {
			cards[k] = s.foundationCard(f, int(s.fcount[f])-n+k)
		}
		return cards
	case p.IsColumn():
		i := p.Index()
		return append([]Card(nil), s.cols[i][int(s.ncol[i])-n:s.ncol[i]]...)
	}
	return nil
}

// DealEvent reports a deal: Restart dealt the game's cards again, or Events
// starts the story of a game.
type DealEvent struct {
	Code string   // the game code, or "" for a game dealt from an explicit deck
	Mode DrawMode // the draw mode
	Deck []Card   // the dealing order (R2.2)
}

// LoadEvent reports that UnmarshalText replaced the game with a saved one.
// The position may have changed entirely: a listener that shows the game
// redraws it from the game's accessors, and one that wants the story of the
// loaded game reads it from Events.
type LoadEvent struct {
	Code    string   // the loaded game's code, or "" for a game dealt from an explicit deck
	Mode    DrawMode // its draw mode
	Deck    []Card   // its dealing order (R2.2)
	Actions int      // how many actions the record replayed
	Score   int      // the score after them
}

// MoveEvent reports cards moved from one pile to another.
type MoveEvent struct {
	Move   Move   // the move: From, To and, for a run from a column, Count
	Cards  []Card // the cards that moved, bottom to top
	Points int    // what the move earned: 5 to a foundation (R9.1), else 0
	Score  int    // the score after the move
}

// RefillEvent reports the reserve's top card filling a column that the
// move before it emptied (R3.4). It is part of that move's action: one Undo
// takes back both.
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
	// Move is the action taken back: StockTap for a draw or a recycle.
	Move Move
	// Cards are the cards that went back: to the move's source pile, bottom
	// to top; for a draw, onto the stock, in the order the draw had turned
	// them. A recycle taken back moves the whole stock back to the waste
	// and lists no cards.
	Cards []Card
	// Refill is the card that went back from the emptied column onto the
	// reserve (R3.4), or the zero Card.
	Refill Card
	Points int // the points taken away: -5 or 0
	Score  int // the score after the undo
}

// WinEvent reports that the last move put the 52nd card on the foundations
// (R7.1).
type WinEvent struct {
	Score int // the final score: 255 for a game without take-backs (R9.3)
}

func (DealEvent) event()    {}
func (LoadEvent) event()    {}
func (MoveEvent) event()    {}
func (RefillEvent) event()  {}
func (DrawEvent) event()    {}
func (RecycleEvent) event() {}
func (UndoEvent) event()    {}
func (WinEvent) event()     {}

// String returns "deal CF1-D3-AAAAACL", or for a game without a code the
// cards the deal shows: "deal D3 deck reserve Q♣ base 7♥ columns 6♣ K♥ Q♥
// A♠". Like every log line it names no face-down card (R2.3); the Deck
// field holds them all.
func (e DealEvent) String() string {
	return "deal " + dealText(e.Code, e.Mode, e.Deck)
}

// String returns "load CF1-D3-AAAAACL actions 3 score 5", or for a game
// without a code the draw mode and the deal as DealEvent writes them.
func (e LoadEvent) String() string {
	return "load " + dealText(e.Code, e.Mode, e.Deck) + " actions " + strconv.Itoa(e.Actions) +
		" score " + strconv.Itoa(e.Score)
}

func dealText(code string, mode DrawMode, deck []Card) string {
	if code != "" {
		return code
	}
	if len(deck) != 52 {
		return mode.String() + " deck"
	}
	// The cards face up after the deal (R2.1, R2.2): the reserve's top, the
	// base card and the columns.
	return mode.String() + " deck reserve " + deck[12].String() + " base " + deck[13].String() +
		" columns " + cardList(deck[14:18])
}

// String returns "move r f1 8♥ +5 score 5", "move c2:2 c4 K♥ Q♣ score 5"
// and the like.
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

// String returns "undo r f1 8♥ -5 score 0", "undo s 3 cards score 0",
// "undo s recycle score 0", "undo c2:2 c4 K♥ Q♣ refill Q♠ score 5" and the
// like. A draw taken back puts its cards face down on the stock, so the line
// counts them and does not name them (R2.3); the Cards field does.
func (e UndoEvent) String() string {
	s := "undo " + e.Move.String()
	switch {
	case e.Move.IsStockTap() && len(e.Cards) > 0:
		s += " " + plural(len(e.Cards), "card")
	case len(e.Cards) > 0:
		s += " " + cardList(e.Cards)
	case e.Move.IsStockTap():
		s += " recycle"
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
