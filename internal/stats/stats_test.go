package stats

import (
	"bytes"
	"context"
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
time per deal: median 50ms, p99 99ms, max 100ms
most positions in one deal: 990; most memory in one deal's search: 0 MiB
`
	if diff := cmp.Diff(want, s.String()); diff != "" {
		t.Errorf("String() mismatch (-want +got):\n%s", diff)
	}
}

// TestRunWritesInOrder classifies a few deals with two workers and a node
// limit (so that the verdicts do not depend on the machine) and reads the
// file back.
func TestRunWritesInOrder(t *testing.T) {
	var out bytes.Buffer
	var progress []int
	cfg := Config{From: 10, Count: 12, Jobs: 2, MaxNodes: 50_000}
	recs, err := Run(context.Background(), cfg, &out, func(done []Record) { progress = append(progress, len(done)) })
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 12 || len(progress) != 12 || progress[11] != 12 {
		t.Fatalf("%d records, progress %v", len(recs), progress)
	}
	back, err := ReadRecords(&out)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(recs, back); diff != "" {
		t.Errorf("file mismatch (-run +file):\n%s", diff)
	}
	for i, r := range recs {
		want := []string{"CF1-D3-AAAAAAK", "CF1-D3-AAAAAAL"}[min(i, 1)]
		if i == 0 && r.Code != want || i > 0 && r.Code <= recs[i-1].Code {
			t.Errorf("record %d is %s", i, r.Code)
		}
		if r.Verdict == solve.Won && r.Line == 0 {
			t.Errorf("%s: won with no line", r.Code)
		}
	}
}

func TestMerge(t *testing.T) {
	a := []Record{{Code: "CF1-D3-AAAAAAB", Verdict: solve.Won}, {Code: "CF1-D3-AAAAAAC", Verdict: solve.Unknown}}
	b := []Record{{Code: "CF1-D3-AAAAAAC", Verdict: solve.Lost}, {Code: "CF1-D3-AAAAAAA", Verdict: solve.Won}, {Code: "CF1-D1-AAAAAAA", Verdict: solve.Won}}
	got, err := Merge(a, b)
	if err != nil {
		t.Fatal(err)
	}
	var codes []string
	for _, r := range got {
		codes = append(codes, r.Code+" "+r.Verdict.String())
	}
	want := []string{"CF1-D3-AAAAAAA won", "CF1-D3-AAAAAAB won", "CF1-D3-AAAAAAC lost", "CF1-D1-AAAAAAA won"}
	if diff := cmp.Diff(want, codes); diff != "" {
		t.Errorf("Merge mismatch (-want +got):\n%s", diff)
	}
	if _, err := Merge(a, []Record{{Code: "CF1-D3-AAAAAAB", Verdict: solve.Lost}}); err == nil {
		t.Error("conflicting verdicts merged")
	}
}

func TestReadRecordsErrors(t *testing.T) {
	for _, text := range []string{"{", `{"code":"XX"}`, `{"code":"CF1-D3-AAAAAAA","verdict":"maybe"}`} {
		if _, err := ReadRecords(strings.NewReader(text)); err == nil {
			t.Errorf("%q read without error", text)
		}
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

func TestMainUsage(t *testing.T) {
	for _, args := range [][]string{{"-count", "0"}, {"-draw", "2"}, {"-merge"}, {"stray"}, {"-progress", "maybe"},
		{"-sample", "3", "-from", "AAAAAAA"}, {"-sample", "3", "-count", "9"}, {"-seed", "2"}, {"-sample", "0"}} {
		var stdout, stderr bytes.Buffer
		if code := Main(context.Background(), args, &stdout, &stderr); code == 0 {
			t.Errorf("%v: exit 0", args)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := Main(context.Background(), []string{"-from", "ZZZZZZZZ"}, &stdout, &stderr); code != 1 {
		t.Errorf("bad -from: exit %d", code)
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
