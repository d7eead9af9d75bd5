package solve

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/canfield-go/canfield"
)

func TestHintStartsWinningLine(t *testing.T) {
	for _, code := range []string{"CF1-D3-AAAAACL", "CF1-D1-AAAAACL", "CF1-D3-AAAAAAA"} {
		g, err := canfield.Deal(code)
		if err != nil {
			t.Fatal(err)
		}
		sg, err := Suggest(context.Background(), g, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if sg.Verdict != Won || !sg.Safe || len(sg.Line) == 0 || sg.Move != sg.Line[0] {
			t.Fatalf("%s: Hint = %+v, want the first action of a won line", code, sg)
		}
		replay(t, g, sg.Line)
	}
}

func TestHintErrors(t *testing.T) {
	if _, err := Suggest(context.Background(), nil, Options{}); !errors.Is(err, ErrNoGame) {
		t.Errorf("nil game: %v, want ErrNoGame", err)
	}
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Solve(context.Background(), g, Options{})
	if err != nil || r.Verdict != Won {
		t.Fatalf("CF1-D3-AAAAACL: %v, %v", r.Verdict, err)
	}
	for _, m := range r.Line {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Suggest(context.Background(), g, Options{}); !errors.Is(err, ErrNoMove) {
		t.Errorf("won game: %v, want ErrNoMove", err)
	}
}

// hintCases returns small positions, won and lost, with their verdicts by
// the reference search.
func hintCases(t *testing.T, n int) (positions []canfield.Position, won []bool) {
	rng := rand.New(rand.NewPCG(31, 32))
	for i := 0; len(positions) < n && i < 40*n; i++ {
		p, ok := endgameShare(rng, canfield.DrawMode(i%2), 4+rng.IntN(3), true, 6+rng.IntN(3))
		if !ok {
			continue
		}
		w, ok := keyedSolve(p, 10_000)
		if !ok {
			continue
		}
		positions, won = append(positions, p), append(won, w)
	}
	return positions, won
}

// TestHintUndecidedKeepsWinnable gives Hint no budget at all, so that it
// cannot decide, and checks its promise on small positions: a move it calls
// safe never turns a winnable position into a lost one.
func TestHintUndecidedKeepsWinnable(t *testing.T) {
	n := casesFor(120, 30)
	positions, won := hintCases(t, n)
	safe, undecided := 0, 0
	for i, p := range positions {
		sg, err := hintPosition(context.Background(), &p, Options{MaxNodes: 1})
		if err != nil {
			continue // won already, or no move
		}
		if sg.Verdict == Unknown {
			undecided++
		}
		child := p
		if err := child.Play(sg.Move); err != nil {
			t.Fatalf("case %d: the suggested %v is refused: %v", i, sg.Move, err)
		}
		if !sg.Safe {
			continue
		}
		safe++
		if !won[i] {
			continue
		}
		if w, ok := keyedSolve(child, 10_000); ok && !w {
			t.Fatalf("case %d: the safe move %v loses a winnable position\n%+v", i, sg.Move, p.Layout())
		}
	}
	if len(positions) < n/2 || safe < len(positions)/2 || undecided < len(positions)/2 {
		t.Errorf("of %d suggestions %d were safe and %d undecided", len(positions), safe, undecided)
	}
}

// TestHintDecided checks Hint with a budget on the same kind of positions:
// it agrees with the reference search, and on a won position its line
// wins.
func TestHintDecided(t *testing.T) {
	positions, won := hintCases(t, 40)
	checked := 0
	for i, p := range positions {
		sg, err := hintPosition(context.Background(), &p, Options{})
		if err != nil {
			continue
		}
		checked++
		want := Lost
		if won[i] {
			want = Won
		}
		if sg.Verdict != want || !sg.Safe {
			t.Fatalf("case %d: Hint = %v (safe %v), want %v", i, sg.Verdict, sg.Safe, want)
		}
		if want == Won && (sg.Move != sg.Line[0] || !replaysToWin(&p, sg.Line)) {
			t.Fatalf("case %d: the line of %v does not win", i, sg.Move)
		}
	}
	if checked < len(positions)/2 {
		t.Errorf("only %d of %d positions had a move to suggest", checked, len(positions))
	}
}

// TestSuggestDefaultHintNodes checks a player's hint: within
// DefaultHintNodes, a legal first action of a winning line on a winnable
// deal, and ErrNoGame for no game.
func TestSuggestDefaultHintNodes(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	hint := Options{MaxNodes: DefaultHintNodes}
	sg, err := Suggest(context.Background(), g, hint)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Play(sg.Move); err != nil {
		t.Fatalf("the hint %v is not legal: %v", sg.Move, err)
	}
	if r, err := Solve(context.Background(), g, Options{}); err != nil || r.Verdict != Won {
		t.Errorf("after the hint %v the deal is %v (%v), want still won", sg.Move, r.Verdict, err)
	}
	if _, err := Suggest(context.Background(), nil, hint); !errors.Is(err, ErrNoGame) {
		t.Errorf("Suggest(nil) = %v, want ErrNoGame", err)
	}
}

// TestSuggestCancelledProvesNothing: a search whose context has ended
// proves nothing, so the only moves Suggest may call safe are those a later
// move can take back. Positions where no move can be taken back, found by
// random play, show whether it says so of a move it never looked at.
func TestSuggestCancelledProvesNothing(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rng := rand.New(rand.NewPCG(21, 22))
	checked := 0
	for n := uint64(0); n < 200 && checked < 20; n++ {
		g, err := canfield.DealFromNumber(n, canfield.DrawMode(n%2))
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 60 && checked < 20; step++ {
			moves := g.Moves()
			if len(moves) == 0 || g.Won() {
				break
			}
			p := g.Position()
			anyReversible := false
			for _, m := range moves {
				anyReversible = anyReversible || reversible(&p, m)
			}
			if !anyReversible {
				checked++
				sg, err := Suggest(ctx, g, Options{})
				if err != nil {
					t.Fatal(err)
				}
				if sg.Safe {
					t.Errorf("%s after %d actions: %v called safe by a cancelled search (verdict %v)", g.Code(), step, sg.Move, sg.Verdict)
				}
			}
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d positions where no move can be taken back, want 20", checked)
	}
}
