package stats

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/canfield-go/canfield/solve"
	"github.com/google/go-cmp/cmp"
)

// TestMainPlayFair runs a small fair run in two shards, stopping and
// resuming one, merges them, and checks the records and the summary: each
// deal classified and played, the fair wins a subset of the wins.
func TestMainPlayFair(t *testing.T) {
	dir := t.TempDir()
	run := []string{"-draw", "1", "-from", "AAAAACL", "-count", "4", "-nodes", "50000", "-timeout", "0"}
	fair := []string{"-play", "fair", "-fair-samples", "2", "-fair-nodes", "600"}
	args := slices.Concat(run, fair, []string{"-o", filepath.Join(dir, "f-{shard}.jsonl")})
	whole := filepath.Join(dir, "whole.jsonl")
	if code, stderr := runMain(t, slices.Concat(run, fair, []string{"-o", whole})...); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, shard := range []string{"1/2", "2/2"} {
		if code, stderr := runMain(t, append([]string{"-shard", shard}, args...)...); code != 0 {
			t.Fatalf("shard %s: exit %d: %s", shard, code, stderr)
		}
	}
	lines := verdicts(t, whole)
	if !strings.Contains(lines[0], `"format":"canfield-stats/2"`) || !strings.Contains(lines[0], `"play":{"hints":"fair","samples":2,"nodes":600,"seed":1}`) {
		t.Errorf("header: %s", lines[0])
	}
	f, err := os.Open(whole)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := ReadRecords(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if r.Fair == solve.Unknown || (r.Fair == solve.Won && r.Verdict != solve.Won) || r.FairActions == 0 {
			t.Errorf("record %+v", r)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := Main(context.Background(), []string{"-merge", "-o", filepath.Join(dir, "merged.jsonl"), filepath.Join(dir, "f-*.jsonl")}, &stdout, &stderr); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, stderr.String())
	}
	if diff := cmp.Diff(verdicts(t, whole), verdicts(t, filepath.Join(dir, "merged.jsonl"))); diff != "" {
		t.Errorf("merged shards (-whole +merged):\n%s", diff)
	}
	if out := stdout.String(); !strings.Contains(out, "played by the hints that see only what a player has seen, 4 deals:\nwon ") {
		t.Errorf("summary:\n%s", out)
	}
	// An exact run does not resume a fair run's file.
	if code, stderr := runMain(t, slices.Concat(run, []string{"-o", whole})...); code != 2 || !strings.Contains(stderr, "belongs to another run") {
		t.Errorf("an exact run on a fair file: exit %d: %s", code, stderr)
	}
}

func TestMainPlayUsage(t *testing.T) {
	for _, args := range [][]string{{"-play", "bogus"}, {"-fair-samples", "3"}, {"-play", "fair", "-fair-nodes", "0"},
		{"-merge", "-play", "fair", "x.jsonl"}} {
		if code, stderr := runMain(t, args...); code != 2 {
			t.Errorf("%v: exit %d, %s; want 2", args, code, stderr)
		}
	}
}
