package repl

import (
	"strings"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
)

// helpText returns the general help, wrapped to the terminal's width: the
// notation, how cards are typed, and the commands. On a terminal too short
// for all of it, it is cut down to what fits: the commands by name, and
// where to read the rest.
func (s *Session) helpText() string {
	width := s.helpWidth()
	var b strings.Builder
	b.WriteString(s.notationHelp())
	b.WriteString("\n" + s.tr("Commands:") + "\n")
	for _, c := range commands {
		b.WriteString(hanging("  ", s.usageLine(c), 23, c.text(s.cfg.Lang).summary, width))
	}
	b.WriteString("\n" + s.paragraph(s.tr("Tab completes commands, cards and moves; h gives a hint and Enter plays it, u undoes. help <command> tells more.")))
	full := b.String()
	if _, height := s.size(); height == 0 || s.rows(full)+2 <= height {
		return full
	}
	b.Reset()
	b.WriteString(s.paragraph(s.tr("Type a move such as r c2 (the reserve onto column 2), w f, c2 c4, s or s×3, or a card to tap it; help move tells how moves and cards are written.")))
	b.WriteString("\n" + s.tr("Commands (help <command> tells more):") + "\n")
	var names []string
	for _, c := range commands {
		names = append(names, s.commandName(c))
	}
	room := lineRoom(width) - 2
	for _, line := range fill(strings.Join(names, "  "), room, room) {
		b.WriteString("  " + line + "\n")
	}
	b.WriteString("\n" + s.paragraph(s.tr("Tab completes commands, cards and moves; h gives a hint and Enter plays it, u undoes.")))
	return b.String()
}

// notationHelp returns the table of moves and how cards are typed.
func (s *Session) notationHelp() string {
	width := s.helpWidth()
	l := s.cfg.Lang
	var b strings.Builder
	b.WriteString(s.paragraph(s.tr("Moves name a source and a destination (r reserve, w waste, s stock, f foundation, c column):")))
	for _, r := range catalog.MoveForms {
		form := in(l, r.Form)
		if r.Short != "" {
			form = pad(form, 9) + r.Short
		}
		b.WriteString(hanging("  ", form, 14, in(l, r.Does), width))
	}
	b.WriteString(s.paragraph(in(l, catalog.CardsHelp)))
	return b.String()
}

// paragraph returns text filled to the width help is written for.
func (s *Session) paragraph(text string) string {
	room := lineRoom(s.helpWidth())
	return strings.Join(fill(text, room, room), "\n") + "\n"
}

// helpWidth is the width help is written for: the terminal's, or 80
// columns when it is not known, as help is read on a screen.
func (s *Session) helpWidth() int {
	if width, _ := s.size(); width > 0 {
		return width
	}
	return 80
}

// lineRoom returns how many columns a line may take at width.
func lineRoom(width int) int { return width - 1 }

// commandHelp returns the help on one command.
func (s *Session) commandHelp(c *command) string {
	width := s.helpWidth()
	var b strings.Builder
	b.WriteString(s.usageLine(c) + "\n")
	text := c.text(s.cfg.Lang)
	indent := "  "
	room := lineRoom(width) - len(indent)
	for _, para := range []string{text.summary, text.help} {
		if para == "" {
			continue
		}
		for _, line := range fill(para, room, room) {
			b.WriteString(indent + line + "\n")
		}
	}
	// The English name works in Danish too, but a Danish player is told
	// the Danish names.
	names := []string{s.commandName(c)}
	if s.cfg.Lang != canfield.Danish {
		names = append(names, c.danishName())
	}
	names = append(names, c.aliases...)
	b.WriteString(indent + s.tr("Names:") + " " + strings.Join(names, ", ") + "\n")
	if c.name == "move" {
		b.WriteString("\n" + s.notationHelp())
	}
	return b.String()
}

// usageLine returns a command's name in the session's language and its
// arguments: "new [code | d1 | d3]".
func (s *Session) usageLine(c *command) string {
	return strings.TrimSpace(s.commandName(c) + " " + c.text(s.cfg.Lang).args)
}

// commandName returns the name of a command in the session's language.
func (s *Session) commandName(c *command) string { return c.text(s.cfg.Lang).name }
