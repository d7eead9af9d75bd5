package canfield

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rogpeppe/go-internal/txtar"
)

const seedRecordText = `[Deck "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS 8H QC 7H 6C KH QH AS KS AH 2H 3H 4H 5H 6H 9H 10H JH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC 2C 3C 4C 5C 7C 8C 9C 10C JC KC"]
[Draw "3"]
[Score "5"]

1. r c2
2. r f1
3. c2:2 c4
`

// TestRecordText pins the text form of a record: tags, a blank line, one
// numbered action a line in canonical notation.
func TestRecordText(t *testing.T) {
	g := seedGame(t)
	mustPlay(t, g, "r c2", "r f", "c2 c4")
	text, err := g.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(seedRecordText, string(text)); diff != "" {
		t.Errorf("MarshalText mismatch (-want +got):\n%s", diff)
	}

	coded, err := Deal("CF1-D1-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	want := "[Code \"CF1-D1-AAAAACL\"]\n[Draw \"1\"]\n[Score \"0\"]\n"
	if got := coded.Record().String(); got != want {
		t.Errorf("record of a new game:\n%s\nwant\n%s", got, want)
	}
}

// TestParseRecordLenient: comments, any case and spacing, CRLF line ends
// and the short move forms are read, and the record comes back canonical.
func TestParseRecordLenient(t *testing.T) {
	text := `; the seed's game, typed by hand
[deck "2s 3s 4s 5s 6s 7s 8s 9s TS js qs 8♥ Q♣ 7h 6c kh qh as ks ah 2h 3h 4h 5h 6h 9h th jh ad 2d 3d 4d 5d 6d 7d 8d 9d td jd qd kd ac 2c 3c 4c 5c 7c 8c 9c tc jc kc"]
  [Draw "D3"]

1.   r c2      ; Q♣ onto K♥
2. R F
3.c2 c4
`
	for _, text := range []string{text, strings.ReplaceAll(text, "\n", "\r\n")} {
		rec, g, err := ParseRecord(text)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(seedRecordText, rec.String()); diff != "" {
			t.Errorf("canonical text mismatch (-want +got):\n%s", diff)
		}
		want := seedGame(t)
		mustPlay(t, want, "r c2", "r f", "c2 c4")
		if g.state != want.state {
			t.Errorf("replayed to %s", g.Describe(English))
		}
	}
	rec, _, err := ParseRecord("[Code \" cf1-d3-aaaaacl \"]")
	if err != nil {
		t.Fatal(err)
	}
	if rec.Code != "CF1-D3-AAAAACL" || rec.Mode != Draw3 {
		t.Errorf("code read as %q %v", rec.Code, rec.Mode)
	}
}

// TestRecordByteOrderMark: a record saved by an editor that starts the file
// with a UTF-8 byte-order mark, as Notepad does, reads as the record does,
// by every reader, with the lines counted as before.
func TestRecordByteOrderMark(t *testing.T) {
	const bom = "\ufeff"
	for _, text := range []string{bom + seedRecordText, bom + strings.ReplaceAll(seedRecordText, "\n", "\r\n")} {
		rec, g, err := ParseRecord(text)
		if err != nil {
			t.Fatalf("ParseRecord: %v", err)
		}
		if diff := cmp.Diff(seedRecordText, rec.String()); diff != "" {
			t.Errorf("ParseRecord mismatch (-want +got):\n%s", diff)
		}
		if _, rg, lost, err := RecoverRecord(text); err != nil || lost != 0 || rg.state != g.state {
			t.Errorf("RecoverRecord: lost %d, err %v", lost, err)
		}
		var r Record
		if err := r.UnmarshalText([]byte(text)); err != nil || r.String() != seedRecordText {
			t.Errorf("Record.UnmarshalText: %v\n%s", err, r.String())
		}
		var loaded Game
		if err := loaded.UnmarshalText([]byte(text)); err != nil || loaded.state != g.state {
			t.Errorf("Game.UnmarshalText: %v", err)
		}
	}
	// A mark anywhere else is no part of a record, and its line is named.
	_, _, err := ParseRecord("[Code \"CF1-D3-AAAAACL\"]\n" + bom + "1. s\n")
	var re *RecordError
	if !errors.As(err, &re) || re.Line != 2 {
		t.Errorf("a byte-order mark on line 2: %v, want an error on line 2", err)
	}
}

// TestRecordKeepsWholeGame: a record holds every action, past the undo
// window of 100 (R8.4); loading it gives back the last 100 to undo.
func TestRecordKeepsWholeGame(t *testing.T) {
	g, err := Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	line := wonLine(t)
	mustPlay(t, g, line...)
	rec := g.Record()
	if len(rec.Moves) != len(line) || len(line) <= UndoLimit {
		t.Fatalf("record holds %d actions of %d", len(rec.Moves), len(line))
	}
	var loaded Game
	if err := loaded.UnmarshalText([]byte(rec.String())); err != nil {
		t.Fatal(err)
	}
	if loaded.state != g.state || !loaded.Won() || loaded.Score() != 255 {
		t.Errorf("loaded %s", loaded.Describe(English))
	}
	if loaded.UndosLeft() != UndoLimit || len(loaded.actions()) != len(line) {
		t.Errorf("loaded game: %d undoable, %d actions", loaded.UndosLeft(), len(loaded.actions()))
	}
	if loaded.Code() != "CF1-D3-AAAAACL" {
		t.Errorf("loaded Code() = %q", loaded.Code())
	}
}

// TestParseRecordErrors: every kind of bad record is refused with the
// line, the action when it is one, and the cause.
func TestParseRecordErrors(t *testing.T) {
	deck := "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS 8H QC 7H 6C KH QH AS KS AH 2H 3H 4H 5H 6H 9H 10H JH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC 2C 3C 4C 5C 7C 8C 9C 10C JC KC"
	good := "[Code \"CF1-D3-AAAAACL\"]\n[Draw \"3\"]\n\n1. c2:1 c1\n2. r f4\n3. r f2\n"
	tests := []struct {
		name         string
		text         string
		line, action int
		is           error // besides ErrBadRecord
		msg          string
	}{
		{"bad code", "[Code \"CF1-D3-AAAAAC\"]\n", 1, 0, ErrBadCode, `line 1 ([Code "CF1-D3-AAAAAC"]): bad game code`},
		{"bad code letters", "[Code \"CF1-D3-AAAAA1L\"]\n1. s\n", 1, 0, ErrBadCode, ""},
		{"duplicated card", "[Deck \"" + strings.Replace(deck, "2S", "QC", 1) + "\"]\n", 1, 0, ErrBadDeck, "Q♣ appears twice"},
		{"missing card", "[Deck \"" + strings.Replace(deck, "2S ", "", 1) + "\"]\n", 1, 0, ErrBadDeck, "has 51 cards, want 52"},
		{"unknown card", "[Deck \"" + strings.Replace(deck, "2S", "1X", 1) + "\"]\n", 1, 0, ErrBadCard, ""},
		{"illegal action", strings.Replace(good, "3. r f2", "3. r c3", 1), 6, 3, ErrIllegalMove,
			"bad game record: line 6, action 3 (3. r c3): r c3: 10♠ does not go on 2♦"},
		{"unreadable action", strings.Replace(good, "2. r f4", "2. r x9", 1), 5, 2, ErrBadNotation, ""},
		{"action out of turn", strings.Replace(good, "2. r f4", "4. r f4", 1), 5, 2, nil, `want action 2 as a number, a dot and a move, as in "2. r c2"`},
		{"action without number", strings.Replace(good, "2. r f4", "r f4", 1), 5, 2, nil, ""},
		{"trailing garbage", good + "1-0\n", 7, 4, nil, "line 7, action 4 (1-0)"},
		{"trailing move words", good + "4. s w f1\n", 7, 4, ErrBadNotation, "too many words"},
		{"tag after actions", good + "[Score \"0\"]\n", 7, 0, nil, "a tag after the first action"},
		{"unknown tag", "[Code \"CF1-D3-AAAAACL\"]\n[Player \"me\"]\n", 2, 0, nil, `unknown tag "Player"`},
		{"bad tag", "[Code CF1-D3-AAAAACL]\n", 1, 0, nil, "want a tag such as"},
		{"second tag", "[Code \"CF1-D3-AAAAACL\"]\n[Draw \"3\"]\n[Draw \"3\"]\n", 3, 0, nil, "a second Draw tag; the first is on line 2"},
		{"code and deck", "[Code \"CF1-D3-AAAAACL\"]\n[Deck \"" + deck + "\"]\n", 2, 0, nil, "not both"},
		{"bad draw", "[Code \"CF1-D3-AAAAACL\"]\n[Draw \"2\"]\n", 2, 0, ErrBadNotation, ""},
		{"draw against code", "[Code \"CF1-D3-AAAAACL\"]\n[Draw \"1\"]\n\n1. s\n", 2, 0, nil, "the Draw tag says 1 but the code is of draw mode D3"},
		{"draw against code, no actions", "[Draw \"1\"]\n[Code \"CF1-D3-AAAAACL\"]\n", 1, 0, nil, ""},
		{"bad score", "[Code \"CF1-D3-AAAAACL\"]\n[Score \"-5\"]\n", 2, 0, nil, "0 or more"},
		{"wrong score", "[Code \"CF1-D3-AAAAACL\"]\n[Score \"15\"]\n\n1. c2:1 c1\n2. r f4\n", 2, 0, nil, "the Score tag says 15 but the actions score 5"},
		{"no deal", "1. s\n", 1, 0, nil, "no Code or Deck tag"},
		{"empty", "", 0, 0, nil, "bad game record: the record has no Code or Deck tag"},
		{"only comments", "; nothing\n\n", 0, 0, nil, ""},
		{"control characters", "[Code \"CF1-D3-AAAAACL\"]\n1. \x00s\x7f\n", 2, 1, ErrBadNotation, "(1. ?s?)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec, g, err := ParseRecord(tt.text)
			if err == nil {
				t.Fatalf("ParseRecord accepted it: %v", rec)
			}
			if g != nil {
				t.Error("a game came back with the error")
			}
			var re *RecordError
			if !errors.As(err, &re) {
				t.Fatalf("error %T %v is not a *RecordError", err, err)
			}
			if re.Line != tt.line || re.Action != tt.action {
				t.Errorf("line %d, action %d; want line %d, action %d (%v)", re.Line, re.Action, tt.line, tt.action, err)
			}
			if !errors.Is(err, ErrBadRecord) {
				t.Errorf("%v does not wrap ErrBadRecord", err)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("%v does not wrap %v", err, tt.is)
			}
			if !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("error %q does not say %q", err, tt.msg)
			}
			var into Game
			if err := into.UnmarshalText([]byte(tt.text)); err == nil {
				t.Error("UnmarshalText accepted it")
			}
		})
	}
}

// TestUnmarshalTextFailureKeepsGame: a refused record leaves the game as
// it was.
func TestUnmarshalTextFailureKeepsGame(t *testing.T) {
	g := seedGame(t)
	mustPlay(t, g, "r c2")
	before := g.Clone()
	if err := g.UnmarshalText([]byte("[Code \"CF1-D3-AAAAACL\"]\n1. r c1\n")); !errors.Is(err, ErrIllegalMove) {
		t.Fatalf("UnmarshalText of an illegal action: %v", err)
	}
	if g.state != before.state || len(g.history) != 1 || g.Code() != "" {
		t.Errorf("the game changed: %s", g.Describe(English))
	}
}

// TestGameJSON: a Game is a JSON string, its record, and comes back from
// it; so is a Record.
func TestGameJSON(t *testing.T) {
	type save struct {
		Name string
		Game *Game
	}
	g := seedGame(t)
	mustPlay(t, g, "r c2", "r f", "c2 c4")
	data, err := json.Marshal(save{Name: "seed", Game: g})
	if err != nil {
		t.Fatal(err)
	}
	wantJSON, _ := json.Marshal(seedRecordText)
	if want := `{"Name":"seed","Game":` + string(wantJSON) + `}`; string(data) != want {
		t.Errorf("JSON:\n%s\nwant\n%s", data, want)
	}
	var back save
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.Game.state != g.state || back.Game.Score() != 5 {
		t.Errorf("back from JSON: %s", back.Game.Describe(English))
	}

	recData, err := json.Marshal(g.Record())
	if err != nil {
		t.Fatal(err)
	}
	if string(recData) != string(wantJSON) {
		t.Errorf("Record JSON %s", recData)
	}
	var rec Record
	if err := json.Unmarshal(recData, &rec); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(g.Record(), rec, moveOpts); diff != "" {
		t.Errorf("Record back from JSON mismatch (-want +got):\n%s", diff)
	}
	if err := json.Unmarshal([]byte(`"[Code \"CF1-D3-AAAAACL\"]\n1. r c1\n"`), &rec); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("Record from bad JSON: %v", err)
	}

	if _, err := json.Marshal(&Game{}); !errors.Is(err, ErrBadRecord) {
		t.Errorf("JSON of the zero Game: %v, want ErrBadRecord", err)
	}
}

// TestRecordMarshalTextRefusesBadDeal: a Record built by hand must have a
// deal that can be read back.
func TestRecordMarshalTextRefusesBadDeal(t *testing.T) {
	for _, r := range []Record{
		{Code: "CF1-D3-AAAAAC"},
		{Code: "CF1-D3-AAAAACL", Mode: Draw1},
		{Deck: Deck()[:51]},
		{Deck: Deck(), Mode: 7},
	} {
		if _, err := r.MarshalText(); !errors.Is(err, ErrBadRecord) {
			t.Errorf("MarshalText of %+v: %v, want ErrBadRecord", r, err)
		}
	}
	if _, err := (Record{Deck: Deck(), Mode: Draw1}).MarshalText(); err != nil {
		t.Errorf("MarshalText of a deck record: %v", err)
	}
}

// TestRecordGame: Record.Game replays a record built in memory and names
// the action it cannot play.
func TestRecordGame(t *testing.T) {
	rec := Record{Code: "CF1-D3-AAAAACL", Moves: []Move{NewMove(Column2, Column1, 1), NewMove(Reserve, Column1, 1)}}
	_, err := rec.Game()
	var re *RecordError
	if !errors.As(err, &re) || re.Action != 2 || re.Line != 0 || !errors.Is(err, ErrIllegalMove) {
		t.Fatalf("Game() of an illegal second action: %v", err)
	}
	if want := "bad game record: action 2 (r c1): r c1: "; !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %q, want it to start %q", err, want)
	}
	rec.Moves = rec.Moves[:1]
	g, err := rec.Game()
	if err != nil {
		t.Fatal(err)
	}
	if len(g.actions()) != 1 || g.UndosLeft() != 1 {
		t.Errorf("Game(): %d actions, %d undoable", len(g.actions()), g.UndosLeft())
	}
}

// goldenRecords returns the record sections of the golden games.
func goldenRecords(t testing.TB) []string {
	files, err := filepath.Glob(filepath.Join("testdata", "games", "*.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	var records []string
	for _, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if rec := section(ar, "record"); rec != nil {
			records = append(records, string(rec))
		}
	}
	return records
}

// FuzzParseRecord: ParseRecord never panics, refuses with a *RecordError,
// and every record it accepts is written back as text that reads to the
// same record and the same game.
func FuzzParseRecord(f *testing.F) {
	for _, text := range goldenRecords(f) {
		f.Add(text)
	}
	f.Add(seedRecordText)
	f.Add("[Code \"cf1-d1-aaaaacl\"]\n; comment\n1. s\n2. w f\n3. c2 c4\n")
	f.Add("[Deck \"AS\"]\n")
	f.Fuzz(func(t *testing.T, text string) {
		rec, g, err := ParseRecord(text)
		if err != nil {
			var re *RecordError
			if !errors.As(err, &re) || !errors.Is(err, ErrBadRecord) {
				t.Fatalf("error %T %v is not a *RecordError", err, err)
			}
			_ = err.Error()
			return
		}
		out, err := rec.MarshalText()
		if err != nil {
			t.Fatalf("MarshalText of an accepted record: %v", err)
		}
		again, g2, err := ParseRecord(string(out))
		if err != nil {
			t.Fatalf("the written record does not read back: %v\n%s", err, out)
		}
		if diff := cmp.Diff(rec, again, moveOpts); diff != "" {
			t.Fatalf("record changed by a round trip (-first +second):\n%s", diff)
		}
		if g.state != g2.state || g.Score() != rec.Score {
			t.Fatalf("the written record plays to another game")
		}
		if again.String() != string(out) {
			t.Fatalf("the canonical text is not stable:\n%s\n%s", out, again.String())
		}
	})
}

// BenchmarkParseRecord reads and replays the 120 actions of the golden won
// game.
func BenchmarkParseRecord(b *testing.B) {
	g, err := Deal("CF1-D3-AAAAACL")
	if err != nil {
		b.Fatal(err)
	}
	mustPlay(b, g, wonLine(b)...)
	text := g.Record().String()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := ParseRecord(text); err != nil {
			b.Fatal(err)
		}
	}
}

// A record's error quotes its line, but not the cards of a Deck tag: the
// dealing order names every face-down card (R2.3).
func TestRecordErrorHidesDeck(t *testing.T) {
	deck := ascii(Deck())
	for _, text := range []string{
		"[Code \"CF1-D3-AAAAACL\"]\n[Deck \"" + deck + "\"]\n",
		"[Deck \"" + deck + "\"]\n[Deck \"" + deck + "\"]\n",
		"[Deck \"" + strings.Replace(deck, "2S", "XX", 1) + "\"]\n",
		"[Deck \"" + deck + "\"\n", // no closing bracket: no tag at all
		"[Deck" + deck + "]\n",
		"x\n[deck \"" + deck + "\"]\n",
	} {
		_, _, err := ParseRecord(text)
		if err == nil || strings.Contains(err.Error(), "3S") || strings.Contains(Explain(err, Danish), "3S") {
			t.Errorf("ParseRecord: %v, want an error that names no card of the deck", err)
		}
	}
}

// TestRecoverRecord reads the good part of damaged records: the actions
// before the bad one, in the record's own draw mode, and how many action
// lines were lost.
func TestRecoverRecord(t *testing.T) {
	const head = "[Code \"CF1-D1-AAAAAAQ\"]\n[Draw \"1\"]\n"
	tests := []struct {
		name, text string
		actions    int // replayed; -1 for no game at all
		lost       int
		mode       DrawMode
		reason     Reason // of the error, or of its cause
	}{
		{"good", head + "[Score \"5\"]\n\n1. c4:1 c2\n2. r f2\n", 2, 0, Draw1, NoReason},
		{"illegal third action", head + "\n1. c4:1 c2\n2. r f2\n3. r c2\n4. s\n5. s\n", 2, 3, Draw1, SameColour},
		{"cut in a line", head + "\n1. c4:1 c2\n2. r", 1, 1, Draw1, NoDestination},
		{"bad number", head + "\n1. c4:1 c2\n3. s\n", 1, 1, Draw1, BadActionNumber},
		{"score too high", head + "[Score \"99\"]\n\n1. c4:1 c2\n", 1, 0, Draw1, ScoreDisagrees},
		{"bad score tag", head + "[Score \"x\"]\n\n1. c4:1 c2\n", 1, 0, Draw1, BadScoreTag},
		{"draw disagrees", "[Code \"CF1-D1-AAAAAAQ\"]\n[Draw \"3\"]\n\n1. s\n", 1, 0, Draw1, DrawTagDisagrees},
		{"bad code", "[Code \"CF1-D1-AAAAAA\"]\n[Draw \"1\"]\n\n1. s\n2. s\n", -1, 2, Draw1, CodeLetterCount},
		{"garbage", "PK\x03\x04\x14\x00\n\x00\x00", -1, 0, Draw3, NoDealTag},
	}
	for _, tt := range tests {
		rec, g, lost, err := RecoverRecord(tt.text)
		got := -1
		if g != nil {
			got = len(g.actions())
			if len(rec.Moves) != got || rec.Score != g.Score() {
				t.Errorf("%s: the record (%d moves, score %d) is not the game's", tt.name, len(rec.Moves), rec.Score)
			}
		}
		if got != tt.actions || lost != tt.lost || rec.Mode != tt.mode {
			t.Errorf("%s: %d actions, %d lost, %v; want %d, %d, %v", tt.name, got, lost, rec.Mode, tt.actions, tt.lost, tt.mode)
		}
		if tt.reason == NoReason {
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
			}
			continue
		}
		if reasons := reasonsOf(t, err); !slices.Contains(reasons, tt.reason) {
			t.Errorf("%s: error %v has reasons %v, want %v", tt.name, err, reasons, tt.reason)
		}
		if _, _, strict := ParseRecord(tt.text); strict == nil || strict.Error() != err.Error() {
			t.Errorf("%s: error %v, ParseRecord's %v", tt.name, err, strict)
		}
	}
}

// FuzzRecoverRecord: no panic, and what is recovered is a record that
// ParseRecord reads back to the same game.
func FuzzRecoverRecord(f *testing.F) {
	for _, text := range goldenRecords(f) {
		f.Add(text)
	}
	f.Add("[Code \"CF1-D1-AAAAAAQ\"]\n[Score \"x\"]\n1. s\n2. r")
	f.Fuzz(func(t *testing.T, text string) {
		rec, g, lost, err := RecoverRecord(text)
		if lost < 0 || (err == nil && (g == nil || lost != 0)) {
			t.Fatalf("RecoverRecord = %v, %d, %v", g, lost, err)
		}
		if g == nil {
			return
		}
		again, g2, err := ParseRecord(rec.String())
		if err != nil || g2.state != g.state || len(again.Moves) != len(g.actions()) {
			t.Fatalf("the recovered record does not read back: %v\n%s", err, rec.String())
		}
	})
}
