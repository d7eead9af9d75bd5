package repl

import (
	"strings"

	"github.com/canfield-go/canfield"
)

// notationRow is one row of help's table of moves: what to type, its
// two-key form of BSD canfield(6) if it has one, and what it does.
type notationRow struct {
	form, short, en, da string
}

// notationRows is the table of moves help shows above the commands. The
// form of a card differs by language: "qc" is the queen of clubs, "kd" klør
// dame (canfield.Game.ParseInput).
var notationRows = []notationRow{
	{"r c2", "r2", "the reserve's top card onto column 2", "reservens øverste kort på kolonne 2"},
	{"w f", "wf", "the waste's top card to its foundation", "kasseret-bunkens kort til dets fundament"},
	{"c2 c4", "24", "the part of column 2 that fits on column 4", "det af kolonne 2, der passer på kolonne 4"},
	{"c2:2 c4", "", "the top 2 cards of column 2 onto column 4", "de 2 øverste kort i kolonne 2 på kolonne 4"},
	{"c2 f", "2f", "column 2's top card to its foundation", "kolonne 2's kort til dets fundament"},
	{"f1 c3", "f13", "foundation 1's top card back onto column 3", "fundament 1's kort tilbage på kolonne 3"},
	{"QC c4", "", "Q♣ and the cards on it onto column 4", "klør dame og kortene oven på til kolonne 4"},
	{"s", "", "tap the stock: draw, or turn the waste over", "tryk på stokken: vend kort, eller vend bunken om"},
	{"s×3", "s3", "tap the stock three times (also s 3)", "tryk tre gange på stokken (også s 3)"},
	{"qc", "", "tap a card: to its foundation, else to a column", "tryk på et kort: til fundamentet, ellers en kolonne"},
	{"s; wf", "", "several commands on one line", "flere kommandoer på én linje"},
}

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
	danish := s.cfg.Lang == canfield.Danish
	var b strings.Builder
	b.WriteString(s.paragraph(s.tr("Moves name a source and a destination (r reserve, w waste, s stock, f foundation, c column):")))
	for _, r := range notationRows {
		form, text := r.form, r.en
		if danish {
			text = r.da
			switch form {
			case "QC c4":
				form = "kd c4"
			case "qc":
				form = "kd"
			}
		}
		if r.short != "" {
			form = pad(form, 9) + r.short
		}
		b.WriteString(hanging("  ", form, 14, text, width))
	}
	b.WriteString(s.paragraph(s.cardsHelp()))
	return b.String()
}

// paragraph returns text filled to the width help is written for.
func (s *Session) paragraph(text string) string {
	room := lineRoom(s.helpWidth())
	return strings.Join(fill(text, room, room), "\n") + "\n"
}

// cardsHelp says how cards are typed in the session's language.
func (s *Session) cardsHelp() string {
	if s.cfg.Lang == canfield.Danish {
		return "Kort skrives med kulør og rang i vilkårlig rækkefølge: s spar, h hjerter, r ruder, " +
			"k klør; e es, 2–10, kn knægt, d dame, k konge (kd og dk er klør dame, h10 hjerter 10). " +
			"Et ord, der også er et træk, er trækket: ruder 2 skrives 2r (r2 er reserven på kolonne 2) " +
			"og spar 3 3s (s3 er tre tryk). Bordet viser D♣ for klør dame, Kn♥ for hjerter knægt."
	}
	return "Cards are rank then suit: A, 2–10, J, Q, K and S, H, D, C (or ♠ ♥ ♦ ♣): " +
		"qc is the queen of clubs, 10h the ten of hearts."
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
	if s.cfg.Lang != canfield.Danish && c.da.name != "" {
		names = append(names, c.da.name)
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
func (s *Session) commandName(c *command) string {
	if s.cfg.Lang == canfield.Danish && c.da.name != "" {
		return c.da.name
	}
	return c.name
}
