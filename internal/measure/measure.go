// Package measure is the command canfield-measure: measurements of the
// solver that take flags and print figures (medians, percentiles, counts),
// each a subcommand in a file of its own. They assert nothing: the tests
// check behaviour, and these say how fast and how well.
package measure

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// A command is one subcommand: its name, a line that says what it
// measures, and the function that runs it with the arguments after its
// name, returning the exit status.
type command struct {
	name, summary string
	run           func(ctx context.Context, args []string, stdout, stderr io.Writer) int
}

// commands are the subcommands, in the order the usage lists them.
var commands = []command{
	{"hint-speed", "Hint's time and a Watcher's decided share on games played at random", hintSpeed},
	{"line-lengths", "the lengths and detours of the won lines that Solve and Suggest give", lineLengths},
}

// Main runs the command canfield-measure with args (without the program
// name): args[0] names the subcommand, the rest are its flags. It returns
// the exit status: 0, 1 for a failure or an interruption, 2 for bad usage.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		usage(stderr)
		return 0
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(ctx, args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "canfield-measure: no measurement %q\n", args[0])
	usage(stderr)
	return 2
}

func usage(w io.Writer) {
	fmt.Fprint(w, "usage: canfield-measure <measurement> [flags]\n\nMeasurements (each takes -h for its flags):\n")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-14s %s\n", c.name, c.summary)
	}
}

// parseFlags parses a subcommand's args with fs, whose usage is text
// followed by the flags. It reports the exit status to return when the
// subcommand should not run: 0 after -h, 2 for bad flags or arguments.
func parseFlags(fs *flag.FlagSet, text string, args []string, stderr io.Writer) (status int, ok bool) {
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, text)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, false
		}
		return 2, false
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "canfield-measure %s: unexpected arguments: %s\n", fs.Name(), strings.Join(fs.Args(), " "))
		return 2, false
	}
	return 0, true
}

// flagLine returns the flags fs was run with, every one with its value,
// as a line that heads the figures.
func flagLine(fs *flag.FlagSet) string {
	var b strings.Builder
	b.WriteString(fs.Name())
	fs.VisitAll(func(f *flag.Flag) { fmt.Fprintf(&b, " -%s %s", f.Name, f.Value) })
	return b.String()
}

// interrupted says, on stderr, that ctx ended the measurement early, and
// returns the exit status for it.
func interrupted(ctx context.Context, name string, stderr io.Writer) int {
	fmt.Fprintf(stderr, "canfield-measure %s: %v; the figures are those of what it measured until then\n", name, context.Cause(ctx))
	return 1
}
