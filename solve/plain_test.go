package solve

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
)

// plainSolve decides p by the plainest search there is, for checking the
// solver: every legal action of the engine one at a time, stock taps
// included, and positions told apart only when they are exactly equal. It
// reports ok = false when p reaches more than limit positions.
func plainSolve(p canfield.Position, limit int) (won, ok bool) {
	return referenceSolve(p, limit, true, func(p *canfield.Position) canfield.Position { return *p })
}

// referenceSolve is the search of plainSolve and keyedSolve: every legal
// action one at a time, take-backs from the foundations only if takeBacks,
// with positions told apart by their identity.
func referenceSolve[K comparable](p canfield.Position, limit int, takeBacks bool, identity func(*canfield.Position) K) (won, ok bool) {
	if p.Won() {
		return true, true
	}
	seen := map[K]bool{identity(&p): true}
	queue := []canfield.Position{p}
	var moves []canfield.Move
	for len(queue) > 0 {
		q := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		moves = ordered(&q, q.AppendMoves(moves[:0]))
		for _, m := range moves {
			if !takeBacks && m.From().IsFoundation() {
				continue
			}
			child := q
			if err := child.Play(m); err != nil {
				panic("a listed move is refused: " + err.Error())
			}
			if child.Won() {
				return true, true
			}
			id := identity(&child)
			if seen[id] {
				continue
			}
			if len(seen) >= limit {
				return false, false
			}
			seen[id] = true
			queue = append(queue, child)
		}
	}
	return false, true
}

// endgame returns a random position near the end of a game: every
// foundation filled to a random height of at least minHeight cards, and the
// cards left dealt at random to the reserve, the talon and the columns,
// where they go on top of a column when they fit, else start a column.
func endgame(rng *rand.Rand, mode canfield.DrawMode, minHeight int, keepReserve bool) (canfield.Position, bool) {
	return endgameShare(rng, mode, minHeight, keepReserve, 5)
}

// endgameShare is endgame with a chance of reserve in 10 for each card
// left; the rest go to the waste, the stock and the columns in the
// proportions 2:1:2.
func endgameShare(rng *rand.Rand, mode canfield.DrawMode, minHeight int, keepReserve bool, reserve int) (canfield.Position, bool) {
	base := randomBase(rng)
	var heights [4]int
	for i := range heights {
		heights[i] = minHeight + rng.IntN(canfield.NumRanks-minHeight+1)
	}
	return endgameOf(rng, mode, base, heights, keepReserve, reserve)
}

// randomBase returns a random card for the base: any rank, any suit.
func randomBase(rng *rand.Rand) canfield.Card {
	return canfield.NewCard(canfield.Rank(1+rng.IntN(13)), canfield.Spades+canfield.Suit(rng.IntN(4)))
}

// endgameOf is endgameShare with the base card and the foundations'
// heights given, in the order of R4.2.
func endgameOf(rng *rand.Rand, mode canfield.DrawMode, base canfield.Card, heights [4]int, keepReserve bool, reserve int) (canfield.Position, bool) {
	l, rest := foundationsOf(mode, base, heights)
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	for _, c := range rest {
		switch x := rng.IntN(10); {
		case x < reserve:
			l.Reserve = append(l.Reserve, c)
		case rng.IntN(5) < 2:
			l.Waste = append(l.Waste, c)
		case rng.IntN(3) == 0:
			l.Stock = append(l.Stock, c)
		default:
			placed := false
			for j := range l.Columns {
				col := l.Columns[j]
				if len(col) > 0 && c.GoesOn(col[len(col)-1]) {
					l.Columns[j] = append(col, c)
					placed = true
					break
				}
			}
			if !placed {
				for j := range l.Columns {
					if len(l.Columns[j]) == 0 {
						l.Columns[j] = []canfield.Card{c}
						placed = true
						break
					}
				}
			}
			if !placed {
				l.Stock = append(l.Stock, c)
			}
		}
	}
	// A column may be empty only when the reserve is (R3.4): fill the
	// empty ones from the reserve's top, as the game would have. With
	// keepReserve, one card stays in the reserve so that no column is ever
	// empty: a small case then stays small, as take-backs from the
	// foundations need a card to go on.
	if keepReserve && len(l.Reserve) == 0 && len(l.Stock) > 0 {
		l.Reserve = append(l.Reserve, l.Stock[len(l.Stock)-1])
		l.Stock = l.Stock[:len(l.Stock)-1]
	}
	for j := range l.Columns {
		if keepReserve && len(l.Reserve) == 1 {
			break
		}
		if len(l.Columns[j]) == 0 && len(l.Reserve) > 0 {
			l.Columns[j] = []canfield.Card{l.Reserve[len(l.Reserve)-1]}
			l.Reserve = l.Reserve[:len(l.Reserve)-1]
		}
	}
	p, err := canfield.NewPosition(l)
	return p, err == nil
}

// foundationsOf returns a layout with only its foundations filled, to the
// given heights from base, and the cards that are left off them.
func foundationsOf(mode canfield.DrawMode, base canfield.Card, heights [4]int) (canfield.Layout, []canfield.Card) {
	l := canfield.Layout{Mode: mode, Base: base}
	var rest []canfield.Card
	for i, s := range foundationSuits(base) {
		n := heights[i]
		l.Foundations[i] = n
		for k := n; k < canfield.NumRanks; k++ {
			r := (int(base.Rank())-1+k)%canfield.NumRanks + 1
			rest = append(rest, canfield.NewCard(canfield.Rank(r), s))
		}
	}
	return l, rest
}

// foundationSuits returns the suits of the foundations in their order
// (R4.2): the base's, then the others ♠ ♥ ♦ ♣.
func foundationSuits(base canfield.Card) []canfield.Suit {
	suits := []canfield.Suit{base.Suit()}
	for s := canfield.Spades; s <= canfield.Clubs; s++ {
		if s != base.Suit() {
			suits = append(suits, s)
		}
	}
	return suits
}

func TestEndgameGenerator(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	made := 0
	for i := 0; i < 200; i++ {
		if _, ok := endgame(rng, canfield.DrawMode(i%2), 9, i%3 == 0); ok {
			made++
		}
	}
	if made < 150 {
		t.Errorf("only %d of 200 endgames are valid positions", made)
	}
}

// keyedSolve is plainSolve with positions told apart by the solver's key
// and the exact split of the talon: every action one at a time still, stock
// taps included, but positions equal up to the order of the columns are
// searched once. It checks the search's steps on cases too large for
// plainSolve; plainSolve checks the key itself on small ones.
func keyedSolve(p canfield.Position, limit int) (won, ok bool) {
	return referenceSolve(p, limit, true, keyAndSplit)
}

// referenceVerdict is keyedSolve's verdict on p, within limit positions,
// and whether it decided.
func referenceVerdict(p canfield.Position, limit int) (Verdict, bool) {
	won, ok := keyedSolve(p, limit)
	if won {
		return Won, ok
	}
	return Lost, ok
}

// checkRun fails t unless a search's verdict v on p is want and, for a
// win, its line replays to one. name says which search.
func checkRun(t *testing.T, name string, p *canfield.Position, v Verdict, line []canfield.Move, want Verdict) {
	t.Helper()
	if v != want {
		t.Fatalf("%v: %s says %v, the reference %v\n%+v", p.DrawMode(), name, v, want, p.Layout())
	}
	if v == Won && !replaysToWin(p, line) {
		t.Fatalf("%v: the winning line %v does not replay to a win\n%+v", p.DrawMode(), line, p.Layout())
	}
}

// keyedSolveWithout is keyedSolve in a game without take-backs from the
// foundations: it tells which positions need one to be won.
func keyedSolveWithout(p canfield.Position, limit int) (won, ok bool) {
	return referenceSolve(p, limit, false, keyAndSplit)
}

// split is a position's key and the exact split of its talon.
type split struct {
	k     key
	waste int
}

func keyAndSplit(p *canfield.Position) split { return split{keyOf(p), p.Len(canfield.Waste)} }

// ordered sorts moves so that the stack of a depth-first search pops the
// most promising first: a reference search finds wins sooner that way,
// and its verdicts do not depend on the order.
func ordered(p *canfield.Position, moves []canfield.Move) []canfield.Move {
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && priority(p, moves[j], 0, false) < priority(p, moves[j-1], 0, false); j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
	return moves
}

// casesFor returns full, or quick under -short or the race detector, which
// runs the searches several times slower.
func casesFor(full, quick int) int {
	if testing.Short() || raceEnabled {
		return quick
	}
	return full
}

// onRandomGames calls check on a copy of each position of random games:
// games deals, the draw modes in turn, each played on by random legal
// actions for up to steps positions. dec decodes the keys of the game's
// positions.
func onRandomGames(t *testing.T, rng *rand.Rand, games, steps int, check func(dec *decoder, p canfield.Position)) {
	t.Helper()
	var moves []canfield.Move
	for d := 0; d < games; d++ {
		g, err := canfield.DealFromNumber(rng.Uint64N(canfield.NumDeals), canfield.DrawMode(d%2))
		if err != nil {
			t.Fatal(err)
		}
		p := g.Position()
		dec := newDecoder(&p)
		for i := 0; i < steps; i++ {
			check(dec, p)
			if moves = p.AppendMoves(moves[:0]); len(moves) == 0 {
				break
			}
			if err := p.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// playRandom plays up to n random legal actions on p, fewer if p runs out
// of them.
func playRandom(t *testing.T, rng *rand.Rand, p *canfield.Position, n int) {
	var moves []canfield.Move
	for ; n > 0; n-- {
		if moves = p.AppendMoves(moves[:0]); len(moves) == 0 {
			return
		}
		if err := p.Play(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
}

// card parses one card for a test.
func card(t *testing.T, text string) canfield.Card {
	t.Helper()
	c, err := canfield.ParseCard(text)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// cards parses cards separated by spaces for a test.
func cards(t *testing.T, text string) []canfield.Card {
	t.Helper()
	var out []canfield.Card
	for _, f := range strings.Fields(text) {
		out = append(out, card(t, f))
	}
	return out
}
