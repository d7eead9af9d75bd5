package web

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
)

// stream reads a player's event stream.
type stream struct {
	t      *testing.T
	res    *http.Response
	lines  *bufio.Scanner
	cancel context.CancelFunc
}

func (p *player) stream(t *testing.T, query string) *stream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", p.base+"/api/events"+query, nil)
	client := &http.Client{Jar: p.c.Jar} // no timeout: the stream stays open
	res, err := client.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/event-stream" {
		cancel()
		t.Fatalf("events: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	s := &stream{t: t, res: res, lines: bufio.NewScanner(res.Body), cancel: cancel}
	s.lines.Buffer(make([]byte, 1<<20), 1<<20)
	t.Cleanup(s.close)
	return s
}

func (s *stream) close() {
	s.cancel()
	s.res.Body.Close()
}

// next returns the next state event; ok is false when the stream ends.
func (s *stream) next() (st State, ok bool) {
	s.t.Helper()
	event := ""
	for s.lines.Scan() {
		line := s.lines.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: ") && event == "state":
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &st); err != nil {
				s.t.Fatal(err)
			}
			return st, true
		}
	}
	return st, false
}

// until reads states until one satisfies ok, within a minute.
func (s *stream) until(what string, ok func(State) bool) State {
	s.t.Helper()
	done := make(chan State, 1)
	go func() {
		for {
			st, more := s.next()
			if !more {
				close(done)
				return
			}
			if ok(st) {
				done <- st
				return
			}
		}
	}()
	select {
	case st, more := <-done:
		if !more {
			s.t.Fatalf("the stream ended before %s", what)
		}
		return st
	case <-time.After(time.Minute):
		s.t.Fatalf("no %s within a minute", what)
	}
	return State{}
}

// TestEventStream: another tab's action reaches the stream at once.
func TestEventStream(t *testing.T) {
	_, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAACL")
	s := p.stream(t, "?verdict=0&lang=da")
	first, _ := s.next()
	if first.View.Code != "CF1-D3-AAAAACL" || first.Verdict.State != StateOff || !strings.HasPrefix(first.Description, "Stok: 34 kort") {
		t.Fatalf("first event: %+v", first)
	}
	played := p.state("POST", "/api/move", map[string]string{"move": "s"})
	got := s.until("the draw", func(st State) bool { return st.View.Revision == played.View.Revision })
	if !sameBoard(t, played.View, got.View) {
		t.Errorf("the stream shows another board than the move's answer")
	}
	if got.Version < played.Version || played.Version <= first.Version {
		t.Errorf("versions: deal %d, the move's answer %d, the stream's %d: they must grow", first.Version, played.Version, got.Version)
	}
	// The events name no face-down card, in Danish either (R2.3).
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	for _, st := range []State{first, got} {
		if st.View.Revision != 0 {
			if err := g.Play(canfield.StockTap()); err != nil {
				t.Fatal(err)
			}
		}
		body, _ := json.Marshal(st)
		noFaceDown(t, g, body, 0)
	}
}

// TestStreamRetryAndPing: a stream tells the browser when to reconnect,
// and sends a ping event when it has nothing else to say.
func TestStreamRetryAndPing(t *testing.T) {
	_, ts := testServer(t, Options{heartbeat: time.Millisecond})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAACL")
	s := p.stream(t, "?verdict=0")
	var lines []string
	for s.lines.Scan() && len(lines) < 12 {
		lines = append(lines, s.lines.Text())
	}
	text := strings.Join(lines, "\n")
	if !strings.HasPrefix(text, "retry: 3000\n\nevent: state\ndata: {") || !strings.Contains(text, "\n\nevent: ping\ndata: {}\n\n") {
		t.Errorf("the stream begins %q, want a retry, the state and pings", text)
	}
}

// TestVerdictUndo follows the live verdict as a game goes from winnable to
// lost, and back by the number of undos it names. The deal and its moves
// are those of solve's ExampleWatch_server: winnable after the twelve
// actions, lost after c3 f1.
func TestVerdictUndo(t *testing.T) {
	_, ts := testServer(t, Options{WatchBudget: time.Hour, WatchNodes: 1 << 22})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAAAJ")
	s := p.stream(t, "")
	s.until("winnable at the deal", func(st State) bool { return st.Verdict.State == StateWinnable })
	var st State
	for _, m := range []string{"s", "s", "s", "s", "s", "s", "s", "w f1", "s", "s", "w f1", "c3:1 c1"} {
		st = p.state("POST", "/api/move", map[string]string{"move": m})
	}
	s.until("winnable after twelve actions", func(v State) bool {
		return v.View.Revision == st.View.Revision && v.Verdict.State == StateWinnable
	})
	// Three more actions, the first of them losing; the player is told to
	// undo all three, whichever order the searches end in.
	for _, m := range []string{"c3 f1", "s", "s"} {
		st = p.state("POST", "/api/move", map[string]string{"move": m})
	}
	lost := s.until("lost, undo 3", func(v State) bool {
		return v.View.Revision == st.View.Revision && v.Verdict.State == StateLost && v.Verdict.Undo == 3
	})
	if lost.Verdict.Revision != st.View.Revision {
		t.Errorf("verdict about revision %d, the board is %d", lost.Verdict.Revision, st.View.Revision)
	}
	for range 3 {
		st = p.state("POST", "/api/undo", map[string]any{})
	}
	s.until("winnable again", func(v State) bool {
		return v.View.Revision == st.View.Revision && v.Verdict.State == StateWinnable
	})
}

// TestVerdictUndoWithinReach: the verdict names only undos the game can
// take back. The game of TestVerdictUndo, lost by c3 f1 and played on by
// stock taps, is winnable 100 undos back after 99 of them, which Undo
// reaches; after one more the winnable position lies beyond, and the
// answer to that tap says so at once: lost, with no undo that helps.
func TestVerdictUndoWithinReach(t *testing.T) {
	_, ts := testServer(t, Options{WatchBudget: time.Hour, WatchNodes: 1 << 22})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAAAJ")
	var st State
	for _, m := range []string{"s", "s", "s", "s", "s", "s", "s", "w f1", "s", "s", "w f1", "c3:1 c1", "c3 f1"} {
		st = p.state("POST", "/api/move", map[string]string{"move": m})
	}
	for range 99 {
		st = p.state("POST", "/api/move", map[string]string{"move": "s"})
	}
	s := p.stream(t, "")
	s.until("lost, undo 100", func(v State) bool {
		return v.View.Revision == st.View.Revision && v.Verdict.State == StateLost && v.Verdict.Undo == canfield.UndoLimit
	})
	st = p.state("POST", "/api/move", map[string]string{"move": "s"})
	if st.Verdict.State != StateLost || st.Verdict.Undo != 0 || st.Verdict.Revision != st.View.Revision {
		t.Errorf("after one more tap: %+v, want lost with no undo", st.Verdict)
	}
}

// TestShutdownEndsStreams: Shutdown ends the event streams, so that the
// HTTP server can stop, and refuses new requests.
func TestShutdownEndsStreams(t *testing.T) {
	srv, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAACL")
	s := p.stream(t, "?verdict=0")
	s.next()
	srv.Shutdown()
	if _, more := s.next(); more {
		t.Errorf("the stream goes on after Shutdown")
	}
	p.refused("POST", "/api/move", map[string]string{"move": "s"}, http.StatusServiceUnavailable, KindShuttingDown)
}

// TestWatchersBounded: beyond MaxWatchers games the verdict is "busy",
// and a stream that waited gets a Watcher once one comes free: at once
// when the other game's streams end, its Watcher lingering.
func TestWatchersBounded(t *testing.T) {
	srv, ts := testServer(t, Options{MaxWatchers: 1, WatchLinger: time.Hour})
	a, b := newPlayer(t, ts.URL), newPlayer(t, ts.URL)
	a.newGame("CF1-D3-AAAAACL")
	b.newGame("CF1-D3-AAAAAAB")
	sa := a.stream(t, "")
	sa.until("a's verdict", decided)
	sb := b.stream(t, "")
	if st, _ := sb.next(); st.Verdict.State != StateBusy {
		t.Errorf("the second game's verdict is %q, want busy", st.Verdict.State)
	}
	if st := b.state("GET", "/api/view", nil); st.Verdict.State != StateBusy {
		t.Errorf("GET /api/view says %q while the stream waits, want busy", st.Verdict.State)
	}
	sa.close()
	sb.until("b's verdict once a's stream ended", decided)
	if n := srv.watchersRunning(); n != 1 {
		t.Errorf("%d Watchers run, want 1", n)
	}
}

// decided reports whether a State has a verdict reached.
func decided(st State) bool {
	return st.Verdict.State == StateWinnable || st.Verdict.State == StateLost || st.Verdict.State == StateUndecided
}

// TestVerdictTurns: more pages than places all get their verdict, in
// turns: a game that has held its place for WatchSlice gives it up to one
// that waits, keeping the verdict it reached until it changes, and waits
// again after its next action; never more than MaxWatchers run.
func TestVerdictTurns(t *testing.T) {
	clock := &fakeClock{}
	srv, ts := testServer(t, Options{MaxWatchers: 2, WatchSlice: 10 * time.Second, Now: clock.now})
	const pages = 5
	var players []*player
	var streams []*stream
	for i := range pages {
		p := newPlayer(t, ts.URL)
		p.newGame(fmt.Sprintf("CF1-D3-AAAAAA%c", 'B'+i))
		players, streams = append(players, p), append(streams, p.stream(t, ""))
	}
	// Each page, in turn, gets a verdict, and keeps it.
	got := map[int]bool{}
	for round := 0; len(got) < pages; round++ {
		if round > 2*pages {
			t.Fatalf("after %d turns only the pages %v have had a verdict", round, got)
		}
		for i, p := range players {
			st := p.state("GET", "/api/view", nil)
			switch {
			case got[i] && !decided(st):
				t.Errorf("turn %d: page %d lost its verdict: %q", round, i, st.Verdict.State)
			case got[i]:
			case st.Verdict.State == StateThinking:
				got[i] = true
				streams[i].until(fmt.Sprintf("page %d's verdict", i), decided)
			case decided(st):
				got[i] = true
			}
		}
		if n := srv.watchersRunning(); n > 2 {
			t.Fatalf("%d Watchers run, at most 2", n)
		}
		srv.rotate() // nobody has held a place for a turn yet: nothing changes
		clock.advance(11)
		srv.rotate()
	}
	// A page that had its turn plays on: it waits for a new one, and gets
	// it once a turn has passed.
	st := players[0].state("POST", "/api/move", map[string]string{"move": "s"})
	if st.Verdict.State != StateBusy {
		t.Errorf("after a move, the verdict of a page without a place: %q, want busy", st.Verdict.State)
	}
	clock.advance(11)
	srv.rotate()
	streams[0].until("page 0's verdict on its move", func(v State) bool {
		return decided(v) && v.Verdict.Revision == st.View.Revision
	})
}

// TestStreamKeepsGame: a game with an event stream open stays in memory
// however idle, and its stream goes on.
func TestStreamKeepsGame(t *testing.T) {
	clock := &fakeClock{}
	srv, ts := testServer(t, Options{Now: clock.now, MaxGames: 1})
	a, b := newPlayer(t, ts.URL), newPlayer(t, ts.URL)
	a.newGame("CF1-D3-AAAAACL")
	s := a.stream(t, "?verdict=0")
	s.next()
	clock.advance(3600)
	srv.dropIdle()
	b.newGame("CF1-D3-AAAAAAB") // over MaxGames: a's game would be the one to go
	srv.tab.mu.Lock()
	held := len(srv.tab.m)
	srv.tab.mu.Unlock()
	if held != 2 {
		t.Errorf("%d games in memory, want a's (streamed) and b's", held)
	}
	played := a.state("POST", "/api/move", map[string]string{"move": "s"})
	s.until("a's draw", func(st State) bool { return st.View.Revision == played.View.Revision })
}
