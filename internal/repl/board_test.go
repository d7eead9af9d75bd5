package repl

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
)

// TestBoardWasteFan: the board fans the waste's cards exactly as the app
// does, View.WasteFan: with draw 3 the cards of the last draw still there.
func TestBoardWasteFan(t *testing.T) {
	// After s×4 the fan is the last three cards turned; playing its top one
	// leaves two, not two and a card of the draw before.
	s := newSession(t, "CF1-D3-AAAAAAQ", "verdict off", "42; rf; c2 f2; r c2", "s×4")
	if _, err := s.Game().ParseMove("w c4"); err != nil {
		t.Fatalf("w c4 is no move here: %v", err)
	}
	res := s.Exec("w c4")
	if got, want := wasteRow(res.Output), fanRow(s); got != want || len(s.Game().View().WasteFan) != 2 {
		t.Errorf("after w c4 the board's waste is %q, want %q", got, want)
	}

	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 6 {
		g, _ := canfield.DealFromNumber(rng.Uint64N(canfield.NumDeals), canfield.DrawMode(i%2))
		s := New(g, Config{Lang: canfield.Language(i / 2 % 2)})
		t.Cleanup(s.Close)
		s.Exec("verdict off")
		for range 80 {
			line := "s"
			if moves := g.Moves(); len(moves) > 0 && rng.IntN(3) > 0 {
				line = moves[rng.IntN(len(moves))].String()
			}
			if rng.IntN(8) == 0 {
				line = "undo"
			}
			res := s.Exec(line)
			if !res.Failed {
				if got, want := wasteRow(res.Output), fanRow(s); got != want {
					t.Fatalf("%s after %v: the board's waste is %q, want %q", g.Code(), g.Record().Moves, got, want)
				}
			}
		}
	}
}

// wasteRow returns the board's waste row, after its label.
func wasteRow(out string) string {
	for _, line := range strings.Split(out, "\n") {
		for _, label := range []string{"  waste (w)", "  kasseret-bunke (w)"} {
			if rest, ok := strings.CutPrefix(line, label); ok {
				return strings.TrimSpace(rest)
			}
		}
	}
	return ""
}

// fanRow returns what the waste row should say: View.WasteFan and the count.
func fanRow(s *Session) string {
	v := s.Game().View()
	if v.WasteCount == 0 {
		return s.tr("empty")
	}
	cards := make([]string, len(v.WasteFan))
	for i, c := range v.WasteFan {
		cards[i] = s.card(c)
	}
	return strings.Join(cards, " ") + "   " + s.cardCount(v.WasteCount)
}
