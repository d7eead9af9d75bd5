package web

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
	"github.com/google/go-cmp/cmp"
)

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

// TestSaidRuns: a move or an undo of two cards names both, of a longer
// run its first card and how many more cards.
func TestSaidRuns(t *testing.T) {
	cards := func(names ...string) []canfield.Card {
		var out []canfield.Card
		for _, n := range names {
			c, err := canfield.ParseCard(n)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, c)
		}
		return out
	}
	to3 := canfield.ColumnPile(2)
	move := func(cs []canfield.Card) canfield.Event {
		return canfield.MoveEvent{Move: canfield.NewMove(canfield.ColumnPile(0), to3, len(cs)), Cards: cs}
	}
	undo := func(cs []canfield.Card) canfield.Event {
		return canfield.UndoEvent{Move: canfield.NewMove(canfield.ColumnPile(0), to3, len(cs)), Cards: cs}
	}
	for _, c := range []struct {
		lang  canfield.Language
		event canfield.Event
		want  string
	}{
		{canfield.English, move(cards("3C")), "3 of clubs onto column 3."},
		{canfield.English, move(cards("3C", "2H")), "3 of clubs and 2 of hearts onto column 3."},
		{canfield.English, move(cards("8S", "7H", "6C", "5D")), "8 of spades and 3 more cards onto column 3."},
		{canfield.Danish, move(cards("3C", "2H")), "Klør 3 og hjerter 2 på kolonne 3."},
		{canfield.Danish, move(cards("8S", "7H", "6C", "5D")), "Spar 8 og 3 kort mere på kolonne 3."},
		{canfield.English, undo(cards("3C", "2H")), "Undone: 3 of clubs and 2 of hearts back to column 1."},
		{canfield.English, undo(cards("8S", "7H", "6C")), "Undone: 8 of spades and 2 more cards back to column 1."},
		{canfield.Danish, undo(cards("8S", "7H", "6C")), "Fortrudt: spar 8 og 2 kort mere tilbage til kolonne 1."},
	} {
		if got := said(c.lang, []canfield.Event{c.event}); len(got) != 1 || got[0] != c.want {
			t.Errorf("%v: %q, want %q", c.lang, got, c.want)
		}
	}
}

// servedText returns the page's words as index.html holds them for
// i18n.js.
func servedText(t *testing.T) pageText {
	t.Helper()
	html := string(newPage().files["index.html"].body)
	start := `<script type="application/json" id="text">`
	i := strings.Index(html, start)
	if i < 0 {
		t.Fatalf("index.html has no words for the page")
	}
	data := html[i+len(start):]
	data = data[:strings.Index(data, "</script>")]
	var words pageText
	if err := json.Unmarshal([]byte(data), &words); err != nil {
		t.Fatalf("the page's words: %v", err)
	}
	return words
}

// TestPageText: index.html holds the page's words in both languages, from
// the catalog of player text.
func TestPageText(t *testing.T) {
	words := servedText(t)
	for lang, w := range map[string]pageLanguage{"en": words.En, "da": words.Da} {
		for key, want := range catalog.Page() {
			if got := w.Text[key]; got != want.In(lang == "da") || got == "" {
				t.Errorf("%s: the page's %q is %q, the catalog's %q", lang, key, got, want)
			}
		}
		if len(w.Ranks) != canfield.NumRanks || len(w.Suits) != canfield.NumSuits || w.Card == "" {
			t.Errorf("%s: the page has %d ranks and %d suits, and names a card %q", lang, len(w.Ranks), len(w.Suits), w.Card)
		}
	}
	if want := map[string]string{"S": "♠", "H": "♥", "D": "♦", "C": "♣"}; !cmp.Equal(words.Symbols, want) {
		t.Errorf("the page's symbols: %v, want %v", words.Symbols, want)
	}
}

// TestPageCardsAsLibrary: the page names and shows cards as the library
// does, from the names and letters the server gives it: a card's label,
// its rank's and suit's names put into the page's form of a card's name as
// i18n.js's cardName does, is Card.Name in both languages, and a card as
// the page shows it ("D♣" for klør dame in Danish) is read as that card's
// tap by Game.ParseInput in the same language, which is how the page sends
// a tap. A Danish rank letter starts the rank's Danish name, as on the
// terminal's board: E, Kn, D, K.
func TestPageCardsAsLibrary(t *testing.T) {
	words := servedText(t)
	symbols := words.Symbols
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	for _, l := range []canfield.Language{canfield.English, canfield.Danish} {
		lang, w := l.String(), words.En
		if l == canfield.Danish {
			w = words.Da
		}
		for _, c := range canfield.Deck() {
			ascii := c.ASCII()
			rank, suit := ascii[:len(ascii)-1], ascii[len(ascii)-1:]
			name := strings.NewReplacer("{rank}", w.Ranks[rank], "{suit}", w.Suits[suit]).Replace(w.Card)
			if name != c.Name(l) {
				t.Errorf("%s: the page names %s %q, the library %q", lang, ascii, name, c.Name(l))
			}
			shownRank := w.RankLetters[rank]
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
	if want := map[string]string{"A": "E", "J": "Kn", "Q": "D", "K": "K"}; !cmp.Equal(words.Da.RankLetters, want) {
		t.Errorf("the Danish rank letters: %v, want the terminal's %v", words.Da.RankLetters, want)
	}
}
