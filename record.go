package canfield

import (
	"errors"
	"strconv"
	"strings"
)

// ErrBadRecord is wrapped by every error about a game record.
var ErrBadRecord = errors.New("bad game record")

// Record is a whole game in a form that can be saved and read back: the
// deal, the draw mode and every action from the deal in order. Unlike the
// undo history it has no limit of 100 actions; actions that were undone
// are not in it.
//
// Its text form, in the spirit of chess's PGN, is readable and diff-friendly:
// tags in brackets, then one numbered action a line in canonical notation.
//
//	[Code "CF1-D3-AAAAACL"]
//	[Draw "3"]
//	[Score "5"]
//
//	1. r c2
//	2. r f1
//	3. c2:2 c4
//
// A game dealt from an explicit deck has a Deck tag with the 52 cards of its
// dealing order (R2.2) in place of the Code tag. A line from ";" on is a
// comment. The Score tag, when present, must match the replayed game.
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
	r.Moves = g.Actions()
	return r
}

// Actions returns every action played from the deal to now, in order.
// Undone actions are not included.
func (g *Game) Actions() []Move {
	moves := make([]Move, len(g.history))
	for i, a := range g.history {
		moves[i] = a.move
	}
	return moves
}

// String returns the record's text form.
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

// MarshalText implements encoding.TextMarshaler with the record's text.
func (r Record) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// ParseRecord reads a record's text and replays it, so that every action
// is checked. It returns the record and the game it ends in. An error wraps
// ErrBadRecord, names the line (and the action) that is wrong, and, for an
// action the game refuses, also wraps ErrIllegalMove.
func ParseRecord(text string) (Record, *Game, error) {
	var r Record
	var g *Game
	var haveCode, haveDeck, haveDraw, haveScore bool
	drawMode := Draw3
	lines := strings.Split(text, "\n")
	for n, line := range lines {
		lineNo := n + 1
		if i := strings.IndexByte(line, ';'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		fail := func(reason string, cause error) (Record, *Game, error) {
			return Record{}, nil, &RecordError{Line: lineNo, Action: len(r.Moves) + 1, Text: line, Reason: reason, Err: cause}
		}
		if strings.HasPrefix(line, "[") {
			if g != nil {
				return fail("a tag after the first action", nil)
			}
			name, value, ok := parseTag(line)
			if !ok {
				return fail("want a tag such as [Code \"CF1-D3-AAAAACL\"]", nil)
			}
			switch name {
			case "Code":
				if haveCode || haveDeck {
					return fail("a second Code or Deck tag", nil)
				}
				number, mode, err := ParseCode(value)
				if err != nil {
					return fail("", err)
				}
				r.Code, r.Mode, haveCode = FormatCode(number, mode), mode, true
			case "Deck":
				if haveCode || haveDeck {
					return fail("a second Code or Deck tag", nil)
				}
				for _, f := range strings.Fields(value) {
					c, err := ParseCard(f)
					if err != nil {
						return fail("", err)
					}
					r.Deck = append(r.Deck, c)
				}
				haveDeck = true
			case "Draw":
				mode, err := ParseDrawMode(value)
				if err != nil {
					return fail("", err)
				}
				drawMode, haveDraw = mode, true
			case "Score":
				score, err := strconv.Atoi(value)
				if err != nil || score < 0 {
					return fail("the score must be a number of 0 or more", nil)
				}
				r.Score, haveScore = score, true
			default:
				return fail("unknown tag "+quote(name), nil)
			}
			continue
		}
		if g == nil {
			var err error
			if g, err = recordGame(&r, haveCode, haveDeck, haveDraw, drawMode); err != nil {
				return fail("", err)
			}
		}
		number, moveText, ok := strings.Cut(line, ".")
		if !ok || strings.TrimSpace(number) != strconv.Itoa(len(r.Moves)+1) {
			return fail("want action "+strconv.Itoa(len(r.Moves)+1)+" as \""+strconv.Itoa(len(r.Moves)+1)+". r c2\"", nil)
		}
		m, err := g.ParseMove(moveText)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			return fail("", err)
		}
		r.Moves = append(r.Moves, m)
	}
	if g == nil {
		var err error
		if g, err = recordGame(&r, haveCode, haveDeck, haveDraw, drawMode); err != nil {
			return Record{}, nil, &RecordError{Line: len(lines), Err: err}
		}
	}
	if haveScore && r.Score != g.Score() {
		return Record{}, nil, &RecordError{Line: len(lines), Reason: "the Score tag says " + strconv.Itoa(r.Score) +
			" but the actions score " + strconv.Itoa(g.Score())}
	}
	r.Score = g.Score()
	return r, g, nil
}

// recordGame deals the game a record's tags describe.
func recordGame(r *Record, haveCode, haveDeck, haveDraw bool, drawMode DrawMode) (*Game, error) {
	switch {
	case haveCode:
		if haveDraw && drawMode != r.Mode {
			return nil, errors.New("the Draw tag says " + strconv.Itoa(drawMode.Cards()) + " but the code says " + r.Mode.String())
		}
		return Deal(r.Code)
	case haveDeck:
		r.Mode = drawMode
		return DealDeck(r.Deck, drawMode)
	}
	return nil, errors.New("no Code or Deck tag before the first action")
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
	name, quoted, ok := strings.Cut(inner, " ")
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
// to ErrBadRecord and to the cause, if any (a *MoveError for an illegal
// action, a *ParseError for a bad code or card).
type RecordError struct {
	Line   int    // the line, from 1
	Action int    // the action being read, from 1
	Text   string // the line's text, without its comment
	Reason string // what was wrong, when Err does not say it
	Err    error  // the cause, or nil
}

func (e *RecordError) Error() string {
	s := "bad game record: line " + strconv.Itoa(e.Line)
	if e.Text != "" {
		s += " " + quote(e.Text)
	}
	if e.Reason != "" {
		s += ": " + e.Reason
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

// Unwrap returns ErrBadRecord and the cause.
func (e *RecordError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrBadRecord}
	}
	return []error{ErrBadRecord, e.Err}
}

// MarshalText implements encoding.TextMarshaler: the game's record, so a
// Game can be saved as text or as a JSON string.
func (g *Game) MarshalText() ([]byte, error) {
	if !g.deck[0].Valid() {
		return nil, errors.New("canfield: the zero Game has no deal to record")
	}
	return g.Record().MarshalText()
}

// UnmarshalText implements encoding.TextUnmarshaler: it reads a record,
// replays and checks every action, and on success replaces the game with
// the result, undo history included (the last 100 actions can be undone).
// The game's listeners and Double-click setting stay; listeners hear
// nothing of the load. On error the game is unchanged.
func (g *Game) UnmarshalText(text []byte) error {
	if g.busy {
		return busyError(Move{})
	}
	_, loaded, err := ParseRecord(string(text))
	if err != nil {
		return err
	}
	loaded.listeners, loaded.nextID, loaded.singleClick = g.listeners, g.nextID, g.singleClick
	*g = *loaded
	return nil
}
