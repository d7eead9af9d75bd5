package stats

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// runMain runs the command and returns its exit status and what it wrote
// to standard error.
func runMain(t *testing.T, args ...string) (int, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := Main(context.Background(), args, &stdout, &stderr)
	return code, stderr.String()
}

// verdicts returns a results file's lines without their timing fields,
// which differ from run to run.
func verdicts(t *testing.T, name string) []string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	for i, line := range lines {
		lines[i] = fairMSField.ReplaceAllString(msField.ReplaceAllString(line, ""), "")
	}
	return lines
}

func TestResumeAfterKill(t *testing.T) {
	dir := t.TempDir()
	whole, cut := filepath.Join(dir, "whole.jsonl"), filepath.Join(dir, "cut.jsonl")
	args := []string{"-draw", "1", "-from", "AAAAABA", "-count", "12", "-nodes", "5000", "-timeout", "0", "-o"}
	if code, stderr := runMain(t, append(args, whole)...); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	data, err := os.ReadFile(whole)
	if err != nil {
		t.Fatal(err)
	}
	// A kill between the writes of a line: the header, five records and
	// the start of the sixth.
	lines := strings.SplitAfter(string(data), "\n")
	torn := strings.Join(lines[:6], "") + lines[6][:len(lines[6])/2]
	if err := os.WriteFile(cut, []byte(torn), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stderr := runMain(t, append(args, cut)...)
	if code != 0 || !strings.Contains(stderr, "resuming "+cut+": 5 of its 12 deals are in (a torn last line was cut off)") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if diff := cmp.Diff(verdicts(t, whole), verdicts(t, cut)); diff != "" {
		t.Errorf("resumed file mismatch (-whole +resumed):\n%s", diff)
	}
	// Complete, the file is kept as it is.
	before, _ := os.ReadFile(cut)
	if code, stderr := runMain(t, append(args, cut)...); code != 0 || !strings.Contains(stderr, "12 of its 12 deals are in") {
		t.Fatalf("rerun: exit %d: %s", code, stderr)
	}
	if after, _ := os.ReadFile(cut); !bytes.Equal(before, after) {
		t.Error("a complete file changed when run again")
	}
}

// TestResumeTornHeader starts afresh a file that a kill left with only the
// start of its header.
func TestResumeTornHeader(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "r.jsonl")
	if err := os.WriteFile(name, []byte(`{"format":"canfield-st`), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, stderr := runMain(t, "-from", "AAAAABA", "-count", "2", "-nodes", "5000", "-o", name); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if lines := verdicts(t, name); len(lines) != 3 || !strings.HasPrefix(lines[0], `{"format":"canfield-stats/1"`) {
		t.Errorf("file:\n%s", strings.Join(lines, "\n"))
	}
}

// TestResumeRefuses checks that a run never adds to a file that is not its
// own, and keeps such a file as it is.
func TestResumeRefuses(t *testing.T) {
	dir := t.TempDir()
	run := []string{"-draw", "1", "-sample", "6", "-seed", "3", "-nodes", "5000", "-shard", "2/3"}
	own := filepath.Join(dir, "own.jsonl")
	if code, stderr := runMain(t, append(run, "-o", own)...); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	ownData, _ := os.ReadFile(own)
	lines := strings.SplitAfter(string(ownData), "\n")
	files := map[string]string{
		"headerless.jsonl": strings.Join(lines[1:], ""),
		"garbage.jsonl":    "not results",
		"damaged.jsonl":    lines[0] + "{\n" + lines[1],
		"foreign.jsonl":    lines[0] + lines[2] + lines[1],
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		args []string
		file string
		code int
		says string
	}{
		{[]string{"-draw", "3", "-sample", "6", "-seed", "3", "-nodes", "5000", "-shard", "2/3"}, "own.jsonl", 2, "belongs to another run or shard"},
		{[]string{"-draw", "1", "-sample", "6", "-seed", "4", "-nodes", "5000", "-shard", "2/3"}, "own.jsonl", 2, "-seed 3"},
		{[]string{"-draw", "1", "-sample", "9", "-seed", "3", "-nodes", "5000", "-shard", "2/3"}, "own.jsonl", 2, "-sample 9"},
		{[]string{"-draw", "1", "-sample", "6", "-seed", "3", "-nodes", "5001", "-shard", "2/3"}, "own.jsonl", 2, "-nodes 5001"},
		{[]string{"-draw", "1", "-sample", "6", "-seed", "3", "-nodes", "5000", "-shard", "1/3"}, "own.jsonl", 2, "this is shard 1/3"},
		{[]string{"-draw", "1", "-sample", "6", "-seed", "3", "-nodes", "5000"}, "own.jsonl", 2, "this is shard 1/1"},
		{[]string{"-draw", "1", "-from", "AAAAAAA", "-count", "6", "-nodes", "5000", "-shard", "2/3"}, "own.jsonl", 2, "-from AAAAAAA -count 6"},
		{run, "headerless.jsonl", 2, "without a header"},
		{run, "garbage.jsonl", 2, "not a results file"},
		{run, "damaged.jsonl", 1, "line 2"},
		{run, "foreign.jsonl", 1, "do not follow the header"},
	} {
		name := filepath.Join(dir, tc.file)
		before, _ := os.ReadFile(name)
		code, stderr := runMain(t, append(tc.args, "-o", name)...)
		if code != tc.code || !strings.Contains(stderr, tc.says) || !strings.Contains(stderr, "kept as it is") {
			t.Errorf("%v -o %s: exit %d, %q; want exit %d saying %q and that the file is kept", tc.args, tc.file, code, stderr, tc.code, tc.says)
		}
		if after, _ := os.ReadFile(name); !bytes.Equal(before, after) {
			t.Errorf("%v -o %s changed the file", tc.args, tc.file)
		}
	}
}

// TestResumeRefusesBusyFile checks that two processes never write one
// shard's file at once.
func TestResumeRefusesBusyFile(t *testing.T) {
	name := filepath.Join(t.TempDir(), "busy.jsonl")
	holder, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	if busy, err := lockFile(holder, true); busy || err != nil {
		t.Fatalf("lockFile = %v, %v", busy, err)
	}
	other, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	busy, _ := lockFile(other, false)
	other.Close()
	if !busy {
		t.Skip("this system keeps no file locks")
	}
	code, stderr := runMain(t, "-from", "AAAAABA", "-count", "2", "-o", name)
	if code != 2 || !strings.Contains(stderr, "being written by another process") {
		t.Errorf("exit %d: %s", code, stderr)
	}
}

// msField matches a record's search time, which differs from run to run.
var msField = regexp.MustCompile(`"ms":[0-9.e+-]+,`)

// fairMSField matches the time of a fair play, the last field of a record.
var fairMSField = regexp.MustCompile(`,"fair_ms":[0-9.e+-]+`)
