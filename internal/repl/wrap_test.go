package repl

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestVisibleWidth(t *testing.T) {
	for text, want := range map[string]int{
		"":                          0,
		"10♥":                       3,
		ansiRed + "10♥" + ansiReset: 3,
		"kasseret-bunke (w)":        18,
		verdictMark + "Verdict":     7,
		"træk":                      4,
	} {
		if got := visibleWidth(text); got != want {
			t.Errorf("visibleWidth(%q) = %d, want %d", text, got, want)
		}
	}
}

func TestWrapLine(t *testing.T) {
	tests := []struct {
		line  string
		width int
		want  []string
	}{
		{"short enough", 20, []string{"short enough"}},
		{"no width, no wrapping at all however long the line is", 0, []string{"no width, no wrapping at all however long the line is"}},
		{"3 of clubs does not go on 10 of hearts: it takes only 9 of spades or 9 of clubs.", 40,
			[]string{"3 of clubs does not go on 10 of hearts:", "it takes only 9 of spades or 9 of", "clubs."}},
		// The indentation carries on; a word longer than the line stays whole.
		{"  an indented line with a verylongwordthatdoesnotfit in it", 16,
			[]string{"  an indented", "  line with a", "  verylongwordthatdoesnotfit", "  in it"}},
		// Colour does not count.
		{"x " + ansiRed + "10♥" + ansiReset + " y", 8, []string{"x " + ansiRed + "10♥" + ansiReset + " y"}},
		// The spacing inside what fits is kept: a table's row stays aligned.
		{"  2  CF1-D3-AAAAACL  3 actions   2026-12-01", 36, []string{"  2  CF1-D3-AAAAACL  3 actions", "  2026-12-01"}},
		// The longest line is one short of the width.
		{"aaaa bbbb", 9, []string{"aaaa", "bbbb"}},
		{"aaaa bbbb", 10, []string{"aaaa bbbb"}},
	}
	for _, tt := range tests {
		got := wrapLine(tt.line, tt.width)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("wrapLine(%q, %d) mismatch (-want +got):\n%s", tt.line, tt.width, diff)
		}
	}
}

func TestWrapText(t *testing.T) {
	text := "a line that is too long for the width\n\n  short\n"
	want := "a line that is too\nlong for the width\n\n  short\n"
	if got := wrapText(text, 20); got != want {
		t.Errorf("wrapText = %q, want %q", got, want)
	}
}

func TestHanging(t *testing.T) {
	got := hanging("  ", "new [code | d1 | d3]", 23, "a new game: random, of a code, or winnable", 50)
	want := "  new [code | d1 | d3]   a new game: random, of a\n" +
		"                         code, or winnable\n"
	if got != want {
		t.Errorf("hanging:\n%s\nwant:\n%s", got, want)
	}
	// A key as wide as its column keeps two spaces before the text.
	if got := hanging("  ", "dobbeltklik [til|fra]x", 21, "om tryk", 80); got != "  dobbeltklik [til|fra]x  om tryk\n" {
		t.Errorf("hanging of a wide key = %q", got)
	}
	// Too narrow for two columns: the text goes under the key.
	got = hanging("  ", "doubleclick [on|off]", 23, "whether tap may send cards to the columns too", 40)
	want = "  doubleclick [on|off]\n      whether tap may send cards to the\n      columns too\n"
	if got != want {
		t.Errorf("narrow hanging:\n%s\nwant:\n%s", got, want)
	}
	for _, line := range strings.Split(got, "\n") {
		if visibleWidth(line) >= 40 {
			t.Errorf("line %q does not fit 40 columns", line)
		}
	}
}
