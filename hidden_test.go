package canfield

import (
	"errors"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// faceDown returns the cards of g that are not face up (R2.3): the stock's,
// and the reserve's under its top card.
func faceDown(g *Game) (reserve, stock []Card) {
	if n := len(g.Reserve()); n > 1 {
		reserve = g.Reserve()[:n-1]
	}
	return reserve, g.Stock()
}

// TestFaceDownRefusals (R2.3 Decision) plays random games, and in many of
// their positions refuses every face-down card by every means: Tap, TapMove,
// and a move naming the card. The refusals of a card hidden in the reserve
// and of one hidden in the stock must be the same, once the card's own name
// is taken out: in English, in Danish, in Error() and in the error's data.
func TestFaceDownRefusals(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 3))
	attempts := []struct {
		name string
		try  func(g *Game, c Card) error
	}{
		{"Tap", func(g *Game, c Card) error { _, err := g.Tap(c); return err }},
		{"TapMove", func(g *Game, c Card) error { _, err := g.TapMove(c); return err }},
		{"move to a column", func(g *Game, c Card) error { _, err := g.ParseMove(c.ASCII() + " c1"); return err }},
		{"move to a foundation", func(g *Game, c Card) error { _, err := g.ParseMove(strings.ToLower(c.ASCII()) + " f"); return err }},
		{"move by symbol", func(g *Game, c Card) error { _, err := g.ParseMove(c.String() + " f2"); return err }},
	}
	positions := 0
	var buf []Move
	for d := 0; d < 40; d++ {
		g, err := DealFromNumber(rng.Uint64N(NumDeals), DrawMode(d%2))
		if err != nil {
			t.Fatal(err)
		}
		g.SetDoubleClick(d%3 != 0)
		for step := 0; step < 200; step++ {
			if step%11 == 0 {
				reserve, stock := faceDown(g)
				if len(reserve) > 0 && len(stock) > 0 {
					positions++
				}
				// A few cards of each pile, drawn afresh at each position.
				hidden := append(sample(rng, reserve, 4), sample(rng, stock, 4)...)
				for _, a := range attempts {
					// want holds the texts of the first hidden card, by kind
					// of text; every other hidden card must match them.
					var want []string
					for _, c := range hidden {
						before, history := g.state, len(g.history)
						got := hiddenTexts(t, a.try(g, c), c, a.name)
						if g.state != before || len(g.history) != history {
							t.Fatalf("%s of face-down %v changed the game", a.name, c)
						}
						if want == nil {
							want = got
						} else if diff := cmp.Diff(want, got); diff != "" {
							t.Fatalf("%s, %s of %v: the refusal differs from another face-down card's (-want +got):\n%s\n%s",
								g.Code(), a.name, c, diff, g.Describe(English))
						}
					}
				}
			}
			buf = g.state.appendMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			if err := g.Play(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
			if rng.IntN(6) == 0 {
				_ = g.Undo()
			}
		}
	}
	if positions < 300 {
		t.Errorf("only %d positions with face-down cards in both piles", positions)
	}
}

// sample returns up to n of cards, drawn at random.
func sample(rng *rand.Rand, cards []Card, n int) []Card {
	cards = append([]Card(nil), cards...)
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	return cards[:min(n, len(cards))]
}

// hiddenTexts returns what a refusal of face-down card c says, with the
// card's name, symbol and letters replaced by "X": Explain in both
// languages, Error(), and the *MoveError's fields.
func hiddenTexts(t *testing.T, err error, c Card, how string) []string {
	t.Helper()
	var me *MoveError
	if !errors.As(err, &me) || !errors.Is(err, ErrIllegalMove) || me.Reason != FaceDown || me.Card != c {
		t.Fatalf("%s of face-down %v: %v, want a FaceDown refusal", how, c, err)
	}
	hide := func(s string) string {
		for _, l := range []Language{English, Danish} {
			name := c.Name(l) // "queen of clubs", "klør dame"; capitalized when a sentence starts with it
			s = strings.ReplaceAll(s, strings.ToUpper(name[:1])+name[1:], "X")
			s = strings.ReplaceAll(s, name, "X")
		}
		s = strings.ReplaceAll(s, c.String(), "X")
		// The card as it was typed, "QC" or "qc", a word of its own.
		return typedCard[c].ReplaceAllString(s, "X")
	}
	data := *me
	data.Card, data.Input = 0, hide(data.Input)
	return []string{hide(Explain(err, English)), hide(Explain(err, Danish)), hide(err.Error()), jsonOf(t, data)}
}

// typedCard matches each card's letters as a word, in either case.
var typedCard = func() map[Card]*regexp.Regexp {
	m := map[Card]*regexp.Regexp{}
	for _, c := range Deck() {
		m[c] = regexp.MustCompile(`(?i)\b` + c.ASCII() + `\b`)
	}
	return m
}()

// TestNothingNamesFaceDown (R2.3 Decision) plays random games with a
// listener and, after every action, looks for each face-down card in what
// is meant for a player or a log: the event lines of the action, the
// description in both languages, and the view. None may name one.
func TestNothingNamesFaceDown(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	var buf []Move
	for d := 0; d < 40; d++ {
		var g *Game
		var err error
		if d%4 == 3 {
			g, err = DealDeck(shuffled(rng), DrawMode(d%2)) // its deal event lists no code
		} else {
			g, err = DealFromNumber(rng.Uint64N(NumDeals), DrawMode(d%2))
		}
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		for e := range g.Events() {
			lines = append(lines, e.String())
		}
		g.Listen(func(e Event) { lines = append(lines, e.String()) })
		for step := 0; step < 300; step++ {
			reserve, stock := faceDown(g)
			texts := append(lines, g.Describe(English), g.Describe(Danish), jsonOf(t, g.View()))
			for _, c := range append(reserve, stock...) {
				for _, text := range texts {
					for _, form := range []string{c.String(), c.Name(English), c.Name(Danish), `"` + c.ASCII() + `"`} {
						if strings.Contains(text, form) {
							t.Fatalf("%s step %d: face-down %v in %q", g.Code(), step, c, text)
						}
					}
				}
			}
			lines = lines[:0]
			buf = g.state.appendMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			if rng.IntN(5) == 0 {
				_ = g.Undo() // an undo of a draw puts its cards face down again
			} else if err := g.Play(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// shuffled returns a random dealing order.
func shuffled(rng *rand.Rand) []Card {
	deck := Deck()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck
}
