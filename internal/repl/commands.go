package repl

import (
	"errors"
	"os"
	"strings"

	"github.com/canfield-go/canfield"
)

// command is one entry of the command table. Adding a command is adding an
// entry: its names, its help in both languages, what it does and, if it
// takes an argument, what Tab offers for it.
type command struct {
	name    string   // the English name, which works in every language
	aliases []string // short forms
	run     func(s *Session, args []string) error
	// complete returns the candidates for the argument being typed, or is nil.
	complete func(s *Session, prefix string) []string
	en, da   commandText
}

// commandText is what help says of a command in one language.
type commandText struct {
	name    string // the Danish name, which also works in every language; "" in English
	args    string // the arguments: "<file>", "[da|en]"
	summary string // one line for the list of commands
	help    string // more lines for help on the command, or ""
}

// commands is the command table, in the order help lists it. It is filled
// in by init, because the help command reads it.
var commands []*command

func init() {
	commands = []*command{
		{name: "help", aliases: []string{"?", "h"}, run: (*Session).cmdHelp, complete: commandNames,
			en: commandText{args: "[command]", summary: "list the commands, or explain one"},
			da: commandText{name: "hjælp", args: "[kommando]", summary: "vis kommandoerne, eller forklar én"}},
		{name: "moves", aliases: []string{"m"}, run: (*Session).cmdMoves,
			en: commandText{summary: "list the legal moves of the moment"},
			da: commandText{name: "træk", summary: "vis de lovlige træk lige nu"}},
		{name: "move", aliases: []string{"mv"}, run: (*Session).cmdMove,
			en: commandText{args: "<move>", summary: "play a move, as in move r c2 (the word move may go)"},
			da: commandText{name: "flyt", args: "<træk>", summary: "spil et træk, som i flyt r c2 (flyt kan udelades)"}},
		{name: "draw", aliases: []string{"d"}, run: (*Session).cmdDraw,
			en: commandText{summary: "tap the stock (the same as s)",
				help: "Turns the next cards of the stock onto the waste, 3 or 1 at a time as the\n" +
					"game was dealt, or turns the waste back over when the stock is empty (R6.1,\n" +
					"R6.2)."},
			da: commandText{name: "vend", summary: "tryk på stokken (det samme som s)",
				help: "Vender de næste kort fra stokken over på kasseret-bunken, 3 eller 1 ad gangen\n" +
					"som spillet blev givet, eller vender kasseret-bunken om, når stokken er tom\n" +
					"(R6.1, R6.2)."}},
		{name: "tap", aliases: []string{"t"}, run: (*Session).cmdTap, complete: tappableCards,
			en: commandText{args: "<card>", summary: "send a card to its foundation, or else to a column",
				help: "A bare card or pile does the same: qc taps Q♣, r taps the reserve's top\n" +
					"card, c2 the top card of column 2. A card inside a column takes the cards\n" +
					"on it along. With doubleclick off, tap only sends cards to the foundations\n" +
					"(R8.1)."},
			da: commandText{name: "tryk", args: "<kort>", summary: "send et kort til dets fundament, ellers til en kolonne",
				help: "Et kort eller en bunke alene gør det samme: qc trykker på klør dame, r på\n" +
					"reservens øverste kort, c2 på det øverste kort i kolonne 2. Et kort inde i en\n" +
					"kolonne tager kortene oven på med. Med dobbeltklik slået fra sender tryk kun\n" +
					"kort til fundamenterne (R8.1)."}},
		{name: "undo", aliases: []string{"u"}, run: (*Session).cmdUndo,
			en: commandText{summary: "take back the last action (up to 100)",
				help: "Draws and recycles count as actions, and undo takes back the points the\n" +
					"action earned (R8.4). Undo at the start of a game that new, restart or load\n" +
					"began goes back to the game before it."},
			da: commandText{name: "fortryd", summary: "fortryd den seneste handling (op til 100)",
				help: "At vende kort og vende kasseret-bunken om tæller som handlinger, og fortryd\n" +
					"tager pointene for handlingen tilbage (R8.4). Fortryd i starten af et spil,\n" +
					"som nyt, forfra eller hent begyndte, går tilbage til spillet før."}},
		{name: "new", run: (*Session).cmdNew, complete: newArgs,
			en: commandText{args: "[code | d1 | d3]", summary: "a new game: random, of a code, or winnable",
				help: "new deals a random game that draws as the last one did; new d1 and new d3\n" +
					"choose the draw mode; new CF1-D3-AAAAACL deals the game of that code;\n" +
					"new winnable (or new winnable d1) deals a random game that the solver has\n" +
					"proved can be won."},
			da: commandText{name: "nyt", args: "[kode | d1 | d3]", summary: "nyt spil: tilfældigt, fra en kode, eller vindbart",
				help: "nyt giver et tilfældigt spil med samme træk som det forrige; nyt d1 og nyt d3\n" +
					"vælger træk 1 eller træk 3; nyt CF1-D3-AAAAACL giver spillet med den kode;\n" +
					"nyt vindbart (eller nyt vindbart d1) giver et tilfældigt spil, som løseren\n" +
					"har bevist kan vindes."}},
		{name: "hint", run: (*Session).cmdHint,
			en: commandText{summary: "suggest a move that keeps the game winnable",
				help: "The solver searches for a few seconds. A move it finds keeps the game\n" +
					"winnable; when it finds no win in time it suggests a move that can be\n" +
					"taken back. The move is not played: type it to play it."},
			da: commandText{name: "tip", summary: "foreslå et træk, der holder spillet vindbart",
				help: "Løseren søger i nogle sekunder. Et træk, den finder, holder spillet\n" +
					"vindbart; finder den ingen gevinst i tide, foreslår den et træk, der kan\n" +
					"tages tilbage. Trækket spilles ikke: skriv det for at spille det."}},
		{name: "solve", run: (*Session).cmdSolve,
			en: commandText{summary: "decide whether the game can still be won, and show how",
				help: "The solver searches for up to 10 seconds and says won (with a line of\n" +
					"actions that wins from here), lost (no sequence of actions wins) or\n" +
					"undecided. A run of stock taps is written once: s×7."},
			da: commandText{name: "løs", summary: "afgør om spillet stadig kan vindes, og vis hvordan",
				help: "Løseren søger i op til 10 sekunder og siger vundet (med en række\n" +
					"handlinger, der vinder herfra), tabt (ingen række handlinger vinder) eller\n" +
					"uafgjort. Flere tryk på stokken i træk skrives én gang: s×7."}},
		{name: "restart", run: (*Session).cmdRestart,
			en: commandText{summary: "deal the same game again from the start"},
			da: commandText{name: "forfra", summary: "giv det samme spil igen fra begyndelsen"}},
		{name: "code", run: (*Session).cmdCode,
			en: commandText{summary: "show the game's code, which deals the same game again"},
			da: commandText{name: "kode", summary: "vis spilkoden, som giver det samme spil igen"}},
		{name: "board", aliases: []string{"b"}, run: (*Session).cmdBoard,
			en: commandText{summary: "show the board again"},
			da: commandText{name: "bord", summary: "vis bordet igen"}},
		{name: "describe", run: (*Session).cmdDescribe, complete: languages,
			en: commandText{args: "[da|en]", summary: "the board in words, as a screen reader reads it (R10)"},
			da: commandText{name: "beskriv", args: "[da|en]", summary: "bordet i ord, som en skærmlæser læser det (R10)"}},
		{name: "doubleclick", run: (*Session).cmdDoubleClick, complete: onOff,
			en: commandText{args: "[on|off]", summary: "whether tap may send cards to the columns too"},
			da: commandText{name: "dobbeltklik", args: "[til|fra]", summary: "om tryk også må sende kort til kolonnerne"}},
		{name: "save", run: (*Session).cmdSave, complete: fileNames,
			en: commandText{args: "<file>", summary: "save the game to a file"},
			da: commandText{name: "gem", args: "<fil>", summary: "gem spillet i en fil"}},
		{name: "load", run: (*Session).cmdLoad, complete: fileNames,
			en: commandText{args: "<file>", summary: "load a game saved with save"},
			da: commandText{name: "hent", args: "<fil>", summary: "hent et spil, der er gemt med gem"}},
		{name: "quit", aliases: []string{"q", "exit"}, run: (*Session).cmdQuit,
			en: commandText{summary: "leave; canfield -resume continues the game"},
			da: commandText{name: "afslut", summary: "afslut; canfield -resume fortsætter spillet"}},
	}
}

// text returns what help says of the command in language l.
func (c *command) text(l canfield.Language) commandText {
	if l == canfield.Danish {
		return c.da
	}
	return c.en
}

// lookup finds a command by any of its names, ignoring case.
func lookup(name string) *command {
	name = strings.ToLower(name)
	for _, c := range commands {
		if c.name == name || c.da.name == name {
			return c
		}
		for _, a := range c.aliases {
			if a == name {
				return c
			}
		}
	}
	return nil
}

// usage is the error for a command given the wrong arguments.
func (s *Session) usage(name string) error {
	return localError{s.trf("Usage: %s", s.usageLine(lookup(name)))}
}

func (s *Session) cmdHelp(args []string) error {
	if len(args) == 0 {
		s.out.WriteString(s.helpText())
		return nil
	}
	c := lookup(args[0])
	if c == nil {
		return localError{s.trf("No command %q: type help for the list.", args[0])}
	}
	s.out.WriteString(s.commandHelp(c))
	return nil
}

func (s *Session) cmdMoves(args []string) error {
	if len(args) > 0 {
		return s.usage("moves")
	}
	s.out.WriteString(s.movesText())
	return nil
}

func (s *Session) cmdMove(args []string) error {
	if len(args) == 0 {
		return s.usage("move")
	}
	text := strings.Join(args, " ")
	err := s.play(text)
	if errors.As(err, new(unknownInput)) {
		// After the word move, what follows is meant as a move: say what
		// is wrong with it rather than suggest a command.
		_, err = s.game.ParseMove(text)
	}
	return err
}

func (s *Session) cmdDraw(args []string) error {
	if len(args) > 0 {
		return s.usage("draw")
	}
	if err := s.game.Play(canfield.StockTap()); err != nil {
		return err
	}
	s.changed = true
	return nil
}

func (s *Session) cmdTap(args []string) error {
	if len(args) != 1 {
		return s.usage("tap")
	}
	c, err := s.game.ParseTap(args[0])
	if err != nil {
		return err
	}
	return s.tap(c)
}

func (s *Session) cmdUndo(args []string) error {
	if len(args) > 0 {
		return s.usage("undo")
	}
	if err := s.game.Undo(); err != nil {
		if !errors.Is(err, canfield.ErrNothingToUndo) || len(s.game.Actions()) > 0 {
			return err
		}
		if s.previous == nil {
			return localError{s.tr("Nothing to undo.")}
		}
		// Undo past the deal goes back to the game that new, restart or
		// load replaced, so that none of them loses a game by mistake.
		g := s.previous
		s.previous = nil
		s.mode = g.DrawMode()
		s.setGame(g)
		s.printf(s.tr("Back to %s after %s.")+"\n", s.codeText(), s.actionsText(len(g.Actions())))
	}
	s.changed = true
	return nil
}

// keepPrevious remembers the game before new, restart or load replaces
// it, if it is worth going back to.
func (s *Session) keepPrevious() {
	if len(s.game.Actions()) > 0 && !s.game.Won() {
		s.previous = s.game.Clone()
		s.footer = s.tr("(undo goes back to the game you left.)")
	}
}

func (s *Session) cmdNew(args []string) error {
	if len(args) > 0 && (strings.EqualFold(args[0], "winnable") || strings.EqualFold(args[0], "vindbart")) {
		return s.newWinnable(args[1:])
	}
	switch len(args) {
	case 0:
		s.newGame(canfield.NewGame(s.mode))
		return nil
	case 1:
	default:
		return s.usage("new")
	}
	if mode, err := canfield.ParseDrawMode(args[0]); err == nil {
		s.mode = mode
		s.newGame(canfield.NewGame(mode))
		return nil
	}
	g, err := canfield.Deal(args[0])
	if err != nil {
		return err
	}
	s.mode = g.DrawMode()
	s.newGame(g)
	return nil
}

// newGame replaces the game with a fresh deal and shows it.
func (s *Session) newGame(g *canfield.Game) {
	s.keepPrevious()
	s.setGame(g)
	s.printf(s.tr("New game %s.")+"\n", s.codeText())
	s.changed = true
}

func (s *Session) cmdRestart(args []string) error {
	if len(args) > 0 {
		return s.usage("restart")
	}
	s.keepPrevious()
	if err := s.game.Restart(); err != nil {
		return err
	}
	s.changed = true
	return nil
}

func (s *Session) cmdCode(args []string) error {
	if len(args) > 0 {
		return s.usage("code")
	}
	if s.game.Code() == "" {
		s.println(s.tr("This game has no code: it was dealt from an explicit deck."))
		return nil
	}
	s.println(s.game.Code())
	return nil
}

func (s *Session) cmdBoard(args []string) error {
	if len(args) > 0 {
		return s.usage("board")
	}
	s.out.WriteString(s.board())
	return nil
}

func (s *Session) cmdDescribe(args []string) error {
	lang := s.cfg.Lang
	switch len(args) {
	case 0:
	case 1:
		l, err := canfield.ParseLanguage(args[0])
		if err != nil {
			return err
		}
		lang = l
	default:
		return s.usage("describe")
	}
	s.println(s.game.Describe(lang))
	return nil
}

func (s *Session) cmdDoubleClick(args []string) error {
	switch {
	case len(args) > 1:
		return s.usage("doubleclick")
	case len(args) == 1:
		switch strings.ToLower(args[0]) {
		case "on", "til":
			s.singleClick = false
		case "off", "fra":
			s.singleClick = true
		default:
			return s.usage("doubleclick")
		}
		s.game.SetDoubleClick(!s.singleClick)
	}
	if s.game.DoubleClick() {
		s.println(s.tr("Double-click is on: tap sends a card to its foundation, or else to a column."))
	} else {
		s.println(s.tr("Double-click is off: tap sends a card only to its foundation."))
	}
	return nil
}

func (s *Session) cmdSave(args []string) error {
	if len(args) == 0 {
		return s.usage("save")
	}
	name := strings.Join(args, " ")
	if err := saveGame(name, s.game); err != nil {
		return localError{s.trf("Could not save the game: %s", canfield.Explain(err, s.cfg.Lang))}
	}
	s.printf(s.tr("Saved to %s.")+"\n", name)
	return nil
}

func (s *Session) cmdLoad(args []string) error {
	if len(args) == 0 {
		return s.usage("load")
	}
	name := strings.Join(args, " ")
	g, err := loadGame(name)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return localError{s.trf("There is no file %s.", name)}
		}
		return localError{s.trf("Could not load %s. %s", name, canfield.Explain(err, s.cfg.Lang))}
	}
	s.keepPrevious()
	s.mode = g.DrawMode()
	s.setGame(g)
	s.printf(s.tr("Loaded %s: %s after %s.")+"\n", name, s.codeText(), s.actionsText(len(g.Actions())))
	s.changed = true
	return nil
}

func (s *Session) cmdQuit([]string) error { return errQuit }
