package solve

import (
	"slices"

	"github.com/canfield-go/canfield"
)

// Loss says where a watched game was lost: the action after which no line
// of play wins, and how many undos lead back to a position from which one
// does. An Update carries it for a Lost verdict, as far as the Watcher has
// found out; DESIGN.md §16 argues how it is found.
//
// An interface says "no longer winnable since action Action: undo Undos"
// when Exact is set. Otherwise the positions between the two are
// undecided, or not searched yet while Searching is set: the game was lost
// by action Action or before, and the latest position that can be won lies
// from Update.Actions-Action+1 to Undos undos back.
type Loss struct {
	// Action is the action that lost the game, counted from the deal (1
	// for the first, as canfield.Record numbers its Moves): the position
	// after it is the earliest of the game's line of play proved lost.
	// It is 0 when the deal itself is proved lost.
	Action int
	// Undos is how many undos lead back from the position to the latest
	// position of the line before Action proved winnable, 0 when none is.
	// It may be more than canfield.Game.UndosLeft allows.
	Undos int
	// Exact reports that the position Undos leads back to is the one just
	// before Action, or that the deal is lost: Action is the action that
	// lost the game.
	Exact bool
	// Searching reports that the Watcher has positions between the two
	// still to search: while the game's position now is lost it searches
	// them, one at a time, and sends a new Update for the position with
	// what each one tells.
	Searching bool
}

// A playLine is the watched game's line of play: the positions from the
// deal to the position now, one more for each action played forward (a
// move or a stock tap), one fewer for each undo, as canfield.Record keeps
// its actions, with what is known of each. It keeps the actions rather
// than the positions, a few bytes each where a position takes a few
// hundred, as a game's line has no bound: the look-back plays a position
// from them when it searches it.
//
// Every position of the line follows the one before it by one action, so
// the verdicts along it are monotone (DESIGN.md §16): once the line holds
// a position proved lost, every position after it is lost too.
type playLine struct {
	start canfield.Position // the position before moves[0]
	// first is the number of actions before start: 0, the deal, but for a
	// game that its record does not deal again.
	first int
	moves []canfield.Move
	marks []mark // marks[i] is what is known of the position after moves[:i]
}

// A mark is what the Watcher knows of one position of the line.
type mark struct {
	// born is the Seq of the change that put the position at its index;
	// an index holds another position after an undo and a new action, or
	// a deal or a load, each with a new Seq, so that a verdict that comes
	// for an index is learnt only while born says it is the same position.
	born  uint64
	state lineState
}

type lineState uint8

const (
	markUnsearched lineState = iota // no search has ended on it
	markUndecided                   // a search ended on it without a verdict
	markWon
	markLost
)

func stateOf(v Verdict) lineState {
	switch v {
	case Won:
		return markWon
	case Lost:
		return markLost
	}
	return markUndecided
}

// reset makes the line the one from start by moves, every position of it
// born at born and marked with what known says of it. It reports the
// position at its end and whether every move played from start; if one did
// not, the line is left holding start alone.
func (l *playLine) reset(start canfield.Position, first int, moves []canfield.Move, born uint64, known func(*canfield.Position) Verdict) (canfield.Position, bool) {
	l.start, l.first = start, first
	l.moves, l.marks = append(l.moves[:0], moves...), l.marks[:0]
	p := start
	for i := 0; ; i++ {
		state := markUnsearched
		if v := known(&p); v != Unknown {
			state = stateOf(v)
		}
		l.marks = append(l.marks, mark{born: born, state: state})
		if i == len(moves) {
			return p, true
		}
		if p.Play(moves[i]) != nil {
			l.moves, l.marks = l.moves[:0], l.marks[:1]
			return start, false
		}
	}
}

// top returns the index of the position now.
func (l *playLine) top() int { return len(l.marks) - 1 }

// push adds the position after action m, born at born.
func (l *playLine) push(m canfield.Move, born uint64) {
	l.moves = append(l.moves, m)
	l.marks = append(l.marks, mark{born: born})
}

// pop takes the last action, m, off the line; it reports false, changing
// nothing, if the line does not end with m.
func (l *playLine) pop(m canfield.Move) bool {
	n := len(l.moves)
	if n == 0 || l.moves[n-1] != m {
		return false
	}
	l.moves, l.marks = l.moves[:n-1], l.marks[:n]
	return true
}

// holds reports whether index at holds the position born at born.
func (l *playLine) holds(at int, born uint64) bool {
	return at >= 0 && at < len(l.marks) && l.marks[at].born == born
}

// learn records verdict v on the position at index at, born at born, and
// reports whether that changed what the line knows. A verdict on a
// position no longer on the line is dropped, and an undecided search never
// hides a verdict, whichever came first.
func (l *playLine) learn(at int, born uint64, v Verdict) bool {
	if !l.holds(at, born) {
		return false
	}
	s, old := stateOf(v), l.marks[at].state
	if s == old || (s == markUndecided && old != markUnsearched) {
		return false
	}
	l.marks[at].state = s
	return true
}

// bounds returns the index of the earliest position proved lost, -1 for
// none, and of the latest before it proved winnable, -1 for none. By §16
// the line's first lost position lies in (won, lost].
func (l *playLine) bounds() (won, lostAt int) {
	won, lostAt = -1, -1
	for i, m := range l.marks {
		switch m.state {
		case markWon:
			won = i
		case markLost:
			return won, i
		}
	}
	return won, lostAt
}

// probe returns the index of the position the look-back searches next, if
// the line holds a lost position and some position between bounds is
// unsearched: the one nearest the middle, the later of two as near, so
// that each verdict halves what is open.
func (l *playLine) probe() (int, bool) {
	won, lostAt := l.bounds()
	if lostAt < 0 {
		return 0, false
	}
	between := func(i int) bool { return won < i && i < lostAt }
	mid := (won + lostAt + 1) / 2
	for d := 0; between(mid+d) || between(mid-d); d++ {
		if i := mid + d; between(i) && l.marks[i].state == markUnsearched {
			return i, true
		}
		if i := mid - d; between(i) && l.marks[i].state == markUnsearched {
			return i, true
		}
	}
	return 0, false
}

// path returns what plays the position at index at: the line's start and
// a copy of the actions from it, so that the position can be played
// without the Watcher's lock, which guards the line.
func (l *playLine) path(at int) (canfield.Position, []canfield.Move) {
	return l.start, slices.Clone(l.moves[:at])
}

// loss returns the Loss of a lost position at index at, born at born. Of
// one that the line no longer holds, or knows no loss at or before, it can
// say only that the position itself is lost.
func (l *playLine) loss(at int, born uint64) Loss {
	won, lostAt := l.bounds()
	if !l.holds(at, born) || lostAt < 0 || lostAt > at {
		return Loss{Action: l.first + at}
	}
	_, searching := l.probe()
	ls := Loss{
		Action:    l.first + lostAt,
		Exact:     won == lostAt-1 && (won >= 0 || l.first == 0),
		Searching: searching,
	}
	if won >= 0 {
		ls.Undos = at - won
	}
	return ls
}
