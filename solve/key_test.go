package solve

import (
	"math/rand/v2"
	"testing"

	"github.com/canfield-go/canfield"
)

// TestKeyAfter plays random games and checks, for every step the search
// would take, that the key it computes for the child equals the key
// computed from scratch, and that the progress read from that key is the
// progress of the child.
func TestKeyAfter(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	deals := 40
	if testing.Short() {
		deals = 8
	}
	for d := 0; d < deals; d++ {
		g, err := canfield.DealFromNumber(rng.Uint64N(canfield.NumDeals), canfield.DrawMode(d%2))
		if err != nil {
			t.Fatal(err)
		}
		p := g.Position()
		d := newDecoder(&p)
		s := searchOf(twinClasses, &p)
		for i := 0; i < 300; i++ {
			k := keyOf(&p)
			s.steps = s.appendSteps(s.steps[:0], &p, k)
			steps := s.steps
			if len(steps) == 0 {
				break
			}
			for j, st := range steps {
				var next canfield.Position
				got, ok := child(&p, k, st, &next)
				if !ok {
					t.Fatalf("step %v does not apply", appendStep(nil, &p, st))
				}
				want := keyOf(&next)
				if got != want {
					t.Fatalf("%s: key after %v = %x, want %x", g.Code(), appendStep(nil, &p, st), got, want)
				}
				if st.listed() && s.keys[j] != want {
					t.Fatalf("%s: compound step %v listed with key %x, want %x", g.Code(), appendStep(nil, &p, st), s.keys[j], want)
				}
				before := p // where the step's acts start: after the move between twins
				if st.twin != 0 {
					m, _ := stepTwinMove(&p, st)
					if err := before.Play(m); err != nil {
						t.Fatalf("%s: the move between twins %v: %v", g.Code(), m, err)
					}
				}
				for _, a := range []act{st.first, st.second}[:1+int(st.kind)] {
					q := before
					if a == st.second {
						playAct(&q, st.first)
					}
					after := q
					playAct(&after, a)
					c := countPiles(&q)
					if got, won := keyOfStep(&q, keyOf(&q), &c, a); got != keyOf(&after) || won != after.Won() {
						t.Fatalf("%s: keyOfStep %v = %x (won %v), want %x (won %v)", g.Code(), a.move, got, won, keyOf(&after), after.Won())
					}
				}
				back, err := d.position(want)
				if err != nil {
					t.Fatalf("%s: decoding the key of %+v: %v", g.Code(), next.Layout(), err)
				}
				if got := keyOf(&back); got != want {
					t.Fatalf("%s: decoded position has another key\nwant %+v\ngot  %+v", g.Code(), next.Layout(), back.Layout())
				}
			}
			var after canfield.Position
			if _, ok := child(&p, k, steps[rng.IntN(len(steps))], &after); !ok {
				t.Fatal("random step does not apply")
			}
			p = after
		}
	}
}

// TestTwinsMayMeet checks the shortcut of key.round: where twinsMayMeet
// says no two twins can meet in one column, class and deepClass, which
// then put every pair round at once, equal the classes worked out one
// exchange at a time with each pair's columns read from the position the
// key decodes to, as round does for the other keys. The positions have
// most cards in tall columns (tallColumns) and are played on at random, so
// that many keys have more than 26 column cards; some of them do have twins
// in one column.
func TestTwinsMayMeet(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	var shortcut, walked, met int
	for i := 0; i < casesFor(400, 80); i++ {
		root, ok := tallColumns(rng, canfield.DrawMode(i%2))
		if !ok {
			t.Fatalf("no position made")
		}
		dec := newDecoder(&root)
		p := root
		for range 40 {
			k := keyOf(&p)
			if k.columnCards() > 2*canfield.NumRanks {
				if k.twinsMayMeet() {
					walked++
				} else {
					shortcut++
					if longest(&p) > 2*canfield.NumRanks {
						t.Fatalf("%+v: a column of %d cards, yet twinsMayMeet is false", p.Layout(), longest(&p))
					}
				}
			}
			for _, deep := range []bool{false, true} {
				want, joined := roundByColumns(t, dec, k, deep)
				met += joined
				if got := k.round(deep); got != want {
					t.Fatalf("%+v: round(%v) = %x, want %x (twinsMayMeet %v)", p.Layout(), deep, got, want, k.twinsMayMeet())
				}
			}
			playRandom(t, rng, &p, 1)
		}
	}
	t.Logf("keys with more than 26 column cards: %d by the shortcut, %d walked; pairs found in one column: %d", shortcut, walked, met)
	if shortcut < 1000 || walked < 100 || met == 0 {
		t.Errorf("want more keys of each kind and some twins in one column")
	}
}

// roundByColumns is key.round(deep) made one exchange at a time, each
// pair's columns read from the position its key decodes to. It also
// returns how many times it passed over a pair whose twins lay in one
// column.
func roundByColumns(t *testing.T, dec *decoder, k key, deep bool) (key, int) {
	t.Helper()
	met := 0
	exchange := func(mask func(first, second uint64) uint64) bool {
		p, err := dec.position(k)
		if err != nil {
			t.Fatalf("key %x does not decode: %v", k, err)
		}
		suits := k.suits()
		for _, pair := range twinSuits {
			for r := canfield.Ace; r <= canfield.King; r++ {
				if mask(suits[pair[0]], suits[pair[1]])&(1<<(2*(r-1))) == 0 {
					continue
				}
				f, e := canfield.NewCard(r, pair[0]), canfield.NewCard(r, pair[1])
				if cf, _ := p.Find(f); cf == func() canfield.Pile { ce, _ := p.Find(e); return ce }() {
					met++
					continue
				}
				cf, ce := k.code(cardIndex(f)), k.code(cardIndex(e))
				k.put(f, ce)
				k.put(e, cf)
				return true
			}
		}
		return false
	}
	for exchange(turnMask) || (deep && exchange(swapMask)) {
	}
	return k, met
}

// longest returns the number of cards in p's longest column.
func longest(p *canfield.Position) int {
	n := 0
	for j := 0; j < 4; j++ {
		n = max(n, p.Len(canfield.ColumnPile(j)))
	}
	return n
}

// tallColumns returns a random position with few cards on the foundations
// and four columns, each a random run of up to 40 cards, as long as the
// cards left allow; the cards left over go to the talon and the reserve,
// which keeps one at least.
func tallColumns(rng *rand.Rand, mode canfield.DrawMode) (canfield.Position, bool) {
	l, rest := foundationsOf(mode, randomBase(rng), [4]int{rng.IntN(3), rng.IntN(3), rng.IntN(3), rng.IntN(3)})
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	free := map[canfield.Card]bool{}
	for _, c := range rest[1:] {
		free[c] = true
	}
	l.Reserve = rest[:1]
	for j := range l.Columns {
		var col []canfield.Card
		for _, c := range rest {
			if free[c] {
				col = append(col, c)
				delete(free, c)
				break
			}
		}
		for want := 1 + rng.IntN(40); len(col) > 0 && len(col) < want; {
			fits := fitting(col[len(col)-1])
			if rng.IntN(2) == 0 {
				fits[0], fits[1] = fits[1], fits[0]
			}
			c := fits[0]
			if !free[c] {
				c = fits[1]
			}
			if !free[c] {
				break
			}
			col = append(col, c)
			delete(free, c)
		}
		l.Columns[j] = col
	}
	for _, c := range rest {
		switch {
		case !free[c]:
		case rng.IntN(4) == 0 && len(l.Reserve) < canfield.NumRanks:
			l.Reserve = append(l.Reserve, c)
		case rng.IntN(2) == 0:
			l.Waste = append(l.Waste, c)
		default:
			l.Stock = append(l.Stock, c)
		}
	}
	p, err := canfield.NewPosition(l)
	return p, err == nil
}

// TestTappedFrom taps through the talon of random draw-3 positions with the
// engine and checks tappedFrom against it: from a position's tap orbit,
// taps reach exactly the classes that list it, among those a talon of its
// size has.
func TestTappedFrom(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	checked := 0
	onRandomGames(t, rng, 40, 200, func(_ *decoder, p canfield.Position) {
		if p.DrawMode() != canfield.Draw3 {
			return
		}
		own := tapOrbit(&p)
		n := p.Len(canfield.Stock) + p.Len(canfield.Waste)
		var reached, exists uint32
		for k := 0; k <= n; k++ {
			exists |= 1 << tapOrbitOf(canfield.Draw3, k, n)
		}
		q := p
		for range 2*n + 3 {
			if q.TurnStock(1) != nil {
				break
			}
			reached |= 1 << tapOrbit(&q)
		}
		for c := range tapOrbits {
			got := tappedFrom[c]>>own&1 != 0 && exists>>c&1 != 0
			want := c != own && reached>>c&1 != 0
			if got != want {
				t.Fatalf("talon of %d cards, %d in the waste (class %d): tappedFrom says class %d is reached: %v, taps: %v",
					n, p.Len(canfield.Waste), own, c, got, want)
			}
		}
		checked++
	})
	if checked < 1000 {
		t.Fatalf("only %d draw-3 positions checked", checked)
	}
}

// BenchmarkKeyColumns compares, on keys whose twins may meet (tallColumns
// played on at random), reading a key's columns with the walks up from
// both twins of one pair, which round chooses between (readColumnsFrom).
func BenchmarkKeyColumns(b *testing.B) {
	rng := rand.New(rand.NewPCG(41, 42))
	var keys []key
	for len(keys) < 2000 {
		p, ok := tallColumns(rng, canfield.DrawMode(len(keys)%2))
		for i := 0; ok && i < 40; i++ {
			if k := keyOf(&p); k.twinsMayMeet() {
				keys = append(keys, k)
			}
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			p.Play(moves[rng.IntN(len(moves))])
		}
	}
	b.Run("read", func(b *testing.B) {
		var cols keyColumns
		for i := range b.N {
			keys[i%len(keys)].readColumns(&cols)
		}
	})
	b.Run("walk", func(b *testing.B) {
		for i := range b.N {
			r := canfield.Rank(i%canfield.NumRanks + 1)
			keys[i%len(keys)].apart(canfield.NewCard(r, canfield.Hearts), canfield.NewCard(r, canfield.Diamonds))
		}
	})
}
