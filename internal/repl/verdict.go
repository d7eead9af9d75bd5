package repl

import (
	"sync"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// The live verdict says on the board whether the game can still be won,
// knowing every card: "winnable — knowing every card", "no longer winnable
// since action 12: undo 3 — knowing every card", or "thinking…" while the
// search runs. A solve.Watcher searches every position the game
// reaches on its own goroutine, so the prompt never waits for it, and when
// it proves a position lost it looks back along the line of play for the
// last position that was winnable, so that the board can say which action
// threw the game away and how many undos bring it back.

// Budgets of a verdict's search. On a terminal it is bounded by time too,
// as a player moves on anyway; without one the node count alone bounds it,
// so that a script's verdicts are the same on any machine.
const (
	verdictNodes      = 2_000_000
	verdictLiveBudget = 5 * time.Second
	verdictWaitBudget = time.Hour
)

// judge keeps the live verdict on one game: a Watcher, and a way to wait
// for what it says of the position now.
type judge struct {
	watcher *solve.Watcher
	notify  func() // told of every new verdict, on the Watcher's goroutine

	mu      sync.Mutex
	settled *sync.Cond // broadcast on every new verdict
	closed  bool
}

// newJudge starts judging g. Call it, and close, on g's goroutine.
func newJudge(g *canfield.Game, live bool, notify func()) *judge {
	j := &judge{notify: notify}
	j.settled = sync.NewCond(&j.mu)
	budget := verdictWaitBudget
	if live {
		budget = verdictLiveBudget
	}
	j.watcher = solve.Watch(g, solve.WatchOptions{Budget: budget, MaxNodes: verdictNodes, OnUpdate: j.update})
	return j
}

// close stops the searches and waits for them.
func (j *judge) close() {
	j.watcher.Close()
	j.mu.Lock()
	j.closed = true
	j.settled.Broadcast()
	j.mu.Unlock()
}

// update hears of a verdict, on the Watcher's goroutine.
func (j *judge) update(solve.Update) {
	j.mu.Lock()
	j.settled.Broadcast()
	j.mu.Unlock()
	j.notify()
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
	u, ok := j.watcher.Current()
	st := status{known: ok, verdict: u.Verdict, actions: u.Actions}
	if ok && u.Verdict == solve.Lost {
		st.lostAt, st.exact, st.looking = u.Loss.Action, u.Loss.Exact, u.Loss.Searching
	}
	return st
}

// winningLine returns a winning line from now, the position now, if the
// Watcher found one, and nil otherwise. Without a live terminal it waits
// for the Watcher's verdict, as the board does, so that a script's hints
// are the same every time.
func (j *judge) winningLine(now canfield.Position, live bool) []canfield.Move {
	if !live {
		j.wait()
	}
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
		st := j.status()
		if j.closed || (st.known && !st.looking) {
			return st
		}
		j.settled.Wait()
	}
}
