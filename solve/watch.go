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
// under the same lock, takes a copy of the position (canfield.Game.Position,
// a value without allocation), notes the action on the game's line of
// play (below; a deal or a load reads the game's record) and hands the
// position over. The searches run in the background, one at a time; a
// newer position cancels the search of an older one. Results come back
// through Current and Latest, which any goroutine may call without the
// game's lock, and through
// WatchOptions.OnUpdate, which runs on the Watcher's goroutine and must not
// touch the game nor wait for its lock: Close, called with the lock held,
// waits for OnUpdate to return.
//
// Lost positions. A position that an action played forward (a move or a
// stock tap) reaches from a position proved lost is lost too, and its
// update comes at once, without a search.
//
// Looking back. The Watcher follows the game's line of play, the
// positions from the deal to the position now that canfield.Record keeps.
// While the position now is lost, it searches the line's positions that no
// search has decided, by bisection between the latest proved winnable and
// the earliest proved lost, in the time its searches of new positions leave
// (one at a time, each within the budget of a position), so that an update
// on a lost position says where the game was lost: Update.Loss, "lost since
// action 12: undo 3". Each search it ends sends a new update for the
// position now. DESIGN.md §16 argues the bisection.
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
// that holds a verdict (from OnUpdate or Latest) keeps it only while the
// two numbers agree. Current gives the update on the position now, if
// there is one yet; a verdict known without a search (an undo back to a
// position judged before, an action from a lost position, a position along
// a winning line found before) is there as soon as the action returns,
// before OnUpdate hears of it. With the game's lock held, Current is about
// the game as it is:
//
//	mu.Lock()
//	if u, ok := w.Current(); ok && u.Verdict == solve.Lost {
//		// say "no longer winnable" with g.View(), and where: u.Loss
//	}
//	mu.Unlock()
type Watcher struct {
	opts WatchOptions
	stop func()
	game *canfield.Game
	seq  uint64 // positions seen; where the game is played only
	rev  uint64 // the game's Revision at the last one; likewise
	// breaks counts the changes that were no action played forward;
	// likewise.
	breaks uint64
	jobs   chan watchJob
	done   chan struct{}
	wg     sync.WaitGroup
	close  sync.Once

	mu     sync.Mutex
	latest Update
	judged bool               // latest is a verdict, not the Unknown that Watch starts with
	now    watchJob           // the position now: the last one the listener saw
	line   playLine           // the game's line of play, which the listener keeps
	cancel context.CancelFunc // of the running search
	// running is the Seq of the position the running search is for: its
	// own, or for the look-back (lookingBack set) the position now when it
	// started, whose Loss it is to tell; probe is the look-back's position.
	running     uint64
	lookingBack bool
	probe       lineRef
	known       map[canfield.Position]known
	// slicing is the held search while it runs a slice for the position
	// running, and superseded is set when a newer position ended it.
	slicing    *slicedSearch
	superseded bool

	// held is the search of the first position not decided since the
	// game last went other than forward (breaks was heldBreaks then), at
	// heldAt on the line; on the Watcher's goroutine only.
	held       *slicedSearch
	heldBreaks uint64
	heldAt     lineRef
}

// A lineRef names a position of the line of play: its index and the Seq
// it was born at (mark.born).
type lineRef struct {
	at   int
	born uint64
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
	// Watcher's goroutine; with a lost position's again with each Loss
	// that the look-back finds.
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
	// Actions is the number of actions from the deal to the position, as
	// canfield.Record counts its Moves.
	Actions int
	// Loss is, for Lost, where the game was lost, as far as the Watcher
	// has found out: the action that lost it and how many undos lead back
	// to a winnable position. While Loss.Searching is set, updates for the
	// same Seq follow with more.
	Loss Loss
}

type watchJob struct {
	seq, rev uint64
	pos      canfield.Position
	// breaks is Watcher.breaks when the position was reached.
	breaks uint64
	// ref is where pos is on the line of play; actions counts the
	// actions from the deal to it.
	ref     lineRef
	actions int
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
	w.rev = g.Revision()
	w.mu.Lock()
	w.rebuildLocked(0)
	j := w.jobLocked(0, w.rev, g.Position())
	w.now = j
	w.latest = Update{Seq: 0, Revision: w.rev, Verdict: Unknown, Actions: j.actions}
	w.mu.Unlock()
	w.jobs <- j
	w.stop = g.Listen(w.listen)
	w.wg.Add(1)
	go w.run()
	return w
}

// listen runs inside each change of the game, where it is played: it
// follows the line of play, takes a verdict known without a search at
// once, and hands the position over.
func (w *Watcher) listen(e canfield.Event) {
	rev := w.game.Revision()
	if rev == w.rev {
		return // a refill or a win reported after the move that made it
	}
	w.rev = rev
	w.seq++
	pos := w.game.Position()
	w.mu.Lock()
	switch e := e.(type) {
	case canfield.MoveEvent:
		w.line.push(e.Move, w.seq)
	case canfield.DrawEvent, canfield.RecycleEvent:
		w.line.push(canfield.StockTap(), w.seq)
	case canfield.UndoEvent:
		w.breaks++
		if !w.line.pop(e.Move) {
			w.rebuildLocked(w.seq) // the line lost track: it cannot, but starting again is always right
		}
	default:
		w.breaks++
		w.rebuildLocked(w.seq)
	}
	j := w.jobLocked(w.seq, rev, pos)
	w.now = j
	if v, line, ok := w.decidedLocked(j); ok {
		w.latest, w.judged = w.completeLocked(Update{Seq: j.seq, Revision: j.rev, Verdict: v, Line: line}, j), true
	}
	// A newer position cancels the search of an older one, but for the
	// look-back's while the line still holds what it searches and the
	// position now is still lost: its answer is still wanted.
	_, lostAt := w.line.bounds()
	keep := w.lookingBack && w.line.holds(w.probe.at, w.probe.born) && lostAt > w.probe.at
	if w.cancel != nil && w.running < j.seq && !keep {
		w.cancel()
	}
	if w.slicing != nil && w.running < j.seq {
		w.slicing.interrupt()
		w.superseded = true
	}
	w.mu.Unlock()
	// Only the newest position waits.
	select {
	case <-w.jobs:
	default:
	}
	w.jobs <- j
}

// jobLocked returns the job for pos, the line's last position, reached by
// change seq at revision rev. w.mu is held.
func (w *Watcher) jobLocked(seq, rev uint64, pos canfield.Position) watchJob {
	at := w.line.top()
	return watchJob{seq: seq, rev: rev, pos: pos, breaks: w.breaks,
		ref: lineRef{at, w.line.marks[at].born}, actions: w.line.first + at}
}

// rebuildLocked makes the line of play anew from the game's record, each
// position born at born and marked with what the Watcher has proved of it.
// It runs where the game is played, with w.mu held.
func (w *Watcher) rebuildLocked(born uint64) {
	knownVerdict := func(p *canfield.Position) Verdict { return w.known[*p].verdict }
	now := w.game.Position()
	rec := w.game.Record()
	moves := rec.Moves
	rec.Moves = nil
	if g, err := rec.Game(); err == nil {
		if end, ok := w.line.reset(g.Position(), 0, moves, born, knownVerdict); ok && end == now {
			return
		}
	}
	// A game that its record does not deal again (the zero Game): the
	// line starts from the position now.
	w.line.reset(now, len(moves), nil, born, knownVerdict)
}

// decidedLocked returns the verdict on j's position if the Watcher knows
// it without a search: the line's, where it holds j's position, or one it
// has proved of the position elsewhere. w.mu is held.
func (w *Watcher) decidedLocked(j watchJob) (Verdict, []canfield.Move, bool) {
	if j.pos.StartRank() == 0 {
		return Unknown, nil, false
	}
	if w.line.holds(j.ref.at, j.ref.born) {
		// No action from a lost position can win: had one led to a
		// winnable position, the position before it would be winnable.
		// So every position of the line from a lost one on is lost.
		if _, lostAt := w.line.bounds(); lostAt >= 0 && lostAt <= j.ref.at {
			if _, ok := w.known[j.pos]; !ok {
				w.rememberLocked(j.pos, Result{Verdict: Lost})
			}
			return Lost, nil, true
		}
		if w.line.marks[j.ref.at].state == markWon {
			return Won, slices.Clone(w.known[j.pos].line), true
		}
	}
	if k, ok := w.known[j.pos]; ok {
		w.line.learn(j.ref.at, j.ref.born, k.verdict)
		return k.verdict, slices.Clone(k.line), true
	}
	return Unknown, nil, false
}

// Latest returns the newest update: the verdict on the newest position
// judged so far, Unknown before the first. It may be called from any
// goroutine.
func (w *Watcher) Latest() Update {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.latest
}

// Current returns the update on the game's position now, the one of its
// last change, and whether there is one: false while the position waits
// for its search or the search runs (an interface says "thinking"), or
// when its search was cut short by a newer position. Any goroutine may
// call it; one that does not hold the game's lock may get the update on a
// position the game has already left, whose Revision says so.
func (w *Watcher) Current() (Update, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.judged && w.latest.Seq == w.now.seq {
		return w.latest, true
	}
	return Update{Seq: w.now.seq, Revision: w.now.rev, Actions: w.now.actions}, false
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

// closing reports whether Close has begun. A search started after it
// began would not be stopped: w.mu is held, so that Close, which takes
// w.mu after it closes done, stops one started before.
func (w *Watcher) closing() bool {
	select {
	case <-w.done:
		return true
	default:
		return false
	}
}

// run is the Watcher's goroutine. A waiting position comes first; the
// look-back searches only in the time the positions leave.
func (w *Watcher) run() {
	defer w.wg.Done()
	defer w.dropHeld()
	for {
		select {
		case <-w.done:
			return
		case j := <-w.jobs:
			w.search(j)
			continue
		default:
		}
		if w.lookBack() {
			continue
		}
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
		w.publish(Update{Seq: j.seq, Revision: j.rev}, j) // no cards dealt: nothing to judge
		return
	}
	if w.held != nil && w.heldBreaks != j.breaks {
		w.dropHeld() // the game went back or elsewhere: j.pos need not follow the held position
	}
	w.mu.Lock()
	if v, line, ok := w.decidedLocked(j); ok {
		w.mu.Unlock()
		// Known won, the held position, from which it follows, is won
		// too; known lost, so is every position after it.
		w.dropHeld()
		w.publish(Update{Seq: j.seq, Revision: j.rev, Verdict: v, Line: line}, j)
		return
	}
	if w.closing() {
		w.mu.Unlock()
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
	w.line.learn(j.ref.at, j.ref.born, r.Verdict)
	w.mu.Unlock()
	if r.Verdict != Unknown {
		w.dropHeld()
		w.publish(Update{Seq: j.seq, Revision: j.rev, Verdict: r.Verdict, Line: slices.Clone(r.Line), Nodes: r.Nodes}, j)
		return
	}
	if w.held == nil {
		// The first position not decided: its search goes on in the
		// time that the next positions' own searches leave, unless it
		// ran out of memory, which more time does not mend.
		if !errors.Is(r.Stopped, ErrMemoryLimit) {
			w.held, w.heldBreaks, w.heldAt = startSliced(&j.pos, w.heldOptions()), j.breaks, j.ref
		}
		w.publish(Update{Seq: j.seq, Revision: j.rev, Verdict: Unknown, Nodes: r.Nodes}, j)
		return
	}
	// A newer position, waiting already, takes the time instead.
	w.mu.Lock()
	superseded := len(w.jobs) > 0 || w.closing()
	if !superseded {
		w.slicing = w.held
		w.held.arm(w.opts.Budget - own)
	}
	w.mu.Unlock()
	if superseded {
		w.publish(Update{Seq: j.seq, Revision: j.rev, Verdict: Unknown, Nodes: r.Nodes}, j)
		return
	}
	hr, ended := w.held.run()
	w.mu.Lock()
	superseded = w.superseded
	w.slicing, w.superseded = nil, false
	if ended {
		w.rememberLocked(w.held.pos, hr)
		w.line.learn(w.heldAt.at, w.heldAt.born, hr.Verdict)
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
		w.publish(Update{Seq: j.seq, Revision: j.rev, Verdict: Lost, Nodes: hr.Nodes}, j)
	case !superseded:
		w.publish(Update{Seq: j.seq, Revision: j.rev, Verdict: Unknown, Nodes: r.Nodes}, j)
	}
}

// lookBack searches the position of the line of play that the bisection
// of DESIGN.md §16 asks for next, if the position now is lost and the
// line has one, and then sends the position now's update again with the
// Loss it tells. It reports whether it searched, or found nothing to.
func (w *Watcher) lookBack() bool {
	w.mu.Lock()
	at, ok := w.line.probe()
	if !ok || w.closing() {
		w.mu.Unlock()
		return false
	}
	ref := lineRef{at, w.line.marks[at].born}
	start, moves := w.line.path(at)
	ctx, cancel := context.WithTimeout(context.Background(), w.opts.Budget)
	defer cancel()
	w.cancel, w.running, w.lookingBack, w.probe = cancel, w.now.seq, true, ref
	w.mu.Unlock()

	pos, r := start, Result{Verdict: Unknown}
	for _, m := range moves {
		if pos.Play(m) != nil {
			break // cannot happen: the line's actions play
		}
	}
	w.mu.Lock()
	k, isKnown := w.known[pos]
	w.mu.Unlock()
	if isKnown {
		r = Result{Verdict: k.verdict, Line: k.line}
	} else {
		r = solvePosition(ctx, &pos, Options{MaxNodes: w.opts.MaxNodes, MaxMemory: w.opts.MaxMemory})
	}

	w.mu.Lock()
	w.cancel, w.lookingBack = nil, false
	if r.Verdict == Unknown && errors.Is(r.Stopped, context.Canceled) {
		w.mu.Unlock()
		return true // the game moved on, or Close
	}
	w.rememberLocked(pos, r)
	w.line.learn(ref.at, ref.born, r.Verdict)
	u, now := w.latest, w.now
	fresh := w.judged && u.Seq == now.seq && u.Verdict == Lost
	w.mu.Unlock()
	if fresh {
		w.publish(u, now)
	}
	return true
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

// publish sends u, the update on j's position, with its Actions and, for
// Lost, its Loss as the line tells them now.
func (w *Watcher) publish(u Update, j watchJob) {
	select {
	case <-w.done:
		return
	default:
	}
	w.mu.Lock()
	u = w.completeLocked(u, j)
	if u.Seq >= w.latest.Seq {
		w.latest, w.judged = u, true
	}
	w.mu.Unlock()
	if w.opts.OnUpdate != nil {
		w.opts.OnUpdate(u)
	}
}

// completeLocked returns u, the update on j's position, with its Actions
// and, for Lost, its Loss. w.mu is held.
func (w *Watcher) completeLocked(u Update, j watchJob) Update {
	u.Actions = j.actions
	u.Loss = Loss{}
	if u.Verdict == Lost {
		u.Loss = w.line.loss(j.ref.at, j.ref.born)
	}
	return u
}
