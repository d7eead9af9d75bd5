package solve

import (
	"context"
	"errors"
	"time"
	"unsafe"
)

// checkEvery is how many new positions pass between looks at the context,
// the clock and the limits: about a third of a millisecond of work, and
// at most about a millisecond (a position with draw 1 and twin moves to
// list can take 5 µs).
const checkEvery = 1 << 8

// now is the clock the searches read their deadlines by; the tests set
// their own so as not to depend on the machine's speed.
var now = time.Now

// errPhaseTime is why a phase stopped at the end of its share of the time
// (phase.timeShare): the next phase goes on.
var errPhaseTime = errors.New("solve: the phase's share of the time is over")

// cancelled reports whether the search must stop for its context or its
// deadline, and records why. It reads the clock against the deadline
// itself: the timer that ends a context runs only when the scheduler gets
// to it, which on a machine whose every core is searching took up to
// 20 ms.
func (s *searcher) cancelled() bool {
	if s.slicer != nil && s.slicer.over() && !s.slicer.pause(s.done) {
		s.stopped = s.ctx.Err()
		return true
	}
	select {
	case <-s.done:
		s.stopped = s.ctx.Err()
		return true
	default:
	}
	if !s.deadline.IsZero() && !now().Before(s.deadline) {
		s.stopped = errPhaseTime
		if d, ok := s.ctx.Deadline(); ok && !d.After(s.deadline) {
			s.stopped = context.DeadlineExceeded
		}
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
		int64(cap(s.keys)+cap(s.classes)+cap(s.deferred))*int64(unsafe.Sizeof(key{})) +
		s.asideBytes
}

func (s *searcher) notePeak(extra int64) {
	if m := s.memory() + extra; m > s.peak {
		s.peak = m
	}
}

// quadrupleAt is the one table size, in slots, at which recordClass grows
// the table by four (from 16 MiB of slots to 64 MiB).
const quadrupleAt = 1 << 20

// record adds the class of the position with key k (searcher.class) to the
// table and reports whether it is new. It returns false with s.stopped set
// when a limit ends the search.
func (s *searcher) record(k key) (isNew bool) {
	c := s.class(k)
	return s.recordClass(c, c.hash())
}

// recordClass is record given the key of the class, c, and its hash, h.
func (s *searcher) recordClass(c key, h uint64) (isNew bool) {
	if s.table.full() {
		// Each growth moves every key, a cache miss apiece once the table
		// is larger than the caches, so skip a size once: quadruple it at
		// quadrupleAt if that keeps within half the memory limit. Double
		// it otherwise: a larger table is mostly fresh memory, which costs
		// more to map in than the moves that quadrupling spares. On lost
		// deals of 4 million positions, doubling past 64 MiB took 3% less
		// time and half the memory.
		by := uint(1)
		if s.table.size == quadrupleAt && s.memory()+s.table.grownBytes(2)-s.table.bytes() <= s.maxMem/2 {
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
	if !s.table.add(c, h) {
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
// cancelled search up for most of a second.
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
