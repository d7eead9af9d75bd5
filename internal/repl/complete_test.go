package repl

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/google/go-cmp/cmp"
)

func TestComplete(t *testing.T) {
	// CF1-D3-AAAAAAQ deals reserve 3♣, base card 8♦, columns 6♣ 10♥ 6♦ 9♠:
	// the legal moves are c4 c2 (9♠ onto 10♥), f1 c4 (8♦ back onto 9♠) and s.
	start := newSession(t, "CF1-D3-AAAAAAQ")
	// After 9♠ onto 10♥, 8♠ from the reserve and 9♠ to the spades foundation,
	// the reserve shows 9♣, which goes onto 10♥ in column 2.
	later := newSession(t, "CF1-D3-AAAAAAQ", "42", "rf", "2f")
	danish := newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D3-AAAAAAQ")
	danishLater := newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D3-AAAAAAQ", "42", "rf", "2f")
	tests := []struct {
		s    *Session
		line string
		want []string
	}{
		{start, "ta", []string{"tap"}},
		{start, "d", []string{"draw", "describe", "doubleclick"}},
		{start, "R", []string{"restart", "r"}},
		{start, "", []string{"help", "moves", "move", "draw", "tap", "undo", "new", "hint", "solve", "verdict", "peek", "restart", "code", "board",
			"describe", "doubleclick", "language", "games", "save", "load", "screen", "quit", "c4", "f1", "s", "9s"}},
		{start, "r", []string{"restart", "r"}},
		{start, "r ", nil}, // 3♣ has nowhere to go
		{start, "4", []string{"42"}},
		{start, "f", []string{"f1", "f14"}},
		{start, "c4 ", []string{"c2"}},
		{start, "c2 ", nil},
		{start, "f1 ", []string{"c4"}},
		{start, "9s ", []string{"c2"}},
		{start, "move ", []string{"c4", "f1", "s", "9s"}},
		{start, "move c4 ", []string{"c2"}},
		{start, "mo", []string{"moves", "move"}},
		{start, "c4:1 ", []string{"c2"}},
		{start, "c4:2 ", nil},
		{start, "tap ", []string{"9s"}},
		{start, "tap 9", []string{"9s"}},
		{start, "tap 1", nil},
		{later, "r", []string{"restart", "r", "r2"}},
		{later, "r ", []string{"c2"}},
		{later, "r c", []string{"c2"}},
		{later, "r c2 ", nil},
		{later, "c2 ", nil},
		{later, "", []string{"help", "moves", "move", "draw", "tap", "undo", "new", "hint", "solve", "verdict", "peek", "restart", "code", "board",
			"describe", "doubleclick", "language", "games", "save", "load", "screen", "quit", "r", "f2", "s", "9c"}},
		{later, "new ", []string{"d1", "d3", "winnable"}},
		{later, "new w", []string{"winnable"}},
		{later, "describe ", []string{"da", "en"}},
		{later, "doubleclick o", []string{"on", "off"}},
		{later, "help q", []string{"quit"}},
		{later, "nonsense ", nil},
		{danish, "f", []string{"flyt", "fortryd", "forfra", "f1", "f14"}},
		{danish, "dobbeltklik ", []string{"til", "fra"}},
		// Danish cards are typed in Danish letters: spar 9 rank first,
		// as "s9" reads like a count of stock taps.
		{danish, "tryk ", []string{"9s"}},
		{danishLater, "", []string{"hjælp", "mulige", "flyt", "vend", "tryk", "fortryd", "nyt", "tip", "løs", "vurdering", "kig", "forfra",
			"kode", "bord", "beskriv", "dobbeltklik", "sprog", "gemte", "gem", "hent", "skærm", "afslut", "r", "f2", "s", "k9"}},
		{danishLater, "k9 ", []string{"c2"}},
		{start, "s; 4", []string{"42"}},
		// A foundation is offered as help writes it: w f, r f.
		{newSession(t, "CF1-D3-AAAAAAQ", "42"), "r ", []string{"f"}},
		{newSession(t, "CF1-D3-AAAAAAQ", "42"), "8s ", []string{"f"}},
		// help offers the commands, and in Danish the word help calls a move.
		{danish, "hjælp tr", []string{"tryk", "træk"}},
		{start, "help mo", []string{"moves", "move"}},
		{start, "s;ta", []string{"tap"}},
	}
	for _, tt := range tests {
		got := tt.s.Complete(tt.line)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Complete(%q) mismatch (-want +got):\n%s", tt.line, diff)
		}
	}
}

func TestCompleteFiles(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"game1.txt", "game2.txt", ".hidden"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "games"), 0o755); err != nil {
		t.Fatal(err)
	}
	s := newSession(t, "CF1-D3-AAAAAAQ")
	prefix := dir + string(filepath.Separator)
	tests := []struct {
		line string
		want []string
	}{
		{"load " + prefix + "ga", []string{prefix + "game1.txt", prefix + "game2.txt", prefix + "games/"}},
		{"save " + prefix + "game1", []string{prefix + "game1.txt"}},
		{"load " + prefix + ".", []string{prefix + ".hidden"}},
	}
	for _, tt := range tests {
		got := s.Complete(tt.line)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Complete(%q) mismatch (-want +got):\n%s", tt.line, diff)
		}
	}
}

// TestCompleterDo checks the form readline wants: the rest of each word
// after what was typed, with a space after a finished word.
func TestCompleterDo(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ")
	tests := []struct {
		line       string
		want       []string
		wantLength int
	}{
		{"ta", []string{"p "}, 2},
		{"TA", []string{"p "}, 2},
		{"c4 ", []string{"c2 "}, 0},
		{"c4 c", []string{"2 "}, 1},
		{"dr", []string{"aw "}, 2},
	}
	for _, tt := range tests {
		line := []rune(tt.line)
		got, length := s.Completer().Do(line, len(line))
		var words []string
		for _, g := range got {
			words = append(words, string(g))
		}
		if diff := cmp.Diff(tt.want, words); diff != "" || length != tt.wantLength {
			t.Errorf("Do(%q) = %q, %d; want %q, %d", tt.line, words, length, tt.want, tt.wantLength)
		}
	}
}
