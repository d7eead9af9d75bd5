package repl

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
)

// The game screen's picture, a pure function of the session, the screen's
// state, the size and the language. At 60×24, with the hint s×4, then w c4
// of peek on shown, its piles in reverse video (here ⟦…⟧;
// testdata/screen-*.txt):
//
//	CF1-D3-AAAAAAQ   draw 3   score 10   start rank 8
//	  reserve (r)   4♠   10 cards
//	  ⟦stock (s)⟧     34 cards
//	  ⟦waste (w)⟧     empty
//	  foundations   f1 8♦    f2 9♠    f3 -♥    f4 -♣
//
//	    c1          c2          c3          ⟦c4⟧
//	    6♣          10♥         6♦          ⟦3♣⟧
//	                9♣
//	(9 rows more for the columns)
//	───────────────────────────────────────────────────────────
//	Hint: s×4, then w c4, a winning line starts here (174
//	actions). Enter plays it.
//
//	Verdict: winnable — knowing every card
//	                                             ? help  q quit
//
// The rows above the columns and below them stay where they are, and the
// columns take the rows between: a column longer than that is folded, its
// first card, how many cards follow it unseen, and its last cards, the fold
// in words no rank reads like ("…(9)…"). A taller screen gives the columns
// and the messages more rows; a wider one lists the keys beside the board.

const (
	screenMinWidth  = 56
	screenMinHeight = 18
	// screenCell is a column's width: a card or a fold, "…(12)…" or
	// "...(12)..." in ASCII, and room between.
	screenCell = 12
	// From legendWidth columns on, the keys are listed beside the board,
	// from legendColumn on: the board is drawn within 59 columns.
	legendWidth  = 96
	legendColumn = 60
)

// The styles of the screen: each is turned off by its own code, so that
// they nest. The hint is in reverse video, which needs no colour; the
// source of the move being typed is bold and underlined.
const (
	hintOn, hintOff     = "\x1b[7m", "\x1b[27m"
	chosenOn, chosenOff = "\x1b[1;4m", "\x1b[22;24m"
	redOn, redOff       = "\x1b[31m", "\x1b[39m"
	styleReset          = "\x1b[0m"
)

// emphasis marks a pile on the screen: its name, and its top cards.
type emphasis struct {
	on, off string
	cards   int
}

func (e emphasis) mark(text string) string { return e.on + text + e.off }

// screenMessageRows returns how many rows the messages take at height.
func screenMessageRows(height int) int {
	switch {
	case height >= 32:
		return 4
	case height >= 24 || height == 0:
		return 3
	}
	return 2
}

// screenSize returns the size to draw: the terminal's, or 60×24 when it is
// not known.
func (s *Session) screenSize() (width, height int) {
	width, height = s.size()
	if width <= 0 || height <= 0 {
		return 60, 24
	}
	return width, height
}

// screenLines returns the game screen at width×height, a row each, each
// shorter than width: the board, a line, the messages, the verdict and
// the line being typed, and over them the help or a command's answer.
func (s *Session) screenLines(ui *screenUI, width, height int) []string {
	if width < screenMinWidth || height < screenMinHeight {
		text := s.trf("The window is %d×%d: the game screen needs %d×%d.", width, height, screenMinWidth, screenMinHeight)
		rows := fill(s.plain(text), max(1, width-1), max(1, width-1))
		for len(rows) < height {
			rows = append(rows, "")
		}
		return clipRows(rows[:max(0, height)], width)
	}
	marks := s.screenMarks(ui)
	rows := []string{s.plain(s.screenHeader())}
	if height >= 30 {
		rows = append(rows, "")
	}
	piles := len(rows)
	rows = append(rows, s.screenPiles(marks)...)
	rows = append(rows, "")
	messages := screenMessageRows(height)
	columns := height - len(rows) - 1 - 1 - messages - 2 // their names, the line, the verdict, the prompt
	rows = append(rows, s.screenColumns(marks, columns)...)
	below := len(rows)
	rows = append(rows, strings.Repeat(s.plain("─"), width-1))
	shown := ui.message
	if len(shown) > messages {
		shown = shown[len(shown)-messages:] // the last: a refusal, a hint
	}
	rows = append(rows, shown...)
	for range messages - len(shown) {
		rows = append(rows, "")
	}
	rows = append(rows, s.screenVerdict(width), s.screenPrompt(ui, width))
	if width >= legendWidth && !ui.help && ui.answer == nil {
		s.screenLegend(rows[piles:below], width)
	}
	switch {
	case ui.help:
		s.screenBox(rows, s.screenOverlay(ui, width), ui.top, s.tr("Any key closes this help."), width)
	case ui.answer != nil:
		s.screenBox(rows, ui.answer, ui.top, s.tr("Any key goes back to the board."), width)
	}
	return clipRows(rows, width)
}

// screenMarks returns the piles to mark: those of the hint Enter plays,
// and the source of the move being typed.
func (s *Session) screenMarks(ui *screenUI) map[canfield.Pile]emphasis {
	marks := map[canfield.Pile]emphasis{}
	if moves, _, ok := s.hintStep(); ok && len(moves) > 0 {
		hint := emphasis{on: hintOn, off: hintOff}
		taps := leadingTaps(moves)
		if taps > 0 {
			marks[canfield.Stock] = hint
		}
		if taps < len(moves) {
			m := moves[taps]
			from := hint
			if taps == 0 || m.From() != canfield.Waste {
				// A card the taps bring up is face down until then (R2.3):
				// the waste's name is marked, not the card on it now.
				from.cards = m.Count()
			}
			to := hint
			to.cards = 1
			marks[m.From()], marks[m.To()] = from, to
		}
	}
	if ui.source != canfield.NoPile {
		marks[ui.source] = emphasis{on: chosenOn, off: chosenOff, cards: max(1, ui.count)}
	}
	return marks
}

// screenHeader returns the first row: the game's code, the draw mode, the
// score and the start rank.
func (s *Session) screenHeader() string {
	g := s.game
	return s.codeText() + "   " + s.trf("draw %d", g.DrawMode().Cards()) + "   " + s.trf("score %d", g.Score()) +
		"   " + s.trf("start rank %s", s.rankText(g.StartRank()))
}

// screenPiles returns the rows of the reserve, the stock, the waste and
// the foundations.
func (s *Session) screenPiles(marks map[canfield.Pile]emphasis) []string {
	g := s.game
	view := g.View()
	labels := []string{s.tr("reserve (r)"), s.tr("stock (s)"), s.tr("waste (w)"), s.tr("foundations")}
	piles := []canfield.Pile{canfield.Reserve, canfield.Stock, canfield.Waste, canfield.NoPile}
	labelWidth := 0
	for _, l := range labels {
		labelWidth = max(labelWidth, visibleWidth(s.plain(l)))
	}
	texts := make([]string, 4)

	if reserve := g.Reserve(); len(reserve) == 0 {
		texts[0] = s.tr("empty")
	} else {
		texts[0] = markCard(marks[canfield.Reserve], 1, s.screenCard(reserve[len(reserve)-1])) + "   " + s.cardCount(len(reserve))
	}
	switch {
	case view.StockCount > 0:
		texts[1] = s.cardCount(view.StockCount)
	case view.WasteCount > 0:
		texts[1] = s.tr("empty: s turns the waste over")
	default:
		texts[1] = s.tr("empty")
	}
	if view.WasteCount == 0 {
		texts[2] = s.tr("empty")
	} else {
		cards := make([]string, len(view.WasteFan))
		for i, c := range view.WasteFan {
			cards[i] = markCard(marks[canfield.Waste], len(cards)-i, s.screenCard(c))
		}
		texts[2] = strings.Join(cards, " ") + "   " + s.cardCount(view.WasteCount)
	}
	var f strings.Builder
	for i := range 4 {
		var top string
		if cards := g.Foundation(i); len(cards) > 0 {
			top = s.screenCard(cards[len(cards)-1])
		} else {
			suit := g.FoundationSuit(i)
			top = s.red("-"+s.suitText(suit), suit.Red())
		}
		cell := "f" + strconv.Itoa(i+1) + " " + top
		if e, ok := marks[canfield.FoundationPile(i)]; ok {
			cell = e.mark(cell)
		}
		if i < 3 {
			cell = pad(cell, 6) + "   "
		}
		f.WriteString(cell)
	}
	texts[3] = f.String()

	rows := make([]string, 4)
	for i, label := range labels {
		label = s.plain(label)
		width := visibleWidth(label)
		if e, ok := marks[piles[i]]; ok && piles[i] != canfield.NoPile {
			label = e.mark(label)
		}
		rows[i] = "  " + label + strings.Repeat(" ", labelWidth-width) + "   " + s.plain(texts[i])
	}
	return rows
}

// markCard marks text, a card that is the depth'th from its pile's top (1
// for the top card), when e marks that many of the pile's top cards.
func markCard(e emphasis, depth int, text string) string {
	if e.on != "" && depth <= e.cards {
		return e.mark(text)
	}
	return text
}

// screenColumns returns the row of the columns' names and limit rows of
// their cards, a column longer than limit folded.
func (s *Session) screenColumns(marks map[canfield.Pile]emphasis, limit int) []string {
	limit = max(limit, 3)
	header := "    "
	var cols [4][]string
	for i := range cols {
		p := canfield.ColumnPile(i)
		e := marks[p]
		name := "c" + strconv.Itoa(i+1)
		if e.on != "" {
			name = e.mark(name)
		}
		header += pad(name, screenCell)
		cards := s.game.Column(i)
		n := len(cards)
		card := func(k int) string { return markCard(e, n-k, s.screenCard(cards[k])) }
		var cells []string
		switch {
		case n == 0:
			cells = append(cells, markCard(e, 1, "--"))
		case n <= limit:
			for k := range n {
				cells = append(cells, card(k))
			}
		default:
			hidden := n - (limit - 1)
			fold := s.plain("…(" + strconv.Itoa(hidden) + ")…")
			cells = append(cells, card(0), markCard(e, n-hidden, fold))
			for k := hidden + 1; k < n; k++ {
				cells = append(cells, card(k))
			}
		}
		cols[i] = cells
	}
	rows := []string{strings.TrimRight(header, " ")}
	for k := range limit {
		line := "    "
		for i := range cols {
			if k < len(cols[i]) {
				line += pad(cols[i][k], screenCell)
			} else {
				line += strings.Repeat(" ", screenCell)
			}
		}
		rows = append(rows, strings.TrimRight(line, " "))
	}
	return rows
}

// screenCard returns a card as the screen shows it: as the board does, red
// suits in red when colour is on.
func (s *Session) screenCard(c canfield.Card) string {
	return s.red(s.cardText(c), c.Suit().Red())
}

func (s *Session) red(text string, red bool) string {
	if red && s.cfg.Color {
		return redOn + text + redOff
	}
	return text
}

// plain writes text in ASCII when the session does.
func (s *Session) plain(text string) string {
	if s.cfg.ASCII {
		return toASCII(s.cfg.Lang, text)
	}
	return text
}

// screenVerdict returns the verdict's row: the line mode's verdict line,
// or nothing when the verdict is off or the game is won.
func (s *Session) screenVerdict(width int) string {
	st, ok := s.verdictStatus()
	if !ok {
		return ""
	}
	words := verdictWords{lang: s.cfg.Lang, ascii: s.cfg.ASCII, width: width, undosLeft: s.game.UndosLeft()}
	return words.line(st)
}

// screenPrompt returns the last row: what is being typed, a move or a
// command, and on the right the keys of the help and of leaving.
func (s *Session) screenPrompt(ui *screenUI, width int) string {
	var left string
	switch {
	case ui.typing:
		left = ":" + string(ui.command) + "_"
		if room := width - 1; visibleWidth(left) > room {
			r := []rune(left)
			left = string(r[len(r)-room:]) // the end, where the typing is
		}
	case ui.running != "":
		left = s.plain(ui.running + " …")
	case ui.foundation:
		left = "f_"
	case ui.source != canfield.NoPile:
		left = s.plain(s.sourceText(ui) + " → _")
	}
	right := s.tr("? help  q quit")
	if ui.fromLine {
		right = s.tr("? help  q back to typing")
	}
	if gap := width - 1 - visibleWidth(left) - visibleWidth(right); gap >= 2 {
		return left + strings.Repeat(" ", gap) + right
	}
	return left
}

// screenHelpRows returns the keys and what they do, each wrapped to
// width: the keys in a column of their own, their meaning beside them.
func (s *Session) screenHelpRows(width int) []string {
	var keys, does []string
	keyWidth := 0
	for _, t := range catalog.ScreenKeys {
		k, d, _ := strings.Cut(s.plain(in(s.cfg.Lang, t)), "\t")
		keys, does = append(keys, k), append(does, d)
		keyWidth = max(keyWidth, visibleWidth(k))
	}
	keyWidth += 2
	var rows []string
	for i := range keys {
		room := max(10, width-keyWidth)
		for j, line := range fill(does[i], room, room) {
			if j == 0 {
				rows = append(rows, pad(keys[i], keyWidth)+line)
			} else {
				rows = append(rows, strings.Repeat(" ", keyWidth)+line)
			}
		}
	}
	return rows
}

// screenOverlay returns what lies over the board, for a box at width: the
// keys, or a command's answer.
func (s *Session) screenOverlay(ui *screenUI, width int) []string {
	if !ui.help {
		return ui.answer
	}
	rows := []string{s.plain(s.tr("Keys of the game screen")), ""}
	return append(rows, s.screenHelpRows(boxInner(width))...)
}

// boxInner returns the width of the inside of the box over the board, and
// boxPage how many of its lines it shows at once, besides its last line,
// which says what closes it: the box leaves the first and the last row
// free.
func boxInner(width int) int { return min(width-1-4, 76) }
func boxPage(height int) int { return max(1, height-2-2-2) }

// screenLegend writes the keys into rows from legendColumn on, beside the
// board, if they fit there.
func (s *Session) screenLegend(rows []string, width int) {
	legend := append([]string{s.plain(s.tr("Keys of the game screen"))}, s.screenHelpRows(width-1-legendColumn)...)
	if len(legend) > len(rows) {
		return
	}
	for i, line := range legend {
		rows[i] = pad(cutVisible(rows[i], 0, legendColumn-2), legendColumn) + line
	}
}

// screenBox draws the lines of what lies over the board from line top on
// in a box over rows, centred, from the second row down, leaving the last
// row free; its last line says what closes it, or that there is more.
func (s *Session) screenBox(rows, lines []string, top int, closing string, width int) {
	page := boxPage(len(rows))
	top = max(0, min(top, len(lines)-1))
	content := lines[top:min(len(lines), top+page)]
	if top+page < len(lines) {
		closing = s.tr("Space: more. Any other key: back to the board.")
	}
	content = append(content[:len(content):len(content)], "", s.plain(closing))
	inner := 0
	for _, line := range content {
		inner = max(inner, visibleWidth(line))
	}
	inner = min(inner, boxInner(width))
	boxWidth := inner + 4
	if width-1-boxWidth < 8 {
		boxWidth = width - 1 // no sliver of the board beside it
	}
	inner = boxWidth - 4
	left := (width - 1 - boxWidth) / 2
	h, v, corners := "─", "│", [4]string{"┌", "┐", "└", "┘"}
	if s.cfg.ASCII {
		h, v, corners = "-", "|", [4]string{"+", "+", "+", "+"}
	}
	box := []string{corners[0] + strings.Repeat(h, boxWidth-2) + corners[1]}
	for _, line := range content {
		box = append(box, v+" "+pad(cutVisible(line, 0, inner), inner)+" "+v)
	}
	box = append(box, corners[2]+strings.Repeat(h, boxWidth-2)+corners[3])
	// The rows it covers show the box alone: slivers of the board beside it
	// read as part of it.
	for i, line := range box {
		rows[1+i] = strings.Repeat(" ", left) + line
	}
}

// clipRows cuts every row to width-1 columns: a row that fills the last
// column may scroll the screen.
func clipRows(rows []string, width int) []string {
	for i, row := range rows {
		if visibleWidth(row) > width-1 {
			rows[i] = cutVisible(row, 0, width-1) + styleReset
		}
	}
	return rows
}

// cutVisible returns the part of text from column from up to column to,
// with the escapes of colour and style in it.
func cutVisible(text string, from, to int) string {
	var b strings.Builder
	col := 0
	for i := 0; i < len(text); {
		if text[i] == '\x1b' {
			if j := strings.IndexByte(text[i:], 'm'); j >= 0 {
				if col >= from && col <= to {
					b.WriteString(text[i : i+j+1])
				}
				i += j + 1
				continue
			}
		}
		_, size := utf8.DecodeRuneInString(text[i:])
		if col >= from && col < to {
			b.WriteString(text[i : i+size])
		}
		col++
		i += size
	}
	return b.String()
}
