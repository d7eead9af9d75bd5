package solve

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/canfield-go/canfield"
)

// TestCycleStepsMatchAlikeMoves checks the cycle steps (cycles.go) of
// positions with a column of 26 cards or more against the engine: it
// makes the positions alike with p that exchanges of the runs on two
// twins reach, one exchange at a time, and in each plays with the engine
// the moves that cycle steps stand for: x, 26 places below its column's
// top T, to its foundation (with draw 1 also after the card below it from
// the talon), or a column of 26 cards whose bottom goes on T, onto T. The
// result must have the same cards on each pair of twins, the same bottom
// cards and the same other piles as the cycle step's position (alike, so
// that both have one d*), and a cycle step must be listed exactly when
// some alike position allows such a move.
func TestCycleStepsMatchAlikeMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(45, 46))
	want := casesFor(60, 15)
	var count [5]int // cycle steps of a card up, with a refill, after the card below; of a column moved, onto a covered twin
	var none, tries int
	for ; tries < 100*want && (slices.Min(count[:]) < want || none == 0); tries++ {
		p, ok := longColumnEndgame(rng, tries)
		if !ok || !hasColumnOf(&p, 2*canfield.NumRanks) {
			continue
		}
		s := looseSearcher(&p)
		k := keyOf(&p)
		steps := s.appendCycleSteps(nil, &p, k)
		got := map[string]bool{}
		for _, ck := range s.keys {
			q, err := s.loose.dec.position(ck)
			if err != nil || keyOf(&q) != ck {
				t.Fatalf("a cycle step's key does not decode (%v)\n%+v", err, p.Layout())
			}
			got[pairShape(&q)] = true
		}
		if len(steps) != len(s.keys) {
			t.Fatalf("%d cycle steps, %d keys", len(steps), len(s.keys))
		}
		wantShapes := map[string]bool{}
		for _, q := range alikePositions(t, &p, 3000) {
			for _, r := range cycleMovesFrom(t, &p, &q) {
				wantShapes[pairShape(&r)] = true
			}
		}
		for shape := range wantShapes {
			if !got[shape] {
				t.Fatalf("an alike position allows a move that no cycle step stands for: %s\n%+v", shape, p.Layout())
			}
		}
		for shape := range got {
			if !wantShapes[shape] {
				t.Fatalf("a cycle step stands for no move of an alike position: %s\n%+v", shape, p.Layout())
			}
		}
		if len(steps) == 0 {
			none++
		}
		for j := 0; j < 4 && len(steps) > 0; j++ {
			col := p.AppendPile(nil, canfield.ColumnPile(j))
			switch n := len(col); {
			case n == 2*canfield.NumRanks:
				count[3]++
				if pile, i := p.Find(twinOf(col[n-1])); pile.IsColumn() && i < p.Len(pile)-1 {
					count[4]++
				}
			case n > 2*canfield.NumRanks:
				count[0]++
				if n == 2*canfield.NumRanks+1 {
					count[1]++
				}
				if !goesUp(&p, col[n-2*canfield.NumRanks-1]) {
					count[2]++
				}
			}
		}
	}
	t.Logf("in %d endgames, long columns with a cycle step: %d of a card up, %d of them with a refill, %d after the card below; %d of a column moved, %d of them with its top's twin covered; %d long positions with none", tries, count[0], count[1], count[2], count[3], count[4], none)
	if slices.Min(count[:]) < want || none == 0 {
		t.Errorf("too few cases: %v and %d without one, want %d of each and one without", count, none, want)
	}
}

// TestLooseLongColumnLosses checks the search with loose cards against the
// reference search on endgames with a column of 26 cards or more, or one
// that a chain from the talon could make so long (long), played by draw 1:
// a loss it finds must be a loss, now that such columns leave it exact
// (cycles.go). It must prove some losses and find some wins.
func TestLooseLongColumnLosses(t *testing.T) {
	rng := rand.New(rand.NewPCG(47, 48))
	want := casesFor(40, 10)
	var lost, won, tries int
	for ; tries < 100*want && (lost < want || won < want); tries++ {
		p, ok := longColumnEndgame(rng, tries)
		if !ok {
			continue
		}
		if !hasColumnOf(&p, 2*canfield.NumRanks) && !newLooseCards(newDecoder(&p)).long(&p, talonMask(&p)) {
			continue
		}
		ref, ok := referenceVerdict(p, 20_000)
		if !ok {
			continue
		}
		s := looseSearcher(&p)
		switch v, _ := s.run(&p); {
		case v == Lost && ref != Lost:
			t.Fatalf("the search with loose cards says lost, the reference %v\n%+v", ref, p.Layout())
		case v == Lost:
			lost++
		case errors.Is(s.stopped, errRelaxedWin):
			won++
		}
	}
	t.Logf("in %d endgames: %d losses proved, %d won with loose cards put back", tries, lost, won)
	if lost < want || won < want {
		t.Errorf("too few cases: lost %d, won %d, want %d of each", lost, won, want)
	}
}

// longColumnEndgame returns the i-th of a series of random endgames with a
// column of about 26 cards, played by draw 1, from each generator in turn:
// cutRunEndgame, longRunEndgame (25 to 29 cards), coveredTwinEndgame, and
// twice as often longUpEndgame.
func longColumnEndgame(rng *rand.Rand, i int) (canfield.Position, bool) {
	var p canfield.Position
	var ok bool
	switch mode := canfield.DrawMode(i % 2); i % 5 {
	case 0:
		p, ok = cutRunEndgame(rng, mode)
	case 1:
		p, ok = longRunEndgame(rng, mode, 25+rng.IntN(5))
	case 2:
		p, ok = coveredTwinEndgame(rng, mode)
	default:
		p, ok = longUpEndgame(rng, 27+rng.IntN(2), rng.IntN(2) == 0)
	}
	if !ok {
		return p, false
	}
	return asDraw1(&p)
}

// alikePositions returns p and the positions that exchanges of the runs on
// two twins in two columns reach from it, one at a time, each a position
// the engine accepts: up to limit of them.
func alikePositions(t *testing.T, p *canfield.Position, limit int) []canfield.Position {
	t.Helper()
	seen := map[key]bool{keyOf(p): true}
	out := []canfield.Position{*p}
	for i := 0; i < len(out) && len(out) < limit; i++ {
		l := out[i].Layout()
		for a := range l.Columns {
			for ia, e := range l.Columns[a] {
				for b := range l.Columns {
					ib := slices.Index(l.Columns[b], twinOf(e))
					if b == a || ib < 0 {
						continue
					}
					m := l
					m.Columns[a] = slices.Concat(l.Columns[a][:ia+1], l.Columns[b][ib+1:])
					m.Columns[b] = slices.Concat(l.Columns[b][:ib+1], l.Columns[a][ia+1:])
					q, err := canfield.NewPosition(m)
					if err != nil {
						t.Fatalf("an exchange of the runs on %v and %v is refused: %v\n%+v", e, twinOf(e), err, l)
					}
					if k := keyOf(&q); !seen[k] {
						seen[k] = true
						out = append(out, q)
					}
				}
			}
		}
	}
	return out
}

// cycleMovesFrom returns the positions that the moves cycle steps stand
// for make from q, alike with p, played by the engine: for each column of
// p of 26 cards or more, with top T, x the card 26 places below T to its
// foundation, where x is a top of q (with draw 1 also after the card below
// x from the talon); or, for a column of 26 cards, the run from its
// bottom card onto T, where T is a top of q in another column and T's twin
// is no top of p (else the move is one of p's own).
func cycleMovesFrom(t *testing.T, p, q *canfield.Position) []canfield.Position {
	t.Helper()
	var out []canfield.Position
	for j := 0; j < 4; j++ {
		col := p.AppendPile(nil, canfield.ColumnPile(j))
		n := len(col)
		if n < 2*canfield.NumRanks {
			continue
		}
		top := col[n-1]
		if n == 2*canfield.NumRanks {
			from, i := q.Find(col[0])
			to, ti := q.Find(top)
			if twinPile, _ := p.Find(twinOf(top)); i != 0 || from == to || ti != q.Len(to)-1 || twinPile.IsColumn() && isTop(p, twinPile, twinOf(top)) {
				continue
			}
			r := *q
			if r.Play(canfield.NewMove(from, to, q.Len(from))) == nil {
				out = append(out, r)
			}
			continue
		}
		x := col[n-2*canfield.NumRanks-1]
		from, i := q.Find(x)
		if i != q.Len(from)-1 {
			continue
		}
		up := canfield.NewMove(from, foundationOf(q, x), 1)
		if r := *q; r.Play(up) == nil {
			out = append(out, r)
			continue
		}
		below := canfield.NewCard(x.Rank().Prev(), x.Suit())
		taps, ok := tapsTo(q, below)
		if !ok {
			continue
		}
		r := *q
		if r.TurnStock(taps) == nil && r.Play(canfield.NewMove(canfield.Waste, foundationOf(&r, below), 1)) == nil && r.Play(up) == nil {
			out = append(out, r)
		}
	}
	return out
}

// pairShape describes what alike positions share: the cards that lie on
// each pair of twins, the columns' bottom cards, the foundations, the
// reserve and the talon's cards.
func pairShape(p *canfield.Position) string {
	on := map[uint][]string{} // by kindOf
	var bottoms []string
	l := p.Layout()
	for _, col := range l.Columns {
		for i, c := range col {
			if i == 0 {
				bottoms = append(bottoms, c.String())
			}
			if i+1 < len(col) {
				on[kindOf(c)] = append(on[kindOf(c)], col[i+1].String())
			}
		}
	}
	shape := ""
	for kind := uint(0); kind < 2*canfield.NumRanks; kind++ {
		slices.Sort(on[kind])
		shape += fmt.Sprint(on[kind])
	}
	slices.Sort(bottoms)
	talon := slices.Concat(l.Stock, l.Waste)
	slices.Sort(talon)
	return fmt.Sprint(shape, bottoms, l.Foundations, l.Reserve, talon)
}

// longUpEndgame returns a random draw-1 position with one column of n
// cards, 27 or 28, a run whose card x, 26 places below its top, goes to
// its foundation next, or with below after the card below it, which lies
// in the talon: the case of cycleUp. x is the run's one card of its suit,
// the run's other cards of x's colour are of the other suit, those of the
// other colour of either; each foundation holds the cards of its suit
// below the run's lowest one, and the other cards are dealt as
// longRunEndgame deals them.
func longUpEndgame(rng *rand.Rand, n int, below bool) (canfield.Position, bool) {
	bottom := canfield.Rank(1 + rng.IntN(canfield.NumRanks))
	xRed := rng.IntN(2) == 0
	colours := [2][]canfield.Suit{{canfield.Spades, canfield.Clubs}, {canfield.Hearts, canfield.Diamonds}}
	xSuits, others := colours[0], colours[1]
	if xRed {
		xSuits, others = others, xSuits
	}
	rng.Shuffle(2, func(i, j int) { xSuits[i], xSuits[j] = xSuits[j], xSuits[i] })
	xAt := n - 2*canfield.NumRanks - 1
	run := make([]canfield.Card, n)
	for i := range run {
		rank := bottom
		if i > 0 {
			rank = run[i-1].Rank().Prev()
		}
		suit := xSuits[1]
		switch {
		case i == xAt:
			suit = xSuits[0]
		case (i-xAt)%2 != 0:
			suit = others[rng.IntN(2)]
			if i >= 2*canfield.NumRanks && run[i-2*canfield.NumRanks].Suit() == suit {
				suit = twinOf(run[i-2*canfield.NumRanks]).Suit()
			}
		}
		run[i] = canfield.NewCard(rank, suit)
	}
	x := run[xAt]
	// The base: any rank, of a suit whose foundation may be empty, which
	// the other suit of x's colour's is, all its cards in the run.
	base := canfield.NewCard(canfield.Rank(1+rng.IntN(canfield.NumRanks)), []canfield.Suit{xSuits[0], others[0], others[1]}[rng.IntN(3)])
	level := func(c canfield.Card) int {
		return (int(c.Rank()) - int(base.Rank()) + canfield.NumRanks) % canfield.NumRanks
	}
	inRun := func(c canfield.Card) bool { return slices.Contains(run, c) }
	height := map[canfield.Suit]int{xSuits[0]: level(x), xSuits[1]: 0}
	for _, suit := range others {
		height[suit] = heightBelow(base, suit, inRun)
	}
	if below {
		if level(x) == 0 {
			return canfield.Position{}, false
		}
		height[xSuits[0]]--
	}
	var heights [4]int
	for i, suit := range foundationSuits(base) {
		heights[i] = height[suit]
	}
	l, rest := foundationsOf(canfield.Draw1, base, heights)
	rest = slices.DeleteFunc(rest, inRun)
	if below {
		down := canfield.NewCard(x.Rank().Prev(), x.Suit())
		rest = slices.DeleteFunc(rest, func(c canfield.Card) bool { return c == down })
		l.Stock = append(l.Stock, down)
	}
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	l.Columns[0] = run
	dealCards(rng, &l, rest, 1)
	p, err := canfield.NewPosition(l)
	return p, err == nil
}

// coveredTwinEndgame returns a random position with a column of 26 cards,
// a run of random suits, whose top's twin lies in another column under the
// twin of the run's bottom card (which goes on both): the case of
// cycleMove where the run goes onto that twin. Each foundation holds the
// cards of its suit below the first that lies in a column, and the other
// cards are dealt as longRunEndgame deals them.
func coveredTwinEndgame(rng *rand.Rand, mode canfield.DrawMode) (canfield.Position, bool) {
	bottom := canfield.NewCard(canfield.Rank(1+rng.IntN(canfield.NumRanks)), canfield.Spades+canfield.Suit(rng.IntN(4)))
	run := []canfield.Card{bottom}
	for len(run) < 2*canfield.NumRanks {
		fits := fitting(run[len(run)-1])
		run = append(run, fits[rng.IntN(2)])
	}
	pair := []canfield.Card{twinOf(run[len(run)-1]), twinOf(bottom)}
	base := randomBase(rng)
	inColumn := func(c canfield.Card) bool { return slices.Contains(run, c) || slices.Contains(pair, c) }
	var heights [4]int
	for i, suit := range foundationSuits(base) {
		heights[i] = heightBelow(base, suit, inColumn)
	}
	l, rest := foundationsOf(mode, base, heights)
	rest = slices.DeleteFunc(rest, inColumn)
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	l.Columns[0], l.Columns[1] = run, pair
	dealCards(rng, &l, rest, 2)
	p, err := canfield.NewPosition(l)
	return p, err == nil
}
