package web

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"time"

	"github.com/canfield-go/canfield/internal/atomicfile"
)

// Options configure a Server. The zero value of every field but Dir
// means the default given with it.
type Options struct {
	// Dir is the directory of the saved games, one record a player. It is
	// made if missing.
	Dir string

	// MaxGames bounds the games held in memory (default 10,000): beyond
	// it the least recently used idle game is dropped, as every game is
	// saved after each action. IdleTimeout (default 30 minutes) drops a
	// game that long unused even below the bound.
	MaxGames    int
	IdleTimeout time.Duration

	// AddrRate and AddrBurst bound each address's requests to the API
	// (default 100 a second, in bursts of up to 300), counted before
	// anything else, the id too, is looked at; Rate and Burst each
	// player's (default 20 a second, bursts of 60); NewRate and NewBurst
	// the games one address may start without a cookie (default 1 a
	// second, bursts of 20). A request over a bound gets 429. An IPv6
	// address counts by its /64. MaxAddrs bounds the addresses whose
	// requests are counted at once (default 100,000): beyond it, some are
	// forgotten.
	AddrRate  float64
	AddrBurst int
	Rate      float64
	Burst     int
	NewRate   float64
	NewBurst  int
	MaxAddrs  int

	// MaxWatchers bounds the games whose live verdict is searched at once
	// (default DefaultWatchers, sized to the machine); they take the
	// places in turns of WatchSlice (default 10 s) while other games wait
	// for one. WatchBudget (default 1 s) and WatchNodes (default
	// 1,000,000) bound each search, and WatchLinger (default 1 minute)
	// keeps a Watcher that long after its last event stream ends, unless
	// another game waits for its place.
	MaxWatchers int
	WatchSlice  time.Duration
	WatchBudget time.Duration
	WatchNodes  int64
	WatchLinger time.Duration

	// MaxSolvers bounds the hints and winnable deals that run at once
	// outside the Watchers (default GOMAXPROCS).
	MaxSolvers int

	// Log receives one line a request and the server's errors; nil
	// discards them. No line names a face-down card: requests are logged
	// by method, path and status, never by body.
	Log *slog.Logger

	// SyncEvery is how long a save may stay in the operating system's
	// cache before it is flushed to the disk (default 1 s). A save is in
	// its file before the action is answered either way, so a killed
	// server loses nothing; only a crash of the machine can lose the
	// actions of that last moment. Negative flushes every save to the disk
	// before the answer, a record written whole or an action line
	// appended, at the disk's pace.
	SyncEvery time.Duration

	// Keep is how long the games of a player not seen are kept (default
	// 180 days): then the save, the statistics and the damaged saves are
	// removed. Negative keeps them for good.
	Keep time.Duration

	// BodyTimeout is how long a POST's body may take to arrive in full,
	// from the start of the request (default 10 s): a client that sends
	// it slower is answered 408 and its connection closed.
	BodyTimeout time.Duration

	// Now is the clock of the rate limits and idle games; nil is time.Now.
	Now func() time.Time

	heartbeat time.Duration // of the event streams; tests shorten it
}

func (o Options) withDefaults() Options {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&o.MaxGames, 10_000)
	def(&o.Burst, 60)
	def(&o.AddrBurst, 300)
	def(&o.MaxAddrs, 100_000)
	def(&o.NewBurst, 20)
	def(&o.MaxWatchers, DefaultWatchers())
	def(&o.MaxSolvers, runtime.GOMAXPROCS(0))
	if o.IdleTimeout <= 0 {
		o.IdleTimeout = 30 * time.Minute
	}
	if o.Rate <= 0 {
		o.Rate = 20
	}
	if o.AddrRate <= 0 {
		o.AddrRate = 100
	}
	if o.NewRate <= 0 {
		o.NewRate = 1
	}
	if o.WatchBudget <= 0 {
		o.WatchBudget = time.Second
	}
	if o.WatchNodes <= 0 {
		o.WatchNodes = 1_000_000
	}
	if o.WatchSlice <= 0 {
		o.WatchSlice = 10 * time.Second
	}
	if o.WatchLinger <= 0 {
		o.WatchLinger = time.Minute
	}
	if o.SyncEvery == 0 {
		o.SyncEvery = time.Second
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Keep == 0 {
		o.Keep = 180 * 24 * time.Hour
	}
	if o.BodyTimeout <= 0 {
		o.BodyTimeout = 10 * time.Second
	}
	if o.heartbeat <= 0 {
		o.heartbeat = heartbeat
	}
	return o
}

// Server serves Canfield to browsers and bots: the page at /, the JSON API
// under /api/ (see the package documentation). It is an http.Handler.
// Close it to stop its background work and save every game.
type Server struct {
	opts  Options
	store store
	mux   *http.ServeMux
	csrf  *http.CrossOriginProtection

	tab     table
	limits  limiter
	places  places        // the Watchers'
	solvers chan struct{} // solver slots
	page    *page

	closing    chan struct{} // closed by Shutdown: event streams end
	closeOnce  sync.Once
	background sync.WaitGroup // the janitor, the syncer, the places' hand-over
}

// New returns a server that keeps its games in opts.Dir.
func New(opts Options) (*Server, error) {
	if opts.Dir == "" {
		return nil, errors.New("web: no directory for the saved games")
	}
	if err := os.MkdirAll(opts.Dir, 0o700); err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	opts = opts.withDefaults()
	s := &Server{
		opts:    opts,
		store:   store{dir: opts.Dir, durability: atomicfile.Cached},
		csrf:    http.NewCrossOriginProtection(),
		solvers: make(chan struct{}, opts.MaxSolvers),
		closing: make(chan struct{}),
		page:    newPage(),
	}
	s.tab.m = map[string]*entry{}
	s.limits.buckets, s.limits.max = map[string]*bucket{}, opts.MaxAddrs
	s.places = places{max: opts.MaxWatchers, holders: map[*entry]*holding{}, wake: make(chan struct{}, 1)}
	if opts.SyncEvery < 0 {
		s.store.durability = atomicfile.Synced
	}
	s.routes()
	s.every(min(opts.IdleTimeout/4, time.Minute), s.dropIdleAndForget)
	s.handOver()
	s.every(time.Hour, s.sweep)
	if s.store.durability == atomicfile.Cached {
		s.every(opts.SyncEvery, s.syncSaves)
	}
	return s, nil
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := s.opts.Now()
	lw := &loggedWriter{ResponseWriter: w, status: http.StatusOK}
	w = lw
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	defer func() {
		// A bug in a handler must not show the client what broke, nor
		// leave it without an answer.
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			err := fmt.Errorf("panic: %v\n%s", v, debug.Stack())
			if lw.wrote {
				s.opts.Log.Error("internal error", "err", err, "path", r.URL.Path)
				panic(http.ErrAbortHandler)
			}
			s.internal(w, requestLanguage(r, ""), err, "path", r.URL.Path)
		}
	}()
	s.mux.ServeHTTP(w, r)
	s.opts.Log.Info("request", "method", r.Method, "path", r.URL.Path, "status", lw.status, "duration", s.opts.Now().Sub(start))
}

// loggedWriter remembers the status for the request's log line. It passes
// Flush on, for the event stream.
type loggedWriter struct {
	http.ResponseWriter
	status int
	wrote  bool // the header is written
}

func (w *loggedWriter) WriteHeader(status int) {
	if !w.wrote {
		w.status, w.wrote = status, true
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *loggedWriter) Write(b []byte) (int, error) {
	w.wrote = true
	return w.ResponseWriter.Write(b)
}

func (w *loggedWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Shutdown ends the event streams, so that http.Server.Shutdown, which
// waits for every request to end, can finish: register it with
// http.Server.RegisterOnShutdown.
func (s *Server) Shutdown() {
	s.closeOnce.Do(func() { close(s.closing) })
}

// Close stops the server's background work and Watchers, saves every
// game held in memory whose last save failed, and flushes the saves to the
// disk. Call it once the HTTP server has stopped serving. It returns the
// first save error.
func (s *Server) Close() error {
	s.Shutdown()
	s.background.Wait()
	s.tab.mu.Lock()
	entries := make([]*entry, 0, len(s.tab.m))
	seen := make([]time.Time, 0, len(s.tab.m))
	for _, e := range s.tab.m {
		entries, seen = append(entries, e), append(seen, e.lastUsed)
	}
	s.tab.mu.Unlock()
	var first error
	for i, e := range entries {
		e.mu.Lock()
		if err := s.drop(e, seen[i]); err != nil && first == nil {
			first = err
		}
		e.mu.Unlock()
	}
	if err := s.store.sync(); err != nil && first == nil {
		first = err
	}
	return first
}

// drop writes out and lets go of an entry that has left the table, or is
// leaving it, last used at seen. e.mu is held.
func (s *Server) drop(e *entry, seen time.Time) error {
	if e.gone {
		return nil
	}
	e.gone = true
	s.stopWatcher(e)
	s.leaveLine(e)
	if e.stop != nil {
		e.stop()
	}
	if e.game != nil && e.saveErr != nil {
		if err := s.store.save(e.id, e.saved(), e.game); err != nil {
			s.opts.Log.Error("save", "game", e.id, "err", err)
			return err
		}
		e.saveErr = nil
	}
	s.store.forget(s.store.path(e.id))
	s.store.touch(e.id, seen)
	return nil
}

// save writes the entry's game after an action. A failure is logged and
// remembered; the game goes on in memory and is saved again after the next
// action, and at Close. e.mu is held.
func (s *Server) save(e *entry) {
	e.saveErr = s.store.save(e.id, e.saved(), e.game)
	if e.saveErr != nil {
		s.opts.Log.Error("save", "game", e.id, "err", e.saveErr)
	}
}

// every calls f every d on a goroutine of its own until Close.
func (s *Server) every(d time.Duration, f func()) {
	s.background.Add(1)
	go func() {
		defer s.background.Done()
		t := time.NewTicker(d)
		defer t.Stop()
		for {
			select {
			case <-s.closing:
				return
			case <-t.C:
				f()
			}
		}
	}()
}

// dropIdleAndForget writes out and drops idle games and forgets the rate
// limits' buckets that have filled up again.
func (s *Server) dropIdleAndForget() {
	s.dropIdle()
	s.limits.forget(s.opts.Now())
}

// syncSaves flushes the saves to the disk; Close flushes the last ones.
func (s *Server) syncSaves() {
	if err := s.store.sync(); err != nil {
		s.opts.Log.Error("sync", "err", err)
	}
}
