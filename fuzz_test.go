package canfield

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// FuzzParseMove reads arbitrary text as a move, and as a tap, in positions
// reached by a fuzzed number of random actions from a fuzzed deal: no
// panic, errors of the documented kinds that Explain words in both
// languages, and every move read prints back to text that reads as the same
// move. A legal move plays, and Undo restores the position.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"s", "r c2", "w f", "c2 f", "c2 c4", "c2:2 c4", "f1 c3", "QC c4", "c1:52 c2", "w f3", "x",
		"r2", "rf", "w3", "wf", "24", "2f", "f13", "44", "qc", "c2", "r", "10♥ f"} {
		f.Add(uint64(63), uint8(10), s)
	}
	f.Fuzz(func(t *testing.T, number uint64, steps uint8, text string) {
		g, err := DealFromNumber(number%NumDeals, DrawMode(number%2))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(number, uint64(steps)))
		for i := 0; i < int(steps); i++ {
			moves := g.Moves()
			if len(moves) == 0 {
				break
			}
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		explained := func(err error) {
			for _, l := range []Language{English, Danish} {
				if Explain(err, l) == "" || Explain(err, l) == err.Error() {
					t.Fatalf("Explain(%v, %v) = %q", err, l, Explain(err, l))
				}
			}
		}
		for _, l := range []Language{English, Danish} {
			if m, err := g.ParseInput(text, l); err != nil {
				if !errors.Is(err, ErrBadNotation) && !errors.Is(err, ErrIllegalMove) {
					t.Fatalf("ParseInput(%q, %v): error of no documented kind: %v", text, l, err)
				}
				explained(err)
			} else if m == (Move{}) {
				t.Fatalf("ParseInput(%q, %v) = the zero Move", text, l)
			}
		}
		m, err := g.ParseMove(text)
		if err != nil {
			if !errors.Is(err, ErrBadNotation) && !errors.Is(err, ErrIllegalMove) {
				t.Fatalf("ParseMove(%q): error of no documented kind: %v", text, err)
			}
			explained(err)
			return
		}
		again, err := g.ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("ParseMove(%q) = %v, but %q reads as %v, %v", text, m, m.String(), again, err)
		}
		var fromText Move
		if err := fromText.UnmarshalText([]byte(m.String())); err != nil || fromText != m {
			t.Fatalf("Move.UnmarshalText(%q) = %v, %v; want %v", m.String(), fromText, err, m)
		}
		before := g.Clone()
		if err := g.Play(m); err != nil {
			if !errors.Is(err, ErrIllegalMove) {
				t.Fatalf("Play(%v): %v", m, err)
			}
			explained(err)
			unchanged(t, before, g)
			return
		}
		if err := g.Undo(); err != nil || g.state != before.state {
			t.Fatalf("Undo after %v: %v; position not restored", m, err)
		}
	})
}

// FuzzDeal reads arbitrary text as a game code: no panic, ErrBadCode on
// refusal, and an accepted code formats to a code that deals the same game.
func FuzzDeal(f *testing.F) {
	for _, s := range append(goldenCodes, "", "cf1-d1-aaaaacl", " CF1-D3-ZZZZZZZ ", "CF1-D3-AAAAAA[", "CF2-D3-AAAAAAA") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		g, err := Deal(code)
		if err != nil {
			if g != nil || !errors.Is(err, ErrBadCode) {
				t.Fatalf("Deal(%q) = %v, %v", code, g, err)
			}
			return
		}
		again, err := Deal(g.Code())
		if err != nil || again.Code() != g.Code() || again.state != g.state {
			t.Fatalf("Deal(%q) has code %q, which deals differently: %v", code, g.Code(), err)
		}
		checkInvariants(t, g)
	})
}
