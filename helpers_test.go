package canfield

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// moveOpts lets cmp compare Moves, and the events and records that hold
// them: Move is comparable but keeps its fields unexported.
var moveOpts = cmp.Comparer(func(a, b Move) bool { return a == b })

// build lays out a position from a short spec, one pile a line, cards
// bottom to top:
//
//	start: 7H          the base card: it fixes the start rank and the suits (required)
//	reserve: 2S 3S QC  the reserve, QC on top
//	waste: 4D 9S       the waste, 9S on top
//	stock: 5C 6C       the stock in turning order: 5C is turned first
//	f1: 7H 8H          a foundation's cards
//	c1: 6C 5H          a column
//
// Cards the spec does not name are not in the game: tests of single rules
// need no 52-card deal.
func build(t testing.TB, mode DrawMode, spec string) *Game {
	t.Helper()
	g := &Game{}
	g.mode = mode
	seen := map[Card]bool{}
	var waste, stock []Card
	for _, line := range strings.Split(spec, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		name, list, ok := strings.Cut(line, ":")
		if !ok {
			t.Fatalf("build: bad line %q", line)
		}
		cards := mustCards(t, list)
		for _, c := range cards {
			if seen[c] && name != "start" {
				t.Fatalf("build: %v twice", c)
			}
			if name != "start" {
				seen[c] = true
			}
		}
		switch name = strings.TrimSpace(name); {
		case name == "start":
			base := cards[0]
			deck := seedLikeDeck(base)
			g.state = layout(&deck, mode)
			g.fcount[0] = 0
			g.nreserve, g.ntalon, g.ncol = 0, 0, [4]uint8{}
			g.reserve, g.talon, g.cols = [13]Card{}, [34]Card{}, [4][52]Card{}
		case name == "reserve":
			g.nreserve = uint8(copy(g.reserve[:], cards))
		case name == "waste":
			waste = cards
		case name == "stock":
			stock = cards
		case strings.HasPrefix(name, "f"):
			p, err := ParsePile(name)
			if err != nil || !p.IsFoundation() {
				t.Fatalf("build: bad pile %q", name)
			}
			i := p.Index()
			for k, c := range cards {
				if want := g.foundationCard(i, k); c != want {
					t.Fatalf("build: %s holds %v at %d, want %v", name, c, k, want)
				}
			}
			g.fcount[i] = uint8(len(cards))
		case strings.HasPrefix(name, "c"):
			p, err := ParsePile(name)
			if err != nil || !p.IsColumn() {
				t.Fatalf("build: bad pile %q", name)
			}
			g.ncol[p.Index()] = uint8(copy(g.cols[p.Index()][:], cards))
		default:
			t.Fatalf("build: unknown pile %q", name)
		}
	}
	if !g.start.Valid() {
		t.Fatal("build: no start line")
	}
	g.nwaste = uint8(copy(g.talon[:], waste))
	g.ntalon = g.nwaste + uint8(copy(g.talon[g.nwaste:], stock))
	return g
}

// seedLikeDeck returns a deck whose base card is base, for the suits and
// start rank of a built position.
func seedLikeDeck(base Card) [52]Card {
	var deck [52]Card
	copy(deck[:], Deck())
	for i, c := range deck {
		if c == base {
			deck[i], deck[13] = deck[13], deck[i]
		}
	}
	return deck
}

// play parses and plays one move and fails the test if either is refused.
func play(t testing.TB, g *Game, text string) Move {
	t.Helper()
	m, err := g.ParseMove(text)
	if err != nil {
		t.Fatalf("ParseMove(%q): %v", text, err)
	}
	if err := g.Play(m); err != nil {
		t.Fatalf("Play(%q): %v", text, err)
	}
	return m
}

// refuse checks that a move is refused with ErrIllegalMove, with a message
// that contains want, and that the game did not change.
func refuse(t testing.TB, g *Game, text, want string) {
	t.Helper()
	before := g.Clone()
	m, err := g.ParseMove(text)
	if err == nil {
		err = g.Play(m)
	}
	if !errors.Is(err, ErrIllegalMove) {
		t.Fatalf("%q: got error %v, want one wrapping ErrIllegalMove", text, err)
	}
	if !strings.Contains(err.Error(), want) {
		t.Errorf("%q: error %q does not say %q", text, err, want)
	}
	unchanged(t, before, g)
}

// unchanged checks that g is exactly as before was: position, score and
// undo history.
func unchanged(t testing.TB, before, g *Game) {
	t.Helper()
	if g.state != before.state || g.undoable != before.undoable || len(g.history) != len(before.history) {
		t.Fatalf("a refused action changed the game:\nbefore: %s\nafter:  %s", before.Describe(English), g.Describe(English))
	}
}

// columns returns the four columns in ASCII, for compact comparisons.
func columns(g *Game) [4]string {
	var out [4]string
	for i := range out {
		out[i] = ascii(g.Column(i))
	}
	return out
}

func ascii(cards []Card) string {
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.ASCII()
	}
	return strings.Join(names, " ")
}

// readCard reads a card as Game.ParseInput reads one, in the letters of l.
func readCard(s string, l Language) (Card, error) {
	c, err := parseCardIn(s, l, ErrBadCard)
	if err != nil {
		return 0, err
	}
	return c, nil
}
