package canfield

import (
	"math/rand/v2"
	"testing"
)

// TestRandomPlay plays thousands of random legal actions across many codes
// and checks the invariants after each: 52 distinct cards in play, every
// column one valid run (R5.3), the score equal to 5 × the foundation
// placements made and not undone (R9, R8.4), and Undo restoring exactly the
// position before the action.
func TestRandomPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	deals, steps := 200, 400
	if testing.Short() {
		deals = 20
	}
	var buf []Move
	for d := 0; d < deals; d++ {
		number := rng.Uint64N(NumDeals)
		mode := DrawMode(d % 2)
		g, err := DealFromNumber(number, mode)
		if err != nil {
			t.Fatal(err)
		}
		var placements []int // per action: points earned
		for step := 0; step < steps; step++ {
			buf = g.state.appendMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			m := buf[rng.IntN(len(buf))]
			before := g.Clone()
			if err := g.Play(m); err != nil {
				t.Fatalf("%s step %d: Play(%v) of a listed move: %v", g.Code(), step, m, err)
			}
			checkInvariants(t, g)
			if step%41 == 0 {
				checkMoveGeneration(t, g)
			}
			if rng.IntN(4) == 0 {
				if err := g.Undo(); err != nil {
					t.Fatalf("%s step %d: Undo after %v: %v", g.Code(), step, m, err)
				}
				if g.state != before.state {
					t.Fatalf("%s step %d: Undo of %v did not restore the position\nbefore: %s\nafter:  %s",
						g.Code(), step, m, before.Describe(English), g.Describe(English))
				}
				// A full undo history forgets its oldest action when one more
				// is played (R8.4), and undoing that one does not bring it back.
				wantUndo := before.UndosLeft()
				if wantUndo == UndoLimit {
					wantUndo--
				}
				if g.UndosLeft() != wantUndo || len(g.history) != len(before.history) {
					t.Fatalf("%s step %d: Undo of %v left history %d/%d, want %d/%d", g.Code(), step, m,
						g.UndosLeft(), len(g.history), wantUndo, len(before.history))
				}
				continue
			}
			points := 0
			if m.To().IsFoundation() {
				points = 5
			}
			placements = append(placements, points)
			sum := 0
			for _, p := range placements {
				sum += p
			}
			if g.Score() != sum {
				t.Fatalf("%s step %d: Score() = %d, want %d", g.Code(), step, g.Score(), sum)
			}
		}
	}
}

func checkInvariants(t *testing.T, g *Game) {
	t.Helper()
	seen := map[Card]bool{}
	add := func(where string, cards []Card) {
		for _, c := range cards {
			if !c.Valid() || seen[c] {
				t.Fatalf("%s: card %v in %s is invalid or seen twice\n%s", g.Code(), c, where, g.Describe(English))
			}
			seen[c] = true
		}
	}
	add("stock", g.Stock())
	add("waste", g.Waste())
	add("reserve", g.Reserve())
	for i := 0; i < 4; i++ {
		f := g.Foundation(i)
		for k, c := range f {
			if c.Suit() != g.FoundationSuit(i) {
				t.Fatalf("foundation %d holds %v", i+1, c)
			}
			if k > 0 && c.Rank() != f[k-1].Rank().Next() {
				t.Fatalf("foundation %d out of order: %v", i+1, f)
			}
		}
		add("foundation", f)
		col := g.Column(i)
		for k := 1; k < len(col); k++ {
			if !col[k].goesOnColumn(col[k-1]) {
				t.Fatalf("%s: column %d is not a run: %v", g.Code(), i+1, col)
			}
		}
		add("column", col)
		if len(col) == 0 && len(g.Reserve()) > 0 {
			t.Fatalf("%s: column %d empty while the reserve holds cards (R3.4)", g.Code(), i+1)
		}
	}
	if len(seen) != 52 {
		t.Fatalf("%d cards in play, want 52", len(seen))
	}
	if g.Score() < 0 {
		t.Fatalf("negative score %d", g.Score())
	}
}

// checkMoveGeneration compares AppendMoves with a brute force: every
// conceivable move from any pile to any pile with any count, kept if Play's
// check accepts it.
func checkMoveGeneration(t *testing.T, g *Game) {
	t.Helper()
	listed := map[Move]int{}
	for _, m := range g.Moves() {
		listed[m]++
		if listed[m] > 1 {
			t.Fatalf("%s: Moves() lists %v twice", g.Code(), m)
		}
	}
	legal := map[Move]bool{}
	for from := NoPile; from <= Column4; from++ {
		for to := NoPile; to <= Column4; to++ {
			for n := 0; n <= 53; n++ {
				m := NewMove(from, to, n)
				if !g.state.check(m).refused() {
					legal[m] = true
				}
			}
		}
	}
	if len(legal) != len(listed) {
		t.Fatalf("%s: Moves() lists %d moves, brute force finds %d\nlisted %v\nlegal %v\n%s",
			g.Code(), len(listed), len(legal), listed, legal, g.Describe(English))
	}
	for m := range legal {
		if listed[m] == 0 {
			t.Fatalf("%s: Moves() misses %v\n%s", g.Code(), m, g.Describe(English))
		}
	}
}
