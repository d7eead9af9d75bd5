package solve

import (
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
)

// collect returns OnUpdate's channel end and the function for it.
func collect() (chan Update, func(Update)) {
	ch := make(chan Update, 1000)
	return ch, func(u Update) { ch <- u }
}

// waitFor reads updates until one for seq arrives.
func waitFor(t *testing.T, ch chan Update, seq uint64) Update {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for {
		select {
		case u := <-ch:
			if u.Seq == seq {
				return u
			}
			if u.Seq > seq {
				t.Fatalf("update for position %d came before one for %d", u.Seq, seq)
			}
		case <-deadline:
			t.Fatalf("no update for position %d", seq)
		}
	}
}

// sameUpdate reports whether a and b are one update.
func sameUpdate(a, b Update) bool {
	return a.Seq == b.Seq && a.Revision == b.Revision && a.Verdict == b.Verdict &&
		a.Nodes == b.Nodes && slices.Equal(a.Line, b.Line)
}

// watched deals code and watches it with a budget no machine runs out
// of; the Watcher is closed when the test ends.
func watched(t *testing.T, code string) (*canfield.Game, *Watcher, chan Update) {
	t.Helper()
	return watchedWith(t, code, WatchOptions{Budget: 10 * time.Second})
}

// watchedWith deals code and watches it with opts, its updates sent to
// the channel it returns; the Watcher is closed when the test ends, if
// the test has not closed it.
func watchedWith(t *testing.T, code string, opts WatchOptions) (*canfield.Game, *Watcher, chan Update) {
	t.Helper()
	g, err := canfield.Deal(code)
	if err != nil {
		t.Fatal(err)
	}
	ch, onUpdate := collect()
	opts.OnUpdate = onUpdate
	w := Watch(g, opts)
	t.Cleanup(w.Close)
	return g, w, ch
}

// throwAway is the start of a winning line of CF1-D3-AAAAAAJ, then c3 f1,
// which throws the game away (TestWatcherThrowAway).
var throwAway = []string{"s", "s", "s", "s", "s", "s", "s", "w f1", "s", "s", "w f1", "c3:1 c1", "c3 f1"}

func playText(t *testing.T, g *canfield.Game, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := g.ParseMove(text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
}

// TestWatcherThrowAway watches CF1-D3-AAAAAAJ along the start of a winning
// line, where "c3 f1" throws the game away: it sends 7♣ up and empties
// column 3, which the reserve refills with 5♦, and no line wins from there
// (the search proves it in some fifty positions).
func TestWatcherThrowAway(t *testing.T) {
	g, w, ch := watched(t, "CF1-D3-AAAAAAJ")
	if u := waitFor(t, ch, 0); u.Verdict != Won {
		t.Fatalf("the deal: %v, want won", u.Verdict)
	}
	line := throwAway[:len(throwAway)-1]
	playText(t, g, line...)
	if u := waitFor(t, ch, uint64(len(line))); u.Verdict != Won {
		t.Fatalf("after %d actions: %v, want won", len(line), u.Verdict)
	}
	playText(t, g, "c3 f1")
	u := waitFor(t, ch, uint64(len(line)+1))
	if u.Verdict != Lost || u.Revision != g.Revision() {
		t.Fatalf("after c3 f1: %+v, want lost at revision %d", u, g.Revision())
	}
	if got := w.Latest(); !sameUpdate(got, u) {
		t.Errorf("Latest() = %+v, want %+v", got, u)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if u := waitFor(t, ch, uint64(len(line)+2)); u.Verdict != Won || u.Nodes != 0 {
		t.Errorf("after the undo: %+v, want won and known without a search", u)
	}
}

// TestWatcherLostStaysLost: once a position is proved lost, what actions
// reach from it is lost too, known without a search; an undo back before
// the losing move is searched again, or known, as winnable.
func TestWatcherLostStaysLost(t *testing.T) {
	g, _, ch := watched(t, "CF1-D3-AAAAAAJ")
	for i, text := range throwAway {
		playText(t, g, text)
		waitFor(t, ch, uint64(i+1))
	}
	seq := uint64(len(throwAway))
	for _, text := range []string{"s", "s", "s"} {
		playText(t, g, text)
		seq++
		if u := waitFor(t, ch, seq); u.Verdict != Lost || u.Nodes != 0 || u.Revision != g.Revision() {
			t.Fatalf("after %s from a lost position: %+v, want lost without a search", text, u)
		}
	}
	for range 4 {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if u := waitFor(t, ch, seq+4); u.Verdict != Won {
		t.Errorf("undone to before c3 f1: %+v, want won", u)
	}
}

// TestWatcherHeldSearch: a position that its own search cannot decide
// keeps its search, which carries on in the next position's time, and the
// loss it proves is the loss of the position played forward from it, which
// its own search cannot decide either. Node limits decide here, not time:
// CF1-D3-AAAAKGZ takes some 120,000 positions to prove lost, more than the
// 40,000 a position's search may take and fewer than the held search's
// eight times as many, and the budget is more than any machine needs.
func TestWatcherHeldSearch(t *testing.T) {
	g, w, ch := watchedWith(t, "CF1-D3-AAAAKGZ", WatchOptions{Budget: time.Hour, MaxNodes: 40_000})
	if u := waitFor(t, ch, 0); u.Verdict != Unknown {
		t.Fatalf("the deal: %+v, want unknown within 40,000 positions", u)
	}
	playText(t, g, "s")
	if u := waitFor(t, ch, 1); u.Verdict != Lost || u.Revision != g.Revision() || u.Nodes <= 40_000 {
		t.Fatalf("after a tap: %+v, want lost at revision %d by the deal's longer search", u, g.Revision())
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if v, _ := w.Known(g.Position()); v != Lost {
		t.Errorf("Known(the deal) = %v, want lost", v)
	}
	if u := waitFor(t, ch, 2); u.Verdict != Lost || u.Nodes != 0 {
		t.Errorf("undone to the deal: %+v, want lost, known without a search", u)
	}
}

// TestWatcherLines checks the line of a won update: it wins from the
// position it was found for, and every position along it is known at
// once, with the rest of the line.
func TestWatcherLines(t *testing.T) {
	g, w, ch := watched(t, "CF1-D1-AAAAAAB")
	u := waitFor(t, ch, 0)
	if u.Verdict != Won {
		t.Fatalf("the deal: %v, want won", u.Verdict)
	}
	if v, line := w.Known(g.Position()); v != Won || !slices.Equal(line, u.Line) {
		t.Errorf("Known(the deal) = %v %v, want the update's won line", v, line)
	}
	for i := 0; ; i++ {
		p := g.Position()
		if !replaysToWin(&p, u.Line) {
			t.Fatalf("after %d actions the update's line %v does not win", i, u.Line)
		}
		if len(u.Line) == 0 || i == 10 {
			break
		}
		if err := g.Play(u.Line[0]); err != nil {
			t.Fatal(err)
		}
		u = waitFor(t, ch, uint64(i+1))
		if u.Verdict != Won || u.Nodes != 0 {
			t.Fatalf("after %d actions of the line: %+v, want won and known without a search", i+1, u)
		}
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if u := waitFor(t, ch, 11); u.Verdict != Won || u.Nodes != 0 || len(u.Line) == 0 {
		t.Errorf("after an undo: %+v, want won with a line, known without a search", u)
	}
}

// TestWatcherQuickPlay plays faster than the searches can follow and
// closes the Watcher in the middle: nothing may race (go test -race) and
// nothing may be delivered after Close.
func TestWatcherQuickPlay(t *testing.T) {
	g, w, ch := watchedWith(t, "CF1-D1-AAAAABH", WatchOptions{Budget: time.Second})
	for i := 0; i < 40; i++ {
		if err := g.Play(pickMove(g)); err != nil {
			t.Fatal(err)
		}
	}
	w.Close()
	w.Close()
	n := len(ch)
	time.Sleep(20 * time.Millisecond)
	if len(ch) != n {
		t.Error("updates after Close")
	}
	for len(ch) > 0 {
		if u := <-ch; u.Seq > 40 {
			t.Errorf("update for position %d of 40", u.Seq)
		}
	}
	if err := g.Play(pickMove(g)); err != nil {
		t.Errorf("the game after Close: %v", err)
	}
}

// TestWatcherUnderLock watches a game as a server holds one: guarded by a
// mutex and played from many goroutines at once, with no goroutine of its
// own. Watch, every action and Close run with the lock held; OnUpdate takes
// no lock. Under -race nothing may race, every update must carry the
// Revision of a position the game was in, in order, and once play stops the
// Watcher must come to the game's last revision, which is how a server
// tells a verdict it may show from a stale one.
func TestWatcherUnderLock(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AAAAAAJ")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	ch, onUpdate := collect()
	mu.Lock()
	w := Watch(g, WatchOptions{Budget: time.Second, MaxNodes: 20_000, OnUpdate: onUpdate})
	mu.Unlock()

	const players, actions = 8, 15
	var wg sync.WaitGroup
	for p := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(p), 23))
			for range actions {
				mu.Lock()
				if moves := g.Moves(); len(moves) > 0 && rng.IntN(4) > 0 {
					if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
						t.Error(err)
					}
				} else if err := g.Undo(); err != nil && !errors.Is(err, canfield.ErrNothingToUndo) {
					t.Error(err)
				}
				v := g.View()
				// What a server does with the verdict it holds: show it
				// only while it is about the position it shows.
				if u := w.Latest(); u.Revision > v.Revision {
					t.Errorf("an update for revision %d while the game is at %d", u.Revision, v.Revision)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()

	mu.Lock()
	last := g.Revision()
	mu.Unlock()
	if last == 0 {
		t.Fatal("no action was played")
	}
	var prev Update
	deadline := time.After(20 * time.Second)
	for n := 0; n == 0 || prev.Revision != last; n++ {
		select {
		case u := <-ch:
			// Updates come in the order of the positions, each with its
			// own revision, but for a lost position's, which the
			// look-back sends again with each Loss it finds.
			again := n > 0 && u.Seq == prev.Seq && u.Revision == prev.Revision && u.Verdict == Lost && prev.Verdict == Lost
			if u.Revision > last || (n > 0 && !again && (u.Seq <= prev.Seq || u.Revision <= prev.Revision)) {
				t.Fatalf("update %+v after %+v; the game's last revision is %d", u, prev, last)
			}
			prev = u
		case <-deadline:
			t.Fatalf("no update for the last revision %d; the latest is %+v", last, w.Latest())
		}
	}
	if got := w.Latest(); !sameUpdate(got, prev) {
		t.Errorf("Latest() = %+v, want the last update %+v", got, prev)
	}
	mu.Lock()
	w.Close() // with the lock held, as it is where the game is played
	mu.Unlock()
}

// TestWatcherOfNothing: a nil game gives a Watcher that watches nothing,
// and an undealt game is Unknown, not lost, until a record is loaded into
// it, which the Watcher then judges.
func TestWatcherOfNothing(t *testing.T) {
	w := Watch(nil, WatchOptions{})
	if u := w.Latest(); u.Verdict != Unknown {
		t.Errorf("Watch(nil).Latest() = %+v, want Unknown", u)
	}
	if v, line := w.Known(canfield.Position{}); v != Unknown || line != nil {
		t.Errorf("Watch(nil).Known = %v %v, want Unknown", v, line)
	}
	if u, ok := w.Current(); ok || u.Verdict != Unknown {
		t.Errorf("Watch(nil).Current() = %+v, %v, want nothing", u, ok)
	}
	w.Close()
	w.Close()

	var g canfield.Game
	ch, onUpdate := collect()
	w = Watch(&g, WatchOptions{OnUpdate: onUpdate, MaxNodes: 200_000})
	defer w.Close()
	if u := waitFor(t, ch, 0); u.Verdict != Unknown {
		t.Errorf("the zero Game's verdict is %v, want unknown", u.Verdict)
	}
	if err := g.UnmarshalText([]byte("[Code \"CF1-D3-AAAAAAJ\"]\n")); err != nil {
		t.Fatal(err)
	}
	if u := waitFor(t, ch, 1); u.Verdict != Won || u.Revision != g.Revision() {
		t.Errorf("after a load: %+v, want won at revision %d", u, g.Revision())
	}
}

// lookedBack reads updates for seq until one that is not Lost with the
// look-back still searching, and returns it with the number of updates
// for seq that came before it.
func lookedBack(t *testing.T, ch chan Update, seq uint64) (Update, int) {
	t.Helper()
	for n := 0; ; n++ {
		u := waitFor(t, ch, seq)
		if u.Verdict != Lost || !u.Loss.Searching {
			return u, n
		}
	}
}

// TestWatcherLooksBack watches CF1-D3-AAAAAAJ from after c3 f1, which
// throws the game away (TestWatcherThrowAway), and two taps: the Watcher
// searches only the position now, lost, and the look-back finds the
// action that lost the game by bisection, four searches for fifteen
// positions, each update saying more. An action forward from there, and an
// undo back to a position the look-back proved winnable, are judged as
// soon as they are played, without a search.
func TestWatcherLooksBack(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AAAAAAJ")
	if err != nil {
		t.Fatal(err)
	}
	playText(t, g, throwAway...)
	playText(t, g, "s", "s")
	ch, onUpdate := collect()
	w := Watch(g, WatchOptions{Budget: time.Hour, OnUpdate: onUpdate})
	defer w.Close()
	u, before := lookedBack(t, ch, 0)
	want := Loss{Action: len(throwAway), Undos: 3, Exact: true}
	if u.Verdict != Lost || u.Loss != want || u.Actions != 15 {
		t.Fatalf("the game lost: %+v, want lost with %+v", u, want)
	}
	if before > 4 {
		t.Errorf("%d updates before the look-back ended, want four at most: the position's own, then one a search", before)
	}
	if cur, ok := w.Current(); !ok || !sameUpdate(cur, u) || cur.Loss != u.Loss {
		t.Errorf("Current() = %+v, %v, want %+v", cur, ok, u)
	}

	playText(t, g, "s")
	want.Undos++
	if cur, ok := w.Current(); !ok || cur.Verdict != Lost || cur.Revision != g.Revision() || cur.Loss != want {
		t.Errorf("after a tap, at once: %+v, %v, want lost with %+v", cur, ok, want)
	}
	if u := waitFor(t, ch, 1); u.Verdict != Lost || u.Nodes != 0 || u.Loss != want {
		t.Errorf("after a tap: %+v, want lost with %+v, without a search", u, want)
	}
	for range want.Undos {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if cur, ok := w.Current(); !ok || cur.Verdict != Won || cur.Revision != g.Revision() || cur.Actions != len(throwAway)-1 {
		t.Errorf("undone to before c3 f1, at once: %+v, %v, want won", cur, ok)
	}
}

// TestWatcherLooksBackWhilePlayed: actions played forward from a lost
// position while the look-back searches leave its searches running, and
// the update on the last position says where the game was lost.
func TestWatcherLooksBackWhilePlayed(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AAAAAAJ")
	if err != nil {
		t.Fatal(err)
	}
	playText(t, g, throwAway...)
	ch, onUpdate := collect()
	w := Watch(g, WatchOptions{Budget: time.Hour, OnUpdate: onUpdate})
	defer w.Close()
	for range 5 {
		playText(t, g, "s")
	}
	u, _ := lookedBack(t, ch, 5)
	if want := (Loss{Action: len(throwAway), Undos: 6, Exact: true}); u.Verdict != Lost || u.Loss != want {
		t.Errorf("after five taps: %+v, want lost with %+v", u, want)
	}
}

// TestWatcherLooksBackUndecided: where the look-back's searches end
// undecided, the Loss says what the others proved. In CF1-D3-AACORTV,
// played as below, the last action loses the game, but within 10,000
// positions a search decides the position six actions in (winnable) and
// none of those from there to the loss: lost by action 14 or before, and
// winnable again 8 undos back.
func TestWatcherLooksBackUndecided(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AACORTV")
	if err != nil {
		t.Fatal(err)
	}
	playText(t, g, "s", "c3:1 c1", "s", "s", "s", "s", "w f2", "s", "s", "s", "w c1", "s", "s", "w c1")
	ch, onUpdate := collect()
	w := Watch(g, WatchOptions{Budget: time.Hour, MaxNodes: 10_000, OnUpdate: onUpdate})
	defer w.Close()
	u, _ := lookedBack(t, ch, 0)
	if want := (Loss{Action: 14, Undos: 8}); u.Verdict != Lost || u.Loss != want {
		t.Errorf("%+v, want lost with %+v", u, want)
	}
}

// TestWatcherDealLost: a deal that cannot be won is lost from action 0,
// exactly, however many actions were played.
func TestWatcherDealLost(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-XOGXKDC")
	if err != nil {
		t.Fatal(err)
	}
	playText(t, g, "s", "s", "s")
	ch, onUpdate := collect()
	w := Watch(g, WatchOptions{Budget: time.Hour, OnUpdate: onUpdate})
	defer w.Close()
	u, _ := lookedBack(t, ch, 0)
	if want := (Loss{Action: 0, Exact: true}); u.Verdict != Lost || u.Loss != want {
		t.Errorf("%+v, want lost with %+v", u, want)
	}
}
