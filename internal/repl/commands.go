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
// entry: its names, what it does and, if it takes an argument, what Tab
// offers for it; and its help in both languages to the catalog of player
// text (catalog.Commands), with its Danish name. No name means two things
// in either language: the Danish "træk" names both a move and the draw mode
// ("træk 3"), so the list of moves is "mulige".
type command struct {
	name    string   // the English name, which works in every language
	aliases []string // short forms
	run     func(s *Session, args []string) error
	// complete returns the candidates for the argument being typed, or is nil.
	complete func(s *Session, prefix string) []string
}

// commandText is what help says of a command in one language.
type commandText struct {
	name    string // the command's name in the language
	args    string // the arguments: "<file>", "[da|en]"
	summary string // one line for the list of commands
	help    string // more for help on the command, or ""
}

// commands is the command table, in the order help lists it. It is filled
// in by init, because the help command reads it.
var commands []*command

func init() {
	commands = []*command{
		{name: "help", aliases: []string{"?"}, run: (*Session).cmdHelp, complete: helpTopics},
		{name: "moves", aliases: []string{"m"}, run: (*Session).cmdMoves},
		{name: "move", aliases: []string{"mv"}, run: (*Session).cmdMove},
		{name: "draw", aliases: []string{"d"}, run: (*Session).cmdDraw},
		{name: "tap", aliases: []string{"t"}, run: (*Session).cmdTap, complete: tappableCards},
		{name: "undo", aliases: []string{"u"}, run: (*Session).cmdUndo},
		{name: "new", run: (*Session).cmdNew, complete: newArgs},
		// h is hint, and u undo, as on the web page's keys.
		{name: "hint", aliases: []string{"h"}, run: (*Session).cmdHint},
		{name: "solve", run: (*Session).cmdSolve},
		{name: "verdict", run: (*Session).cmdVerdict, complete: onOff},
		{name: "peek", run: (*Session).cmdPeek, complete: onOff},
		{name: "restart", run: (*Session).cmdRestart},
		{name: "code", run: (*Session).cmdCode},
		{name: "board", aliases: []string{"b"}, run: (*Session).cmdBoard},
		{name: "describe", run: (*Session).cmdDescribe, complete: languages},
		{name: "doubleclick", run: (*Session).cmdDoubleClick, complete: onOff},
		{name: "language", run: (*Session).cmdLanguage, complete: languages},
		{name: "games", run: (*Session).cmdGames, complete: gameNumbers},
		{name: "save", run: (*Session).cmdSave, complete: fileNames},
		{name: "load", run: (*Session).cmdLoad, complete: fileNames},
		{name: "screen", run: (*Session).cmdScreen},
		{name: "quit", aliases: []string{"q", "exit"}, run: (*Session).cmdQuit},
	}
}

// text returns what help says of the command in language l.
func (c *command) text(l canfield.Language) commandText {
	t := catalog.Commands[c.name]
	return commandText{name: in(l, t.Name), args: in(l, t.Args), summary: in(l, t.Summary), help: in(l, t.Help)}
}

// danishName returns the command's Danish name, which works in every
// language.
func (c *command) danishName() string { return catalog.Commands[c.name].Name.Da }

// lookup finds a command by any of its names, ignoring case.
func lookup(name string) *command {
	name = strings.ToLower(name)
	for _, c := range commands {
		if c.name == name || c.danishName() == name {
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

// isMoveWord reports whether word is what help calls a move, in either
// language: "move", "træk". It names no command, as "træk" is also the
// draw mode, but help on it is help on the command move.
func isMoveWord(word string) bool {
	return strings.EqualFold(word, catalog.MoveWord.En) || strings.EqualFold(word, catalog.MoveWord.Da)
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
	if c == nil && isMoveWord(args[0]) {
		c = lookup("move") // help calls a move "træk" in Danish: hjælp træk
	}
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
	if len(args) == 0 {
		return s.usage("tap")
	}
	return s.tap(strings.Join(args, " ")) // a card's name is words: "spar 9"
}

func (s *Session) cmdUndo(args []string) error {
	n, err := s.undoCount(args)
	if err != nil {
		return err
	}
	if len(args) == 0 {
		n = s.commands.last(s.game) // the whole of the last command
	}
	left := s.game.UndosLeft()
	if left == 0 {
		if len(s.game.Record().Moves) > 0 {
			return s.game.Undo() // the library's word: only the last 100 can be undone
		}
		switch {
		case len(args) > 0 && s.previous != nil:
			return localError{s.tr("Nothing to undo in this game: undo alone goes back to the game you left.")}
		case s.previous == nil:
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
		s.changed = true
		return nil
	}
	done := min(n, left)
	for range done {
		if err := s.game.Undo(); err != nil {
			return err
		}
		s.changed = true
	}
	if done < n {
		// More was asked than can be undone: what can be is, and the
		// player is told why the rest is not.
		if len(s.game.Record().Moves) == 0 {
			s.footer = s.trf("Only %s could be undone: the game is back at its deal.", s.actionsText(done))
		} else {
			s.footer = s.trf("Only %s could be undone: only the last %d actions can be.", s.actionsText(done), canfield.UndoLimit)
		}
	}
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
	if len(args) > 0 && (strings.EqualFold(args[0], catalog.Winnable.En) || strings.EqualFold(args[0], catalog.Winnable.Da)) {
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
	case catalog.On.En, catalog.On.Da:
		return true, true, nil
	case catalog.Off.En, catalog.Off.Da:
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

// cmdPeek says, or sets, whether hints see every card: off, they use
// only the cards the player has seen, and solve shows no line (R2.3).
func (s *Session) cmdPeek(args []string) error {
	on, given, err := s.onOffArg("peek", args)
	if err != nil {
		return err
	}
	if given {
		s.peek = on
		s.saveSettings()
	}
	if s.peek {
		s.println(s.tr("Hints see every card, face-down ones too: they follow a winning line, and solve shows it."))
	} else {
		s.println(s.tr("Hints use only the cards you have seen: solve says whether the game can be won, not how."))
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
	shown := printable(name) // as typed, but for what it would do to the terminal
	if err := saveGame(name, s.game); err != nil {
		var other errOtherFile
		if errors.As(err, &other) {
			return localError{s.trf("%s holds another game, or no game: it is kept as it is. Choose another name.", shown)}
		}
		return localError{s.trf("Could not save the game: %s.", errorClause(s.cfg.Lang, err))}
	}
	s.printf(s.tr("Saved to %s.")+"\n", shown)
	return nil
}

func (s *Session) cmdLoad(args []string) error {
	if len(args) == 0 {
		return s.usage("load")
	}
	name := strings.Join(args, " ")
	shown := printable(name) // as typed, but for what it would do to the terminal
	text, err := readBoundedFile(name)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return localError{s.trf("There is no file %s.", shown)}
		}
		return localError{s.trf("Could not load %s: %s.", shown, errorClause(s.cfg.Lang, err))}
	}
	g, lost, err := readGame(text)
	if g == nil || (err != nil && len(g.Record().Moves) == 0) {
		// Not even one action is good: the game being played is worth more.
		return localError{s.trf("Could not load %s: %s.", shown, catalog.Clause(canfield.Explain(err, s.cfg.Lang)))}
	}
	s.keepPrevious()
	s.mode = g.DrawMode()
	s.setGame(g)
	if err != nil {
		s.println(damagedText(s.cfg.Lang, shown, err, g, lost))
	}
	s.printf(s.tr("Loaded %s: %s after %s.")+"\n", shown, s.codeText(), s.actionsText(len(g.Record().Moves)))
	s.changed = true
	return nil
}

func (s *Session) cmdQuit([]string) error { return errQuit }
