package repl

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata with what the code writes")

// screenSession returns a session of code after lines, in language lang,
// on a game screen of width×height, and the screen's state.
func screenSession(t *testing.T, lang canfield.Language, width, height int, code string, lines ...string) (*Session, *screenUI) {
	t.Helper()
	s := newSessionConfig(t, Config{Lang: lang, Size: func() (int, int) { return width, height }}, code, lines...)
	ui := s.newScreenUI(false, s.screenGreeting())
	s.gameScreen.ui = ui
	return s, ui
}

// press presses keys on the screen: each rune a key, and the names in
// angle brackets the keys of their names.
func press(s *Session, ui *screenUI, keys string) {
	names := map[string]key{"<enter>": keyEnter, "<esc>": keyEsc, "<up>": keyUp, "<down>": keyDown,
		"<bs>": keyDelete, "<ctrl-c>": keyCtrlC, "<ctrl-u>": keyCtrlU, "<space>": ' '}
	for keys != "" {
		if keys[0] == '<' {
			if end := strings.IndexByte(keys, '>'); end > 0 {
				if k, ok := names[keys[:end+1]]; ok {
					s.screenKey(ui, k)
					keys = keys[end+1:]
					continue
				}
			}
		}
		r := []rune(keys)[0]
		s.screenKey(ui, key(r))
		keys = keys[len(string(r)):]
	}
}

// readable writes the screen's rows for a golden file: the hint's reverse
// video as ⟦…⟧, the chosen source's bold underline as ⟨…⟩, without other
// escapes and without the spaces at the rows' ends.
func readable(rows []string) string {
	r := strings.NewReplacer(hintOn, "⟦", hintOff, "⟧", chosenOn, "⟨", chosenOff, "⟩", redOn, "", redOff, "", styleReset, "")
	var b strings.Builder
	for _, row := range rows {
		b.WriteString(strings.TrimRight(r.Replace(row), " ") + "\n")
	}
	return b.String()
}

// screenScenes are the pictures the golden files hold, each a game, the
// lines played before the screen is shown, and the keys pressed and the
// lines executed on it.
var screenScenes = []struct {
	name string
	game func(t *testing.T) (code string, before, after []string)
	keys string
}{
	{name: "a new game", game: deal("CF1-D3-AAAAAAQ")},
	{name: "a hint, shown on the board", game: deal("CF1-D3-AAAAAAQ"), keys: "h"},
	{name: "a hint that sees every card, with taps: the stock and the waste's name are marked", game: deal("CF1-D3-AAAAAAQ", "peek on", "c4:1 c2", "r f2", "c2 f2", "r c2"), keys: "h"},
	{name: "column 2 chosen, its top 2 cards", game: deal("CF1-D3-AAAAAAQ", "c4:1 c2"), keys: "2++"},
	{name: "a refused move", game: deal("CF1-D3-AAAAAAQ"), keys: "r1"},
	{name: "the keys", game: deal("CF1-D3-AAAAAAQ"), keys: "?"},
	{name: "a command's long answer", game: deal("CF1-D3-AAAAAAQ"), keys: ":help<enter>"},
	{name: "a column of 51 cards, folded", game: longColumn},
	{name: "the game won", game: won},
}

func deal(code string, lines ...string) func(*testing.T) (string, []string, []string) {
	return func(*testing.T) (string, []string, []string) { return code, lines, nil }
}

// recordLines returns the moves of a record in testdata, as lines to play.
func recordLines(t *testing.T, name string) (string, []string) {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("testdata", name))
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
	return record.Code, lines
}

func longColumn(t *testing.T) (string, []string, []string) {
	code, lines := recordLines(t, "long-column.txt")
	return code, append([]string{"verdict off"}, lines...), nil
}

func won(t *testing.T) (string, []string, []string) {
	code, lines := recordLines(t, "won-CF1-D3-AAAAAAQ.txt")
	last := len(lines) - 1
	return code, lines[:last], lines[last:]
}

// TestScreenGolden draws the scenes at 60×24 and 100×40 in both languages
// and compares them with testdata/screen-*.txt (go test -run
// TestScreenGolden -update rewrites them).
func TestScreenGolden(t *testing.T) {
	for _, size := range [][2]int{{60, 24}, {100, 40}} {
		for _, lang := range []canfield.Language{canfield.English, canfield.Danish} {
			name := fmt.Sprintf("screen-%dx%d-%s.txt", size[0], size[1], lang)
			var b strings.Builder
			for _, scene := range screenScenes {
				code, before, after := scene.game(t)
				s, ui := screenSession(t, lang, size[0], size[1], code, before...)
				press(s, ui, scene.keys)
				for _, line := range after {
					s.screenExec(ui, line, false)
				}
				rows := s.screenLines(ui, size[0], size[1])
				b.WriteString("== " + scene.name + "\n" + readable(rows))
			}
			golden(t, name, b.String())
		}
	}
}

// golden compares got with the file name of testdata, or writes it there
// with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -run TestScreenGolden -update writes it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s mismatch (-want +got):\n%s", path, diff)
	}
}

// ellipsis is an ellipsis followed by a number, which reads like a rank:
// a folded column writes "…(9)…".
var ellipsis = regexp.MustCompile(`…\d|\.\.\.\d`)

// TestScreenFits plays random games on screens of many sizes, in both
// languages, in ASCII and in colour: every row is there and shorter than
// the screen is wide, so that nothing wraps or scrolls, a fold reads as
// one, and the messages and the verdict stay at the bottom.
func TestScreenFits(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	sizes := [][2]int{{60, 24}, {56, 18}, {61, 25}, {80, 24}, {100, 40}, {132, 50}, {40, 12}, {59, 17}}
	for i := range 12 {
		g, _ := canfield.DealFromNumber(rng.Uint64N(canfield.NumDeals), canfield.DrawMode(i%2))
		cfg := Config{Lang: canfield.Language(i / 2 % 2), ASCII: i%3 == 0, Color: i%4 == 1}
		size := sizes[i%len(sizes)]
		cfg.Size = func() (int, int) { return size[0], size[1] }
		s := New(g, cfg)
		t.Cleanup(s.Close)
		s.Exec("verdict off")
		ui := s.newScreenUI(false, s.screenGreeting())
		s.gameScreen.ui = ui
		for step := range 150 {
			switch k := rng.IntN(10); {
			case k < 4:
				press(s, ui, "s")
			case k < 8:
				if moves := s.Game().Moves(); len(moves) > 0 {
					m := moves[rng.IntN(len(moves))]
					s.screenExec(ui, m.String(), false)
				}
			case k == 8:
				press(s, ui, []string{"?", "r", "3+", "f", ":moves<enter>", "x"}[rng.IntN(6)])
			default:
				press(s, ui, "<esc>")
			}
			for _, sz := range [][2]int{size, sizes[step%len(sizes)]} {
				rows := s.screenLines(ui, sz[0], sz[1])
				if len(rows) != sz[1] {
					t.Fatalf("%dx%d: %d rows", sz[0], sz[1], len(rows))
				}
				for r, row := range rows {
					if visibleWidth(row) >= sz[0] {
						t.Fatalf("%dx%d: row %d is %d wide:\n%s", sz[0], sz[1], r, visibleWidth(row), readable(rows))
					}
					if ellipsis.MatchString(readable([]string{row})) {
						t.Fatalf("%dx%d: row %d reads like a rank after an ellipsis:\n%s", sz[0], sz[1], r, readable(rows))
					}
				}
			}
		}
	}
}

// TestScreenHidesFaceDown: no face-down card is on the screen (R2.3): not
// the stock's cards, not those under the reserve's top, not even while a
// hint's stock taps are marked.
func TestScreenHidesFaceDown(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for i := range 8 {
		g, _ := canfield.DealFromNumber(rng.Uint64N(canfield.NumDeals), canfield.DrawMode(i%2))
		lang := canfield.Language(i / 2 % 2)
		s := New(g, Config{Lang: lang, Size: func() (int, int) { return 100, 40 }})
		t.Cleanup(s.Close)
		ui := s.newScreenUI(false, "")
		s.gameScreen.ui = ui
		for range 40 {
			if rng.IntN(3) == 0 {
				press(s, ui, "h")
			} else if moves := s.Game().Moves(); len(moves) > 0 {
				s.screenExec(ui, moves[rng.IntN(len(moves))].String(), false)
			}
			screen := readable(s.screenLines(ui, 100, 40))
			words := map[string]bool{}
			for _, w := range strings.FieldsFunc(screen, func(r rune) bool { return strings.ContainsRune(" \n⟦⟧⟨⟩,.:;()", r) }) {
				words[w] = true
			}
			reserve := s.Game().Reserve()
			hidden := append(append([]canfield.Card(nil), s.Game().Stock()...), reserve[:max(0, len(reserve)-1)]...)
			for _, c := range hidden {
				if words[s.cardText(c)] {
					t.Fatalf("%s: the face-down %s is on the screen:\n%s", s.Game().Code(), s.cardText(c), screen)
				}
			}
		}
	}
}
