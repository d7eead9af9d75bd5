package repl

import (
	"regexp"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
)

// TestHintAndSolve: by default a hint comes from the cards seen and solve
// says the verdict without a line; with peek on the hint follows a winning
// line and solve shows it.
func TestHintAndSolve(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAACL")
	res := s.Exec("hint")
	if want := "Hint: s, it wins in 16 of 16 ways the unseen cards may lie. Enter plays it.\n"; res.Output != want {
		t.Errorf("hint = %q, want %q", res.Output, want)
	}
	res = s.Exec("solve")
	if want := "Winnable — knowing every card: 150 actions win it (418 positions searched). peek on shows them.\n"; res.Output != want {
		t.Errorf("solve = %q, want %q", res.Output, want)
	}

	s = newSession(t, "CF1-D3-AAAAACL", "peek on")
	res = s.Exec("hint")
	if res.Failed || !strings.HasPrefix(res.Output, "Hint: ") || !strings.Contains(res.Output, "a winning line starts here") {
		t.Errorf("hint with peek on = %q", res.Output)
	}
	// The hint is a move the game accepts.
	move := strings.TrimPrefix(strings.SplitN(res.Output, ",", 2)[0], "Hint: ")
	if res := s.Exec(move); res.Failed {
		t.Errorf("playing the hint %q failed: %s", move, res.Output)
	}
	res = s.Exec("solve")
	if res.Failed || !strings.HasPrefix(res.Output, "Winnable — knowing every card: ") || !strings.Contains(res.Output, "  1. ") {
		t.Errorf("solve with peek on = %q", res.Output)
	}
	for _, line := range strings.Split(strings.TrimRight(res.Output, "\n"), "\n")[1:] {
		if n := len([]rune(line)); n > 80 {
			t.Errorf("solve writes a line of %d characters: %q", n, line)
		}
	}
	if res := s.Exec("hint now"); !res.Failed {
		t.Error("hint took an argument")
	}
}

// TestSolveWithoutPeek: with hints from the cards seen, solve says the
// verdict and how many actions win, in both languages, and shows no line
// through cards face down; with peek on it shows the line.
func TestSolveWithoutPeek(t *testing.T) {
	tests := []struct {
		lang       canfield.Language
		want, peek string
	}{
		{canfield.English,
			"Winnable — knowing every card: 150 actions win it (418 positions searched). peek on shows them.\n",
			"Winnable — knowing every card: 150 actions win it (418 positions searched):\n"},
		{canfield.Danish,
			"Vindbart — med kendskab til alle kort: 150 handlinger vinder det (418 stillinger undersøgt). kig til viser dem.\n",
			"Vindbart — med kendskab til alle kort: 150 handlinger vinder det (418 stillinger undersøgt):\n"},
	}
	for _, tt := range tests {
		s := newSessionConfig(t, Config{Lang: tt.lang}, "CF1-D3-AAAAACL")
		solve := s.commandName(lookup("solve"))
		if res := s.Exec(solve); res.Failed || res.Output != tt.want {
			t.Errorf("%v: %s = %q, want %q", tt.lang, solve, res.Output, tt.want)
		}
		s.Exec(s.commandName(lookup("peek")) + " " + in(tt.lang, catalog.On))
		if res := s.Exec(solve); !strings.HasPrefix(res.Output, tt.peek+"  1. c2:1 c1  2. r f4") {
			t.Errorf("%v: %s with peek on = %q", tt.lang, solve, res.Output)
		}
	}
}

// TestPeek: peek says and sets whether hints see every card, in both
// languages, and refuses anything but on and off.
func TestPeek(t *testing.T) {
	tests := []struct {
		lang          canfield.Language
		line, want    string
		peek, refused bool
	}{
		{canfield.English, "peek", "Hints use only the cards you have seen: solve says whether the game can be won, not how.\n", false, false},
		{canfield.English, "peek on", "Hints see every card, face-down ones too: they follow a winning line, and solve shows it.\n", true, false},
		{canfield.English, "peek off", "Hints use only the cards you have seen: solve says whether the game can be won, not how.\n", false, false},
		{canfield.Danish, "kig til", "Tip ser alle kort, også dem med bagsiden opad: de følger en vindende række, og løs viser den.\n", true, false},
		{canfield.Danish, "kig fra", "Tip bruger kun de kort, du har set: løs siger, om spillet kan vindes, ikke hvordan.\n", false, false},
		{canfield.English, "peek maybe", "Usage: peek [on|off]\n", false, true},
	}
	for _, tt := range tests {
		s := newSessionConfig(t, Config{Lang: tt.lang}, "CF1-D3-AAAAACL")
		res := s.Exec(tt.line)
		if res.Output != tt.want || res.Failed != tt.refused || s.peek != tt.peek {
			t.Errorf("%q = %+v (peek %v), want %q", tt.line, res, s.peek, tt.want)
		}
	}
}

func TestNewWinnable(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAACL")
	res := s.Exec("new winnable d1")
	if res.Failed || !strings.Contains(res.Output, "New game CF1-D1-") {
		t.Fatalf("new winnable d1 = %q", res.Output)
	}
	if s.Game().DrawMode() != canfield.Draw1 {
		t.Error("new winnable d1 dealt draw 3")
	}
	if res := s.Exec("new winnable d2"); !res.Failed {
		t.Error("new winnable d2 accepted")
	}
}

// stuckDeck deals a game in which nothing but the stock tap is ever legal:
// the start rank is K and the other kings lie deep in the reserve, the
// columns hold the four 5s, the fours wait in the reserve too, and neither
// the reserve's top nor any stock card goes anywhere.
func stuckDeck(t *testing.T) []canfield.Card {
	t.Helper()
	var kings, fours, fives, rest []canfield.Card
	for _, c := range canfield.Deck() {
		switch {
		case c == canfield.NewCard(canfield.King, canfield.Hearts):
		case c.Rank() == canfield.King:
			kings = append(kings, c)
		case c.Rank() == canfield.Four:
			fours = append(fours, c)
		case c.Rank() == canfield.Five:
			fives = append(fives, c)
		default:
			rest = append(rest, c)
		}
	}
	deck := append(append(append([]canfield.Card{}, kings...), fours...), rest[:6]...) // the reserve
	deck = append(deck, canfield.NewCard(canfield.King, canfield.Hearts))
	deck = append(deck, fives...)
	return append(deck, rest[6:]...)
}

func TestStuck(t *testing.T) {
	g, err := canfield.DealDeck(stuckDeck(t), canfield.Draw3)
	if err != nil {
		t.Fatal(err)
	}
	s := New(g, Config{})
	res := s.Exec("s")
	if !strings.Contains(res.Output, "No useful move is left: undo, or start a new game.") {
		t.Errorf("a stuck game says nothing:\n%s", res.Output)
	}
	if res := s.Exec("solve"); !strings.HasPrefix(res.Output, "Lost — knowing every card: ") {
		t.Errorf("solve of a stuck game = %q", res.Output)
	}
	won := newSession(t, "CF1-D3-AAAAACL")
	if res := won.Exec("s"); strings.Contains(res.Output, "No useful move") {
		t.Errorf("a fresh deal is called stuck:\n%s", res.Output)
	}
}

// TestHintLostGameUndoes: in a game that can no longer be won, a hint that
// sees every card offers the undos the verdict knows bring back a position that can, and
// Enter takes them; the next hint follows a winning line. In CF1-D3-AAAAAPZ
// putting column 3's card on its foundation at once loses the game.
func TestHintLostGameUndoes(t *testing.T) {
	nextHint := regexp.MustCompile(`\n(Hint|Tip): .*(a winning line|en vindende række)`)
	tests := []struct {
		lang canfield.Language
		want string
	}{
		{canfield.English, "Hint: undo 3, back to where the game can still be won. Enter does it.\n"},
		{canfield.Danish, "Tip: fortryd 3, tilbage til hvor spillet stadig kan vindes. Enter gør det.\n"},
	}
	for _, tt := range tests {
		s := newSessionConfig(t, Config{Lang: tt.lang}, "CF1-D3-AAAAAPZ", "peek on", "c3 f2", "s", "s")
		res := s.Exec(s.commandName(lookup("hint")))
		if res.Output != tt.want || len(s.Game().Record().Moves) != 3 {
			t.Errorf("%v: hint = %q, want %q", tt.lang, res.Output, tt.want)
		}
		res = s.Exec("")
		if len(s.Game().Record().Moves) != 0 || !nextHint.MatchString(res.Output) {
			t.Errorf("%v: Enter left %d actions:\n%s", tt.lang, len(s.Game().Record().Moves), res.Output)
		}
		if verdictOf(res.Output) == "" || !strings.Contains(verdictOf(res.Output), map[canfield.Language]string{canfield.English: "winnable", canfield.Danish: "kan vindes"}[tt.lang]) {
			t.Errorf("%v: after the undos, verdict %q", tt.lang, verdictOf(res.Output))
		}
	}
	// Without the verdict there is no undo to offer: the hint says the
	// game is lost, and suggests a move.
	s := newSession(t, "CF1-D3-AAAAAPZ", "peek on", "verdict off", "c3 f2", "s", "s")
	if res := s.Exec("hint"); !strings.Contains(res.Output, "but this game can no longer be won") {
		t.Errorf("hint with the verdict off: %q", res.Output)
	}
}

// TestHintFromVerdict: on a deal that a hint's own quick search does not
// decide, the hint that sees every card follows the live verdict's winning line, and Enter after
// each hint wins the game.
func TestHintFromVerdict(t *testing.T) {
	const code = "CF1-D3-AAAAAJY" // won, but in more positions than a hint searches
	s := newSession(t, code, "peek on")
	res := s.Exec("hint")
	if res.Failed || !strings.Contains(res.Output, "a winning line starts here") {
		t.Fatalf("hint = %q", res.Output)
	}
	for i := 0; i < 500 && !s.Game().Won(); i++ {
		if res := s.Exec(""); res.Failed {
			t.Fatalf("Enter after hint %d: %s", i+1, res.Output)
		}
		if !s.Game().Won() {
			if res = s.Exec("hint"); res.Failed {
				t.Fatalf("hint %d: %s", i+2, res.Output)
			}
		}
	}
	if !s.Game().Won() {
		t.Errorf("following the hints did not win %s", code)
	}
}

// TestPositionsText: one position is singular, in both languages.
func TestPositionsText(t *testing.T) {
	en, da := newSession(t, "CF1-D3-AAAAAAQ"), newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D3-AAAAAAQ")
	for _, tt := range []struct {
		s    *Session
		n    int64
		want string
	}{{en, 1, "1 position"}, {en, 12, "12 positions"}, {da, 1, "1 stilling"}, {da, 0, "0 stillinger"}} {
		if got := tt.s.positionsText(tt.n); got != tt.want {
			t.Errorf("positionsText(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
}
