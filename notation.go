package canfield

import (
	"errors"
	"strconv"
	"strings"
)

// ParseMove reads a move, ignoring case and extra space, and resolves its
// short forms against the position. It reads the canonical notation of
// Move.String and every shorter form:
//
//	s          tap the stock: draw, or turn the waste over when the stock is empty
//	r c2       the reserve's top card onto column 2
//	w f        the waste's top card to the foundation of its suit ("w f2" names it)
//	c2 f       column 2's top card to its foundation
//	c2 c4      the top part of column 2 that fits on column 4; onto an empty
//	           column, the whole column
//	c2:2 c4    the top 2 cards of column 2 onto column 4
//	f1 c3      take foundation 1's top card back onto column 3 (R4.5)
//	QC c4      the card Q♣ (with the cards on it, in a column) onto column 4
//
// and the two-key forms of BSD canfield(6), a source and a destination
// without a space, which mean the same as the forms above:
//
//	r2   r c2        rf   r f        w3   w c3        wf   w f
//	24   c2 c4       2f   c2 f       f13  f1 c3
//
// In the rare column that holds two cards that fit (a run longer than 26
// cards), "c2 c4" takes the shorter run; name the count for the longer one.
// A card alone is not a move but a tap: see ParseTap.
//
// Text that is not a move returns a *ParseError wrapping ErrBadNotation. A
// short form that the position cannot resolve (no part of column 2 fits on
// column 4, "w f" with an empty waste, a card that is not free) returns a
// *MoveError wrapping ErrIllegalMove whose Input is the text. Otherwise the
// move is returned without checking that it is legal: Play does that.
func (g *Game) ParseMove(text string) (Move, error) { return g.parseMove(text, English) }

// ParseMoveIn is ParseMove for a player who speaks language l: a card that
// names the source is read as ParseCardIn reads it, so that in Danish
// "kd c4" moves klør dame onto column 4. Everything else, the piles and the
// two-key forms, reads the same in every language.
func (g *Game) ParseMoveIn(text string, l Language) (Move, error) { return g.parseMove(text, l) }

func (g *Game) parseMove(text string, l Language) (Move, error) {
	fields := strings.Fields(strings.ToLower(text))
	bad := func(reason Reason, part string) (Move, error) {
		e := badText("move", text, reason, ErrBadNotation)
		e.Part = part
		return Move{}, e
	}
	var src, dst string
	switch len(fields) {
	case 0:
		return bad(EmptyText, "")
	case 1:
		if fields[0] == "s" {
			return StockTap(), nil
		}
		var ok bool
		if src, dst, ok = splitTwoKeys(fields[0]); !ok {
			return bad(NoDestination, "")
		}
	case 2:
		src, dst = fields[0], fields[1]
	default:
		return bad(TooManyWords, "")
	}
	if src == "s" {
		if dst == "w" {
			return StockTap(), nil
		}
		return bad(StockTapNotation, "")
	}
	to, toAnyFoundation, ok := parseDestination(dst)
	if !ok {
		return bad(UnknownDestination, dst)
	}
	from, count, ok, reason, part := parseSource(src)
	if reason != NoReason {
		return bad(reason, part)
	}
	if !ok {
		c, err := ParseCardIn(src, l)
		if err != nil {
			return bad(UnknownSource, src)
		}
		var depth int
		var r refusal
		if from, depth, r = g.state.locate(c); r.refused() {
			return Move{}, r.errFor(text)
		}
		count = depth + 1
	}
	if !from.IsColumn() {
		count = 1
	}
	if toAnyFoundation {
		if count > 1 {
			return Move{}, why(OneCardToFoundation).errFor(text)
		}
		c, r := g.state.freeCard(from, 1)
		if r.refused() {
			return Move{}, r.errFor(text)
		}
		to = FoundationPile(int(g.fslot[c.Suit()]))
	}
	if from.IsColumn() && to.IsColumn() && count == 0 {
		var r refusal
		if count, r = g.state.resolveRun(from.Index(), to.Index()); r.refused() {
			return Move{}, r.errFor(text)
		}
	}
	if count == 0 {
		count = 1
	}
	return NewMove(from, to, count), nil
}

// splitTwoKeys reads a two-key form of BSD canfield(6) and returns it as
// the source and destination of the notation: "r2" is "r" and "c2", "24" is
// "c2" and "c4", "f13" is "f1" and "c3". None of these forms is also a card
// ("2s" is the two of spades) or a pile.
func splitTwoKeys(s string) (src, dst string, ok bool) {
	switch {
	case len(s) == 2:
		switch {
		case s[0] == 'r' || s[0] == 'w':
			src = s[:1]
		case isColumnDigit(s[0]):
			src = columnNotation[s[0]-'1']
		default:
			return "", "", false
		}
		switch {
		case s[1] == 'f':
			return src, "f", true
		case isColumnDigit(s[1]):
			return src, columnNotation[s[1]-'1'], true
		}
	case len(s) == 3 && s[0] == 'f' && isColumnDigit(s[1]) && isColumnDigit(s[2]):
		return s[:2], columnNotation[s[2]-'1'], true
	}
	return "", "", false
}

var columnNotation = [4]string{"c1", "c2", "c3", "c4"}

func isColumnDigit(b byte) bool { return b >= '1' && b <= '4' }

// ParseTap reads the card that a tap means (Game.Tap): a card, as ParseCard
// reads it ("QC", "q♣"), or a pile whose top card is meant: "r" the
// reserve's, "w" the waste's, "c1"–"c4" a column's, "f1"–"f4" a
// foundation's (which Tap refuses to move, R4.5). The stock is tapped with
// the move "s", not here.
//
// A pile with no card returns a *MoveError wrapping ErrIllegalMove (Reason
// NothingToTap); other text returns ParseCard's error, a *ParseError
// wrapping ErrBadCard. The card is returned without checking that a tap can
// move it: Tap does that, and refuses a face-down card in the same words
// whichever pile hides it.
func (g *Game) ParseTap(text string) (Card, error) { return g.ParseTapIn(text, English) }

// ParseTapIn is ParseTap for a player who speaks language l: a card is read
// as ParseCardIn reads it ("kd" is klør dame in Danish), a pile as in every
// language. A word that is also a move, such as "r2" (ruder 2 in Danish, and
// the two-key form of the reserve onto column 2), is read here as the card:
// a program that takes both from one word tries Game.ParseMoveIn first.
func (g *Game) ParseTapIn(text string, l Language) (Card, error) {
	trimmed := strings.ToLower(strings.TrimSpace(text))
	if p, ok := parsePile(trimmed); ok && p != Stock {
		if g.state.pileLen(p) == 0 {
			return 0, whyPile(NothingToTap, p).errFor(text)
		}
		return g.state.topCard(p), nil
	}
	return ParseCardIn(text, l)
}

// parseDestination reads f, f1–f4 or c1–c4; toAnyFoundation is set for a
// bare f, which the moving card's suit resolves.
func parseDestination(s string) (to Pile, toAnyFoundation, ok bool) {
	if s == "f" {
		return NoPile, true, true
	}
	p, ok := parsePile(s)
	if !ok || !(p.IsFoundation() || p.IsColumn()) {
		return NoPile, false, false
	}
	return p, false, true
}

// parseSource reads r, w, f1–f4, c1–c4 or cN:K. It returns ok false, and no
// reason, for text that may be a card; count is 0 when the text gives none.
// A refused source comes with its reason and the part at fault.
func parseSource(s string) (from Pile, count int, ok bool, reason Reason, part string) {
	if pileText, countText, hasCount := strings.Cut(s, ":"); hasCount {
		p, ok := parsePile(pileText)
		if !ok || !p.IsColumn() {
			return NoPile, 0, false, CountOnlyForColumns, pileText
		}
		n, err := strconv.Atoi(countText)
		if err != nil || n < 1 || n > 52 || countText[0] < '0' || countText[0] > '9' {
			return NoPile, 0, false, BadCount, pileText + ":"
		}
		return p, n, true, NoReason, ""
	}
	p, ok := parsePile(s)
	if ok && p != Stock {
		return p, 0, true, NoReason, ""
	}
	return NoPile, 0, false, NoReason, ""
}

// parsePile reads a pile's notation: s, w, r, f1–f4 or c1–c4 (lower case).
func parsePile(s string) (Pile, bool) {
	switch s {
	case "s":
		return Stock, true
	case "w":
		return Waste, true
	case "r":
		return Reserve, true
	}
	if len(s) == 2 && s[1] >= '1' && s[1] <= '4' {
		switch s[0] {
		case 'f':
			return FoundationPile(int(s[1] - '1')), true
		case 'c':
			return ColumnPile(int(s[1] - '1')), true
		}
	}
	return NoPile, false
}

// ParsePile reads a pile in move notation ("s", "w", "r", "f1"–"f4",
// "c1"–"c4"), ignoring case and surrounding space.
func ParsePile(s string) (Pile, error) {
	p, ok := parsePile(strings.ToLower(strings.TrimSpace(s)))
	if !ok {
		return NoPile, badText("pile", s, NotAPile, ErrBadNotation)
	}
	return p, nil
}

// UnmarshalText implements encoding.TextUnmarshaler for the canonical
// notation only, which needs no position: "s", "r c2", "w f1", "c2:3 c4",
// "f1 c3". Use Game.ParseMove for the short forms.
func (m *Move) UnmarshalText(text []byte) error {
	var zero Game // short forms need a position: on no position they fail
	parsed, err := zero.ParseMove(string(text))
	if errors.Is(err, ErrBadNotation) {
		return err
	}
	if err != nil || parsed.String() != normalizeSpace(string(text)) {
		return badText("move", string(text), NotCanonical, ErrBadNotation)
	}
	*m = parsed
	return nil
}

// pileLen returns how many cards pile p holds.
func (s *state) pileLen(p Pile) int {
	switch {
	case p.IsColumn():
		return int(s.ncol[p.Index()])
	case p.IsFoundation():
		return int(s.fcount[p.Index()])
	}
	return s.talonOrReserveLen(p)
}

// resolveRun returns the length of the run that "cI cJ" means: the whole
// column onto an empty one, else the shortest run that fits.
func (s *state) resolveRun(i, j int) (int, refusal) {
	if s.ncol[i] == 0 {
		return 0, whyPile(PileEmpty, ColumnPile(i))
	}
	if i == j {
		return 0, why(OntoItself)
	}
	if s.ncol[j] == 0 {
		return int(s.ncol[i]), refusal{}
	}
	top := s.cols[j][s.ncol[j]-1]
	runs := s.fittingRuns(i, top)
	if runs[0] == 0 {
		return 0, refusal{reason: NoRunFits, pile: ColumnPile(i), onto: top}
	}
	return int(runs[0]), refusal{}
}

// freeCard returns the lowest card of the top n cards of a source pile, or
// why there is none.
func (s *state) freeCard(p Pile, n int) (Card, refusal) {
	switch {
	case p == Reserve && s.nreserve == 0,
		p == Waste && s.nwaste == 0,
		p.IsFoundation() && s.fcount[p.Index()] == 0:
		return 0, whyPile(PileEmpty, p)
	case p.IsColumn():
		i := p.Index()
		if int(s.ncol[i]) < n || n < 1 {
			if s.ncol[i] == 0 {
				return 0, whyPile(PileEmpty, p)
			}
			return 0, refusal{reason: TooFewCards, pile: p, count: s.ncol[i]}
		}
		return s.cols[i][int(s.ncol[i])-n], refusal{}
	case p == Reserve, p == Waste, p.IsFoundation():
		return s.topCard(p), refusal{}
	}
	return 0, whyPile(NoSuchSource, p)
}

// normalizeSpace lower-cases s and reduces its spaces to single ones.
func normalizeSpace(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}
