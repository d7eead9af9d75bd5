package canfield

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rogpeppe/go-internal/txtar"
)

// record collects the events of g from now on.
func record(g *Game) *[]Event {
	var events []Event
	g.Listen(func(e Event) { events = append(events, e) })
	return &events
}

func seedGame(t *testing.T) *Game {
	t.Helper()
	g, err := DealDeck(seedDeck(t), Draw3)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestMoveEvents plays the seed's three moves (R10): a move to a column, a
// move to a foundation that earns 5 (R9.1), and a run that empties column 2,
// whose refill (R3.4) is its own event after the move.
func TestMoveEvents(t *testing.T) {
	g := seedGame(t)
	got := record(g)
	mustPlay(t, g, "r c2", "r f", "c2 c4")
	want := []Event{
		MoveEvent{Move: NewMove(Reserve, Column2, 1), Cards: mustCards(t, "Q♣"), Points: 0, Score: 0},
		MoveEvent{Move: NewMove(Reserve, Foundation1, 1), Cards: mustCards(t, "8♥"), Points: 5, Score: 5},
		MoveEvent{Move: NewMove(Column2, Column4, 2), Cards: mustCards(t, "K♥ Q♣"), Points: 0, Score: 5},
		RefillEvent{Column: Column2, Card: mustCards(t, "Q♠")[0], Reserve: 10},
	}
	if diff := cmp.Diff(want, *got, moveOpts); diff != "" {
		t.Errorf("events mismatch (-want +got):\n%s", diff)
	}
	wantLog := []string{
		"move r c2 Q♣ score 0",
		"move r f1 8♥ +5 score 5",
		"move c2:2 c4 K♥ Q♣ score 5",
		"refill c2 Q♠ reserve 10",
	}
	if diff := cmp.Diff(wantLog, eventStrings(*got)); diff != "" {
		t.Errorf("log mismatch (-want +got):\n%s", diff)
	}
}

// TestTakeBackEvent: a card taken back from a foundation (R4.5) is a
// MoveEvent that earns nothing and loses nothing (R9.2), and its undo
// changes no score either.
func TestTakeBackEvent(t *testing.T) {
	g, err := Deal("CF1-D3-AAAAACR") // J♦ in column 1 goes up; Q♠ in column 2 takes it back
	if err != nil {
		t.Fatal(err)
	}
	mustPlay(t, g, "c1 f1")
	got := record(g)
	mustPlay(t, g, "f1 c2")
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	jd := mustCards(t, "J♦")
	want := []Event{
		MoveEvent{Move: NewMove(Foundation1, Column2, 1), Cards: jd, Points: 0, Score: 5},
		UndoEvent{Move: NewMove(Foundation1, Column2, 1), Cards: jd, Points: 0, Score: 5},
	}
	if diff := cmp.Diff(want, *got, moveOpts); diff != "" {
		t.Errorf("events mismatch (-want +got):\n%s", diff)
	}
}

func eventStrings(events []Event) []string {
	lines := make([]string, len(events))
	for i, e := range events {
		lines[i] = e.String()
	}
	return lines
}

// TestDrawAndRecycleEvents: each tap on the stock reports the cards it
// turned, in the order turned (R6.1); the tap on the empty stock reports a
// recycle (R6.2), in both draw modes.
func TestDrawAndRecycleEvents(t *testing.T) {
	for _, mode := range []DrawMode{Draw3, Draw1} {
		t.Run(mode.String(), func(t *testing.T) {
			g, err := DealDeck(seedDeck(t), mode)
			if err != nil {
				t.Fatal(err)
			}
			got := record(g)
			stock := g.Stock() // bottom to top: the last card is turned first
			var want []Event
			left := 34
			for left > 0 {
				n := min(mode.Cards(), left)
				var turned []Card
				for k := 0; k < n; k++ {
					turned = append(turned, stock[left-1-k])
				}
				left -= n
				want = append(want, DrawEvent{Cards: turned, Stock: left})
				mustPlay(t, g, "s")
			}
			mustPlay(t, g, "s")
			want = append(want, RecycleEvent{Cards: 34})
			if diff := cmp.Diff(want, *got, moveOpts); diff != "" {
				t.Errorf("events mismatch (-want +got):\n%s", diff)
			}
			if mode == Draw3 {
				if s := (*got)[0].String(); s != "draw K♠ A♥ 2♥ stock 31" {
					t.Errorf("first draw logs %q", s)
				}
				if s := (*got)[len(*got)-1].String(); s != "recycle stock 34" {
					t.Errorf("recycle logs %q", s)
				}
			}
		})
	}
}

// TestUndoEvents: an undo reports what it took back: the cards back to
// their source, the refill back onto the reserve, the points removed
// (R8.4); for a draw, the cards back onto the stock in the order the draw
// had turned them; for a recycle, no card.
func TestUndoEvents(t *testing.T) {
	g := seedGame(t)
	mustPlay(t, g, "r c2", "r f", "c2 c4")
	for len(g.Stock()) > 0 {
		mustPlay(t, g, "s") // 34 cards: 11 draws of 3, then 1
	}
	mustPlay(t, g, "s") // the recycle (R6.2)
	got := record(g)
	for g.UndosLeft() > 0 {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(*got); n != 3+12+1 {
		t.Fatalf("%d undo events, want 16", n)
	}
	events := append((*got)[:3:3], (*got)[12:]...)
	want := []Event{
		UndoEvent{Move: StockTap(), Score: 5},
		UndoEvent{Move: StockTap(), Cards: mustCards(t, "K♣"), Score: 5},
		UndoEvent{Move: StockTap(), Cards: mustCards(t, "9♣ 10♣ J♣"), Score: 5},
		UndoEvent{Move: StockTap(), Cards: mustCards(t, "K♠ A♥ 2♥"), Score: 5},
		UndoEvent{Move: NewMove(Column2, Column4, 2), Cards: mustCards(t, "K♥ Q♣"), Refill: mustCards(t, "Q♠")[0], Score: 5},
		UndoEvent{Move: NewMove(Reserve, Foundation1, 1), Cards: mustCards(t, "8♥"), Points: -5, Score: 0},
		UndoEvent{Move: NewMove(Reserve, Column2, 1), Cards: mustCards(t, "Q♣"), Score: 0},
	}
	if diff := cmp.Diff(want, events, moveOpts); diff != "" {
		t.Errorf("events mismatch (-want +got):\n%s", diff)
	}
	wantLog := []string{
		"undo s recycle score 5",
		"undo s 1 card score 5", // the cards go back face down: the line does not name them (R2.3)
		"undo s 3 cards score 5",
		"undo s 3 cards score 5",
		"undo c2:2 c4 K♥ Q♣ refill Q♠ score 5",
		"undo r f1 8♥ -5 score 0",
		"undo r c2 Q♣ score 0",
	}
	if diff := cmp.Diff(wantLog, eventStrings(events)); diff != "" {
		t.Errorf("log mismatch (-want +got):\n%s", diff)
	}
}

// wonLine returns the actions of the golden won game, CF1-D3-AAAAACL.
func wonLine(t testing.TB) []string {
	t.Helper()
	ar, err := txtar.ParseFile(filepath.Join("testdata", "games", "won-CF1-D3-AAAAACL.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	var line []string
	for _, l := range strings.Split(string(section(ar, "actions")), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			line = append(line, l)
		}
	}
	return line
}

// TestWinEvent: the move that puts the 52nd card on the foundations is
// followed by one WinEvent (R7.1), with 255 points for a game without
// take-backs (R9.3).
func TestWinEvent(t *testing.T) {
	g, err := Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	line := wonLine(t)
	mustPlay(t, g, line[:len(line)-1]...)
	got := record(g)
	mustPlay(t, g, line[len(line)-1])
	if !g.Won() || g.Score() != 255 {
		t.Fatalf("after the won line: Won() = %v, Score() = %d", g.Won(), g.Score())
	}
	want := []string{"move w f2 9♠ +5 score 255", "win score 255"}
	if diff := cmp.Diff(want, eventStrings(*got)); diff != "" {
		t.Errorf("log mismatch (-want +got):\n%s", diff)
	}
	if e, ok := (*got)[1].(WinEvent); !ok || e.Score != 255 {
		t.Errorf("last event %#v, want WinEvent{Score: 255}", (*got)[1])
	}
	// Taking the last card back and putting it up again wins again.
	*got = nil
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	mustPlay(t, g, "w f2")
	want = []string{"undo w f2 9♠ -5 score 250", "move w f2 9♠ +5 score 255", "win score 255"}
	if diff := cmp.Diff(want, eventStrings(*got)); diff != "" {
		t.Errorf("log after undo mismatch (-want +got):\n%s", diff)
	}
}

// TestDealEvents: a game is dealt before anyone listens; Events tells its
// story from the deal, and Restart deals again and says so.
func TestDealEvents(t *testing.T) {
	g, err := Deal("CF1-D1-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	var events []Event
	for e := range g.Events() {
		events = append(events, e)
	}
	want := []Event{DealEvent{Code: "CF1-D1-AAAAACL", Mode: Draw1, Deck: g.DealtDeck()}}
	if diff := cmp.Diff(want, events, moveOpts); diff != "" {
		t.Errorf("Events() of a new game mismatch (-want +got):\n%s", diff)
	}
	if s := events[0].String(); s != "deal CF1-D1-AAAAACL" {
		t.Errorf("DealEvent logs %q", s)
	}

	got := record(g)
	mustPlay(t, g, "s", "s")
	if err := g.Restart(); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, (*got)[2:], moveOpts); diff != "" {
		t.Errorf("Restart events mismatch (-want +got):\n%s", diff)
	}
	if len(g.actions()) != 0 || g.UndosLeft() != 0 {
		t.Errorf("after Restart: %d actions, %d undoable", len(g.actions()), g.UndosLeft())
	}

	d := seedGame(t)
	var deal string
	for e := range d.Events() {
		deal = e.String()
	}
	// The log line names the cards the deal shows, and no face-down one (R2.3).
	wantDeal := "deal D3 deck reserve Q♣ base 7♥ columns 6♣ K♥ Q♥ A♠"
	if deal != wantDeal {
		t.Errorf("DealEvent of a deck game logs\n%s\nwant\n%s", deal, wantDeal)
	}

	var zero Game
	for e := range zero.Events() {
		t.Errorf("the zero Game tells %v", e)
	}
}

// TestEventsStory: Events tells the actions played and not undone, as the
// listener heard them, and stops when asked.
func TestEventsStory(t *testing.T) {
	g := seedGame(t)
	var live []string
	for e := range g.Events() {
		live = append(live, e.String())
	}
	g.Listen(func(e Event) { live = append(live, e.String()) })
	mustPlay(t, g, "r c2", "r f", "s")
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	mustPlay(t, g, "c2 c4", "s", "s")

	var story []string
	for e := range g.Events() {
		story = append(story, e.String())
		if len(story) == 3 {
			mustPlay(t, g, "s") // the story goes on as it was
		}
	}
	var want []string
	for _, line := range live {
		if !strings.HasPrefix(line, "undo") {
			want = append(want, line)
		}
	}
	want = append(want[:3:3], want[4:len(want)-1]...) // without the undone draw and the draw played during the story
	if diff := cmp.Diff(want, story); diff != "" {
		t.Errorf("Events() mismatch (-want +got):\n%s", diff)
	}

	n := 0
	for range g.Events() {
		n++
		if n == 2 {
			break
		}
	}
	if n != 2 {
		t.Errorf("Events() went on after break: %d", n)
	}
}

// TestListenersInOrder: several listeners hear every event in the order
// they were added; a stopped listener hears no more, and stop is harmless
// twice.
func TestListenersInOrder(t *testing.T) {
	g := seedGame(t)
	var log []string
	listen := func(name string) func() {
		return g.Listen(func(e Event) { log = append(log, name+": "+e.String()) })
	}
	stopA := listen("A")
	stopB := listen("B")
	if stop := g.Listen(nil); stop == nil {
		t.Fatal("Listen(nil) returned a nil stop")
	} else {
		stop()
	}
	mustPlay(t, g, "r c2", "r f", "c2 c4")
	stopA()
	stopA()
	mustPlay(t, g, "s")
	stopB()
	mustPlay(t, g, "s")
	want := []string{
		"A: move r c2 Q♣ score 0",
		"B: move r c2 Q♣ score 0",
		"A: move r f1 8♥ +5 score 5",
		"B: move r f1 8♥ +5 score 5",
		"A: move c2:2 c4 K♥ Q♣ score 5",
		"B: move c2:2 c4 K♥ Q♣ score 5",
		"A: refill c2 Q♠ reserve 10",
		"B: refill c2 Q♠ reserve 10",
		"B: draw K♠ A♥ 2♥ stock 31",
	}
	if diff := cmp.Diff(want, log); diff != "" {
		t.Errorf("log mismatch (-want +got):\n%s", diff)
	}
	if g.listeners != nil {
		t.Errorf("%d listeners left after stopping all", len(g.listeners))
	}
	if c := seedGame(t); c.Clone().listeners != nil {
		t.Error("Clone copied listeners")
	}
}

// TestListenerStopsDuringEvent: a listener may stop itself or another
// while an event is being told; the event still reaches those that were
// listening when it happened, and the next one does not reach them.
func TestListenerStopsDuringEvent(t *testing.T) {
	g := seedGame(t)
	var log []string
	var stopSelf, stopC func()
	stopSelf = g.Listen(func(e Event) {
		log = append(log, "A: "+e.String())
		stopSelf()
		stopC()
	})
	g.Listen(func(e Event) {
		log = append(log, "B: "+e.String())
		g.Listen(func(e Event) { log = append(log, "late: "+e.String()) })
	})
	stopC = g.Listen(func(e Event) { log = append(log, "C: "+e.String()) })
	mustPlay(t, g, "r c2", "s")
	want := []string{
		"A: move r c2 Q♣ score 0",
		"B: move r c2 Q♣ score 0",
		"C: move r c2 Q♣ score 0",
		"B: draw K♠ A♥ 2♥ stock 31",
		"late: draw K♠ A♥ 2♥ stock 31",
	}
	if diff := cmp.Diff(want, log); diff != "" {
		t.Errorf("log mismatch (-want +got):\n%s", diff)
	}
}

// TestListenerCannotChangeGame: every method that changes the game refuses
// with ErrBusy while a listener runs, and the game ends exactly as if the
// listener had not tried.
func TestListenerCannotChangeGame(t *testing.T) {
	g := seedGame(t)
	plain := seedGame(t)
	saved, err := plain.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var errs []error
	g.Listen(func(e Event) {
		errs = append(errs, g.Play(StockTap()))
		_, tapErr := g.Tap(mustCards(t, "Q♣")[0])
		errs = append(errs, tapErr)
		errs = append(errs, g.Undo())
		errs = append(errs, g.Restart())
		errs = append(errs, g.UnmarshalText(saved))
		// Reading is allowed.
		_ = g.Describe(English)
		_ = g.Moves()
		c := g.Clone()
		if err := c.Play(StockTap()); err != nil {
			t.Errorf("Play on a clone inside a listener: %v", err)
		}
	})
	mustPlay(t, g, "r c2", "r f", "c2 c4")
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	mustPlay(t, plain, "r c2", "r f", "c2 c4")
	if err := plain.Undo(); err != nil {
		t.Fatal(err)
	}
	if len(errs) != 5*5 {
		t.Fatalf("%d attempts, want 25", len(errs))
	}
	for i, err := range errs {
		if !errors.Is(err, ErrBusy) {
			t.Errorf("attempt %d: %v, want ErrBusy", i, err)
		}
	}
	if g.state != plain.state || g.UndosLeft() != plain.UndosLeft() || len(g.history) != len(plain.history) {
		t.Errorf("the listener changed the game:\n%s\nwant\n%s", g.Describe(English), plain.Describe(English))
	}
	if got := errs[0].Error(); got != "s: a listener may read the game but not change it" {
		t.Errorf("error reads %q", got)
	}
}

// TestListenerPanics: a listener that panics leaves the change made and
// the game usable; the panic reaches the caller.
func TestListenerPanics(t *testing.T) {
	g := seedGame(t)
	stop := g.Listen(func(e Event) {
		if _, ok := e.(MoveEvent); ok {
			panic("listener failed")
		}
	})
	func() {
		defer func() {
			if r := recover(); r != "listener failed" {
				t.Errorf("recovered %v", r)
			}
		}()
		mustPlay(t, g, "r c2")
	}()
	if got := len(g.Reserve()); got != 12 {
		t.Errorf("reserve has %d cards after the move, want 12", got)
	}
	stop()
	mustPlay(t, g, "r f")
	if err := g.Undo(); err != nil {
		t.Fatalf("Undo after a panic: %v", err)
	}
	if err := g.Undo(); err != nil {
		t.Fatalf("Undo after a panic: %v", err)
	}
	if g.state != seedGame(t).state {
		t.Errorf("undoing both moves did not restore the deal: %s", g.Describe(English))
	}
	checkInvariants(t, g)
}

// TestLoadEvent: loading a saved game into a game with listeners tells
// them once; the listeners and the Double-click setting stay.
func TestLoadEvent(t *testing.T) {
	saved := seedGame(t)
	mustPlay(t, saved, "r c2", "r f", "c2 c4")
	text, err := saved.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	g, err := Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	g.SetDoubleClick(false)
	got := record(g)
	if err := g.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	want := []Event{LoadEvent{Code: "", Mode: Draw3, Deck: seedDeck(t), Actions: 3, Score: 5}}
	if diff := cmp.Diff(want, *got, moveOpts); diff != "" {
		t.Errorf("events mismatch (-want +got):\n%s", diff)
	}
	if s := (*got)[0].String(); s != "load D3 deck reserve Q♣ base 7♥ columns 6♣ K♥ Q♥ A♠ actions 3 score 5" {
		t.Errorf("LoadEvent logs %q", s)
	}
	if g.DoubleClick() {
		t.Error("loading turned Double-click back on")
	}
	mustPlay(t, g, "s")
	if n := len(*got); n != 2 {
		t.Errorf("%d events after a draw, want the listener still there", n)
	}
	if s := (LoadEvent{Code: "CF1-D3-AAAAACL", Actions: 3, Score: 5}).String(); s != "load CF1-D3-AAAAACL actions 3 score 5" {
		t.Errorf("LoadEvent logs %q", s)
	}
}

// TestEventLogDeterministic: the same actions give the same log, line for
// line, in two games.
func TestEventLogDeterministic(t *testing.T) {
	play := func() []string {
		g, err := Deal("CF1-D3-AAAAACL")
		if err != nil {
			t.Fatal(err)
		}
		var log []string
		for e := range g.Events() {
			log = append(log, e.String())
		}
		g.Listen(func(e Event) { log = append(log, e.String()) })
		for i, m := range wonLine(t) {
			mustPlay(t, g, m)
			if i%7 == 0 {
				if err := g.Undo(); err != nil {
					t.Fatal(err)
				}
				mustPlay(t, g, m)
			}
		}
		return log
	}
	first, second := play(), play()
	if diff := cmp.Diff(first, second); diff != "" {
		t.Errorf("two plays of the same line log differently (-first +second):\n%s", diff)
	}
}

// TestPlayUndoAllocs: with no listener, playing and undoing allocate
// nothing, as Listen promises.
func TestPlayUndoAllocs(t *testing.T) {
	g, err := Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	moves := g.Moves()
	if allocs := testing.AllocsPerRun(100, func() {
		for _, m := range moves {
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
		}
	}); allocs != 0 {
		t.Errorf("Play and Undo allocate %v times with no listener, want 0", allocs)
	}
}

// BenchmarkPlayUndoListeners compares Play+Undo with no listener, which
// must allocate nothing, and with one that does nothing.
func BenchmarkPlayUndoListeners(b *testing.B) {
	for _, n := range []int{0, 1} {
		b.Run(fmt.Sprintf("listeners=%d", n), func(b *testing.B) {
			g := midGame(b)
			for range n {
				g.Listen(func(Event) {})
			}
			moves := g.Moves()
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := g.Play(moves[i%len(moves)]); err != nil {
					b.Fatal(err)
				}
				if err := g.Undo(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
