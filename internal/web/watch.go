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
// the Watcher knew).

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
	l := &line{}
	l.rebuild(e.game)
	e.line = l
	e.watcher = solve.Watch(e.game, solve.WatchOptions{
		Budget:    s.opts.WatchBudget,
		MaxNodes:  s.opts.WatchNodes,
		MaxMemory: watchMemory,
		OnUpdate: func(u solve.Update) {
			// On the Watcher's goroutine: the game's lock is not ours.
			if l.update(u) {
				s.resolve(e, l)
				e.changed()
			}
		},
	})
	l.mu.Lock()
	l.known = e.watcher.Known
	l.mu.Unlock()
}

// stopWatcher stops the entry's Watcher and the search of its line. e.mu
// is held.
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
	e.line.close()
	e.line = nil
	s.watching.Add(-1)
}

// restartWatcher watches the entry's new game after New game or a load,
// if the old one was watched. e.mu is held.
func (s *Server) restartWatcher(e *entry) {
	if e.watcher == nil {
		return
	}
	e.watcher.Close()
	e.line.close()
	s.startWatcher(e)
}

// watchMemory bounds each search of a Watcher, which holds two at most;
// with MaxWatchers games watched at once it bounds the whole.
const watchMemory = 64 << 20

// resolve starts, unless one runs, the searches that tell exactly how far
// back a lost game was last winnable (see line.gap). They share the
// server's solver slots with hints and new deals, and each is bounded like
// a Watcher's search. It never takes the game's lock.
func (s *Server) resolve(e *entry, l *line) {
	l.mu.Lock()
	if l.resolving || l.closed {
		l.mu.Unlock()
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	l.resolving, l.cancel = true, cancel
	l.done = make(chan struct{})
	l.mu.Unlock()
	s.background.Add(1)
	go func() {
		defer s.background.Done()
		defer func() {
			l.mu.Lock()
			l.resolving = false
			close(l.done)
			l.mu.Unlock()
			cancel()
		}()
		for {
			n := l.gap()
			if n == nil || !s.acquireSolver(ctx, time.Minute) {
				return
			}
			sctx, scancel := context.WithTimeout(ctx, s.opts.WatchBudget)
			pos := n.pos
			r, err := solve.SolvePosition(sctx, &pos, solve.Options{MaxNodes: s.opts.WatchNodes, MaxMemory: watchMemory})
			scancel()
			s.releaseSolver()
			if ctx.Err() != nil {
				return
			}
			if err != nil {
				r.Verdict = solve.Unknown
			}
			l.settle(n, r.Verdict)
			e.changed()
		}
	}()
}

// close stops the line's searches and waits for them to end.
func (l *line) close() {
	l.mu.Lock()
	l.closed = true
	cancel, done := l.cancel, l.done
	running := l.resolving
	l.mu.Unlock()
	if running {
		cancel()
		<-done
	}
}

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
