package repl

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/chzyer/readline"
	"github.com/google/go-cmp/cmp"
)

func TestExecRefusals(t *testing.T) {
	// CF1-D3-AAAAAAQ deals reserve 3♣, base card 8♦, columns 6♣ 10♥ 6♦ 9♠.
	tests := []struct {
		line, want string
	}{
		{"r c2", "3 of clubs does not go on 10 of hearts: it takes only 9 of spades or 9 of clubs.\n"},
		{"r2", "3 of clubs does not go on 10 of hearts: it takes only 9 of spades or 9 of clubs.\n"},
		{"c1 c2", "No card of column 1 goes on 10 of hearts: it takes only 9 of spades or 9 of clubs.\n"},
		{"w f", "The waste is empty.\n"}, {"wf", "The waste is empty.\n"},
		{"c9 c1", "Bad move \"c9 c1\": unknown source \"c9\": want r, w, f1–f4, c1–c4, c2:3 or a card.\n"},
		{"r c2 c3", "Bad move \"r c2 c3\": too many words: want a source and a destination, as in \"r c2\".\n"},
		{"foo", "Unknown command \"foo\": type help for the commands, or a move such as r c2.\n"},
		{"foo bar", "Unknown command \"foo\": type help for the commands, or a move such as r c2.\n"},
		{"undo", "Nothing to undo.\n"},
		{"tap 3c", "3 of clubs has nowhere to go.\n"},
		{"3c", "3 of clubs has nowhere to go.\n"},
		{"8s", "8 of spades is face down.\n"},
		{"kh", "King of hearts is face down.\n"}, // in the stock: the same words (R2.3)
		{"w", "Nothing to tap: the waste is empty.\n"},
		{"tap", "Usage: tap <card>\n"},
		{"move", "Usage: move <move>\n"},
		{"move foo", "Bad move \"foo\": want a source and a destination, as in \"r c2\" or \"r2\", or \"s\" for the stock.\n"},
		{"move Q♠ c4", "Queen of spades is face down.\n"},
		{"tap zz", "Bad card \"zz\": no suit: end with S, H, D, C or ♠ ♥ ♦ ♣.\n"},
		{"help nothing", "No command \"nothing\": type help for the list.\n"},
		{"new bogus", "Bad game code \"bogus\": want the form CF1-D3-AAAAACL.\n"},
		{"doubleclick maybe", "Usage: doubleclick [on|off]\n"},
		{"describe fr", "Bad language \"fr\": want en or da.\n"},
		{"load /nonexistent/game.txt", "There is no file /nonexistent/game.txt.\n"},
	}
	for _, tt := range tests {
		s := newSession(t, "CF1-D3-AAAAAAQ")
		res := s.Exec(tt.line)
		if !res.Failed || res.Quit {
			t.Errorf("Exec(%q) = %+v, want Failed", tt.line, res)
		}
		if diff := cmp.Diff(tt.want, res.Output); diff != "" {
			t.Errorf("Exec(%q) output mismatch (-want +got):\n%s", tt.line, diff)
		}
		if len(s.Game().Record().Moves) != 0 {
			t.Errorf("Exec(%q) changed the game", tt.line)
		}
	}
}

func TestExecQuiet(t *testing.T) {
	for _, line := range []string{"", "   ", "# a comment", "quit", "q", "exit", "afslut"} {
		s := newSession(t, "CF1-D3-AAAAAAQ")
		res := s.Exec(line)
		if res.Failed || res.Output != "" {
			t.Errorf("Exec(%q) = %+v, want no output", line, res)
		}
		if wantQuit := strings.TrimSpace(line) != "" && line[0] != '#'; res.Quit != wantQuit {
			t.Errorf("Exec(%q).Quit = %v, want %v", line, res.Quit, wantQuit)
		}
	}
}

// TestExecForms checks that every way of writing a move plays the same
// move.
func TestExecForms(t *testing.T) {
	tests := []struct {
		lines []string
		want  string // the game's actions afterwards
	}{
		{[]string{"42"}, "c4:1 c2"},
		{[]string{"c4 c2"}, "c4:1 c2"},
		{[]string{"c4:1 c2"}, "c4:1 c2"},
		{[]string{"9s c2"}, "c4:1 c2"},
		{[]string{"9s"}, "c4:1 c2"},
		{[]string{"tap 9S"}, "c4:1 c2"},
		{[]string{"t 9♠"}, "c4:1 c2"},
		{[]string{"c4"}, "c4:1 c2"},
		{[]string{"move c4 c2"}, "c4:1 c2"},
		{[]string{"mv 42"}, "c4:1 c2"},
		{[]string{"flyt 9s"}, "c4:1 c2"},
		{[]string{"f14"}, "f1 c4"},
		{[]string{"f1 c4"}, "f1 c4"},
		{[]string{"42", "rf"}, "c4:1 c2 r f2"},
		{[]string{"42", "r f"}, "c4:1 c2 r f2"},
		{[]string{"42", "rf", "2f"}, "c4:1 c2 r f2 c2 f2"},
		{[]string{"s"}, "s"},
		{[]string{"draw"}, "s"},
		{[]string{"d"}, "s"},
		{[]string{"vend"}, "s"},
		{[]string{"s", "undo"}, ""},
		{[]string{"s", "s", "u", "fortryd"}, ""},
		{[]string{"42", "s", "restart"}, ""},
	}
	for _, tt := range tests {
		s := newSession(t, "CF1-D3-AAAAAAQ", tt.lines...)
		var got []string
		for _, m := range s.Game().Record().Moves {
			got = append(got, m.String())
		}
		if diff := cmp.Diff(tt.want, strings.Join(got, " ")); diff != "" {
			t.Errorf("%q: actions mismatch (-want +got):\n%s", tt.lines, diff)
		}
	}
}

func TestExecReportsAction(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ")
	res := s.Exec("42")
	want := `9 of spades → column 2
3 of clubs from the reserve fills column 4

CF1-D3-AAAAAAQ   draw 3   score 0

  reserve (r)   8♠   12 cards
  stock (s)     34 cards
  waste (w)     empty
  foundations   f1 8♦    f2 -♠    f3 -♥    f4 -♣    start rank 8

    c1    c2    c3    c4
    6♣    10♥   6♦    3♣
          9♠
Verdict: winnable — knowing every card
`
	if diff := cmp.Diff(want, res.Output); diff != "" {
		t.Errorf("Exec(\"42\") mismatch (-want +got):\n%s", diff)
	}
	res = s.Exec("rf")
	if !strings.HasPrefix(res.Output, "8 of spades → foundation 2  +5\n") || !strings.Contains(res.Output, "score 5") {
		t.Errorf("Exec(\"rf\") output:\n%s", res.Output)
	}
	res = s.Exec("undo")
	if !strings.HasPrefix(res.Output, "Undid r f2  -5\n") || !strings.Contains(res.Output, "score 0") {
		t.Errorf("Exec(\"undo\") output:\n%s", res.Output)
	}
}

func TestExecDanish(t *testing.T) {
	s := newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D3-AAAAAAQ")
	res := s.Exec("42")
	for _, want := range []string{
		"Spar 9 → kolonne 2\n",
		"Klør 3 fra reserven fylder kolonne 4\n",
		"CF1-D3-AAAAAAQ   træk 3   point 0\n",
		"  kasseret-bunke (w)   tom\n",
		"  fundamenter          f1 8♦    f2 -♠    f3 -♥    f4 -♣    startrang 8\n",
	} {
		if !strings.Contains(res.Output, want) {
			t.Errorf("Danish output lacks %q:\n%s", want, res.Output)
		}
	}
	res = s.Exec("beskriv")
	if want := "Stok: 34 kort; kasseret-bunke tom; reserve: 12 kort, øverst: spar 8."; !strings.HasPrefix(res.Output, want) {
		t.Errorf("beskriv = %q, want it to start with %q", res.Output, want)
	}
	res = s.Exec("describe en")
	if want := "Stock: 34 cards; waste empty; reserve: 12 cards, top: 8 of spades."; !strings.HasPrefix(res.Output, want) {
		t.Errorf("describe en = %q, want it to start with %q", res.Output, want)
	}
}

// wonGame returns the session of CF1-D3-AAAAAAQ one action before its win,
// and that last action.
func wonGame(t *testing.T, cfg Config) (*Session, string) {
	t.Helper()
	text, err := os.ReadFile("testdata/won-CF1-D3-AAAAAAQ.txt")
	if err != nil {
		t.Fatal(err)
	}
	record, _, err := canfield.ParseRecord(string(text))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, m := range record.Moves {
		lines = append(lines, m.String())
	}
	last := len(lines) - 1
	return newSessionConfig(t, cfg, record.Code, lines[:last]...), lines[last]
}

func TestWinOffersNewGame(t *testing.T) {
	for _, answer := range []string{"y", "J", "yes", "ja"} {
		s, last := wonGame(t, Config{})
		res := s.Exec(last)
		if !strings.HasSuffix(res.Output, "\nYou won, with a score of 255!\nNew game? [y/N]\n") {
			t.Errorf("winning output:\n%s", res.Output)
		}
		won := s.Game()
		res = s.Exec(answer)
		if s.Game() == won || !strings.HasPrefix(res.Output, "New game CF1-D3-") || res.Failed {
			t.Errorf("answer %q: no new game:\n%s", answer, res.Output)
		}
	}

	s, last := wonGame(t, Config{})
	s.Exec(last)
	won := s.Game()
	if res := s.Exec("n"); res.Output != "Type new for another game.\n" || s.Game() != won {
		t.Errorf("answer n: %q", res.Output)
	}
	if res := s.Exec(""); res.Output != "" || s.Game() != won {
		t.Errorf("an empty line after n: %q", res.Output)
	}

	// Enter alone, as a player following the hints presses it once more
	// than the win takes, deals nothing and leaves the offer open.
	s, last = wonGame(t, Config{Lang: canfield.Danish})
	if res := s.Exec(last); !strings.HasSuffix(res.Output, "\nNyt spil? [j/N]\n") {
		t.Errorf("winning output in Danish:\n%s", res.Output)
	}
	won = s.Game()
	for range 3 {
		if res := s.Exec(""); res.Output != "" || s.Game() != won {
			t.Errorf("Enter after the win: %q, new game %v", res.Output, s.Game() != won)
		}
	}
	if res := s.Exec("j"); s.Game() == won || !strings.HasPrefix(res.Output, "Nyt spil CF1-D3-") {
		t.Errorf("j after Enter: no new game:\n%s", res.Output)
	}

	s, last = wonGame(t, Config{})
	s.Exec(last)
	if res := s.Exec("code"); res.Output != "CF1-D3-AAAAAAQ\n" {
		t.Errorf("a command answering the offer: %q", res.Output)
	}
	if res := s.Exec(""); res.Output != "" {
		t.Errorf("the offer outlived a command: %q", res.Output)
	}
}

func TestRun(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ")
	var out strings.Builder
	failed, err := s.Run(Lines(strings.NewReader("code\nr c2\nfoo\nquit\ncode\n")), &out, true)
	if err != nil || failed != 2 {
		t.Errorf("Run = %d, %v; want 2 failed", failed, err)
	}
	want := `> code
CF1-D3-AAAAAAQ
> r c2
3 of clubs does not go on 10 of hearts: it takes only 9 of spades or 9 of clubs.
> foo
Unknown command "foo": type help for the commands, or a move such as r c2.
> quit
`
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("Run output mismatch (-want +got):\n%s", diff)
	}
}

// script is a LineReader that plays back lines and errors.
type script []struct {
	line string
	err  error
}

func (s *script) Readline() (string, error) {
	if len(*s) == 0 {
		return "", io.EOF
	}
	next := (*s)[0]
	*s = (*s)[1:]
	return next.line, next.err
}

func TestRunInterrupt(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ")
	in := &script{{"r c", readline.ErrInterrupt}, {"", readline.ErrInterrupt}, {"code", nil}}
	var out strings.Builder
	failed, err := s.Run(in, &out, false)
	if err != nil || failed != 0 {
		t.Errorf("Run = %d, %v", failed, err)
	}
	want := "(Ctrl-D or quit leaves the game.)\nCF1-D3-AAAAAAQ\n"
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("Run output mismatch (-want +got):\n%s", diff)
	}

	broken := errors.New("broken terminal")
	in = &script{{"", broken}}
	if _, err := s.Run(in, &out, false); err != broken {
		t.Errorf("Run with a failing reader = %v, want %v", err, broken)
	}
}

func TestLinesWithoutFinalNewline(t *testing.T) {
	r := Lines(strings.NewReader("a\r\nb"))
	var got []string
	for {
		line, err := r.Readline()
		if err == io.EOF {
			break
		}
		got = append(got, line)
	}
	if diff := cmp.Diff([]string{"a", "b"}, got); diff != "" {
		t.Errorf("Lines mismatch (-want +got):\n%s", diff)
	}
}

// TestFitsTerminal checks every line of help, of the board, of the list of
// moves, of refusals and of the solver's line in both languages against
// terminals 60 and 80 columns wide.
func TestFitsTerminal(t *testing.T) {
	for _, width := range []int{60, 80} {
		size := func() (int, int) { return width, 24 }
		for _, lang := range []canfield.Language{canfield.English, canfield.Danish} {
			for _, ascii := range []bool{false, true} {
				s := newSessionConfig(t, Config{Lang: lang, ASCII: ascii, Size: size}, "CF1-D3-AAAAAAQ", "42", "rf", "s")
				lines := []string{"help", "moves", "board", "describe", "describe da", "doubleclick", "doubleclick off", "code", "xyzzy",
					"r c2", "c9 c1", "hint", "solve", "games", "verdict", "language"}
				for _, c := range commands {
					lines = append(lines, "help "+c.name)
				}
				lines = append(lines, "new CF1-D1-AAAAAAQ")
				for _, line := range lines {
					out := s.Exec(line).Output
					for _, l := range strings.Split(out, "\n") {
						if n := visibleWidth(l); n >= width {
							t.Errorf("%d columns, %v: %q: a line of %d characters:\n%s", width, lang, line, n, l)
						}
					}
				}
			}
		}
	}
}

// TestFitsTwentyFourRows plays a game whose column grows to 51 cards: on a
// terminal of 24 rows, each action's output, its board whole, fits above the
// prompt, the long column shown by its first card, how many cards follow
// unseen, and its last cards.
func TestFitsTwentyFourRows(t *testing.T) {
	text, err := os.ReadFile("testdata/long-column.txt")
	if err != nil {
		t.Fatal(err)
	}
	record, _, err := canfield.ParseRecord(string(text))
	if err != nil {
		t.Fatal(err)
	}
	for _, width := range []int{60, 80} {
		size := func() (int, int) { return width, 24 }
		for _, lang := range []canfield.Language{canfield.English, canfield.Danish} {
			s := newSessionConfig(t, Config{Lang: lang, Size: size}, record.Code)
			s.Exec("verdict off")
			tallest := 0
			for i, m := range record.Moves {
				out := s.Exec(m.String()).Output
				if rows := strings.Count(out, "\n"); rows > 23 {
					t.Fatalf("%d columns, %v: action %d (%s) writes %d lines:\n%s", width, lang, i+1, m, rows, out)
				}
				for c := range 4 {
					tallest = max(tallest, len(s.Game().Column(c)))
				}
			}
			out := s.Exec("board").Output
			if tallest < 51 || !strings.Contains(out, "    --    2♠    --    --\n          …") || strings.Count(out, "\n") > 22 {
				t.Errorf("%d columns, %v: tallest column %d, board:\n%s", width, lang, tallest, out)
			}
			// Following hints adds the hint's lines below the board.
			s.Exec("undo 60")
			s.Exec("hint")
			for range 10 {
				if out := s.Exec("").Output; strings.Count(out, "\n") > 23 {
					t.Fatalf("%d columns, %v: a hinted step writes %d lines:\n%s", width, lang, strings.Count(out, "\n"), out)
				}
			}
		}
	}
	// With no height known, the column is shown whole.
	s := newSessionConfig(t, Config{}, record.Code)
	s.Exec("verdict off")
	for _, m := range record.Moves {
		s.Exec(m.String())
	}
	if out := s.Exec("board").Output; strings.Contains(out, "…") || strings.Count(out, "\n") < 55 {
		t.Errorf("board without a height:\n%s", out)
	}
}

func TestColorAndASCII(t *testing.T) {
	s := newSessionConfig(t, Config{Color: true}, "CF1-D3-AAAAAAQ")
	board := s.Exec("board").Output
	for _, want := range []string{"\x1b[31m8♦\x1b[0m", "\x1b[31m10♥\x1b[0m", "\x1b[31m-♥\x1b[0m", "3♣   13 cards"} {
		if !strings.Contains(board, want) {
			t.Errorf("coloured board lacks %q:\n%s", want, board)
		}
	}
	if strings.Contains(board, "\x1b[31m3♣") || strings.Contains(board, "\x1b[31m9♠") {
		t.Errorf("coloured board paints a black card red:\n%s", board)
	}

	s = newSessionConfig(t, Config{ASCII: true}, "CF1-D3-AAAAAAQ")
	board = s.Exec("board").Output
	if strings.ContainsAny(board, "♠♥♦♣\x1b") || !strings.Contains(board, "10H   6D    9S") {
		t.Errorf("ASCII board:\n%s", board)
	}
	res := s.Exec("r c2")
	if want := "3 of clubs does not go on 10 of hearts: it takes only 9 of spades or 9 of clubs.\n"; res.Output != want {
		t.Errorf("ASCII error = %q, want %q", res.Output, want)
	}
}

// TestUndoBringsBackReplacedGame checks that new, restart and load never
// lose a game: undo at the start of the game they begin goes back to it.
// CF1-D3-AAAAAGK has no useful move from the start: the hint about undo
// still ends the output, after the note that says so.
func TestUndoBringsBackReplacedGame(t *testing.T) {
	saved := filepath.Join(t.TempDir(), "saved.txt")
	for _, replace := range []string{"new CF1-D1-AAAAAAB", "restart", "load " + saved, "new", "new CF1-D3-AAAAAGK"} {
		s := newSession(t, "CF1-D3-AAAAAAQ", "42", "rf", "save "+saved, "s")
		res := s.Exec(replace)
		if !strings.HasSuffix(res.Output, "\n(undo goes back to the game you left.)\n") {
			t.Errorf("%s: output lacks the hint:\n%s", replace, res.Output)
		}
		for len(s.Game().Record().Moves) > 0 {
			s.Exec("undo")
		}
		res = s.Exec("undo")
		if want := "Back to CF1-D3-AAAAAAQ after 3 actions.\n"; !strings.HasPrefix(res.Output, want) || res.Failed {
			t.Errorf("%s: undo = %q, want it to start with %q", replace, res.Output, want)
		}
		if got := len(s.Game().Record().Moves); got != 3 {
			t.Errorf("%s: %d actions after going back, want 3", replace, got)
		}
		if res := s.Exec("undo"); !strings.HasPrefix(res.Output, "Undid s\n") {
			t.Errorf("%s: the game gone back to does not undo: %q", replace, res.Output)
		}
	}

	// A game without actions is not worth going back to.
	s := newSession(t, "CF1-D3-AAAAAAQ")
	if res := s.Exec("new CF1-D3-AAAAAAB"); strings.Contains(res.Output, "undo goes back") {
		t.Errorf("new after no actions offers to go back:\n%s", res.Output)
	}
	if res := s.Exec("undo"); res.Output != "Nothing to undo.\n" {
		t.Errorf("undo = %q", res.Output)
	}
}

// TestASCIIEverywhere runs the commands with -ascii in both languages:
// nothing but ASCII is written, the letters of Danish words aside, and a Danish
// board writes klør dame DK.
func TestASCIIEverywhere(t *testing.T) {
	for _, lang := range []canfield.Language{canfield.English, canfield.Danish} {
		s := newSessionConfig(t, Config{Lang: lang, ASCII: true, Size: func() (int, int) { return 60, 24 }}, "CF1-D3-AAAAACL")
		var out strings.Builder
		for _, line := range []string{"help", "moves", "board", "describe", "s×3", "hint", "", "solve", "games", "verdict", "xyzzy", "r c4", "tap zz", "undo 9"} {
			out.WriteString(s.Exec(line).Output)
		}
		for _, c := range commands {
			out.WriteString(s.Exec("help " + c.name).Output)
		}
		for _, r := range out.String() {
			if r > 127 && !strings.ContainsRune("æøåÆØÅéÉ", r) {
				t.Errorf("%v: -ascii writes %q in:\n%s", lang, r, out.String())
				break
			}
		}
	}
	s := newSessionConfig(t, Config{Lang: canfield.Danish, ASCII: true}, "CF1-D3-AAAAAAQ", "42", "rf", "s")
	if out := s.Exec("board").Output; !strings.Contains(out, "6H KnK 3H") || !strings.Contains(out, "f3 -H    f4 -K") {
		t.Errorf("Danish ASCII board:\n%s", out)
	}
}

// TestHintAlias: h is hint, as on the web page; help keeps help and ?.
func TestHintAlias(t *testing.T) {
	for _, tt := range []struct {
		lang  canfield.Language
		line  string
		hint  bool
		start string
	}{
		{canfield.English, "h", true, "Hint: "},
		{canfield.English, "hint", true, "Hint: "},
		{canfield.Danish, "h", true, "Tip: "},
		{canfield.Danish, "tip", true, "Tip: "},
		{canfield.English, "help", false, "Moves name"},
		{canfield.English, "?", false, "Moves name"},
		{canfield.Danish, "hjælp", false, "Et træk"},
		{canfield.Danish, "?", false, "Et træk"},
	} {
		s := newSessionConfig(t, Config{Lang: tt.lang}, "CF1-D3-AAAAAAQ", "verdict off")
		res := s.Exec(tt.line)
		if res.Failed || !strings.HasPrefix(res.Output, tt.start) || (s.pending != nil) != tt.hint {
			t.Errorf("%v %q: %q, want it to start %q", tt.lang, tt.line, res.Output, tt.start)
		}
	}
	s := newSession(t, "CF1-D3-AAAAAAQ")
	if res := s.Exec("help hint"); !strings.Contains(res.Output, "Names: hint, tip, h\n") {
		t.Errorf("help hint does not name h:\n%s", res.Output)
	}
	if res := s.Exec("help help"); !strings.Contains(res.Output, "Names: help, hjælp, ?\n") {
		t.Errorf("help help names more than help, hjælp and ?:\n%s", res.Output)
	}
}
