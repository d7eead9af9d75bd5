package repl

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
	"github.com/canfield-go/canfield/internal/statedir"
	"github.com/chzyer/readline"
	"golang.org/x/term"
)

// statusInterrupted is the exit status of a run that its context ended
// (SIGINT or SIGTERM), as a shell reports a command that SIGINT stopped.
// The game is saved after every action already.
const statusInterrupted = 130

// Main runs the command canfield with args (without the program name),
// reading standard input and the environment, and returns its exit
// status: 0, 1 if a command of a script failed, 2 for bad flags, 130
// when ctx ends first.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return run(ctx, args, os.Stdin, stdout, stderr, os.Getenv, terminalSize(stdout, os.Getenv))
}

// run is Main with standard input, the environment and the size to fit
// (see Config.Size) given. Only a stdin and a stdout that are both
// terminals make a game played live, with readline.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string, size func() (int, int)) int {
	a, err := ParseArgs(args, getenv)
	if err != nil {
		fmt.Fprintln(stderr, "canfield: "+err.Error())
		return 2
	}
	if a.Help {
		io.WriteString(stderr, Usage(a.Lang, a.ASCII))
		return 0
	}

	interactive := isTerminal(stdin) && isTerminal(stdout)
	if a.Screen && !interactive {
		fmt.Fprintln(stderr, translate(a.Lang, "canfield: -screen needs a terminal"))
		return 2
	}
	color := interactive || (getenv("CLICOLOR_FORCE") != "" && getenv("CLICOLOR_FORCE") != "0")
	if getenv("NO_COLOR") != "" || a.NoColor {
		color = false
	}
	stateDir, err := statedir.Dir(getenv)
	if err != nil {
		fmt.Fprintln(stderr, NoStateDirText(a.Lang))
	}
	// A script never touches the player's games unless -save asks it to.
	save := isTerminal(stdin) || a.Save
	s, intro, err := Open(Options{
		Config: Config{Lang: a.Lang, Color: color, ASCII: a.ASCII, StateDir: stateDir, Save: save,
			Size: size, Live: interactive},
		Code:    a.Code,
		Mode:    a.Mode,
		ModeSet: a.ModeSet,
		LangSet: a.LangSet,
		Resume:  a.Resume,
	})
	if err != nil { // a bad code, which ParseArgs has read already
		fmt.Fprintln(stderr, "canfield: -code: "+catalog.Clause(canfield.Explain(err, a.Lang)))
		return 2
	}

	history := ""
	if stateDir != "" && save {
		history = filepath.Join(stateDir, HistoryName)
		// readline creates the file world-readable; history is private.
		if f, err := os.OpenFile(history, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600); err == nil {
			f.Close()
		}
	}
	if !interactive {
		return runScript(ctx, s, intro, stdin, stdout, stderr, history)
	}
	f := stdin.(*os.File) // a terminal
	if a.Screen {
		return screenMain(ctx, s, f, stdout, stderr)
	}
	s.EnableScreen()
	defer s.Close()

	input := newInputLimit(f, size)
	rl, err := readline.NewEx(&readline.Config{
		Prompt:              "> ",
		HistoryFile:         history,
		HistorySearchFold:   true,
		AutoComplete:        s.Completer(),
		InterruptPrompt:     "^C",
		FuncFilterInputRune: s.FilterKey,
		Stdin:               input,
		Stdout:              stdout,
		Stderr:              stderr,
	})
	if err != nil {
		fmt.Fprintf(stderr, "canfield: %v\n", err)
		return 1
	}
	defer rl.Close()
	// The end of ctx ends the line being read, and so the game, with the
	// terminal as it was.
	stop := context.AfterFunc(ctx, func() { rl.Close() })
	defer stop()
	if history != "" {
		os.Chmod(history, 0o600) // readline may have rewritten it
	}
	s.Intro(rl.Stdout(), intro)
	for {
		_, err = s.Run(limitedLines{rl, input}, rl.Stdout(), false)
		if err != nil || ctx.Err() != nil || !s.takeScreenRequest() {
			break
		}
		// The screen command: the game screen, and back to the lines.
		interrupted, serr := runScreen(ctx, s, f, stdout, true, s.screenGreeting())
		if interrupted {
			return statusInterrupted
		}
		if err = serr; err != nil {
			break
		}
		s.Intro(rl.Stdout(), s.finish(s.board()))
	}
	switch {
	case ctx.Err() != nil:
		return statusInterrupted
	case err != nil:
		fmt.Fprintf(stderr, "canfield: %v\n", err)
		return 1
	}
	io.WriteString(rl.Stdout(), s.Farewell())
	return 0
}

// runScript plays the lines of stdin, which is no terminal, as a
// transcript. The end of ctx ends it at once, even while a command waits
// for a search: the session is left to the process's end, which follows.
func runScript(ctx context.Context, s *Session, intro string, stdin io.Reader, stdout, stderr io.Writer, history string) int {
	io.WriteString(stdout, intro)
	var in LineReader = Lines(stdin)
	if history != "" {
		in = &recording{in, history}
	}
	type ended struct {
		failed int
		err    error
	}
	done := make(chan ended, 1)
	go func() {
		defer s.Close()
		failed, err := s.Run(in, stdout, true)
		done <- ended{failed, err}
	}()
	var e ended
	select {
	case <-ctx.Done():
		return statusInterrupted
	case e = <-done:
	}
	if e.err != nil {
		fmt.Fprintf(stderr, "canfield: %v\n", e.err)
		return 1
	}
	if e.failed > 0 {
		fmt.Fprintln(stderr, FailedSummary(s.Lang(), e.failed))
		return 1
	}
	return 0
}

// recording is a script's input with -save: each line goes into the
// history, as readline would keep it.
type recording struct {
	LineReader
	history string
}

func (r *recording) Readline() (string, error) {
	line, err := r.LineReader.Readline()
	if err == nil && line != "" {
		if f, ferr := os.OpenFile(r.history, os.O_APPEND|os.O_WRONLY, 0o600); ferr == nil {
			fmt.Fprintln(f, line)
			f.Close()
		}
	}
	return line, err
}

// terminalSize returns the size to fit: the terminal's, asked afresh each
// time so that a resized window is followed; else COLUMNS and LINES.
func terminalSize(out io.Writer, getenv func(string) string) func() (int, int) {
	f, ok := out.(*os.File)
	if ok && term.IsTerminal(int(f.Fd())) {
		return func() (int, int) {
			w, h, err := term.GetSize(int(f.Fd()))
			if err != nil {
				return 0, 0
			}
			return w, h
		}
	}
	width, _ := strconv.Atoi(getenv("COLUMNS"))
	height, _ := strconv.Atoi(getenv("LINES"))
	return func() (int, int) { return max(width, 0), max(height, 0) }
}

// isTerminal reports whether rw, a reader or a writer, is a terminal.
func isTerminal(rw any) bool {
	f, ok := rw.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
