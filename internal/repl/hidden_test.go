package repl

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
)

// TestHintNamesNoFaceDownCard: a hint that sees every card (peek on) and
// starts with stock taps says how many and what move follows, never which card the taps turn, as that card
// is face down until they do (R2.3). Once Enter has played them, the card
// is face up and the report of the move names it.
func TestHintNamesNoFaceDownCard(t *testing.T) {
	hint := regexp.MustCompile(`(Hint|Tip): s×\d+, (then|derefter) w c\d, `)
	for _, lang := range []canfield.Language{canfield.English, canfield.Danish} {
		s := newSessionConfig(t, Config{Lang: lang}, "CF1-D3-AAAAAAQ", "verdict off", "peek on", "42; rf", "hint", "")
		res := s.Exec("")
		last := res.Output[strings.LastIndex(strings.TrimSuffix(res.Output, "\n"), "\n")+1:]
		if !hint.MatchString(last) {
			t.Fatalf("%v: the hint is not a run of taps and the move they are for:\n%s", lang, res.Output)
		}
		turned := s.Game().Position()
		turned.TurnStock(len(s.pending.moves) - 1)
		card := turned.Top(canfield.Waste)
		if names := cardForms(s, card); names.MatchString(last) {
			t.Errorf("%v: the hint names %v, face down in the stock: %s", lang, card, last)
		}
		res = s.Exec("")
		if names := cardForms(s, card); !names.MatchString(res.Output) {
			t.Errorf("%v: playing the hint does not name %v once it is face up:\n%s", lang, card, res.Output)
		}
	}
}

// TestHintIgnoresUnseenCards: a hint uses only the cards the player has
// seen (R2.3), so two games that differ only where cards never seen lie
// get the same hint, in both languages: two deals of one deck with two of
// the stock's cards turned last swapped, and two of the reserve's bottom
// ones. CF1-D3-AAAAAPZ after c3 f2 is lost as dealt: the verdict says so,
// knowing every card, and the hint does not offer the undos back.
func TestHintIgnoresUnseenCards(t *testing.T) {
	tests := []struct {
		code  string
		lines []string
	}{
		{"CF1-D3-AAAAAAQ", nil},
		{"CF1-D3-AAAAAAQ", []string{"42", "rf", "s", "s"}},
		{"CF1-D1-AAAAAAQ", []string{"s", "s"}},
		{"CF1-D3-AAAAAPZ", []string{"c3 f2", "s"}},
	}
	for _, tt := range tests {
		g, err := canfield.Deal(tt.code)
		if err != nil {
			t.Fatal(err)
		}
		deck := g.DealtDeck()
		swapped := slices.Clone(deck)
		n := len(swapped)
		swapped[n-2], swapped[n-1] = swapped[n-1], swapped[n-2]
		swapped[0], swapped[1] = swapped[1], swapped[0]
		for _, lang := range []canfield.Language{canfield.English, canfield.Danish} {
			var hints, boards [2]string
			for i, d := range [][]canfield.Card{deck, swapped} {
				dealt, err := canfield.DealDeck(d, g.DrawMode())
				if err != nil {
					t.Fatal(err)
				}
				s := New(dealt, Config{Lang: lang})
				t.Cleanup(s.Close)
				for _, line := range tt.lines {
					if res := s.Exec(line); res.Failed {
						t.Fatalf("%s: %q failed: %s", tt.code, line, res.Output)
					}
				}
				boards[i] = s.Exec("board").Output
				hints[i] = s.Exec(s.commandName(lookup("hint"))).Output
			}
			if boards[0] != boards[1] && verdictOf(boards[0]) == verdictOf(boards[1]) {
				t.Fatalf("%s %v: the games show different cards:\n%s\n%s", tt.code, lang, boards[0], boards[1])
			}
			if hints[0] != hints[1] {
				t.Errorf("%s %v after %q: the hint depends on the unseen cards:\n%s%s", tt.code, lang, tt.lines, hints[0], hints[1])
			}
			if !strings.HasPrefix(hints[0], map[canfield.Language]string{canfield.English: "Hint: ", canfield.Danish: "Tip: "}[lang]) ||
				strings.Contains(hints[0], in(lang, catalog.Commands["undo"].Name)) {
				t.Errorf("%s %v after %q: hint %q", tt.code, lang, tt.lines, hints[0])
			}
		}
	}
}

// TestHintStopsAtFaceDownCard follows the hints from the cards seen: each
// step that Enter plays is a move, or stock taps that turn up no card face
// down but by the last, so that a hint never tells what lies under the
// stock or the reserve's top (R2.3). It ends won or with no move to
// suggest.
func TestHintStopsAtFaceDownCard(t *testing.T) {
	for _, code := range []string{"CF1-D1-AAAAAAQ", "CF1-D3-AAAAACL"} {
		s := newSession(t, code, "verdict off", "hint")
		for step := 0; s.pending != nil && step < 400; step++ {
			p := s.Game().Position()
			for i, m := range s.pending.moves {
				turns := (m.IsStockTap() && p.Len(canfield.Stock) > 0) || (m.From() == canfield.Reserve && p.Len(canfield.Reserve) > 1)
				if turns && i < len(s.pending.moves)-1 {
					t.Fatalf("%s: the hint %q turns up a card face down before its last action: %v", code, s.hintLine, s.pending.moves)
				}
				if err := p.Play(m); err != nil {
					t.Fatalf("%s: the hint %q: %v", code, s.hintLine, err)
				}
			}
			if !strings.Contains(s.hintLine, "ways the unseen cards may lie") && !strings.Contains(s.hintLine, "the cards seen show that it wins") {
				t.Fatalf("%s: hint %q", code, s.hintLine)
			}
			if res := s.Exec(""); res.Failed {
				t.Fatalf("%s: Enter: %s", code, res.Output)
			}
		}
		if !s.Game().Won() && !strings.Contains(s.hintLine, "There is no move to suggest from the cards seen.") {
			t.Errorf("%s: following the hints ended neither won nor without a move: %q", code, s.hintLine)
		}
	}
}

// TestNoOutputNamesFaceDownCard plays random games in both languages, in
// symbols and in ASCII, with moves, stock taps, taps of cards, hints
// followed by Enter, undos and every command that shows the game, and
// checks that no output, and nothing Tab offers, names a card that was
// face down all through the line: the stock's cards and the reserve's
// under its top (R2.3).
func TestNoOutputNamesFaceDownCard(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 37))
	sessions, steps := 8, 60
	if testing.Short() {
		sessions, steps = 4, 30
	}
	solved := map[canfield.Language]bool{}
	for i := range sessions {
		cfg := Config{Lang: canfield.Language(i % 2), ASCII: i%4 >= 2}
		g, err := canfield.DealFromNumber(rng.Uint64N(canfield.NumDeals), canfield.DrawMode(rng.IntN(2)))
		if err != nil {
			t.Fatal(err)
		}
		s := New(g, cfg)
		t.Cleanup(s.Close)
		s.Exec("verdict off") // the verdict names no card, and its searches take long
		for range steps {
			line := randomLine(rng, s)
			if line == "solve" {
				if solved[cfg.Lang] {
					continue
				}
				solved[cfg.Lang] = true
			}
			game := s.Game()
			up := faceUp(game)
			stop := game.Listen(func(canfield.Event) {
				for c := range faceUp(game) {
					up[c] = true
				}
			})
			res := s.Exec(line)
			stop()
			if s.Game() != game {
				t.Fatalf("%q dealt another game", line)
			}
			if down := neverUp(s, up); down != nil {
				if m := down.FindString(res.Output); m != "" {
					t.Errorf("%v, %s after %q: the output names %q, face down all through the line:\n%s",
						cfg.Lang, s.Game().Code(), line, m, res.Output)
				}
			}
			checkCompletion(t, s)
		}
	}
}

// checkCompletion checks that Tab offers no card that is face down now,
// and no destination for one typed in full, which would tell where it is.
func checkCompletion(t *testing.T, s *Session) {
	t.Helper()
	up := faceUp(s.Game())
	down := neverUp(s, up)
	if down == nil {
		return
	}
	for _, prefix := range []string{"", "r ", "w ", "c1 ", "tap "} {
		for _, word := range s.Complete(prefix) {
			if down.MatchString(word) {
				t.Errorf("%v, %s: Tab after %q offers %q, face down", s.cfg.Lang, s.Game().Code(), prefix, word)
			}
		}
	}
	for _, c := range canfield.Deck() {
		if up[c] {
			continue
		}
		for _, prefix := range []string{s.typed(c) + " ", "move " + s.typed(c) + " "} {
			if words := s.Complete(prefix); len(words) > 0 {
				t.Errorf("%v, %s: Tab after %q, face down, offers %q", s.cfg.Lang, s.Game().Code(), prefix, words)
			}
		}
	}
}

// randomLine returns a line a player might type now.
func randomLine(rng *rand.Rand, s *Session) string {
	g := s.Game()
	switch k := rng.IntN(40); {
	case k < 20:
		moves := g.Moves()
		if len(moves) == 0 {
			return "s"
		}
		m := moves[rng.IntN(len(moves))]
		if c := compactForm(g, m); c != "" && rng.IntN(2) == 0 {
			return c
		}
		return s.shortNotation(m)
	case k < 24:
		return "s×" + strconv.Itoa(1+rng.IntN(6))
	case k < 26:
		// A tap on a card that is face up, typed as the player types it.
		cards := []canfield.Card{}
		for c := range faceUp(g) {
			cards = append(cards, c)
		}
		if len(cards) == 0 {
			return "board"
		}
		return s.typed(cards[rng.IntN(len(cards))])
	case k < 31:
		return s.commandName(lookup("hint"))
	case k < 35:
		return "" // Enter: plays the hint just given
	}
	return []string{"moves", "describe", "describe en", "describe da", "board", "undo", "undo 3", "code", "games",
		"s; undo", "solve"}[rng.IntN(11)]
}

// faceUp returns the cards of g a player sees: the waste's, the reserve's
// top, the foundations' and the columns'.
func faceUp(g *canfield.Game) map[canfield.Card]bool {
	up := map[canfield.Card]bool{}
	for _, c := range g.Waste() {
		up[c] = true
	}
	if r := g.Reserve(); len(r) > 0 {
		up[r[len(r)-1]] = true
	}
	for i := range 4 {
		for _, c := range append(g.Foundation(i), g.Column(i)...) {
			up[c] = true
		}
	}
	return up
}

// neverUp returns a pattern of every way the session may write a card not
// in up, or nil if every card is.
func neverUp(s *Session, up map[canfield.Card]bool) *regexp.Regexp {
	var forms []string
	for _, c := range canfield.Deck() {
		if !up[c] {
			forms = append(forms, cardFormList(s, c)...)
		}
	}
	if len(forms) == 0 {
		return nil
	}
	return wordsPattern(forms)
}

// cardForms returns a pattern of every way the session may write c.
func cardForms(s *Session, c canfield.Card) *regexp.Regexp { return wordsPattern(cardFormList(s, c)) }

// cardFormList lists the ways a session writes a card: on the board
// ("Q♣", "D♣" in Danish, "QC" or "DK" in ASCII), in the library's logs, by
// name in either language ("queen of clubs", "klør dame") and as it is
// typed ("qc", "kd").
func cardFormList(s *Session, c canfield.Card) []string {
	forms := []string{c.String(), c.ASCII(), s.cardText(c), toASCII(s.cfg.Lang, s.cardText(c)),
		toASCII(s.cfg.Lang, c.String()), "(?i:" + regexp.QuoteMeta(c.Name(canfield.English)) + ")",
		"(?i:" + regexp.QuoteMeta(c.Name(canfield.Danish)) + ")", s.typed(c)}
	for i, f := range forms {
		if !strings.HasPrefix(f, "(?i:") {
			forms[i] = regexp.QuoteMeta(f)
		}
	}
	return forms
}

// wordsPattern matches any of forms as a whole word.
func wordsPattern(forms []string) *regexp.Regexp {
	return regexp.MustCompile(`(?:^|[^\pL\pN])(` + strings.Join(forms, "|") + `)(?:$|[^\pL\pN])`)
}
