package solve

import "unsafe"

// Interleaving (DESIGN.md §15): in a depth-first search with
// config.interleave, a frame near the root lets the subtree of each child
// grow only so far before it sets that subtree aside and goes on with its
// next child; once its own steps are done, it takes up what it set aside,
// in order, and lets each run to its end. It changes only the order in
// which the listed children are entered, so the search meets what a plain
// one meets and proves what it proves; but a win behind a first choice
// whose subtree is large and lost comes far sooner.

const (
	// interleaveDepth is how many levels of frames, from the root, set
	// subtrees aside.
	interleaveDepth = 6
	// interleaveCap is config.interleave for Solve's phases: the new
	// positions that the subtree of a child of a frame at depth
	// interleaveDepth-1 may meet, four times as many a level nearer the
	// root (about 2 million for the root's children).
	interleaveCap = 2_000
)

// childCap returns the new positions that the subtree of the current child
// of the frame at depth d may meet before the frame sets it aside.
func (s *searcher) childCap(d int) int64 {
	return s.cfg.interleave << (2 * (interleaveDepth - 1 - d))
}

// setAside is a subtree set aside: the frames from a child of the frame
// that set it aside up to the top of the path, and the steps waiting on
// them, indexed from the first.
type setAside struct {
	frames  []frame
	steps   []step
	keys    []key
	classes []key
}

func (a *setAside) bytes() int64 { return setAsideSize(len(a.frames), len(a.steps)) }

// setAsideSize is the memory of a setAside of frames frames and steps steps,
// each step with its key and class.
func setAsideSize(frames, steps int) int64 {
	return int64(frames)*int64(unsafe.Sizeof(frame{})) +
		int64(steps)*int64(unsafe.Sizeof(step{})+2*unsafe.Sizeof(key{}))
}

// interleave sets aside the subtree of the current child of the frame
// nearest the root whose child has met more new positions than childCap
// allows, unless that frame has begun to take up what it set aside.
func (s *searcher) interleave() {
	for d := range min(len(s.stack)-1, interleaveDepth) {
		if f := &s.stack[d]; !f.takenUp && s.nodes-f.childAt > s.childCap(d) {
			s.setAside(d)
			return
		}
	}
}

// setAside moves the frames above s.stack[d], and their steps, into a
// setAside that s.stack[d] takes up once its own steps are done. The copy
// counts against the memory limit: if it does not fit, the search stops.
func (s *searcher) setAside(d int) {
	base := s.stack[d+1].lo
	if s.memory()+setAsideSize(len(s.stack)-d-1, len(s.steps)-int(base)) > s.maxMem {
		s.stopped = ErrMemoryLimit
		return
	}
	a := &setAside{
		frames:  append([]frame(nil), s.stack[d+1:]...),
		steps:   append([]step(nil), s.steps[base:]...),
		keys:    append([]key(nil), s.keys[base:]...),
		classes: append([]key(nil), s.classes[base:]...),
	}
	for i := range a.frames {
		f := &a.frames[i]
		f.lo, f.next, f.end = f.lo-base, f.next-base, f.end-base
	}
	s.asideBytes += a.bytes()
	s.stack[d].aside = append(s.stack[d].aside, a)
	clear(s.stack[d+1:]) // the copies own their set-aside subtrees now
	s.stack = s.stack[:d+1]
	s.steps, s.keys, s.classes = s.steps[:base], s.keys[:base], s.classes[:base]
	s.notePeak(0)
}

// takeUp puts back on the path, above f, the top of the path, the first
// subtree that f has set aside, as it was.
func (s *searcher) takeUp(f *frame) {
	a := f.aside[0]
	f.aside[0] = nil
	f.aside = f.aside[1:]
	f.takenUp = true
	base := int32(len(s.steps))
	var ok bool
	if s.steps, ok = grow(s, s.steps, len(a.steps)); !ok {
		return
	}
	if s.keys, ok = grow(s, s.keys, len(a.keys)); !ok {
		return
	}
	if s.classes, ok = grow(s, s.classes, len(a.classes)); !ok {
		return
	}
	if s.stack, ok = grow(s, s.stack, len(a.frames)); !ok {
		return
	}
	s.steps = append(s.steps, a.steps...)
	s.keys = append(s.keys, a.keys...)
	s.classes = append(s.classes, a.classes...)
	for _, g := range a.frames {
		g.lo, g.next, g.end = g.lo+base, g.next+base, g.end+base
		g.childAt = s.nodes // each frame of the subtree allows its child anew
		s.stack = append(s.stack, g)
	}
	s.asideBytes -= a.bytes()
}
