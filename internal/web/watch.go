package web

import (
	"context"
	"sync"
	"time"

	"github.com/canfield-go/canfield/solve"
)

// The live verdict costs a search after every action, so the server runs
// a Watcher only for a game that an event stream asks it of, for at most
// Options.MaxWatchers games at once: the places. The games share them in
// turns (DESIGN.md, "Turns of the live verdict"): a game that wants a
// verdict takes a free place, or waits in line; once a game has held its
// place for WatchSlice while another waits, it gives it up to the first in
// line, keeping the verdict it reached until the game changes, and if it
// had none yet it goes to the back of the line. A Watcher whose streams
// have all ended lingers for WatchLinger (a reload comes back to what it
// knew), but gives its place up first to a game that waits.
//
// Locks: the places' lock comes after an entry's, and the one that hands
// places over (rotate) holds no lock while it takes an entry's.

// places are the Watchers' places, and the line of games that wait for
// one.
type places struct {
	mu      sync.Mutex
	max     int
	holders map[*entry]*holding
	line    []*entry // the games that wait, the first first
	wake    chan struct{}

	rotating sync.Mutex // one rotate at a time
}

// holding is what the places know of a game that holds one.
type holding struct {
	since     time.Time      // when it took the place
	w         *solve.Watcher // nil while it starts
	lingering bool           // no event stream wants its verdict
}

// want gives the entry's game a Watcher if one of its event streams wants
// the verdict and it has none yet: a free place if nobody waits, else a
// place in line. A verdict kept from its last turn stands meanwhile, as
// long as the game has not changed. e.mu is held.
func (s *Server) want(e *entry) {
	if e.watcher != nil || e.verdictStreams == 0 || e.keptVerdict() != nil {
		return
	}
	p := &s.places
	p.mu.Lock()
	if len(p.line) == 0 && len(p.holders) < p.max {
		p.holders[e] = &holding{since: s.opts.Now()}
		p.mu.Unlock()
		s.startWatcher(e)
		return
	}
	if !e.queued {
		e.queued = true
		p.line = append(p.line, e)
	}
	p.mu.Unlock()
	p.signal()
}

// signal wakes the goroutine that hands places over.
func (p *places) signal() {
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

// leaveLine takes the entry out of the line, if it is in it. e.mu is held.
func (s *Server) leaveLine(e *entry) {
	p := &s.places
	p.mu.Lock()
	defer p.mu.Unlock()
	if !e.queued {
		return
	}
	e.queued = false
	for i, q := range p.line {
		if q == e {
			p.line = append(p.line[:i], p.line[i+1:]...)
			break
		}
	}
}

// streamWants notes an event stream that wants the verdict, and gives the
// game a Watcher. e.mu is held.
func (s *Server) streamWants(e *entry) {
	e.verdictStreams++
	if e.idleStop != nil {
		e.idleStop.Stop()
		e.idleStop = nil
	}
	s.places.mu.Lock()
	if h := s.places.holders[e]; h != nil {
		h.lingering = false
	}
	s.places.mu.Unlock()
	s.want(e)
}

// streamEnded lets go of the verdict for a stream that ended: the last
// one's game leaves the line, and its Watcher lingers. e.mu is held.
func (s *Server) streamEnded(e *entry) {
	e.verdictStreams--
	if e.verdictStreams > 0 {
		return
	}
	s.leaveLine(e)
	if e.watcher == nil {
		return
	}
	s.places.mu.Lock()
	if h := s.places.holders[e]; h != nil {
		h.lingering = true
	}
	waiting := len(s.places.line) > 0
	s.places.mu.Unlock()
	if waiting {
		s.places.signal()
	}
	e.idleStop = time.AfterFunc(s.opts.WatchLinger, func() {
		e.mu.Lock()
		defer e.mu.Unlock()
		if e.verdictStreams == 0 && e.watcher != nil {
			s.stopWatcher(e)
		}
	})
}

// startWatcher watches e.game, in the place it holds. e.mu is held.
func (s *Server) startWatcher(e *entry) {
	e.kept = nil
	e.watcher = solve.Watch(e.game, solve.WatchOptions{
		Budget:    s.opts.WatchBudget,
		MaxNodes:  s.opts.WatchNodes,
		MaxMemory: watchMemory,
		// On the Watcher's goroutine: the game's lock is not ours.
		OnUpdate: func(solve.Update) { e.changed() },
	})
	s.places.mu.Lock()
	if h := s.places.holders[e]; h != nil {
		h.w = e.watcher
	}
	s.places.mu.Unlock()
}

// stopWatcher stops the entry's Watcher and frees its place. e.mu is held.
func (s *Server) stopWatcher(e *entry) {
	if e.idleStop != nil {
		e.idleStop.Stop()
		e.idleStop = nil
	}
	if e.watcher == nil {
		return
	}
	e.watcher.Close()
	e.watcher = nil
	p := &s.places
	p.mu.Lock()
	delete(p.holders, e)
	waiting := len(p.line) > 0
	p.mu.Unlock()
	if waiting {
		p.signal()
	}
}

// restartWatcher watches the entry's new game after New game or a load,
// in the place the old one held, or asks one. e.mu is held.
func (s *Server) restartWatcher(e *entry) {
	e.kept = nil
	if e.watcher == nil {
		s.want(e)
		return
	}
	e.watcher.Close()
	s.startWatcher(e)
}

// rotate hands places over: free ones to the games in line, first come
// first served, and, while games wait, the places held for WatchSlice
// (lingering ones first, then those whose verdict is reached, then the
// longest held).
func (s *Server) rotate() {
	p := &s.places
	p.rotating.Lock()
	defer p.rotating.Unlock()
	now := s.opts.Now()
	for tries := 0; tries < 4*p.max+16; tries++ {
		p.mu.Lock()
		if len(p.line) == 0 {
			p.mu.Unlock()
			return
		}
		if len(p.holders) < p.max {
			e := p.line[0]
			p.line = p.line[1:]
			e.queued = false
			if p.holders[e] != nil { // it holds one already
				p.mu.Unlock()
				continue
			}
			p.holders[e] = &holding{since: now}
			p.mu.Unlock()
			s.grant(e)
			continue
		}
		victim, w := p.pick(now, s.opts.WatchSlice)
		p.mu.Unlock()
		if victim == nil {
			return
		}
		s.giveUp(victim, w)
	}
}

// pick returns the holder that gives its place up next, and its Watcher,
// or nil if none has held its place long enough. p.mu is held.
func (p *places) pick(now time.Time, slice time.Duration) (*entry, *solve.Watcher) {
	var best *entry
	var bestH *holding
	rank := func(h *holding) int {
		switch {
		case h.lingering:
			return 0
		case h.w != nil && reached(h.w):
			return 1
		}
		return 2
	}
	for e, h := range p.holders {
		if h.w == nil || !h.lingering && now.Sub(h.since) < slice {
			continue
		}
		if best == nil || rank(h) < rank(bestH) || rank(h) == rank(bestH) && h.since.Before(bestH.since) {
			best, bestH = e, h
		}
	}
	if best == nil {
		return nil, nil
	}
	return best, bestH.w
}

// reached reports whether a Watcher has its verdict on the position now,
// and no look-back to finish: giving its place up loses nothing.
func reached(w *solve.Watcher) bool {
	u, ok := w.Current()
	return ok && !(u.Verdict == solve.Lost && u.Loss.Searching)
}

// giveUp stops the Watcher w of the entry, if it still runs, keeping the
// verdict it reached; a game still without one goes to the back of the
// line.
func (s *Server) giveUp(e *entry, w *solve.Watcher) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.watcher != w {
		return
	}
	v := e.verdict()
	s.stopWatcher(e)
	if v.State != StateThinking {
		e.kept = &keptVerdict{epoch: e.epoch, verdict: v}
	}
	s.want(e)
	e.changed()
}

// grant starts the Watcher of a game that waited, in the place held for
// it, unless it no longer wants one. e.mu is taken.
func (s *Server) grant(e *entry) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.gone || e.watcher != nil || e.verdictStreams == 0 || e.keptVerdict() != nil {
		s.places.mu.Lock()
		if e.watcher == nil {
			delete(s.places.holders, e)
		}
		s.places.mu.Unlock()
		return
	}
	s.startWatcher(e)
	e.changed()
}

// handOver runs rotate when a place may have come free or a game waits,
// and every WatchSlice, until Close.
func (s *Server) handOver() {
	s.background.Add(1)
	go func() {
		defer s.background.Done()
		t := time.NewTicker(max(s.opts.WatchSlice/4, time.Millisecond))
		defer t.Stop()
		for {
			select {
			case <-s.closing:
				return
			case <-s.places.wake:
			case <-t.C:
			}
			s.rotate()
		}
	}()
}

// watchersRunning returns how many games hold a place.
func (s *Server) watchersRunning() int {
	s.places.mu.Lock()
	defer s.places.mu.Unlock()
	return len(s.places.holders)
}

// keptVerdict is a verdict a game reached before it gave its place up,
// which stands while the game is as it was.
type keptVerdict struct {
	epoch   uint64
	verdict Verdict
}

// keptVerdict returns the verdict kept from the game's last turn if it is
// still about the game as it is, else nil. e.mu is held.
func (e *entry) keptVerdict() *Verdict {
	if k := e.kept; k != nil && k.epoch == e.epoch && k.verdict.Revision == e.revision() {
		return &k.verdict
	}
	return nil
}

// watchMemory bounds each search of a Watcher, which holds two at most;
// with MaxWatchers games watched at once it bounds the whole.
const watchMemory = 64 << 20

// acquireSolver takes one of the server's solver slots, waiting up to
// wait; it reports false if none came free in time or ctx ended.
func (s *Server) acquireSolver(ctx context.Context, wait time.Duration) bool {
	select {
	case s.solvers <- struct{}{}:
		return true
	default:
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case s.solvers <- struct{}{}:
		return true
	case <-t.C:
	case <-ctx.Done():
	case <-s.closing:
	}
	return false
}

func (s *Server) releaseSolver() { <-s.solvers }
