package web

import (
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/atomicfile"
)

// Statistics is the answer of /api/stats: a player's statistics by draw
// mode. The package documentation says when a game counts.
type Statistics struct {
	Draw3 Stats `json:"draw3"`
	Draw1 Stats `json:"draw1"`
}

// Stats are the statistics of one draw mode.
type Stats struct {
	Played        int     `json:"played"`        // games counted: won, or left unfinished after an action
	Won           int     `json:"won"`           // games won
	WinRate       float64 `json:"winRate"`       // Won / Played, 0 to 1; 0 with none played
	CurrentStreak int     `json:"currentStreak"` // games won since the last one counted as not won
	BestStreak    int     `json:"bestStreak"`    // the most games won in a row
	BestScore     int     `json:"bestScore"`     // the highest score a counted game ended with
}

// count counts one game that ended with score, won or not.
func (t *Stats) count(won bool, score int) {
	t.Played++
	if won {
		t.Won++
		t.CurrentStreak++
		t.BestStreak = max(t.BestStreak, t.CurrentStreak)
	} else {
		t.CurrentStreak = 0
	}
	t.BestScore = max(t.BestScore, score)
	t.WinRate = float64(t.Won) / float64(t.Played)
}

// playerStats is what <id>.stats.json keeps: the statistics, and which
// game was counted last, by its epoch, so that a game won is counted once
// however often it is won again or left afterwards.
type playerStats struct {
	Statistics
	Counted *uint64 `json:"counted,omitempty"`
}

func (ps *playerStats) mode(m canfield.DrawMode) *Stats {
	if m == canfield.Draw1 {
		return &ps.Draw1
	}
	return &ps.Draw3
}

func (s *store) statsPath(id string) string { return filepath.Join(s.dir, id+".stats.json") }

// loadStats returns the entry's statistics, read from its file the first
// time. A file that cannot be read is moved aside, never overwritten, and
// the statistics start again. e.mu is held.
func (s *Server) loadStats(e *entry) *playerStats {
	if e.stats != nil {
		return e.stats
	}
	e.stats = &playerStats{}
	path := s.store.statsPath(e.id)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return e.stats
	}
	if err == nil {
		err = json.Unmarshal(data, e.stats)
	}
	if err != nil {
		e.stats = &playerStats{}
		kept, moveErr := atomicfile.MoveAside(path, ".bad")
		s.opts.Log.Warn("statistics unreadable", "game", e.id, "err", err, "kept", kept, "moveErr", moveErr)
	}
	return e.stats
}

// counted reports whether the entry's game has been counted. e.mu is held.
func (s *Server) counted(e *entry) bool {
	ps := s.loadStats(e)
	return ps.Counted != nil && *ps.Counted == e.epoch
}

// countGame counts the entry's game, won or left, and writes the
// statistics; a failure is logged, and the game goes on. e.mu is held.
func (s *Server) countGame(e *entry, won bool) {
	ps := s.loadStats(e)
	ps.mode(e.game.DrawMode()).count(won, e.game.Score())
	epoch := e.epoch
	ps.Counted = &epoch
	data, err := json.Marshal(ps)
	if err == nil {
		err = s.store.writeFile(s.store.statsPath(e.id), data)
	}
	if err != nil {
		s.opts.Log.Error("save statistics", "game", e.id, "err", err)
	}
}

// countWin counts the game after an action that won it, unless it was
// counted already. e.mu is held.
func (s *Server) countWin(e *entry) {
	if e.game.Won() && !s.counted(e) {
		s.countGame(e, true)
	}
}

// countLeft counts the game that New game or a load is about to replace:
// as played and not won if an action was made in it since it was dealt or
// loaded, and it is neither won nor counted. e.mu is held.
func (s *Server) countLeft(e *entry) {
	if e.game != nil && !e.game.Won() && e.revision() > e.start && !s.counted(e) {
		s.countGame(e, false)
	}
}

// handleStats answers the player's statistics: zeros for a browser without
// a game.
func (s *Server) handleStats(q *request) {
	var st Statistics
	if q.id != "" {
		e, err := s.lookup(q)
		switch {
		case err == nil:
			st = s.loadStats(e).Statistics
			e.mu.Unlock()
		case limitedErr(q, err):
			return
		case !errors.Is(err, errNoSave):
			s.internal(q.w, q.lang, err, "game", q.id)
			return
		}
	}
	writeJSON(q.w, http.StatusOK, st)
}
