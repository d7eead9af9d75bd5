package repl

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/google/go-cmp/cmp"
)

// TestLinesLong: a script's line longer than MaxLine comes as its start and
// a *LineTooLong, the lines after it as they are; one of MaxLine
// characters is a line.
func TestLinesLong(t *testing.T) {
	exact := strings.Repeat("ø", MaxLine)
	r := Lines(strings.NewReader(strings.Repeat("x", 100_000) + "\ncode\n" + exact + "\r\n" + exact + "x"))
	line, err := r.Readline()
	var long *LineTooLong
	if !errors.As(err, &long) || long.Limit != MaxLine || long.Start != strings.Repeat("x", quoteLength)+"…" {
		t.Errorf("a line of 100,000 characters: %q, %v", line, err)
	}
	if line, err := r.Readline(); line != "code" || err != nil {
		t.Errorf("the line after it: %q, %v", line, err)
	}
	if line, err := r.Readline(); line != exact || err != nil {
		t.Errorf("a line of MaxLine characters: %d characters, %v", len([]rune(line)), err)
	}
	if _, err := r.Readline(); !errors.As(err, &long) {
		t.Errorf("a last line of MaxLine+1 characters: %v", err)
	}
	if _, err := r.Readline(); err != io.EOF {
		t.Errorf("after the last line: %v", err)
	}
}

// TestExecLong: a line longer than MaxLine runs none of its commands, and
// the refusal quotes only its start.
func TestExecLong(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ")
	res := s.Exec("42;" + strings.Repeat(" ", MaxLine))
	want := `The line is too long, over 4000 characters: nothing of it was run (it starts "42;                                     …").` + "\n"
	if !res.Failed || res.Output != want || actions(s) != "" {
		t.Errorf("Exec = %+v, actions %q", res, actions(s))
	}
	da := newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D3-AAAAAAQ")
	res = da.Exec(strings.Repeat("\x1b", MaxLine+1))
	want = "Linjen er for lang, over 4000 tegn: intet af den blev kørt (den begynder ”" + strings.Repeat(`\x1b`, quoteLength) + "…”).\n"
	if res.Output != want {
		t.Errorf("Exec in Danish = %q, want %q", res.Output, want)
	}
}

// TestRunTranscriptEscapes: a script's transcript writes back what was
// typed with its control characters escaped, a long line by its start,
// and a refusal quotes at most 40 characters of what was typed.
func TestRunTranscriptEscapes(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ")
	in := "a\x1b[31mb\a\n" + strings.Repeat("y", 100_000) + "\n" + "z" + strings.Repeat("q", 100) + "\ncode\n"
	var out strings.Builder
	failed, err := s.Run(Lines(strings.NewReader(in)), &out, true)
	if err != nil || failed != 3 {
		t.Errorf("Run = %d, %v; want 3 failed", failed, err)
	}
	y, q := strings.Repeat("y", quoteLength), strings.Repeat("q", quoteLength-1)
	want := `> a\x1b[31mb\a
Unknown command "a\x1b[31mb\a": type help for the commands, or a move such as r c2.
> ` + y + `…
The line is too long, over 4000 characters: nothing of it was run (it starts "` + y + `…").
> z` + strings.Repeat("q", 100) + `
Unknown command "z` + q + `…": type help for the commands, or a move such as r c2.
> code
CF1-D3-AAAAAAQ
`
	if diff := cmp.Diff(want, out.String()); diff != "" {
		t.Errorf("transcript mismatch (-want +got):\n%s", diff)
	}
}

// TestRunScriptLongLine runs the command on a script with a line of
// 100,000 characters: refused at once, and the script goes on.
func TestRunScriptLongLine(t *testing.T) {
	var stdout, stderr strings.Builder
	stdin := strings.NewReader(strings.Repeat("x", 100_000) + "\n42\n")
	status := run(context.Background(), []string{"-code", "CF1-D3-AAAAAAQ"}, stdin, &stdout, &stderr,
		env(map[string]string{"CANFIELD_STATE_DIR": t.TempDir()}), func() (int, int) { return 80, 0 })
	if status != 1 || stderr.String() != FailedSummary(0, 1)+"\n" {
		t.Errorf("status %d, stderr %q", status, stderr.String())
	}
	if stdout.Len() > 5000 || !strings.Contains(stdout.String(), "The line is too long") || !strings.Contains(stdout.String(), "9 of spades → column 2") {
		t.Errorf("stdout (%d bytes):\n%s", stdout.Len(), stdout.String())
	}
}

// TestInputLimit: what is typed beyond a line's limit never reaches the
// line editor, and the line it cut is refused when the editor gives it.
func TestInputLimit(t *testing.T) {
	const width, height = 60, 24 // a limit of 360 characters
	limit := lineLimit(width, height)
	if limit != 360 || lineLimit(0, 0) != MaxLine || lineLimit(300, 100) != MaxLine || lineLimit(20, 5) != 200 {
		t.Fatalf("lineLimit = %d, %d, %d, %d", limit, lineLimit(0, 0), lineLimit(300, 100), lineLimit(20, 5))
	}
	typed := strings.Repeat("é", 100_000) + "\r" + "code\r" + strings.Repeat("a", limit+5) + "\x7f\x7f\x7f\x7f\x7f\x7f" + "\r"
	in := newInputLimit(strings.NewReader(typed), func() (int, int) { return width, height })
	got, err := io.ReadAll(in)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Repeat("é", limit) + "\r" + "code\r" + strings.Repeat("a", limit) + "\x7f\x7f\x7f\x7f\x7f\x7f" + "\r"
	if !bytes.Equal(got, []byte(want)) {
		t.Errorf("the editor read %d bytes, want %d", len(got), len(want))
	}
	// The editor gives the lines it made of that: the first cut, the
	// second whole, the third cut and then shortened with backspaces.
	lines := limitedLines{&script{
		{strings.Repeat("é", limit), nil}, {"code", nil}, {strings.Repeat("a", limit-6), nil},
	}, in}
	var long *LineTooLong
	if _, err := lines.Readline(); !errors.As(err, &long) || long.Limit != limit {
		t.Errorf("the cut line: %v", err)
	}
	if line, err := lines.Readline(); line != "code" || err != nil {
		t.Errorf("the next line: %q, %v", line, err)
	}
	if line, err := lines.Readline(); len(line) != limit-6 || err != nil {
		t.Errorf("the cut line made shorter: %d characters, %v", len(line), err)
	}
}

// TestFileNamesEscaped: a file name typed with control characters is
// written back escaped.
func TestFileNamesEscaped(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAAQ")
	if res := s.Exec("load /nonexistent/\x1b[2Jx"); res.Output != `There is no file /nonexistent/\x1b[2Jx.`+"\n" {
		t.Errorf("load = %q", res.Output)
	}
}
