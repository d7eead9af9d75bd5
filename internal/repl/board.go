package repl

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/canfield-go/canfield"
)

// The board, as it is shown after every action. It fits 80 columns: the
// widest line is the foundations', about 60 characters.
//
//	CF1-D3-AAAAACL   draw 3   score 5
//
//	  reserve (r)   J♠   10 cards
//	  stock (s)     31 cards
//	  waste (w)     4♠ 9♦ J♣   3 cards
//	  foundations   f1 8♥   f2 -♠   f3 -♦   f4 -♣   start rank 7
//
//	    c1    c2    c3    c4
//	    6♣    Q♠    Q♥    A♠
//	                      K♥
//	                      Q♣

const (
	ansiRed   = "\x1b[31m"
	ansiReset = "\x1b[0m"
	cellWidth = 6 // a column of the layout: "10♥" and some room
)

// board returns the board of the session's game.
func (s *Session) board() string {
	g := s.game
	var b strings.Builder
	b.WriteString(s.codeText() + "   " + s.trf("draw %d", g.DrawMode().Cards()) + "   " + s.trf("score %d", g.Score()) + "\n\n")

	labels := []string{s.tr("reserve (r)"), s.tr("stock (s)"), s.tr("waste (w)"), s.tr("foundations")}
	width := 0
	for _, l := range labels {
		width = max(width, utf8.RuneCountInString(l))
	}
	row := func(label, text string) {
		b.WriteString("  " + pad(label, width) + "   " + text + "\n")
	}

	reserve := g.Reserve()
	if len(reserve) == 0 {
		row(labels[0], s.tr("empty"))
	} else {
		row(labels[0], s.card(reserve[len(reserve)-1])+"   "+s.cardCount(len(reserve)))
	}

	stock, waste := len(g.Stock()), g.Waste()
	switch {
	case stock > 0:
		row(labels[1], s.cardCount(stock))
	case len(waste) > 0:
		row(labels[1], s.tr("empty: s turns the waste over"))
	default:
		row(labels[1], s.tr("empty"))
	}

	if len(waste) == 0 {
		row(labels[2], s.tr("empty"))
	} else {
		// Draw 3 fans the top three cards, the playable one last (R6.1).
		fan := waste[max(0, len(waste)-g.DrawMode().Cards()):]
		cards := make([]string, len(fan))
		for i, c := range fan {
			cards[i] = s.card(c)
		}
		row(labels[2], strings.Join(cards, " ")+"   "+s.cardCount(len(waste)))
	}

	var f strings.Builder
	for i := range 4 {
		f.WriteString("f" + strconv.Itoa(i+1) + " ")
		if cards := g.Foundation(i); len(cards) > 0 {
			f.WriteString(s.cell(cards[len(cards)-1], 3))
		} else {
			f.WriteString(s.emptyFoundation(g.FoundationSuit(i)))
		}
		f.WriteString("   ")
	}
	f.WriteString(s.trf("start rank %s", g.StartRank()))
	row(labels[3], f.String())
	b.WriteString("\n")

	var cols [4][]canfield.Card
	height := 1
	header := "    "
	for i := range cols {
		cols[i] = g.Column(i)
		height = max(height, len(cols[i]))
		header += pad("c"+strconv.Itoa(i+1), cellWidth)
	}
	b.WriteString(strings.TrimRight(header, " ") + "\n")
	for k := range height {
		var line strings.Builder
		line.WriteString("    ")
		for i := range cols {
			switch {
			case k < len(cols[i]):
				line.WriteString(s.cell(cols[i][k], cellWidth))
			case k == 0:
				line.WriteString(pad("--", cellWidth))
			default:
				line.WriteString(pad("", cellWidth))
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
	return b.String()
}

// card returns a card as the board shows it: Q♣ or QC, red suits in red
// when colour is on.
func (s *Session) card(c canfield.Card) string {
	text := c.String()
	if s.cfg.ASCII {
		text = c.ASCII()
	}
	return s.paint(text, c.Suit().Red())
}

// cell returns a card padded to width.
func (s *Session) cell(c canfield.Card, width int) string {
	text := c.String()
	if s.cfg.ASCII {
		text = c.ASCII()
	}
	return s.paint(text, c.Suit().Red()) + strings.Repeat(" ", max(0, width-utf8.RuneCountInString(text)))
}

// emptyFoundation shows the suit an empty foundation waits for: -♠.
func (s *Session) emptyFoundation(suit canfield.Suit) string {
	text := "-" + suit.String()
	if s.cfg.ASCII {
		text = "-" + suit.Letter()
	}
	return s.paint(text, suit.Red()) + " "
}

func (s *Session) paint(text string, red bool) string {
	if red && s.cfg.Color {
		return ansiRed + text + ansiReset
	}
	return text
}

// pad fills text with spaces to width runes.
func pad(text string, width int) string {
	return text + strings.Repeat(" ", max(0, width-utf8.RuneCountInString(text)))
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

// pileName names a pile in words: "the reserve", "column 2".
func (s *Session) pileName(p canfield.Pile) string {
	switch {
	case p == canfield.Stock:
		return s.tr("the stock")
	case p == canfield.Waste:
		return s.tr("the waste")
	case p == canfield.Reserve:
		return s.tr("the reserve")
	case p.IsFoundation():
		return s.trf("foundation %d", p.Index()+1)
	case p.IsColumn():
		return s.trf("column %d", p.Index()+1)
	}
	return p.String()
}
