package web

import (
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
)

// benchDir is where the benchmarks keep their games: $CANFIELD_BENCH_DIR
// (a tmpfs such as /dev/shm leaves the disk's flushes out), else a
// temporary directory on the disk.
func benchDir(b *testing.B) string {
	if dir := os.Getenv("CANFIELD_BENCH_DIR"); dir != "" {
		d, err := os.MkdirTemp(dir, "canfield-bench-")
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { os.RemoveAll(d) })
		return d
	}
	return b.TempDir()
}

// BenchmarkMove is one move through the HTTP API, in process: the
// request read, the move played, the game saved (its line appended),
// the State written. Every 200 moves a new deal starts, untimed, so the
// record stays the length of a game.
func BenchmarkMove(b *testing.B) {
	srv, err := New(Options{Dir: benchDir(b), Rate: 1e9, Burst: 1e9, AddrRate: 1e9, AddrBurst: 1e9})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	serve := func(path, body, cookie string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("POST", path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if cookie != "" {
			req.Header.Set("Cookie", cookie)
		}
		w := httptest.NewRecorder()
		srv.ServeHTTP(w, req)
		if w.Code != 200 {
			b.Fatalf("%s: %d %s", path, w.Code, w.Body)
		}
		return w
	}
	w := serve("/api/new", `{"code":"CF1-D1-AAAAACL"}`, "")
	cookie := strings.Split(w.Header().Get("Set-Cookie"), ";")[0]
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if i%200 == 199 {
			b.StopTimer()
			serve("/api/new", `{"code":"CF1-D1-AAAAACL"}`, cookie)
			b.StartTimer()
		}
		serve("/api/move", `{"move":"s"}`, cookie)
	}
}

// BenchmarkLoad is the load run: 200 players at once over the loopback,
// each dealing a game and making 50 moves, thinking between two moves for
// a random time around 200 ms (uniform from 0 to 400 ms), which is
// already faster than anyone plays. It reports the latency of a move
// (p50, p99) and the moves a second. $CANFIELD_LOAD_PLAYERS and
// $CANFIELD_LOAD_THINK (the mean, in ms; 0 plays as fast as the server
// answers, for the most moves a second) change them. Run it on purpose:
//
//	nice -n 10 go test -run '^$' -bench Load -benchtime 1x ./internal/web
func BenchmarkLoad(b *testing.B) {
	players, think := 200, 200
	if s := os.Getenv("CANFIELD_LOAD_PLAYERS"); s != "" {
		json.Unmarshal([]byte(s), &players)
	}
	if s := os.Getenv("CANFIELD_LOAD_THINK"); s != "" {
		json.Unmarshal([]byte(s), &think)
	}
	const movesEach = 50
	// The players share the loopback's address, which the limits would
	// take for one site.
	srv, err := New(Options{Dir: benchDir(b), Rate: 1e9, Burst: 1e9, NewRate: 1e9, NewBurst: 1e9, AddrRate: 1e9, AddrBurst: 1e9})
	if err != nil {
		b.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	defer func() { ts.Close(); srv.Close() }()
	transport := &http.Transport{MaxIdleConnsPerHost: players, MaxConnsPerHost: players}
	defer transport.CloseIdleConnections()

	for b.Loop() {
		var mu sync.Mutex
		var latencies []time.Duration
		var wg sync.WaitGroup
		start := make(chan struct{})
		errs := make(chan error, players)
		for i := range players {
			wg.Add(1)
			go func() {
				defer wg.Done()
				p := newPlayer(b, ts.URL)
				p.c.Transport = transport
				rng := rand.New(rand.NewPCG(uint64(i), uint64(time.Now().UnixNano())))
				st := p.newGame(canfield.FormatCode(rng.Uint64N(canfield.NumDeals), canfield.DrawMode(i%2)))
				mine := make([]time.Duration, 0, movesEach)
				<-start
				for range movesEach {
					if think > 0 {
						time.Sleep(time.Duration(rng.Float64() * 2 * float64(think) * float64(time.Millisecond)))
					}
					move := "s"
					if len(st.View.Moves) > 0 {
						move = st.View.Moves[rng.IntN(len(st.View.Moves))].String()
					}
					t0 := time.Now()
					status, data := p.request("POST", "/api/move", map[string]string{"move": move})
					mine = append(mine, time.Since(t0))
					if status != 200 {
						errs <- &httpError{status, string(data)}
						return
					}
					st = State{}
					json.Unmarshal(data, &st)
				}
				mu.Lock()
				latencies = append(latencies, mine...)
				mu.Unlock()
			}()
		}
		t0 := time.Now()
		close(start)
		wg.Wait()
		elapsed := time.Since(t0)
		close(errs)
		for err := range errs {
			b.Fatal(err)
		}
		slices.Sort(latencies)
		pct := func(p float64) float64 {
			return float64(latencies[int(p*float64(len(latencies)-1))].Microseconds()) / 1000
		}
		b.ReportMetric(pct(0.50), "p50-ms")
		b.ReportMetric(pct(0.99), "p99-ms")
		b.ReportMetric(float64(len(latencies))/elapsed.Seconds(), "moves/s")
		b.ReportMetric(float64(players), "players")
	}
}

type httpError struct {
	status int
	body   string
}

func (e *httpError) Error() string { return http.StatusText(e.status) + ": " + e.body }
