package solve

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/canfield-go/canfield"
)

// A slicer lets a search run in slices of time that its holder grants,
// keeping everything it has found in between: the search's goroutine
// blocks at its look at the clock (searcher.cancelled) once a slice is
// over, until the next slice or the end of its context. A Watcher gives
// the search of a hard position the time that newer positions' own
// searches leave, so that a proof that takes seconds still comes.
type slicer struct {
	end    atomic.Int64  // the slice's end, in Unix nanoseconds; 0 ends it now
	grant  chan struct{} // starts a slice, once end is set
	paused chan struct{}
}

// sliceKey is the context key under which a search finds its slicer.
type sliceKey struct{}

func (sl *slicer) over() bool { return now().UnixNano() >= sl.end.Load() }

// pause blocks the search until its next slice; false if ctx ended first.
func (sl *slicer) pause(done <-chan struct{}) bool {
	select {
	case sl.paused <- struct{}{}:
	case <-done:
		return false
	}
	select {
	case <-sl.grant:
		return true
	case <-done:
		return false
	}
}

// A slicedSearch is solvePosition of one position, run on a goroutine of
// its own in slices (see slicer).
type slicedSearch struct {
	pos    canfield.Position
	sl     *slicer
	cancel context.CancelFunc
	result chan Result   // the verdict, once the search has ended
	exited chan struct{} // closed when the goroutine has returned
	ended  bool          // result has been received
}

// startSliced starts a search of p within opts that runs only in the
// slices that run grants.
func startSliced(p *canfield.Position, opts Options) *slicedSearch {
	sl := &slicer{grant: make(chan struct{}), paused: make(chan struct{})}
	ctx, cancel := context.WithCancel(context.WithValue(context.Background(), sliceKey{}, sl))
	ss := &slicedSearch{pos: *p, sl: sl, cancel: cancel, result: make(chan Result, 1), exited: make(chan struct{})}
	go func() {
		defer close(ss.exited)
		select {
		case <-sl.grant:
		case <-ctx.Done():
			return
		}
		ss.result <- solvePosition(ctx, &ss.pos, opts)
	}()
	return ss
}

// arm sets the end of the next slice, d from now. An interrupt after it
// ends that slice at once.
func (ss *slicedSearch) arm(d time.Duration) { ss.sl.end.Store(now().Add(d).UnixNano()) }

// run lets the search go on until the end that arm set, or an interrupt,
// and returns its result and true if it ended within that time. After
// stop it returns at once: the result if the search had ended, else false.
func (ss *slicedSearch) run() (Result, bool) {
	if ss.ended {
		return Result{}, false
	}
	select {
	case ss.sl.grant <- struct{}{}: // the search waits for it: it runs only in slices
	case <-ss.exited:
		ss.ended = true
		select {
		case r := <-ss.result:
			return r, true
		default:
			return Result{}, false
		}
	}
	select {
	case <-ss.sl.paused:
		return Result{}, false
	case r := <-ss.result:
		ss.ended = true
		return r, true
	}
}

// interrupt ends the running slice at the search's next look at the clock.
// Any goroutine may call it.
func (ss *slicedSearch) interrupt() { ss.sl.end.Store(0) }

// stop ends the search and waits for its goroutine.
func (ss *slicedSearch) stop() {
	ss.cancel()
	<-ss.exited
}
