package solve

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/canfield-go/canfield"
)

// TestDeepClassKeys checks key.deepClass on a random game's positions: the
// deep class of a key is its own deep class, it decodes to a position, and
// every position made by exchanging the runs that lie on two twins, both
// under a card and in two columns, has the same deep class. Where no twins
// can meet in one column (key.twinsMayMeet), every pair is put the one way
// round whatever the order, and the classes must be equal.
func TestDeepClassKeys(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	swapped, joined := 0, 0
	onRandomGames(t, rng, 40, 300, func(dec *decoder, p canfield.Position) {
		k := keyOf(&p)
		deep := k.deepClass()
		if deep.deepClass() != deep {
			t.Fatalf("%+v: deep class of the deep class differs", p.Layout())
		}
		if _, err := dec.position(deep); err != nil {
			t.Fatalf("%+v: the deep class does not decode: %v", p.Layout(), err)
		}
		if deep != k.class() {
			joined++
		}
		if !k.twinsMayMeet() {
			for _, q := range runsExchanged(t, &p) {
				swapped++
				if got := keyOf(&q).deepClass(); got != deep {
					t.Fatalf("%+v\nand %+v: deep classes %x and %x", p.Layout(), q.Layout(), deep, got)
				}
			}
		}
	})
	if swapped < 1000 || joined < 1000 {
		t.Errorf("only %d exchanges of runs on twins checked, %d deep classes other than the class", swapped, joined)
	}
}

// runsExchanged returns the positions made from p by exchanging the runs
// that lie on two twins, for each pair of twins that both lie under a card
// in two columns.
func runsExchanged(t *testing.T, p *canfield.Position) []canfield.Position {
	t.Helper()
	l := p.Layout()
	type place struct{ col, at int }
	where := map[canfield.Card]place{}
	for j, col := range l.Columns {
		for i, c := range col[:max(len(col)-1, 0)] {
			where[c] = place{j, i}
		}
	}
	var out []canfield.Position
	for j, col := range l.Columns {
		for i, c := range col[:max(len(col)-1, 0)] {
			f, ok := where[twinOf(c)]
			if !ok || c.Suit() > twinOf(c).Suit() || f.col == j {
				continue
			}
			q := l
			a, b := l.Columns[j], l.Columns[f.col]
			q.Columns[j] = append(slices.Clone(a[:i+1]), b[f.at+1:]...)
			q.Columns[f.col] = append(slices.Clone(b[:f.at+1]), a[i+1:]...)
			r, err := canfield.NewPosition(q)
			if err != nil {
				t.Fatalf("%+v: exchanging the runs on %v and %v: %v", l, c, twinOf(c), err)
			}
			out = append(out, r)
		}
	}
	return out
}

// TestDeepClassesAgree compares the verdicts and lines of the search over
// deep classes with the reference search, which tells positions apart by
// their keys, on endgames whose columns are long runs (runsEndgame), where
// two twins often both lie under runs. It counts the lost cases that deep
// classes searched in fewer positions than classes.
func TestDeepClassesAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 34))
	cases := casesFor(600, 150)
	var decided, lost, smaller [2]int
	for i := 0; i < cases; i++ {
		mode, p, want, ok := decidedRunsEndgame(rng, i)
		if !ok {
			continue
		}
		s := searchOf(config{join: byDeepClass}, &p)
		v, line := s.run(&p)
		checkRun(t, "the deep search", &p, v, line, want)
		decided[mode]++
		if v == Lost {
			lost[mode]++
			plain := searchOf(twinClasses, &p)
			if plain.run(&p); plain.nodes > s.nodes {
				smaller[mode]++
			}
		}
	}
	t.Logf("decided %v, lost %v, lost in fewer positions %v (draw 3, draw 1)", decided, lost, smaller)
	for m := range decided {
		if decided[m] < cases/3 || lost[m] < cases/40 || smaller[m] < cases/80 {
			t.Errorf("draw mode %v: %d cases decided, %d lost, %d in fewer positions: want more of each", canfield.DrawMode(m), decided[m], lost[m], smaller[m])
		}
	}
}

// TestExchangedRunsAgree checks the fact that deep classes rest on, with
// the reference search alone: exchanging the runs on two twins that both
// lie under a card, in two columns, does not change whether a position
// can be won, when no column is long. The endgames are those of
// TestDeepClassesAgree, with each such exchange of their runs.
func TestExchangedRunsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 36))
	cases := casesFor(400, 100)
	var compared, lost [2]int
	for i := 0; i < cases; i++ {
		mode, p, want, ok := decidedRunsEndgame(rng, i)
		if !ok {
			continue
		}
		for _, q := range runsExchanged(t, &p) {
			got, ok := referenceVerdict(q, 20_000)
			if !ok {
				continue
			}
			if got != want {
				t.Fatalf("%v: exchanging runs on twins turns %v into %v\n%+v\n%+v", mode, want, got, p.Layout(), q.Layout())
			}
			compared[mode]++
			if got == Lost {
				lost[mode]++
			}
		}
	}
	t.Logf("exchanges compared %v, lost %v (draw 3, draw 1)", compared, lost)
	for m := range compared {
		if compared[m] < cases/8 || lost[m] < cases/80 {
			t.Errorf("draw mode %v: %d exchanges compared, %d lost: want more of each", canfield.DrawMode(m), compared[m], lost[m])
		}
	}
}

// decidedRunsEndgame returns case i of the tests over runsEndgame: an
// endgame with draw mode i%2 and the reference's verdict on it; false if
// the endgame could not be made or the reference did not decide it.
func decidedRunsEndgame(rng *rand.Rand, i int) (canfield.DrawMode, canfield.Position, Verdict, bool) {
	mode := canfield.DrawMode(i % 2)
	p, ok := runsEndgame(rng, mode, 22+rng.IntN(5), 7+rng.IntN(3))
	if !ok {
		return mode, p, Unknown, false
	}
	want, ok := referenceVerdict(p, 20_000)
	return mode, p, want, ok
}

// runsEndgame returns a random position near the end of a game with left
// cards off the foundations: four columns, each a run built up from a
// random card with a random fitting card while one is left (four times in
// five), then reserve cards for the reserve, and the rest shared at random
// between the waste and the stock.
func runsEndgame(rng *rand.Rand, mode canfield.DrawMode, left, reserve int) (canfield.Position, bool) {
	var heights [4]int
	for i := range heights {
		heights[i] = 1
	}
	for n := len(heights); n < 4*canfield.NumRanks-left; {
		if i := rng.IntN(4); heights[i] < canfield.NumRanks {
			heights[i]++
			n++
		}
	}
	l, rest := foundationsOf(mode, randomBase(rng), heights)
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	take := func(i int) canfield.Card {
		c := rest[i]
		rest = slices.Delete(rest, i, i+1)
		return c
	}
	for j := range l.Columns {
		if len(rest) == 0 {
			break
		}
		col := []canfield.Card{take(0)}
		for rng.IntN(5) < 4 {
			var fits []int
			for i, c := range rest {
				if c.GoesOn(col[len(col)-1]) {
					fits = append(fits, i)
				}
			}
			if len(fits) == 0 {
				break
			}
			col = append(col, take(fits[rng.IntN(len(fits))]))
		}
		l.Columns[j] = col
	}
	for len(l.Reserve) < reserve && len(rest) > 0 {
		l.Reserve = append(l.Reserve, take(0))
	}
	for len(rest) > 0 {
		if rng.IntN(2) == 0 {
			l.Waste = append(l.Waste, take(0))
		} else {
			l.Stock = append(l.Stock, take(0))
		}
	}
	p, err := canfield.NewPosition(l)
	return p, err == nil
}

// TestLongColumnLoss: a lost position whose search builds a column of 26
// cards. A search over deep classes lists cycle steps there (cycles.go),
// last or from the start, and proves the loss, as the reference does.
func TestLongColumnLoss(t *testing.T) {
	p := longColumnLoss(t)
	if v, ok := referenceVerdict(p, 20_000); !ok || v != Lost {
		t.Fatalf("the reference says %v (decided: %v), want lost", v, ok)
	}
	var listed int
	for _, cfg := range []config{{join: byDeepClass}, {join: byDeepClass, cycles: true}} {
		s := searchOf(cfg, &p)
		if v, _ := s.run(&p); v != Lost {
			t.Errorf("the deep search %+v says %v (%v), want lost", cfg, v, s.stopped)
		}
	}
	count := func(q *canfield.Position, _ step) bool {
		if hasColumnOf(q, longColumn) {
			listed++
		}
		return false
	}
	if won, ok := searchWithout(&p, cycleSteps, count, 1_000_000); !ok || won || listed == 0 {
		t.Errorf("the deep search's own steps: won %v (decided: %v), %d steps from a long column; want lost, with such steps", won, ok, listed)
	}
	r, err := SolvePosition(context.Background(), &p, Options{})
	if err != nil || r.Verdict != Lost || r.Stopped != nil {
		t.Fatalf("SolvePosition = %v in %d positions (stopped: %v), %v; want lost", r.Verdict, r.Nodes, r.Stopped, err)
	}
	// With fewer positions than both searches need, Solve stops on the
	// limit, whatever phase it reaches, and says so.
	for limit := int64(1); limit < r.Nodes; limit += 1 + r.Nodes/50 {
		got, err := SolvePosition(context.Background(), &p, Options{MaxNodes: limit})
		if err != nil || got.Verdict == Won || (got.Verdict == Unknown && !errors.Is(got.Stopped, ErrNodeLimit)) {
			t.Fatalf("MaxNodes %d: SolvePosition = %v (stopped: %v), %v", limit, got.Verdict, got.Stopped, err)
		}
	}
}

// longColumnLoss is a lost position whose search builds a column of 26
// cards.
func longColumnLoss(t *testing.T) canfield.Position {
	t.Helper()
	p, err := canfield.NewPosition(canfield.Layout{
		Base:        card(t, "Q♥"),
		Foundations: [4]int{2, 2, 5, 1},
		Reserve:     cards(t, "10♥ K♣ 2♠ J♥ J♦"),
		Waste:       cards(t, "10♣ 8♦ 4♠ 6♣ 5♦ J♠ A♠ 9♠"),
		Columns: [4][]canfield.Card{
			cards(t, "J♣ 10♦ 9♣ 8♥ 7♣ 6♦ 5♠ 4♦ 3♣ 2♥ A♣"),
			cards(t, "10♠ 9♥ 8♠ 7♦"),
			cards(t, "9♦ 8♣ 7♥ 6♠ 5♥ 4♣ 3♥ 2♣ A♥"),
			cards(t, "7♠ 6♥ 5♣ 4♥ 3♠"),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestResumeStopsAtDeadline checks that the search of the results of cycle
// steps after the path empties (searcher.resume) looks at the clock, though
// results met already add nothing to the table, where the limits are
// otherwise looked at: given many of them and a deadline that has passed,
// it stops undecided.
func TestResumeStopsAtDeadline(t *testing.T) {
	p := longColumnLoss(t)
	s := searchOf(config{join: byDeepClass}, &p)
	k := keyOf(&p)
	s.record(k)
	if _, won := s.push(&p, k, s.class(k), step{}); won {
		t.Fatal("the position is won at once")
	}
	if _, won := s.drain(); won || s.stopped != nil || !s.longColumns {
		t.Fatalf("the search without cycle steps: won %v, stopped %v, a long column met %v; want neither, and one", won, s.stopped, s.longColumns)
	}
	s.deferred = slices.Repeat([]key{k}, 2*checkEvery) // the root, met already
	s.deadline = now()
	s.resume()
	if v := s.exhausted(); v != Unknown || !errors.Is(s.stopped, errPhaseTime) {
		t.Errorf("past the deadline, resume ends %v (stopped: %v), want unknown at the deadline", v, s.stopped)
	}
}

// TestOntoTwinIsAlike checks the argument by which a deep search lists no
// twin step that puts cards on the twin it uncovers (DESIGN.md §9): for every
// such step that the search over classes lists, the search over deep
// classes lists a step to a position of the same deep class. The argument
// needs only a position alike with the step's, which has one deep class
// with it where no twins can meet in one column (key.twinsMayMeet); where
// they can, as when the step builds a column of 27 cards, the test passes
// over the step. The positions are endgames whose columns are long runs,
// played on at random, and random games' positions, without long columns.
func TestOntoTwinIsAlike(t *testing.T) {
	rng := rand.New(rand.NewPCG(37, 38))
	var checked [2]int
	check := func(p canfield.Position) {
		if hasLongColumn(&p) {
			return
		}
		k := keyOf(&p)
		deep := searchOf(config{join: byDeepClass}, &p)
		reached := map[key]bool{}
		for i, st := range deep.appendSteps(nil, &p, k) {
			ck, _ := stepKey(&p, k, &deep.pc, st, deep.keys[i])
			reached[ck.deepClass()] = true
		}
		plain := searchOf(twinClasses, &p)
		for i, st := range plain.appendSteps(nil, &p, k) {
			if st.twin == 0 {
				continue
			}
			if m, ok := stepTwinMove(&p, st); !ok || st.first.move.To() != m.From() {
				continue // not onto the twin the twin move uncovers
			}
			ck, _ := stepKey(&p, k, &plain.pc, st, plain.keys[i])
			if ck.twinsMayMeet() {
				continue
			}
			if !reached[ck.deepClass()] {
				t.Fatalf("%+v: the twin step %v, %v leads to a deep class that no step of the deep search reaches", p.Layout(), st.first.move, st.second.move)
			}
			checked[p.DrawMode()]++
		}
	}
	for i := 0; i < casesFor(600, 150); i++ {
		p, ok := runsEndgame(rng, canfield.DrawMode(i%2), 22+rng.IntN(5), 7+rng.IntN(3))
		if !ok {
			continue
		}
		for range 20 {
			check(p)
			playRandom(t, rng, &p, 1)
		}
	}
	onRandomGames(t, rng, 40, 300, func(_ *decoder, p canfield.Position) { check(p) })
	t.Logf("twin steps onto the uncovered twin checked: %v (draw 3, draw 1)", checked)
	for m, n := range checked {
		if n < 500 {
			t.Errorf("draw mode %v: only %d twin steps checked", canfield.DrawMode(m), n)
		}
	}
}
