package canfield

// Replay steps through a recorded game for a viewer: the position after
// any number of its actions, forward and back, with no 100-action limit.
//
//	rec, _, err := canfield.ParseRecord(text)
//	if err != nil { … }
//	rp, err := canfield.NewReplay(rec) // at the deal: Pos() == 0
//	if err != nil { … }
//	for rp.Next() {
//		fmt.Println(rp.Pos(), rp.Action(rp.Pos()), rp.Game().Score())
//	}
//	rp.Seek(3) // the position after the third action
//
// A Replay's listeners (Listen) hear each step as a game's listeners hear a
// played action or an undo, so a viewer can animate both directions.
//
// The zero Replay, and a nil *Replay, is an empty replay: no actions, Pos
// and Len 0, Next and Prev false, and its Game the zero Game.
//
// A Replay is not safe for use by several goroutines at once.
type Replay struct {
	rec  Record
	game *Game // the position after Pos() actions; nil in an empty replay
}

// NewReplay checks a record by playing it through (see Record.Game) and
// returns a Replay of it at the deal, before the first action.
func NewReplay(r Record) (*Replay, error) {
	end, err := r.Game()
	if err != nil {
		return nil, err
	}
	start, _ := r.deal() // Game dealt it already
	return &Replay{rec: end.Record(), game: start}, nil
}

// Len returns the number of actions in the record.
func (r *Replay) Len() int {
	if r == nil {
		return 0
	}
	return len(r.rec.Moves)
}

// Pos returns how many actions have been played: 0 at the deal, Len() at
// the end.
func (r *Replay) Pos() int {
	if r.empty() {
		return 0
	}
	return len(r.game.history)
}

// empty reports whether r has no game to step through: a zero or nil
// Replay.
func (r *Replay) empty() bool { return r == nil || r.game == nil }

// Action returns action n, counted from 1 as in the record's text: the
// action that led to position n. It returns the zero Move for an n outside
// 1 to Len().
func (r *Replay) Action(n int) Move {
	if n < 1 || n > r.Len() {
		return Move{}
	}
	return r.rec.Moves[n-1]
}

// Record returns a copy of the record being replayed.
func (r *Replay) Record() Record {
	if r == nil {
		return Record{}
	}
	rec := r.rec
	rec.Moves = append([]Move(nil), r.rec.Moves...)
	if rec.Deck != nil {
		rec.Deck = append([]Card(nil), r.rec.Deck...)
	}
	return rec
}

// Game returns a copy of the position after Pos() actions, as an
// independent game: its undo history is that of a game played to there, so
// a viewer can let the player take over from any point. It has no
// listeners. An empty replay's is the zero Game.
func (r *Replay) Game() *Game {
	if r.empty() {
		return &Game{}
	}
	return r.game.Clone()
}

// Next plays the next action and reports whether there was one. It also
// reports false, and does nothing, when called by one of the replay's
// listeners.
func (r *Replay) Next() bool {
	if r.empty() {
		return false
	}
	g := r.game
	if g.busy || len(g.history) == len(r.rec.Moves) {
		return false
	}
	a := g.state.apply(r.rec.Moves[len(g.history)]) // legal: NewReplay played it
	g.push(a)
	if g.listeners != nil {
		g.emitAction(a)
	}
	return true
}

// Prev takes back the last action played and reports whether there was
// one, however far back it lies. It also reports false, and does nothing,
// when called by one of the replay's listeners.
func (r *Replay) Prev() bool {
	if r.empty() {
		return false
	}
	g := r.game
	if g.busy || len(g.history) == 0 {
		return false
	}
	a := g.history[len(g.history)-1]
	g.history = g.history[:len(g.history)-1]
	g.undoable = min(len(g.history), UndoLimit)
	g.state.revert(a)
	g.revision++
	if g.listeners != nil {
		g.emitUndo(a)
	}
	return true
}

// Seek moves to the position after n actions, n held within 0 to Len(),
// one step at a time, so listeners hear every step. Called by one of the
// replay's listeners it returns an error wrapping ErrBusy and does
// nothing.
func (r *Replay) Seek(n int) error {
	if r.empty() {
		return nil
	}
	if r.game.busy {
		return busyError(Move{}, "seek")
	}
	n = max(0, min(n, r.Len()))
	for r.Pos() < n && r.Next() {
	}
	for r.Pos() > n && r.Prev() {
	}
	return nil
}

// Listen adds fn to the replay's listeners, as Game.Listen does, and
// returns a function that removes it. Next reports the action's events (a
// MoveEvent, DrawEvent or RecycleEvent, then any RefillEvent and
// WinEvent), Prev an UndoEvent. A listener may read the replay but not
// step it. An empty replay has nothing to tell: fn is never called.
func (r *Replay) Listen(fn func(Event)) (stop func()) {
	if r.empty() {
		return func() {}
	}
	return r.game.Listen(fn)
}
