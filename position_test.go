package canfield

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPositionFollowsGame plays random games on a Game and its Position side
// by side: the Position must list the same moves, accept and refuse the same
// moves, show the same piles and agree on a win.
func TestPositionFollowsGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	deals := 100
	if testing.Short() {
		deals = 10
	}
	var buf []Move
	for d := 0; d < deals; d++ {
		g, err := DealFromNumber(rng.Uint64N(NumDeals), DrawMode(d%2))
		if err != nil {
			t.Fatal(err)
		}
		p := g.Position()
		for step := 0; step < 300; step++ {
			comparePosition(t, g, &p)
			buf = p.AppendMoves(buf[:0])
			if diff := cmp.Diff(g.Moves(), buf, moveOpts); diff != "" {
				t.Fatalf("%s step %d: AppendMoves mismatch (-game +position):\n%s", g.Code(), step, diff)
			}
			var bySource []Move
			for _, pile := range []Pile{Reserve, Waste, Column1, Column2, Column3, Column4,
				Foundation1, Foundation2, Foundation3, Foundation4, Stock} {
				bySource = p.AppendMovesFrom(bySource, pile)
			}
			if diff := cmp.Diff(buf, bySource, moveOpts); diff != "" {
				t.Fatalf("%s step %d: AppendMovesFrom over every pile mismatch (-all +by source):\n%s", g.Code(), step, diff)
			}
			// TurnStock is that many taps, through the waste's turning
			// over too (R6.2).
			taps := rng.IntN(5)
			if rng.IntN(4) == 0 {
				taps = rng.IntN(80)
			}
			turned, tapped := p, p
			errT := turned.TurnStock(taps)
			var errS error
			for range taps {
				if errS = tapped.Play(StockTap()); errS != nil {
					break
				}
			}
			if (errT == nil) != (errS == nil) || (errT == nil && turned != tapped) {
				t.Fatalf("%s step %d: TurnStock(%d) differs from %d taps: %v, %v", g.Code(), step, taps, taps, errT, errS)
			}
			// A move that is not listed must be refused by both.
			bogus := NewMove(Pile(rng.IntN(13)), Pile(rng.IntN(13)), rng.IntN(4))
			can := p.CanPlay(bogus)
			errG, errP := g.Clone().Play(bogus), p.Play(bogus)
			if (errG == nil) != (errP == nil) || can != (errP == nil) {
				t.Fatalf("%s step %d: Play(%v): game says %v, position says %v, CanPlay %v", g.Code(), step, bogus, errG, errP, can)
			}
			if errG == nil {
				if err := g.Play(bogus); err != nil {
					t.Fatal(err)
				}
				continue
			}
			for _, m := range buf {
				if !p.CanPlay(m) {
					t.Fatalf("%s step %d: CanPlay(%v) of a listed move is false", g.Code(), step, m)
				}
			}
			m := buf[rng.IntN(len(buf))]
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if err := p.Play(m); err != nil {
				t.Fatalf("%s step %d: Position.Play(%v) of a listed move: %v", g.Code(), step, m, err)
			}
		}
	}
}

func comparePosition(t *testing.T, g *Game, p *Position) {
	t.Helper()
	want := g.Position()
	if *p != want {
		t.Fatalf("%s: position differs from the game's\n%s", g.Code(), g.Describe(English))
	}
	for pile := NoPile; pile <= Column4+1; pile++ {
		cards := pileByMethod(g, pile)
		if p.Len(pile) != len(cards) {
			t.Fatalf("Len(%v) = %d, want %d", pile, p.Len(pile), len(cards))
		}
		for k, c := range cards {
			if got := p.Card(pile, k); got != c {
				t.Fatalf("Card(%v, %d) = %v, want %v", pile, k, got, c)
			}
		}
		if got, want := p.Top(pile), p.Card(pile, len(cards)-1); got != want {
			t.Fatalf("Top(%v) = %v, want %v", pile, got, want)
		}
		for k, c := range cards {
			if at, place := p.Find(c); at != pile || place != k {
				t.Fatalf("Find(%v) = %v, %d, want %v, %d", c, at, place, pile, k)
			}
		}
		// slices.Equal first: cmp.Diff on every pile of every step is slow
		// under the race detector. An empty pile may come back nil.
		if got := p.AppendPile(nil, pile); !slices.Equal(cards, got) {
			t.Fatalf("AppendPile(%v) mismatch (-want +got):\n%s", pile, cmp.Diff(cards, got))
		}
		if p.Card(pile, len(cards)) != 0 || p.Card(pile, -1) != 0 {
			t.Fatalf("Card(%v) out of range is not the zero Card", pile)
		}
	}
	if p.Won() != g.Won() || p.DrawMode() != g.DrawMode() || p.StartRank() != g.StartRank() {
		t.Fatalf("Won/DrawMode/StartRank differ")
	}
	for i := 0; i < 4; i++ {
		if p.FoundationSuit(i) != g.FoundationSuit(i) || p.FoundationOf(g.FoundationSuit(i)) != FoundationPile(i) {
			t.Fatalf("foundation %d suit differs", i)
		}
	}
}

func TestPositionZeroValue(t *testing.T) {
	var p Position
	if moves := p.AppendMoves(nil); len(moves) != 0 {
		t.Errorf("zero Position lists moves %v", moves)
	}
	if err := p.Play(StockTap()); err == nil {
		t.Error("zero Position accepted a stock tap")
	}
	if p.FoundationOf(Suit(9)) != NoPile || p.FoundationSuit(7) != 0 {
		t.Error("out-of-range foundation lookups answer")
	}
	for i := range 4 {
		if s := p.FoundationSuit(i); s.Valid() {
			t.Errorf("zero Position: FoundationSuit(%d) = %v, want a suit that is not Valid", i, s)
		}
		if f := p.FoundationOf(Spades + Suit(i)); f != NoPile {
			t.Errorf("zero Position: FoundationOf(%v) = %v, want NoPile", Spades+Suit(i), f)
		}
	}
	for pile := NoPile; pile <= Column4+1; pile++ {
		if c := p.Top(pile); c != 0 || p.CanPlay(NewMove(pile, Column1, 1)) {
			t.Errorf("zero Position: Top(%v) = %v, or a move from it allowed", pile, c)
		}
	}
	if pile, k := p.Find(Deck()[0]); pile != NoPile || k != -1 {
		t.Errorf("zero Position: Find(%v) = %v, %d", Deck()[0], pile, k)
	}
}

func TestPositionAllocs(t *testing.T) {
	g, err := Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	buf := make([]Move, 0, 64)
	cards := make([]Card, 0, 52)
	talon := make([]TalonMove, 0, 64)
	allocs := testing.AllocsPerRun(100, func() {
		q := p
		buf = q.AppendMoves(buf[:0])
		buf = q.AppendMovesFrom(buf, Waste)
		cards = q.AppendPile(cards[:0], Column1)
		talon = q.AppendTalonMoves(talon[:0])
		for _, m := range buf {
			r := q
			if err := r.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if q.CanPlay(NewMove(Column1, Reserve, 1)) || q.TurnStock(40) != nil {
			t.Fatal("a move onto the reserve allowed, or taps refused")
		}
	})
	if allocs != 0 {
		t.Errorf("Position moves, checks and plays allocate %v times, want 0", allocs)
	}
	l := p.Layout()
	if allocs := testing.AllocsPerRun(100, func() {
		if _, err := NewPosition(l); err != nil {
			t.Fatal(err)
		}
	}); allocs != 0 {
		t.Errorf("NewPosition of a valid layout allocates %v times, want 0", allocs)
	}
}

func BenchmarkPositionPlay(b *testing.B) {
	g := midGame(b)
	p := g.Position()
	moves := p.AppendMoves(nil)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		q := p
		if err := q.Play(moves[i%len(moves)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkNewPosition(b *testing.B) {
	p := midGame(b).Position()
	l := p.Layout()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if _, err := NewPosition(l); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTalonMoves(b *testing.B) {
	p := midGame(b).Position()
	buf := make([]TalonMove, 0, 64)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		buf = p.AppendTalonMoves(buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "moves")
}

// TestTalonMoves checks AppendTalonMoves against taps played one by one.
func TestTalonMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var moves []Move
	for d := 0; d < 60; d++ {
		g, err := DealFromNumber(rng.Uint64N(NumDeals), DrawMode(d%2))
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 200; step++ {
			p := g.Position()
			before := p
			got := p.AppendTalonMoves(nil)
			if p != before {
				t.Fatalf("%s: AppendTalonMoves changed the position", g.Code())
			}
			var want []TalonMove
			q := p
			seen := map[int]bool{}
			for taps := 0; q.Len(Stock)+q.Len(Waste) > 0 && !seen[q.Len(Waste)]; taps++ {
				seen[q.Len(Waste)] = true
				for _, m := range q.AppendMovesFrom(nil, Waste) {
					want = append(want, TalonMove{Taps: taps, Card: q.Card(Waste, q.Len(Waste)-1), Move: m, Waste: q.Len(Waste)})
				}
				if err := q.Play(StockTap()); err != nil {
					t.Fatal(err)
				}
			}
			if diff := cmp.Diff(want, got, moveOpts); diff != "" {
				t.Fatalf("%s step %d: AppendTalonMoves mismatch (-want +got):\n%s", g.Code(), step, diff)
			}
			moves = g.state.appendMoves(moves[:0])
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestGoesOn(t *testing.T) {
	for _, tc := range []struct {
		card, top string
		want      bool
	}{
		{"6H", "7S", true}, {"6H", "7C", true}, {"6D", "7S", true},
		{"6H", "7H", false}, {"6S", "7C", false}, {"5H", "7S", false}, {"7H", "6S", false},
		{"KH", "AS", true}, {"KS", "AH", true}, {"KS", "AC", false}, {"AH", "2S", true},
	} {
		c, top := mustCards(t, tc.card)[0], mustCards(t, tc.top)[0]
		if got := c.GoesOn(top); got != tc.want {
			t.Errorf("%v.GoesOn(%v) = %v, want %v", c, top, got, tc.want)
		}
	}
	if Card(0).GoesOn(mustCards(t, "2S")[0]) || mustCards(t, "AH")[0].GoesOn(0) {
		t.Error("GoesOn accepts the zero Card")
	}
	// Every pair of cards, against the rule as written: opposite colour and
	// one rank lower (R5.1), a king on an ace (R5.2).
	for _, top := range Deck() {
		for _, c := range Deck() {
			lower := c.Rank() == top.Rank()-1 || (c.Rank() == King && top.Rank() == Ace)
			if want := c.Red() != top.Red() && lower; c.GoesOn(top) != want {
				t.Errorf("%v.GoesOn(%v) = %v, want %v", c, top, !want, want)
			}
		}
	}
}

// TestWasteAfterTaps holds TurnStock's arithmetic against taps one at a
// time, for every talon size, waste size and draw mode, and tap counts
// past several turns of the waste (R6.1, R6.2).
func TestWasteAfterTaps(t *testing.T) {
	for _, mode := range []DrawMode{Draw3, Draw1} {
		for talon := uint8(1); talon <= 34; talon++ {
			s := state{mode: mode, ntalon: talon}
			for w := uint8(0); w <= talon; w++ {
				tapped := w
				for n := 0; n <= 3*int(talon)+7; n++ {
					if got := s.wasteAfterTaps(w, n); got != tapped {
						t.Fatalf("%v, talon %d, waste %d: %d taps give a waste of %d, want %d", mode, talon, w, n, got, tapped)
					}
					tapped = s.wasteAfterTap(tapped)
				}
			}
		}
	}
}

// TestFittingRuns holds the table behind the runs a column offers a target
// card against a walk down the column, on random columns up to 52 cards:
// every lower part of a column is a run (R5.3), and it goes on the target
// when its lowest card does (R5.1, R5.2), which in a long column happens
// twice, 26 places apart.
func TestFittingRuns(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	deck := Deck()
	for range 2000 {
		var s state
		n := 1 + rng.IntN(52)
		col := []Card{deck[rng.IntN(52)]}
		for len(col) < n {
			below := col[len(col)-1]
			var fits []Card
			for _, c := range deck {
				if c.GoesOn(below) {
					fits = append(fits, c)
				}
			}
			col = append(col, fits[rng.IntN(len(fits))])
		}
		s.ncol[0] = uint8(copy(s.cols[0][:], col))
		target := deck[rng.IntN(52)]
		var want []uint8
		for k := 1; k <= n; k++ {
			if col[n-k].GoesOn(target) {
				want = append(want, uint8(k))
			}
		}
		var got []uint8
		for _, k := range s.fittingRuns(0, target) {
			if k != 0 {
				got = append(got, k)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("column %v onto %v: runs %v, want %v", col, target, got, want)
		}
	}
}
