package canfield

import (
	"errors"
	"strconv"
	"strings"
)

// ParseMove reads a move in the notation that Move.String writes, as a
// program, a record or the JSON API writes it, ignoring case and extra
// space, and resolves its short forms against the position. It reads the
// canonical notation and every shorter form:
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
// and the two-key forms, a source and a destination without a space, which
// mean the same as the forms above:
//
//	r2   r c2        rf   r f        w3   w c3        wf   w f
//	24   c2 c4       2f   c2 f       f13  f1 c3
//
// In the rare column that holds two cards that fit (a run longer than 26
// cards), "c2 c4" takes the shorter run; name the count for the longer one.
// A card alone is not a move but a tap: ParseInput reads what a player
// types, taps and cards in the player's language included.
//
// Text that is not a move returns a *ParseError wrapping ErrBadNotation. A
// short form that the position cannot resolve (no part of column 2 fits on
// column 4, "w f" with an empty waste, a card that is not free) returns a
// *MoveError wrapping ErrIllegalMove whose Input is the text. Otherwise the
// move is returned without checking that it is legal: Play does that.
func (g *Game) ParseMove(text string) (Move, error) { return g.parseMove(text, English, false) }

// ParseInput reads what a player types to act on the game, speaking
// language l: a move in any form ParseMove reads, its card in l's letters,
// or a card or a pile alone, which means the app's one tap on it (R8.1).
// It returns the move to play: for a tap, the move Tap would play
// (TapMove), which the Double-click setting decides.
//
//	r c2       a move, as ParseMove reads it
//	kd c4      in Danish, klør dame onto column 4; "QC c4" in English
//	qc         in English, tap Q♣; in Danish "kd" taps klør dame
//	D♣         tap Q♣ as a Danish board shows it: symbols read in every language
//	r, w, c2   tap the reserve's, the waste's, column 2's top card
//	klør dame  tap Q♣ named as the game names it, in English or Danish:
//	           "queen of clubs", "9 of spades", "spar 9", any case
//	spar 9 c2  the card named so onto column 2: "9 of spades c2"
//
// In Danish the letters are those of the Danish names (R10.1), written in
// either order: the suit s (spar), h (hjerter), r (ruder) or k (klør), or
// a symbol ♠ ♥ ♦ ♣; the rank e or es (es, also 1), 2–10, kn (knægt),
// d (dame) or k or ko (konge). So "kd" and "dk" are klør dame, "h10" is
// hjerter 10, "se" spar es and "kk" klør konge. English letters are not
// read in Danish, so that "kd" is never the king of diamonds.
//
// A word is read as a move first, so that no card shadows a move: in
// Danish "r2" is the reserve onto column 2, and ruder 2 is written "2r"
// or "2♦".
//
// Text that is neither a move nor a card or pile returns a *ParseError
// wrapping ErrBadNotation: of a move (What "move") for a word that starts as
// a pile does ("c9"), else of a card (What "card"), whose text names l's
// letters ("zz", or "qc" in Danish). A tap
// that no pile takes, of a card that is not free or of an empty pile,
// returns the *MoveError that Tap would, and a face-down card is refused
// in the same words whichever pile hides it (R2.3).
func (g *Game) ParseInput(text string, l Language) (Move, error) {
	m, err := g.parseMove(text, l, true)
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Reason != NoDestination {
		return m, err
	}
	// One word, or a card's name, that is no move: a pile or a card,
	// tapped.
	var c Card
	word := strings.TrimSpace(text)
	if p, ok := parsePile(strings.ToLower(word)); ok {
		if g.state.pileLen(p) == 0 {
			return Move{}, whyPile(NothingToTap, p).errFor(text)
		}
		c = g.state.topCard(p)
	} else if named, ok := wholeCardName(word); ok {
		c = named
	} else {
		var cardErr *ParseError
		if c, cardErr = parseCardIn(text, l, ErrBadNotation); cardErr != nil {
			if startsLikePile(text) {
				return Move{}, err // "c9", "w3x": the notation's complaint
			}
			return Move{}, cardErr // "zz", "qc" in Danish: how cards are written
		}
	}
	tm, r := g.state.tapMove(c, !g.singleClick)
	if r.refused() {
		return Move{}, r.errFor(text)
	}
	return tm, nil
}

// parseMove reads a move for ParseMove, and with names set for
// ParseInput, which reads a card's name as its source too.
func (g *Game) parseMove(text string, l Language, names bool) (Move, error) {
	fields := strings.Fields(strings.ToLower(text))
	bad := func(reason Reason, part string) (Move, error) {
		e := badText("move", text, reason, ErrBadNotation)
		e.Part = part
		return Move{}, e
	}
	var named Card // the source, when it is given by its name
	n := 0         // the words of its name
	if names {
		named, n = cutCardName(fields)
	}
	var src, dst string
	switch words := len(fields) - n; {
	case words == 0 && n > 0:
		return bad(NoDestination, "") // a card alone: ParseInput taps it
	case words == 0:
		return bad(EmptyText, "")
	case words == 1 && n > 0:
		dst = fields[n]
	case words == 1:
		if fields[0] == "s" {
			return StockTap(), nil
		}
		var ok bool
		if src, dst, ok = splitTwoKeys(fields[0]); !ok {
			return bad(NoDestination, "")
		}
	case words == 2 && n == 0:
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
	var from Pile
	var count int
	if named == 0 {
		var reason Reason
		var part string
		if from, count, ok, reason, part = parseSource(src); reason != NoReason {
			return bad(reason, part)
		}
		if !ok {
			c, err := parseCardIn(src, l, ErrBadNotation)
			if err != nil {
				return bad(UnknownSource, src)
			}
			named = c
		}
	}
	if named != 0 {
		depth, r := 0, refusal{}
		if from, depth, r = g.state.locate(named); r.refused() {
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

// splitTwoKeys reads a two-key form and returns it as the source and
// destination of the notation: "r2" is "r" and "c2", "24" is
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

// startsLikePile reports whether a word starts as a pile of the notation
// does, a letter r, w, s, c or f with nothing but digits after it, and so is
// meant as a move or a pile rather than a card.
func startsLikePile(word string) bool {
	word = strings.ToLower(strings.TrimSpace(word))
	if word == "" || !strings.ContainsRune("rwscf", rune(word[0])) {
		return false
	}
	return strings.Trim(word[1:], "0123456789") == ""
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

// MarshalText implements encoding.TextMarshaler with the pile's notation
// ("c2"). NoPile, no pile at all, is the empty text, as the zero Card is;
// any other value that is not a pile is an error.
func (p Pile) MarshalText() ([]byte, error) {
	if p == NoPile {
		return []byte{}, nil
	}
	if p > Column4 {
		return nil, badText("pile", p.String(), NotAPile, ErrBadNotation)
	}
	return []byte(p.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with ParsePile; the
// empty text is NoPile.
func (p *Pile) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*p = NoPile
		return nil
	}
	parsed, err := ParsePile(string(text))
	if err != nil {
		return err
	}
	*p = parsed
	return nil
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
