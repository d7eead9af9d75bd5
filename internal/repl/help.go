package repl

import (
	"strings"

	"github.com/canfield-go/canfield"
)

// notationHelp explains the moves; help shows it above the commands.
const notationHelp = `Moves name a source and a destination:
  r c2      the reserve's top card onto column 2            or r2
  w f       the waste's top card to its foundation          or wf
  c2 c4     the part of column 2 that fits onto column 4    or 24
  c2:2 c4   the top 2 cards of column 2 onto column 4
  c2 f      column 2's top card to its foundation           or 2f
  f1 c3     foundation 1's top card back onto column 3      or f13
  QC c4     the card Q♣, with the cards on it, onto column 4
  s         tap the stock: draw, or turn the waste over
  qc        tap a card: to its foundation, or else to a column
`

// notationHelpDanish is notationHelp in Danish.
const notationHelpDanish = `Et træk nævner hvorfra og hvortil (r reserve, w kasseret-bunke, s stok,
f fundament, c kolonne):
  r c2      reservens øverste kort på kolonne 2               eller r2
  w f       kasseret-bunkens øverste kort til dets fundament  eller wf
  c2 c4     den del af kolonne 2, der passer på kolonne 4     eller 24
  c2:2 c4   de 2 øverste kort i kolonne 2 på kolonne 4
  c2 f      det øverste kort i kolonne 2 til dets fundament   eller 2f
  f1 c3     fundament 1's øverste kort tilbage på kolonne 3   eller f13
  QC c4     klør dame med kortene oven på til kolonne 4
  s         tryk på stokken: vend kort, eller vend kasseret-bunken om
  qc        tryk på et kort: til dets fundament, ellers til en kolonne
Kort skrives på engelsk: A 2–10 J Q K og S H D C (QC er klør dame).
`

// helpText returns the general help: the notation and the commands.
func (s *Session) helpText() string {
	var b strings.Builder
	if s.cfg.Lang == canfield.Danish {
		b.WriteString(notationHelpDanish)
	} else {
		b.WriteString(notationHelp)
	}
	b.WriteString("\n" + s.tr("Commands:") + "\n")
	for _, c := range commands {
		b.WriteString("  " + pad(s.usageLine(c), 23) + c.text(s.cfg.Lang).summary + "\n")
	}
	b.WriteString("\n" + s.tr("Tab completes commands, cards and moves. help <command> tells more.") + "\n")
	return b.String()
}

// commandHelp returns the help on one command.
func (s *Session) commandHelp(c *command) string {
	var b strings.Builder
	b.WriteString(s.usageLine(c) + "\n")
	text := c.text(s.cfg.Lang)
	b.WriteString("  " + text.summary + "\n")
	if text.help != "" {
		for _, line := range strings.Split(text.help, "\n") {
			b.WriteString("  " + line + "\n")
		}
	}
	names := []string{c.name}
	if c.da.name != "" {
		names = append(names, c.da.name)
	}
	names = append(names, c.aliases...)
	b.WriteString("  " + s.tr("Names:") + " " + strings.Join(names, ", ") + "\n")
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
