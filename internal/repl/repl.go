// Package repl is the interpreter behind the canfield command: one line of
// input in, the text to show and a new game state out. It knows nothing of
// terminals, so the whole game can be played and tested with strings; the
// command only wires it to a line reader (readline on a terminal, a
// line scanner otherwise).
//
// Everything it does to a game goes through the public API of package
// canfield, so it doubles as an example of how to use it.
package repl

import (
	"bufio"
	"errors"
	"io"
	"strings"

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
	Lang     canfield.Language // the language of the board and the messages
	Color    bool              // show red suits in red with ANSI escapes
	ASCII    bool              // write suits as letters (QC) instead of symbols (Q♣)
	StateDir string            // where the unfinished game is saved after every action; "" saves nothing
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
	offer       bool              // a game was just won: the next line may accept a new one
	previous    *canfield.Game    // the unfinished game that new, restart or load replaced, for undo
	out         strings.Builder
	changed     bool   // the line changed the game: show the board and save it
	footer      string // a line to show below the board
	saveWarned  bool
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

// setGame makes g the session's game and listens to it, so that every
// action can be reported in words.
func (s *Session) setGame(g *canfield.Game) {
	if s.stopListen != nil {
		s.stopListen()
	}
	g.SetDoubleClick(!s.singleClick)
	s.game = g
	s.stopListen = g.Listen(func(e canfield.Event) { s.events = append(s.events, e) })
	s.offer = false
}

// Exec runs one line of input. Empty lines and lines starting with # do
// nothing, except that an empty line accepts the new game offered after a
// win.
func (s *Session) Exec(line string) Result {
	s.out.Reset()
	s.events = s.events[:0]
	s.changed = false
	s.footer = ""
	res := s.exec(strings.TrimSpace(line))
	if s.changed {
		s.report()
		s.autosave()
	}
	res.Output = s.finish(s.out.String())
	return res
}

func (s *Session) exec(line string) Result {
	if strings.HasPrefix(line, "#") {
		return Result{}
	}
	if s.offer {
		s.offer = false
		switch strings.ToLower(line) {
		case "", "y", "yes", "j", "ja":
			s.newGame(canfield.NewGame(s.mode))
			return Result{}
		case "n", "no", "nej":
			s.println(s.tr("Type new for another game."))
			return Result{}
		}
	}
	if line == "" {
		return Result{}
	}
	fields := strings.Fields(line)
	if cmd := lookup(fields[0]); cmd != nil {
		if err := cmd.run(s, fields[1:]); err != nil {
			if errors.Is(err, errQuit) {
				return Result{Quit: true}
			}
			s.println(s.errorText(err))
			return Result{Failed: true}
		}
		return Result{}
	}
	if err := s.play(line); err != nil {
		s.println(s.errorText(err))
		return Result{Failed: true}
	}
	return Result{}
}

// errQuit is what the quit command returns to end the session.
var errQuit = errors.New("quit")

// start returns the text shown when the session starts: a note of whole
// lines (such as where a resumed game came from), a greeting and the board.
func (s *Session) start(note string) string {
	s.out.Reset()
	if note != "" {
		s.out.WriteString(note + "\n")
	}
	s.printf(s.tr("Canfield %s. Type a move such as r c2 (the reserve onto column 2):\ns draws, qc taps the queen of clubs; help tells more, quit leaves.")+"\n", s.codeText())
	s.out.WriteString("\n")
	s.out.WriteString(s.board())
	return s.finish(s.out.String())
}

// Run reads lines from r until the input ends or the player quits, and
// writes what each line shows to w. With echo set, each line is written
// back after a "> " prompt first, so that the output of a script reads as
// a transcript. It returns how many lines failed.
func (s *Session) Run(r LineReader, w io.Writer, echo bool) (failed int, err error) {
	for {
		line, err := r.Readline()
		if errors.Is(err, readline.ErrInterrupt) {
			if strings.TrimSpace(line) == "" {
				if _, err := io.WriteString(w, s.finish(s.tr("(Ctrl-D or quit leaves the game.)")+"\n")); err != nil {
					return failed, err
				}
			}
			continue
		}
		if err == io.EOF {
			return failed, nil
		}
		if err != nil {
			return failed, err
		}
		if echo {
			if _, err := io.WriteString(w, "> "+line+"\n"); err != nil {
				return failed, err
			}
		}
		res := s.Exec(line)
		if res.Failed {
			failed++
		}
		if _, err := io.WriteString(w, res.Output); err != nil {
			return failed, err
		}
		if res.Quit {
			return failed, nil
		}
	}
}

// finish applies the ASCII setting to text that may hold suit symbols from
// the library's messages.
func (s *Session) finish(text string) string {
	if s.cfg.ASCII {
		return asciiReplacer.Replace(text)
	}
	return text
}

var asciiReplacer = strings.NewReplacer(
	"♠", "S", "♥", "H", "♦", "D", "♣", "C",
	"→", "->", "–", "-", "…", "...",
)

func (s *Session) println(text string) {
	s.out.WriteString(text)
	s.out.WriteString("\n")
}

// Lines returns a LineReader over r, for input that is not a terminal: it
// gives r's lines one at a time, the last one even without a newline.
func Lines(r io.Reader) LineReader { return &lines{r: bufio.NewReader(r)} }

type lines struct{ r *bufio.Reader }

func (l *lines) Readline() (string, error) {
	line, err := l.r.ReadString('\n')
	if err == io.EOF && line != "" {
		err = nil
	}
	return strings.TrimRight(line, "\r\n"), err
}
