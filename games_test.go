package canfield

// Golden game transcripts.
//
// Every testdata/games/*.txtar archive is one game. Its comment says what
// the game shows and names its deal and options, one "key: value" line each:
//
//	deal: CF1-D3-AAAAACL   a game code; or "seed" for the seed's layout (R10);
//	                       or the 52 cards of a dealing order (R2.2)
//	draw: 1                the draw mode, for a deal that is not a code
//	double-click: off      the Double-click setting, for tap actions (R8.1)
//
// Its "actions" section is the input: one action a line, in any notation
// Game.ParseMove reads, or "undo", or "tap QC" (Game.Tap); blank lines and
// lines starting with "#" are skipped. An action the game refuses is
// recorded as refused, not failed, so a transcript can show refusals.
//
// The other sections are output, which the test compares with what the
// game does now:
//
//	boards   the board in English after the deal and after each action
//	events   the event log of a listener that heard the game from its deal
//	record   the game's record (Game.MarshalText)
//	score    the final score and whether the game is won
//
// To add a game, write an archive with a comment and an actions section
// only, run
//
//	go test -run TestGames -update
//
// and review the sections it fills in with git diff.

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rogpeppe/go-internal/txtar"
)

// outputSections are the sections the test writes, in order.
var outputSections = []string{"boards", "events", "record", "score"}

func TestGames(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "games", "*.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no games in testdata/games")
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			testGame(t, file)
		})
	}
}

func testGame(t *testing.T, file string) {
	ar, err := txtar.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	input := section(ar, "actions")
	if input == nil {
		t.Fatalf("%s has no actions section", file)
	}
	tr := playTranscript(t, string(ar.Comment), string(input))

	if *update {
		out := &txtar.Archive{Comment: ar.Comment, Files: []txtar.File{{Name: "actions", Data: input}}}
		for _, name := range outputSections {
			out.Files = append(out.Files, txtar.File{Name: name, Data: []byte(tr.sections[name])})
		}
		if err := os.WriteFile(file, txtar.Format(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	for _, name := range outputSections {
		want := section(ar, name)
		if want == nil {
			t.Errorf("no %s section: run go test -run TestGames -update", name)
			continue
		}
		if diff := cmp.Diff(string(want), tr.sections[name]); diff != "" {
			t.Errorf("%s mismatch (-want +got):\n%s", name, diff)
		}
	}
	checkTranscriptGame(t, tr)
}

// checkTranscriptGame checks what a transcript does not show: that its
// record, its replay and its story as events lead to the same game.
func checkTranscriptGame(t *testing.T, tr *transcript) {
	t.Helper()
	g := tr.game
	rec, loaded, err := ParseRecord(tr.sections["record"])
	if err != nil {
		t.Fatalf("ParseRecord of the game's own record: %v", err)
	}
	if loaded.state != g.state {
		t.Errorf("the record replays to\n%s\nwant\n%s", loaded.Describe(English), g.Describe(English))
	}
	if diff := cmp.Diff(g.actions(), rec.Moves, moveOpts); diff != "" {
		t.Errorf("record actions mismatch (-want +got):\n%s", diff)
	}
	rp, err := NewReplay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if err := rp.Seek(rp.Len()); err != nil {
		t.Fatal(err)
	}
	if rp.Game().state != g.state {
		t.Errorf("the replay's last position differs from the game")
	}
	if !tr.straight {
		return
	}
	// A game without undos or refusals: its story is its live event log.
	var story []string
	for e := range g.Events() {
		story = append(story, e.String())
	}
	if diff := cmp.Diff(tr.log, story); diff != "" {
		t.Errorf("Events() differs from the live log (-want +got):\n%s", diff)
	}
}

// transcript is a game played from an archive's comment and actions.
type transcript struct {
	game     *Game
	log      []string          // the event log, a line an event
	sections map[string]string // the output sections
	straight bool              // no undo and no refusal: every action is in the record
}

func playTranscript(t *testing.T, comment, actions string) *transcript {
	t.Helper()
	g := transcriptDeal(t, comment)
	tr := &transcript{game: g, sections: map[string]string{}, straight: true}
	for e := range g.Events() {
		tr.log = append(tr.log, e.String())
	}
	g.Listen(func(e Event) { tr.log = append(tr.log, e.String()) })

	var boards strings.Builder
	boards.WriteString("0. deal\n" + g.Describe(English) + "\n")
	n := 0
	for _, line := range strings.Split(actions, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		n++
		label := strconv.Itoa(n) + ". " + line
		played, err := transcriptAction(g, line)
		switch {
		case err != nil:
			label += " refused: " + err.Error()
			tr.straight = false
		case line == "undo":
			tr.straight = false
		case played.String() != line:
			label += " (" + played.String() + ")"
		}
		boards.WriteString("\n" + label + "\n" + g.Describe(English) + "\n")
	}
	tr.sections["boards"] = boards.String()
	tr.sections["events"] = strings.Join(tr.log, "\n") + "\n"
	text, err := g.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	tr.sections["record"] = string(text)
	won := "not won"
	if g.Won() {
		won = "won"
	}
	tr.sections["score"] = "score " + strconv.Itoa(g.Score()) + "\n" + won + "\n"
	return tr
}

// transcriptAction plays one line of an actions section and returns the
// move it played (the zero Move for an undo).
func transcriptAction(g *Game, line string) (Move, error) {
	if line == "undo" {
		return Move{}, g.Undo()
	}
	if card, ok := strings.CutPrefix(line, "tap "); ok {
		c, err := ParseCard(card)
		if err != nil {
			return Move{}, err
		}
		return g.Tap(c)
	}
	m, err := g.ParseMove(line)
	if err != nil {
		return Move{}, err
	}
	return m, g.Play(m)
}

// transcriptDeal deals the game an archive's comment names.
func transcriptDeal(t *testing.T, comment string) *Game {
	t.Helper()
	opts := map[string]string{}
	for _, line := range strings.Split(comment, "\n") {
		key, value, ok := strings.Cut(line, ":")
		switch key {
		case "deal", "draw", "double-click":
			if ok {
				opts[key] = strings.TrimSpace(value)
			}
		}
	}
	mode := Draw3
	if text, ok := opts["draw"]; ok {
		var err error
		if mode, err = ParseDrawMode(text); err != nil {
			t.Fatal(err)
		}
	}
	var g *Game
	var err error
	switch deal := opts["deal"]; {
	case deal == "":
		t.Fatal(`the comment names no deal: want a line such as "deal: CF1-D3-AAAAACL"`)
	case deal == "seed":
		g, err = DealDeck(seedDeck(t), mode)
	case strings.HasPrefix(strings.ToUpper(deal), "CF"):
		g, err = Deal(deal)
		if err == nil && opts["draw"] != "" && g.DrawMode() != mode {
			err = errors.New("the draw line contradicts the code")
		}
	default:
		g, err = DealDeck(mustCards(t, deal), mode)
	}
	if err != nil {
		t.Fatal(err)
	}
	switch opts["double-click"] {
	case "", "on":
	case "off":
		g.SetDoubleClick(false)
	default:
		t.Fatalf("double-click: want on or off, not %q", opts["double-click"])
	}
	return g
}

// section returns the data of the archive's file name, or nil.
func section(ar *txtar.Archive, name string) []byte {
	for _, f := range ar.Files {
		if f.Name == name {
			return bytes.Clone(f.Data)
		}
	}
	return nil
}
