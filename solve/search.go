package solve

import (
	"context"
	"errors"
	"time"
	"unsafe"

	"github.com/canfield-go/canfield"
)

// act is one action of the search: taps stock taps, then move. Taps are
// folded into the move that follows them (see appendSteps), so the search
// never stops at a position that differs from its parent only by taps.
type act struct {
	move  canfield.Move
	taps  uint8
	card  canfield.Card // for a move from the waste: the card, after the taps
	waste uint8         // for a move from the waste: the cards left in the waste
}

// step is one edge of the search: an act, and for a compound step a
// second act that follows it; for a step that starts with a twin move
// (appendTwinSteps), that move first.
type step struct {
	first, second act
	prio          uint8 // order of trial: higher first
	more          uint8 // 1 for a compound step
	twin          uint8 // for a step that starts with a twin move: 1 + the cardIndex of the card it uncovers
}

// listed reports whether the key of the position st leads to is listed
// with it, in the searcher's keys, rather than left for keyOfStep.
func (st step) listed() bool { return st.more != 0 || st.twin != 0 }

// frame is one position on the search's path and the steps from it still
// to try: steps[next:end] of the searcher's arena.
type frame struct {
	pos           canfield.Position
	key           key
	class         key  // key.class of key
	via           step // the step that led here from the frame below
	lo, next, end int32
}

// searcher is one search from a root position: depth-first (run) or
// best-first (bestFirst).
type searcher struct {
	done     <-chan struct{}
	ctx      context.Context
	deadline time.Time // ctx's deadline; zero for none
	maxNodes int64
	maxMem   int64

	table *table
	stack []frame
	steps []step
	keys  []key // keys[i] is the key of the position steps[i] leads to
	sink  uint64
	moves []canfield.Move      // scratch for move lists
	talon []canfield.TalonMove // scratch for the talon's moves
	cards []canfield.Card      // scratch for a pile's cards

	talonMask uint64          // with draw 1, the cards in the talon of the position being listed, by cardIndex, when it has talon moves
	talonAt   [52]uint8       // each of those cards' place in the order taps turn them
	pileMoves []canfield.Move // scratch for one pile's moves, beside moves
	pc        pileCounts      // the counts of the position appendSteps listed last
	classes   []key           // classes[i] is the class of keys[i] (key.class), for the steps kept on the path

	// noTwinSteps leaves out the steps that start with a twin move
	// (appendTwinSteps), and with loose cards the chains that end with one
	// (appendChainTwin). The search is then incomplete: the tests use it
	// to show that those steps are needed.
	noTwinSteps bool
	// deep counts positions by their deep classes (key.deepClass), which
	// join more positions than key.class. Without loose cards, a loss it
	// finds is a proof only if no position it expanded had a long column
	// (longColumn): one did when tainted is set, and run and bestFirst
	// then report Unknown.
	deep, tainted bool
	// mergeNested lets the search over classes key a nested position by
	// its class, as it does any other (twins.go): wins come sooner, but a
	// loss is a proof only if no position it expanded was nested, and
	// tainted is set when one was.
	mergeNested bool
	// loose, with draw 1, puts loose cards back into the talon in every
	// position the search meets (loose.go): a loss it finds is a proof,
	// whatever its columns (cycles.go), a win proves nothing. Nil for a
	// search of the real game. Its argument is made for a search over deep
	// classes: set deep with it.
	loose *looseCards
	// wasteUpLate tries a card from the waste onto a column before the
	// same card to its foundation (priority). It changes only
	// the order of trial, never what the search reaches.
	wasteUpLate bool

	nodes   int64 // distinct positions reached, a class of them counted once (searcher.class)
	peak    int64 // most memory held at once
	stopped error // why the search stopped undecided
}

// checkEvery is how many new positions pass between checks of the context
// and the limits: about a millisecond of work at most (a position with
// draw 1 and twin moves to list can take 5 µs).
const checkEvery = 1 << 8

// quadrupleFrom is the table size, in slots, from which recordClass grows
// the table by four (16 MiB of slots).
const quadrupleFrom = 1 << 20

func newSearcher(ctx context.Context, opts Options) *searcher {
	s := &searcher{
		ctx:      ctx,
		done:     ctx.Done(),
		maxNodes: opts.MaxNodes,
		maxMem:   opts.MaxMemory,
		table:    newTable(),
		moves:    make([]canfield.Move, 0, 64),
	}
	s.deadline, _ = ctx.Deadline()
	if s.maxMem <= 0 {
		s.maxMem = DefaultMaxMemory
	}
	return s
}

// cancelled reports whether the context has ended, and records why. It
// reads the clock against the context's deadline too: the timer that ends
// the context runs only when the scheduler gets to it, which on a machine
// whose every core is searching took up to 20 ms.
func (s *searcher) cancelled() bool {
	if s.done == nil {
		return false
	}
	select {
	case <-s.done:
		s.stopped = s.ctx.Err()
		return true
	default:
	}
	if !s.deadline.IsZero() && !time.Now().Before(s.deadline) {
		s.stopped = context.DeadlineExceeded
		return true
	}
	return false
}

// memory returns the bytes the search holds: the table, the path and the
// steps waiting on it.
func (s *searcher) memory() int64 {
	return s.table.bytes() +
		int64(cap(s.stack))*int64(unsafe.Sizeof(frame{})) +
		int64(cap(s.steps))*int64(unsafe.Sizeof(step{})) +
		int64(cap(s.keys)+cap(s.classes))*int64(unsafe.Sizeof(key{}))
}

func (s *searcher) notePeak(extra int64) {
	if m := s.memory() + extra; m > s.peak {
		s.peak = m
	}
}

// record adds the class of the position with key k (searcher.class) to the
// table and reports whether it is new. It returns false with s.stopped set
// when a limit ends the search.
func (s *searcher) record(k key) (isNew bool) { return s.recordClass(s.class(k)) }

// class returns the key that the table holds for k: its class, or its deep
// class in a deep search.
func (s *searcher) class(k key) key {
	switch {
	case s.deep:
		return k.deepClass()
	case s.mergeNested:
		return k.class()
	case !k.twinsMayMeet():
		return k.allRound(false) // k.class, which would ask again
	case k.nested():
		return k // see "Twins in one column" in twins.go
	}
	if c := k.class(); !c.nested() {
		return c
	}
	return k
}

// recordClass is record given the key of the class, c.
func (s *searcher) recordClass(c key) (isNew bool) {
	if s.table.full() {
		// Each growth moves every key, a cache miss apiece once the table
		// is larger than the caches: from then on quadruple it while that
		// keeps within half the memory limit, which moves each key a third
		// as often as doubling, and then double it.
		by := uint(1)
		if s.table.size >= quadrupleFrom && s.memory()+s.table.grownBytes(2)-s.table.bytes() <= s.maxMem/2 {
			by = 2
		}
		extra := s.table.grownBytes(by) - s.table.bytes()
		if s.memory()+extra > s.maxMem {
			s.stopped = ErrMemoryLimit
			return false
		}
		s.notePeak(extra)
		if !s.table.grow(by, s.cancelled) {
			return false
		}
	}
	if !s.table.add(c) {
		return false
	}
	s.nodes++
	if s.nodes%checkEvery == 1 {
		switch {
		case s.cancelled():
		case s.maxNodes > 0 && s.nodes >= s.maxNodes:
			s.stopped = ErrNodeLimit
		case s.memory() > s.maxMem:
			s.stopped = ErrMemoryLimit
		}
		s.notePeak(0)
	}
	return s.stopped == nil
}

// run searches from root depth-first. It returns Won with the line to a
// win, Lost when every position reachable from root has been seen without a
// win, or Unknown when a limit stopped it (s.stopped says which).
//
// A position is marked seen when it is first listed as a child, not when
// it is entered: the keys of all the children of a position are looked up
// together, so that their memory accesses, each likely a cache miss in a
// large table, overlap. Every marked child is entered later from the frame
// that listed it, so the search still reaches every reachable position.
func (s *searcher) run(root *canfield.Position) (Verdict, []canfield.Move) {
	if root.Won() {
		return Won, []canfield.Move{}
	}
	k := keyOf(root)
	if !s.record(k) {
		return Unknown, nil
	}
	if won, ok := s.push(root, k, s.class(k), step{}); ok {
		return Won, s.lineTo(won)
	}
	for len(s.stack) > 0 && s.stopped == nil {
		f := &s.stack[len(s.stack)-1]
		if f.next == f.end {
			s.pop()
			continue
		}
		i := f.next
		f.next++
		var child canfield.Position
		if !s.makeChild(&f.pos, s.steps[i], s.keys[i], &child) {
			continue // cannot happen: every step was listed as legal
		}
		if won, ok := s.push(&child, s.keys[i], s.classes[i], s.steps[i]); ok {
			return Won, s.lineTo(won)
		}
	}
	s.notePeak(0)
	if s.stopped != nil {
		return Unknown, nil
	}
	return s.exhausted(), nil
}

// expanding notes that the search expands p, whose key is k: a deep
// search keeps track of long columns (searcher.deep), one that merges
// nested positions of nested ones (searcher.mergeNested).
func (s *searcher) expanding(p *canfield.Position, k key) {
	if s.tainted {
		return
	}
	switch {
	case s.deep && s.loose == nil: // a search with loose cards has cycle steps (cycles.go)
		s.tainted = longColumn(p)
	case s.mergeNested:
		s.tainted = k.nested()
	}
}

// exhausted returns the verdict of a search that has met every position it
// can reach without a win: Lost, unless it is tainted (a deep search that
// expanded a long column, or one that merges nested positions a nested
// one), whose loss proves nothing (Unknown, with s.stopped set).
func (s *searcher) exhausted() Verdict {
	if s.tainted {
		s.stopped = errLongColumn
		return Unknown
	}
	return Lost
}

// errLongColumn is why a tainted search that found no win decides nothing:
// it expanded a position with a long column (longColumn), or a nested one
// (key.nested, a column of 27 cards or more).
var errLongColumn = errors.New("solve: a long column leaves the loss unproved")

// push lists the steps from p, whose key is k and class key class, keeps
// those that lead to positions not seen before, marks those seen, and
// pushes p's frame. If a step wins at once, it returns that step and true
// instead, with p's frame pushed so that line can name the way to it.
func (s *searcher) push(p *canfield.Position, k, class key, via step) (step, bool) {
	lo := len(s.steps)
	var ok bool
	if s.steps, ok = grow(s, s.steps, stepsRoom); !ok {
		return step{}, false
	}
	if s.keys, ok = grow(s, s.keys[:lo], stepsRoom); !ok {
		return step{}, false
	}
	if s.classes, ok = grow(s, s.classes[:lo], stepsRoom); !ok {
		return step{}, false
	}
	if s.stack, ok = grow(s, s.stack, 1); !ok {
		return step{}, false
	}
	s.steps = s.appendSteps(s.steps, p, k)
	s.expanding(p, k)
	var parent key
	if len(s.stack) > 0 {
		parent = s.stack[len(s.stack)-1].class
	}
	s.stack = append(s.stack, frame{pos: *p, key: k, class: class, via: via, lo: int32(lo), next: int32(lo)})
	for i := lo; i < len(s.steps); i++ {
		ck, won := stepKey(p, k, &s.pc, s.steps[i], s.keys[i])
		if won {
			return s.steps[i], true
		}
		if s.loose != nil {
			ck = s.loose.retract(ck)
		}
		s.keys[i] = ck
	}
	// The table holds the keys of classes: work each out once.
	for _, ck := range s.keys[lo:] {
		s.classes = append(s.classes, s.class(ck))
	}
	var sink uint64
	for _, c := range s.classes[lo:] {
		sink += s.table.touch(c)
	}
	s.sink = sink
	w := lo
	for i := lo; i < len(s.steps) && s.stopped == nil; i++ {
		// The way back to the parent is the commonest repeat: skip it
		// without touching the table.
		if c := s.classes[i]; c == parent || !s.recordClass(c) {
			continue
		}
		s.steps[w], s.keys[w], s.classes[w] = s.steps[i], s.keys[i], s.classes[i]
		w++
	}
	s.steps, s.keys, s.classes = s.steps[:w], s.keys[:w], s.classes[:w]
	s.stack[len(s.stack)-1].end = int32(w)
	return step{}, false
}

// stepKey returns the key of the position that st makes from p, whose key
// is k and whose counts are pc, and whether that position is won. listed is
// the key appendSteps listed beside st: the key itself for a step whose key
// it works out (step.listed), else nothing.
func stepKey(p *canfield.Position, k key, pc *pileCounts, st step, listed key) (key, bool) {
	if !st.listed() {
		return keyOfStep(p, k, pc, st.first)
	}
	return listed, listed.won()
}

// stepsRoom is room enough in the steps' arena for the steps of almost any
// position, made before they are listed (see grow); the few positions with
// more steps grow it as append does.
const stepsRoom = 256

// grow returns buf with room for n more elements, as slices.Grow does,
// unless the search must stop first: then it returns false with s.stopped
// set. The path of a deep search and the steps waiting on it can take
// hundreds of megabytes, so a new buffer must fit within the memory limit,
// and its contents are copied a megabyte at a time with a look at the
// context between: a copy cannot be preempted, and one long copy held a
// cancelled search up for most of a second, the timer that ends the
// context waiting behind it.
func grow[T any](s *searcher, buf []T, n int) ([]T, bool) {
	if cap(buf)-len(buf) >= n {
		return buf, true
	}
	size := int64(unsafe.Sizeof(*new(T)))
	newCap := max(2*cap(buf), len(buf)+n, 64)
	extra := int64(newCap) * size
	if s.memory()+extra > s.maxMem {
		s.stopped = ErrMemoryLimit
		return buf, false
	}
	s.notePeak(extra) // the old buffer and the new, while it is copied
	out := make([]T, len(buf), newCap)
	chunk := int(max(1, (1<<20)/size))
	for i := 0; i < len(buf); i += chunk {
		if i > 0 && s.cancelled() {
			return buf, false
		}
		copy(out[i:], buf[i:min(i+chunk, len(buf))])
	}
	return out, true
}

func (s *searcher) pop() {
	lo := s.stack[len(s.stack)-1].lo
	s.steps, s.keys, s.classes = s.steps[:lo], s.keys[:lo], s.classes[:lo]
	s.stack = s.stack[:len(s.stack)-1]
}

// line returns the actions from the root to the win that last leads by.
func (s *searcher) line(last step) []canfield.Move {
	var line []canfield.Move
	for i := 1; i < len(s.stack); i++ {
		line = s.appendStep(line, &s.stack[i-1].pos, s.stack[i].via)
	}
	return s.appendStep(line, &s.stack[len(s.stack)-1].pos, last)
}

// child plays st on a copy of parent, whose key is k, into out and
// returns the key of the result. It reports false if an action was
// refused, which would be a bug.
func (s *searcher) child(parent *canfield.Position, k key, st step, out *canfield.Position) (key, bool) {
	*out = *parent
	before := *parent
	if st.twin != 0 {
		m, ok := stepTwinMove(out, st)
		if !ok || out.Play(m) != nil {
			return k, false
		}
		k = keyAfter(&before, k, act{move: m}, out)
		before = *out
	}
	if !playAct(out, st.first) {
		return k, false
	}
	k = keyAfter(&before, k, st.first, out)
	if st.more == 0 {
		return k, true
	}
	before = *out
	if !playAct(out, st.second) {
		return k, false
	}
	return keyAfter(&before, k, st.second, out), true
}

// lineTo returns the actions from the root to the win that last leads by
// (line), or nil for a search with loose cards, whose positions the real
// game may not reach.
func (s *searcher) lineTo(last step) []canfield.Move {
	if s.loose != nil {
		return nil
	}
	return s.line(last)
}

// makeChild makes into out the position that st leads to from parent, k
// its key, and reports whether it could. With loose cards that is the
// position of k, which has them put back: st is replayed (a chain as k
// tells, replayChain), and if that leaves a card loose, or st is a chain
// with a twin move (chainTwinStep), out is rebuilt from k instead.
func (s *searcher) makeChild(parent *canfield.Position, st step, k key, out *canfield.Position) bool {
	if s.loose == nil {
		return s.replay(parent, st, out)
	}
	replayed := false
	switch st.more {
	case chainStep:
		replayed = replayChain(parent, st, k, out)
	case chainTwinStep, cycleStep:
	default:
		replayed = s.replay(parent, st, out)
	}
	if replayed && (!s.loose.hasLoose(out) || hasColumnOf(out, 2*canfield.NumRanks)) {
		return true // no card put back (retract)
	}
	p, err := s.loose.dec.position(k)
	*out = p
	return err == nil
}

// replay plays st on a copy of parent into out and reports whether every
// action was legal.
func (s *searcher) replay(parent *canfield.Position, st step, out *canfield.Position) bool {
	*out = *parent
	if st.twin != 0 {
		m, ok := stepTwinMove(out, st)
		if !ok || out.Play(m) != nil {
			return false
		}
	}
	return playAct(out, st.first) && (st.more == 0 || playAct(out, st.second))
}

// stepTwinMove returns the twin move that st, a step with one, starts
// with from p.
func stepTwinMove(p *canfield.Position, st step) (canfield.Move, bool) {
	return twinMove(p, cardOf(uint(st.twin-1)))
}

// playAct plays a on p and reports whether every action was legal.
func playAct(p *canfield.Position, a act) bool {
	return p.TurnStock(int(a.taps)) == nil && p.Play(a.move) == nil
}

// appendStep appends the actions of st from parent: its twin move, then
// each act's taps and move.
func (s *searcher) appendStep(line []canfield.Move, parent *canfield.Position, st step) []canfield.Move {
	if st.twin != 0 {
		m, _ := stepTwinMove(parent, st)
		line = append(line, m)
	}
	line = appendAct(line, st.first)
	if st.more == 0 {
		return line
	}
	return appendAct(line, st.second)
}

func appendAct(line []canfield.Move, a act) []canfield.Move {
	for range a.taps {
		line = append(line, canfield.StockTap())
	}
	return append(line, a.move)
}
