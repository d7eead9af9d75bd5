package web

import (
	"context"
	"sync"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// The verdict states of the API (Verdict.State).
const (
	StateOff       = "off"       // not watched: the player hid the verdict, or no event stream asks for it
	StateBusy      = "busy"      // the server watches as many games as it may: no verdict for now
	StateThinking  = "thinking"  // the search of the position has not ended yet
	StateWinnable  = "winnable"  // some line of play wins from here
	StateLost      = "lost"      // no line of play wins from here; Undo says how far back one does
	StateUndecided = "undecided" // the search ended within its budget without deciding
)

// Verdict is the live verdict on a game as the API reports it.
type Verdict struct {
	State string `json:"state"` // one of the State constants
	// Undo is, for StateLost, how many undos lead back to the latest
	// position known to be winnable; 0 when no position within undo reach
	// is known to be.
	Undo int `json:"undo,omitempty"`
	// Revision is the game's revision the verdict is about.
	Revision uint64 `json:"revision"`
}

// A line is the positions of a watched game that Undo can go back to,
// each with what is known of it, the current one last. It turns the
// Watcher's verdicts, which are each about one revision, into "undo N to
// get back": the number of undos from a lost position to the latest one
// known to be winnable.
//
// Along a line the verdicts are monotone: every position before a
// winnable one is winnable (it reaches it), every position after a lost
// one is lost (nothing it reaches wins). So one known Won at depth j and
// one known Lost at depth l > j leave only the depths between undecided,
// and resolve searches those by bisection when the player plays faster
// than the Watcher searches (a newer position cancels the search of an
// older one).
type line struct {
	mu    sync.Mutex
	nodes []*node // the positions within undo reach, oldest first; never empty once built
	// known is the Watcher's Known, once it is watching: what it has
	// proved of positions besides the ones it reports.
	known func(canfield.Position) (solve.Verdict, []canfield.Move)

	// The searches of resolve (watch.go).
	resolving bool
	closed    bool
	cancel    context.CancelFunc
	done      chan struct{} // closed when the running resolve ends
}

type node struct {
	pos     canfield.Position
	rev     uint64 // the game's revision when it last stood here
	reached bool   // rev is set: the game stood here since the line was built
	state   nodeState
}

type nodeState uint8

const (
	unsearched nodeState = iota
	undecided            // a search ended on it without a verdict
	won
	lost
)

// rebuild makes the line of g from scratch: its position and those its
// undo history goes back to. It runs with the game's lock held.
func (l *line) rebuild(g *canfield.Game) {
	c := g.Clone()
	n := c.UndosLeft()
	nodes := make([]*node, n+1)
	for i := n; i >= 0; i-- {
		nodes[i] = &node{pos: c.Position()}
		if i > 0 && c.Undo() != nil {
			nodes = nodes[i:] // cannot happen: UndosLeft said so
			break
		}
	}
	top := nodes[len(nodes)-1]
	top.rev, top.reached = g.Revision(), true
	l.mu.Lock()
	l.nodes = nodes
	l.mu.Unlock()
}

// played records that g made an action (not an undo): a new position.
// It runs inside the action, with the game's lock held.
func (l *line) played(g *canfield.Game) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.nodes = append(l.nodes, &node{pos: g.Position(), rev: g.Revision(), reached: true})
	if keep := g.UndosLeft() + 1; len(l.nodes) > keep {
		l.nodes = append(l.nodes[:0], l.nodes[len(l.nodes)-keep:]...)
	}
}

// undone records that g took its last action back.
func (l *line) undone(g *canfield.Game) {
	l.mu.Lock()
	if len(l.nodes) > 1 {
		l.nodes[len(l.nodes)-1] = nil
		l.nodes = l.nodes[:len(l.nodes)-1]
		top := l.nodes[len(l.nodes)-1]
		if top.pos == g.Position() {
			top.rev, top.reached = g.Revision(), true
			l.mu.Unlock()
			return
		}
	}
	l.mu.Unlock()
	l.rebuild(g) // the line lost track: it cannot, but starting again is always right
}

// update records a Watcher's verdict; it reports whether the update was
// about a position of the line. It runs on the Watcher's goroutine.
func (l *line) update(u solve.Update) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	for i := len(l.nodes) - 1; i >= 0; i-- {
		if n := l.nodes[i]; n.reached && n.rev == u.Revision {
			n.learn(u.Verdict)
			return true
		}
	}
	return false
}

func stateOf(v solve.Verdict) nodeState {
	switch v {
	case solve.Won:
		return won
	case solve.Lost:
		return lost
	}
	return undecided
}

// verdict returns what is known of the current position.
func (l *line) verdict() Verdict {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.nodes) == 0 {
		return Verdict{State: StateThinking}
	}
	top := len(l.nodes) - 1
	v := Verdict{Revision: l.nodes[top].rev}
	l.recall()
	highestWon, lowestLost := l.bounds()
	switch {
	case highestWon == top:
		v.State = StateWinnable
	case lowestLost >= 0:
		v.State = StateLost
		if highestWon >= 0 {
			v.Undo = top - highestWon
		}
	case l.nodes[top].state == undecided:
		v.State = StateUndecided
	default:
		v.State = StateThinking
	}
	return v
}

// recall takes what the Watcher has proved of the nodes not decided yet,
// such as a deal that its kept search proved lost some actions later.
// l.mu is held.
func (l *line) recall() {
	if l.known == nil {
		return
	}
	for _, n := range l.nodes {
		if n.state == unsearched || n.state == undecided {
			if v, _ := l.known(n.pos); v != solve.Unknown {
				n.learn(v)
			}
		}
	}
}

// bounds returns the depth of the latest position known winnable and of
// the earliest known lost, -1 for none. l.mu is held.
func (l *line) bounds() (highestWon, lowestLost int) {
	highestWon, lowestLost = -1, -1
	for i, n := range l.nodes {
		switch n.state {
		case won:
			highestWon = i
		case lost:
			if lowestLost < 0 {
				lowestLost = i
			}
		}
	}
	return highestWon, lowestLost
}

// gap returns the node that bisection would search next to say exactly how
// far back the game was last winnable: one between the latest known
// winnable position and the earliest known lost one, when the current
// position is lost and such a node is unsearched. It returns nil when there
// is nothing to resolve.
func (l *line) gap() *node {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.recall()
	highestWon, lowestLost := l.bounds()
	if lowestLost < 0 {
		return nil
	}
	lo, hi := highestWon+1, lowestLost-1 // the depths in between
	if lo > hi {
		return nil
	}
	if mid := l.nodes[(lo+hi)/2]; mid.state == unsearched {
		return mid
	}
	// The middle one is undecided: any other still splits the gap, the
	// ones nearest the lost end first.
	for i := hi; i >= lo; i-- {
		if l.nodes[i].state == unsearched {
			return l.nodes[i]
		}
	}
	return nil
}

// settle records the verdict of a search of n by resolve.
func (l *line) settle(n *node, v solve.Verdict) {
	l.mu.Lock()
	n.learn(v)
	l.mu.Unlock()
}

// learn records a verdict on n; an undecided search never hides one that
// decided, whichever came first.
func (n *node) learn(v solve.Verdict) {
	if s := stateOf(v); s != undecided || n.state == unsearched {
		n.state = s
	}
}
