package web

import (
	"bytes"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
)

// testServer serves a Server on the loopback for a test; its rate limits
// are out of the way unless opts sets them.
func testServer(t testing.TB, opts Options) (*Server, *httptest.Server) {
	t.Helper()
	if opts.Dir == "" {
		opts.Dir = t.TempDir()
	}
	if opts.Rate == 0 {
		opts.Rate, opts.Burst = 1e6, 1e6
		opts.NewRate, opts.NewBurst = 1e6, 1e6
	}
	if opts.AddrRate == 0 {
		opts.AddrRate, opts.AddrBurst = 1e6, 1e6
	}
	srv, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(func() {
		ts.Close()
		srv.Close()
	})
	return srv, ts
}

// A player is one browser: an HTTP client with its own cookies.
type player struct {
	t    testing.TB
	c    *http.Client
	base string
}

func newPlayer(t testing.TB, base string) *player {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &player{t: t, c: &http.Client{Jar: jar, Timeout: time.Minute}, base: base}
}

// request sends a request and returns the status and body. A body that is
// not a string or []byte is sent as JSON.
func (p *player) request(method, path string, body any, header ...string) (int, []byte) {
	p.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	case []byte:
		r = bytes.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			p.t.Fatal(err)
		}
		r = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, p.base+path, r)
	if err != nil {
		p.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(header); i += 2 {
		if header[i+1] == "" {
			req.Header.Del(header[i])
		} else {
			req.Header.Set(header[i], header[i+1])
		}
	}
	res, err := p.c.Do(req)
	if err != nil {
		p.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		p.t.Fatal(err)
	}
	return res.StatusCode, data
}

// state sends a request that must succeed with a State.
func (p *player) state(method, path string, body any) State {
	p.t.Helper()
	status, data := p.request(method, path, body)
	if status != http.StatusOK {
		p.t.Fatalf("%s %s %v: status %d: %s", method, path, body, status, data)
	}
	var st State
	if err := json.Unmarshal(data, &st); err != nil {
		p.t.Fatalf("%s %s: %v in %s", method, path, err, data)
	}
	return st
}

// refused sends a request that must fail with the status and kind.
func (p *player) refused(method, path string, body any, status int, kind string, header ...string) Error {
	p.t.Helper()
	got, data := p.request(method, path, body, header...)
	var e Error
	if err := json.Unmarshal(data, &e); err != nil {
		p.t.Fatalf("%s %s: the error is not JSON (%v): %s", method, path, err, data)
	}
	if got != status || e.Kind != kind || e.Status != status || e.Message == "" {
		p.t.Fatalf("%s %s %v: got %d %s (%q), want %d %s", method, path, body, got, e.Kind, e.Message, status, kind)
	}
	return e
}

func (p *player) newGame(code string) State {
	p.t.Helper()
	return p.state("POST", "/api/new", map[string]string{"code": code})
}

// viewJSON is a view as the API sends it, for comparing.
func viewJSON(t testing.TB, v canfield.View) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// sameBoard compares two views but for their revisions, which count a
// game's changes rather than describe its position.
func sameBoard(t testing.TB, a, b canfield.View) bool {
	a.Revision, b.Revision = 0, 0
	return viewJSON(t, a) == viewJSON(t, b)
}

// typedIn returns a card as a player of language l may type it: in
// English "QC" or "Q♣"; in Danish the letters of the suit and the rank in
// either order, "kd" or "dk" for klør dame, or the rank and the symbol,
// "D♣", as the Danish page shows it. Without rng it is the last form.
func typedIn(rng *rand.Rand, c canfield.Card, l canfield.Language) string {
	ascii := c.ASCII()
	rank, suit := ascii[:len(ascii)-1], ascii[len(ascii)-1:]
	symbol := c.String()[len(rank):]
	if l != canfield.Danish {
		if rng == nil || rng.IntN(2) == 0 {
			return rank + symbol
		}
		return ascii
	}
	daRank := map[string]string{"A": "e", "J": "kn", "Q": "d", "K": "k"}[rank]
	if daRank == "" {
		daRank = rank
	}
	daSuit := map[string]string{"S": "s", "H": "h", "D": "r", "C": "k"}[suit]
	form := 2
	if rng != nil {
		form = rng.IntN(3)
	}
	switch {
	case form == 0 && daSuit == "r" && strings.Contains("1234", daRank):
		// "r2" is the reserve onto column 2, a move: ruder 2 is "2r".
		return daRank + daSuit
	case form == 0:
		return daSuit + daRank
	case form == 1:
		return daRank + daSuit
	}
	return strings.ToUpper(daRank[:1]) + daRank[1:] + symbol
}
