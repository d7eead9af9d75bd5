// Package measure is the logic of the command canfield-measure:
// measurements of the library and its solver that take longer than a test
// or a benchmark should, run on purpose, each a subcommand with flags of
// its own. They print figures (medians, percentiles, counts) and assert
// nothing: the tests check behaviour, and these say how fast and how well.
// The documents that quote a figure name the command that gave it.
//
// A subcommand is a function of measure's Main's shape, returning an error,
// in a file of its own, and a line in subcommands.
package measure

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/canfield-go/canfield/internal/stats"
)

// subcommand is one measurement: its name, a line for the usage, and its
// function, which gets the arguments after the name.
type subcommand struct {
	name, about string
	run         func(ctx context.Context, args []string, stdout, stderr io.Writer) error
}

// subcommands lists the measurements in the order the usage gives them.
var subcommands = []subcommand{
	{"hint-speed", "a player's hint's time and a Watcher's decided share on games played at random", hintSpeed},
	{"line-lengths", "the lengths and detours of the won lines that Solve and Suggest give", lineLengths},
	{"fair-speed", "how long FairSuggest takes on positions of games in play, and how many deals its hints win", fairSpeed},
	{"suggest-follow", "what following Suggest from the deal comes to: wins, positions met again, lines changed", suggestFollow},
}

// Main runs the command canfield-measure with args (without the program
// name): a subcommand and its flags. It returns the exit status: 0, 1 for
// a failure, 2 for bad usage.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "-help" || args[0] == "help" {
		writeUsage(stderr)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	i := slices.IndexFunc(subcommands, func(c subcommand) bool { return c.name == args[0] })
	if i < 0 {
		fmt.Fprintf(stderr, "canfield-measure: no measurement %q\n", args[0])
		writeUsage(stderr)
		return 2
	}
	err := subcommands[i].run(ctx, args[1:], stdout, stderr)
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, new(usageError)):
		if msg := err.Error(); msg != "" {
			fmt.Fprintf(stderr, "canfield-measure %s: %s\n", args[0], msg)
		}
		return 2
	}
	fmt.Fprintf(stderr, "canfield-measure %s: %v\n", args[0], err)
	return 1
}

func writeUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: canfield-measure <measurement> [flags]")
	fmt.Fprintln(w, "\nMeasurements (-h after one lists its flags):")
	for _, c := range subcommands {
		fmt.Fprintf(w, "  %-15s %s\n", c.name, c.about)
	}
}

// usageError is an error of the command line: exit status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

// newFlagSet returns the flags of a subcommand, whose -h prints usage and
// then the flags' defaults.
func newFlagSet(name, usage string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args into fs, whose errors it prints itself, and
// returns a usageError for bad flags or stray arguments.
func parseFlags(fs *flag.FlagSet, args []string, stderr io.Writer) error {
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError{}
	}
	if fs.NArg() > 0 {
		return usagef("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	return nil
}

// flagLine returns the flags fs was run with, every one with its value,
// as a line that heads the figures.
func flagLine(fs *flag.FlagSet) string {
	var b strings.Builder
	b.WriteString(fs.Name())
	fs.VisitAll(func(f *flag.Flag) { fmt.Fprintf(&b, " -%s %s", f.Name, f.Value) })
	return b.String()
}

// interrupted is the error of a measurement that ctx ended early, after it
// printed the figures of what it measured until then.
func interrupted(ctx context.Context) error {
	return fmt.Errorf("%v; the figures are those of what it measured until then", context.Cause(ctx))
}

// intList is a flag of comma-separated positive integers, such as
// -samples 1,2,4,8.
type intList []int64

func (l *intList) String() string {
	parts := make([]string, len(*l))
	for i, n := range *l {
		parts[i] = strconv.FormatInt(n, 10)
	}
	return strings.Join(parts, ",")
}

func (l *intList) Set(s string) error {
	var out intList
	for _, part := range strings.Split(s, ",") {
		n, err := strconv.ParseInt(strings.TrimSpace(part), 10, 64)
		if err != nil || n < 1 {
			return fmt.Errorf("%q is no positive number", part)
		}
		out = append(out, n)
	}
	*l = out
	return nil
}

// latencies are the times of calls, for their median, 99th percentile and
// maximum.
type latencies []time.Duration

// quantile returns the nearest-rank q-quantile.
func (l latencies) quantile(q float64) time.Duration {
	if len(l) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(l))
	rank := min(max(int(float64(len(s))*q+0.999999), 1), len(s))
	return s[rank-1]
}

// String returns the median, p99 and max, to three significant digits.
func (l latencies) String() string {
	return fmt.Sprintf("%s / %s / %s", round(l.quantile(0.5)), round(l.quantile(0.99)), round(l.quantile(1)))
}

// share writes k of n as a count, a percentage and its 95% Wilson
// interval.
func share(k, n int) string {
	if n == 0 {
		return "-"
	}
	lo, hi := wilson(k, n)
	return fmt.Sprintf("%d (%.1f%%, %.1f–%.1f%%)", k, 100*float64(k)/float64(n), 100*lo, 100*hi)
}

func wilson(k, n int) (lo, hi float64) { return stats.Wilson(k, n) }
