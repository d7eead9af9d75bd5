package web

import (
	"context"
	"time"

	"github.com/canfield-go/canfield/solve"
)

// The live verdict costs a search after every action, so the server runs
// a Watcher only for a game that an event stream asks it of, for at most
// Options.MaxWatchers games at once, and stops it a while after the last
// such stream ends (a reload reconnects within that while and keeps what
// the Watcher knew). The Watcher also tells how many undos lead back from
// a lost position to a winnable one (solve.Loss), searching the positions
// it needs in the time its own searches leave.

// watch starts or keeps the entry's Watcher for one more stream. It
// reports false when the server already watches as many games as it may.
// e.mu is held.
func (s *Server) watch(e *entry) bool {
	if e.idleStop != nil {
		e.idleStop.Stop()
		e.idleStop = nil
	}
	if e.watcher == nil {
		if s.watching.Add(1) > int64(s.opts.MaxWatchers) {
			s.watching.Add(-1)
			return false
		}
		s.startWatcher(e)
	}
	e.watchers++
	return true
}

// unwatch lets go of the Watcher for a stream that ended. e.mu is held.
func (s *Server) unwatch(e *entry) {
	e.watchers--
	if e.watchers > 0 || e.watcher == nil {
		return
	}
	e.idleStop = time.AfterFunc(s.opts.WatchLinger, func() {
		e.mu.Lock()
		defer e.mu.Unlock()
		if e.watchers == 0 && e.watcher != nil {
			s.stopWatcher(e)
		}
	})
}

// startWatcher watches e.game. e.mu is held.
func (s *Server) startWatcher(e *entry) {
	e.watcher = solve.Watch(e.game, solve.WatchOptions{
		Budget:    s.opts.WatchBudget,
		MaxNodes:  s.opts.WatchNodes,
		MaxMemory: watchMemory,
		// On the Watcher's goroutine: the game's lock is not ours.
		OnUpdate: func(solve.Update) { e.changed() },
	})
}

// stopWatcher stops the entry's Watcher. e.mu is held.
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
	s.watching.Add(-1)
}

// restartWatcher watches the entry's new game after New game or a load,
// if the old one was watched. e.mu is held.
func (s *Server) restartWatcher(e *entry) {
	if e.watcher == nil {
		return
	}
	e.watcher.Close()
	s.startWatcher(e)
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
