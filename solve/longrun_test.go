package solve

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/canfield-go/canfield"
)

// TestLongRunEndgamesAgree compares the verdicts of the searches over
// classes and over deep classes with the reference search on endgames with
// one column of 24 to 27 cards (longRunEndgame), around the length at
// which a column is long (longColumn) and twins meet in one column
// (key.nested). The search that joins nested positions (byTwinClassNested)
// proves wins alone; a deep search's win through a cycle step proves
// nothing (errRelaxedWin), and the test counts those.
func TestLongRunEndgamesAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	cases := casesFor(600, 120)
	var decided, lost, deepDecided, relaxed, afterDecided, afterRelaxed [2]int
	for i := 0; i < cases; i++ {
		mode := canfield.DrawMode(i % 2)
		p, ok := longRunEndgame(rng, mode, 24+rng.IntN(4))
		if !ok {
			continue
		}
		want, ok := referenceVerdict(p, 20_000)
		if !ok {
			continue
		}
		classes := searchOf(twinClasses, &p)
		v, line := classes.run(&p)
		checkRun(t, "the search over classes", &p, v, line, want)
		decided[mode]++
		if want == Lost {
			lost[mode]++
		}
		if v, line := searchOf(nestedClasses, &p).run(&p); v == Won {
			checkRun(t, "the search over classes that joins nested positions", &p, v, line, want)
		}
		// Without cycle steps from the start, the deep search takes them
		// after the path empties (resume): a loss it proves must hold,
		// and a win found there passes one and proves nothing.
		afterPath := searchOf(config{join: byDeepClass}, &p)
		if v, line := afterPath.run(&p); v != Unknown {
			checkRun(t, "the deep search without cycle steps", &p, v, line, want)
			afterDecided[mode]++
		} else if errors.Is(afterPath.stopped, errRelaxedWin) {
			afterRelaxed[mode]++
		}
		deep := searchOf(config{join: byDeepClass, cycles: true}, &p)
		v, line = deep.run(&p)
		if v == Unknown && errors.Is(deep.stopped, errRelaxedWin) {
			relaxed[mode]++
			continue
		}
		checkRun(t, "the deep search", &p, v, line, want)
		deepDecided[mode]++
	}
	t.Logf("decided %v, lost %v, decided by the deep search %v, set aside for a win through a cycle step %v; without cycle steps until the path empties, decided %v, set aside %v (draw 3, draw 1)",
		decided, lost, deepDecided, relaxed, afterDecided, afterRelaxed)
	for m := range decided {
		if decided[m] < cases/4 || lost[m] < cases/40 || deepDecided[m] < cases/8 {
			t.Errorf("draw mode %v: %d cases decided, %d lost, %d by the deep search: want more of each", canfield.DrawMode(m), decided[m], lost[m], deepDecided[m])
		}
	}
}

// longRunEndgame returns a random position with one column of length
// cards, a run, and few other cards off the foundations, with a random
// base card: the run's black cards are of one black suit, the other black
// suit is on its foundation, and its red cards are of one red suit below a
// random rank and of the other from there on, whose foundation reaches
// that rank. The other cards go one by one to the other columns (on a card
// they go on, or alone), the reserve and the talon.
func longRunEndgame(rng *rand.Rand, mode canfield.DrawMode, length int) (canfield.Position, bool) {
	base := randomBase(rng)
	rel := func(r canfield.Rank) int { return (int(r) - int(base.Rank()) + canfield.NumRanks) % canfield.NumRanks }
	red := []canfield.Suit{canfield.Hearts, canfield.Diamonds}
	black := []canfield.Suit{canfield.Spades, canfield.Clubs}
	rng.Shuffle(2, func(i, j int) { red[i], red[j] = red[j], red[i] })
	rng.Shuffle(2, func(i, j int) { black[i], black[j] = black[j], black[i] })
	// red[0] and black[0] are the suits with cards on the foundations; the
	// base is of one of them.
	if base.Suit() == red[1] {
		red[0], red[1] = red[1], red[0]
	}
	if base.Suit() == black[1] {
		black[0], black[1] = black[1], black[0]
	}
	split := 1 + rng.IntN(canfield.NumRanks-1)
	top := canfield.Rank(1 + rng.IntN(canfield.NumRanks))
	redTop := rng.IntN(2) == 0
	var run []canfield.Card
	for i := 0; i < length; i++ {
		r := canfield.Rank((int(top)-1+i)%canfield.NumRanks + 1)
		suit := black[1]
		if (i%2 == 0) == redTop {
			suit = red[0]
			if rel(r) < split {
				suit = red[1]
			}
		}
		run = append(run, canfield.NewCard(r, suit))
	}
	slices.Reverse(run) // built from its top card down
	height := map[canfield.Suit]int{black[0]: canfield.NumRanks, red[0]: split}
	for _, suit := range []canfield.Suit{red[1], black[1]} {
		height[suit] = heightBelow(base, suit, func(c canfield.Card) bool { return slices.Contains(run, c) })
	}
	if base.Suit() == black[0] {
		height[black[0]] = canfield.NumRanks - rng.IntN(2) // the king of its suit, say, may still be out
	}
	var heights [4]int
	for i, suit := range foundationSuits(base) {
		heights[i] = height[suit]
	}
	l, rest := foundationsOf(mode, base, heights)
	rest = slices.DeleteFunc(rest, func(c canfield.Card) bool { return slices.Contains(run, c) })
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	l.Columns[0] = run
	dealCards(rng, &l, rest, 1)
	p, err := canfield.NewPosition(l)
	return p, err == nil
}

// heightBelow returns the most cards that suit's foundation can hold, from
// base's rank up, before the first card that is out (such as a card in a
// column).
func heightBelow(base canfield.Card, suit canfield.Suit, out func(canfield.Card) bool) int {
	h := 0
	for h < canfield.NumRanks && !out(canfield.NewCard(canfield.Rank((int(base.Rank())-1+h)%canfield.NumRanks+1), suit)) {
		h++
	}
	return h
}

// checkEverySearch checks, on p, each search that Solve's phases run
// against want, the reference's verdict: the searches over classes and
// over deep classes, with waste cards up first and late, merging nested
// positions or not, without the phases' limits (a win that proves nothing,
// errRelaxedWin, is not checked); the interleaved searches
// (checkInterleaved); the searches of p played by draw 1 with loose cards
// put back and kept, whose losses must be losses, and which must prove the
// loss of a lost draw-1 position unless a win through a cycle step or too
// many chains stops them; and SolvePosition.
func checkEverySearch(t *testing.T, p *canfield.Position, want Verdict) {
	t.Helper()
	for _, cfg := range []config{
		twinClasses, {join: byTwinClass, wasteLate: true}, nestedClasses,
		{join: byDeepClass}, deepClasses,
		{join: byDeepClass, cycles: true}, cycleSteps,
	} {
		s := searchOf(cfg, p)
		v, line := s.run(p)
		if (cfg.join == byTwinClassNested && v == Lost) || (v == Unknown && errors.Is(s.stopped, errRelaxedWin)) {
			continue // no proof
		}
		checkRun(t, fmt.Sprintf("the search %+v", cfg), p, v, line, want)
	}
	checkInterleaved(t, "", p, want)
	if q, ok := asDraw1(p); !ok {
		t.Fatalf("asDraw1 refuses the position\n%+v", p.Layout())
	} else {
		interleaved, keptInterleaved := looseConfig, keptLoose
		interleaved.interleave, keptInterleaved.interleave = 1, 1
		for _, cfg := range []config{looseConfig, interleaved, keptLoose, keptInterleaved} {
			s := searchOf(cfg, &q)
			v, _ := s.run(&q)
			if v == Lost && want != Lost {
				t.Fatalf("%v: the search with loose cards %+v says lost, the reference %v\n%+v", p.DrawMode(), cfg, want, p.Layout())
			}
			if want == Lost && p.DrawMode() == canfield.Draw1 && v != Lost && !errors.Is(s.stopped, errRelaxedWin) && !errors.Is(s.stopped, errManyChains) {
				t.Fatalf("the search with loose cards %+v says %v (%v) of a lost position\n%+v", cfg, v, s.stopped, p.Layout())
			}
		}
	}
	if r, err := SolvePosition(context.Background(), p, Options{}); err != nil || r.Verdict != want {
		t.Fatalf("%v: SolvePosition says %v (%v), the reference %v\n%+v", p.DrawMode(), r.Verdict, err, want, p.Layout())
	}
}

// dealCards deals cards one by one: onto a random column from the from-th
// on, when it is empty or the card goes on its top, and otherwise to the
// reserve (one time in three), the waste or the stock.
func dealCards(rng *rand.Rand, l *canfield.Layout, cards []canfield.Card, from int) {
	for _, c := range cards {
		switch j := from + rng.IntN(len(l.Columns)-from); {
		case len(l.Columns[j]) == 0 || c.GoesOn(l.Columns[j][len(l.Columns[j])-1]):
			l.Columns[j] = append(l.Columns[j], c)
		case rng.IntN(3) == 0:
			l.Reserve = append(l.Reserve, c)
		case rng.IntN(2) == 0:
			l.Waste = append(l.Waste, c)
		default:
			l.Stock = append(l.Stock, c)
		}
	}
}

// TestCutRunEndgamesAgree is TestLongRunEndgamesAgree on endgames whose
// long run is cut into two or three columns (cutRunEndgame), which moves
// of runs can join again: it checks every search of Solve with the
// reference (checkEverySearch).
func TestCutRunEndgamesAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 44))
	cases := casesFor(600, 120)
	var decided [2]int
	for i := 0; i < cases; i++ {
		mode := canfield.DrawMode(i % 2)
		p, ok := cutRunEndgame(rng, mode)
		if !ok {
			continue
		}
		want, ok := referenceVerdict(p, 20_000)
		if !ok {
			continue
		}
		decided[mode]++
		checkEverySearch(t, &p, want)
	}
	t.Logf("decided %v (draw 3, draw 1)", decided)
	for m := range decided {
		if decided[m] < cases/8 {
			t.Errorf("draw mode %v: %d cases decided: want more", canfield.DrawMode(m), decided[m])
		}
	}
}

// cutRunEndgame returns an endgame of longRunEndgame with 22 to 27 cards
// in its long run, cut into two or three columns in random order, and
// the other columns' cards dealt again (dealCards).
func cutRunEndgame(rng *rand.Rand, mode canfield.DrawMode) (canfield.Position, bool) {
	p, ok := longRunEndgame(rng, mode, 22+rng.IntN(6))
	if !ok {
		return p, false
	}
	l := p.Layout()
	run := l.Columns[0]
	pieces := 2 + rng.IntN(2)
	var cuts []int
	for len(cuts) < pieces-1 {
		c := 1 + rng.IntN(len(run)-1)
		if !slices.Contains(cuts, c) {
			cuts = append(cuts, c)
		}
	}
	slices.Sort(cuts)
	var parts [][]canfield.Card
	prev := 0
	for _, c := range append(cuts, len(run)) {
		parts = append(parts, run[prev:c])
		prev = c
	}
	rng.Shuffle(len(parts), func(i, j int) { parts[i], parts[j] = parts[j], parts[i] })
	others := slices.Concat(l.Columns[1:]...)
	l.Columns = [4][]canfield.Card{}
	for j, part := range parts {
		l.Columns[j] = slices.Clone(part)
	}
	dealCards(rng, &l, others, 0)
	q, err := canfield.NewPosition(l)
	return q, err == nil
}

// TestLongRunWins: two won positions, found by TestLongRunEndgamesAgree's
// generator, that the search over classes once called lost. In the first
// (draw 3), 3♦ goes from the waste onto the column of 26 cards, whose
// lowest card is 3♥; then two twin moves, one after the other, uncover
// 3♥, and the first position after them has the class key of the one
// before them (see "Twins in one column", DESIGN.md §8). In the second
// (draw 1), a column of 25 cards starts at K♠ and ends at 2♠; the run on
// 6♦ moves onto 6♥, A♥ from the talon onto 2♠, and the run from K♠ onto
// A♥ (the draw-1 step of a twin move, DESIGN.md §7). The search over classes
// must win both with a line that replays, as the reference does.
func TestLongRunWins(t *testing.T) {
	positions := []canfield.Layout{
		{
			Mode: canfield.Draw3, Base: card(t, "J♥"), Foundations: [4]int{5, 13, 0, 0},
			Reserve: cards(t, "6♦"), Waste: cards(t, "3♦"), Stock: cards(t, "10♦ 8♦ 9♦"),
			Columns: [4][]canfield.Card{
				cards(t, "3♥ 2♣ A♦ K♣ Q♦ J♣ 10♥ 9♣ 8♥ 7♣ 6♥ 5♣ 4♥ 3♣ 2♦ A♣ K♦ Q♣ J♦ 10♣ 9♥ 8♣ 7♥ 6♣ 5♥ 4♣"),
				cards(t, "4♦"), cards(t, "7♦"), cards(t, "5♦"),
			},
		},
		{
			Mode: canfield.Draw1, Base: card(t, "8♦"), Foundations: [4]int{6, 0, 0, 13},
			Waste: cards(t, "A♥ Q♥"), Stock: cards(t, "3♥ 4♥ 2♥"),
			Columns: [4][]canfield.Card{
				cards(t, "J♠ 10♥ 9♠ 8♥ 7♠ 6♦ 5♠ 4♦ 3♠ 2♦ A♠ K♥ Q♠ J♥ 10♠ 9♥ 8♠ 7♦ 6♠ 5♦ 4♠ 3♦ 2♠ A♦ K♠"),
				cards(t, "5♥"), cards(t, "7♥"), cards(t, "6♥"),
			},
		},
	}
	for _, l := range positions {
		p, err := canfield.NewPosition(l)
		if err != nil {
			t.Fatal(err)
		}
		if v, ok := referenceVerdict(p, 20_000); !ok || v != Won {
			t.Fatalf("%v: the reference says %v (decided: %v), want won", l.Mode, v, ok)
		}
		v, line := searchOf(twinClasses, &p).run(&p)
		checkRun(t, "the search over classes", &p, v, line, Won)
	}
}

// TestLongColumn: a column of 26 cards is long; with draw 1, a column of 25
// cards is long only while a card of the talon goes on its top, and with
// draw 3 it is not.
func TestLongColumn(t *testing.T) {
	long := fiveOfHeartsRun()
	for _, tc := range []struct {
		mode   canfield.DrawMode
		length int
		away   []canfield.Card // out of the talon, into the reserve
		want   bool
	}{
		{canfield.Draw3, 26, nil, true},
		{canfield.Draw3, 25, nil, false},
		{canfield.Draw1, 26, nil, true},
		{canfield.Draw1, 25, nil, true},
		{canfield.Draw1, 25, cards(t, "6♣"), true},
		{canfield.Draw1, 25, cards(t, "6♣ 6♠"), false},
		{canfield.Draw1, 24, nil, false},
	} {
		kings := 1
		if tc.mode == canfield.Draw1 {
			kings = 2
		}
		p := movedRunPosition(t, tc.mode, long[:tc.length], kings)
		if len(tc.away) > 0 {
			l := p.Layout()
			l.Stock = slices.DeleteFunc(l.Stock, func(c canfield.Card) bool { return slices.Contains(tc.away, c) })
			l.Reserve = append(l.Reserve, tc.away...)
			var err error
			if p, err = canfield.NewPosition(l); err != nil {
				t.Fatal(err)
			}
		}
		if got := hasLongColumn(&p); got != tc.want {
			t.Errorf("%v, a column of %d, %v out of the talon: longColumn = %v, want %v", tc.mode, tc.length, tc.away, got, tc.want)
		}
	}
}
