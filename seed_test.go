package canfield

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// seedDeck rebuilds the layout of the seed's won game (R10): reserve from
// the top Q♣ 8♥ Q♠ J♠, base card 7♥, columns 6♣ K♥ Q♥ A♠. The seed does not
// show the other cards, so they follow in the starting deck order: nine
// under the reserve's top four, then the 34 of the stock.
func seedDeck(t testing.TB) []Card {
	t.Helper()
	shown := mustCards(t, "J♠ Q♠ 8♥ Q♣ 7♥ 6♣ K♥ Q♥ A♠")
	used := map[Card]bool{}
	for _, c := range shown {
		used[c] = true
	}
	var rest []Card
	for _, c := range Deck() {
		if !used[c] {
			rest = append(rest, c)
		}
	}
	deck := append([]Card{}, rest[:9]...) // reserve bottom
	deck = append(deck, shown...)         // reserve top four, base, columns
	deck = append(deck, rest[9:]...)      // stock
	return deck
}

func mustCards(t testing.TB, text string) []Card {
	t.Helper()
	var cards []Card
	for _, f := range strings.Fields(text) {
		c, err := ParseCard(f)
		if err != nil {
			t.Fatal(err)
		}
		cards = append(cards, c)
	}
	return cards
}

func mustPlay(t testing.TB, g *Game, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := g.ParseMove(text)
		if err != nil {
			t.Fatalf("ParseMove(%q): %v", text, err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("Play(%q): %v", text, err)
		}
	}
}

// TestSeedGame plays the seed's three moves (R10, R5.5) and checks both of
// its descriptions character for character.
func TestSeedGame(t *testing.T) {
	g, err := DealDeck(seedDeck(t), Draw3)
	if err != nil {
		t.Fatal(err)
	}
	want := "Stok: 34 kort; kasseret-bunke tom; reserve: 13 kort, øverst: klør dame. Fundamenter, startrang 7: hjerter til og med hjerter 7 (1), spar tom, ruder tom, klør tom. kolonne 1: klør 6; kolonne 2: hjerter konge; kolonne 3: hjerter dame; kolonne 4: spar es."
	if diff := cmp.Diff(want, g.Describe(Danish)); diff != "" {
		t.Errorf("start Describe(Danish) mismatch (-want +got):\n%s", diff)
	}
	mustPlay(t, g, "r c2", "r f", "c2 c4")
	want = "Stok: 34 kort; kasseret-bunke tom; reserve: 10 kort, øverst: spar knægt. Fundamenter, startrang 7: hjerter til og med hjerter 8 (2), spar tom, ruder tom, klør tom. kolonne 1: klør 6; kolonne 2: spar dame; kolonne 3: hjerter dame; kolonne 4: spar es, hjerter konge, klør dame."
	if diff := cmp.Diff(want, g.Describe(Danish)); diff != "" {
		t.Errorf("after three moves Describe(Danish) mismatch (-want +got):\n%s", diff)
	}
	if g.Score() != 5 {
		t.Errorf("Score() = %d, want 5 (R9.1)", g.Score())
	}
	t.Log(g.Describe(English))
}
