package stats

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
	"github.com/google/go-cmp/cmp"
)

// sampleRun is the header of a whole run of a sample of size deals,
// drawing 3, with a node limit.
func sampleRun(t *testing.T, size int, seed uint64) (header, Deals) {
	t.Helper()
	numbers, err := Sample(size, seed)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Mode: canfield.Draw3, Deals: Deals{Numbers: numbers}, MaxNodes: 1000, MaxMemory: 64 << 20}
	return newHeader(cfg, nil, &sampleSpec{Size: size, Seed: seed}), cfg.Deals
}

// fakeVerdict gives every deal a verdict that tests can predict: deal
// numbers divisible by 5 are lost, by 7 unknown, the rest won.
func fakeVerdict(n uint64) solve.Verdict {
	switch {
	case n%5 == 0:
		return solve.Lost
	case n%7 == 0:
		return solve.Unknown
	}
	return solve.Won
}

// writeShard writes the file of shard s of the run h, whose deals are
// deals, with its first have records (all of them if have < 0), and an
// extra text after them.
func writeShard(t *testing.T, name string, h header, deals Deals, s Shard, have int64, extra string) {
	t.Helper()
	h = h.withShard(s, deals.Len())
	var b bytes.Buffer
	b.Write(h.line())
	if have < 0 {
		have = h.Shard.Deals
	}
	for i := range have {
		n := deals.At(h.Shard.Offset + i)
		if err := writeRecord(&b, Record{Code: canfield.FormatCode(n, h.mode()), Verdict: fakeVerdict(n), Nodes: int64(n % 1000), MS: 1}); err != nil {
			t.Fatal(err)
		}
	}
	b.WriteString(extra)
	if err := os.WriteFile(name, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestMergeShards merges the shards of one run, given in any order, into
// the file the run writes unsharded.
func TestMergeShards(t *testing.T) {
	dir := t.TempDir()
	h, deals := sampleRun(t, 50, 11)
	var names []string
	for _, k := range []int{3, 1, 4, 2} {
		name := filepath.Join(dir, expandShard("d3-{shard}.jsonl", Shard{k, 4}))
		writeShard(t, name, h, deals, Shard{k, 4}, -1, "")
		names = append(names, name)
	}
	whole := filepath.Join(dir, "whole.jsonl")
	writeShard(t, whole, h, deals, Shard{}, -1, "")
	var out bytes.Buffer
	m, err := mergeFiles(names, &out)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile(whole)
	if diff := cmp.Diff(string(want), out.String()); diff != "" {
		t.Errorf("merged file mismatch (-unsharded +merged):\n%s", diff)
	}
	var won, lost, unknown int
	for i := range deals.Len() {
		switch fakeVerdict(deals.At(i)) {
		case solve.Won:
			won++
		case solve.Lost:
			lost++
		default:
			unknown++
		}
	}
	if s := only(t, m.summaries); len(m.gaps) != 0 || s.Deals != 50 || s.Won != won || s.Lost != lost || s.Unknown != unknown {
		t.Errorf("gaps %v, summary %+v; want none, %d/%d/%d", m.gaps, s, won, lost, unknown)
	}
}

// TestMergeGaps checks that the merge names every shard that is missing
// or incomplete, before its summary, and writes no merged file.
func TestMergeGaps(t *testing.T) {
	dir := t.TempDir()
	h, deals := sampleRun(t, 40, 12)
	for k, have := range map[int]int64{1: -1, 3: 4} {
		writeShard(t, filepath.Join(dir, expandShard("d3-{shard}.jsonl", Shard{k, 4})), h, deals, Shard{k, 4}, have, `{"code":"CF1-D3-AB`)
	}
	third := canfield.FormatCode(deals.At(24), canfield.Draw3)
	var stdout bytes.Buffer
	out := filepath.Join(dir, "merged.jsonl")
	err := runMerge([]string{filepath.Join(dir, "d3-1-of-4.jsonl"), filepath.Join(dir, "d3-3-of-4.jsonl")}, out, &stdout)
	if err == nil || !strings.Contains(err.Error(), "lacks 26 deals, of shards 2/4, 3/4, 4/4") {
		t.Errorf("error %v", err)
	}
	want := `incomplete: 3 of the 4 shards of the run -draw 3 -sample 40 -seed 12 -timeout 0s -nodes 1000 -mem 64 lack 26 of its 40 deals:
  shard 2/4, deals 11 to 20: no file
  shard 3/4, deals 21 to 30: ` + filepath.Join(dir, "d3-3-of-4.jsonl") + ` has 4; missing from deal 25 (` + third + `) on
  shard 4/4, deals 31 to 40: no file
draw 3, 14 deals,`
	if got := stdout.String(); !strings.HasPrefix(got, want) {
		t.Errorf("merge printed:\n%s\nwant it to start:\n%s", got, want)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a merge with gaps wrote %s", out)
	}
}

func TestMergeRefuses(t *testing.T) {
	dir := t.TempDir()
	path := func(name string) string { return filepath.Join(dir, name) }
	h, deals := sampleRun(t, 30, 13)
	writeShard(t, path("a1.jsonl"), h, deals, Shard{1, 3}, -1, "")
	writeShard(t, path("b1.jsonl"), h, deals, Shard{1, 3}, 5, "")
	writeShard(t, path("c1.jsonl"), h, deals, Shard{1, 2}, -1, "")
	// Another run of the same deals: the same sample, other limits.
	h2 := h
	h2.Limits.Nodes = 2000
	writeShard(t, path("other.jsonl"), h2, deals, Shard{}, -1, "")
	// A rerun whose verdicts are the other way round.
	h3 := h
	h3.Limits.Timeout = "1m0s"
	flipped := []byte(h3.withShard(Shard{}, deals.Len()).line())
	first := canfield.FormatCode(deals.At(0), canfield.Draw3)
	flip := map[solve.Verdict]solve.Verdict{solve.Won: solve.Lost, solve.Lost: solve.Won, solve.Unknown: solve.Won}
	var b bytes.Buffer
	for i := range deals.Len() {
		n := deals.At(i)
		writeRecord(&b, Record{Code: canfield.FormatCode(n, canfield.Draw3), Verdict: flip[fakeVerdict(n)]})
	}
	if err := os.WriteFile(path("flipped.jsonl"), append(flipped, b.Bytes()...), 0o644); err != nil {
		t.Fatal(err)
	}
	// A shard whose records are not its deals.
	writeShard(t, path("wrong.jsonl"), h, deals, Shard{2, 3}, -1, "")
	text, _ := os.ReadFile(path("wrong.jsonl"))
	a1, _ := os.ReadFile(path("a1.jsonl"))
	lines := strings.SplitAfter(string(text), "\n")
	lines[3] = strings.SplitAfter(string(a1), "\n")[1]
	if err := os.WriteFile(path("wrong.jsonl"), []byte(strings.Join(lines, "")), 0o644); err != nil {
		t.Fatal(err)
	}

	for _, tc := range []struct {
		files []string
		says  string
	}{
		{[]string{"a1.jsonl", "b1.jsonl"}, "are both shard 1/3"},
		{[]string{"a1.jsonl", "a1.jsonl"}, "are both shard 1/3"},
		{[]string{"a1.jsonl", "c1.jsonl"}, "shards of two splits of a run overlap"},
		{[]string{"a1.jsonl", "other.jsonl"}, "in both"},
		{[]string{"other.jsonl", "flipped.jsonl"}, first + " is " + fakeVerdict(deals.At(0)).String() + " in " + path("other.jsonl") + " but " + flip[fakeVerdict(deals.At(0))].String()},
		{[]string{"wrong.jsonl"}, "wrong.jsonl: line 4: " + first + ", but the shard's deal 3 is"},
	} {
		var names []string
		for _, f := range tc.files {
			names = append(names, path(f))
		}
		if _, err := mergeFiles(names, nil); err == nil || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("merge %v: error %v, want one saying %q", tc.files, err, tc.says)
		}
	}
}

// TestMergeRerunOfUnknown merges a run with a rerun of one of its unknown
// deals, decided by other limits, and a rerun that stays unknown.
func TestMergeRerunOfUnknown(t *testing.T) {
	dir := t.TempDir()
	h, deals := sampleRun(t, 30, 14)
	run := filepath.Join(dir, "run.jsonl")
	writeShard(t, run, h, deals, Shard{}, -1, "")
	var unknown []string
	for i := range deals.Len() {
		if n := deals.At(i); fakeVerdict(n) == solve.Unknown {
			unknown = append(unknown, canfield.FormatCode(n, canfield.Draw3))
		}
	}
	if len(unknown) < 2 {
		t.Fatalf("the sample has %d unknown deals, want 2 or more", len(unknown))
	}
	rerun := filepath.Join(dir, "rerun.jsonl")
	var b bytes.Buffer
	writeRecord(&b, Record{Code: unknown[0], Verdict: solve.Lost})
	writeRecord(&b, Record{Code: unknown[1], Verdict: solve.Unknown})
	if err := os.WriteFile(rerun, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	m, err := mergeFiles([]string{run, rerun}, &out)
	if err != nil {
		t.Fatal(err)
	}
	if s := only(t, m.summaries); s.Deals != 30 || s.Unknown != len(unknown)-1 {
		t.Errorf("summary %+v, want 30 deals, %d unknown", s, len(unknown)-1)
	}
	recs, err := ReadRecords(&out)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range recs {
		if r.Code == unknown[0] && r.Verdict != solve.Lost {
			t.Errorf("%s is %v, want lost from the rerun", r.Code, r.Verdict)
		}
		if i > 0 && r.Code <= recs[i-1].Code {
			t.Errorf("merged records out of order: %s after %s", r.Code, recs[i-1].Code)
		}
	}
}

func TestMainMergeRefusesOutput(t *testing.T) {
	dir := t.TempDir()
	h, deals := sampleRun(t, 10, 15)
	name := filepath.Join(dir, "run.jsonl")
	writeShard(t, name, h, deals, Shard{}, -1, "")
	for _, args := range [][]string{
		{"-merge", "-o", name, name},
		{"-merge", "-o", filepath.Join(dir, "m-{shard}.jsonl"), name},
		{"-merge", "-draw", "1", name},
		{"-merge", "-shard", "1/2", name},
	} {
		before, _ := os.ReadFile(name)
		if code, stderr := runMain(t, args...); code != 2 {
			t.Errorf("%v: exit %d: %s", args, code, stderr)
		}
		if after, _ := os.ReadFile(name); !bytes.Equal(before, after) {
			t.Errorf("%v changed its input", args)
		}
	}
}

// TestMainMergeExpandsPatterns merges the files a pattern matches, as a
// container without a shell asks.
func TestMainMergeExpandsPatterns(t *testing.T) {
	dir := t.TempDir()
	h, deals := sampleRun(t, 10, 16)
	for k := 1; k <= 2; k++ {
		writeShard(t, filepath.Join(dir, expandShard("d3-{shard}.jsonl", Shard{k, 2})), h, deals, Shard{k, 2}, -1, "")
	}
	var stdout, stderr bytes.Buffer
	if code := Main(context.Background(), []string{"-merge", filepath.Join(dir, "d3-*.jsonl")}, &stdout, &stderr); code != 0 || !strings.HasPrefix(stdout.String(), "draw 3, 10 deals,") {
		t.Errorf("exit %d:\n%s%s", code, stdout.String(), stderr.String())
	}
	if code, stderr := runMain(t, "-merge", filepath.Join(dir, "d1-*.jsonl")); code != 2 || !strings.Contains(stderr, "no file matches") {
		t.Errorf("a pattern that matches nothing: exit %d: %s", code, stderr)
	}
}

// only returns the one summary of a merge of one draw mode.
func only(t *testing.T, summaries []Summary) Summary {
	t.Helper()
	if len(summaries) != 1 {
		t.Fatalf("%d summaries, want one", len(summaries))
	}
	return summaries[0]
}
