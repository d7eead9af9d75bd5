package solve

import (
	"math/rand/v2"
	"testing"

	"github.com/canfield-go/canfield"
)

// startCardEndgame returns a draw-1 endgame in which one or two
// foundations besides the first are empty, their start cards in the talon
// (or, now and then, elsewhere), and the others nearly full.
func startCardEndgame(rng *rand.Rand, mode canfield.DrawMode) (canfield.Position, bool) {
	base := randomBase(rng)
	var heights [4]int
	for i := range heights {
		heights[i] = 10 + rng.IntN(canfield.NumRanks-10+1)
	}
	heights[1+rng.IntN(3)] = 0
	if rng.IntN(4) == 0 {
		heights[1+rng.IntN(3)] = 0
	}
	return endgameOf(rng, mode, base, heights, true, 3)
}

// startCardInTalon reports whether p's talon holds a card of the start rank.
func startCardInTalon(p *canfield.Position) bool {
	for _, pile := range []canfield.Pile{canfield.Stock, canfield.Waste} {
		for i := range p.Len(pile) {
			if p.Card(pile, i).Rank() == p.StartRank() {
				return true
			}
		}
	}
	return false
}

// TestStartCardUpIsOnlyStep: with draw 1 a position with a start card in
// the talon has one step, that card to its foundation; with draw 3 it has
// its steps as before.
func TestStartCardUpIsOnlyStep(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	checked := 0
	unforced := 0
	for i := 0; i < 400 && checked < 50; i++ {
		p, ok := startCardEndgame(rng, canfield.Draw1)
		if !ok || !startCardInTalon(&p) {
			continue
		}
		checked++
		s := searchOf(twinClasses, &p)
		steps := s.appendSteps(nil, &p, keyOf(&p))
		if len(steps) != 1 || steps[0].kind != oneAct || steps[0].twin != 0 {
			t.Fatalf("draw 1: %d steps, want the start card's play alone\n%+v", len(steps), p.Layout())
		}
		a := steps[0].first
		if a.card.Rank() != p.StartRank() || a.move.From() != canfield.Waste || !a.move.To().IsFoundation() {
			t.Fatalf("draw 1: the one step plays %v with %v, want a start card up\n%+v", a.card, a.move, p.Layout())
		}
		r := p
		if !playAct(&r, a) || r.Len(a.move.To()) != 1 {
			t.Fatalf("draw 1: the step does not replay as a start card up\n%+v", p.Layout())
		}

		// With draw 3, p lists its steps as it would without the rule:
		// most often more than one.
		l := p.Layout()
		l.Mode = canfield.Draw3
		q, err := canfield.NewPosition(l)
		if err != nil {
			t.Fatal(err)
		}
		s = searchOf(twinClasses, &q)
		if len(s.appendSteps(nil, &q, keyOf(&q))) > 1 {
			unforced++
		}
	}
	if unforced < 40 {
		t.Errorf("of %d positions, %d with draw 3 list more than one step, want 40 or more", checked, unforced)
	}
	if checked < 50 {
		t.Fatalf("only %d positions with a start card in the talon", checked)
	}
}

// TestStartCardsUpAgree compares verdicts with the reference search on
// draw-1 endgames with start cards in the talon, where the search plays
// them up at once (steps.go) and the reference tries every action.
func TestStartCardsUpAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 34))
	want := casesFor(40, 10)
	agreeOn(t, want, 100*want, func() (canfield.Position, bool) {
		p, ok := startCardEndgame(rng, canfield.Draw1)
		return p, ok && startCardInTalon(&p)
	})
}
