package solve

import (
	"context"
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
	s := newSearcher(context.Background(), Options{})
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
		for i := 0; i < 300; i++ {
			k := keyOf(&p)
			s.steps = s.appendSteps(s.steps[:0], &p, k)
			steps := s.steps
			if len(steps) == 0 {
				break
			}
			for j, st := range steps {
				var child canfield.Position
				got, ok := s.child(&p, k, st, &child)
				if !ok {
					t.Fatalf("step %v does not apply", s.appendStep(nil, &p, st))
				}
				want := keyOf(&child)
				if got != want {
					t.Fatalf("%s: key after %v = %x, want %x", g.Code(), s.appendStep(nil, &p, st), got, want)
				}
				if st.listed() && s.keys[j] != want {
					t.Fatalf("%s: compound step %v listed with key %x, want %x", g.Code(), s.appendStep(nil, &p, st), s.keys[j], want)
				}
				if got, want := progressOf(want), progress(&child); got != want {
					t.Fatalf("%s: progress from the key %d, from the position %d", g.Code(), got, want)
				}
				before := p // where the step's acts start: after the move between twins
				if st.twin != 0 {
					m, _ := stepTwinMove(&p, st)
					if err := before.Play(m); err != nil {
						t.Fatalf("%s: the move between twins %v: %v", g.Code(), m, err)
					}
				}
				for _, a := range []act{st.first, st.second}[:1+st.more] {
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
					t.Fatalf("%s: decoding the key of %+v: %v", g.Code(), child.Layout(), err)
				}
				if got := keyOf(&back); got != want {
					t.Fatalf("%s: decoded position has another key\nwant %+v\ngot  %+v", g.Code(), child.Layout(), back.Layout())
				}
			}
			var next canfield.Position
			if _, ok := s.child(&p, k, steps[rng.IntN(len(steps))], &next); !ok {
				t.Fatal("random step does not apply")
			}
			p = next
		}
	}
}
