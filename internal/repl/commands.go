package repl

import (
	"errors"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
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

// commandText is what help says of a command in one language. No name
// means two things in either language: the Danish "træk" names both a
// move and the draw mode ("træk 3"), so the list of moves is "mulige".
type commandText struct {
	name    string // the Danish name, which also works in every language; "" in English
	args    string // the arguments: "<file>", "[da|en]"
	summary string // one line for the list of commands
	help    string // more for help on the command, or ""
}

// commands is the command table, in the order help lists it. It is filled
// in by init, because the help command reads it.
var commands []*command

func init() {
	commands = []*command{
		{name: "help", aliases: []string{"?"}, run: (*Session).cmdHelp, complete: commandNames,
			en: commandText{args: "[command]", summary: "list the commands, or explain one"},
			da: commandText{name: "hjælp", args: "[kommando]", summary: "vis kommandoerne, eller forklar én"}},
		{name: "moves", aliases: []string{"m"}, run: (*Session).cmdMoves,
			en: commandText{summary: "list the legal moves of the moment"},
			da: commandText{name: "mulige", summary: "vis de lovlige træk lige nu"}},
		{name: "move", aliases: []string{"mv"}, run: (*Session).cmdMove,
			en: commandText{args: "<move>", summary: "play a move, as in move r c2 (the word move may go)"},
			da: commandText{name: "flyt", args: "<træk>", summary: "spil et træk, som i flyt r c2 (flyt kan udelades)"}},
		{name: "draw", aliases: []string{"d"}, run: (*Session).cmdDraw,
			en: commandText{summary: "tap the stock (the same as s; s×3 taps it three times)",
				help: "Turns the next cards of the stock onto the waste, 3 or 1 at a time as the " +
					"game was dealt (the board's draw 3 or draw 1), or turns the waste back over " +
					"when the stock is empty. s×3, s3 and s 3 tap it three times, as solve writes " +
					"a run of taps."},
			da: commandText{name: "vend", summary: "tryk på stokken (det samme som s; s×3 trykker tre gange)",
				help: "Vender de næste kort fra stokken over på kasseret-bunken, 3 eller 1 ad gangen " +
					"som spillet blev givet (bordets træk 3 eller træk 1), eller vender " +
					"kasseret-bunken om, når stokken er tom. s×3, s3 og s 3 trykker tre gange, som " +
					"løs skriver flere tryk i træk."}},
		{name: "tap", aliases: []string{"t"}, run: (*Session).cmdTap, complete: tappableCards,
			en: commandText{args: "<card>", summary: "send a card to its foundation, or else to a column",
				help: "A bare card or pile does the same: qc taps Q♣, r taps the reserve's top " +
					"card, c2 the top card of column 2. A card inside a column takes the cards " +
					"on it along. With doubleclick off, tap only sends cards to the foundations."},
			da: commandText{name: "tryk", args: "<kort>", summary: "send et kort til dets fundament, ellers til en kolonne",
				help: "Et kort eller en bunke alene gør det samme: kd trykker på klør dame, r på " +
					"reservens øverste kort, c2 på det øverste kort i kolonne 2. Et kort inde i en " +
					"kolonne tager kortene oven på med. Med dobbeltklik slået fra sender tryk kun " +
					"kort til fundamenterne."}},
		{name: "undo", aliases: []string{"u"}, run: (*Session).cmdUndo,
			en: commandText{args: "[count]", summary: "take back the last action, or count actions (up to 100)",
				help: "Draws and recycles count as actions, and undo takes back the points the " +
					"action earned. undo 3 takes back three, as the verdict line may advise. Undo " +
					"at the start of a game that new, restart, load or games began goes back to " +
					"the game before it."},
			da: commandText{name: "fortryd", args: "[antal]", summary: "fortryd den seneste handling, eller de seneste antal (op til 100)",
				help: "At vende kort og vende kasseret-bunken om tæller som handlinger, og fortryd " +
					"tager pointene for handlingen tilbage. fortryd 3 tager tre tilbage, som " +
					"vurderingen kan råde til. Fortryd i starten af et spil, som nyt, forfra, hent " +
					"eller gemte begyndte, går tilbage til spillet før."}},
		{name: "new", run: (*Session).cmdNew, complete: newArgs,
			en: commandText{args: "[code | d1 | d3]", summary: "a new game: random, of a code, or winnable",
				help: "new deals a random game that draws as the last one did; new d1 and new d3 " +
					"choose the draw mode; new CF1-D3-AAAAACL deals the game of that code; " +
					"new winnable (or new winnable d1) deals a random game that the solver has " +
					"proved can be won."},
			da: commandText{name: "nyt", args: "[kode | d1 | d3]", summary: "nyt spil: tilfældigt, fra en kode, eller vindbart",
				help: "nyt giver et tilfældigt spil med samme trækmåde som det forrige; nyt d1 og " +
					"nyt d3 vælger træk 1 eller træk 3; nyt CF1-D3-AAAAACL giver spillet med den " +
					"kode; nyt vindbart (eller nyt vindbart d1) giver et tilfældigt spil, som " +
					"løseren har bevist kan vindes."}},
		// h is hint, and u undo, as on the web page's keys.
		{name: "hint", aliases: []string{"h"}, run: (*Session).cmdHint,
			en: commandText{summary: "suggest a move that keeps the game winnable; Enter plays it",
				help: "A hint takes the next move of a winning line, from the verdict's " +
					"search or from a quick search of its own; such a move keeps the game " +
					"winnable. When neither has found a win, it suggests a move that can be " +
					"taken back. A run of stock taps comes with the move it is for, as in s×7, " +
					"then w c2. In a game that can no longer be won, it offers the undos that " +
					"go back to where it still can, once the verdict knows them. Enter on an " +
					"empty line plays the hint and gives the next one, so that following the " +
					"hints takes one key a step."},
			da: commandText{name: "tip", summary: "foreslå et træk, der holder spillet vindbart; Enter spiller det",
				help: "Et tip tager det næste træk i en vindende række, fra vurderingens " +
					"søgning eller fra sin egen hurtige søgning; et sådant træk holder " +
					"spillet vindbart. Har ingen af dem fundet en gevinst, foreslår det et træk, " +
					"der kan tages tilbage. Flere tryk på stokken kommer med det træk, de er til, som i " +
					"s×7, derefter w c2. I et spil, der ikke længere kan vindes, foreslår det de " +
					"fortryd, der går tilbage til hvor det stadig kan, når vurderingen kender dem. " +
					"Enter på en tom linje spiller tippet og giver det næste, så det kun koster " +
					"én tast at følge tippene."}},
		{name: "solve", run: (*Session).cmdSolve,
			en: commandText{summary: "decide whether the game can still be won, and show how",
				help: "The solver searches for up to 10 seconds and says won (with a line of " +
					"actions that wins from here), lost (no sequence of actions wins) or " +
					"undecided. A run of stock taps is written once: s×7, which can be typed " +
					"as it is."},
			da: commandText{name: "løs", summary: "afgør om spillet stadig kan vindes, og vis hvordan",
				help: "Løseren søger i op til 10 sekunder og siger vundet (med en række " +
					"handlinger, der vinder herfra), tabt (ingen række handlinger vinder) eller " +
					"uafgjort. Flere tryk på stokken i træk skrives én gang: s×7, som kan skrives " +
					"sådan."}},
		{name: "verdict", run: (*Session).cmdVerdict, complete: onOff,
			en: commandText{args: "[on|off]", summary: "whether the board says if the game can still be won",
				help: "The solver judges every position in the background, never delaying the " +
					"prompt, and the board's last line says winnable, no longer winnable since " +
					"the action that lost it (and how many undos go back), or thinking… while it " +
					"searches. verdict off hides it, for a game without spoilers; the setting is " +
					"kept for the next time."},
			da: commandText{name: "vurdering", args: "[til|fra]", summary: "om bordet siger, om spillet stadig kan vindes",
				help: "Løseren vurderer hver stilling i baggrunden uden at forsinke prompten, og " +
					"bordets sidste linje siger kan vindes, kan ikke længere vindes siden den " +
					"handling, der tabte det (og hvor mange fortryd der går tilbage), eller " +
					"tænker… mens den søger. vurdering fra skjuler den, så intet røbes; " +
					"indstillingen huskes til næste gang."}},
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
			en: commandText{args: "[da|en]", summary: "the board in words, as a screen reader reads it"},
			da: commandText{name: "beskriv", args: "[da|en]", summary: "bordet i ord, som en skærmlæser læser det"}},
		{name: "doubleclick", run: (*Session).cmdDoubleClick, complete: onOff,
			en: commandText{args: "[on|off]", summary: "whether tap may send cards to the columns too"},
			da: commandText{name: "dobbeltklik", args: "[til|fra]", summary: "om tryk også må sende kort til kolonnerne"}},
		{name: "language", run: (*Session).cmdLanguage, complete: languages,
			en: commandText{args: "[en|da]", summary: "the language of the game: en English, da Danish"},
			da: commandText{name: "sprog", args: "[en|da]", summary: "spillets sprog: en engelsk, da dansk"}},
		{name: "games", run: (*Session).cmdGames, complete: gameNumbers,
			en: commandText{args: "[number]", summary: "list your last games, or go on with one",
				help: "The game being played is saved after every action, and the games it " +
					"replaces (by new, restart, load or a new canfield) are kept too: the last 10. " +
					"games lists them, newest first; games 2 goes on with the second, and the " +
					"game you leave is kept in its place."},
			da: commandText{name: "gemte", args: "[nummer]", summary: "vis dine seneste spil, eller spil videre på ét",
				help: "Spillet gemmes efter hver handling, og de spil, det afløser (med nyt, " +
					"forfra, hent eller et nyt canfield), gemmes også: de seneste 10. gemte viser " +
					"dem, nyeste først; gemte 2 spiller videre på det andet, og spillet, du " +
					"forlader, gemmes i stedet."}},
		{name: "save", run: (*Session).cmdSave, complete: fileNames,
			en: commandText{args: "<file>", summary: "save the game to a file",
				help: "A file that holds another game, or is no game at all, is never overwritten: " +
					"choose another name."},
			da: commandText{name: "gem", args: "<fil>", summary: "gem spillet i en fil",
				help: "En fil med et andet spil, eller som slet ikke er et spil, overskrives aldrig: " +
					"vælg et andet navn."}},
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

// undoCount reads the count undo takes: 1 without one, else a whole
// number of at least 1. One too large for an int is still a count, beyond
// what can be undone.
func (s *Session) undoCount(args []string) (int, error) {
	switch len(args) {
	case 0:
		return 1, nil
	case 1:
		if strings.Trim(args[0], "0123456789") != "" {
			break
		}
		n, err := strconv.Atoi(args[0])
		if err != nil {
			return math.MaxInt, nil // only digits: too many of them
		}
		if n >= 1 {
			return n, nil
		}
	}
	return 0, s.usage("undo")
}

func (s *Session) cmdHelp(args []string) error {
	if len(args) == 0 {
		s.out.WriteString(s.helpText())
		return nil
	}
	c := lookup(args[0])
	if c == nil {
		return localError{s.trf("No command %s: type help for the list.", quoted(s.cfg.Lang, args[0]))}
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
		// "draw 3" would read as the draw mode the board names so: a
		// count of taps is written s×3.
		return localError{s.tr("draw taps the stock once; s×3 taps it three times. The draw mode is chosen with new d1 or new d3.")}
	}
	return s.tapStock(1)
}

func (s *Session) cmdTap(args []string) error {
	if len(args) != 1 {
		return s.usage("tap")
	}
	return s.tap(args[0])
}

func (s *Session) cmdUndo(args []string) error {
	n, err := s.undoCount(args)
	if err != nil {
		return err
	}
	if n > 1 {
		// A count beyond what can be undone undoes none of it: the player
		// meant to reach a position that is not there.
		switch left := s.game.UndosLeft(); {
		case left == 0 && len(s.game.Record().Moves) == 0 && s.previous != nil:
			return localError{s.tr("Nothing to undo in this game: undo alone goes back to the game you left.")}
		case left == 0 && len(s.game.Record().Moves) == 0:
			return localError{s.tr("Nothing to undo.")}
		case left == 0:
			return s.game.Undo() // the library's word: only the last 100 can be undone
		case n > left:
			return localError{s.trf("Only %s can be undone now.", s.actionsText(left))}
		}
		for range n {
			if err := s.game.Undo(); err != nil {
				return err
			}
			s.changed = true
		}
		return nil
	}
	if err := s.game.Undo(); err != nil {
		if !errors.Is(err, canfield.ErrNothingToUndo) || len(s.game.Record().Moves) > 0 {
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
		s.files.unkeep()
		s.printf(s.tr("Back to %s after %s.")+"\n", s.codeText(), s.actionsText(len(g.Record().Moves)))
	}
	s.changed = true
	return nil
}

// keepPrevious remembers the game before new, restart, load or games
// replaces it, if it is worth going back to, and keeps it with the last
// games.
func (s *Session) keepPrevious() {
	if len(s.game.Record().Moves) > 0 && !s.game.Won() {
		s.previous = s.game.Clone()
		s.footer = s.tr("(undo goes back to the game you left.)")
		s.files.keep(s.game)
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

// onOffArg reads on or off in either language.
func (s *Session) onOffArg(name string, args []string) (on, given bool, err error) {
	switch {
	case len(args) > 1:
		return false, false, s.usage(name)
	case len(args) == 0:
		return false, false, nil
	}
	switch strings.ToLower(args[0]) {
	case "on", "til":
		return true, true, nil
	case "off", "fra":
		return false, true, nil
	}
	return false, false, s.usage(name)
}

func (s *Session) cmdDoubleClick(args []string) error {
	on, given, err := s.onOffArg("doubleclick", args)
	if err != nil {
		return err
	}
	if given {
		s.singleClick = !on
		s.game.SetDoubleClick(on)
		s.saveSettings()
	}
	if s.game.DoubleClick() {
		s.println(s.tr("Double-click is on: tap sends a card to its foundation, or else to a column."))
	} else {
		s.println(s.tr("Double-click is off: tap sends a card only to its foundation."))
	}
	return nil
}

func (s *Session) cmdVerdict(args []string) error {
	on, given, err := s.onOffArg("verdict", args)
	if err != nil {
		return err
	}
	if given && on == s.verdictOff {
		s.verdictOff = !on
		if on {
			s.judge = newJudge(s.game, s.cfg.Live, s.verdictArrived)
		} else {
			s.Close()
		}
		s.saveSettings()
	}
	if s.verdictOff {
		s.println(s.tr("The verdict is off: the board does not say whether the game can still be won."))
		return nil
	}
	s.println(s.tr("The verdict is on: the board says whether the game can still be won."))
	if given {
		s.out.WriteString("\n" + s.board())
	}
	return nil
}

func (s *Session) cmdLanguage(args []string) error {
	switch len(args) {
	case 0:
	case 1:
		l, err := canfield.ParseLanguage(args[0])
		if err != nil {
			return err
		}
		s.cfg.Lang = l
		s.saveSettings()
	default:
		return s.usage("language")
	}
	s.println(s.tr("The game speaks English; cards are typed as qc, the queen of clubs."))
	return nil
}

func (s *Session) cmdSave(args []string) error {
	if len(args) == 0 {
		return s.usage("save")
	}
	name := strings.Join(args, " ")
	if err := saveGame(name, s.game); err != nil {
		var other errOtherFile
		if errors.As(err, &other) {
			return localError{s.trf("%s holds another game, or no game: it is kept as it is. Choose another name.", name)}
		}
		return localError{s.trf("Could not save the game: %s.", catalog.Clause(canfield.Explain(err, s.cfg.Lang)))}
	}
	s.printf(s.tr("Saved to %s.")+"\n", name)
	return nil
}

func (s *Session) cmdLoad(args []string) error {
	if len(args) == 0 {
		return s.usage("load")
	}
	name := strings.Join(args, " ")
	text, err := os.ReadFile(name)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return localError{s.trf("There is no file %s.", name)}
		}
		return localError{s.trf("Could not load %s: %s.", name, catalog.Clause(canfield.Explain(err, s.cfg.Lang)))}
	}
	g, lost, err := readGame(text)
	if g == nil || (err != nil && len(g.Record().Moves) == 0) {
		// Not even one action is good: the game being played is worth more.
		return localError{s.trf("Could not load %s: %s.", name, catalog.Clause(canfield.Explain(err, s.cfg.Lang)))}
	}
	s.keepPrevious()
	s.mode = g.DrawMode()
	s.setGame(g)
	if err != nil {
		s.println(damagedText(s.cfg.Lang, name, err, g, lost))
	}
	s.printf(s.tr("Loaded %s: %s after %s.")+"\n", name, s.codeText(), s.actionsText(len(g.Record().Moves)))
	s.changed = true
	return nil
}

func (s *Session) cmdQuit([]string) error { return errQuit }
