package repl

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
)

// The board, as it is shown after every action, and its verdict line:
//
//	CF1-D3-AAAAACL   draw 3   score 5
//
//	  reserve (r)   J♠   10 cards
//	  stock (s)     31 cards
//	  waste (w)     4♠ 9♦ J♣   3 cards
//	  foundations   f1 8♥    f2 -♠    f3 -♦    f4 -♣    start rank 7
//
//	    c1    c2    c3    c4
//	    6♣    Q♠    Q♥    A♠
//	                      K♥
//	                      Q♣
//	Verdict: winnable
//
// It fits 60 columns: on a narrow terminal the foundations close up and the
// start rank moves to the first line. A column too long for the terminal's
// height shows its first card, how many cards follow it unseen, and its
// last cards: a column is one run (R5.3), so the cards left out are the
// ranks between, in alternating colours.
//
//	    K♠    9♦
//	    …12
//	    Q♥
//	    J♠

const (
	ansiRed   = "\x1b[31m"
	ansiReset = "\x1b[0m"
	cellWidth = 6 // a column of the layout: "10♥" and some room
	// boardLines is how many lines the board holds besides the columns'
	// cards: the first line, the four rows, the columns' names, the blank
	// lines between and the verdict.
	boardLines = 10
	minRows    = 4
)

// board returns the board of the session's game, as the output of a
// command: on the screen, the line typed is above it and the prompt below.
func (s *Session) board() string { return s.boardWithin(2) }

// boardWithin returns the board of the session's game. Its columns take
// what the terminal's height leaves beside the board's other lines and
// others more: the lines written above and below it, and the prompt.
func (s *Session) boardWithin(others int) string {
	if s.onScreen() {
		return "" // the game screen draws the board itself
	}
	g := s.game
	width, height := s.size()
	var b strings.Builder

	header := s.codeText() + "   " + s.trf("draw %d", g.DrawMode().Cards()) + "   " + s.trf("score %d", g.Score())
	labels := []string{s.tr("reserve (r)"), s.tr("stock (s)"), s.tr("waste (w)"), s.tr("foundations")}
	labelWidth := 0
	for _, l := range labels {
		labelWidth = max(labelWidth, utf8.RuneCountInString(l))
	}
	var rows strings.Builder
	row := func(label, text string) {
		rows.WriteString("  " + pad(label, labelWidth) + "   " + text + "\n")
	}

	reserve := g.Reserve()
	if len(reserve) == 0 {
		row(labels[0], s.tr("empty"))
	} else {
		row(labels[0], s.card(reserve[len(reserve)-1])+"   "+s.cardCount(len(reserve)))
	}

	// The waste shows the app's fan, as the web page does: with draw 3 the
	// cards of the last draw still there, the playable one last (R6.1).
	view := g.View()
	switch {
	case view.StockCount > 0:
		row(labels[1], s.cardCount(view.StockCount))
	case view.WasteCount > 0:
		row(labels[1], s.tr("empty: s turns the waste over"))
	default:
		row(labels[1], s.tr("empty"))
	}

	if view.WasteCount == 0 {
		row(labels[2], s.tr("empty"))
	} else {
		cards := make([]string, len(view.WasteFan))
		for i, c := range view.WasteFan {
			cards[i] = s.card(c)
		}
		row(labels[2], strings.Join(cards, " ")+"   "+s.cardCount(view.WasteCount))
	}

	startRank := s.trf("start rank %s", s.rankText(g.StartRank()))
	prefix := 2 + labelWidth + 3
	foundations := s.foundations("   ", true) + startRank
	if width > 0 && prefix+visibleWidth(foundations) >= width {
		foundations = s.foundations("  ", false) + startRank
		if prefix+visibleWidth(foundations) >= width {
			foundations = strings.TrimRight(s.foundations("  ", false), " ")
			header += "   " + startRank
		}
	}
	row(labels[3], foundations)

	b.WriteString(header + "\n\n")
	b.WriteString(rows.String())
	b.WriteString("\n")
	limit := 0
	if height > 0 {
		limit = max(minRows, height-boardLines-others)
	}
	b.WriteString(s.columns(limit))
	if v := s.verdictLine(); v != "" {
		b.WriteString(v + "\n")
	}
	return b.String()
}

// foundations returns the foundations' tops, "f1 8♦    f2 -♠ …", each
// followed by gap, the cards padded to one width if aligned.
func (s *Session) foundations(gap string, aligned bool) string {
	var f strings.Builder
	for i := range 4 {
		f.WriteString("f" + strconv.Itoa(i+1) + " ")
		var top string
		if cards := s.game.Foundation(i); len(cards) > 0 {
			top = s.card(cards[len(cards)-1])
		} else {
			top = s.emptyFoundation(s.game.FoundationSuit(i))
		}
		if aligned {
			top += strings.Repeat(" ", max(0, 3-visibleWidth(top)))
		}
		f.WriteString(top + gap)
	}
	return f.String()
}

// columns returns the four columns side by side, a column longer than
// limit rows (0 for no limit) shortened to it.
func (s *Session) columns(limit int) string {
	var b strings.Builder
	var cols [4][]string
	rows := 1
	header := "    "
	for i := range cols {
		cards := s.game.Column(i)
		cells := make([]string, 0, len(cards))
		if limit > 0 && len(cards) > limit {
			hidden := len(cards) - limit + 1
			cells = append(cells, s.cell(cards[0]), "…"+strconv.Itoa(hidden))
			for _, c := range cards[1+hidden:] {
				cells = append(cells, s.cell(c))
			}
		} else {
			for _, c := range cards {
				cells = append(cells, s.cell(c))
			}
		}
		if len(cells) == 0 {
			cells = append(cells, "--")
		}
		cols[i] = cells
		rows = max(rows, len(cells))
		header += pad("c"+strconv.Itoa(i+1), cellWidth)
	}
	b.WriteString(strings.TrimRight(header, " ") + "\n")
	for k := range rows {
		var line strings.Builder
		line.WriteString("    ")
		for i := range cols {
			text := ""
			if k < len(cols[i]) {
				text = cols[i][k]
			}
			line.WriteString(text + strings.Repeat(" ", max(0, cellWidth-visibleWidth(text))))
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
	return b.String()
}

// card returns a card as the board shows it: Q♣, or QC in ASCII; in
// Danish with the Danish rank letters, D♣ or DK (klør dame), so that a
// Danish player reads what they type (kd, or d♣). Red suits are red when
// colour is on.
func (s *Session) card(c canfield.Card) string {
	return s.paint(s.cardText(c), c.Suit().Red())
}

func (s *Session) cardText(c canfield.Card) string {
	if s.cfg.Lang != canfield.Danish {
		if s.cfg.ASCII {
			return c.ASCII()
		}
		return c.String()
	}
	return s.rankText(c.Rank()) + s.suitText(c.Suit())
}

// rankText returns a rank as the board shows it: Q, or D in Danish.
func (s *Session) rankText(r canfield.Rank) string {
	if t, ok := catalog.RankLetters[r.String()]; ok {
		return in(s.cfg.Lang, t)
	}
	return r.String()
}

// suitText returns a suit's symbol, or its letter in ASCII in the
// session's language.
func (s *Session) suitText(suit canfield.Suit) string {
	if !s.cfg.ASCII {
		return suit.String()
	}
	return suitLetter(s.cfg.Lang, suit)
}

// suitLetter returns a suit's letter in language l: S, H, D, C; in Danish
// S, H, R, K.
func suitLetter(l canfield.Language, suit canfield.Suit) string {
	if t, ok := catalog.SuitLetters[suit.Letter()]; ok {
		return in(l, t)
	}
	return suit.Letter()
}

// cell returns a card as a column shows it.
func (s *Session) cell(c canfield.Card) string { return s.card(c) }

// emptyFoundation shows the suit an empty foundation waits for: -♠.
func (s *Session) emptyFoundation(suit canfield.Suit) string {
	return s.paint("-"+s.suitText(suit), suit.Red())
}

func (s *Session) paint(text string, red bool) string {
	if red && s.cfg.Color {
		return ansiRed + text + ansiReset
	}
	return text
}

// pad fills text with spaces to width columns.
func pad(text string, width int) string {
	return text + strings.Repeat(" ", max(0, width-visibleWidth(text)))
}

// cardCount returns "1 card", "10 cards" in the session's language.
func (s *Session) cardCount(n int) string {
	if n == 1 {
		return s.tr("1 card")
	}
	return s.trf("%d cards", n)
}

// actionsText returns "1 action", "12 actions" in the session's language.
func (s *Session) actionsText(n int) string { return actionsIn(s.cfg.Lang, n) }

func actionsIn(l canfield.Language, n int) string {
	if n == 1 {
		return translate(l, "1 action")
	}
	return fmt.Sprintf(translate(l, "%d actions"), n)
}

// codeText returns the game's code, or what stands for it in a game dealt
// from an explicit deck.
func (s *Session) codeText() string { return gameCode(s.cfg.Lang, s.game) }

func gameCode(l canfield.Language, g *canfield.Game) string {
	if code := g.Code(); code != "" {
		return code
	}
	return translate(l, "(a game without a code)")
}

// pileName names a pile in words, as the library's texts do: "the
// reserve", "column 2".
func (s *Session) pileName(p canfield.Pile) string {
	l, piles := s.cfg.Lang, &catalog.Piles
	switch {
	case p == canfield.Stock:
		return in(l, piles.Stock)
	case p == canfield.Waste:
		return in(l, piles.Waste)
	case p == canfield.Reserve:
		return in(l, piles.Reserve)
	case p.IsFoundation():
		return catalog.FillN(in(l, piles.Foundation), p.Index()+1)
	case p.IsColumn():
		return catalog.FillN(in(l, piles.Column), p.Index()+1)
	}
	return p.String()
}
