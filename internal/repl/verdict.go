package repl

import (
	"context"
	"sync"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// The live verdict says on the board whether the game can still be won:
// "winnable", "no longer winnable since action 12: undo 3", or "thinking…"
// while the search runs. A solve.Watcher searches every position the game
// reaches on its own goroutine, so the prompt never waits for it; when it
// proves a position lost, a second search looks back along the line of
// play for the last position that was winnable, so that the board can say
// which action threw the game away and how many undos bring it back.

// Budgets of a verdict's search. On a terminal it is bounded by time too,
// as a player moves on anyway; without one the node count alone bounds it,
// so that a script's verdicts are the same on any machine.
const (
	verdictNodes      = 2_000_000
	verdictLiveBudget = 5 * time.Second
	verdictWaitBudget = time.Hour
)

// judge keeps the verdicts on one game's positions. Its listener, on the
// game's goroutine, records the line of play; the Watcher's goroutine and
// the look-back search's goroutine record verdicts; all under mu.
type judge struct {
	game    *canfield.Game // touched only on the game's goroutine
	watcher *solve.Watcher
	stop    func()
	budget  time.Duration
	notify  func() // told of every new verdict, on a search's goroutine

	mu       sync.Mutex
	settled  *sync.Cond          // broadcast on every new verdict
	line     []canfield.Position // line[n]: the position after n actions
	revs     map[uint64]canfield.Position
	lastRev  uint64
	verdicts map[canfield.Position]solve.Verdict // searched; Unknown for a search that gave up
	looking  map[canfield.Position]bool          // being searched by the look-back
	closed   bool

	kick   chan struct{}
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// newJudge starts judging g. Call it, and close, on g's goroutine.
func newJudge(g *canfield.Game, live bool, notify func()) *judge {
	j := &judge{
		game:     g,
		budget:   verdictWaitBudget,
		notify:   notify,
		revs:     map[uint64]canfield.Position{},
		verdicts: map[canfield.Position]solve.Verdict{},
		looking:  map[canfield.Position]bool{},
		kick:     make(chan struct{}, 1),
	}
	if live {
		j.budget = verdictLiveBudget
	}
	j.settled = sync.NewCond(&j.mu)
	j.ctx, j.cancel = context.WithCancel(context.Background())
	j.rebuild()
	// The judge listens before the Watcher does, so that the position of
	// every revision is known before its verdict can arrive.
	j.stop = g.Listen(j.listen)
	j.watcher = solve.Watch(g, solve.WatchOptions{Budget: j.budget, MaxNodes: verdictNodes, OnUpdate: j.update})
	j.wg.Add(1)
	go j.lookBack()
	return j
}

// close stops both searches and waits for them.
func (j *judge) close() {
	j.stop()
	j.watcher.Close()
	j.mu.Lock()
	j.closed = true
	j.settled.Broadcast()
	j.mu.Unlock()
	j.cancel()
	close(j.kick)
	j.wg.Wait()
}

// rebuild records the line of play from the deal, for a game that is new
// to the judge: a new deal, a loaded game, a restart.
func (j *judge) rebuild() {
	rec := j.game.Record()
	moves := rec.Moves
	rec.Moves = nil
	var line []canfield.Position
	if g, err := rec.Game(); err == nil {
		line = append(line, g.Position())
		for _, m := range moves {
			if g.Play(m) != nil {
				break
			}
			line = append(line, g.Position())
		}
	}
	if len(line) != len(moves)+1 {
		line = []canfield.Position{j.game.Position()} // a game that no record deals
	}
	j.mu.Lock()
	j.line = line
	j.lastRev = j.game.Revision()
	j.revs[j.lastRev] = line[len(line)-1]
	j.mu.Unlock()
}

// listen follows the game: a new action adds a position to the line, an
// undo takes the last one off, anything else starts the line again.
func (j *judge) listen(e canfield.Event) {
	rev := j.game.Revision()
	if rev == j.lastRev {
		return // a refill or a win reported after the move that made it
	}
	pos, n := j.game.Position(), len(j.game.Record().Moves)
	j.mu.Lock()
	j.lastRev = rev
	j.revs[rev] = pos
	_, restart := e.(canfield.DealEvent)
	_, load := e.(canfield.LoadEvent)
	switch {
	case restart || load || n > len(j.line):
		j.mu.Unlock()
		j.rebuild()
		return
	case n == len(j.line):
		j.line = append(j.line, pos)
	default:
		j.line = append(j.line[:n], pos)
	}
	j.mu.Unlock()
}

// update records the Watcher's verdict, on its goroutine.
func (j *judge) update(u solve.Update) {
	j.record(u.Revision, u.Verdict)
}

func (j *judge) record(rev uint64, v solve.Verdict) {
	j.mu.Lock()
	pos, ok := j.revs[rev]
	if ok {
		j.verdicts[pos] = v
	}
	j.settled.Broadcast()
	j.mu.Unlock()
	if ok {
		select {
		case j.kick <- struct{}{}:
		default:
		}
		j.notify()
	}
}

// lookBack is the goroutine that, once the position now is lost, searches
// the positions before it that no search has judged, from the latest back,
// until it meets one that is winnable (or undecided, or the deal).
func (j *judge) lookBack() {
	defer j.wg.Done()
	for range j.kick {
		for {
			j.mu.Lock()
			pos, ok := j.nextLookBack()
			if ok {
				j.looking[pos] = true
			}
			j.mu.Unlock()
			if !ok {
				break
			}
			ctx, cancel := context.WithTimeout(j.ctx, j.budget)
			r, err := solve.SolvePosition(ctx, &pos, solve.Options{MaxNodes: verdictNodes})
			cancel()
			if j.ctx.Err() != nil {
				return
			}
			if err != nil {
				r.Verdict = solve.Unknown
			}
			j.mu.Lock()
			j.verdicts[pos] = r.Verdict
			delete(j.looking, pos)
			j.settled.Broadcast()
			j.mu.Unlock()
			j.notify()
		}
	}
}

// nextLookBack returns the position the look-back should search next, if
// any. Called with mu held.
func (j *judge) nextLookBack() (canfield.Position, bool) {
	k, pending := j.frontier()
	if !pending || k < 0 || j.looking[j.line[k]] {
		return canfield.Position{}, false
	}
	return j.line[k], true
}

// frontier walks back from the position now over the positions proved
// lost and returns the index of the first position before them, -1 for the
// deal, and whether that position still waits for a verdict. It reports
// nothing pending when the position now is not proved lost. Called with mu
// held.
func (j *judge) frontier() (k int, pending bool) {
	k = len(j.line) - 1
	if v, _ := j.verdictOf(j.line[k]); v != solve.Lost {
		return k, false
	}
	// Every position after a lost one is lost (nothing it reaches wins):
	// go back from the earliest known to be.
	for i := k - 1; i >= 0; i-- {
		if v, _ := j.verdictOf(j.line[i]); v == solve.Lost {
			k = i
		}
	}
	for k >= 0 {
		v, ok := j.verdictOf(j.line[k])
		if !ok {
			return k, true
		}
		if v != solve.Lost {
			return k, false
		}
		k--
	}
	return -1, false
}

// verdictOf returns what is known of pos: what the Watcher has proved of
// it, such as a deal that its kept search proved lost, or else the
// verdict of a search of the judge's; false when neither has searched it.
// Called with mu held.
func (j *judge) verdictOf(pos canfield.Position) (solve.Verdict, bool) {
	if j.watcher != nil {
		if v, _ := j.watcher.Known(pos); v != solve.Unknown {
			return v, true
		}
	}
	v, ok := j.verdicts[pos]
	return v, ok
}

// status is what the verdict line says.
type status struct {
	known   bool          // a search has judged the position now
	verdict solve.Verdict // its verdict
	// For a lost game: lostAt is the action that lost it (1 for the first
	// action; 0 when the deal cannot be won), exact that the position
	// before it is proved winnable, and looking that a search is still
	// looking back for it.
	lostAt  int
	exact   bool
	looking bool
	actions int // the actions played
}

// status returns what is known of the position now.
func (j *judge) status() status {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.statusLocked()
}

func (j *judge) statusLocked() status {
	n := len(j.line) - 1
	st := status{actions: n}
	st.verdict, st.known = j.verdicts[j.line[n]]
	if !st.known || st.verdict != solve.Lost {
		return st
	}
	k, pending := j.frontier()
	st.lostAt = k + 1
	if pending {
		st.looking = true
		return st
	}
	before := solve.Won // with k < 0 the deal itself is lost: that is exact
	if k >= 0 {
		before, _ = j.verdictOf(j.line[k])
	}
	st.exact = before == solve.Won
	return st
}

// winningLine returns a winning line from the position now, if the
// Watcher found one, and nil otherwise. Without a live terminal it waits
// for the Watcher's verdict, as the board does, so that a script's hints
// are the same every time.
func (j *judge) winningLine(live bool) []canfield.Move {
	if !live {
		j.wait()
	}
	j.mu.Lock()
	now := j.line[len(j.line)-1]
	j.mu.Unlock()
	if v, line := j.watcher.Known(now); v == solve.Won {
		return line
	}
	return nil
}

// wait returns the status once the searches have said all they will about
// the position now: its verdict, and for a lost game the action that lost
// it. Searches are bounded by nodes, so it returns.
func (j *judge) wait() status {
	j.mu.Lock()
	defer j.mu.Unlock()
	for {
		st := j.statusLocked()
		if j.closed || (st.known && !st.looking) {
			return st
		}
		j.settled.Wait()
	}
}
