package repl

import (
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/google/go-cmp/cmp"
)

// playedActions returns the game's actions in notation, apart.
func playedActions(s *Session) string {
	var out []string
	for _, m := range s.Game().Record().Moves {
		out = append(out, m.String())
	}
	return strings.Join(out, " | ")
}

const column2 = "Column 2 chosen: 1–4 puts it on a column, f on its foundation, + and - choose how many cards, Enter taps it, Esc cancels."

// TestScreenKeys: each key or run of keys does on the game screen what the
// line mode's line does, and the screen's state after it is what it shows.
func TestScreenKeys(t *testing.T) {
	// CF1-D3-AAAAAAQ deals reserve 3♣, base card 8♦, columns 6♣ 10♥ 6♦ 9♠.
	tests := []struct {
		name, before, keys string
		lang               canfield.Language
		actions            string // the game's actions after the keys
		message            string // the messages, joined by a space
		source             string // the move being typed, "" for none
		leave              bool
	}{
		{name: "a column onto a column", keys: "42", actions: "c4:1 c2",
			message: "9 of spades → column 2 3 of clubs from the reserve fills column 4"},
		{name: "a source alone waits for its destination", keys: "4", source: "c4",
			message: "Column 4 chosen: 1–4 puts it on a column, f on its foundation, + and - choose how many cards, Enter taps it, Esc cancels."},
		{name: "a refused move changes nothing", keys: "r1",
			message: "3 of clubs does not go on 6 of clubs: same colour."},
		{name: "refused in Danish", keys: "r1", lang: canfield.Danish,
			message: "Klør 3 kan ikke lægges på klør 6: de har samme farve."},
		{name: "a destination that is no pile to go to", keys: "4r",
			message: `Bad move "c4 r": unknown destination "r": want f, f1–f4 or c1–c4.`},
		{name: "Esc cancels the move", keys: "r<esc>2", source: "c2", message: column2},
		{name: "another key leaves the move and does what it does", before: "42", keys: "ru", actions: "-",
			message: "Undid c4:1 c2"},
		{name: "the stock is no destination", keys: "rs",
			message: `Bad move "r s": unknown destination "s": want f, f1–f4 or c1–c4.`},
		{name: "s and space tap the stock", keys: "s<space>", actions: "s | s",
			message: "Turned 10 of diamonds, 8 of clubs, ace of hearts"},
		{name: "u undoes", before: "42", keys: "u", actions: "-",
			message: "Undid c4:1 c2"},
		{name: "Enter after a source taps it", before: "42; s", keys: "w<enter>", actions: "c4:1 c2 | s",
			message: "3 of hearts has nowhere to go."},
		{name: "the waste onto a column", before: "42; rf; c2 f2; r c2; s×4", keys: "w4",
			actions: "c4:1 c2 | r f2 | c2 f2 | r c2 | s | s | s | s | w c4",
			message: "2 of diamonds → column 4"},
		{name: "the waste to its foundation, refused", before: "42; rf; c2 f2; r c2; s×4", keys: "wf",
			message: "2 of diamonds does not go on foundation 1: it takes 9 of diamonds next."},
		{name: "a count chooses the top cards of a column", before: "42", keys: "2+", source: "c2:1", message: column2},
		{name: "the count is at most the column", before: "42", keys: "2+++", source: "c2:2", message: column2},
		{name: "- takes the count back to the part that fits", before: "42", keys: "2++--", source: "c2", message: column2},
		{name: "a count moves that many cards", before: "42; s×3", keys: "2<up><up>w", message: `Bad move "c2:2 w": unknown destination "w": want f, f1–f4 or c1–c4.`},
		{name: "Enter with a count taps the card that starts the run", before: "42", keys: "2++<enter>",
			message: "10 of hearts has nowhere to go."},
		{name: "f then a number is a foundation", keys: "f1", source: "f1",
			message: "Foundation 1 chosen: 1–4 puts it on a column, f on its foundation, Enter taps it, Esc cancels."},
		{name: "f and Esc", keys: "f<esc>"},
		{name: "a foundation back onto a column", keys: "f13", actions: "",
			message: "8 of diamonds does not go on 6 of diamonds: same colour."},
		{name: "h gives a hint", keys: "h",
			message: "Hint: s, it wins in 14 of 16 ways the unseen cards may lie. Enter plays it."},
		{name: "Enter plays the hint and gives the next", keys: "h<enter>", actions: "s",
			message: "Turned 6 of hearts, jack of clubs, 3 of hearts Hint: s, it wins in 14 of 16 ways the unseen cards may lie. Enter plays it."},
		{name: "h with peek on gives a hint that sees every card", before: "peek on", keys: "h",
			message: "Hint: c4 c2, a winning line starts here (178 actions). Enter plays it."},
		{name: "Enter with peek on plays it and gives the next", before: "peek on", keys: "h<enter>", actions: "c4:1 c2",
			message: "9 of spades → column 2 3 of clubs from the reserve fills column 4 Hint: r f2, a winning line starts here (177 actions). Enter plays it."},
		{name: "Enter with no hint says how to get one", keys: "<enter>",
			message: "h gives a hint; Enter then plays it."},
		{name: "a command after :", keys: ":code<enter>", message: "CF1-D3-AAAAAAQ"},
		{name: "a command edited", keys: ":cox<bs>de<enter>", message: "CF1-D3-AAAAAAQ"},
		{name: "Esc leaves the command unrun", keys: ":new<esc>2", source: "c2", message: column2},
		{name: "Ctrl-U clears the command", keys: ":new<ctrl-u>code<enter>", message: "CF1-D3-AAAAAAQ"},
		{name: "a key that does nothing here says so", keys: "x",
			message: `"x" is no key of the game screen: ? lists them.`},
		{name: "and in Danish", keys: "x", lang: canfield.Danish,
			message: `”x” er ingen tast på spilskærmen: ? viser dem.`},
		{name: "Caps Lock changes nothing", keys: "R1",
			message: "3 of clubs does not go on 6 of clubs: same colour."},
		{name: "the help closes on any key, which does nothing else", keys: "?4"},
		{name: "q leaves", keys: "q", leave: true},
		{name: "Ctrl-C leaves", keys: "<ctrl-c>", leave: true},
		{name: ":quit leaves", keys: ":quit<enter>", leave: true},
		{name: "the screen command on the screen", keys: ":screen<enter>",
			message: "This is the game screen already."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var before []string
			if tt.before != "" {
				before = []string{tt.before}
			}
			s, ui := screenSession(t, tt.lang, 60, 24, "CF1-D3-AAAAAAQ", before...)
			s.Exec("verdict off")
			beforeKeys := playedActions(s)
			ui.message = nil
			press(s, ui, tt.keys)
			wantActions := tt.actions
			switch wantActions {
			case "":
				wantActions = beforeKeys
			case "-":
				wantActions = ""
			}
			if got := playedActions(s); got != wantActions {
				t.Errorf("actions %q, want %q", got, wantActions)
			}
			if diff := cmp.Diff(tt.message, strings.Join(ui.message, " ")); diff != "" {
				t.Errorf("messages (-want +got):\n%s", diff)
			}
			source := ""
			if ui.source != canfield.NoPile {
				source = s.sourceText(ui)
			}
			if source != tt.source {
				t.Errorf("source %q, want %q", source, tt.source)
			}
			if ui.leave != tt.leave {
				t.Errorf("leave %v, want %v", ui.leave, tt.leave)
			}
		})
	}
}

// TestScreenOverlay: ? shows the keys and a command's long answer lies over
// the board; space pages through it, and any other key closes it.
func TestScreenOverlay(t *testing.T) {
	s, ui := screenSession(t, canfield.English, 60, 24, "CF1-D3-AAAAAAQ", "peek on")
	press(s, ui, ":solve<enter>")
	if ui.answer == nil || len(s.screenOverlay(ui, 60)) <= boxPage(24) {
		t.Fatalf("solve's answer is not over the board: %q", ui.message)
	}
	last := len(s.screenOverlay(ui, 60)) - boxPage(24)
	press(s, ui, " ")
	if ui.top != min(boxPage(24), last) || ui.answer == nil {
		t.Fatalf("after space the answer shows from line %d", ui.top)
	}
	for i := 0; ui.top < last && i < 10; i++ {
		press(s, ui, " ")
	}
	if ui.top != last || ui.answer == nil {
		t.Fatalf("the last page shows from line %d, want %d", ui.top, last)
	}
	rows := readable(s.screenLines(ui, 60, 24))
	if !strings.Contains(rows, "Any key goes back to the board.") {
		t.Errorf("the answer's last page:\n%s", rows)
	}
	press(s, ui, "<up><down><down><up>")
	if ui.top != last-1 {
		t.Errorf("after Up, Down, Down, Up the answer shows from line %d, want %d", ui.top, last-1)
	}
	press(s, ui, "<down> ")
	if ui.answer != nil {
		t.Errorf("space on the last page leaves the answer open")
	}
	press(s, ui, ":solve<enter>2")
	if ui.answer != nil || ui.source != canfield.NoPile {
		t.Errorf("a key closes the answer and does nothing else: source %v", ui.source)
	}
	press(s, ui, "?")
	if !ui.help || strings.Contains(readable(s.screenLines(ui, 60, 24)), "Space: more") {
		t.Errorf("the keys do not fit 60×24:\n%s", readable(s.screenLines(ui, 60, 24)))
	}
}

// TestScreenNoBoardInAnswers: while the screen is shown, the session's
// answers carry no board, which the screen draws; after it, they do again.
func TestScreenNoBoardInAnswers(t *testing.T) {
	s, ui := screenSession(t, canfield.English, 60, 24, "CF1-D3-AAAAAAQ")
	press(s, ui, "42")
	for _, line := range ui.message {
		if strings.Contains(line, "reserve (r)") || strings.Contains(line, "Verdict") {
			t.Errorf("a board in the messages: %q", ui.message)
		}
	}
	s.gameScreen.ui = nil
	if out := s.Exec("s").Output; !strings.Contains(out, "reserve (r)") {
		t.Errorf("no board after the screen:\n%s", out)
	}
}

// TestScreenCommand: the screen command asks Main for the game screen
// where a terminal can show it, and is refused where none can.
func TestScreenCommand(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ")
	res := s.Exec("screen")
	if !res.Failed || res.Output != "The game screen needs a terminal.\n" || s.takeScreenRequest() {
		t.Errorf("screen without a terminal: %+v", res)
	}
	s.EnableScreen()
	if res := s.Exec("skærm"); res.Failed || !res.Quit || !s.takeScreenRequest() || s.takeScreenRequest() {
		t.Errorf("screen with a terminal: %+v", res)
	}
}

// TestScreenOffer: after a win, y or j deals a new game, n declines, as in
// the line mode.
func TestScreenOffer(t *testing.T) {
	for _, answer := range []string{"y", "j", "n"} {
		code, before, after := won(t)
		s, ui := screenSession(t, canfield.English, 60, 24, code, before...)
		s.screenExec(ui, after[0], false)
		if !s.offering() {
			t.Fatalf("no offer after the win: %q", ui.message)
		}
		won, message := s.Game(), ui.message
		press(s, ui, "<enter>")
		if !s.offering() || s.Game() != won || !cmp.Equal(ui.message, message) {
			t.Errorf("Enter after the win changed the offer or its message: %q", ui.message)
		}
		press(s, ui, answer)
		if dealt := s.Game() != won; dealt != (answer != "n") {
			t.Errorf("%s: a new game dealt: %v; messages %q", answer, dealt, ui.message)
		}
	}
}
