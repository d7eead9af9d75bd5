// Command canfield plays the patience game Canfield in the terminal.
//
//	canfield [-code CF1-D3-AAAAACL] [-draw 1|3] [-lang en|da] [-resume] [-save] [-no-color] [-ascii]
//
// It deals a game at once and shows the board; moves are typed in the
// notation of package canfield ("r c2", "w f", "c2:2 c4", "s", "s×3") or in
// the two-key forms of BSD canfield(6) ("r2", "wf", "24"), and help lists
// the commands. The board's last line says whether the game can still be
// won, from a search that runs in the background.
//
// On a terminal the game is saved after every action, the games it replaces
// are kept, and canfield -resume continues it. When standard input is not
// a terminal, canfield reads commands line by line, writes a plain
// transcript, keeps nothing unless -save asks it to, and exits with status
// 1 if any command failed.
//
// Files live in $CANFIELD_STATE_DIR, else $XDG_STATE_HOME/canfield, else
// ~/.local/state/canfield. NO_COLOR turns colour off; CLICOLOR_FORCE turns
// it on when the output is not a terminal. Without a terminal, COLUMNS and
// LINES give the width and height to fit.
package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
	"github.com/canfield-go/canfield/internal/repl"
	"github.com/canfield-go/canfield/internal/statedir"
	"github.com/chzyer/readline"
	"golang.org/x/term"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv))
}

// run is the whole command; it returns the exit status: 0, 1 if a command
// of a script failed, 2 for bad flags.
func run(args []string, stdin *os.File, stdout, stderr io.Writer, getenv func(string) string) int {
	a, err := repl.ParseArgs(args, getenv)
	if err != nil {
		fmt.Fprintln(stderr, "canfield: "+err.Error())
		return 2
	}
	if a.Help {
		io.WriteString(stderr, repl.Usage(a.Lang, a.ASCII))
		return 0
	}

	interactive := isTerminal(stdin) && isTerminal(stdout)
	color := interactive || (getenv("CLICOLOR_FORCE") != "" && getenv("CLICOLOR_FORCE") != "0")
	if getenv("NO_COLOR") != "" || a.NoColor {
		color = false
	}
	stateDir, err := statedir.Dir(getenv)
	if err != nil {
		fmt.Fprintln(stderr, repl.NoStateDirText(a.Lang, err))
	}
	// A script never touches the player's games unless -save asks it to.
	save := isTerminal(stdin) || a.Save
	s, intro, err := repl.Open(repl.Options{
		Config: repl.Config{Lang: a.Lang, Color: color, ASCII: a.ASCII, StateDir: stateDir, Save: save,
			Size: terminalSize(stdout, getenv), Live: interactive},
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
	defer s.Close()

	history := ""
	if stateDir != "" && save {
		history = filepath.Join(stateDir, repl.HistoryName)
		// readline creates the file world-readable; history is private.
		if f, err := os.OpenFile(history, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600); err == nil {
			f.Close()
		}
	}

	if !interactive {
		io.WriteString(stdout, intro)
		var in repl.LineReader = repl.Lines(stdin)
		if history != "" {
			in = &recording{in, history}
		}
		failed, err := s.Run(in, stdout, true)
		if err != nil {
			fmt.Fprintf(stderr, "canfield: %v\n", err)
			return 1
		}
		if failed > 0 {
			fmt.Fprintln(stderr, repl.FailedSummary(s.Lang(), failed))
			return 1
		}
		return 0
	}

	rl, err := readline.NewEx(&readline.Config{
		Prompt:              "> ",
		HistoryFile:         history,
		HistorySearchFold:   true,
		AutoComplete:        s.Completer(),
		InterruptPrompt:     "^C",
		FuncFilterInputRune: s.FilterKey,
		Stdin:               stdin,
		Stdout:              stdout,
		Stderr:              stderr,
	})
	if err != nil {
		fmt.Fprintf(stderr, "canfield: %v\n", err)
		return 1
	}
	defer rl.Close()
	if history != "" {
		os.Chmod(history, 0o600) // readline may have rewritten it
	}
	s.Intro(rl.Stdout(), intro)
	if _, err := s.Run(rl, rl.Stdout(), false); err != nil {
		fmt.Fprintf(stderr, "canfield: %v\n", err)
		return 1
	}
	io.WriteString(rl.Stdout(), s.Farewell())
	return 0
}

// recording is a script's input with -save: each line goes into the
// history, as readline would keep it.
type recording struct {
	repl.LineReader
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

// isTerminal reports whether w is a terminal.
func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
