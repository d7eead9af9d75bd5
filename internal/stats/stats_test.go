package stats

import (
	"bytes"
	"context"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
	"github.com/google/go-cmp/cmp"
)

func TestWilson(t *testing.T) {
	for _, tc := range []struct {
		k, n   int
		lo, hi float64
	}{
		{50, 100, 0.4038, 0.5962},
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{9123, 10000, 0.9066, 0.9177},
	} {
		lo, hi := wilson(tc.k, tc.n, 1.959963984540054)
		if math.Abs(lo-tc.lo) > 5e-5 || math.Abs(hi-tc.hi) > 5e-5 {
			t.Errorf("wilson(%d, %d) = %.4f–%.4f, want %.4f–%.4f", tc.k, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
}

func TestSummarize(t *testing.T) {
	var recs []Record
	for i := 0; i < 100; i++ {
		r := Record{Code: "CF1-D1-AAAAA" + string(rune('A'+i/26)) + string(rune('A'+i%26)), Verdict: solve.Won, MS: float64(i + 1), Memory: int64(i), Nodes: int64(10 * i)}
		switch {
		case i%10 == 0:
			r.Verdict = solve.Lost
		case i == 99:
			r.Verdict = solve.Unknown
		}
		recs = append(recs, r)
	}
	s := Summarize(recs)
	if s.Deals != 100 || s.Won != 89 || s.Lost != 10 || s.Unknown != 1 {
		t.Errorf("counts %d/%d/%d/%d", s.Deals, s.Won, s.Lost, s.Unknown)
	}
	if s.Median != 50*time.Millisecond || s.P99 != 99*time.Millisecond || s.Max != 100*time.Millisecond {
		t.Errorf("times %v %v %v", s.Median, s.P99, s.Max)
	}
	if s.MaxMemory != 99 || s.MaxNodes != 990 || s.First != "CF1-D1-AAAAAAA" || s.Last != "CF1-D1-AAAAADV" {
		t.Errorf("memory %d, nodes %d, range %s … %s", s.MaxMemory, s.MaxNodes, s.First, s.Last)
	}
	want := `draw 1, 100 deals, CF1-D1-AAAAAAA … CF1-D1-AAAAADV
won          89   89.00%  95% CI 81.37%–93.75% (Wilson)
lost         10   10.00%
unknown       1    1.00%
time per deal: median 50ms, mean 50.5ms, p99 99ms, max 100ms; 5.05s in all
most positions in one deal: 990; most memory in one deal's search: 0 MiB
`
	if diff := cmp.Diff(want, s.String()); diff != "" {
		t.Errorf("String() mismatch (-want +got):\n%s", diff)
	}
}

// TestRunEmitsInOrder classifies a few deals with two workers and a node
// limit (so that the verdicts do not depend on the machine) and reads the
// records back from the lines they make.
func TestRunEmitsInOrder(t *testing.T) {
	var out bytes.Buffer
	var recs []Record
	cfg := Config{Deals: Deals{From: 10, Count: 12}, Jobs: 2, MaxNodes: 50_000}
	err := Run(context.Background(), cfg, func(r Record) error {
		recs = append(recs, r)
		return writeRecord(&out, r)
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 12 {
		t.Fatalf("%d records", len(recs))
	}
	back, err := ReadRecords(&out)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(recs, back); diff != "" {
		t.Errorf("file mismatch (-run +file):\n%s", diff)
	}
	for i, r := range recs {
		if want := canfield.FormatCode(uint64(10+i), canfield.Draw3); r.Code != want {
			t.Errorf("record %d is %s, want %s", i, r.Code, want)
		}
		if r.Verdict == solve.Won && r.Line == 0 {
			t.Errorf("%s: won with no line", r.Code)
		}
	}
}

// TestRunStopsOnEmitError checks that a failing write ends the run with
// its error, and that nothing is emitted after it.
func TestRunStopsOnEmitError(t *testing.T) {
	full := errors.New("disk full")
	var emitted int
	cfg := Config{Deals: Deals{From: 100, Count: 20}, Jobs: 2, MaxNodes: 5_000}
	err := Run(context.Background(), cfg, func(Record) error {
		emitted++
		if emitted == 3 {
			return full
		}
		return nil
	})
	if !errors.Is(err, full) || emitted != 3 {
		t.Errorf("Run returned %v after %d records, want %v after 3", err, emitted, full)
	}
}

func TestDeals(t *testing.T) {
	r := Deals{From: 5, Count: 10}.Slice(2, 6)
	s := Deals{Numbers: []uint64{9, 8, 7, 6, 5}}.Slice(1, 3)
	if r.Len() != 4 || r.At(0) != 7 || r.At(3) != 10 || s.Len() != 2 || s.At(0) != 8 || s.At(1) != 7 {
		t.Errorf("Slice: range %+v, numbers %v", r, s.Numbers)
	}
	if (Deals{}).Len() != 0 || (Deals{Count: -3}).Len() != 0 {
		t.Error("an empty Deals is not empty")
	}
}

func TestReadRecordsErrors(t *testing.T) {
	for _, text := range []string{"{\n", `{"code":"XX"}` + "\n", `{"code":"CF1-D3-AAAAAAA","verdict":"maybe"}` + "\n",
		`{"format":"canfield-stats/9"}` + "\n", strings.Repeat("x", maxLine+1)} {
		if _, err := ReadRecords(strings.NewReader(text)); err == nil {
			t.Errorf("%.40q read without error", text)
		}
	}
}

// A last line without its newline is a write that a kill cut off: it is
// no record, and no error either.
func TestReadRecordsIgnoresTornLine(t *testing.T) {
	text := `{"code":"CF1-D3-AAAAAAB","verdict":"won"}` + "\n\n" + `{"code":"CF1-D3-AAAAAAC","verd`
	recs, err := ReadRecords(strings.NewReader(text))
	if err != nil || len(recs) != 1 || recs[0].Code != "CF1-D3-AAAAAAB" {
		t.Errorf("ReadRecords = %v, %v; want the one whole record", recs, err)
	}
}

func TestMainMerge(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	merged := filepath.Join(dir, "m.jsonl")
	var stdout, stderr bytes.Buffer
	for _, run := range [][]string{
		{"-draw", "1", "-from", "AAAAABA", "-count", "3", "-nodes", "20000", "-o", a},
		{"-draw", "1", "-from", "CF1-D1-AAAAABD", "-count", "2", "-nodes", "20000", "-o", b},
	} {
		if code := Main(context.Background(), run, &stdout, &stderr); code != 0 {
			t.Fatalf("%v: exit %d: %s", run, code, stderr.String())
		}
	}
	stdout.Reset()
	if code := Main(context.Background(), []string{"-merge", "-o", merged, a, b}, &stdout, &stderr); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, stderr.String())
	}
	if !strings.HasPrefix(stdout.String(), "draw 1, 5 deals, CF1-D1-AAAAABA … CF1-D1-AAAAABE\n") {
		t.Errorf("merge printed:\n%s", stdout.String())
	}
	data, err := os.ReadFile(merged)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "\n"); n != 5 {
		t.Errorf("merged file has %d lines", n)
	}
}

// TestMainMergeModesApart: a merge of both draw modes sums each up on its
// own, as one win rate of two games' deals would mean nothing.
func TestMainMergeModesApart(t *testing.T) {
	dir := t.TempDir()
	d3, d1 := filepath.Join(dir, "d3.jsonl"), filepath.Join(dir, "d1.jsonl")
	var stdout, stderr bytes.Buffer
	for _, run := range [][]string{
		{"-draw", "3", "-from", "AAAAABA", "-count", "3", "-nodes", "20000", "-o", d3},
		{"-draw", "1", "-from", "AAAAABA", "-count", "2", "-nodes", "20000", "-o", d1},
	} {
		if code := Main(context.Background(), run, &stdout, &stderr); code != 0 {
			t.Fatalf("%v: exit %d: %s", run, code, stderr.String())
		}
	}
	stdout.Reset()
	if code := Main(context.Background(), []string{"-merge", d1, d3}, &stdout, &stderr); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, stderr.String())
	}
	out := stdout.String()
	three := strings.Index(out, "draw 3, 3 deals, CF1-D3-AAAAABA … CF1-D3-AAAAABC\n")
	one := strings.Index(out, "\ndraw 1, 2 deals, CF1-D1-AAAAABA … CF1-D1-AAAAABB\n")
	if three != 0 || one < 0 || strings.Contains(out, "and draw") {
		t.Errorf("merge of both modes printed:\n%s", out)
	}
}

func TestMainUsage(t *testing.T) {
	for _, args := range [][]string{{"-count", "0"}, {"-draw", "2"}, {"-merge"}, {"stray"}, {"-progress", "maybe"},
		{"-sample", "3", "-from", "AAAAAAA"}, {"-sample", "3", "-count", "9"}, {"-seed", "2"}, {"-sample", "0"}} {
		var stdout, stderr bytes.Buffer
		if code := Main(context.Background(), args, &stdout, &stderr); code == 0 {
			t.Errorf("%v: exit 0", args)
		}
	}
	// A flag the library refuses is a usage error, its reason a clause
	// after the flag's name.
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-from", "ZZZZZZZZ"}, `canfield-stats: -from: bad first deal "ZZZZZZZZ": want seven letters A to Z, a game code or a deal number` + "\n"},
		{[]string{"-from", "CF1-D3-ZZZZZZZZ"}, `canfield-stats: -from: bad game code "CF1-D3-ZZZZZZZZ": the deal number has 8 letters, want 7` + "\n"},
		{[]string{"-from", "9999999999"}, "canfield-stats: -from: deal number 9999999999 is out of range: want 0 to 8031810175\n"},
		{[]string{"-draw", "2"}, `canfield-stats: -draw: bad draw mode "2": want 1 or 3` + "\n"},
	} {
		if code, stderr := runMain(t, tt.args...); code != 2 || stderr != tt.want {
			t.Errorf("%v: exit %d, %q; want 2, %q", tt.args, code, stderr, tt.want)
		}
	}
	if code, stderr := runMain(t, "-draw", "3", "-from", "CF1-D1-AAAAAAB", "-count", "1"); code != 2 || !strings.Contains(stderr, "is a draw-1 code, but -draw is 3") {
		t.Errorf("-from of another draw mode: exit %d: %s", code, stderr)
	}
}

// TestMainFromCode checks that a whole code as -from sets the draw mode.
func TestMainFromCode(t *testing.T) {
	out := filepath.Join(t.TempDir(), "one.jsonl")
	if code, stderr := runMain(t, "-from", "CF1-D1-AAAAAAB", "-count", "1", "-nodes", "5000", "-o", out); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if lines := verdicts(t, out); len(lines) != 2 || !strings.Contains(lines[0], `"draw":1`) || !strings.HasPrefix(lines[1], `{"code":"CF1-D1-AAAAAAB"`) {
		t.Errorf("file:\n%s", strings.Join(lines, "\n"))
	}
}

func TestMainSample(t *testing.T) {
	out := filepath.Join(t.TempDir(), "s.jsonl")
	var stdout, stderr bytes.Buffer
	if code := Main(context.Background(), []string{"-draw", "1", "-sample", "4", "-seed", "9", "-nodes", "20000", "-o", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := ReadRecords(f)
	if err != nil {
		t.Fatal(err)
	}
	deals, err := Sample(4, 9)
	if err != nil {
		t.Fatal(err)
	}
	var want, got []string
	for i, n := range deals {
		want = append(want, canfield.FormatCode(n, canfield.Draw1))
		got = append(got, recs[i].Code)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("-sample 4 -seed 9 classified other deals (-want +got):\n%s", diff)
	}
}
