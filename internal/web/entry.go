package web

import (
	"container/list"
	"sync"
	"sync/atomic"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// An entry is one player's game while it is held in memory. Its lock
// guards the game, which is not safe for concurrent use: every request of
// the player, the Watcher's Watch and Close, and every save run with it
// held, so the file always holds the game as the last response showed it.
type entry struct {
	id string

	mu      sync.Mutex
	game    *canfield.Game // nil until loaded
	epoch   uint64         // the games started or loaded here since the entry was made (State.Epoch)
	revBase uint64         // what the API adds to game.Revision(), so a revision served never comes again after a restart
	start   uint64         // the revision served when the game was dealt or loaded: a later one has been played
	gone    bool           // dropped from the table (or never loaded): look the id up again
	saveErr error          // the last save failed; the next action or Close tries again
	notice  *notice        // a damaged save the player has not dismissed yet: every State tells it
	stats   *playerStats   // the player's statistics, once read
	limit   bucket         // the player's requests (Options.Rate)
	events  []canfield.Event
	stop    func() // removes the entry's listener from game

	watcher        *solve.Watcher // while the game holds one of the Watchers' places (watch.go)
	verdictStreams int            // event streams that want the verdict
	kept           *keptVerdict   // the verdict reached before the game gave its place up
	idleStop       *time.Timer    // stops the Watcher a while after the last such stream ends
	queued         bool           // waits in line for a place; guarded by the server's places.mu

	hub     hub           // the entry's event streams
	version atomic.Uint64 // State.Version of the latest change

	// Guarded by the table's lock.
	elem     *list.Element
	lastUsed time.Time
}

// setGame makes g the entry's game, listening to it. e.mu is held.
func (e *entry) setGame(g *canfield.Game) {
	if e.stop != nil {
		e.stop()
	}
	e.game = g
	e.stop = g.Listen(e.heard)
}

// heard runs inside every change of the game, with e.mu held: it keeps the
// events of the action for the response's words.
func (e *entry) heard(ev canfield.Event) {
	e.events = append(e.events, ev)
}

// takeEvents returns the events heard since the last call. e.mu is held.
func (e *entry) takeEvents() []canfield.Event {
	evs := e.events
	e.events = nil
	return evs
}

// revision returns the game's revision as the API serves it: the
// library's, counted on from the revision the save had when the game was
// loaded, as replaying a record counts only the actions it keeps. e.mu is
// held.
func (e *entry) revision() uint64 { return e.game.Revision() + e.revBase }

// saved returns what the entry's save keeps besides the record. e.mu is
// held.
func (e *entry) saved() saved { return saved{epoch: e.epoch, revision: e.revision(), start: e.start} }

// verdict returns the live verdict on the game: its Watcher's, or the one
// it kept from its last turn, or busy while it waits for one. e.mu is held.
func (e *entry) verdict() Verdict {
	v := Verdict{State: StateOff, Revision: e.revision()}
	switch {
	case e.watcher != nil:
		v.State = StateThinking
		// With e.mu held, the Watcher's position now is the game's.
		if u, ok := e.watcher.Current(); ok {
			v.State = verdictState(u.Verdict)
			// An Undo beyond what Undo can take back helps nobody.
			if u.Verdict == solve.Lost && u.Loss.Undos <= e.game.UndosLeft() {
				v.Undo = u.Loss.Undos
			}
		}
	case e.verdictStreams == 0:
	case e.keptVerdict() != nil:
		v = *e.keptVerdict()
	default:
		v.State = StateBusy
	}
	return v
}

// changed gives what the entry shows a new version and tells its event
// streams. Any goroutine may call it.
func (e *entry) changed() {
	e.bump()
	e.hub.notify()
}

// bump moves the entry's version on: the clock's nanoseconds, or one more
// than the last if the clock has not moved, so that versions grow across
// restarts too.
func (e *entry) bump() {
	for {
		old := e.version.Load()
		next := max(uint64(time.Now().UnixNano()), old+1)
		if e.version.CompareAndSwap(old, next) {
			return
		}
	}
}

// A hub tells an entry's event streams that something changed. It has its
// own lock, so that the Watcher's goroutine can tell them without the
// game's.
type hub struct {
	mu   sync.Mutex
	subs map[chan struct{}]struct{}
}

func (h *hub) add() chan struct{} {
	ch := make(chan struct{}, 1)
	h.mu.Lock()
	if h.subs == nil {
		h.subs = map[chan struct{}]struct{}{}
	}
	h.subs[ch] = struct{}{}
	h.mu.Unlock()
	return ch
}

func (h *hub) remove(ch chan struct{}) {
	h.mu.Lock()
	delete(h.subs, ch)
	h.mu.Unlock()
}

func (h *hub) len() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.subs)
}

// notify wakes every stream; a stream that has not caught up yet sends
// the state once for all the changes it missed.
func (h *hub) notify() {
	h.mu.Lock()
	for ch := range h.subs {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
	h.mu.Unlock()
}
