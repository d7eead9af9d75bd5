package solve

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/canfield-go/canfield"
)

// follow plays g by next, action after action, until next returns an error
// or limit actions, and returns the number of actions, how many times the
// game came back to a position it had passed, and next's error.
func follow(t *testing.T, g *canfield.Game, limit int, next func(*canfield.Game) (canfield.Move, error)) (actions, repeats int, err error) {
	t.Helper()
	seen := map[canfield.Position]bool{g.Position(): true}
	for actions = 0; actions < limit; actions++ {
		m, err := next(g)
		if err != nil {
			return actions, repeats, err
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("%s after %d actions: the suggested %v is refused: %v", g.Code(), actions, m, err)
		}
		p := g.Position()
		if seen[p] {
			repeats++
		}
		seen[p] = true
	}
	return actions, repeats, nil
}

// TestFollowingSuggestEnds follows Suggest from deals where following it
// went round in circles for as long as it was followed, when each call
// chose among winning lines afresh (CF1-D3-AAAAAAQ with 200,000
// positions, CF1-D3-LFSAJID with DefaultHintNodes), from a lost deal and
// from a won deal whose first positions that budget does not decide: it
// never comes back to a position, and ends, won where it should be.
func TestFollowingSuggestEnds(t *testing.T) {
	for _, c := range []struct {
		code  string
		nodes int64
		won   bool
	}{
		{"CF1-D3-AAAAAAQ", 200_000, true},
		{"CF1-D3-LFSAJID", DefaultHintNodes, true},
		{"CF1-D1-AAAAAAB", DefaultHintNodes, true},
		{"CF1-D3-AAAAAAR", DefaultHintNodes, false}, // lost
		{"CF1-D3-AADJKPY", DefaultHintNodes, false}, // won, but undecided within the budget: the stock is turned round once
		{"CF1-D3-AADJKPY", 20_000, true},            // decided
	} {
		g, err := canfield.Deal(c.code)
		if err != nil {
			t.Fatal(err)
		}
		actions, repeats, err := follow(t, g, 1000, func(g *canfield.Game) (canfield.Move, error) {
			sg, err := Suggest(context.Background(), g, Options{MaxNodes: c.nodes})
			return sg.Move, err
		})
		if !errors.Is(err, ErrNoMove) || repeats > 0 || g.Won() != c.won {
			t.Errorf("%s, %d positions: after %d actions %v, won %v (want %v), %d positions came again", c.code, c.nodes, actions, err, g.Won(), c.won, repeats)
		}
	}
}

// TestSuggestContinuesItsLine: a game that plays the first action of a
// suggested winning line is suggested the rest of that line.
func TestSuggestContinuesItsLine(t *testing.T) {
	for _, code := range []string{"CF1-D3-LFSAJID", "CF1-D1-AAAAACL"} {
		g, err := canfield.Deal(code)
		if err != nil {
			t.Fatal(err)
		}
		var prev []canfield.Move
		for i := 0; ; i++ {
			sg, err := Suggest(context.Background(), g, Options{MaxNodes: DefaultHintNodes})
			if err != nil {
				break
			}
			if sg.Verdict != Won {
				t.Fatalf("%s after %d actions: %v, want a won line to follow", code, i, sg.Verdict)
			}
			if prev != nil && !slices.Equal(sg.Line, prev[1:]) {
				t.Fatalf("%s after %d actions: a new line of %d actions, not the %d left of the last", code, i, len(sg.Line), len(prev)-1)
			}
			prev = sg.Line
			if err := g.Play(sg.Move); err != nil {
				t.Fatal(err)
			}
		}
		if !g.Won() {
			t.Errorf("%s: not won", code)
		}
	}
}

// TestSuggestAfterDetours wanders from deals by random moves that change
// only the columns and foundations, as a player trying things out does,
// then asks Suggest: a move it suggests never comes back to a position
// passed twice, nor to one passed once but as the first move of a won line,
// and a line it gives wins.
func TestSuggestAfterDetours(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	returns, checked := 0, 0
	for n := uint64(0); n < uint64(casesFor(40, 8)); n++ {
		g, err := canfield.DealFromNumber(n*104729, canfield.DrawMode(n%2))
		if err != nil {
			t.Fatal(err)
		}
		for range 20 {
			var board []canfield.Move
			for _, m := range g.Moves() {
				if m.From().IsColumn() || m.From().IsFoundation() {
					board = append(board, m)
				}
			}
			if len(board) == 0 {
				break
			}
			if err := g.Play(board[rng.IntN(len(board))]); err != nil {
				t.Fatal(err)
			}
		}
		h, err := historyOf(g)
		if err != nil {
			t.Fatal(err)
		}
		sg, err := Suggest(context.Background(), g, Options{MaxNodes: DefaultHintNodes})
		if err != nil {
			continue
		}
		checked++
		child := g.Position()
		if err := child.Play(sg.Move); err != nil {
			t.Fatalf("%s: the suggested %v is refused: %v", g.Code(), sg.Move, err)
		}
		switch h.passed(&child) {
		case 0:
		case 1:
			returns++
			if sg.Verdict != Won {
				t.Errorf("%s: %v comes back to a position passed, with verdict %v", g.Code(), sg.Move, sg.Verdict)
			}
		default:
			t.Errorf("%s: %v comes back to a position passed twice", g.Code(), sg.Move)
		}
		if sg.Verdict == Won {
			p := g.Position()
			if sg.Line[0] != sg.Move || !replaysToWin(&p, sg.Line) {
				t.Errorf("%s: the line of %v does not win", g.Code(), sg.Move)
			}
		}
	}
	t.Logf("%d suggestions, %d of them back to a position passed once", checked, returns)
}

// TestHistoryStretches checks historyFrom against the game: its positions
// are those of the actions, the stretches cut where the reserve or the
// talon lost a card, and no more of them than it keeps.
func TestHistoryStretches(t *testing.T) {
	g, err := canfield.Deal("CF1-D1-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Solve(context.Background(), g, Options{})
	if err != nil || r.Verdict != Won {
		t.Fatal(r.Verdict, err)
	}
	for k := 0; k <= len(r.Line); k += 7 {
		played := g.Clone()
		for _, m := range r.Line[:k] {
			if err := played.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		h, err := historyOf(played)
		if err != nil {
			t.Fatal(err)
		}
		if *h.now() != played.Position() || len(h.actions) != h.last() {
			t.Fatalf("after %d actions: the history ends elsewhere, or has %d actions for %d positions", k, len(h.actions), len(h.positions))
		}
		if !slices.Equal(h.actions, r.Line[k-h.last():k]) {
			t.Fatalf("after %d actions: the history's actions are not the game's last", k)
		}
		if len(h.starts) > keptStretches || h.starts[0] != 0 {
			t.Fatalf("after %d actions: stretches start at %v", k, h.starts)
		}
		for i := 1; i < len(h.positions); i++ {
			q := h.positions[i-1]
			if err := q.Play(h.actions[i-1]); err != nil || q != h.positions[i] {
				t.Fatalf("after %d actions: action %d does not lead to the next position", k, i-1)
			}
			cut := slices.Contains(h.starts, i)
			if cut != (piles(&h.positions[i-1]) != piles(&h.positions[i])) {
				t.Fatalf("after %d actions: position %d starts a stretch: %v, piles %v then %v", k, i, cut, piles(&h.positions[i-1]), piles(&h.positions[i]))
			}
		}
	}
}

// TestSearchAvoidsPassed checks the search that leaves positions out on
// games that wander within a stretch: a win it finds passes none of them,
// and replays.
func TestSearchAvoidsPassed(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	won, avoidedWon := 0, 0
	for n := uint64(0); n < uint64(casesFor(60, 12)); n++ {
		g, err := canfield.DealFromNumber(n*7727+3, canfield.DrawMode(n%2))
		if err != nil {
			t.Fatal(err)
		}
		for range 12 {
			moves := g.Moves()
			var keep []canfield.Move
			for _, m := range moves {
				if m.From() != canfield.Reserve && m.From() != canfield.Waste {
					keep = append(keep, m)
				}
			}
			if len(keep) == 0 {
				break
			}
			if err := g.Play(keep[rng.IntN(len(keep))]); err != nil {
				t.Fatal(err)
			}
		}
		h, err := historyOf(g)
		if err != nil {
			t.Fatal(err)
		}
		avoid := h.avoidUpTo(h.last())
		if avoid == nil {
			continue
		}
		p := h.now()
		if r := solvePosition(context.Background(), p, Options{MaxNodes: 20_000}); r.Verdict == Won {
			won++
		}
		r := solveAvoiding(context.Background(), p, Options{MaxNodes: 20_000}, avoid)
		if r.Verdict == Lost {
			t.Fatalf("%s: a search that leaves positions out proved a loss", g.Code())
		}
		if r.Verdict != Won {
			continue
		}
		avoidedWon++
		if avoid.passes(p, r.Line) || !replaysToWin(p, r.Line) {
			t.Fatalf("%s: the line %v passes a position passed, or does not win", g.Code(), r.Line)
		}
	}
	if avoidedWon < won*3/4 {
		t.Errorf("the search that leaves passed positions out won %d positions, the plain one %d", avoidedWon, won)
	}
	t.Logf("won %d of the %d that the plain search won", avoidedWon, won)
}

// TestSuggestComesBackOnlyWhenItMust takes a spade back from its
// foundation in an endgame, where the spades above it wait for it. Suggest
// finds a win that does not put it straight back, as one exists (take
// another card back first); and where the only line it has comes back to a
// position passed once, it follows it, but never to one passed twice.
func TestSuggestComesBackOnlyWhenItMust(t *testing.T) {
	spade := func(r canfield.Rank) canfield.Card { return canfield.NewCard(r, canfield.Spades) }
	before, err := canfield.NewPosition(canfield.Layout{
		Base:        spade(canfield.Ace),
		Foundations: [4]int{11, 13, 13, 13}, // A♠ to J♠
		Columns:     [4][]canfield.Card{{spade(canfield.Queen)}, {spade(canfield.King)}},
	})
	if err != nil {
		t.Fatal(err)
	}
	takeBack := canfield.NewMove(canfield.Foundation1, canfield.Column3, 1)
	putBack := canfield.NewMove(canfield.Column3, canfield.Foundation1, 1)
	after := before
	if err := after.Play(takeBack); err != nil {
		t.Fatal(err)
	}
	h := history{positions: []canfield.Position{before, after}, actions: []canfield.Move{takeBack}, starts: []int{0}}
	sg, err := suggest(context.Background(), &h, Options{MaxNodes: DefaultHintNodes})
	child := after
	if err != nil || sg.Verdict != Won || child.Play(sg.Move) != nil || h.passed(&child) > 0 || !replaysToWin(&after, sg.Line) {
		t.Fatalf("after a take-back: %v %v %v, want a won line that comes back to no position passed", sg.Move, sg.Verdict, err)
	}

	// The plain search's line puts the spade back.
	line := []canfield.Move{putBack, canfield.NewMove(canfield.Column1, canfield.Foundation1, 1), canfield.NewMove(canfield.Column2, canfield.Foundation1, 1)}
	if !replaysToWin(&after, line) {
		t.Fatal("the line does not win")
	}
	r := Result{Verdict: Won, Line: line}
	sg, err = fallback(context.Background(), &h, &after, after.AppendMoves(nil), r, Options{MaxNodes: DefaultHintNodes})
	if err != nil || sg.Move != putBack || sg.Verdict != Won {
		t.Errorf("passed once: %v %v %v, want %v", sg.Move, sg.Verdict, err, putBack)
	}
	h.positions = append(h.positions, before, after)
	h.actions = append(h.actions, putBack, takeBack)
	sg, err = fallback(context.Background(), &h, &after, after.AppendMoves(nil), r, Options{MaxNodes: DefaultHintNodes})
	child = after
	if err != nil || child.Play(sg.Move) != nil || h.passed(&child) > 0 {
		t.Errorf("passed twice: %v %v, want a move to a position not passed", sg.Move, err)
	}
}
