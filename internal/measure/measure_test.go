package measure

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"
	"time"
)

// run runs Main with args and returns its exit status and output.
func run(ctx context.Context, args ...string) (status int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	status = Main(ctx, args, &out, &errOut)
	return status, out.String(), errOut.String()
}

func TestMainUsage(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		status int
		want   string // on standard error
	}{
		{nil, 2, "usage: canfield-measure <measurement>"},
		{[]string{"-h"}, 0, "usage: canfield-measure <measurement>"},
		{[]string{"help"}, 0, "usage: canfield-measure <measurement>"},
		{[]string{"no-such"}, 2, `no measurement "no-such"`},
	} {
		status, stdout, stderr := run(context.Background(), tc.args...)
		if status != tc.status || stdout != "" || !strings.Contains(stderr, tc.want) {
			t.Errorf("Main(%q) = %d, stdout %q, stderr %q; want %d, no output, stderr with %q", tc.args, status, stdout, stderr, tc.status, tc.want)
		}
		for _, c := range subcommands {
			if !strings.Contains(stderr, "  "+c.name+" ") {
				t.Errorf("Main(%q): the usage does not list %s:\n%s", tc.args, c.name, stderr)
			}
		}
	}
}

// TestSubcommandFlags: each measurement prints its usage for -h, and
// refuses flags it does not know and arguments, as bad usage.
func TestSubcommandFlags(t *testing.T) {
	for _, c := range subcommands {
		status, stdout, stderr := run(context.Background(), c.name, "-h")
		if status != 0 || stdout != "" || !strings.HasPrefix(stderr, "usage: canfield-measure "+c.name+" [flags]\n") || !strings.Contains(stderr, "-seed") {
			t.Errorf("%s -h: %d, stdout %q, stderr %q; want 0 and the usage with the flags on stderr", c.name, status, stdout, stderr)
		}
		for _, args := range [][]string{{"-no-such-flag"}, {"argument"}} {
			if status, stdout, _ := run(context.Background(), append([]string{c.name}, args...)...); status != 2 || stdout != "" {
				t.Errorf("%s %q: %d, stdout %q; want 2 and no figures", c.name, args, status, stdout)
			}
		}
	}
}

// TestHintSpeed runs a small hint-speed and checks the figures it prints:
// their times and shares depend on the machine, so only their form.
func TestHintSpeed(t *testing.T) {
	status, stdout, stderr := run(context.Background(), "hint-speed", "-deals", "2", "-positions", "3", "-budget", "50ms", "-slow", "1h")
	if status != 0 || stderr != "" {
		t.Fatalf("hint-speed: %d, stderr %q", status, stderr)
	}
	matchLines(t, stdout, []string{
		`hint-speed -budget 50ms -deals 2 -nodes 3072 -positions 3 -seed 1 -slow 1h0m0s`,
		`[1-6] positions of 2 deals`,
		`hint: median \S+, p90 \S+, p99 \S+, max \S+ \(the slowest in a game of CF1-D[13]-[A-Z]{7}\)`,
		`the hint decided \d \(\d+\.\d\d%\), searching (none|median [\d,]+, p90 [\d,]+, p99 [\d,]+, max [\d,]+) positions`,
		`a Watcher's 50ms search decided \d afresh \(\d+\.\d\d%\), and a Watcher following the game \d \(\d+\.\d\d%\)`,
		`hints that took longer than 1h0m0s: 0`,
	})
}

// TestLineLengths runs a small line-lengths: the lines and their counts
// are the same on every machine, but change with the solver, so only
// their form is checked, and that the lines hold no detours.
func TestLineLengths(t *testing.T) {
	status, stdout, stderr := run(context.Background(), "line-lengths", "-deals", "3", "-hint-deals", "1")
	if status != 0 || stderr != "" {
		t.Fatalf("line-lengths: %d, stderr %q", status, stderr)
	}
	var patterns []string
	for _, heading := range []string{
		`draw 3: \d won of 3 deals`, `draw 1: \d won of 3 deals`,
		`Suggest: \d+ won of \d+ positions of games played on from 1 deals of each mode`,
	} {
		search := "Solve"
		if strings.HasPrefix(heading, "Suggest") {
			search = "Suggest"
		}
		patterns = append(patterns, heading,
			`  actions: median \d+, p90 \d+, p99 \d+, max \d+; [\d,]+ in all`,
			`  lines with a position met twice 0, a run carried back 0, carried on 0, a tap before neither a tap nor a move from the waste 0; with a move straight back \d+`,
			`  `+search+`'s time: median \S+, p90 \S+, p99 \S+, max \S+`)
	}
	matchLines(t, stdout, append([]string{`line-lengths -deals 3 -hint-deals 1 -nodes 3072 -seed 1`}, patterns...))
}

// TestInterrupted: a measurement whose context ends stops, prints the
// figures of what it measured and says why, with status 1.
func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	status, stdout, stderr := run(ctx, "hint-speed", "-deals", "3")
	if status != 1 || !strings.Contains(stdout, "0 positions of 1 deals") || !strings.Contains(stderr, "context canceled") {
		t.Errorf("hint-speed, cancelled: %d, stdout %q, stderr %q; want 1, the figures so far and the reason", status, stdout, stderr)
	}
}

func TestFigures(t *testing.T) {
	for _, tc := range []struct {
		got, want string
	}{
		{grouped(0), "0"},
		{grouped(999), "999"},
		{grouped(1000), "1,000"},
		{grouped(-1234567), "-1,234,567"},
		{round(1234567 * time.Nanosecond).String(), "1.23ms"},
		{round(999 * time.Nanosecond).String(), "999ns"},
		{round(61234 * time.Millisecond).String(), "1m1.2s"},
		{counts(nil), "none"},
		{counts([]int64{5, 1, 4, 2, 3}), "median 3, p90 5, p99 5, max 5"},
		{durations([]time.Duration{3 * time.Millisecond, time.Millisecond}), "median 3ms, p90 3ms, p99 3ms, max 3ms"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

// matchLines checks that out has one line for each pattern, which it
// matches whole.
func matchLines(t *testing.T, out string, patterns []string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(patterns) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(patterns), out)
	}
	for i, p := range patterns {
		if !regexp.MustCompile("^" + p + "$").MatchString(lines[i]) {
			t.Errorf("line %d: %q, want it to match %q", i+1, lines[i], p)
		}
	}
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{nil, {"no-such"}, {"fair-speed", "-draw", "2"}, {"fair-speed", "-positions", "some"},
		{"fair-speed", "-samples", "0"}, {"fair-speed", "stray"}, {"suggest-follow", "-deals", "0"}} {
		if code, _, stderr := run(context.Background(), args...); code != 2 {
			t.Errorf("%v: exit %d, want 2: %s", args, code, stderr)
		}
	}
	if code, _, stderr := run(context.Background(), "help"); code != 0 || !strings.Contains(stderr, "fair-speed") || !strings.Contains(stderr, "suggest-follow") {
		t.Errorf("help: exit %d: %s", code, stderr)
	}
	if code, _, stderr := run(context.Background(), "fair-speed", "-h"); code != 0 || !strings.Contains(stderr, "-samples") {
		t.Errorf("fair-speed -h: exit %d: %s", code, stderr)
	}
}

func TestFairSpeed(t *testing.T) {
	code, out, stderr := run(context.Background(), "fair-speed", "-draw", "1", "-deals", "2", "-samples", "1,2", "-nodes", "300", "-exact", "2s")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 5 || !strings.HasPrefix(lines[0], "fair-speed: 2 draw-1 deals (-seed 1), positions of games that follow the hints") ||
		!strings.HasPrefix(lines[1], "won by a player who sees every card") || !strings.HasPrefix(strings.TrimSpace(lines[3]), "1    300") {
		t.Errorf("output:\n%s", out)
	}
	code, out, stderr = run(context.Background(), "fair-speed", "-deals", "1", "-positions", "random", "-nodes", "300", "-samples", "2")
	if code != 0 || !strings.Contains(out, "positions of random play") || strings.Contains(out, "sees every card") {
		t.Errorf("random: exit %d: %s%s", code, out, stderr)
	}
}

func TestSuggestFollow(t *testing.T) {
	code, out, stderr := run(context.Background(), "suggest-follow", "-draw", "1", "-deals", "2", "-nodes", "3072", "-exact", "2s")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "suggest-follow: 2 draw-1 deals (-seed 1)") || !strings.HasPrefix(strings.TrimSpace(lines[2]), "3072") {
		t.Errorf("output:\n%s", out)
	}
}
