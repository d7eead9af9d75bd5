package solve

import (
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
	g, err := canfield.Deal("CF1-D3-AAAAAAJ")
	if err != nil {
		t.Fatal(err)
	}
	ch, onUpdate := collect()
	w := Watch(g, WatchOptions{Budget: 10 * time.Second, OnUpdate: onUpdate})
	defer w.Close()
	if u := waitFor(t, ch, 0); u.Verdict != Won {
		t.Fatalf("the deal: %v, want won", u.Verdict)
	}
	line := []string{"s", "s", "s", "s", "s", "s", "s", "w f1", "s", "s", "w f1", "c3:1 c1"}
	playText(t, g, line...)
	if u := waitFor(t, ch, uint64(len(line))); u.Verdict != Won {
		t.Fatalf("after %d actions: %v, want won", len(line), u.Verdict)
	}
	playText(t, g, "c3 f1")
	u := waitFor(t, ch, uint64(len(line)+1))
	if u.Verdict != Lost {
		t.Fatalf("after c3 f1: %v, want lost", u.Verdict)
	}
	if got := w.Latest(); got != u {
		t.Errorf("Latest() = %+v, want %+v", got, u)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if u := waitFor(t, ch, uint64(len(line)+2)); u.Verdict != Won || u.Nodes != 0 {
		t.Errorf("after the undo: %+v, want won and known without a search", u)
	}
}

// TestWatcherQuickPlay plays faster than the searches can follow and
// closes the Watcher in the middle: nothing may race (go test -race) and
// nothing may be delivered after Close.
func TestWatcherQuickPlay(t *testing.T) {
	g, err := canfield.Deal("CF1-D1-AAAAABH")
	if err != nil {
		t.Fatal(err)
	}
	ch, onUpdate := collect()
	w := Watch(g, WatchOptions{Budget: time.Second, OnUpdate: onUpdate})
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
