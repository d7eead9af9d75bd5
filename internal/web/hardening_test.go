package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/google/go-cmp/cmp"
)

// TestInternalErrorSaysNothing: a 500 tells the client that something went
// wrong inside, and a reference, which the log has with the error itself;
// nothing of the error reaches the client.
func TestInternalErrorSaysNothing(t *testing.T) {
	dir := t.TempDir()
	var log syncBuffer
	_, ts := testServer(t, Options{Dir: dir, Log: slog.New(slog.NewTextHandler(&log, nil))})
	id := newID()
	// A save that cannot be read at all, not even as a damaged one.
	if err := os.Mkdir(filepath.Join(dir, id+".txt"), 0o700); err != nil {
		t.Fatal(err)
	}
	p := newPlayer(t, ts.URL)
	for _, l := range []canfield.Language{canfield.English, canfield.Danish} {
		lang := l.String()
		status, body := p.request("GET", "/api/view?lang="+lang, nil, "Cookie", CookieName+"="+id)
		var e Error
		if err := json.Unmarshal(body, &e); err != nil || status != http.StatusInternalServerError || e.Kind != KindInternal || e.Ref == "" {
			t.Fatalf("%s: %d %s, want 500 with a reference", lang, status, body)
		}
		if want := tr(l, "Internal error (%s): try again later.", e.Ref); e.Message != want {
			t.Errorf("%s: message %q, want %q", lang, e.Message, want)
		}
		for _, inside := range []string{dir, id, "directory", "read"} {
			if strings.Contains(string(body), inside) {
				t.Errorf("%s: the answer %s tells %q", lang, body, inside)
			}
		}
		if line := lineWith(log.String(), e.Ref); !strings.Contains(line, "is a directory") {
			t.Errorf("%s: the log has no line with %s and the error: %q", lang, e.Ref, log.String())
		}
	}
}

// TestPanicSaysNothing: a handler's panic is answered as an internal error,
// its value in the log alone.
func TestPanicSaysNothing(t *testing.T) {
	var log syncBuffer
	srv, ts := testServer(t, Options{Log: slog.New(slog.NewTextHandler(&log, nil))})
	srv.mux.HandleFunc("/api/broken", func(http.ResponseWriter, *http.Request) { panic("the secret inside") })
	p := newPlayer(t, ts.URL)
	status, body := p.request("GET", "/api/broken", nil)
	var e Error
	if err := json.Unmarshal(body, &e); err != nil || status != http.StatusInternalServerError || e.Ref == "" || strings.Contains(string(body), "secret") {
		t.Fatalf("%d %s, want 500 with a reference alone", status, body)
	}
	if line := lineWith(log.String(), e.Ref); !strings.Contains(line, "the secret inside") {
		t.Errorf("the log has no line with %s and the panic: %q", e.Ref, log.String())
	}
}

// lineWith returns the first line of text that holds s.
func lineWith(text, s string) string {
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, s) {
			return line
		}
	}
	return ""
}

// get serves a GET of path from addr, with the cookie of id if not "", in
// process.
func get(srv *Server, path, addr, id string) int {
	req := httptest.NewRequest("GET", path, nil)
	req.RemoteAddr = addr
	if id != "" {
		req.Header.Set("Cookie", CookieName+"="+id)
	}
	w := httptest.NewRecorder()
	srv.ServeHTTP(w, req)
	return w.Code
}

// TestForgedIDsLimited: an address's limit comes before its ids are
// looked at, so that made-up ids get 429 like any other request, and
// nothing is kept of them: the tables stay as small however many come.
func TestForgedIDsLimited(t *testing.T) {
	clock := &fakeClock{}
	srv, _ := testServer(t, Options{Now: clock.now, AddrRate: 1, AddrBurst: 5, MaxAddrs: 100})
	statuses := map[int]int{}
	for range 10_000 {
		statuses[get(srv, "/api/view", "192.0.2.7:4321", newID())]++
	}
	if want := map[int]int{404: 5, 429: 9_995}; !cmp.Equal(statuses, want) {
		t.Errorf("10,000 made-up ids from one address: %v, want %v", statuses, want)
	}
	if n, m, f := srv.limits.len(), srv.held(), len(srv.store.files); n != 1 || m != 0 || f != 0 {
		t.Errorf("after them: %d buckets, %d games in memory, %d files known; want 1, 0, 0", n, m, f)
	}

	// One site has many IPv6 addresses: its /64 counts as one.
	statuses = map[int]int{}
	for i := range 100 {
		statuses[get(srv, "/api/view", fmt.Sprintf("[2001:db8:1:2::%x]:443", i+1), newID())]++
	}
	if want := map[int]int{404: 5, 429: 95}; !cmp.Equal(statuses, want) {
		t.Errorf("100 addresses of one /64: %v, want %v", statuses, want)
	}

	// Many addresses: what is kept of them stays within MaxAddrs.
	most := 0
	for i := range 10_000 {
		get(srv, "/api/view", fmt.Sprintf("10.%d.%d.%d:80", i>>16, i>>8&255, i&255), newID())
		most = max(most, srv.limits.len())
	}
	if most > 100 {
		t.Errorf("10,000 addresses: %d buckets at most, want 100 (MaxAddrs)", most)
	}
	// Buckets that have filled up again go.
	clock.advance(3600)
	srv.dropIdleAndForget()
	if n := srv.limits.len(); n != 0 {
		t.Errorf("an hour later: %d buckets", n)
	}
}

// TestSlowBodyCutOff: a body that has not arrived in full within
// BodyTimeout is answered 408 and its connection closed, however slowly it
// trickles on.
func TestSlowBodyCutOff(t *testing.T) {
	_, ts := testServer(t, Options{BodyTimeout: 50 * time.Millisecond})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAACL")
	conn, err := net.Dial("tcp", ts.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(time.Minute)) // should the server never cut it off
	fmt.Fprintf(conn, "POST /api/move HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nCookie: %s=%s\r\nContent-Length: 1000\r\n\r\n{", CookieName, p.id())
	stop := make(chan struct{})
	defer close(stop)
	go func() { // a byte every 10 ms, never the whole body
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				if _, err := conn.Write([]byte(" ")); err != nil {
					return
				}
			}
		}
	}()
	answer, err := io.ReadAll(conn)
	if err != nil && !errors.Is(err, syscall.ECONNRESET) { // reset: the bytes sent after the close
		t.Fatalf("the connection was not closed: %v (%q so far)", err, answer)
	}
	if !strings.HasPrefix(string(answer), "HTTP/1.1 408 ") || !strings.Contains(string(answer), `"error":"timeout"`) {
		t.Errorf("the answer to a trickling body: %q", answer)
	}
}

// TestConnsPerAddr: an address holds at most the connections the limit
// gives it; one more is closed at once, and a place comes free when one
// of its connections closes. Other addresses are not counted with it.
func TestConnsPerAddr(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	l := limitConns(inner, 2)
	defer l.Close()
	accepted := make(chan net.Conn)
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				close(accepted)
				return
			}
			accepted <- c
		}
	}()
	dial := func() net.Conn {
		t.Helper()
		c, err := net.Dial("tcp", inner.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		c.SetDeadline(time.Now().Add(time.Minute))
		return c
	}
	first, second := dial(), dial()
	a, b := <-accepted, <-accepted
	third := dial()
	if n, err := third.Read(make([]byte, 1)); err != io.EOF {
		t.Errorf("a third connection from the address: read %d, %v; want it closed", n, err)
	}
	a.Close()
	fourth := dial()
	c := <-accepted
	// Each accepted connection is the one dialled: a byte goes through.
	for _, pair := range [][2]net.Conn{{second, b}, {fourth, c}} {
		pair[0].Write([]byte("x"))
		if n, err := pair[1].Read(make([]byte, 1)); n != 1 || err != nil {
			t.Errorf("an accepted connection: read %d, %v", n, err)
		}
	}
	first.Close()
	b.Close()
	c.Close()
	if n := len(l.(*connLimiter).open); n != 0 {
		t.Errorf("%d addresses still counted with every connection closed", n)
	}
}

// TestKeep: the games of a player not seen for Keep are removed, every
// file of theirs; a player seen since, by any request, keeps them, and so
// does one whose game is in memory.
func TestKeep(t *testing.T) {
	clock := &fakeClock{t: time.Now()} // the files' times are the machine's
	dir := t.TempDir()
	srv, ts := testServer(t, Options{Dir: dir, Now: clock.now})
	const day = 24 * 3600
	gone, seen, back := newPlayer(t, ts.URL), newPlayer(t, ts.URL), newPlayer(t, ts.URL)
	for _, p := range []*player{gone, seen, back} {
		p.newGame("CF1-D3-AAAAACL")
	}
	// The one to go has statistics and a damaged save too.
	gone.state("POST", "/api/move", map[string]string{"move": "s"})
	gone.newGame("CF1-D3-AAAAAAB")
	damageSave(t, srv, gone.id(), "[Code \"CF1-D3-AAAAAAB\"]\n\n1. s\n2. c2:")
	gone.state("GET", "/api/view", nil)
	files := func(p *player) []string {
		names, _ := filepath.Glob(filepath.Join(dir, p.id()+".*"))
		return names
	}
	if n := len(files(gone)); n != 4 {
		t.Fatalf("the player has %d files, want the save, its statistics, the notice and the damaged save: %v", n, files(gone))
	}

	clock.advance(100 * day)
	seen.state("GET", "/api/view", nil) // a look is a visit
	clock.advance(3600)
	srv.dropIdle() // every game leaves memory
	clock.advance(81 * day)
	back.state("GET", "/api/view", nil) // in memory again
	srv.sweep()
	if left := files(gone); len(left) != 0 {
		t.Errorf("181 days unseen, the player's files stay: %v", left)
	}
	gone.refused("GET", "/api/view", nil, http.StatusNotFound, KindNoGame)
	for _, p := range []*player{seen, back} {
		if st := p.state("GET", "/api/view", nil); st.View.Code != "CF1-D3-AAAAACL" {
			t.Errorf("a player seen since lost the game: %s", st.View.Code)
		}
	}

	// Keep < 0 keeps every game for good.
	srv2, ts2 := testServer(t, Options{Now: clock.now, Keep: -1})
	p := newPlayer(t, ts2.URL)
	p.newGame("CF1-D3-AAAAACL")
	clock.advance(3600)
	srv2.dropIdle()
	clock.advance(1000 * day)
	srv2.sweep()
	p.state("GET", "/api/view", nil)
}
