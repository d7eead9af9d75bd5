package web

import (
	"container/list"
	"errors"
	"sync"

	"github.com/canfield-go/canfield"
)

// A table holds the games in memory by player id, the most recently used
// first. Its lock is taken after an entry's, and never held while an
// entry's is waited for (DESIGN.md, "Games, locks and their order").
type table struct {
	mu  sync.Mutex
	m   map[string]*entry
	lru list.List // of *entry, the most recently used in front
}

// lockGame returns the entry of the player id with its lock held, loading
// the game from its save if it is not in memory. It returns errNoSave for
// an id with no game. Of a damaged save the entry holds the good part, or
// a new deal where there is none, and the notice.
func (s *Server) lockGame(id string) (*entry, error) {
	if !validID(id) {
		return nil, errNoSave
	}
	for {
		s.tab.mu.Lock()
		e := s.tab.m[id]
		if e == nil {
			// Load it with the entry's lock held, so that the player's
			// other requests wait for it instead of loading it again.
			e = &entry{id: id}
			e.mu.Lock()
			s.insert(e)
			s.tab.mu.Unlock()
			g, sv, err := s.store.load(id)
			var damaged *damagedError
			if errors.As(err, &damaged) {
				g, sv = s.afterDamage(e, g, sv, damaged)
				err = nil
			} else if err == nil {
				e.notice = s.readNotice(id)
			}
			if err != nil {
				e.gone = true
				s.tab.mu.Lock()
				s.remove(e)
				s.tab.mu.Unlock()
				e.mu.Unlock()
				return nil, err
			}
			e.epoch, e.start = sv.epoch, sv.start
			if sv.revision >= g.Revision() {
				e.revBase = sv.revision - g.Revision()
			}
			e.setGame(g)
			if damaged != nil {
				s.save(e) // the file was moved aside: the game goes on in a new one
			}
			s.evictOverflow()
			return e, nil
		}
		s.tab.lru.MoveToFront(e.elem)
		e.lastUsed = s.opts.Now()
		s.tab.mu.Unlock()
		e.mu.Lock()
		if !e.gone {
			return e, nil
		}
		e.mu.Unlock() // dropped meanwhile: load it again
	}
}

// addGame makes g the game of a new player and saves it; it returns the
// entry with its lock held.
func (s *Server) addGame(g *canfield.Game) (*entry, error) {
	e := &entry{id: newID()}
	e.mu.Lock()
	e.setGame(g)
	e.start = e.revision()
	if err := s.store.save(e.id, e.saved(), g); err != nil {
		e.mu.Unlock()
		return nil, err
	}
	s.tab.mu.Lock()
	s.insert(e)
	s.tab.mu.Unlock()
	s.evictOverflow()
	return e, nil
}

// insert and remove change the table; s.tab.mu is held.
func (s *Server) insert(e *entry) {
	s.tab.m[e.id] = e
	e.elem = s.tab.lru.PushFront(e)
	e.lastUsed = s.opts.Now()
}

func (s *Server) remove(e *entry) {
	if s.tab.m[e.id] == e {
		delete(s.tab.m, e.id)
		s.tab.lru.Remove(e.elem)
	}
}

// evictOverflow drops the least recently used idle games while the table
// holds more than MaxGames. A game in use (locked, or with an event
// stream, or whose last save failed) stays.
func (s *Server) evictOverflow() {
	s.tab.mu.Lock()
	defer s.tab.mu.Unlock()
	for el := s.tab.lru.Back(); el != nil && len(s.tab.m) > s.opts.MaxGames; {
		e := el.Value.(*entry)
		el = el.Prev()
		s.tryDrop(e)
	}
}

// dropIdle drops the games unused for IdleTimeout.
func (s *Server) dropIdle() {
	s.tab.mu.Lock()
	defer s.tab.mu.Unlock()
	now := s.opts.Now()
	for el := s.tab.lru.Back(); el != nil; {
		e := el.Value.(*entry)
		if now.Sub(e.lastUsed) < s.opts.IdleTimeout {
			break // the rest were used later
		}
		el = el.Prev()
		s.tryDrop(e)
	}
}

// tryDrop drops e if nobody uses it. s.tab.mu is held; e.mu is only
// tried, never waited for, as the lock order requires.
func (s *Server) tryDrop(e *entry) {
	if e.hub.len() > 0 || !e.mu.TryLock() {
		return
	}
	defer e.mu.Unlock()
	if e.saveErr != nil {
		return // memory holds the only copy
	}
	s.remove(e)
	s.drop(e, e.lastUsed)
}

// held reports how many games are in memory.
func (s *Server) held() int {
	s.tab.mu.Lock()
	defer s.tab.mu.Unlock()
	return len(s.tab.m)
}
