package solve

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/canfield-go/canfield"
)

// TestStuckMeansLost finds positions that Stuck calls stuck among small
// random ones and checks each against the reference search: a stuck game
// is a lost one. Most lost positions are not stuck: a card can still leave
// the talon or the reserve, uselessly.
func TestStuckMeansLost(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	const n = 300
	var stuckN, lostN int
	for i := 0; i < n; i++ {
		p, ok := endgameShare(rng, canfield.DrawMode(i%2), 4+rng.IntN(3), true, 6+rng.IntN(3))
		if !ok {
			continue
		}
		won, ok := keyedSolve(p, 10_000)
		if !ok {
			continue
		}
		if !won {
			lostN++
		}
		if !stuck(&p, stuckLimit) {
			continue
		}
		stuckN++
		if won {
			t.Fatalf("case %d: stuck, but the reference search wins\n%+v", i, p.Layout())
		}
	}
	t.Logf("%d stuck of %d lost", stuckN, lostN)
	if stuckN == 0 {
		t.Errorf("none of %d lost positions is stuck", lostN)
	}
}

func TestStuckNotAtStart(t *testing.T) {
	for _, code := range []string{"CF1-D3-AAAAACL", "CF1-D1-AAAAAAR", "CF1-D3-AAAAAAR"} {
		g, err := canfield.Deal(code)
		if err != nil {
			t.Fatal(err)
		}
		if Stuck(g) {
			t.Errorf("%s: stuck at the deal", code)
		}
	}
	if Stuck(nil) || Stuck(&canfield.Game{}) {
		t.Error("a missing game is stuck")
	}
}

// TestStuckAfterPlay plays a deal that is lost at once (CF1-D3-AAAAAAR
// needs two positions to prove lost) by turning the stock round: with no
// other move it stays stuck throughout.
func TestStuckAfterPlay(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AAAAAAR")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Solve(context.Background(), g, Options{})
	if err != nil || r.Verdict != Lost {
		t.Fatalf("CF1-D3-AAAAAAR: %v, %v; want lost", r.Verdict, err)
	}
	for i := 0; i < 30; i++ {
		m := pickMove(g)
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if !Stuck(g) {
		p := g.Position()
		t.Errorf("not stuck after turning the stock round\n%+v", p.Layout())
	}
}

// pickMove returns the first move that is not a stock tap, or the tap.
func pickMove(g *canfield.Game) canfield.Move {
	for _, m := range g.Moves() {
		if !m.IsStockTap() {
			return m
		}
	}
	return canfield.StockTap()
}

// TestStuckInPlay plays random games until they stick and checks each
// stuck position against the reference search.
func TestStuckInPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 44))
	games := casesFor(60, 20)
	var moves []canfield.Move
	checked := 0
	for i := 0; i < games; i++ {
		g, err := canfield.DealFromNumber(rng.Uint64N(canfield.NumDeals), canfield.DrawMode(i%2))
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 300 && !g.Won(); step++ {
			if step%10 == 0 && Stuck(g) {
				p := g.Position()
				won, ok := keyedSolve(p, 20_000)
				if ok && won {
					t.Fatalf("%s: stuck after %d actions, but the reference search wins\n%+v", g.Code(), step, p.Layout())
				}
				if ok {
					checked++
				}
				break
			}
			moves = g.Moves()
			m := moves[rng.IntN(len(moves))]
			if rng.IntN(3) > 0 {
				m = moves[0] // the reserve's and the waste's moves come first
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Error("no game stuck")
	}
	t.Logf("%d stuck positions checked", checked)
}
