package repl

import (
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// verdictOf returns the verdict line of an output.
func verdictOf(out string) string {
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "Verdict: ") || strings.HasPrefix(line, "Vurdering: ") {
			return line
		}
	}
	return ""
}

// TestVerdictLine follows the live verdict through a game thrown away and
// brought back. Without a live terminal the board waits for the verdict,
// so the lines are the same on any machine. In CF1-D3-AAAAAPZ, putting
// column 3's card on a foundation at once loses the game.
func TestVerdictLine(t *testing.T) {
	s := newSession(t, "CF1-D3-AAAAAPZ")
	for _, step := range []struct{ line, want string }{
		{"board", "Verdict: winnable — knowing every card"},
		{"c3 f2", "Verdict: no longer winnable since action 1: undo 1 — knowing every card"},
		{"s", "Verdict: no longer winnable since action 1: undo 2 — knowing every card"},
		{"s", "Verdict: no longer winnable since action 1: undo 3 — knowing every card"},
		{"undo 3", "Verdict: winnable — knowing every card"},
	} {
		if got := verdictOf(s.Exec(step.line).Output); got != step.want {
			t.Errorf("%s: verdict %q, want %q", step.line, got, step.want)
		}
	}
	lost := newSession(t, "CF1-D3-XOGXKDC")
	if got := verdictOf(lost.Exec("board").Output); got != "Verdict: this deal cannot be won — knowing every card" {
		t.Errorf("a deal that cannot be won: %q", got)
	}
	da := newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D3-AAAAAPZ", "c3 f2", "s")
	if got := verdictOf(da.Exec("bord").Output); got != "Vurdering: kan ikke længere vindes siden handling 1: fortryd 2 — med kendskab til alle kort" {
		t.Errorf("Danish verdict %q", got)
	}

	// verdict off shows none; on brings it back.
	res := s.Exec("verdict off")
	if res.Output != "The verdict is off: the board does not say whether the game can still be won.\n" || s.judge != nil {
		t.Errorf("verdict off = %q", res.Output)
	}
	if out := s.Exec("s").Output; verdictOf(out) != "" {
		t.Errorf("a verdict with verdict off:\n%s", out)
	}
	if out := s.Exec("verdict on").Output; verdictOf(out) != "Verdict: winnable — knowing every card" {
		t.Errorf("verdict on:\n%s", out)
	}
}

// TestVerdictWords words every status.
func TestVerdictWords(t *testing.T) {
	words := verdictWords{undosLeft: 100}
	tests := []struct {
		st   status
		want string
	}{
		{status{}, "Verdict: thinking…"},
		{status{known: true, verdict: solve.Won}, "Verdict: winnable — knowing every card"},
		{status{known: true, verdict: solve.Unknown}, "Verdict: undecided, the search gave up"},
		{status{known: true, verdict: solve.Lost, exact: true}, "Verdict: this deal cannot be won — knowing every card"},
		{status{known: true, verdict: solve.Lost, lostAt: 12, actions: 14, exact: true}, "Verdict: no longer winnable since action 12: undo 3 — knowing every card"},
		{status{known: true, verdict: solve.Lost, lostAt: 12, actions: 14}, "Verdict: no longer winnable since action 12 or before: undo 3 or more — knowing every card"},
		{status{known: true, verdict: solve.Lost, lostAt: 12, actions: 14, looking: true}, "Verdict: no longer winnable; looking back for the action that lost it…"},
		{status{known: true, verdict: solve.Lost, lostAt: 12, actions: 140, exact: true}, "Verdict: no longer winnable since action 12, too far back to undo — knowing every card"},
	}
	for _, tt := range tests {
		if got := words.line(tt.st); got != tt.want {
			t.Errorf("line(%+v) = %q, want %q", tt.st, got, tt.want)
		}
	}
	narrow := verdictWords{undosLeft: 100, width: 30, ascii: true}
	if got := narrow.line(tests[4].st); got != "Verdict: lost since action..." {
		t.Errorf("a verdict on 30 columns = %q", got)
	}
	// Where the long form does not fit, the short one does.
	da60 := verdictWords{lang: canfield.Danish, undosLeft: 100, width: 60}
	if got := da60.line(tests[4].st); got != "Vurdering: tabt siden handling 12: fortryd 3" {
		t.Errorf("Danish on 60 columns = %q", got)
	}
	if got := (verdictWords{undosLeft: 100, width: 60}).line(tests[5].st); got != "Verdict: lost by action 12: undo 3 or more" {
		t.Errorf("English on 60 columns = %q", got)
	}
	// The short form says the verdict knows every card where it then
	// fits: the Danish lost verdicts on 80 columns.
	da80 := verdictWords{lang: canfield.Danish, undosLeft: 100, width: 80}
	if got := da80.line(tests[4].st); got != "Vurdering: tabt siden handling 12: fortryd 3 — med kendskab til alle kort" {
		t.Errorf("Danish on 80 columns = %q", got)
	}
	if got := (verdictWords{lang: canfield.Danish, undosLeft: 100, width: 70}).line(tests[6].st); got != "Vurdering: tabt; leder tilbage…" {
		t.Errorf("Danish looking back on 70 columns = %q", got)
	}
	if got := (verdictWords{undosLeft: 100, width: 30}).line(tests[1].st); got != "Verdict: winnable" {
		t.Errorf("winnable on 30 columns = %q", got)
	}
	da := verdictWords{lang: canfield.Danish, undosLeft: 100}
	if got := da.line(tests[4].st); got != "Vurdering: kan ikke længere vindes siden handling 12: fortryd 3 — med kendskab til alle kort" {
		t.Errorf("Danish = %q", got)
	}
}

// TestLiveRedraw checks that on a live terminal a verdict that comes after
// the board rewrites the verdict line in place, up over the lines below it,
// and that a key after which readline writes ends that.
func TestLiveRedraw(t *testing.T) {
	size := func() (int, int) { return 80, 24 }
	s := newSessionConfig(t, Config{Live: true, Size: size}, "CF1-D3-AAAAAAQ")
	res := s.Exec("hint")
	res = s.Exec("") // the board, the verdict line, and the next hint below it
	s.judge.wait()
	var out strings.Builder
	if err := s.show(&out, res.Output, ""); err != nil {
		t.Fatal(err)
	}
	// redrawThinking redraws as if the board had said thinking… when it
	// was written, and returns what it wrote.
	redrawThinking := func() string {
		s.screen.mu.Lock()
		s.screen.row.text = "Verdict: thinking…"
		s.screen.mu.Unlock()
		out.Reset()
		s.screen.redraw()
		return out.String()
	}
	redrawThinking()
	// The hint's line lies between the verdict line and the prompt.
	// (The board says thinking… or winnable, as the search is quick or not:
	// a live board never waits for it.)
	lines := strings.Split(res.Output, "\n")
	if len(lines) < 3 || !strings.HasPrefix(lines[len(lines)-3], "Verdict: ") || lines[len(lines)-2] != s.hintLine {
		t.Fatalf("output does not end with the verdict and a hint of one line:\n%s", res.Output)
	}
	if want := "\x1b[2A\r\x1b[2KVerdict: winnable — knowing every card\x1b[2B\r"; out.String() != want {
		t.Errorf("redraw wrote %q, want %q", out.String(), want)
	}
	out.Reset()
	s.screen.redraw()
	if out.Len() != 0 {
		t.Errorf("a second redraw of the same verdict wrote %q", out.String())
	}
	if r, ok := s.FilterKey('x'); r != 'x' || !ok {
		t.Errorf("FilterKey changed a key")
	}
	s.FilterKey('\r')
	if got := redrawThinking(); got != "" {
		t.Errorf("a redraw after Enter wrote %q", got)
	}

	// A command that shows no board leaves the verdict line where it was,
	// further up by the line typed and what it wrote.
	if err := s.show(&out, s.Exec("code").Output, "code"); err != nil {
		t.Fatal(err)
	}
	if got, want := redrawThinking(), "\x1b[4A\r\x1b[2KVerdict: winnable — knowing every card\x1b[4B\r"; got != want {
		t.Errorf("redraw after code wrote %q, want %q", got, want)
	}
	if typedRows("x", 80) != 1 || typedRows(strings.Repeat("x", 78), 80) != 1 || typedRows(strings.Repeat("x", 79), 80) != 2 {
		t.Error("typedRows")
	}
}
