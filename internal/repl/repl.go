// Package repl is the interpreter behind the canfield command: one line of
// input in, the text to show and a new game state out. A Session knows
// nothing of terminals beyond their size, so the whole game can be played
// and tested with strings; Main, the command itself, wires it to a line
// reader (readline on a terminal, a line scanner otherwise).
//
// Everything it does to a game goes through the public API of packages
// canfield and solve, so it doubles as an example of how to use them.
package repl

import (
	"errors"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/canfield-go/canfield"
	"github.com/chzyer/readline"
)

// LineReader gives one line of input at a time, without its newline, and
// io.EOF when the input ends. *readline.Instance satisfies it; its
// readline.ErrInterrupt (Ctrl-C) clears the line and reading goes on.
type LineReader interface {
	Readline() (string, error)
}

// Config holds what a session shows and where it keeps its files.
type Config struct {
	Lang  canfield.Language // the language of the board, the messages and the cards typed
	Color bool              // show red suits in red with ANSI escapes
	ASCII bool              // write only ASCII: suits as letters (QC), x for ×, ... for …
	// StateDir is where the game being played, the last games, the
	// settings and the command history are kept; "" keeps nothing.
	StateDir string
	// Save lets the session write in StateDir: the game after every
	// action, the games it replaces, the settings. Without it the session
	// only reads there, so that a script never touches a player's games.
	Save bool
	// Size returns the terminal's width and height in characters, 0 for
	// one that is not known; nil knows neither. Text is wrapped to the
	// width and the board kept within the height.
	Size func() (width, height int)
	// Live says that the output is a terminal whose prompt readline
	// redraws: a verdict that arrives while the player types is written
	// into the board's verdict line in place. Without it, the board waits
	// for the verdict, so that a script's output is the same every time.
	Live bool
	// Now is the clock that names the kept games; nil is time.Now.
	Now func() time.Time
}

// Result is what one line of input did.
type Result struct {
	Output string // the text to show; it ends in a newline unless it is empty
	Failed bool   // the line was refused or not understood
	Quit   bool   // the player asked to leave
}

// Session is one player's run of the interpreter: the game being played,
// the settings, and the output of the line being executed.
type Session struct {
	cfg         Config
	game        *canfield.Game
	stopListen  func()
	events      []canfield.Event
	mode        canfield.DrawMode // for new random deals
	singleClick bool              // Double-click turned off (R8.1); kept across new games
	verdictOff  bool              // no live verdict on the board
	peek        bool              // hints that see every card, face-down ones too (R2.3)
	offer       bool              // a game was just won: the next line may accept a new one
	previous    *canfield.Game    // the unfinished game that new, restart or load replaced, for undo
	out         strings.Builder
	changed     bool       // the line changed the game: show the board and save it
	footer      string     // a line to show below the board
	hintLine    string     // the hint to show below the board
	files       *files     // the state directory, or nil
	judge       *judge     // the live verdict, or nil
	pending     *hint      // the hint that Enter plays
	commands    commandLog // the actions of the last commands, for undo
	screen      screen     // what a live terminal shows, for the verdict
	verdictRow  verdictRow
	warnedSave  bool   // the player has been told that saving fails
	failure     string // the refusal of the line, shown after the board

	gameScreen screenHost // the game screen (screen.go)
}

// New returns a session that plays g.
func New(g *canfield.Game, cfg Config) *Session {
	s := &Session{cfg: cfg, mode: g.DrawMode()}
	s.setGame(g)
	return s
}

// Game returns the game being played. It changes when the player starts a
// new game or loads one.
func (s *Session) Game() *canfield.Game { return s.game }

// Close stops the session's background search. The session may not be used
// after it.
func (s *Session) Close() {
	if s.judge != nil {
		s.judge.close()
		s.judge = nil
	}
}

// setGame makes g the session's game and listens to it, so that every
// action can be reported in words and judged.
func (s *Session) setGame(g *canfield.Game) {
	if s.stopListen != nil {
		s.stopListen()
	}
	s.Close()
	g.SetDoubleClick(!s.singleClick)
	s.game = g
	s.stopListen = g.Listen(func(e canfield.Event) { s.events = append(s.events, e) })
	s.offer = false
	s.pending = nil
	if !s.verdictOff {
		s.judge = newJudge(g, s.cfg.Live, s.verdictArrived)
	}
}

// Exec runs one line of input: a command, a move, or several of them
// separated by semicolons. Empty lines and lines starting with # do
// nothing, except that an empty line plays the hint just given. After a
// win, y or j (yes, ja) accepts the new game offered, n declines it, and
// anything else but an empty line closes the offer and runs as usual. A
// line longer than MaxLine characters is refused, and none of it runs.
func (s *Session) Exec(line string) Result {
	if utf8.RuneCountInString(line) > MaxLine {
		return s.tooLong(line, MaxLine)
	}
	s.out.Reset()
	s.events = s.events[:0]
	s.changed = false
	s.footer, s.hintLine = "", ""
	s.verdictRow = verdictRow{}
	s.failure = ""
	res := s.exec(strings.TrimSpace(line))
	if s.changed {
		s.report()
		s.autosave()
	}
	// A refusal comes after the board that the line's earlier commands
	// changed, as it happened after them.
	s.out.WriteString(s.failure)
	if s.hintLine != "" {
		s.println(s.hintLine)
	}
	res.Output = s.finish(s.out.String())
	return res
}

func (s *Session) exec(line string) Result {
	if strings.HasPrefix(line, "#") {
		return Result{}
	}
	pending := s.pending
	s.pending = nil
	if s.offer {
		// No is the default, but Enter alone leaves the offer open: a
		// player following the hints may press it once more than the win
		// takes, and that must not deal a new game, nor lose the offer.
		switch strings.ToLower(line) {
		case "":
			return Result{}
		case "y", "yes", "j", "ja":
			s.offer = false
			s.newGame(canfield.NewGame(s.mode))
			return Result{}
		case "n", "no", "nej":
			s.offer = false
			s.println(s.tr("Type new for another game."))
			return Result{}
		}
		s.offer = false
	}
	if line == "" {
		if pending != nil && pending.revision == s.game.Revision() {
			return s.command(func() Result { return s.playHint(pending) })
		}
		return Result{}
	}
	parts := strings.Split(line, ";")
	for i, part := range parts {
		part = strings.TrimSpace(part)
		if part == "" || strings.HasPrefix(part, "#") {
			continue
		}
		res := s.command(func() Result { return s.execOne(part) })
		if res.Failed && i < len(parts)-1 && strings.TrimSpace(strings.Join(parts[i+1:], "")) != "" {
			s.failure += s.trf("(The rest of the line, after %s, was not run.)", excerpt(part, quoteLength)) + "\n"
		}
		if res.Failed || res.Quit {
			return res
		}
	}
	return Result{}
}

// execOne runs one command or move.
func (s *Session) execOne(text string) Result {
	if n, ok := stockTaps(text); ok {
		return s.result(s.tapStock(n))
	}
	if err := s.noCount(text); err != nil {
		return s.result(err)
	}
	fields := strings.Fields(text)
	if cmd := lookup(fields[0]); cmd != nil {
		return s.result(cmd.run(s, fields[1:]))
	}
	return s.result(s.play(text))
}

// result turns what a command returned into a Result, writing a refusal.
func (s *Session) result(err error) Result {
	switch {
	case err == nil:
		return Result{}
	case errors.Is(err, errQuit):
		return Result{Quit: true}
	}
	s.failure += s.errorText(err) + "\n"
	return Result{Failed: true}
}

// errQuit is what the quit command returns to end the session.
var errQuit = errors.New("quit")

// start returns the text shown when the session starts: a note of whole
// lines (such as where a resumed game came from), a greeting and the board.
func (s *Session) start(note string) string {
	s.out.Reset()
	s.verdictRow = verdictRow{}
	if note != "" {
		s.out.WriteString(note + "\n")
	}
	qc := canfield.NewCard(canfield.Queen, canfield.Clubs)
	greeting := s.trf("Canfield %s. Type a move such as r c2 (the reserve onto column 2), s to draw, or %s to tap the %s; help tells more, quit leaves.",
		s.codeText(), s.typed(qc), s.cardName(qc))
	room := lineRoom(s.helpWidth())
	s.out.WriteString(strings.Join(fill(greeting, room, room), "\n") + "\n")
	s.out.WriteString("\n")
	s.out.WriteString(s.board())
	return s.finish(s.out.String())
}

// Run reads lines from r until the input ends or the player quits, and
// writes what each line shows to w. With echo set, each line is written
// back after a "> " prompt first, so that the output of a script reads as
// a transcript. It returns how many lines failed.
func (s *Session) Run(r LineReader, w io.Writer, echo bool) (failed int, err error) {
	s.screen.attach(w)
	defer s.screen.detach()
	for {
		line, err := r.Readline()
		s.screen.busy()
		if errors.Is(err, readline.ErrInterrupt) {
			note := ""
			if strings.TrimSpace(line) == "" {
				note = s.finish(s.tr("(Ctrl-D or quit leaves the game.)") + "\n")
			}
			if err := s.show(w, note, line+"^C"); err != nil {
				return failed, err
			}
			continue
		}
		if err == io.EOF {
			return failed, nil
		}
		var res Result
		var long *LineTooLong
		switch {
		case errors.As(err, &long):
			line = long.Start
			res = s.tooLong(long.Start, long.Limit)
		case err != nil:
			return failed, err
		}
		if echo {
			// A transcript shows what was typed, not what it does to a
			// terminal, and of a line too long to run only its start.
			typed := printable(line)
			if long != nil {
				typed = excerpt(line, quoteLength)
			}
			if _, err := io.WriteString(w, "> "+typed+"\n"); err != nil {
				return failed, err
			}
		}
		if long == nil {
			res = s.Exec(line)
		}
		if res.Failed {
			failed++
		}
		if err := s.show(w, res.Output, line); err != nil {
			return failed, err
		}
		if long != nil {
			// How many rows the line took on the screen is not known:
			// the verdict line shown before cannot be found again.
			s.screen.forget()
		}
		if res.Quit {
			return failed, nil
		}
	}
}

// Intro writes the text Open returned and lets a live verdict rewrite the
// board's verdict line in it.
func (s *Session) Intro(w io.Writer, text string) error { return s.show(w, text, "") }

// finish applies the ASCII setting and the terminal's width to text that
// may hold symbols from the library's messages, and takes out the mark of
// the verdict line, noting where it is for a live terminal.
func (s *Session) finish(text string) string {
	if s.cfg.ASCII {
		text = toASCII(s.cfg.Lang, text)
	}
	width, _ := s.size()
	text = wrapText(text, width)
	return s.verdictRow.locate(text)
}

// toASCII writes in ASCII every symbol the session and the library print:
// the suits, as the letters of language l (S H D C, or the Danish S H R K),
// arrows, dashes, ellipses and the times sign of "s×7".
func toASCII(l canfield.Language, text string) string {
	if l == canfield.Danish {
		return danishASCII.Replace(text)
	}
	return englishASCII.Replace(text)
}

var (
	asciiSymbols = []string{
		"→", "->", "–", "-", "—", "-", "…", "...", "×", "x", "≤", "<=",
		"“", "\"", "”", "\"", "‘", "'", "’", "'",
	}
	englishASCII = asciiIn(canfield.English)
	danishASCII  = asciiIn(canfield.Danish)
)

// asciiIn returns the replacer of toASCII for language l: the suits'
// symbols, black and white, become the language's letters.
func asciiIn(l canfield.Language) *strings.Replacer {
	var pairs []string
	for _, symbols := range []string{"♠♥♦♣", "♤♡♢♧"} {
		suit := canfield.Spades
		for _, symbol := range symbols {
			pairs = append(pairs, string(symbol), suitLetter(l, suit))
			suit++
		}
	}
	return strings.NewReplacer(append(pairs, asciiSymbols...)...)
}

// size returns the terminal's width and height, 0 where unknown.
func (s *Session) size() (width, height int) {
	if s.cfg.Size == nil {
		return 0, 0
	}
	return s.cfg.Size()
}

func (s *Session) println(text string) {
	s.out.WriteString(text)
	s.out.WriteString("\n")
}

// Lang returns the language the session speaks now; the language command
// changes it.
func (s *Session) Lang() canfield.Language { return s.cfg.Lang }
