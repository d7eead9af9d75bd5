package web

import (
	"os"
	"path/filepath"
	"time"
)

// A player's files (the save, the statistics, the notice and the damaged
// saves, all named <id>.…) are removed once the player has not been seen
// for Options.Keep. When the player was last seen is the save's
// modification time: a save is written at every action, and when a game
// leaves memory its save's time is set to its last use, which a request
// that only looks at the game would not leave.

// touch sets the time of id's save to seen, when its game leaves memory.
func (s *store) touch(id string, seen time.Time) {
	os.Chtimes(s.path(id), seen, seen) // a save that is gone has nothing to keep
}

// sweep removes the files of the players not seen for Options.Keep.
func (s *Server) sweep() {
	if s.opts.Keep < 0 {
		return
	}
	files, err := os.ReadDir(s.store.dir)
	if err != nil {
		s.opts.Log.Error("sweep", "err", err)
		return
	}
	type player struct {
		names      []string
		save, last time.Time // the save's time, the newest of its files'
	}
	players := map[string]*player{}
	for _, f := range files {
		name := f.Name()
		if len(name) < 2*idBytes+1 || name[2*idBytes] != '.' || !validID(name[:2*idBytes]) {
			continue // not a player's file: a temporary one starts with a dot
		}
		info, err := f.Info()
		if err != nil {
			continue
		}
		id := name[:2*idBytes]
		p := players[id]
		if p == nil {
			p = &player{}
			players[id] = p
		}
		p.names = append(p.names, name)
		if name == id+".txt" {
			p.save = info.ModTime()
		}
		if info.ModTime().After(p.last) {
			p.last = info.ModTime()
		}
	}
	cutoff := s.opts.Now().Add(-s.opts.Keep)
	for id, p := range players {
		seen := p.save
		if seen.IsZero() {
			seen = p.last
		}
		if seen.Before(cutoff) {
			s.removePlayer(id, p.names, seen)
		}
	}
}

// removePlayer removes a player's files, unless the game came back into
// memory meanwhile. The table's lock keeps it from being loaded while its
// files go.
func (s *Server) removePlayer(id string, names []string, seen time.Time) {
	s.tab.mu.Lock()
	defer s.tab.mu.Unlock()
	if s.tab.m[id] != nil {
		return
	}
	for _, name := range names {
		if err := os.Remove(filepath.Join(s.store.dir, name)); err != nil && !os.IsNotExist(err) {
			s.opts.Log.Error("sweep", "game", id, "err", err)
		}
	}
	s.store.forget(s.store.path(id))
	s.opts.Log.Info("removed the games of a player not seen since", "game", id, "seen", seen)
}
