package web

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
	"github.com/google/go-cmp/cmp"
)

// winningLine returns the actions of a line that wins the deal of code.
func winningLine(t *testing.T, code string) []string {
	t.Helper()
	g, err := canfield.Deal(code)
	if err != nil {
		t.Fatal(err)
	}
	r, err := solve.Solve(context.Background(), g, solve.Options{})
	if err != nil || r.Verdict != solve.Won {
		t.Fatalf("%s: %v (%v): the test needs a deal it can win", code, r.Verdict, err)
	}
	line := make([]string, len(r.Line))
	for i, m := range r.Line {
		line[i] = m.String()
	}
	return line
}

func (p *player) stats() Statistics {
	p.t.Helper()
	status, data := p.request("GET", "/api/stats", nil)
	var st Statistics
	if err := json.Unmarshal(data, &st); err != nil || status != http.StatusOK {
		p.t.Fatalf("stats: %d %s", status, data)
	}
	return st
}

// TestStatistics follows a player's statistics: a game is counted when
// won, once, or when it is left after an action; one left untouched is
// not; each draw mode apart; and they survive a restart.
func TestStatistics(t *testing.T) {
	const code = "CF1-D3-AAAAACL"
	line := winningLine(t, code)
	dir := t.TempDir()
	srv, ts := testServer(t, Options{Dir: dir})
	p := newPlayer(t, ts.URL)
	check := func(what string, want Statistics) {
		t.Helper()
		if diff := cmp.Diff(want, p.stats()); diff != "" {
			t.Errorf("%s: statistics (-want +got):\n%s", what, diff)
		}
	}
	check("no game", Statistics{})

	p.newGame(code)
	p.newGame(code)
	check("a deal left untouched", Statistics{})

	// The game won: counted at the winning action, once.
	var st State
	for _, m := range line {
		st = p.state("POST", "/api/move", map[string]string{"move": m})
	}
	if !st.View.Won {
		t.Fatalf("the line %v does not win", line)
	}
	won := Stats{Played: 1, Won: 1, WinRate: 1, CurrentStreak: 1, BestStreak: 1, BestScore: st.View.Score}
	check("a game won", Statistics{Draw3: won})
	p.state("POST", "/api/undo", map[string]any{})
	p.state("POST", "/api/move", map[string]string{"move": line[len(line)-1]})
	check("the same game won again", Statistics{Draw3: won})
	p.newGame("CF1-D3-AAAAAAB")
	check("a game won, then left", Statistics{Draw3: won})

	// A game left after one action counts as played, not won, and ends
	// the streak.
	p.state("POST", "/api/move", map[string]string{"move": "s"})
	p.newGame("CF1-D1-AAAAAAB")
	lost := Stats{Played: 2, Won: 1, WinRate: 0.5, CurrentStreak: 0, BestStreak: 1, BestScore: won.BestScore}
	check("a game left after an action", Statistics{Draw3: lost})

	// An undo is an action too; Draw 1 has statistics of its own.
	p.state("POST", "/api/move", map[string]string{"move": "s"})
	p.state("POST", "/api/undo", map[string]any{})
	g, _ := canfield.Deal(code)
	text, _ := g.MarshalText()
	p.state("POST", "/api/load", map[string]string{"record": string(text)})
	draw1 := Stats{Played: 1}
	check("a Draw 1 game left after a move and its undo", Statistics{Draw3: lost, Draw1: draw1})

	// A loaded game is counted as a dealt one.
	for _, m := range line {
		p.state("POST", "/api/move", map[string]string{"move": m})
	}
	won2 := Stats{Played: 3, Won: 2, WinRate: 2.0 / 3, CurrentStreak: 1, BestStreak: 1, BestScore: won.BestScore}
	check("a loaded game won", Statistics{Draw3: won2, Draw1: draw1})

	// They survive a restart, kept beside the save.
	if _, err := os.Stat(filepath.Join(dir, p.id()+".stats.json")); err != nil {
		t.Errorf("the statistics are not kept beside the save: %v", err)
	}
	ts.Close()
	srv.Close()
	_, ts2 := testServer(t, Options{Dir: dir})
	p.base = ts2.URL
	check("after a restart", Statistics{Draw3: won2, Draw1: draw1})
	p.newGame(code)
	check("a won game left after a restart", Statistics{Draw3: won2, Draw1: draw1})
}

// id returns the player's id, from its cookie.
func (p *player) id() string {
	p.t.Helper()
	u, _ := url(p.base)
	for _, c := range p.c.Jar.Cookies(u) {
		if c.Name == CookieName {
			return c.Value
		}
	}
	p.t.Fatal("the player has no cookie")
	return ""
}
