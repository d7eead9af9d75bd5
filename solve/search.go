package solve

import (
	"context"
	"errors"
	"time"

	"github.com/canfield-go/canfield"
)

// joining says which positions a search counts as one, holding one key in
// its table for all of them (DESIGN.md, "What a search treats as equal").
type joining uint8

const (
	// byTwinClass joins the positions that twin moves lead between
	// (key.class), but keeps a nested one apart (DESIGN.md §8): exact.
	byTwinClass joining = iota
	// byTwinClassNested joins nested positions too: wins come sooner, but
	// a loss is no proof (DESIGN.md §8).
	byTwinClassNested
	// byDeepClass joins alike positions (key.deepClass, DESIGN.md §9).
	// Its search lists the cycle steps of the positions with
	// a long column (DESIGN.md §10) last, after it has met every other
	// position, so that its losses are proofs and its wins come first.
	byDeepClass
)

// config is what one search does, fixed for its whole run.
type config struct {
	join joining
	// cycles lists cycle steps in a search over deep classes from the
	// start (DESIGN.md §10): a win whose line passes a cycle step proves
	// nothing, and ends the search.
	cycles bool
	// loose, if not noLoose, lists the steps of a search with loose cards
	// (DESIGN.md §12), for a draw-1 root and byDeepClass only: chains of
	// plays from the talon. Its wins end it undecided.
	loose looseMode
	// wasteLate tries a card from the waste onto a column before the same
	// card to its foundation (priority): the order of trial alone.
	wasteLate bool
	// interleave, if not 0, lets the frames near the root of a
	// depth-first search set a child's subtree aside once it has met this
	// many new positions, four times as many a level nearer the root, and
	// take it up after their other children (interleave.go): the order of
	// trial alone.
	interleave int64
}

// looseMode is what a search does with loose cards (DESIGN.md §12).
type looseMode uint8

const (
	noLoose looseMode = iota
	// putBack puts the loose cards back into the talon in every position
	// met: a relaxed game, whose wins prove nothing.
	putBack
	// keepLoose puts no card back: the real draw-1 game with the steps of
	// a search with loose cards, whose losses are proofs all the same; its
	// wins are real, but it does not rebuild the lines of chain steps.
	keepLoose
)

// frame is one position on the search's path and the steps from it still
// to try: steps[next:end] of the searcher's arena.
type frame struct {
	pos           canfield.Position
	key           key
	class         key  // searcher.class of key
	via           step // the step that led here from the frame below
	lo, next, end int32
	// With config.interleave (DESIGN.md §15): childAt is s.nodes when the
	// frame's current child was entered, aside holds the subtrees the
	// frame has set aside, and takenUp is set once it has begun to take
	// them up.
	childAt int64
	aside   []*setAside
	takenUp bool
}

// searcher is one search from a root position.
type searcher struct {
	cfg      config
	ctx      context.Context
	done     <-chan struct{}
	deadline time.Time // zero for none (limits.go)
	maxNodes int64
	maxMem   int64

	// slicer, for a search run in slices (slice.go), pauses it at its
	// looks at the clock between slices.
	slicer *slicer

	// avoid, if not nil, holds positions the search leaves out, and
	// passes on no step: a game's history (DESIGN.md §17).
	avoid *avoidSet

	dec   *decoder    // the root's
	loose *looseCards // unless cfg.loose is noLoose
	table *table
	stack []frame
	steps []step
	keys  []key // keys[i] is the key of the position steps[i] leads to
	// classes[i] is the class of keys[i] (searcher.class), for the steps
	// kept on the path.
	classes []key
	sink    uint64
	hashes  []uint64 // of classes[lo:], while push lists a frame's steps

	moves     []canfield.Move      // scratch for move lists
	pileMoves []canfield.Move      // scratch for one pile's moves, beside moves
	talon     []canfield.TalonMove // scratch for the talon's moves
	cards     []canfield.Card      // scratch for a pile's cards
	talonMask uint64               // with draw 1, the cards in the talon of the position being listed, by cardIndex, when it has talon moves
	talonAt   [52]uint8            // each of those cards' place in the order taps turn them
	pc        pileCounts           // the counts of the position appendSteps listed last

	// longColumns is set when a search over deep classes without cycle
	// steps has expanded a position with a long column: its loss is then
	// no proof (DESIGN.md §9) until resume has searched on from their cycle
	// steps.
	longColumns bool
	// deferred holds the keys of the results of those positions' cycle
	// steps, for resume; resumed is set while resume runs.
	deferred []key
	resumed  bool

	asideBytes int64 // the memory held by the subtrees set aside (interleave.go)

	nodes   int64 // distinct positions reached, a class of them counted once (searcher.class)
	peak    int64 // most memory held at once
	stopped error // why the search stopped undecided
}

// newSearcher returns a search of cfg from root, within ctx and opts. Its
// deadline is ctx's; a phase may set an earlier one (searcher.deadline).
func newSearcher(ctx context.Context, opts Options, cfg config, root *canfield.Position) *searcher {
	s := &searcher{
		cfg:      cfg,
		ctx:      ctx,
		done:     ctx.Done(),
		maxNodes: opts.MaxNodes,
		maxMem:   opts.MaxMemory,
		dec:      newDecoder(root),
		table:    newTable(),
		moves:    make([]canfield.Move, 0, 64),
	}
	s.deadline, _ = ctx.Deadline()
	s.slicer, _ = ctx.Value(sliceKey{}).(*slicer)
	if s.maxMem <= 0 {
		s.maxMem = DefaultMaxMemory
	}
	if cfg.loose != noLoose {
		s.loose = newLooseCards(s.dec)
	}
	return s
}

// class returns the key that the table holds for k (DESIGN.md §8, §9).
func (s *searcher) class(k key) key {
	switch {
	case s.cfg.join == byDeepClass:
		return k.deepClass()
	case s.cfg.join == byTwinClassNested:
		return k.class()
	case !k.twinsMayMeet():
		return k.allRound(false) // k.class, which would ask again
	case k.nested():
		return k
	}
	if c := k.class(); !c.nested() {
		return c
	}
	return k
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
		return s.won(won)
	}
	if won, ok := s.drain(); ok {
		return s.won(won)
	}
	if s.stopped == nil && s.longColumns {
		s.resume()
	}
	s.notePeak(0)
	return s.exhausted(), nil
}

// drain runs the depth-first search on from the path until the path is
// empty, a limit stops it, or a step wins: it then returns that step and
// true, with the path leading to it.
func (s *searcher) drain() (step, bool) {
	for len(s.stack) > 0 && s.stopped == nil {
		f := &s.stack[len(s.stack)-1]
		if f.next == f.end {
			if len(f.aside) > 0 {
				s.takeUp(f)
				continue
			}
			s.pop()
			continue
		}
		i := f.next
		f.next++
		var child canfield.Position
		if !s.makeChild(&f.pos, s.steps[i], s.keys[i], &child) {
			continue // cannot happen: every step was listed as legal
		}
		f.childAt = s.nodes
		if won, ok := s.push(&child, s.keys[i], s.classes[i], s.steps[i]); ok {
			return won, true
		}
		if s.cfg.interleave > 0 {
			s.interleave()
		}
	}
	return step{}, false
}

// resume searches on from the results of the cycle steps of the positions
// with a long column that a search without them has expanded, kept aside
// as it expanded them, once it has met every other position, with cycle
// steps from there on. The positions met so far are closed under every
// other step, so the search has then met every position that it would have
// met with cycle steps from the start, and its losses are proofs
// (DESIGN.md §9, §10). A win it finds now passes a cycle step, and ends it
// undecided (errRelaxedWin).
func (s *searcher) resume() {
	s.cfg.cycles, s.resumed, s.longColumns = true, true, false
	for i, k := range s.deferred {
		// A result met already adds no position to the table, where the
		// limits are looked at: look here too.
		if i%checkEvery == checkEvery-1 && s.cancelled() {
			return
		}
		c := s.class(k)
		if !s.recordClass(c, c.hash()) {
			if s.stopped != nil {
				return
			}
			continue // met already
		}
		p, err := s.dec.position(k)
		if err != nil {
			s.stopped = err
			return
		}
		if _, ok := s.push(&p, k, c, step{kind: cycle}); ok {
			s.stopped = errRelaxedWin
			return
		}
		if _, ok := s.drain(); ok || s.stopped != nil {
			if ok {
				s.stopped = errRelaxedWin
			}
			return
		}
	}
}

// errLongColumn is why a search over deep classes without cycle steps that
// found no win would decide nothing if it had expanded a long column and
// not searched on from their cycle steps (resume, DESIGN.md §9): run always
// does, so exhausted checks it only to keep a loss from resting on a search
// cut short.
var errLongColumn = errors.New("solve: a long column leaves the loss unproved")

// exhausted returns the verdict of a search that has stopped without a
// win: Lost if it met every position it could reach and its loss is a
// proof, else Unknown with s.stopped set.
func (s *searcher) exhausted() Verdict {
	if s.stopped == nil && s.longColumns {
		s.stopped = errLongColumn
	}
	if s.stopped != nil {
		return Unknown
	}
	return Lost
}

// expanding notes that the search expands p, and reports whether it must
// keep p's cycle steps aside for resume: a search over deep classes without
// cycle steps notes a long column and keeps them (DESIGN.md §9).
func (s *searcher) expanding(p *canfield.Position) (keepCycleSteps bool) {
	if s.cfg.join != byDeepClass || s.cfg.cycles || !hasLongColumn(p) {
		return false
	}
	s.longColumns = true
	return true
}

// keepCycleSteps moves the cycle steps among s.steps[lo:] to s.deferred,
// for resume, and reports false if the memory limit stops the search.
func (s *searcher) keepCycleSteps(lo int) bool {
	w := lo
	for i := lo; i < len(s.steps); i++ {
		if s.steps[i].kind != cycle {
			s.steps[w], s.keys[w] = s.steps[i], s.keys[i]
			w++
			continue
		}
		var ok bool
		if s.deferred, ok = grow(s, s.deferred, 1); !ok {
			return false
		}
		s.deferred = append(s.deferred, s.keys[i]) // a cycle step is rebuilt from its key
	}
	s.steps, s.keys = s.steps[:w], s.keys[:w]
	return true
}

// errRelaxedWin is why a search stopped undecided on a win that is no
// proof: one of a search with loose cards, or one whose line passes a cycle
// step (DESIGN.md §10, §12). With loose cards kept the win is real, but the
// search does not rebuild the line of its steps (DESIGN.md §12).
var errRelaxedWin = errors.New("solve: a win of a relaxed game proves nothing")

// won returns the verdict of the search's win by last from the top of the
// path: Won with the line, or Unknown when no real line leads there.
func (s *searcher) won(last step) (Verdict, []canfield.Move) {
	relaxed := s.loose != nil || s.resumed || last.kind == cycle
	for i := 1; i < len(s.stack) && !relaxed; i++ {
		relaxed = s.stack[i].via.kind == cycle
	}
	if relaxed {
		s.stopped = errRelaxedWin
		return Unknown, nil
	}
	var line []canfield.Move
	for i := 1; i < len(s.stack); i++ {
		line = appendStep(line, &s.stack[i-1].pos, s.stack[i].via)
	}
	return Won, appendStep(line, &s.stack[len(s.stack)-1].pos, last)
}

// push lists the steps from p, whose key is k and class key class, keeps
// those that lead to positions not seen before, marks those seen, and
// pushes p's frame. If a step wins at once, it returns that step and true
// instead, with p's frame pushed so that won can name the way to it.
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
	// A position whose cycle steps resume will need lists them now, as a
	// search with cycle steps would, and keeps them aside: listing its
	// steps again then would cost more than all the rest of resume.
	keep := s.expanding(p)
	if keep {
		s.cfg.cycles = true
	}
	s.steps = s.appendSteps(s.steps, p, k)
	if keep {
		s.cfg.cycles = false
		if !s.keepCycleSteps(lo) {
			s.steps, s.keys = s.steps[:lo], s.keys[:lo]
			return step{}, false
		}
	}
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
		if s.cfg.loose == putBack {
			ck = s.loose.retract(ck)
		}
		s.keys[i] = ck
	}
	// The table holds the keys of classes: work each out, and its hash,
	// once, before the loop that reads their slots, which then does
	// nothing else and lets their cache misses overlap.
	s.hashes = s.hashes[:0]
	for _, ck := range s.keys[lo:] {
		c := s.class(ck)
		s.classes = append(s.classes, c)
		s.hashes = append(s.hashes, c.hash())
	}
	var sink uint64
	for _, h := range s.hashes {
		sink += s.table.touch(h)
	}
	s.sink = sink
	near := s.avoid != nil && s.avoid.near(p)
	w := lo
	for i := lo; i < len(s.steps) && s.stopped == nil; i++ {
		// The way back to the parent is the commonest repeat: skip it
		// without touching the table.
		if c := s.classes[i]; c == parent || (near && s.avoid.blocks(p, k, s.steps[i], s.keys[i])) || !s.recordClass(c, s.hashes[i-lo]) {
			continue
		}
		s.steps[w], s.keys[w], s.classes[w] = s.steps[i], s.keys[i], s.classes[i]
		w++
	}
	s.steps, s.keys, s.classes = s.steps[:w], s.keys[:w], s.classes[:w]
	s.stack[len(s.stack)-1].end = int32(w)
	return step{}, false
}

func (s *searcher) pop() {
	lo := s.stack[len(s.stack)-1].lo
	s.steps, s.keys, s.classes = s.steps[:lo], s.keys[:lo], s.classes[:lo]
	s.stack = s.stack[:len(s.stack)-1]
}

// makeChild makes into out the position that st leads to from parent, k
// its key, and reports whether it could: st played, or rebuilt from k
// (step.rebuilt). With loose cards, a chain is played as k tells
// (replayChain), and out is rebuilt from k if playing leaves a card that
// k has put back.
func (s *searcher) makeChild(parent *canfield.Position, st step, k key, out *canfield.Position) bool {
	if s.loose == nil && !st.rebuilt() {
		return playStep(parent, st, out)
	}
	played := false
	switch {
	case st.rebuilt():
	case st.kind == chain:
		played = replayChain(parent, st, k, out)
	default:
		played = playStep(parent, st, out)
	}
	if played && (s.cfg.loose != putBack || !s.loose.hasLoose(out) || hasColumnOf(out, longColumn)) {
		return true // no card put back (retract)
	}
	p, err := s.dec.position(k)
	*out = p
	return err == nil
}
