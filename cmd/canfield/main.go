// Command canfield plays the patience game Canfield in the terminal.
//
//	canfield [-code CF1-D3-AAAAACL] [-draw 1|3] [-lang en|da] [-resume] [-no-color] [-ascii]
//
// It deals a game at once and shows the board; moves are typed in the
// notation of package canfield ("r c2", "w f", "c2:2 c4", "s") or in the
// two-key forms of BSD canfield(6) ("r2", "wf", "24"), and help lists the
// commands. The game is saved after every action, and canfield -resume
// continues it. When standard input is not a terminal, canfield reads
// commands line by line, writes a plain transcript and exits with status 1
// if any command failed.
//
// Files live in $CANFIELD_STATE_DIR, else $XDG_STATE_HOME/canfield, else
// ~/.local/state/canfield: the unfinished game and the command history.
// NO_COLOR turns colour off; CLICOLOR_FORCE turns it on when the output is
// not a terminal.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/repl"
	"github.com/chzyer/readline"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv))
}

// run is the whole command; it returns the exit status: 0, 1 if a command
// of a script failed, 2 for bad flags.
func run(args []string, stdin *os.File, stdout, stderr io.Writer, getenv func(string) string) int {
	fs := flag.NewFlagSet("canfield", flag.ContinueOnError)
	fs.SetOutput(stderr)
	code := fs.String("code", "", "play the deal of this game `code`, such as CF1-D3-AAAAACL")
	mode := canfield.Draw3
	fs.TextVar(&mode, "draw", canfield.Draw3, "how many cards a tap on the stock turns: 1 or 3")
	langText := fs.String("lang", "en", "the language of the board and the messages: en or da")
	resume := fs.Bool("resume", false, "continue the game that was being played when canfield last stopped")
	noColor := fs.Bool("no-color", false, "do not show red suits in red")
	ascii := fs.Bool("ascii", false, "write suits as letters (QC) instead of symbols (Q♣)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: canfield [flags]\n\nPlay Canfield in the terminal. Type help in the game for the commands.\n\nFlags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "canfield: "+format+"\n", a...)
		return 2
	}
	if fs.NArg() > 0 {
		return fail("unexpected argument %q: flags only (see canfield -h)", fs.Arg(0))
	}
	lang, err := canfield.ParseLanguage(*langText)
	if err != nil {
		return fail("-lang: %v", err)
	}
	if *resume && *code != "" {
		return fail("-resume continues the saved game: it does not go with -code")
	}
	modeSet := false
	fs.Visit(func(f *flag.Flag) { modeSet = modeSet || f.Name == "draw" })

	interactive := isTerminal(stdin) && isTerminal(stdout)
	color := interactive || (getenv("CLICOLOR_FORCE") != "" && getenv("CLICOLOR_FORCE") != "0")
	if getenv("NO_COLOR") != "" || *noColor {
		color = false
	}
	stateDir, err := repl.StateDir(getenv)
	if err != nil {
		fmt.Fprintf(stderr, "canfield: no place to save the game: %v\n", err)
	}
	s, intro, err := repl.Open(repl.Options{
		Config:  repl.Config{Lang: lang, Color: color, ASCII: *ascii, StateDir: stateDir},
		Code:    *code,
		Mode:    mode,
		ModeSet: modeSet,
		Resume:  *resume,
	})
	if err != nil {
		return fail("-code: %v", err)
	}

	if !interactive {
		io.WriteString(stdout, intro)
		failed, err := s.Run(repl.Lines(stdin), stdout, true)
		if err != nil {
			fmt.Fprintf(stderr, "canfield: %v\n", err)
			return 1
		}
		switch {
		case failed == 1:
			fmt.Fprintln(stderr, "canfield: 1 command failed")
			return 1
		case failed > 1:
			fmt.Fprintf(stderr, "canfield: %d commands failed\n", failed)
			return 1
		}
		return 0
	}

	history := ""
	if stateDir != "" {
		history = filepath.Join(stateDir, repl.HistoryName)
		// readline creates the file world-readable; history is private.
		if f, err := os.OpenFile(history, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600); err == nil {
			f.Close()
		}
	}
	rl, err := readline.NewEx(&readline.Config{
		Prompt:            "> ",
		HistoryFile:       history,
		HistorySearchFold: true,
		AutoComplete:      s.Completer(),
		InterruptPrompt:   "^C",
		Stdin:             stdin,
		Stdout:            stdout,
		Stderr:            stderr,
	})
	if err != nil {
		fmt.Fprintf(stderr, "canfield: %v\n", err)
		return 1
	}
	defer rl.Close()
	if history != "" {
		os.Chmod(history, 0o600) // readline may have rewritten it
	}
	io.WriteString(rl.Stdout(), intro)
	if _, err := s.Run(rl, rl.Stdout(), false); err != nil {
		fmt.Fprintf(stderr, "canfield: %v\n", err)
		return 1
	}
	io.WriteString(rl.Stdout(), s.Farewell())
	return 0
}

// isTerminal reports whether w is a terminal.
func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	return ok && readline.IsTerminal(int(f.Fd()))
}
