package solve

import (
	"context"
	"errors"
	"slices"
	"sync"
	"time"

	"github.com/canfield-go/canfield"
)

// A Watcher keeps a live verdict on a game for a user interface: after
// every action it searches the new position in the background, within a
// small budget, so that the interface can say "no longer winnable" as soon
// as a move throws the game away, without ever blocking the player.
//
// Goroutines. A canfield.Game is not safe for concurrent use, so the
// Watcher never touches the game from its own goroutine. Call Watch and
// Close where the game is played: on the goroutine that plays it (a user
// interface's), or, for a game that a server plays from many goroutines,
// with the lock that guards it held. Watch listens to the game
// (canfield.Game.Listen), and the listener, which runs inside each action,
// under the same lock, only takes a copy of the position
// (canfield.Game.Position, a value without allocation) and hands it over.
// The searches run in the background, one at a time; a newer position
// cancels the search of an older one. Results come back through Latest,
// which any goroutine may call without the game's lock, and through
// WatchOptions.OnUpdate, which runs on the Watcher's goroutine and must not
// touch the game nor wait for its lock: Close, called with the lock held,
// waits for OnUpdate to return.
//
// Lost positions. A position that an action played forward (a move or a
// stock tap) reaches from a position proved lost is lost too, and its
// update comes at once, without a search.
//
// Hard positions. The Watcher keeps the search of the first position it
// could not decide, and while the game goes forward from there (moves and
// stock taps, no undo), it gives that search three quarters of each newer
// position's budget, once the newer position's own search has not decided
// it in the first quarter. A loss that search proves is a loss of every
// position after it: so a game whose every position takes seconds to
// prove lost is said lost a few actions later. The Watcher holds two
// searches at most, each within MaxMemory.
//
// Staleness. Every Update carries the canfield.Game.Revision of the
// position it judges, which View reports too, so an interface or a server
// that holds a verdict keeps it only while the two numbers agree:
//
//	mu.Lock()
//	v := g.View()
//	if u := w.Latest(); u.Revision == v.Revision && u.Verdict == solve.Lost {
//		// say "no longer winnable" with this view
//	}
//	mu.Unlock()
type Watcher struct {
	opts WatchOptions
	stop func()
	game *canfield.Game
	seq  uint64            // positions seen; where the game is played only
	rev  uint64            // the game's Revision at the last one; likewise
	last canfield.Position // the last one; likewise
	// breaks counts the changes that were no action played forward;
	// likewise.
	breaks uint64
	jobs   chan watchJob
	done   chan struct{}
	wg     sync.WaitGroup
	close  sync.Once

	mu      sync.Mutex
	latest  Update
	cancel  context.CancelFunc // of the running search
	running uint64             // its position's Seq
	known   map[canfield.Position]known
	// slicing is the held search while it runs a slice for the position
	// running, and superseded is set when a newer position ended it.
	slicing    *slicedSearch
	superseded bool

	// held is the search of the first position not decided since the
	// game last went other than forward (breaks was heldBreaks then);
	// on the Watcher's goroutine only.
	held       *slicedSearch
	heldBreaks uint64
}

// known is what a Watcher remembers of a position it has decided: its
// verdict and, for Won, a winning line from it.
type known struct {
	verdict Verdict
	line    []canfield.Move
}

// WatchOptions sets a Watcher's budget and where its updates go.
type WatchOptions struct {
	// Budget is the search time for each position; zero means 250 ms.
	Budget time.Duration
	// MaxNodes and MaxMemory bound each search as in Options; zero means
	// 2,000,000 positions and 256 MiB. The search kept for a hard position
	// (see Watcher) may take eight times MaxNodes, in MaxMemory of its own.
	MaxNodes  int64
	MaxMemory int64
	// OnUpdate, if not nil, is called with each verdict, in order, on the
	// Watcher's goroutine.
	OnUpdate func(Update)
}

// Update is a verdict on one position of the watched game.
type Update struct {
	// Seq numbers the game's positions since Watch: 0 for the position
	// Watch saw, then 1, 2, … after each change of the game (an undo
	// counts as one).
	Seq uint64
	// Revision is the game's canfield.Game.Revision at that position: an
	// update whose Revision is not the game's (or its View's) is stale.
	Revision uint64
	// Verdict is Won or Lost when the search decided within its budget,
	// Unknown when it did not. An interface says "no longer winnable" on
	// Lost.
	Verdict Verdict
	// Line is, for Won, a line of actions that wins from the position,
	// as Result.Line: an interface can give its first action as a hint at
	// once, with no search of its own.
	Line []canfield.Move
	// Nodes is the number of positions searched, 0 when the verdict was
	// already known.
	Nodes int64
}

type watchJob struct {
	seq, rev uint64
	pos      canfield.Position
	// after is set when pos came from prev by an action played forward
	// (a move or a stock tap), not an undo, a deal or a load.
	after bool
	prev  canfield.Position
	// breaks is Watcher.breaks when the position was reached.
	breaks uint64
}

// Watch starts watching g and searches its current position at once. Call
// it, and Close, where g is played: on the goroutine that plays it, or with
// the lock that guards it held.
//
// A nil g gives a Watcher that watches nothing: its Latest is Unknown and
// it never sends an update. An undealt game's positions are Unknown too,
// without a search, until the game is loaded.
func Watch(g *canfield.Game, opts WatchOptions) *Watcher {
	if g == nil {
		return &Watcher{stop: func() {}, done: make(chan struct{})}
	}
	if opts.Budget <= 0 {
		opts.Budget = 250 * time.Millisecond
	}
	if opts.MaxNodes <= 0 {
		opts.MaxNodes = 2_000_000
	}
	if opts.MaxMemory <= 0 {
		opts.MaxMemory = 256 << 20
	}
	w := &Watcher{
		opts:  opts,
		game:  g,
		jobs:  make(chan watchJob, 1),
		done:  make(chan struct{}),
		known: map[canfield.Position]known{},
	}
	w.rev, w.last = g.Revision(), g.Position()
	w.latest = Update{Seq: 0, Revision: w.rev, Verdict: Unknown}
	w.submit(watchJob{seq: 0, rev: w.rev, pos: g.Position()})
	w.stop = g.Listen(w.listen)
	w.wg.Add(1)
	go w.run()
	return w
}

// listen runs inside each change of the game, where it is played.
func (w *Watcher) listen(e canfield.Event) {
	rev := w.game.Revision()
	if rev == w.rev {
		return // a refill or a win reported after the move that made it
	}
	w.rev = rev
	w.seq++
	j := watchJob{seq: w.seq, rev: rev, pos: w.game.Position(), prev: w.last}
	switch e.(type) {
	case canfield.MoveEvent, canfield.DrawEvent, canfield.RecycleEvent:
		j.after = true
	default:
		w.breaks++
	}
	j.breaks = w.breaks
	w.last = j.pos
	w.submit(j)
}

// submit replaces any waiting position by j and cancels the search of an
// older one.
func (w *Watcher) submit(j watchJob) {
	w.mu.Lock()
	if w.cancel != nil && w.running < j.seq {
		w.cancel()
	}
	if w.slicing != nil && w.running < j.seq {
		w.slicing.interrupt()
		w.superseded = true
	}
	w.mu.Unlock()
	select {
	case <-w.jobs:
	default:
	}
	w.jobs <- j
}

// Latest returns the verdict on the newest position searched so far. It
// may be called from any goroutine.
func (w *Watcher) Latest() Update {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.latest
}

// Known returns what the Watcher has proved of p, searching nothing: Won
// with a winning line, Lost, or Unknown when it has not decided p. It
// knows the positions it judged, those along the winning lines it found,
// and those its kept searches decided, such as the first position of a
// game that it proved lost later. Any goroutine may call it.
func (w *Watcher) Known(p canfield.Position) (Verdict, []canfield.Move) {
	w.mu.Lock()
	defer w.mu.Unlock()
	k := w.known[p]
	return k.verdict, slices.Clone(k.line)
}

// Close stops watching: it removes the listener, stops the search and
// waits for the Watcher's goroutine to end. Call it where the game is
// played, as Watch: on its goroutine, or with the lock that guards it held.
// No update is delivered after Close returns.
func (w *Watcher) Close() {
	w.close.Do(func() {
		w.stop()
		close(w.done)
		w.mu.Lock()
		if w.cancel != nil {
			w.cancel()
		}
		if w.slicing != nil {
			w.slicing.interrupt()
		}
		w.mu.Unlock()
		w.wg.Wait()
	})
}

// run is the Watcher's goroutine.
func (w *Watcher) run() {
	defer w.wg.Done()
	defer w.dropHeld()
	for {
		select {
		case <-w.done:
			return
		case j := <-w.jobs:
			w.search(j)
		}
	}
}

// knownLimit bounds the verdicts a Watcher remembers, enough for the
// positions along a winning line and the ones an undo goes back to.
const knownLimit = 4096

func (w *Watcher) search(j watchJob) {
	if j.pos.StartRank() == 0 {
		w.dropHeld()
		w.publish(Update{Seq: j.seq, Revision: j.rev}) // no cards dealt: nothing to judge
		return
	}
	if w.held != nil && w.heldBreaks != j.breaks {
		w.dropHeld() // the game went back or elsewhere: j.pos need not follow the held position
	}
	w.mu.Lock()
	if k, ok := w.known[j.pos]; ok {
		w.mu.Unlock()
		// Known won, the held position, from which it follows, is won
		// too; known lost, so is every position after it.
		w.dropHeld()
		w.publish(Update{Seq: j.seq, Revision: j.rev, Verdict: k.verdict, Line: slices.Clone(k.line)})
		return
	}
	if k, ok := w.known[j.prev]; ok && j.after && k.verdict == Lost {
		// No action from a lost position can win: had one led to a
		// winnable position, the position before it would be winnable.
		w.rememberLocked(j.pos, Result{Verdict: Lost})
		w.mu.Unlock()
		w.dropHeld()
		w.publish(Update{Seq: j.seq, Revision: j.rev, Verdict: Lost})
		return
	}
	own := w.opts.Budget
	if w.held != nil {
		own /= 4
	}
	ctx, cancel := context.WithTimeout(context.Background(), own)
	w.cancel, w.running = cancel, j.seq
	w.mu.Unlock()

	r := solvePosition(ctx, &j.pos, Options{MaxNodes: w.opts.MaxNodes, MaxMemory: w.opts.MaxMemory})
	cancel()

	w.mu.Lock()
	w.cancel = nil
	if r.Verdict == Unknown && errors.Is(r.Stopped, context.Canceled) {
		w.mu.Unlock()
		return // superseded
	}
	w.rememberLocked(j.pos, r)
	w.mu.Unlock()
	if r.Verdict != Unknown {
		w.dropHeld()
		w.publish(Update{Seq: j.seq, Revision: j.rev, Verdict: r.Verdict, Line: slices.Clone(r.Line), Nodes: r.Nodes})
		return
	}
	if w.held == nil {
		// The first position not decided: its search goes on in the
		// time that the next positions' own searches leave, unless it
		// ran out of memory, which more time does not mend.
		if !errors.Is(r.Stopped, ErrMemoryLimit) {
			w.held, w.heldBreaks = startSliced(&j.pos, w.heldOptions()), j.breaks
		}
		w.publish(Update{Seq: j.seq, Revision: j.rev, Verdict: Unknown, Nodes: r.Nodes})
		return
	}
	// A newer position, waiting already, takes the time instead.
	w.mu.Lock()
	superseded := len(w.jobs) > 0
	if !superseded {
		w.slicing = w.held
		w.held.arm(w.opts.Budget - own)
	}
	w.mu.Unlock()
	if superseded {
		w.publish(Update{Seq: j.seq, Revision: j.rev, Verdict: Unknown, Nodes: r.Nodes})
		return
	}
	hr, ended := w.held.run()
	w.mu.Lock()
	superseded = w.superseded
	w.slicing, w.superseded = nil, false
	if ended {
		w.rememberLocked(w.held.pos, hr)
		if hr.Verdict == Lost {
			// j.pos follows the held position by actions played forward.
			w.rememberLocked(j.pos, Result{Verdict: Lost})
		}
	}
	w.mu.Unlock()
	if ended {
		w.dropHeld()
	}
	switch {
	case ended && hr.Verdict == Lost:
		w.publish(Update{Seq: j.seq, Revision: j.rev, Verdict: Lost, Nodes: hr.Nodes})
	case !superseded:
		w.publish(Update{Seq: j.seq, Revision: j.rev, Verdict: Unknown, Nodes: r.Nodes})
	}
}

// heldOptions bounds the held search: eight times a position's positions,
// in the same memory.
func (w *Watcher) heldOptions() Options {
	return Options{MaxNodes: 8 * w.opts.MaxNodes, MaxMemory: w.opts.MaxMemory}
}

// dropHeld stops the held search, if any. On the Watcher's goroutine.
func (w *Watcher) dropHeld() {
	if w.held != nil {
		w.held.stop()
		w.held = nil
	}
}

// rememberLocked records a decided verdict r on p, with every position
// along a winning line. w.mu is held.
func (w *Watcher) rememberLocked(p canfield.Position, r Result) {
	if r.Verdict == Unknown {
		return
	}
	if len(w.known)+len(r.Line)+1 > knownLimit {
		clear(w.known)
	}
	w.known[p] = known{r.Verdict, r.Line}
	// Every position along a winning line is winnable too, by the rest
	// of the line: a player who follows it needs no new search. Where the
	// line passes a position twice, the rest from the last time is kept,
	// so that following it never goes round a loop.
	q := p
	for i, m := range r.Line {
		if q.Play(m) != nil {
			break
		}
		w.known[q] = known{Won, r.Line[i+1:]}
	}
}

func (w *Watcher) publish(u Update) {
	select {
	case <-w.done:
		return
	default:
	}
	w.mu.Lock()
	if u.Seq >= w.latest.Seq {
		w.latest = u
	}
	w.mu.Unlock()
	if w.opts.OnUpdate != nil {
		w.opts.OnUpdate(u)
	}
}
