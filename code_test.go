package canfield

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

// TestCodesGolden pins the CF1 shuffle (R8.5): the dealing order of every
// golden code. CF1 may never change: a diff here is a broken promise.
func TestCodesGolden(t *testing.T) {
	var b strings.Builder
	b.WriteString("# CF1 deals: code, deal number, then the dealing order (R2.2):\n")
	b.WriteString("# reserve bottom to top, base card, columns 1-4, stock in turning order.\n")
	for _, code := range goldenCodes {
		g, err := Deal(code)
		if err != nil {
			t.Fatal(err)
		}
		n := g.number
		d := g.DealtDeck()
		b.WriteString("\n" + g.Code() + " " + itoa(n) + "\n")
		b.WriteString("reserve " + ascii(d[:13]) + "\n")
		b.WriteString("base    " + d[13].ASCII() + "\n")
		b.WriteString("columns " + ascii(d[14:18]) + "\n")
		b.WriteString("stock   " + ascii(d[18:]) + "\n")
	}
	checkGolden(t, "codes.golden", b.String())
}

func itoa(n uint64) string {
	const digits = "0123456789"
	if n == 0 {
		return "0"
	}
	s := ""
	for ; n > 0; n /= 10 {
		s = string(digits[n%10]) + s
	}
	return s
}

// TestDescribeGolden pins the start position of every golden code in both
// languages (R10).
func TestDescribeGolden(t *testing.T) {
	var b strings.Builder
	for _, code := range goldenCodes {
		g, err := Deal(code)
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString(code + "\nen: " + g.Describe(English) + "\nda: " + g.Describe(Danish) + "\n\n")
	}
	checkGolden(t, "describe.golden", b.String())
}

// R8.5: the code's form and its deal number.
func TestCodeFormat(t *testing.T) {
	for _, tc := range []struct {
		code   string
		number uint64
		mode   DrawMode
	}{
		{"CF1-D3-AAAAACL", 63, Draw3},
		{"CF1-D1-AAAAAAA", 0, Draw1},
		{"CF1-D3-AAAAABA", 26, Draw3},
		{"CF1-D3-ZZZZZZZ", NumDeals - 1, Draw3},
	} {
		n, mode, err := ParseCode(tc.code)
		if err != nil || n != tc.number || mode != tc.mode {
			t.Errorf("ParseCode(%q) = %d, %v, %v; want %d, %v", tc.code, n, mode, err, tc.number, tc.mode)
		}
		if got := FormatCode(tc.number, tc.mode); got != tc.code {
			t.Errorf("FormatCode(%d, %v) = %q, want %q", tc.number, tc.mode, got, tc.code)
		}
	}
	// Case and surrounding space are ignored; the formatted code is upper case.
	g, err := Deal("  cf1-d1-aaaaacl\n")
	if err != nil || g.Code() != "CF1-D1-AAAAACL" || g.DrawMode() != Draw1 {
		t.Errorf("Deal of a lower-case code = %v, %v", g, err)
	}
}

// R8.5: the deal number alone fixes the layout; the draw mode does not.
func TestCodeModeKeepsLayout(t *testing.T) {
	d3, _ := Deal("CF1-D3-QWERTYU")
	d1, _ := Deal("CF1-D1-QWERTYU")
	if ascii(d3.DealtDeck()) != ascii(d1.DealtDeck()) {
		t.Error("D1 and D3 of the same number deal different cards")
	}
	if d3.DrawMode() != Draw3 || d1.DrawMode() != Draw1 {
		t.Error("draw modes not kept")
	}
}

func TestBadCodes(t *testing.T) {
	for code, want := range map[string]string{
		"":                "want the form CF1-D3-AAAAACL",
		"CF2-D3-AAAAAAA":  "unknown code format \"CF2\"",
		"CF1-D2-AAAAAAA":  "unknown draw mode \"D2\"",
		"CF1-D3-AAAAAA":   "has 6 letters, want 7",
		"CF1-D3-AAAAAAAA": "has 8 letters, want 7",
		"CF1-D3-AAAA1AA":  "only the letters A–Z",
		"CF1-D3":          "want the form",
		"CF1D3AAAAAAA":    "want the form",
		"CF1-D3-ÆAAAAAA":  "only the letters A–Z", // seven characters, one of them no A–Z
		"CF1-D3-ÆØÅ":      "has 3 letters, want 7",
	} {
		g, err := Deal(code)
		if g != nil || !errors.Is(err, ErrBadCode) || !strings.Contains(err.Error(), want) {
			t.Errorf("Deal(%q) = %v, %v; want an ErrBadCode saying %q", code, g, err, want)
		}
	}
	if _, err := DealFromNumber(NumDeals, Draw3); !errors.Is(err, ErrBadCode) {
		t.Errorf("DealFromNumber(NumDeals) = %v, want ErrBadCode", err)
	}
}

// TestBadCodeLettersExplained: a deal number's letters are counted as
// characters, not bytes, in the words a player reads in either language.
func TestBadCodeLettersExplained(t *testing.T) {
	tests := []struct{ code, en, da string }{
		{"CF1-D3-ÆØÅAAAA",
			`Bad game code "CF1-D3-ÆØÅAAAA": the deal number may hold only the letters A–Z.`,
			`Ugyldig spilkode ”CF1-D3-ÆØÅAAAA”: rundnummeret må kun have bogstaverne A–Z.`},
		{"cf1-d3-æøåaa",
			`Bad game code "cf1-d3-æøåaa": the deal number has 5 letters, want 7.`,
			`Ugyldig spilkode ”cf1-d3-æøåaa”: rundnummeret har 5 bogstaver, der skal være 7.`},
		{"CF1-D3-ÅÅÅÅÅÅÅÅ",
			`Bad game code "CF1-D3-ÅÅÅÅÅÅÅÅ": the deal number has 8 letters, want 7.`,
			`Ugyldig spilkode ”CF1-D3-ÅÅÅÅÅÅÅÅ”: rundnummeret har 8 bogstaver, der skal være 7.`},
	}
	for _, tt := range tests {
		_, err := Deal(tt.code)
		if diff := cmp.Diff(tt.en, Explain(err, English)); diff != "" {
			t.Errorf("Deal(%q) in English (-want +got):\n%s", tt.code, diff)
		}
		if diff := cmp.Diff(tt.da, Explain(err, Danish)); diff != "" {
			t.Errorf("Deal(%q) in Danish (-want +got):\n%s", tt.code, diff)
		}
	}
	// A long text is cut between characters, never inside one.
	_, err := Deal(strings.Repeat("ø", 50))
	if text := Explain(err, Danish); !utf8.ValidString(text) || strings.Contains(text, "?") {
		t.Errorf("Deal of 50 ø: %q, want it cut between characters", text)
	}
}

func TestNewGameDealsAValidCode(t *testing.T) {
	for i := 0; i < 20; i++ {
		g := NewGame(Draw1)
		again, err := Deal(g.Code())
		if err != nil || ascii(again.DealtDeck()) != ascii(g.DealtDeck()) || g.DrawMode() != Draw1 {
			t.Fatalf("NewGame's code %q does not deal the same game: %v", g.Code(), err)
		}
	}
}
