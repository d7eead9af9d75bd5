package canfield

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/canfield-go/canfield/internal/catalog"
)

// ErrBadRecord is wrapped by every error about a game record.
var ErrBadRecord = errors.New("bad game record")

// Record is a whole game in a form that can be saved and read back: the
// deal, the draw mode and every action from the deal in order. Unlike the
// undo history it has no limit of 100 actions; actions that were undone
// are not in it.
//
// Its text form, in the spirit of chess's PGN, is plain, readable and
// diff-friendly: tags in brackets, a blank line, then one numbered action a
// line in the canonical move notation of Move.String.
//
//	[Code "CF1-D3-AAAAACL"]
//	[Draw "3"]
//	[Score "5"]
//
//	1. r c2
//	2. r f1
//	3. c2:2 c4
//
// The tags are:
//
//	Code   the game code (R8.5)
//	Deck   instead of Code, for a game dealt by DealDeck: the 52 cards of
//	       its dealing order (R2.2), "JS QS 8H QC 7H …", reserve bottom first
//	Draw   "3" or "1" (R6.1); with a Code it must agree with the code
//	Score  the score after the last action; it must match the replay
//
// Code or Deck is required, the others optional; each appears once, before
// the first action. Reading is lenient where it costs nothing: case and
// spacing are free, a byte-order mark at the start (as Notepad writes) and
// Windows line ends are skipped, a line from ";" on is a comment, and an
// action may use
// any form Game.ParseMove reads ("w f", "c2 c4", "QC c4"), resolved against
// the position it is played in. Writing is canonical: a record read and
// written again comes out in the form above.
type Record struct {
	Code  string   // the game code; "" for a game dealt from Deck
	Mode  DrawMode // the draw mode
	Deck  []Card   // the dealing order, for a game without a code
	Moves []Move   // every action, in order
	Score int      // the score after the last action
}

// Record returns the game's record.
func (g *Game) Record() Record {
	r := Record{Code: g.Code(), Mode: g.mode, Score: g.Score()}
	if r.Code == "" {
		r.Deck = g.DealtDeck()
	}
	r.Moves = g.actions()
	return r
}

// actions returns every action played from the deal to now, in order,
// however many there are. Undone actions are not included.
func (g *Game) actions() []Move {
	moves := make([]Move, len(g.history))
	for i, a := range g.history {
		moves[i] = a.move
	}
	return moves
}

// String returns the record's text form. It does not check the record:
// MarshalText checks the deal, and ParseRecord or Game check the actions.
func (r Record) String() string {
	var b strings.Builder
	if r.Code != "" {
		b.WriteString("[Code \"" + r.Code + "\"]\n")
	} else {
		b.WriteString("[Deck \"")
		for i, c := range r.Deck {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(c.ASCII())
		}
		b.WriteString("\"]\n")
	}
	b.WriteString("[Draw \"" + strconv.Itoa(r.Mode.Cards()) + "\"]\n")
	b.WriteString("[Score \"" + strconv.Itoa(r.Score) + "\"]\n")
	if len(r.Moves) > 0 {
		b.WriteByte('\n')
	}
	for i, m := range r.Moves {
		b.WriteString(strconv.Itoa(i+1) + ". " + m.String() + "\n")
	}
	return b.String()
}

// MarshalText implements encoding.TextMarshaler with the record's text, so
// a Record can be saved as text or as a JSON string. It refuses a record
// whose deal cannot be read back: a bad code, a code of another draw mode,
// or a deck that is not 52 distinct cards. The actions are not replayed.
func (r Record) MarshalText() ([]byte, error) {
	if _, err := r.deal(); err != nil {
		return nil, err
	}
	return []byte(r.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with ParseRecord.
func (r *Record) UnmarshalText(text []byte) error {
	rec, _, err := ParseRecord(string(text))
	if err != nil {
		return err
	}
	*r = rec
	return nil
}

// Game deals the record's game and plays its actions in order, checking
// each, and returns the game after the last one, with the undo history of a
// game played to there (the last 100 actions can be undone). An error is a
// *RecordError that names the action and, for an action the game refuses,
// wraps the *MoveError. The Score field is not checked.
func (r Record) Game() (*Game, error) {
	g, err := r.deal()
	if err != nil {
		return nil, err
	}
	for i, m := range r.Moves {
		if err := g.Play(m); err != nil {
			return nil, &RecordError{Action: i + 1, Text: m.String(), Err: err}
		}
	}
	return g, nil
}

// deal returns the record's game before its first action, or a
// *RecordError.
func (r Record) deal() (*Game, error) {
	var g *Game
	var err error
	if r.Code == "" {
		g, err = DealDeck(r.Deck, r.Mode)
	} else {
		var number uint64
		var mode DrawMode
		if number, mode, err = ParseCode(r.Code); err == nil {
			if mode != r.Mode {
				return nil, &RecordError{Reason: CodeDrawMismatch,
					f: facts{part: FormatCode(number, mode), n: mode.Cards(), m: r.Mode.Cards()}}
			}
			g, err = DealFromNumber(number, mode)
		}
	}
	if err != nil {
		return nil, &RecordError{Err: err}
	}
	return g, nil
}

// ParseRecord reads a record's text (see Record) and replays it, so that
// every action is checked. It returns the record, in canonical form, and
// the game it ends in, with the undo history of a game played to there.
//
// A record is refused with a *RecordError that names the line where there is
// one (a record missing its code has none), and the action if it is one,
// for: a bad or missing code, a deck with a missing, duplicated or unknown
// card, a bad or contradicting tag, an action that cannot be read or that
// the game refuses, a Score tag that the actions do not reach, and anything
// else, such as text after the actions. The error wraps ErrBadRecord and the
// cause: ErrBadCode, ErrBadDeck, ErrBadCard, ErrBadNotation or
// ErrIllegalMove.
func ParseRecord(text string) (Record, *Game, error) {
	p, _, err := parseRecord(text, false)
	if err != nil {
		return Record{}, nil, err
	}
	return p.rec, p.game, nil
}

// RecoverRecord reads as much as it can of a record that ParseRecord
// refuses, so that a damaged save loses only what is damaged: the deal and
// every action before the first one that cannot be read or played. It
// returns the record of that part, the game it ends in (with the undo
// history of a game played to there) and lost, the number of action lines
// from the bad one on, which it could not use. A tag it cannot read, such
// as a Score tag that the actions do not reach, costs no action: it is left
// out. The error is the first one ParseRecord would report, nil for a good
// record, which comes back whole.
//
// When the deal itself cannot be read, the game is nil and the record holds
// what the tags did say: the draw mode of a readable Draw tag.
func RecoverRecord(text string) (rec Record, g *Game, lost int, err error) {
	p, lost, rerr := parseRecord(text, true)
	if rerr == nil {
		return p.rec, p.game, 0, nil
	}
	if p.game == nil {
		return Record{Mode: p.mode}, nil, lost, rerr
	}
	return p.rec, p.game, lost, rerr
}

// parseRecord reads a record. Strictly, it stops at the first error. To
// recover, it reads on past a bad tag, deals the game from what the good
// tags say and stops at the first bad action, counting the action lines
// from there on.
func parseRecord(text string, recover bool) (p *recordParser, lost int, first *RecordError) {
	p = &recordParser{mode: Draw3, lenient: recover}
	// Editors such as Notepad start a UTF-8 file with a byte-order mark.
	text = strings.TrimPrefix(text, byteOrderMark)
	lines := strings.Split(text, "\n")
	for n, line := range lines {
		line = recordLine(line)
		if line == "" {
			continue
		}
		var err *RecordError
		isTag := strings.HasPrefix(line, "[")
		if isTag {
			err = p.tag(n+1, line)
		} else {
			err = p.action(line)
		}
		if err == nil {
			continue
		}
		if err.Line == 0 {
			err.Line, err.Text = n+1, withoutDeck(line)
		}
		if first == nil {
			first = err
		}
		if !recover {
			return p, 0, first
		}
		if !isTag {
			for _, rest := range lines[n:] {
				if isActionLine(recordLine(rest)) {
					lost++
				}
			}
			break
		}
	}
	if p.game == nil {
		if err := p.start(); err != nil {
			if first == nil {
				first = err
			}
			return p, lost, first
		}
	}
	if first == nil {
		first = p.overruled
	}
	if first == nil && p.scoreLine > 0 && p.rec.Score != p.game.Score() {
		first = &RecordError{Line: p.scoreLine, Reason: ScoreDisagrees,
			f: facts{n: p.rec.Score, m: p.game.Score()}}
	}
	p.rec.Score = p.game.Score()
	return p, lost, first
}

// byteOrderMark is U+FEFF in UTF-8, which a record's text may start with.
const byteOrderMark = "\ufeff"

// recordLine returns a record's line without its comment and spaces.
func recordLine(line string) string {
	if i := strings.IndexByte(line, ';'); i >= 0 {
		line = line[:i]
	}
	return strings.TrimSpace(line)
}

// isActionLine reports whether a record's line is meant as an action: it
// starts with a number and a dot, "12. r c2".
func isActionLine(line string) bool {
	digits := len(line) - len(strings.TrimLeft(line, "0123456789"))
	return digits > 0 && strings.HasPrefix(line[digits:], ".")
}

// recordParser holds what ParseRecord has read so far. A tag line number of
// 0 means the tag has not been seen.
type recordParser struct {
	rec                          Record
	game                         *Game // dealt at the first action
	mode                         DrawMode
	codeLine, deckLine, drawLine int
	drawText                     string // the Draw tag's line
	scoreLine                    int
	// lenient deals a game whose Draw tag disagrees with its code in the
	// code's draw mode, keeping the error in overruled, to recover a record.
	lenient   bool
	overruled *RecordError
}

// tag reads a [Name "value"] line, line number lineNo.
func (p *recordParser) tag(lineNo int, line string) *RecordError {
	if p.game != nil {
		return &RecordError{Reason: TagAfterActions}
	}
	name, value, ok := parseTag(line)
	if !ok {
		return &RecordError{Reason: NotATag}
	}
	seen := func(at *int) *RecordError {
		if *at > 0 {
			return &RecordError{Reason: RepeatedTag, f: facts{part: name, n: *at}}
		}
		*at = lineNo
		return nil
	}
	var err *RecordError
	switch name = tagName(name); name {
	case "Code":
		if err = seen(&p.codeLine); err != nil {
			break
		}
		number, mode, perr := ParseCode(value)
		if perr != nil {
			p.codeLine = 0 // a record recovered without it has no deal
			return &RecordError{Err: perr}
		}
		p.rec.Code, p.rec.Mode = FormatCode(number, mode), mode
	case "Deck":
		if err = seen(&p.deckLine); err != nil {
			break
		}
		for _, f := range strings.Fields(value) {
			c, perr := ParseCard(f)
			if perr != nil {
				p.deckLine, p.rec.Deck = 0, nil
				return &RecordError{Err: perr}
			}
			p.rec.Deck = append(p.rec.Deck, c)
		}
		if _, derr := DealDeck(p.rec.Deck, Draw3); derr != nil {
			p.deckLine, p.rec.Deck = 0, nil
			return &RecordError{Err: derr}
		}
	case "Draw":
		if err = seen(&p.drawLine); err != nil {
			break
		}
		mode, perr := ParseDrawMode(value)
		if perr != nil {
			p.drawLine = 0
			return &RecordError{Err: perr}
		}
		p.mode, p.drawText = mode, line
	case "Score":
		if err = seen(&p.scoreLine); err != nil {
			break
		}
		score, aerr := strconv.Atoi(value)
		if aerr != nil || score < 0 {
			return &RecordError{Reason: BadScoreTag}
		}
		p.rec.Score = score
	default:
		return &RecordError{Reason: UnknownTag, f: facts{part: name}}
	}
	if err != nil {
		return err
	}
	if p.codeLine != 0 && p.deckLine != 0 {
		return &RecordError{Reason: CodeAndDeck}
	}
	return nil
}

// action reads and plays an "N. move" line.
func (p *recordParser) action(line string) *RecordError {
	if p.game == nil {
		if err := p.start(); err != nil {
			return err
		}
	}
	n := len(p.rec.Moves) + 1
	want := strconv.Itoa(n)
	number, text, ok := strings.Cut(line, ".")
	if !ok || strings.TrimSpace(number) != want {
		return &RecordError{Action: n, Reason: BadActionNumber, f: facts{n: n}}
	}
	m, err := p.game.ParseMove(strings.TrimSpace(text))
	if err == nil {
		err = p.game.Play(m)
	}
	if err != nil {
		return &RecordError{Action: n, Err: err}
	}
	p.rec.Moves = append(p.rec.Moves, m)
	return nil
}

// start deals the game the tags describe, once they have all been read.
func (p *recordParser) start() *RecordError {
	var err error
	switch {
	case p.codeLine != 0:
		if p.drawLine != 0 && p.mode != p.rec.Mode {
			err := &RecordError{Line: p.drawLine, Text: p.drawText, Reason: DrawTagDisagrees,
				f: facts{n: p.mode.Cards(), m: p.rec.Mode.Cards()}}
			if !p.lenient {
				return err
			}
			p.overruled, p.mode = err, p.rec.Mode
		}
		p.game, err = Deal(p.rec.Code)
	case p.deckLine != 0:
		p.rec.Mode = p.mode
		p.game, err = DealDeck(p.rec.Deck, p.mode)
	default:
		return &RecordError{Reason: NoDealTag}
	}
	if err != nil {
		return &RecordError{Err: err}
	}
	return nil
}

// withoutDeck returns a record's line for an error message, a Deck tag's
// cards left out: the dealing order names every face-down card (R2.3).
func withoutDeck(line string) string {
	if name, _, ok := parseTag(line); ok && tagName(name) == "Deck" {
		return "[" + name + " …]"
	}
	// A Deck tag too damaged to read names its cards all the same.
	if inner, ok := strings.CutPrefix(line, "["); ok {
		if name := strings.Fields(inner); len(name) > 0 && len(name[0]) >= 4 && strings.EqualFold(name[0][:4], "Deck") {
			return "[" + name[0][:4] + " …"
		}
	}
	return line
}

// tagName returns the canonical spelling of a tag name given in any case.
func tagName(name string) string {
	for _, known := range [...]string{"Code", "Deck", "Draw", "Score"} {
		if strings.EqualFold(name, known) {
			return known
		}
	}
	return name
}

// parseTag reads [Name "value"].
func parseTag(line string) (name, value string, ok bool) {
	inner, ok := strings.CutPrefix(line, "[")
	if !ok {
		return "", "", false
	}
	inner, ok = strings.CutSuffix(inner, "]")
	if !ok {
		return "", "", false
	}
	name, quoted, ok := strings.Cut(strings.TrimSpace(inner), " ")
	if !ok {
		return "", "", false
	}
	quoted = strings.TrimSpace(quoted)
	if len(quoted) < 2 || quoted[0] != '"' || quoted[len(quoted)-1] != '"' {
		return "", "", false
	}
	value = quoted[1 : len(quoted)-1]
	if strings.ContainsRune(value, '"') {
		return "", "", false
	}
	return name, value, true
}

// RecordError reports a record that cannot be read or replayed. It unwraps
// to ErrBadRecord and to the cause, if any: a *MoveError for an illegal
// action, a *ParseError for a bad code, card, deck or move. Like MoveError
// it says what was wrong as data, for Explain, and a nil *RecordError is as
// safe as a nil *MoveError.
type RecordError struct {
	Line   int    // the line of the text, from 1; 0 when the record as a whole is wrong or it was not read from text
	Action int    // the action, from 1; 0 when the error is not about an action
	Text   string // the line's text without its comment, or the action
	Reason Reason // what was wrong, when Err does not say it; else NoReason
	Err    error  // the cause, or nil
	f      facts  // what the reason speaks of: a tag's name, numbers
}

// Error returns the message, as in
// `bad game record: line 7, action 3 (3. c2 c4): c2:1 c4: 6♣ does not go on 6♥: same colour (R5.1)`.
func (e *RecordError) Error() string {
	if e == nil {
		return "<nil>"
	}
	s := e.where(logSpeaker)
	if e.Reason != NoReason {
		s += ": " + logSpeaker.say(e.Reason, &e.f)
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *RecordError) clause(sp speaker) string {
	if e == nil {
		return ""
	}
	s := e.where(sp)
	if e.Reason != NoReason {
		s += ": " + sp.say(e.Reason, &e.f)
	}
	if e.Err != nil {
		var inner explainer
		text := ""
		if errors.As(e.Err, &inner) {
			text = inner.clause(sp)
		}
		if text == "" {
			text = e.Err.Error()
		}
		s += ": " + text
	}
	return s
}

func (e *RecordError) isNil() bool { return e == nil }

// where returns "bad game record: line 7, action 3 (3. c2 c4)".
func (e *RecordError) where(sp speaker) string {
	s := sp.bad("game record")
	danish := sp.lang == Danish
	line, action := catalog.Record.Line.In(danish)+" ", catalog.Record.Action.In(danish)+" "
	var at []string
	if e.Line > 0 {
		at = append(at, line+strconv.Itoa(e.Line))
	}
	if e.Action > 0 {
		at = append(at, action+strconv.Itoa(e.Action))
	}
	if len(at) > 0 {
		s += ": " + strings.Join(at, ", ")
	}
	if e.Text != "" {
		s += " (" + shorten(e.Text) + ")"
	}
	return s
}

// Unwrap returns ErrBadRecord and the cause.
func (e *RecordError) Unwrap() []error {
	if e == nil {
		return nil
	}
	if e.Err == nil {
		return []error{ErrBadRecord}
	}
	return []error{ErrBadRecord, e.Err}
}

// shorten keeps a line of a record readable in a one-line message: control
// characters and broken UTF-8 become "?", and a long line is cut.
func shorten(s string) string {
	const max = 60
	var b strings.Builder
	for i, r := range s {
		if i >= max {
			b.WriteString("…")
			break
		}
		if r < ' ' || r == 0x7f || r == utf8.RuneError {
			r = '?'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// MarshalText implements encoding.TextMarshaler: the text of the game's
// Record, so a Game can be saved as text or as a JSON string.
func (g *Game) MarshalText() ([]byte, error) {
	if !g.dealt() {
		return nil, &RecordError{Reason: NotDealt}
	}
	return g.Record().MarshalText()
}

// UnmarshalText implements encoding.TextUnmarshaler: it reads a record with
// ParseRecord, which replays and checks every action, and on success
// replaces the game with the result, undo history included (the last 100
// actions can be undone). The game's listeners and Double-click setting
// stay, and the listeners hear a LoadEvent. On error the game is unchanged.
func (g *Game) UnmarshalText(text []byte) error {
	if g.busy {
		return busyError(Move{}, "load")
	}
	_, loaded, err := ParseRecord(string(text))
	if err != nil {
		return err
	}
	loaded.listeners, loaded.nextID, loaded.singleClick = g.listeners, g.nextID, g.singleClick
	loaded.revision = g.revision + 1
	*g = *loaded
	if g.listeners != nil {
		g.emit(LoadEvent{Code: g.Code(), Mode: g.mode, Deck: g.DealtDeck(), Actions: len(g.history), Score: g.Score()})
	}
	return nil
}
