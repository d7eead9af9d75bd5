package solve

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/canfield-go/canfield"
)

// withLooseBack returns p with every loose card (loose.go) put back into
// the talon, one column at a time, worked out on the layout: the talon in
// the order of the root's, which dec knows, all of it in the stock. Like
// retract, it returns p as it is if a column holds 26 cards (cycles.go).
func withLooseBack(t *testing.T, dec *decoder, p *canfield.Position) canfield.Position {
	t.Helper()
	if hasColumnOf(p, 2*canfield.NumRanks) {
		return *p
	}
	l := p.Layout()
	inTalon := map[canfield.Card]bool{}
	for _, c := range slices.Concat(l.Stock, l.Waste) {
		inTalon[c] = true
	}
	fromTalon := map[canfield.Card]bool{}
	for _, c := range dec.talon {
		fromTalon[c] = c.Rank() != dec.base.Rank()
	}
	for j, col := range l.Columns {
		for len(col) >= 2 && fromTalon[col[len(col)-1]] {
			inTalon[col[len(col)-1]] = true
			col = col[:len(col)-1]
		}
		l.Columns[j] = col
	}
	var talon []canfield.Card
	for _, c := range dec.talon {
		if inTalon[c] {
			talon = append(talon, c)
		}
	}
	slices.Reverse(talon)
	l.Stock, l.Waste = talon, nil
	q, err := canfield.NewPosition(l)
	if err != nil {
		t.Fatalf("%v\n%+v", err, l)
	}
	return q
}

// looseSearcher returns the search that Solve's phase with loose cards
// runs on root, a draw-1 position: over deep classes, waste cards up late,
// without limits.
func looseSearcher(root *canfield.Position) *searcher {
	return searchOf(looseConfig, root)
}

// onRandomDraw1Games is onRandomGames for the positions of its draw-1
// games alone.
func onRandomDraw1Games(t *testing.T, rng *rand.Rand, games, steps int, check func(dec *decoder, p canfield.Position)) {
	t.Helper()
	onRandomGames(t, rng, games, steps, func(dec *decoder, p canfield.Position) {
		if p.DrawMode() == canfield.Draw1 {
			check(dec, p)
		}
	})
}

// TestRetract checks retract, which works on keys, against the same cards
// put back on the layout, on the positions of random draw-1 games, and
// hasLoose, and the decoder's rebuilding of the keys it returns.
func TestRetract(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	var loose, kept int
	onRandomDraw1Games(t, rng, casesFor(60, 16), 300, func(dec *decoder, p canfield.Position) {
		l := newLooseCards(dec)
		k := keyOf(&p)
		want := withLooseBack(t, dec, &p)
		got := l.retract(k)
		if wk := keyOf(&want); got != wk {
			t.Fatalf("retract gives %x, want %x\n%+v", got, wk, p.Layout())
		}
		long := hasColumnOf(&p, 2*canfield.NumRanks)
		if (l.hasLoose(&p) && !long) != (got != k) {
			t.Fatalf("hasLoose says %v, a column of 26 %v, but retract changes the key: %v\n%+v", l.hasLoose(&p), long, got != k, p.Layout())
		}
		if l.hasLoose(&p) {
			loose++
			if long {
				kept++
			}
		}
		if got != k {
			q, err := dec.position(got)
			if err != nil || keyOf(&q) != got {
				t.Fatalf("the decoder does not rebuild the retracted key (%v)\n%+v", err, p.Layout())
			}
		}
	})
	t.Logf("%d positions with loose cards, %d of them kept for a column of 26 cards", loose, kept)
	if loose < 20 || kept == 0 {
		t.Errorf("only %d positions with loose cards, %d kept", loose, kept)
	}
}

// TestLooseLossesAreLosses checks that the search with loose cards put back
// (loose.go) calls lost only positions that the reference search finds
// lost, with either draw mode played by draw 1, and that it proves some
// losses and finds some wins, which it does not report: positions with many cards in the reserve and
// a few in the talon, where plays from the talon decide.
func TestLooseLossesAreLosses(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 44))
	want := casesFor(40, 12)
	var lost, won, relaxedWon, tries int
	for ; tries < 60*want && (lost < want || won < want); tries++ {
		mode := canfield.DrawMode(tries % 2)
		p, ref, ok := talonEndgame(t, rng, mode)
		if !ok {
			continue
		}
		q, ok := asDraw1(&p)
		if !ok {
			t.Fatalf("asDraw1 refuses the position\n%+v", p.Layout())
		}
		s := looseSearcher(&q)
		v, _ := s.run(&q)
		relaxed := v == Unknown && errors.Is(s.stopped, errRelaxedWin)
		switch {
		case v == Won:
			t.Fatalf("%v: the search with loose cards says won\n%+v", mode, p.Layout())
		case v == Lost && ref != Lost:
			t.Fatalf("%v: the search with loose cards says lost, the reference %v\n%+v", mode, ref, p.Layout())
		case v == Lost:
			lost++
		case relaxed && ref == Won:
			won++
		case relaxed:
			relaxedWon++
		}
	}
	t.Logf("in %d positions drawn: %d losses proved, %d wins, %d lost positions won with loose cards put back", tries, lost, won, relaxedWon)
	if lost < want || won < want {
		t.Errorf("too few cases: lost %d, won %d, want %d of each", lost, won, want)
	}
}

// talonEndgame draws a position with many cards in the reserve and a few in
// the talon, where plays from the talon decide, played on by a few random
// moves, and returns it with the reference's verdict: false if it drew
// none or the reference could not decide.
func talonEndgame(t *testing.T, rng *rand.Rand, mode canfield.DrawMode) (canfield.Position, Verdict, bool) {
	t.Helper()
	p, ok := endgameShare(rng, mode, 3+rng.IntN(3), true, 7+rng.IntN(3))
	if !ok || p.Len(canfield.Stock)+p.Len(canfield.Waste) == 0 {
		return p, Unknown, false
	}
	playRandom(t, rng, &p, rng.IntN(6))
	ref, ok := referenceVerdict(p, 10_000)
	return p, ref, ok
}

// TestLooseChainTwins: in these draw-1 positions the only wins start with
// a chain from the talon that ends with a twin move onto its last card, so
// the search with loose cards finds a win only with the steps of
// appendChainTwin.
func TestLooseChainTwins(t *testing.T) {
	for i, l := range []struct {
		base                                  string
		foundations                           [4]int
		reserve, waste, stock, c1, c2, c3, c4 string
	}{
		{"5♠", [4]int{6, 9, 10, 7}, "4♣ A♣ Q♣ Q♠ 3♥", "4♥ K♠", "2♦ J♠ 3♦ 4♠", "3♠", "4♦ 3♣ 2♥ A♠", "2♠", "2♣ A♥ K♣"},
		{"10♦", [4]int{12, 10, 4, 10}, "A♥ 5♥ 8♠ 3♥ 9♥ 9♣ 9♠ 8♥", "7♣ 2♥", "", "7♠ 6♥", "9♦", "4♥", "8♣ 7♥"},
		{"7♣", [4]int{9, 8, 10, 5}, "4♦ K♦ 6♠ Q♦ 3♠ 5♦", "6♦ 6♣", "4♣", "5♥ 4♠ 3♦", "5♣ 4♥ 3♣ 2♦", "6♥ 5♠", "2♠ A♦"},
	} {
		p, err := canfield.NewPosition(canfield.Layout{
			Mode: canfield.Draw1, Base: card(t, l.base), Foundations: l.foundations,
			Reserve: cards(t, l.reserve), Waste: cards(t, l.waste), Stock: cards(t, l.stock),
			Columns: [4][]canfield.Card{cards(t, l.c1), cards(t, l.c2), cards(t, l.c3), cards(t, l.c4)},
		})
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		if want, ok := referenceVerdict(p, 100_000); !ok || want != Won {
			t.Fatalf("case %d: the reference search says %v (decided: %v), want won", i, want, ok)
		}
		s := looseSearcher(&p)
		if v, _ := s.run(&p); v != Unknown || !errors.Is(s.stopped, errRelaxedWin) {
			t.Errorf("case %d: the search with loose cards says %v (%v), want a win, which proves nothing", i, v, s.stopped)
		}
		if won, ok := searchWithout(&p, looseConfig, func(_ *canfield.Position, st step) bool { return st.kind == chainTwin }, 100_000); !ok || won {
			t.Errorf("case %d: without the chains that end with a twin move the search with loose cards wins %v (decided: %v), want lost", i, won, ok)
		}
	}
}

// longestChain returns the most cards of mask, each a different card, that
// can lie one on the other on top of c.
func longestChain(c canfield.Card, mask uint64) int {
	best := 0
	for _, u := range fitting(c) {
		if mask&(1<<cardIndex(u)) != 0 {
			best = max(best, 1+longestChain(u, mask&^(1<<cardIndex(u))))
		}
	}
	return best
}

// TestLooseLong checks looseCards.long against the longest chain of real,
// different cards of the talon on each column's top: whenever a column and
// its chain reach 26 cards, long must say so, and it must not say so of
// positions whose columns and talons are short.
func TestLooseLong(t *testing.T) {
	rng := rand.New(rand.NewPCG(45, 46))
	var reach, short int
	for i := 0; i < casesFor(4000, 800); i++ {
		p, ok := tallColumns(rng, canfield.Draw1)
		if !ok {
			continue
		}
		talon := talonMask(&p)
		most := 0
		for j := 0; j < 4; j++ {
			col := canfield.ColumnPile(j)
			if n := p.Len(col); n > 0 {
				most = max(most, n+longestChain(p.Top(col), talon))
			}
		}
		dec := newDecoder(&p)
		got := newLooseCards(dec).long(&p, talon)
		switch {
		case most >= 2*canfield.NumRanks:
			reach++
			if !got {
				t.Fatalf("a column and its chain reach %d cards, but long says no\n%+v", most, p.Layout())
			}
		case longest(&p)+bits.OnesCount64(talon) < 2*canfield.NumRanks:
			short++
			if got {
				t.Fatalf("long says yes of a position whose columns and talon have %d cards at most\n%+v", longest(&p)+bits.OnesCount64(talon), p.Layout())
			}
		}
	}
	t.Logf("%d positions reach 26 cards, %d are short", reach, short)
	if reach < 20 || short < 20 {
		t.Errorf("too few cases: %d reach 26 cards, %d are short", reach, short)
	}
}

// TestLooseManyChains: in a draw-1 position whose talon holds both twins of
// twelve ranks in a row below a column's king, the chains on that king
// alone take 8,190 calls of appendChain to follow; the search with loose
// cards gives up on the position (maxChains) rather than follow them all,
// and Solve goes on to its next phase and decides.
func TestLooseManyChains(t *testing.T) {
	p, err := canfield.NewPosition(canfield.Layout{
		Mode: canfield.Draw1, Base: card(t, "K♣"), Foundations: [4]int{1, 0, 0, 0},
		Reserve: cards(t, "K♥ K♦ Q♣ J♦ 10♣ 9♥ 9♦ 8♠ 8♣ 7♥ 7♦ 6♠ 6♣"),
		Stock: cards(t, "Q♥ Q♦ J♠ J♣ 10♥ 10♦ 9♠ 9♣ 8♥ 8♦ 7♠ 7♣ 6♥ 6♦ 5♠ 5♣ 4♥ 4♦ 3♠ 3♣ 2♥ 2♦ A♠ A♣ "+
			"5♥ 5♦ 4♠ 4♣ 3♥ 3♦ 2♠ 2♣ A♥ A♦"),
		Columns: [4][]canfield.Card{cards(t, "K♠"), cards(t, "Q♠"), cards(t, "J♥"), cards(t, "10♠")},
	})
	if err != nil {
		t.Fatal(err)
	}
	s := looseSearcher(&p)
	if v, _ := s.run(&p); v != Unknown || !errors.Is(s.stopped, errManyChains) {
		t.Fatalf("the search with loose cards says %v (%v), want unknown for too many chains", v, s.stopped)
	}
	r, err := SolvePosition(context.Background(), &p, Options{MaxNodes: 200_000})
	if err != nil || r.Verdict == Unknown {
		t.Fatalf("SolvePosition = %v (%v), %v; want a verdict", r.Verdict, r.Stopped, err)
	}
}

// TestLooseEnds: the kinds that findEnds leaves out of ends start no chain
// that a move can end, so that leaving out their chains leaves out no step.
// On the positions of random draw-1 games, the test follows every chain of
// distinct cards of the talon from each card of the talon, and fails if one
// that ends where a card of the reserve's top, a foundation's top or a
// column goes on its last card starts with a kind that ends lacks.
func TestLooseEnds(t *testing.T) {
	rng := rand.New(rand.NewPCG(47, 48))
	var checked, notEnds int
	onRandomDraw1Games(t, rng, casesFor(60, 16), 200, func(dec *decoder, p canfield.Position) {
		talon := talonMask(&p)
		l := newLooseCards(dec)
		l.findEnds(&p, keyOf(&p), talon)
		used := func(u canfield.Card) bool {
			if pile, _ := p.Find(u); pile.IsColumn() {
				return true
			}
			return isTop(&p, canfield.Reserve, u) || isTop(&p, foundationOf(&p, u), u)
		}
		var ends func(c canfield.Card, chain uint64, budget *int) bool
		ends = func(c canfield.Card, chain uint64, budget *int) bool {
			if *budget--; *budget < 0 {
				return true // too many chains to follow: count it as an end
			}
			for _, u := range fitting(c) {
				if used(u) {
					return true
				}
				if bit := uint64(1) << cardIndex(u); talon&bit != 0 && chain&bit == 0 && ends(u, chain|bit, budget) {
					return true
				}
			}
			return false
		}
		for m := talon; m != 0; m &= m - 1 {
			c := cardOf(uint(bits.TrailingZeros64(m)))
			budget := 10_000
			if ends(c, 1<<cardIndex(c), &budget) {
				checked++
				if l.ends&(1<<kindOf(c)) == 0 {
					t.Fatalf("a chain from %v ends in a move, but ends leaves its kind out\n%+v", c, p.Layout())
				}
			} else if l.ends&(1<<kindOf(c)) == 0 {
				notEnds++
			}
		}
	})
	t.Logf("%d cards of the talon start a chain that ends, %d start none and are left out", checked, notEnds)
	if checked == 0 || notEnds == 0 {
		t.Error("too few cases of either kind")
	}
}

// talonMask returns the cards of p's talon by cardIndex.
func talonMask(p *canfield.Position) uint64 {
	var m uint64
	for _, pile := range [2]canfield.Pile{canfield.Stock, canfield.Waste} {
		for i := p.Len(pile) - 1; i >= 0; i-- {
			m |= 1 << cardIndex(p.Card(pile, i))
		}
	}
	return m
}

// TestEndKinds: kindOf numbers the 26 kinds so that the cards that go on a
// card are of the kind below its own, and endKinds, which works on all
// kinds at once, finds the ends that walking down from each kind finds.
func TestEndKinds(t *testing.T) {
	walk := func(used, inTalon uint32) uint32 {
		var ends uint32
		for k := uint(0); k < numKinds; k++ {
			for b, n := kindBelow(k), 0; n < numKinds; b, n = kindBelow(b), n+1 {
				if used&(1<<b) != 0 {
					ends |= 1 << k
					break
				}
				if inTalon&(1<<b) == 0 {
					break
				}
			}
		}
		return ends
	}
	kinds := map[uint]canfield.Card{}
	for i := range uint(52) {
		c := cardOf(i)
		if k := kindOf(c); k >= numKinds {
			t.Fatalf("kindOf(%v) = %d, want less than %d", c, k, numKinds)
		} else if d, ok := kinds[k]; ok && (d.Rank() != c.Rank() || d.Suit().Red() != c.Suit().Red()) {
			t.Fatalf("kindOf(%v) = kindOf(%v) = %d", c, d, k)
		}
		kinds[kindOf(c)] = c
		for _, u := range fitting(c) {
			if got, want := kindOf(u), kindBelow(kindOf(c)); got != want {
				t.Fatalf("%v goes on %v: kind %d, want kindBelow(%d) = %d", u, c, got, kindOf(c), want)
			}
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	const all = 1<<numKinds - 1
	cases := [][2]uint32{{0, 0}, {0, all}, {1, all}, {all, 0}, {1 << 25, all &^ (1 << 7)}}
	for range 20_000 {
		// Talons of every size, and few used kinds, so that long ways down
		// come up.
		inTalon := rng.Uint32() & all
		if rng.IntN(2) == 0 {
			inTalon |= rng.Uint32() | rng.Uint32()
		}
		used := uint32(1) << rng.IntN(numKinds)
		if rng.IntN(3) == 0 {
			used |= rng.Uint32()
		}
		cases = append(cases, [2]uint32{used & all, inTalon & all})
	}
	for _, c := range cases {
		if got, want := endKinds(c[0], c[1]), walk(c[0], c[1]); got != want {
			t.Fatalf("used %026b, in the talon %026b: ends %026b, want %026b", c[0], c[1], got, want)
		}
	}
}

// TestKeptLooseCardsAgree: the search that keeps loose cards where they
// are plays the real draw-1 game, so on random draw-1 endgames its losses
// are the reference's, and it proves every loss the reference finds unless
// a win through a cycle step or too many chains stop it; the wins it
// finds, whose lines it does not rebuild, are of won positions.
func TestKeptLooseCardsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(47, 48))
	want := casesFor(40, 12)
	var lost, won, tries int
	for ; tries < 60*want && (lost < want || won < want); tries++ {
		p, ref, ok := talonEndgame(t, rng, canfield.Draw1)
		if !ok {
			continue
		}
		for _, interleave := range []int64{0, 1} {
			cfg := keptLoose
			cfg.interleave = interleave
			s := searchOf(cfg, &p)
			v, _ := s.run(&p)
			switch {
			case v == Won:
				t.Fatalf("the search %+v says won, with no line\n%+v", cfg, p.Layout())
			case v != ref && (v == Lost || !errors.Is(s.stopped, errRelaxedWin) && !errors.Is(s.stopped, errManyChains)):
				t.Fatalf("the search %+v says %v (%v), the reference %v\n%+v", cfg, v, s.stopped, ref, p.Layout())
			}
		}
		if ref == Lost {
			lost++
		} else {
			won++
		}
	}
	t.Logf("in %d positions drawn: %d lost, %d won", tries, lost, won)
	if lost < want || won < want {
		t.Errorf("too few cases: lost %d, won %d, want %d of each", lost, won, want)
	}
}

// TestKeptLooseCardsProveLossesSooner holds draw-1 deals whose losses the
// search with loose cards kept proves in fewer positions than the search
// over deep classes that the next phase runs, with §4's steps (DESIGN.md
// §12): its plays from the talon come only in chains that a move uses.
func TestKeptLooseCardsProveLossesSooner(t *testing.T) {
	codes := []string{"CF1-D1-AAAAGSW", "CF1-D1-AAAAIHR", "CF1-D1-AAAABOS", "CF1-D1-AAAAGXY"}
	var keptNodes, deepNodes int64
	for _, code := range codes[:casesFor(len(codes), 2)] {
		g, err := canfield.Deal(code)
		if err != nil {
			t.Fatal(err)
		}
		p := g.Position()
		kept, deep := keptLoose, deepClasses
		kept.interleave, deep.interleave = interleaveCap, interleaveCap
		ks, ds := searchOf(kept, &p), searchOf(deep, &p)
		kv, _ := ks.run(&p)
		dv, _ := ds.run(&p)
		if kv != Lost || dv != Lost {
			t.Fatalf("%s: the search with loose cards kept says %v (%v), the deep search %v (%v); want lost", code, kv, ks.stopped, dv, ds.stopped)
		}
		t.Logf("%s: lost in %d positions with loose cards kept, %d over deep classes", code, ks.nodes, ds.nodes)
		if ks.nodes >= ds.nodes {
			t.Errorf("%s: %d positions with loose cards kept, not fewer than the deep search's %d", code, ks.nodes, ds.nodes)
		}
		keptNodes += ks.nodes
		deepNodes += ds.nodes
	}
	if 2*keptNodes > deepNodes {
		t.Errorf("%d positions with loose cards kept, more than half the deep searches' %d", keptNodes, deepNodes)
	}
}

// TestKeptLooseProvesDraw3Loss: CF1-D3-MYRFEKN is lost with draw 1, and the
// search with loose cards kept proves its draw-1 game lost, a draw-3 loss
// (DESIGN.md §11), in fewer positions than the draw-3 search over deep
// classes can decide it in twice as many.
func TestKeptLooseProvesDraw3Loss(t *testing.T) {
	if testing.Short() {
		t.Skip("1.5 million positions")
	}
	g, err := canfield.Deal("CF1-D3-MYRFEKN")
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	q, ok := asDraw1(&p)
	if !ok {
		t.Fatal("asDraw1 refuses the deal")
	}
	kept, deep := keptLoose, deepClasses
	kept.interleave, deep.interleave = interleaveCap, interleaveCap
	ks := searchOf(kept, &q)
	if v, _ := ks.run(&q); v != Lost {
		t.Fatalf("the search with loose cards kept says %v (%v) of the draw-1 game; want lost", v, ks.stopped)
	}
	ds := newSearcher(context.Background(), Options{MaxNodes: 2 * ks.nodes}, deep, &p)
	if v, _ := ds.run(&p); v != Unknown {
		t.Errorf("the draw-3 search says %v within %d positions; the test wants a deal it cannot decide there", v, 2*ks.nodes)
	}
	t.Logf("lost with draw 1 in %d positions; the draw-3 search undecided after %d", ks.nodes, ds.nodes)
}
