package repl

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
)

func TestStockTaps(t *testing.T) {
	for text, want := range map[string]int{
		"s×3": 3, "S×3": 3, "sx3": 3, "s*3": 3, "s × 12": 12, "s x 7": 7, "s×0": 0, "s×99999999999999999999": -1,
	} {
		if got, ok := stockTaps(text); !ok || got != want {
			t.Errorf("stockTaps(%q) = %d, %v; want %d", text, got, ok, want)
		}
	}
	// A count without the times sign reads like a move of the stock onto a
	// column, beside r2 and w2: it is none.
	for _, text := range []string{"s", "s x", "sx", "3s", "s3", "s 3", "s0", "s3 c4", "s-3", "s×3×2", "ss3", "s 3 4"} {
		if n, ok := stockTaps(text); ok {
			t.Errorf("stockTaps(%q) = %d, want no count", text, n)
		}
	}
}

// actions returns the game's actions in notation.
func actions(s *Session) string {
	var out []string
	for _, m := range s.Game().Record().Moves {
		out = append(out, m.String())
	}
	return strings.Join(out, " ")
}

func TestStockTapsPlay(t *testing.T) {
	for _, line := range []string{"s×3", "sx3", "s*3", "S X 3", "s; s; s", "s;s;s", "draw; d; vend"} {
		s := newSession(t, "CF1-D1-AAAAAAQ")
		res := s.Exec(line)
		if res.Failed || actions(s) != "s s s" {
			t.Errorf("%q: actions %q, output:\n%s", line, actions(s), res.Output)
		}
		if !strings.HasPrefix(res.Output, "Tapped the stock 3 times: ") || strings.Count(res.Output, "draw 1") != 1 {
			t.Errorf("%q: want one line for the taps and one board:\n%s", line, res.Output)
		}
	}
	s := newSession(t, "CF1-D1-AAAAAAQ")
	// "draw 3" is refused: it reads as the draw mode the board names so.
	for _, line := range []string{"s×0", "s×1001", "draw 3", "d 3", "vend 3"} {
		if res := s.Exec(line); !res.Failed || actions(s) != "" {
			t.Errorf("%q = %+v", line, res)
		}
	}
}

// TestSeveralCommands runs a line of commands separated by semicolons:
// they run in order, the board is shown once, and a refusal stops the rest.
func TestSeveralCommands(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ")
	res := s.Exec("42; rf ;; code")
	if res.Failed || actions(s) != "c4:1 c2 r f2" {
		t.Errorf("actions %q, output:\n%s", actions(s), res.Output)
	}
	if !strings.HasPrefix(res.Output, "CF1-D3-AAAAAAQ\n9 of spades → column 2\n") || strings.Count(res.Output, "score 5") != 1 {
		t.Errorf("output:\n%s", res.Output)
	}
	res = s.Exec("s; r c2; s")
	if !res.Failed || actions(s) != "c4:1 c2 r f2 s" {
		t.Errorf("actions %q after a refusal in the middle", actions(s))
	}
	want := "9 of clubs does not go on 9 of spades: same colour.\n(The rest of the line, after r c2, was not run.)\n"
	if !strings.HasSuffix(res.Output, want) || !strings.Contains(res.Output, "score 5") {
		t.Errorf("output does not end with the refusal after the board:\n%s", res.Output)
	}
}

func TestUndoCount(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ", "42", "rf", "s", "s")
	if res := s.Exec("undo 3"); res.Failed || actions(s) != "c4:1 c2" || !strings.HasPrefix(res.Output, "Undid s\nUndid s\nUndid r f2  -5\n") {
		t.Errorf("undo 3 = %+v, actions %q", res, actions(s))
	}
	s = newSession(t, "CF1-D1-AAAAAAQ", "s×5")
	if res := s.Exec("fortryd 5"); res.Failed || !strings.HasPrefix(res.Output, "Undid 5 actions\n") {
		t.Errorf("undo 5 = %+v", res)
	}
	for _, line := range []string{"undo 0", "undo -3", "undo x", "undo 1 2"} {
		if res := s.Exec(line); !res.Failed || !strings.HasPrefix(res.Output, "Usage: undo [count]") {
			t.Errorf("%q = %+v", line, res)
		}
	}
}

// TestUndoTooMany: a count beyond what can be undone undoes what can be,
// however large the count, and says so below the board.
func TestUndoTooMany(t *testing.T) {
	tests := []struct {
		lang         canfield.Language
		before       []string
		line, want   string
		failed       bool
		actionsAfter int
	}{
		{canfield.English, []string{"42", "rf", "s"}, "undo 1000", "Only 3 actions could be undone: the game is back at its deal.\n", false, 0},
		{canfield.English, []string{"42", "rf", "s"}, "undo 101", "Only 3 actions could be undone: the game is back at its deal.\n", false, 0},
		{canfield.English, []string{"42"}, "undo 99999999999999999999", "Only 1 action could be undone: the game is back at its deal.\n", false, 0},
		{canfield.Danish, []string{"42", "rf", "s"}, "fortryd 1000", "Kun 3 handlinger kunne fortrydes: spillet er tilbage ved begyndelsen.\n", false, 0},
		// 110 actions: the last 100 can be undone, and the first 10 stay.
		{canfield.English, []string{"s×110"}, "undo 105", "Only 100 actions could be undone: only the last 100 actions can be.\n", false, 10},
		{canfield.Danish, []string{"s×110", "undo 98"}, "fortryd 3", "Kun 2 handlinger kunne fortrydes: kun de seneste 100 handlinger kan.\n", false, 10},
		{canfield.English, nil, "undo 5", "Nothing to undo.\n", true, 0},
		{canfield.Danish, nil, "fortryd 5", "Intet at fortryde.\n", true, 0},
		// undo alone would go back to the game new replaced: a count does not.
		{canfield.English, []string{"42", "new CF1-D1-AAAAAAB"}, "undo 5", "Nothing to undo in this game: undo alone goes back to the game you left.\n", true, 0},
		// 110 actions, the last 100 undone: the first 10 are beyond undo.
		{canfield.English, []string{"s×110", "undo 100"}, "undo 2", "Nothing to undo: only the last 100 actions can be undone.\n", true, 10},
	}
	for _, tt := range tests {
		s := newSessionConfig(t, Config{Lang: tt.lang}, "CF1-D1-AAAAAAQ", tt.before...)
		s.Exec("verdict off")
		res := s.Exec(tt.line)
		if res.Failed != tt.failed || !strings.HasSuffix(res.Output, tt.want) || len(s.Game().Record().Moves) != tt.actionsAfter {
			t.Errorf("%q after %q = %+v with %d actions, want %q and %d", tt.line, tt.before, res, len(s.Game().Record().Moves), tt.want, tt.actionsAfter)
		}
	}
}

// TestUndoCommand: undo without a count takes back the whole of the last
// command, a run of stock taps or a hint's taps and move, command by
// command; a count counts actions.
func TestUndoCommand(t *testing.T) {
	s := newSession(t, "CF1-D1-AAAAAAQ", "verdict off", "42", "s×7", "s; s")
	if got := actions(s); got != "c4:1 c2 s s s s s s s s s" {
		t.Fatalf("actions %q", got)
	}
	steps := []struct{ line, left, output string }{
		{"u", "c4:1 c2 s s s s s s s s", "Undid s\n"}, // "s; s" is two commands
		{"u", "c4:1 c2 s s s s s s s", "Undid s\n"},
		{"u", "c4:1 c2", "Undid 7 actions\n"}, // s×7 at once
		{"u", "", "Undid c4:1 c2\n"},
	}
	for _, st := range steps {
		res := s.Exec(st.line)
		if res.Failed || actions(s) != st.left || !strings.HasPrefix(res.Output, st.output) {
			t.Errorf("%s: actions %q, want %q; output:\n%s", st.line, actions(s), st.left, res.Output)
		}
	}
	// A count counts actions, and undo alone then takes back what is left
	// of the command it cut into.
	s = newSession(t, "CF1-D1-AAAAAAQ", "verdict off", "42", "s×7")
	s.Exec("undo 2")
	if res := s.Exec("undo"); res.Failed || actions(s) != "c4:1 c2" {
		t.Errorf("undo after undo 2: actions %q; output:\n%s", actions(s), res.Output)
	}
	// A command changed behind the log's back is not known: undo takes back
	// one action.
	s = newSession(t, "CF1-D1-AAAAAAQ", "verdict off", "s×3")
	s.Game().Play(canfield.StockTap())
	if s.Exec("u"); actions(s) != "s s s" {
		t.Errorf("undo after a tap outside the session: actions %q", actions(s))
	}
	// Restart and new forget the commands of before.
	s = newSession(t, "CF1-D1-AAAAAAQ", "verdict off", "s×3", "restart", "s")
	if s.Exec("u"); actions(s) != "" {
		t.Errorf("undo after restart: actions %q", actions(s))
	}
}

// TestUndoHintStep: Enter on a hint of stock taps and the move they are for
// plays one command, which one undo takes back.
func TestUndoHintStep(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ", "verdict off")
	for i := 0; i < 40; i++ {
		s.Exec("h")
		p := s.pending
		if p == nil || len(p.moves) < 2 {
			s.Exec("")
			continue
		}
		before, n := actions(s), len(s.Game().Record().Moves)
		s.Exec("")
		if got := len(s.Game().Record().Moves) - n; got != len(p.moves) {
			t.Fatalf("Enter played %d actions, want %d", got, len(p.moves))
		}
		res := s.Exec("u")
		if res.Failed || actions(s) != before {
			t.Fatalf("undo after a step of %d actions: %q, want %q; output:\n%s", len(p.moves), actions(s), before, res.Output)
		}
		return
	}
	t.Fatal("no hint of several actions in 40 steps")
}

// TestDanishCards types cards in the Danish letters: kd is klør dame, and
// a word that is also a move is the move.
func TestDanishCards(t *testing.T) {
	// CF1-D3-AAAAAAQ deals reserve 3♣, base card 8♦, columns 6♣ 10♥ 6♦ 9♠.
	tests := []struct {
		lines []string
		want  string
	}{
		{[]string{"9s"}, "c4:1 c2"},      // spar 9, rank first
		{[]string{"tryk 9s"}, "c4:1 c2"}, // the same with the command
		{[]string{"9s c2"}, "c4:1 c2"},   // spar 9 onto column 2
		{[]string{"s9 c2"}, "c4:1 c2"},   // suit first, in a move of two words
		{[]string{"42"}, "c4:1 c2"},
		{[]string{"42", "rf", "2f", "k9"}, "c4:1 c2 r f2 c2 f2 r c2"}, // klør 9 taps onto hjerter 10
		{[]string{"42", "rf", "2f", "r2"}, "c4:1 c2 r f2 c2 f2 r c2"}, // r2 is the move, not ruder 2
		{[]string{"s×3"}, "s s s"},                                    // three taps
		{[]string{"r8 c4"}, "f1 c4"},                                  // ruder 8 back onto spar 9
		// Cards named as the game names them: "Spar 9 → kolonne 2".
		{[]string{"spar 9"}, "c4:1 c2"},
		{[]string{"Spar 9 c2"}, "c4:1 c2"},
		{[]string{"tryk spar 9"}, "c4:1 c2"},
		{[]string{"flyt ruder 8 c4"}, "f1 c4"},
	}
	for _, tt := range tests {
		s := newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D3-AAAAAAQ", tt.lines...)
		if got := actions(s); got != tt.want {
			t.Errorf("%q: actions %q, want %q", tt.lines, got, tt.want)
		}
	}
	s := newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D3-AAAAAAQ")
	for line, want := range map[string]string{
		"kd":     "Klør dame ligger med bagsiden opad.\n", // not the king of diamonds
		"hk":     "Hjerter konge ligger med bagsiden opad.\n",
		"tryk x": "Ugyldigt kort ”x”: ingen kulør: skriv s, h, r eller k (spar, hjerter, ruder, klør) eller ♠ ♥ ♦ ♣ ved rangen, som i kd (klør dame).\n",
		"qc":     "Ukendt kommando ”qc”: skriv hjælp for kommandoerne, eller et træk som r c2.\n",
	} {
		if res := s.Exec(line); !res.Failed || res.Output != want {
			t.Errorf("%q = %q, want %q", line, res.Output, want)
		}
	}
}

// TestTypedCardsRead checks that every card, as help and Tab write it in
// either language, is read back by play as a tap on that card.
func TestTypedCardsRead(t *testing.T) {
	for _, lang := range []canfield.Language{canfield.English, canfield.Danish} {
		s := newSessionConfig(t, Config{Lang: lang}, "CF1-D3-AAAAAAQ")
		for _, c := range canfield.Deck() {
			word := s.typed(c)
			var pe *canfield.ParseError
			if _, err := s.game.ParseMove(word); !errors.As(err, &pe) {
				t.Errorf("%v: %s is typed %q, which is a move", lang, c, word)
			}
			if _, ok := stockTaps(word); ok {
				t.Errorf("%v: %s is typed %q, which taps the stock", lang, c, word)
			}
			want, wantErr := s.game.TapMove(c)
			got, err := s.game.ParseInput(word, lang)
			if got != want || (err == nil) != (wantErr == nil) || canfield.Explain(err, lang) != canfield.Explain(wantErr, lang) {
				t.Errorf("%v: %s is typed %q, which reads as %v, %v; want its tap %v, %v", lang, c, word, got, err, want, wantErr)
			}
		}
	}
}

// TestHintKey follows the hints with Enter alone: each empty line plays
// the hint shown and shows the next one, and anything else typed in between
// ends it.
func TestHintKey(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ")
	res := s.Exec("hint")
	if res.Failed || !strings.HasPrefix(res.Output, "Hint: ") || !strings.HasSuffix(res.Output, ". Enter plays it.\n") {
		t.Fatalf("hint = %q", res.Output)
	}
	for i := 0; i < 5; i++ {
		before := len(s.Game().Record().Moves)
		res = s.Exec("")
		if res.Failed || len(s.Game().Record().Moves) <= before || !strings.Contains(res.Output, "\nHint: ") {
			t.Fatalf("Enter %d: %d actions, output:\n%s", i, len(s.Game().Record().Moves), res.Output)
		}
	}
	s.Exec("code")
	before := len(s.Game().Record().Moves)
	if res := s.Exec(""); res.Output != "" || len(s.Game().Record().Moves) != before {
		t.Errorf("Enter after another command played something:\n%s", res.Output)
	}
	// A hint given in Danish is played the same way.
	s = newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D3-AAAAAAQ")
	if res := s.Exec("tip"); !strings.HasSuffix(res.Output, ". Enter spiller det.\n") {
		t.Errorf("tip = %q", res.Output)
	}
	if s.Exec(""); len(s.Game().Record().Moves) == 0 {
		t.Error("Enter after tip played nothing")
	}
}

// TestHintedWin wins a game by Enter alone after one hint that sees every
// card, and counts the commands: one for each move, as a run of stock taps
// and the move it is for take one Enter together.
func TestHintedWin(t *testing.T) {
	for _, code := range []string{"CF1-D3-AAAAAAQ", "CF1-D1-AAAAAAQ"} {
		s := newSession(t, code, "peek on")
		s.Exec("verdict off")
		commands := 1
		s.Exec("hint")
		for !s.Game().Won() && commands < 500 {
			if res := s.Exec(""); res.Failed {
				t.Fatalf("%s: Enter failed:\n%s", code, res.Output)
			}
			commands++
		}
		moves := 0
		for _, m := range s.Game().Record().Moves {
			if !m.IsStockTap() {
				moves++
			}
		}
		if !s.Game().Won() || commands != moves+1 {
			t.Errorf("%s: won %v after %d commands for %d moves and %d actions", code, s.Game().Won(), commands, moves, len(s.Game().Record().Moves))
		}
	}
}

// TestStepText writes the stock taps of a hint with the move they are for,
// and not the card they bring up: it is face down until they do (R2.3).
func TestStepText(t *testing.T) {
	s := newSession(t, "CF1-D1-AAAAAAQ")
	w := canfield.NewMove(canfield.Waste, canfield.Column2, 1)
	tap := canfield.StockTap()
	if got, want := s.stepText([]canfield.Move{tap, tap, w}), "s×2, then w c2"; got != want {
		t.Errorf("stepText = %q, want %q", got, want)
	}
	da := newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D1-AAAAAAQ")
	if got, want := da.stepText([]canfield.Move{tap, tap, tap, w}), "s×3, derefter w c2"; got != want {
		t.Errorf("stepText in Danish = %q, want %q", got, want)
	}
	if got := s.stepText([]canfield.Move{tap}); got != "s" {
		t.Errorf("stepText of one tap = %q", got)
	}
	if got := nextStep([]canfield.Move{tap, tap, w, tap}); !slices.Equal(got, []canfield.Move{tap, tap, w}) {
		t.Errorf("nextStep = %v, want the taps and the move they are for", got)
	}
	// A line from the cards seen may turn the waste over before a move
	// of the columns, which the tap is not for: the tap is the step.
	c := canfield.NewMove(canfield.Column2, canfield.Column1, 3)
	if got := nextStep([]canfield.Move{tap, c, w}); !slices.Equal(got, []canfield.Move{tap}) {
		t.Errorf("nextStep = %v, want the tap alone, not the column move after it", got)
	}
	if got := nextStep([]canfield.Move{c, tap, w}); !slices.Equal(got, []canfield.Move{c}) {
		t.Errorf("nextStep = %v, want the first move", got)
	}
}

// TestNoMisreadKeys: a count of stock taps without the times sign, and
// the keys of BSD canfield(6) that name other piles, are refused with what
// to type instead, and change nothing.
func TestNoMisreadKeys(t *testing.T) {
	tests := []struct {
		lang       canfield.Language
		line, want string
	}{
		{canfield.English, "s2", `"s2" is no move: s×2 taps the stock 2 times, and r2 puts the reserve's top card on column 2.`},
		{canfield.English, "S 4", `"S 4" is no move: s×4 taps the stock 4 times, and r4 puts the reserve's top card on column 4.`},
		{canfield.English, "s1", `"s1" is no move: s taps the stock, and r1 puts the reserve's top card on column 1.`},
		{canfield.English, "s7", `"s7" is no move: a count of stock taps is written with ×, as in s×3.`},
		{canfield.Danish, "s3", `”s3” er intet træk: s×3 trykker 3 gange på stokken, og r3 lægger reservens øverste kort på kolonne 3.`},
		{canfield.English, "ht", `"ht" is a key of BSD canfield, which names the piles otherwise: here it is s.`},
		{canfield.English, "sf", `"sf" is a key of BSD canfield, which names the piles otherwise: here it is rf.`},
		{canfield.English, "TF", `"TF" is a key of BSD canfield, which names the piles otherwise: here it is wf.`},
		{canfield.Danish, "t2", `”t2” er en tast fra BSD canfield, som kalder bunkerne noget andet: her er det w2.`},
	}
	for _, tt := range tests {
		s := newSessionConfig(t, Config{Lang: tt.lang}, "CF1-D3-AAAAAAQ")
		if res := s.Exec(tt.line); !res.Failed || res.Output != tt.want+"\n" || actions(s) != "" {
			t.Errorf("%q = %+v, actions %q; want %q", tt.line, res, actions(s), tt.want)
		}
	}
	// BSD's keys that mean the same here are read: 42, 2f.
	s := newSession(t, "CF1-D3-AAAAAAQ", "42", "rf", "2f")
	if got := actions(s); got != "c4:1 c2 r f2 c2 f2" {
		t.Errorf("42, rf, 2f: actions %q", got)
	}
}

// TestCardNames: a card is typed as the game names it, in English too.
func TestCardNames(t *testing.T) {
	for _, line := range []string{"9 of spades", "tap 9 of spades", "9 Of Spades c2", "move 9 of spades c2"} {
		if s := newSession(t, "CF1-D3-AAAAAAQ", line); actions(s) != "c4:1 c2" {
			t.Errorf("%q: actions %q", line, actions(s))
		}
	}
	s := newSession(t, "CF1-D3-AAAAAAQ")
	if res := s.Exec("queen of clubs"); !res.Failed || res.Output != "Queen of clubs is face down.\n" {
		t.Errorf("a face-down card by its name = %+v", res)
	}
}

// TestHelpOnMoves: help calls a move "træk" in Danish, and hjælp træk is
// help on moves, as help move is.
func TestHelpOnMoves(t *testing.T) {
	da := newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D3-AAAAAAQ")
	want := da.Exec("hjælp flyt")
	if got := da.Exec("hjælp træk"); got.Failed || got.Output != want.Output || !strings.Contains(got.Output, "r c2") {
		t.Errorf("hjælp træk = %+v", got)
	}
	en := newSession(t, "CF1-D3-AAAAAAQ")
	if got := en.Exec("help Træk"); got.Failed || got.Output != en.Exec("help move").Output {
		t.Errorf("help træk = %+v", got)
	}
}
