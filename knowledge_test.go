package canfield_test

import (
	"fmt"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/google/go-cmp/cmp"
)

// unseenCount returns how many cards k lists as never seen, checking that
// Seen, Find and Layout agree with Unseen.
func unseenCount(t *testing.T, g *canfield.Game, k canfield.Knowledge) int {
	t.Helper()
	unseen := map[canfield.Card]bool{}
	for _, c := range k.Unseen() {
		unseen[c] = true
	}
	p := g.Position()
	for _, c := range canfield.Deck() {
		pile, at := k.Find(c)
		if k.Seen(c) == unseen[c] {
			t.Fatalf("%v: Seen %v, but Unseen lists it: %v", c, k.Seen(c), unseen[c])
		}
		wantPile, wantAt := p.Find(c)
		if unseen[c] {
			wantPile, wantAt = canfield.NoPile, -1
		}
		if pile != wantPile || at != wantAt {
			t.Fatalf("Find(%v) = %v, %d; want %v, %d", c, pile, at, wantPile, wantAt)
		}
	}
	l, want := k.Layout(), p.Layout()
	for _, pile := range [][]canfield.Card{want.Reserve, want.Stock} {
		for i, c := range pile {
			if unseen[c] {
				pile[i] = 0
			}
		}
	}
	if diff := cmp.Diff(want, l); diff != "" {
		t.Fatalf("Layout (-want +got):\n%s", diff)
	}
	return len(unseen)
}

func TestKnowledgeFollowsTheTable(t *testing.T) {
	for _, c := range []struct {
		code    string
		perTap  int
		actions []string
	}{
		{"CF1-D3-AAAAACL", 3, nil},
		{"CF1-D1-AAAAACL", 1, nil},
	} {
		g, err := canfield.Deal(c.code)
		if err != nil {
			t.Fatal(err)
		}
		// Dealt: the base card, four columns and the reserve's top are
		// face up (R2.3).
		if n := unseenCount(t, g, g.Knowledge()); n != 52-6 {
			t.Fatalf("%s dealt: %d cards unseen, want 46", c.code, n)
		}
		if err := g.Play(canfield.StockTap()); err != nil {
			t.Fatal(err)
		}
		if n := unseenCount(t, g, g.Knowledge()); n != 46-c.perTap {
			t.Fatalf("%s after a tap: %d unseen, want %d", c.code, n, 46-c.perTap)
		}
		// A tap undone turns its cards back face down: the game's actions
		// no longer show them.
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		if n := unseenCount(t, g, g.Knowledge()); n != 46 {
			t.Fatalf("%s after the tap is undone: %d unseen, want 46", c.code, n)
		}
		// One pass over the stock and the waste turned back over: every
		// card of the talon has been seen, face down again or not.
		for len(g.Stock()) > 0 {
			if err := g.Play(canfield.StockTap()); err != nil {
				t.Fatal(err)
			}
		}
		if err := g.Play(canfield.StockTap()); err != nil {
			t.Fatal(err)
		}
		if n := unseenCount(t, g, g.Knowledge()); n != 12 {
			t.Fatalf("%s after a pass: %d unseen, want the 12 under the reserve's top", c.code, n)
		}
	}
}

func TestKnowledgeOfTheReserve(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AAAAACL") // 3♣ on the reserve, A♦ in column 1
	if err != nil {
		t.Fatal(err)
	}
	before := g.Knowledge()
	top := g.Reserve()[12]
	under := g.Reserve()[11]
	if !before.Seen(top) || before.Seen(under) {
		t.Fatalf("dealt: the top %v seen %v, %v under it seen %v", top, before.Seen(top), under, before.Seen(under))
	}
	for _, text := range []string{"c2 c1"} { // K♣ onto A♦ empties column 2: the reserve's top refills it (R3.4)
		m, err := g.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	k := g.Knowledge()
	if pile, _ := k.Find(top); pile != canfield.Column2 {
		t.Errorf("%v is known in %v, want column 2", top, pile)
	}
	if !k.Seen(under) || unseenCount(t, g, k) != 45 {
		t.Errorf("after the refill: %v seen %v, %d unseen; want seen, 45", under, k.Seen(under), len(k.Unseen()))
	}
}

// TestKnowledgeOfALoadedGame: what a game knows comes from its actions
// alone, so a game saved and loaded knows the same, undone taps and all.
func TestKnowledgeOfALoadedGame(t *testing.T) {
	g, err := canfield.Deal("CF1-D1-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		if err := g.Play(canfield.StockTap()); err != nil {
			t.Fatal(err)
		}
	}
	for range 2 {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	text, err := g.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var loaded canfield.Game
	if err := loaded.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(g.Knowledge().Unseen(), loaded.Knowledge().Unseen()); diff != "" {
		t.Errorf("unseen cards of the loaded game (-played +loaded):\n%s", diff)
	}
	if diff := cmp.Diff(g.Knowledge().Layout(), loaded.Knowledge().Layout()); diff != "" {
		t.Errorf("known layout of the loaded game (-played +loaded):\n%s", diff)
	}
	if n := len(g.Knowledge().Unseen()); n != 46-3 {
		t.Errorf("%d unseen after 5 taps and 2 undos, want 43", n)
	}
}

func TestKnowledgeZero(t *testing.T) {
	for _, k := range []canfield.Knowledge{{}, new(canfield.Game).Knowledge()} {
		if k.Seen(canfield.NewCard(canfield.Ace, canfield.Spades)) || k.Unseen() != nil {
			t.Errorf("the zero Knowledge knows %v, lists %v unseen", k.Seen(canfield.NewCard(canfield.Ace, canfield.Spades)), k.Unseen())
		}
		if pile, at := k.Find(canfield.NewCard(canfield.Ace, canfield.Spades)); pile != canfield.NoPile || at != -1 {
			t.Errorf("the zero Knowledge finds A♠ at %v %d", pile, at)
		}
		if diff := cmp.Diff(canfield.Layout{}, k.Layout()); diff != "" {
			t.Errorf("the zero Knowledge's layout (-want +got):\n%s", diff)
		}
	}
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	k := g.Knowledge()
	for _, c := range []canfield.Card{0, 255} {
		if k.Seen(c) {
			t.Errorf("Seen(%d) is true for no card", c)
		}
		if pile, at := k.Find(c); pile != canfield.NoPile || at != -1 {
			t.Errorf("Find(%d) = %v %d for no card", c, pile, at)
		}
	}
}

func ExampleGame_Knowledge() {
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	fmt.Println("unseen when dealt:", len(g.Knowledge().Unseen()))
	_ = g.Play(canfield.StockTap()) // turns three cards: all three are seen
	_ = g.Play(canfield.StockTap())
	k := g.Knowledge()
	fmt.Println("unseen after two taps:", len(k.Unseen()))
	fmt.Println("waste as known:", k.Layout().Waste)
	fmt.Println("stock as known:", k.Layout().Stock[:3], "…")
	first := g.Waste()[0]
	pile, at := k.Find(first)
	fmt.Printf("%v, turned first, lies under the fan: pile %v, place %d\n", first, pile, at)
	top := g.Waste()[5]
	_ = g.Undo() // the game's actions no longer show the second tap's cards
	fmt.Printf("%v seen: %v, after the tap is undone: %v\n", top, k.Seen(top), g.Knowledge().Seen(top))
	// Output:
	// unseen when dealt: 46
	// unseen after two taps: 40
	// waste as known: [6♦ Q♥ Q♣ 5♠ 8♥ 7♦]
	// stock as known: [-- -- --] …
	// 6♦, turned first, lies under the fan: pile w, place 0
	// 7♦ seen: true, after the tap is undone: false
}
