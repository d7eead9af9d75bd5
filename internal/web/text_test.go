package web

import (
	"regexp"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/google/go-cmp/cmp"
)

// TestPageWordsCovered checks the same for the page: every key its
// scripts pass to t and every data-t of the HTML has Danish, and a key
// that is not English text has English too.
func TestPageWordsCovered(t *testing.T) {
	files := newPage().files
	i18n := string(files["i18n.js"].body)
	section := func(name string) map[string]bool {
		start := strings.Index(i18n, "const "+name+" = {")
		end := strings.Index(i18n[start:], "\n};")
		keys := map[string]bool{}
		for _, m := range regexp.MustCompile(`(?m)^\s*"([^"]+)":`).FindAllStringSubmatch(i18n[start:start+end], -1) {
			keys[m[1]] = true
		}
		return keys
	}
	da, en := section("danish"), section("english")
	var keys []string
	for _, m := range regexp.MustCompile(`\bt\((?:L|settings\.lang|lang), "([^"]+)"`).FindAllStringSubmatch(string(files["app.js"].body), -1) {
		keys = append(keys, m[1])
	}
	for _, m := range regexp.MustCompile(`data-t="([^"]+)"`).FindAllStringSubmatch(string(files["index.html"].body), -1) {
		keys = append(keys, m[1])
	}
	if len(keys) < 30 {
		t.Fatalf("found only %d keys: the patterns no longer match the page", len(keys))
	}
	isKey := regexp.MustCompile(`^[a-z0-9]+(-[a-z]+)+$`) // "cmd-help", "draw3-note"
	for _, k := range keys {
		if !da[k] {
			t.Errorf("the page's %q has no Danish", k)
		}
		if isKey.MatchString(k) && !en[k] {
			t.Errorf("the page's key %q has no English", k)
		}
	}
}

// TestSaid words a whole played game's events in both languages, every
// sentence ending as a sentence does.
func TestSaid(t *testing.T) {
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	var events []canfield.Event
	stop := g.Listen(func(e canfield.Event) { events = append(events, e) })
	defer stop()
	for _, m := range []string{"42", "c2:2 c1", "s", "c3", "s"} {
		mv, err := g.ParseInput(m, canfield.English)
		if err == nil {
			err = g.Play(mv)
		}
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	g.Undo()
	g.Undo()
	for _, l := range []canfield.Language{canfield.English, canfield.Danish} {
		lines := said(l, events)
		if len(lines) < 8 {
			t.Errorf("%v: %d sentences for %d events: %q", l, len(lines), len(events), lines)
		}
		for _, s := range lines {
			if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") || strings.ToUpper(s[:1]) != s[:1] {
				t.Errorf("%v: %q is not a sentence", l, s)
			}
		}
	}
	if got := said(canfield.Danish, events[:1]); got[0] != "Ruder dame på kolonne 2." {
		t.Errorf("Danish of the first move: %q", got)
	}
}

// jsTable reads a table of i18n.js, an object of objects of strings
// ("const ranks = { en: { A: "ace" }, ... }"), or of strings alone, as
// one row named "".
func jsTable(t *testing.T, name string) map[string]map[string]string {
	t.Helper()
	src := string(newPage().files["i18n.js"].body)
	start := regexp.MustCompile(`(?m)^(?:export )?const ` + name + ` = \{`).FindStringIndex(src)
	if start == nil {
		t.Fatalf("i18n.js has no table %s", name)
	}
	body := src[start[1]:]
	body = body[:strings.Index(body, "};")]
	entry := regexp.MustCompile(`(\w+): "([^"]*)"`)
	table := map[string]map[string]string{}
	rows := regexp.MustCompile(`(\w+): \{([^}]*)\}`).FindAllStringSubmatch(body, -1)
	if len(rows) == 0 {
		rows = [][]string{{"", "", body}}
	}
	for _, row := range rows {
		table[row[1]] = map[string]string{}
		for _, e := range entry.FindAllStringSubmatch(row[2], -1) {
			table[row[1]][e[1]] = e[2]
		}
	}
	return table
}

// TestPageCardsAsLibrary: the page names and shows cards as the library
// does, from small tables of its own (i18n.js), as the library exports
// the names but not the Danish rank letters: a card's label is Card.Name
// in both languages, and a card as the page shows it ("D♣" for klør dame
// in Danish) is read as that card's tap by Game.ParseInput in the same
// language, which is how the page sends a tap. A Danish rank letter starts the rank's Danish
// name, as on the terminal's board: E, Kn, D, K.
func TestPageCardsAsLibrary(t *testing.T) {
	ranks, suits, letters, symbols := jsTable(t, "ranks"), jsTable(t, "suits"), jsTable(t, "rankLetters"), jsTable(t, "symbols")[""]
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	for _, l := range []canfield.Language{canfield.English, canfield.Danish} {
		lang := l.String()
		if ranks[lang] == nil || suits[lang] == nil || letters[lang] == nil {
			t.Fatalf("i18n.js has no %s tables: %v %v %v", lang, ranks, suits, letters)
		}
		for _, c := range canfield.Deck() {
			ascii := c.ASCII()
			rank, suit := ascii[:len(ascii)-1], ascii[len(ascii)-1:]
			name := ranks[lang][rank]
			if name == "" {
				name = rank
			}
			if l == canfield.Danish {
				name = suits[lang][suit] + " " + name
			} else {
				name += " of " + suits[lang][suit]
			}
			if name != c.Name(l) {
				t.Errorf("%s: the page names %s %q, the library %q", lang, ascii, name, c.Name(l))
			}
			shownRank := letters[lang][rank]
			if shownRank == "" {
				shownRank = rank
			}
			shown := shownRank + symbols[suit]
			want, wantErr := g.TapMove(c)
			if got, err := g.ParseInput(shown, l); got != want || canfield.Explain(err, l) != canfield.Explain(wantErr, l) {
				t.Errorf("%s: the page shows %s as %q, which the library reads as %v (%v), not its tap %v (%v)", lang, ascii, shown, got, err, want, wantErr)
			}
			if want := c.Rank().Name(l); !strings.HasPrefix(want, strings.ToLower(shownRank)) {
				t.Errorf("%s: the page shows the rank %s as %q, not the start of %q", lang, rank, shownRank, want)
			}
		}
	}
	if want := map[string]string{"A": "E", "J": "Kn", "Q": "D", "K": "K"}; !cmp.Equal(letters["da"], want) {
		t.Errorf("the Danish rank letters: %v, want the terminal's %v", letters["da"], want)
	}
}
