package canfield

import (
	"errors"
	"strconv"
	"strings"
)

// ParseMove reads a move in the notation of Move.String, ignoring case and
// extra space, and resolves its short forms against the position:
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
// In the rare column that holds two cards that fit (a run longer than 26
// cards), "c2 c4" takes the shorter run; name the count for the longer one.
//
// Text that is not a move returns a *ParseError wrapping ErrBadNotation. A
// short form that the position cannot resolve (no part of column 2 fits on
// column 4, "w f" with an empty waste, a card that is not free) returns a
// *MoveError wrapping ErrIllegalMove. Otherwise the move is returned without
// checking that it is legal: Play does that.
func (g *Game) ParseMove(text string) (Move, error) {
	fields := strings.Fields(strings.ToLower(text))
	bad := func(reason string) (Move, error) {
		return Move{}, &ParseError{What: "move", Input: text, Reason: reason, Err: ErrBadNotation}
	}
	switch len(fields) {
	case 0:
		return bad("empty")
	case 1:
		if fields[0] == "s" {
			return StockTap(), nil
		}
		return bad("want a source and a destination, as in \"r c2\", or \"s\" for the stock")
	case 2:
	default:
		return bad("too many words: want a source and a destination, as in \"r c2\"")
	}
	src, dst := fields[0], fields[1]
	if src == "s" {
		if dst == "w" {
			return StockTap(), nil
		}
		return bad("the stock's cards go only to the waste: write \"s\"")
	}
	to, toAnyFoundation, ok := parseDestination(dst)
	if !ok {
		return bad("unknown destination " + quote(dst) + ": want f, f1–f4 or c1–c4")
	}
	from, count, ok, reason := parseSource(src)
	if reason != "" {
		return bad(reason)
	}
	if !ok {
		c, err := ParseCard(src)
		if err != nil {
			return bad("unknown source " + quote(src) + ": want r, w, f1–f4, c1–c4, c2:3 or a card")
		}
		var depth int
		if from, depth, reason = g.state.locate(c); reason != "" {
			return Move{}, illegal(Move{}, reason)
		}
		count = depth + 1
	}
	if !from.IsColumn() {
		count = 1
	}
	if toAnyFoundation {
		if count > 1 {
			return Move{}, illegal(Move{}, "only one card at a time goes to a foundation (R4.3)")
		}
		c, reason := g.state.freeCard(from, 1)
		if reason != "" {
			return Move{}, illegal(Move{}, reason)
		}
		to = FoundationPile(int(g.fslot[c.Suit()]))
	}
	if from.IsColumn() && to.IsColumn() && count == 0 {
		var reason string
		if count, reason = g.state.resolveRun(from.Index(), to.Index()); reason != "" {
			return Move{}, illegal(Move{}, reason)
		}
	}
	if count == 0 {
		count = 1
	}
	return NewMove(from, to, count), nil
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
func parseSource(s string) (from Pile, count int, ok bool, reason string) {
	if pileText, countText, hasCount := strings.Cut(s, ":"); hasCount {
		p, ok := parsePile(pileText)
		if !ok || !p.IsColumn() {
			return NoPile, 0, false, "only a column takes a count, as in \"c2:3\""
		}
		n, err := strconv.Atoi(countText)
		if err != nil || n < 1 || n > 52 || countText[0] < '0' || countText[0] > '9' {
			return NoPile, 0, false, "the count after " + quote(pileText+":") + " must be a number from 1 to 52"
		}
		return p, n, true, ""
	}
	p, ok := parsePile(s)
	if ok && p != Stock {
		return p, 0, true, ""
	}
	return NoPile, 0, false, ""
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
		return NoPile, &ParseError{What: "pile", Input: s, Reason: "want s, w, r, f1–f4 or c1–c4", Err: ErrBadNotation}
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
		return &ParseError{What: "move", Input: string(text), Reason: "not in canonical notation, such as \"c2:1 c4\" or \"w f1\"", Err: ErrBadNotation}
	}
	*m = parsed
	return nil
}

// resolveRun returns the length of the run that "cI cJ" means: the whole
// column onto an empty one, else the shortest run that fits.
func (s *state) resolveRun(i, j int) (int, string) {
	if s.ncol[i] == 0 {
		return 0, pileName(ColumnPile(i)) + " is empty"
	}
	if i == j {
		return 0, "a column does not move onto itself"
	}
	if s.ncol[j] == 0 {
		return int(s.ncol[i]), ""
	}
	top := s.cols[j][s.ncol[j]-1]
	runs := s.fittingRuns(i, top)
	if runs[0] == 0 {
		return 0, "no card of " + pileName(ColumnPile(i)) + " goes on " + top.String() +
			": it takes a " + colourName(!top.Red()) + " " + top.Rank().Prev().String() + " (R5.1)"
	}
	return int(runs[0]), ""
}

// freeCard returns the lowest card of the top n cards of a source pile, or
// why there is none.
func (s *state) freeCard(p Pile, n int) (Card, string) {
	switch {
	case p == Reserve && s.nreserve == 0:
		return 0, "the reserve is empty"
	case p == Waste && s.nwaste == 0:
		return 0, "the waste is empty"
	case p.IsFoundation() && s.fcount[p.Index()] == 0:
		return 0, pileName(p) + " is empty"
	case p.IsColumn():
		i := p.Index()
		if int(s.ncol[i]) < n || n < 1 {
			return 0, pileName(p) + " has " + plural(int(s.ncol[i]), "card")
		}
		return s.cols[i][int(s.ncol[i])-n], ""
	case p == Reserve, p == Waste, p.IsFoundation():
		return s.topCard(p), ""
	}
	return 0, "no cards come from " + p.String()
}

func colourName(red bool) string {
	if red {
		return "red"
	}
	return "black"
}

// normalizeSpace lower-cases s and reduces its spaces to single ones.
func normalizeSpace(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}
