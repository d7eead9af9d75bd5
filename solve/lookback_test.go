package solve

import (
	"math/bits"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/google/go-cmp/cmp"
)

// tappedLine returns a line of n stock taps from CF1-D3-AAAAAAA's deal, its
// positions born at 1, nothing known of them. The pure tests below give it
// verdicts of their own: the line's rules do not look at the positions.
func tappedLine(t *testing.T, n int) *playLine {
	t.Helper()
	g, err := canfield.Deal("CF1-D3-AAAAAAA")
	if err != nil {
		t.Fatal(err)
	}
	var l playLine
	moves := make([]canfield.Move, n)
	for i := range moves {
		moves[i] = canfield.StockTap()
	}
	if _, ok := l.reset(g.Position(), 0, moves, 1, func(*canfield.Position) Verdict { return Unknown }); !ok {
		t.Fatal("stock taps do not play")
	}
	return &l
}

// TestPlayLineBisects: on a line whose position now is lost, whatever
// action lost it, the look-back finds that action, exactly, in no more
// searches than bisection takes: ⌈log₂(n+1)⌉ for the n positions before.
func TestPlayLineBisects(t *testing.T) {
	for n := 1; n <= 40; n++ {
		for first := 0; first <= n; first++ { // the first lost position
			l := tappedLine(t, n)
			l.learn(n, 1, Lost)
			probes := 0
			for {
				at, ok := l.probe()
				if !ok {
					break
				}
				probes++
				v := Won
				if at >= first {
					v = Lost
				}
				if !l.learn(at, 1, v) {
					t.Fatalf("n=%d: probe %d taught nothing", n, at)
				}
			}
			if max := bits.Len(uint(n)); probes > max {
				t.Errorf("n=%d lost from %d: %d searches, bisection takes %d", n, first, probes, max)
			}
			want := Loss{Action: first, Exact: true}
			if first > 0 {
				want.Undos = n - first + 1
			}
			if got := l.loss(n, 1); got != want {
				t.Errorf("n=%d lost from %d: %+v, want %+v", n, first, got, want)
			}
		}
	}
}

// TestPlayLineUndecided: positions whose searches end undecided bound
// nothing; the look-back searches the others between, and the Loss says
// what the decided ones prove: lost by the earliest proved lost, and
// winnable as far back as the latest proved winnable before it.
func TestPlayLineUndecided(t *testing.T) {
	const n = 20
	for _, tt := range []struct {
		name      string
		first     int          // the first lost position
		undecided map[int]bool // positions no search decides
		want      Loss
	}{
		{"every position decided", 12, nil, Loss{Action: 12, Undos: 9, Exact: true}},
		{"the one before the loss undecided", 12, map[int]bool{11: true}, Loss{Action: 12, Undos: 10}},
		{"the loss undecided", 12, map[int]bool{12: true}, Loss{Action: 13, Undos: 9}},
		{"a stretch undecided", 12, map[int]bool{9: true, 10: true, 11: true, 12: true, 13: true, 14: true}, Loss{Action: 15, Undos: 12}},
		{"all undecided", 12, func() map[int]bool {
			m := map[int]bool{}
			for i := range n {
				m[i] = true
			}
			return m
		}(), Loss{Action: n}},
		{"the deal lost", 0, nil, Loss{Action: 0, Exact: true}},
		{"the deal lost, the next undecided", 0, map[int]bool{1: true}, Loss{Action: 0, Exact: true}},
	} {
		l := tappedLine(t, n)
		l.learn(n, 1, Lost)
		searched := map[int]bool{}
		for {
			at, ok := l.probe()
			if !ok {
				break
			}
			if searched[at] {
				t.Fatalf("%s: position %d searched twice", tt.name, at)
			}
			searched[at] = true
			v := Won
			switch {
			case tt.undecided[at]:
				v = Unknown
			case at >= tt.first:
				v = Lost
			}
			l.learn(at, 1, v)
		}
		if got := l.loss(n, 1); got != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

// TestPlayLineFollowsTheGame: a verdict is learnt only while its index
// holds the position it was found for; an undecided search hides no
// verdict; an undo must take back the line's last action.
func TestPlayLineFollowsTheGame(t *testing.T) {
	l := tappedLine(t, 3)
	if l.pop(canfield.NewMove(canfield.Reserve, canfield.Column1, 1)) || l.top() != 3 {
		t.Fatal("an undo of an action the line does not end with was taken")
	}
	if !l.pop(canfield.StockTap()) || l.top() != 2 {
		t.Fatal("the undo of the last tap")
	}
	l.push(canfield.StockTap(), 7) // another action at index 3
	if l.learn(3, 1, Lost) {
		t.Error("a verdict on the position undone was learnt for the one that took its index")
	}
	if !l.learn(3, 7, Lost) || l.learn(3, 7, Unknown) || l.marks[3].state != markLost {
		t.Errorf("an undecided search hid a verdict: %+v", l.marks[3])
	}
	if !l.learn(1, 1, Unknown) || !l.learn(1, 1, Won) {
		t.Error("a verdict after an undecided search was not learnt")
	}
	// Position 2 is between the latest winnable, 1, and the loss, 3.
	if at, ok := l.probe(); !ok || at != 2 {
		t.Errorf("probe = %d, %v, want 2", at, ok)
	}
	if got, want := l.loss(3, 7), (Loss{Action: 3, Undos: 2, Searching: true}); got != want {
		t.Errorf("loss = %+v, want %+v", got, want)
	}
	// An update for a position the line no longer holds is lost by itself.
	if got, want := l.loss(3, 1), (Loss{Action: 3}); got != want {
		t.Errorf("loss of a position gone = %+v, want %+v", got, want)
	}
}

// TestPlayLineReset: a line made from a record marks what is known of its
// positions, and one whose actions do not play holds its start alone.
func TestPlayLineReset(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AAAAAAJ")
	if err != nil {
		t.Fatal(err)
	}
	playText(t, g, "s", "s")
	rec := g.Record()
	rec.Moves = nil
	deal, err := rec.Game()
	if err != nil {
		t.Fatal(err)
	}
	start, now := deal.Position(), g.Position()
	var l playLine
	end, ok := l.reset(start, 0, g.Record().Moves, 4, func(p *canfield.Position) Verdict {
		if *p == now {
			return Lost
		}
		return Unknown
	})
	if !ok || end != now || l.top() != 2 {
		t.Fatalf("reset: %v, top %d", ok, l.top())
	}
	want := []mark{{4, markUnsearched}, {4, markUnsearched}, {4, markLost}}
	if diff := cmp.Diff(want, l.marks, cmp.AllowUnexported(mark{})); diff != "" {
		t.Errorf("marks (-want +got):\n%s", diff)
	}
	if p, moves := l.path(2); len(moves) != 2 || p != start {
		t.Errorf("path(2) = %d actions", len(moves))
	}
	bad := []canfield.Move{canfield.NewMove(canfield.Foundation1, canfield.Column1, 1)}
	if _, ok := l.reset(start, 0, bad, 5, func(*canfield.Position) Verdict { return Unknown }); ok || l.top() != 0 || len(l.moves) != 0 {
		t.Errorf("a line whose action does not play: %v, top %d", ok, l.top())
	}
}
