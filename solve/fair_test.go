package solve

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/google/go-cmp/cmp"
)

var moveComparer = cmp.Comparer(func(a, b canfield.Move) bool { return a == b })

// gamesInPlay returns games dealt by number, each played on by up to 40
// random actions, taps counted as three, with an undo now and then: what
// a player has seen then varies with the draw mode, the taps and the
// reserve.
func gamesInPlay(t *testing.T, n int, seed uint64) []*canfield.Game {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 99))
	var games []*canfield.Game
	for i := range n {
		g, err := canfield.DealFromNumber(rng.Uint64N(canfield.NumDeals), canfield.DrawMode(i%2))
		if err != nil {
			t.Fatal(err)
		}
		for range rng.IntN(40) {
			moves := g.Moves()
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			if rng.IntN(3) == 0 {
				m = canfield.StockTap()
			}
			if g.Play(m) == nil && rng.IntN(8) == 0 {
				_ = g.Undo()
			}
		}
		games = append(games, g)
	}
	return games
}

// otherwiseDealt returns g's deal with its unseen cards in other places
// (g.Knowledge): the reserve under its top and the stock not yet turned
// reversed, and the same actions played.
func otherwiseDealt(t *testing.T, g *canfield.Game) *canfield.Game {
	t.Helper()
	deck := g.DealtDeck()
	var slots []int
	for i, c := range deck {
		if !g.Knowledge().Seen(c) {
			slots = append(slots, i)
		}
	}
	for i, j := 0, len(slots)-1; i < j; i, j = i+1, j-1 {
		deck[slots[i]], deck[slots[j]] = deck[slots[j]], deck[slots[i]]
	}
	other, err := canfield.DealDeck(deck, g.DrawMode())
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range g.Record().Moves {
		if err := other.Play(m); err != nil {
			t.Fatalf("the actions do not replay with the unseen cards elsewhere: %v", err)
		}
	}
	if len(slots) > 1 && other.Position() == g.Position() {
		t.Fatal("the unseen cards did not move")
	}
	return other
}

// TestArrangementsKeepWhatWasSeen: every arrangement has the game's cards
// where the player has seen them, and the unseen ones shuffled among the
// places the player has not seen.
func TestArrangementsKeepWhatWasSeen(t *testing.T) {
	games := gamesInPlay(t, 30, 1)
	// A game of random actions that emptied the reserve with the stock
	// not yet turned over.
	g, err := canfield.Deal("CF1-D1-HJULERH")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range strings.Split("s;r c4;s;c2:1 c3;c2:1 c3;c4:2 c1;r f4;s;s;r c2;c1:1 c4;s;s;c4:1 c1;s;c1:1 c4;w c3;w c4;w c2;s;s;s;c4:2 c1;s;c2:3 c1;s;c1:5 c4;s;c4:5 c1;s;c1:5 c4;c2:1 c3;c2:1 c4;c4:5 c2;c4:1 c1;c2:5 c1;c1:5 c2;c2:6 c4;s;s;c2 f2;w c3;c3:1 c2;r c2;c2:2 c3;c3:2 c2;c4:5 c1;c1:5 c4;c2:2 c3;c3:2 c2;c2:2 c3;s;s;s;s;r c3;s", ";") {
		m, err := g.ParseMove(text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	if len(g.Reserve()) != 0 || len(g.Knowledge().Unseen()) < 2 {
		t.Fatalf("the reserve holds %d cards, %d cards unseen", len(g.Reserve()), len(g.Knowledge().Unseen()))
	}
	games = append(games, g)
	for _, g := range games {
		k := g.Knowledge()
		arr, err := arrangements(g, 6, 7)
		if err != nil {
			t.Fatalf("%s: %v", g.Code(), err)
		}
		total := 0
		for _, a := range arr {
			total += a.weight
			if !slices.Equal(a.h.actions, g.Record().Moves[len(g.Record().Moves)-len(a.h.actions):]) {
				t.Fatalf("%s: an arrangement's actions are not the game's", g.Code())
			}
			l, want := a.h.now().Layout(), k.Layout()
			var moved []canfield.Card
			for i, pile := range [][]canfield.Card{l.Reserve, l.Stock} {
				for j, c := range pile {
					if [][]canfield.Card{want.Reserve, want.Stock}[i][j] == 0 {
						moved = append(moved, c)
						pile[j] = 0
					}
				}
			}
			if diff := cmp.Diff(want, l); diff != "" {
				t.Fatalf("%s: an arrangement differs in what was seen (-game +arrangement):\n%s", g.Code(), diff)
			}
			slices.SortFunc(moved, func(a, b canfield.Card) int { return int(cardIndex(a)) - int(cardIndex(b)) })
			if unseen := k.Unseen(); !slices.Equal(moved, unseen) {
				t.Fatalf("%s: the arrangement has %v where the game's unseen cards %v lie", g.Code(), moved, unseen)
			}
		}
		if want := 6; len(k.Unseen()) < 2 {
			if total != 1 {
				t.Errorf("%s: %d arrangements of %d unseen cards", g.Code(), total, len(k.Unseen()))
			}
		} else if total != want {
			t.Errorf("%s: arrangements weigh %d, want %d", g.Code(), total, want)
		}
	}
}

// TestFairSuggestIgnoresUnseenOrder: a game with its unseen cards
// elsewhere, the same actions played, gets the very same suggestion, down
// to the positions searched; and a second call gives it again.
func TestFairSuggestIgnoresUnseenOrder(t *testing.T) {
	opts := FairOptions{Samples: 4, Seed: 11, Options: Options{MaxNodes: 600}}
	for _, g := range gamesInPlay(t, casesFor(16, 6), 2) {
		want, wantErr := FairSuggest(context.Background(), g, opts)
		got, err := FairSuggest(context.Background(), otherwiseDealt(t, g), opts)
		if diff := cmp.Diff(want, got, moveComparer); diff != "" || !errors.Is(err, wantErr) {
			t.Fatalf("%s: with the unseen cards elsewhere (-game +other), %v then %v:\n%s", g.Code(), wantErr, err, diff)
		}
		again, err := FairSuggest(context.Background(), g, opts)
		if diff := cmp.Diff(want, again, moveComparer); diff != "" || !errors.Is(err, wantErr) {
			t.Fatalf("%s: asked again (-first +second):\n%s", g.Code(), diff)
		}
	}
}

// reveals reports whether m, played from p, turns a face-down card face up.
func reveals(p canfield.Position, m canfield.Move) bool {
	stock, reserve := p.Len(canfield.Stock), p.Len(canfield.Reserve)
	if p.Play(m) != nil {
		return false
	}
	return (m.IsStockTap() && stock > 0) || (p.Len(canfield.Reserve) < reserve && p.Len(canfield.Reserve) > 0)
}

// TestFollowingFairSuggestEnds follows FairSuggest from deals and checks
// each suggestion: legal, its line legal in the game and turning no
// face-down card up but by its last action, Verdict Unknown, Safe only for
// a move a later move takes back; and that following it ends, with no
// position three times, won on most winnable deals and on no lost one.
func TestFollowingFairSuggestEnds(t *testing.T) {
	opts := FairOptions{Samples: 4, Options: Options{MaxNodes: 1000}}
	codes := []string{"CF1-D3-AAAAACL", "CF1-D1-AAAAACL", "CF1-D3-AAAAAAR", "CF1-D3-LFSAJID", "CF1-D1-BAPTCQE"}
	if raceEnabled {
		codes = codes[:3]
	}
	won := 0
	for _, code := range codes {
		g, err := canfield.Deal(code)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[canfield.Position]int{g.Position(): 1}
		actions, _, err := follow(t, g, 2000, func(g *canfield.Game) (canfield.Move, error) {
			sg, err := FairSuggest(context.Background(), g, opts)
			if err != nil {
				return sg.Move, err
			}
			p := g.Position()
			if len(sg.Line) == 0 || sg.Line[0] != sg.Move || sg.Verdict != Unknown || sg.Wins < 1 || sg.Wins > sg.Samples || sg.Samples > opts.Samples {
				t.Fatalf("%s after %d actions: %+v", code, len(g.Record().Moves), sg)
			}
			if sg.Safe && !reversible(&p, sg.Move) {
				t.Fatalf("%s: %v called safe", code, sg.Move)
			}
			q := p
			for i, m := range sg.Line {
				if i < len(sg.Line)-1 && reveals(q, m) {
					t.Fatalf("%s: the line %v turns a face-down card up at its action %d", code, sg.Line, i)
				}
				if err := q.Play(m); err != nil {
					t.Fatalf("%s: the line %v is refused at %v: %v", code, sg.Line, m, err)
				}
			}
			child := p
			if child.Play(sg.Move) == nil {
				if seen[child]++; seen[child] > 2 {
					t.Fatalf("%s: %v comes to a position a third time", code, sg.Move)
				}
			}
			return sg.Move, nil
		})
		if !errors.Is(err, ErrNoMove) {
			t.Fatalf("%s: after %d actions: %v, want ErrNoMove", code, actions, err)
		}
		if g.Won() {
			won++
		}
		if code == "CF1-D3-AAAAAAR" && g.Won() {
			t.Errorf("%s, a lost deal, is won", code)
		}
	}
	if won < len(codes)-2 {
		t.Errorf("won %d of %d deals", won, len(codes))
	}
	t.Logf("won %d of %d deals", won, len(codes))
}

func TestFairSuggestErrors(t *testing.T) {
	if _, err := FairSuggest(context.Background(), nil, FairOptions{}); !errors.Is(err, ErrNoGame) {
		t.Errorf("nil game: %v, want ErrNoGame", err)
	}
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := FairSuggest(ctx, g, FairOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
	r, err := Solve(context.Background(), g, Options{})
	if err != nil || r.Verdict != Won {
		t.Fatal(r.Verdict, err)
	}
	for _, m := range r.Line {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := FairSuggest(context.Background(), g, FairOptions{}); !errors.Is(err, ErrNoMove) {
		t.Errorf("won game: %v, want ErrNoMove", err)
	}
}
