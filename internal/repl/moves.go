package repl

import (
	"strings"

	"github.com/canfield-go/canfield"
)

// movesText lists the legal moves of the moment in notation, each with the
// cards it moves and where they go.
func (s *Session) movesText() string {
	g := s.game
	moves := g.Moves()
	if len(moves) == 0 {
		return s.tr("No legal moves.") + "\n"
	}
	var b strings.Builder
	b.WriteString(s.tr("Legal moves:") + "\n")
	for _, m := range moves {
		var what string
		switch {
		case m.IsStockTap() && len(g.Stock()) == 0:
			what = s.tr("turn the waste over onto the stock")
		case m.IsStockTap():
			what = s.trf("turn %s from the stock", s.cardCount(min(len(g.Stock()), g.DrawMode().Cards())))
		default:
			pos := g.Position()
			from := pos.AppendPile(nil, m.From())
			cards := from[len(from)-m.Count():]
			names := make([]string, len(cards))
			for i, c := range cards {
				names[i] = s.card(c)
			}
			what = strings.Join(names, " ") + " → " + s.pileName(m.To())
		}
		b.WriteString("  " + pad(s.shortNotation(m), 10) + pad(compactForm(g, m), 5) + what + "\n")
	}
	return b.String()
}

// shortNotation returns the shortest way to write m in notation: "c2 c4"
// rather than "c2:1 c4" when that means the same move now.
func (s *Session) shortNotation(m canfield.Move) string {
	if m.From().IsColumn() && m.To().IsColumn() {
		short := m.From().String() + " " + m.To().String()
		if parsed, err := s.game.ParseMove(short); err == nil && parsed == m {
			return short
		}
	}
	return m.String()
}

// compactForm returns the two-key form that means m now ("24", "wf",
// "f13"; Game.ParseMove reads them), or "" if there is none.
func compactForm(g *canfield.Game, m canfield.Move) string {
	from, to := m.From(), m.To()
	var text string
	switch {
	case m.IsStockTap():
		return ""
	case from.IsFoundation():
		text = from.String() + to.String()[1:]
	case from.IsColumn():
		text = from.String()[1:]
	default:
		text = from.String()
	}
	if to.IsFoundation() {
		text += "f"
	} else if !from.IsFoundation() {
		text += to.String()[1:]
	}
	if parsed, err := g.ParseMove(text); err != nil || parsed != m {
		return ""
	}
	return text
}
