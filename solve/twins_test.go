package solve

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/canfield-go/canfield"
)

// TestTwinSteps solves positions won only through a step that the search
// lists for another member of the position's class: 5♥ lies under 4♠
// while its twin 5♦ is a column's top, and 5♥ must go up before anything
// else can. The search must win them, with a line that replays, and the
// search without the twins' steps must not.
func TestTwinSteps(t *testing.T) {
	c := func(text string) canfield.Card { return card(t, text) }
	// Start rank 7: the foundations ♣ ♠ ♥ ♦ run 7 8 … K A 2 … 6. ♣ is
	// full, ♠ waits for 2♠ and ♦ for 4♦, both in the reserve under 6♥,
	// which can only go up after 5♥; no other card can move anywhere that
	// helps. The move of 4♠ onto 5♦ leads to a position of the same class,
	// where 5♥ is free.
	layout := func(mode canfield.DrawMode, hearts int, stock string) canfield.Layout {
		return canfield.Layout{
			Mode:        mode,
			Base:        c("7♣"),
			Foundations: [4]int{13, 8, hearts, 10},
			Reserve:     cards(t, "4♦ 5♠ 2♠ 6♥"),
			Stock:       cards(t, stock),
			Columns: [4][]canfield.Card{
				cards(t, "6♠ 5♥ 4♠"),
				cards(t, "5♦"),
				cards(t, "6♦"),
				cards(t, "3♠"),
			},
		}
	}
	for _, tc := range []struct {
		name   string
		layout canfield.Layout
	}{
		// 5♥ up from its column.
		{"draw 3, 5♥ to its foundation", layout(canfield.Draw3, 11, "")},
		{"draw 1, 5♥ to its foundation", layout(canfield.Draw1, 11, "")},
		// With draw 1, 4♥ from the talon is tried only with its use: 5♥
		// after it.
		{"draw 1, 4♥ from the talon, then 5♥", layout(canfield.Draw1, 10, "4♥")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := canfield.NewPosition(tc.layout)
			if err != nil {
				t.Fatal(err)
			}
			if pairs, n := keyOf(&p).twinPairs(); n != 1 || pairs[0].e != c("5♥") || !keyOf(&p).apart(pairs[0].e, pairs[0].f) {
				t.Fatalf("pairs of twins %v, want 5♥ under 4♠ and 5♦ alone, apart", pairs[:n])
			}
			r, err := SolvePosition(context.Background(), &p, Options{})
			if err != nil || r.Verdict != Won || !replaysToWin(&p, r.Line) {
				t.Fatalf("SolvePosition = %v, %v, line %v; want a win that replays", r.Verdict, err, r.Line)
			}
			if won, ok := searchWithout(&p, twinClasses, isTwinStep, 100_000); !ok || won {
				t.Errorf("without the twins' steps the search wins %v (decided: %v), want lost", won, ok)
			}
		})
	}
}

// TestTwinClasses compares the verdicts and lines of the search over
// classes of positions (DESIGN.md §8) with the reference search, which tells
// positions apart by their keys, on endgames with many cards in the
// columns, where runs often lie on one of two twins while the other is a
// top. It logs how many verdicts the search without the twins' steps would
// get wrong: few positions need those steps, which TestTwinSteps shows on
// positions made to. The lost verdicts of the same search are checked by
// TestAgreesWithPlainSearch and TestDraw1TalonPlays, on positions with most
// cards in the reserve.
func TestTwinClasses(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	cases := casesFor(600, 150)
	var decided, lost, withTwins, missed [2]int
	for i := 0; i < cases; i++ {
		mode := canfield.DrawMode(i % 2)
		// Few cards in the reserve, so that many are in the columns.
		p, ok := endgameShare(rng, mode, 4+rng.IntN(3), true, 1)
		if !ok {
			continue
		}
		playRandom(t, rng, &p, rng.IntN(10))
		want, ok := referenceVerdict(p, 10_000)
		if !ok {
			continue
		}
		v, line := searchOf(twinClasses, &p).run(&p)
		checkRun(t, "the search", &p, v, line, want)
		decided[mode]++
		if v == Lost {
			lost[mode]++
		}
		if _, n := keyOf(&p).twinPairs(); n > 0 {
			withTwins[mode]++
		}
		if won, ok := searchWithout(&p, twinClasses, isTwinStep, 20_000); ok && won != (want == Won) {
			missed[mode]++
		}
	}
	t.Logf("decided %v, lost %v, with twins at the start %v, wrong without the twins' steps %v (draw 3, draw 1)", decided, lost, withTwins, missed)
	for m := range decided {
		if decided[m] < cases/4 || withTwins[m] < cases/40 {
			t.Errorf("draw mode %v: %d cases decided, %d with twins: want more of each", canfield.DrawMode(m), decided[m], withTwins[m])
		}
	}
}

// TestTwinKeys checks key.twinPairs against the columns themselves, and
// key.class on a random game's positions: the class of a key is the key of
// a position that twin moves reach, it is its own class, and it is the
// class of every position that twin moves of free pairs reach (pairs whose
// columns hold no card of another pair), one pair at a time and all at
// once.
func TestTwinKeys(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 24))
	free, turned := 0, 0
	onRandomGames(t, rng, 40, 300, func(_ *decoder, p canfield.Position) {
		k := keyOf(&p)
		class := k.class()
		if class.class() != class {
			t.Fatalf("%+v: class of the class differs", p.Layout())
		}
		if class != k {
			turned++
			if !reachedByTwinMoves(&p, class) {
				t.Fatalf("%+v: no twin moves reach the class %x", p.Layout(), class)
			}
		}
		pairs, n := k.twinPairs()
		want, apart, isFree := twinPairsOf(&p)
		if !slices.Equal(pairs[:n], want) {
			t.Fatalf("%+v: twinPairs %v, want %v", p.Layout(), pairs[:n], want)
		}
		for i, pair := range pairs[:n] {
			if k.apart(pair.e, pair.f) != apart[i] {
				t.Fatalf("%+v: apart(%v, %v) = %v", p.Layout(), pair.e, pair.f, !apart[i])
			}
		}
		all := p
		for i, pair := range pairs[:n] {
			if !isFree[i] {
				continue
			}
			free++
			m, ok := twinMove(&p, pair.e)
			q := p
			if !ok || q.Play(m) != nil {
				t.Fatalf("%+v: no move between the twins %v and %v", p.Layout(), pair.e, pair.f)
			}
			if got := keyOf(&q).class(); got != class {
				t.Fatalf("%+v: after %v the class is %x, want %x", p.Layout(), m, got, class)
			}
			if m, ok = twinMove(&all, pair.e); !ok || all.Play(m) != nil {
				t.Fatalf("%+v: no move between the twins %v and %v after the other pairs' moves", p.Layout(), pair.e, pair.f)
			}
		}
		if got := keyOf(&all).class(); got != class {
			t.Fatalf("%+v: after the moves of every free pair the class is %x, want %x", p.Layout(), got, class)
		}
	})
	if free < 1000 || turned < 1000 {
		t.Errorf("only %d free pairs of twins met, %d classes other than the key", free, turned)
	}
}

// reachedByTwinMoves reports whether twin moves lead from p to a position
// whose key is want.
func reachedByTwinMoves(p *canfield.Position, want key) bool {
	seen := map[key]bool{keyOf(p): true}
	queue := []canfield.Position{*p}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		if keyOf(&q) == want {
			return true
		}
		pairs, n := keyOf(&q).twinPairs()
		for _, pair := range pairs[:n] {
			m, ok := twinMove(&q, pair.e)
			r := q
			if !ok || r.Play(m) != nil || seen[keyOf(&r)] {
				continue
			}
			seen[keyOf(&r)] = true
			queue = append(queue, r)
		}
	}
	return false
}

// twinPairsOf is key.twinPairs read from p's columns, in the same order,
// and whether each pair is apart, its twins in two columns, and free,
// apart in two columns that hold no card of another pair.
func twinPairsOf(p *canfield.Position) (pairs []twinPair, apart, free []bool) {
	column := map[canfield.Card]int{} // the column of each column card
	var tops []canfield.Card
	for j := 0; j < 4; j++ {
		col := p.AppendPile(nil, canfield.ColumnPile(j))
		for _, c := range col {
			column[c] = j
		}
		if len(col) > 0 {
			tops = append(tops, col[len(col)-1])
		}
	}
	for _, suits := range [][2]canfield.Suit{{canfield.Spades, canfield.Clubs}, {canfield.Hearts, canfield.Diamonds}} {
		for _, suit := range suits {
			for r := canfield.Ace; r <= canfield.King; r++ {
				e := canfield.NewCard(r, suit)
				if _, inColumn := column[e]; !inColumn || slices.Contains(tops, e) || !slices.Contains(tops, twinOf(e)) {
					continue
				}
				pairs = append(pairs, twinPair{e: e, f: twinOf(e)})
			}
		}
	}
	for i := range pairs {
		apart = append(apart, column[pairs[i].e] != column[pairs[i].f])
		free = append(free, apart[i])
		for j := range pairs {
			cols := []int{column[pairs[j].e], column[pairs[j].f]}
			if j != i && (slices.Contains(cols, column[pairs[i].e]) || slices.Contains(cols, column[pairs[i].f])) {
				free[i] = false
			}
		}
	}
	return pairs, apart, free
}

// TestTwinsInOneColumn: a run of 27 cards passes its lowest card's rank
// twice, and its top is that card's twin. The two are not a pair that a
// move can swap, and their codes must stay as they are.
func TestTwinsInOneColumn(t *testing.T) {
	run := cards(t, "7♦ 6♠ 5♥ 4♠ 3♥ 2♠ A♥ K♠ Q♥ J♠ 10♥ 9♠ 8♥ 7♣ 6♦ 5♣ 4♦ 3♣ 2♦ A♣ K♦ Q♣ J♦ 10♣ 9♦ 8♣ 7♥")
	var stock []canfield.Card
	for suit := canfield.Spades; suit <= canfield.Clubs; suit++ {
		for r := canfield.Ace; r <= canfield.King; r++ {
			if c := canfield.NewCard(r, suit); !slices.Contains(run, c) {
				stock = append(stock, c)
			}
		}
	}
	p, err := canfield.NewPosition(canfield.Layout{Base: run[0], Stock: stock, Columns: [4][]canfield.Card{run}})
	if err != nil {
		t.Fatal(err)
	}
	k := keyOf(&p)
	if pairs, n := k.twinPairs(); n != 1 || k.apart(pairs[0].e, pairs[0].f) || k.class() != k {
		t.Errorf("pairs %v, class changes the key: %v; want 7♦ and 7♥ in one column", pairs[:n], k.class() != k)
	}
}

// TestTwinStepOntoMovedRun: a column whose lowest card, 5♥, goes on the
// card 25 places up, 6♣; 5♦, 5♥'s twin, alone in another column. Only
// after the run on 5♥ has moved onto 5♦ can 5♥ follow it onto 6♣, which
// empties its column for the reserve to refill. With draw 3 the column
// holds 26 cards, 6♣ its top, and the step is the twin move and 5♥'s. With
// draw 1 it holds 25 cards and 6♣ is in the talon: the step is the twin
// move, 6♣ from the talon onto 7♦ and 5♥ onto 6♣, as appendSteps keeps a
// play from the talon with its use. The search lists the step, and it
// replays.
func TestTwinStepOntoMovedRun(t *testing.T) {
	long := fiveOfHeartsRun()
	for _, mode := range []canfield.DrawMode{canfield.Draw3, canfield.Draw1} {
		col, kings := long, 1
		if mode == canfield.Draw1 {
			// Every start card out of the talon, where it would go up at
			// once (appendSteps).
			col, kings = long[:len(long)-1], 2
		}
		p := movedRunPosition(t, mode, col, kings)
		s := searchOf(twinClasses, &p)
		k := keyOf(&p)
		twin := canfield.NewMove(canfield.Column1, canfield.Column2, len(col)-1)
		last := canfield.NewMove(canfield.Column1, canfield.Column2, 1)
		found := false
		for _, st := range s.appendSteps(nil, &p, k) {
			line := appendStep(nil, &p, st)
			if line[0] != twin || line[len(line)-1] != last {
				continue
			}
			if mode == canfield.Draw1 && line[len(line)-2] != canfield.NewMove(canfield.Waste, canfield.Column2, 1) {
				continue
			}
			var q canfield.Position
			got, ok := child(&p, k, st, &q)
			if !ok || got != keyOf(&q) || q.Len(canfield.Column1) != 1 || q.Len(canfield.Column2) != len(long)+1 {
				t.Fatalf("%v: the step %v makes %+v", mode, line, q.Layout())
			}
			found = true
		}
		if !found {
			t.Errorf("%v: no step of %v, then 5♥ onto 6♣, among the steps of %+v", mode, twin, p.Layout())
		}
	}
}

// fiveOfHeartsRun returns the run of 26 cards from 5♥ up to 6♣: ranks from
// 5 down, twice round; red ♥ then ♦, black ♠ then ♣.
func fiveOfHeartsRun() []canfield.Card {
	var long []canfield.Card
	for i := 0; i < 2*canfield.NumRanks; i++ {
		rank := canfield.Rank((5-i+2*canfield.NumRanks-1)%canfield.NumRanks + 1)
		suit := map[[2]bool]canfield.Suit{
			{true, true}: canfield.Hearts, {true, false}: canfield.Diamonds,
			{false, true}: canfield.Spades, {false, false}: canfield.Clubs,
		}[[2]bool{i%2 == 0, i < canfield.NumRanks}]
		long = append(long, canfield.NewCard(rank, suit))
	}
	return long
}

// movedRunPosition returns the position of TestTwinStepOntoMovedRun with
// col in the first column: 5♦, Q♠ and 10♠ alone in the other columns, 8♦
// in the reserve, K♥ (the base) on its foundation and, if kings is 2, K♣
// on its own, and the other cards in the stock.
func movedRunPosition(t *testing.T, mode canfield.DrawMode, col []canfield.Card, kings int) canfield.Position {
	t.Helper()
	c := func(text string) canfield.Card { return card(t, text) }
	if col[0] != c("5♥") {
		t.Fatalf("the run %v", col)
	}
	used := append(slices.Clone(col), c("K♥"), c("5♦"), c("Q♠"), c("10♠"), c("8♦"))
	foundations := [4]int{1, 0, 0, 0}
	if kings == 2 {
		used = append(used, c("K♣"))
		foundations[3] = 1 // R4.2: ♥, then ♠ ♦ ♣
	}
	var stock []canfield.Card
	for suit := canfield.Spades; suit <= canfield.Clubs; suit++ {
		for r := canfield.Ace; r <= canfield.King; r++ {
			if u := canfield.NewCard(r, suit); !slices.Contains(used, u) {
				stock = append(stock, u)
			}
		}
	}
	p, err := canfield.NewPosition(canfield.Layout{
		Mode:        mode,
		Base:        c("K♥"),
		Foundations: foundations,
		Reserve:     []canfield.Card{c("8♦")},
		Stock:       stock,
		Columns:     [4][]canfield.Card{col, {c("5♦")}, {c("Q♠")}, {c("10♠")}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// isTwinStep reports whether st starts with a twin move.
func isTwinStep(_ *canfield.Position, st step) bool { return st.twin != 0 }
