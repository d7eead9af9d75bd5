package deploy

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const (
	runLocalScript = "slurm/run-local.sh"
	compareScript  = "slurm/compare-verdicts.sh"
)

// TestRunLocalScript checks what can be checked of run-local.sh without
// Slurm and root: that bash reads it, and that it submits the sbatch
// script as it is, its array as many tasks as the shards it gives.
func TestRunLocalScript(t *testing.T) {
	for _, script := range []string{runLocalScript, compareScript} {
		if out, err := exec.Command("bash", "-n", script).CombinedOutput(); err != nil {
			t.Errorf("bash -n %s: %v\n%s", script, err, out)
		}
	}
	data, err := os.ReadFile(runLocalScript)
	if err != nil {
		t.Fatal(err)
	}
	script := string(data)
	m := regexp.MustCompile(`(?m)^readonly sbatch_script=(\S+)$`).FindStringSubmatch(script)
	if m == nil || m[1] != "deploy/"+sbatchScript {
		t.Errorf("sbatch_script is %v, want deploy/%s, run from the repository's root", m, sbatchScript)
	}
	for _, want := range []string{`--array=1-"$tasks"`, `"$sbatch_script" "${run_flags[@]}" -shards "$tasks"`} {
		if !strings.Contains(script, want) {
			t.Errorf("run-local.sh does not submit %s", want)
		}
	}
}

// TestCompareVerdicts compares the merge of a run's shards with the run
// unsharded, as run-local.sh does, and then with the unsharded file changed:
// a deal unknown in one file only is listed, a conflict or a missing deal
// fails.
func TestCompareVerdicts(t *testing.T) {
	bin, dir := imageBinary(t), t.TempDir()
	run := []string{"-sample", "12", "-seed", "5", "-nodes", "200000", "-timeout", "0"}
	canfieldStats := func(args ...string) {
		t.Helper()
		if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
			t.Fatalf("canfield-stats %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	local := filepath.Join(dir, "local.jsonl")
	canfieldStats(append(run, "-o", local)...)
	for _, k := range []string{"1/3", "2/3", "3/3"} {
		canfieldStats(append(run, "-shard", k, "-o", filepath.Join(dir, "d3-{shard}.jsonl"))...)
	}
	merged := filepath.Join(dir, "merged.jsonl")
	canfieldStats("-merge", "-o", merged, filepath.Join(dir, "d3-*.jsonl"))

	compare := func(name string, lines []string) (string, error) {
		t.Helper()
		file := filepath.Join(dir, name+".jsonl")
		if err := os.WriteFile(file, []byte(strings.Join(lines, "")), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command("bash", compareScript, merged, file, "Slurm", name).CombinedOutput()
		return string(out), err
	}
	data, err := os.ReadFile(local)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	lines = lines[:len(lines)-1] // after the last newline
	verdict := regexp.MustCompile(`"verdict":"(\w+)"`)
	var won, lost int // a won deal's line and a lost one's
	for i, line := range lines {
		switch m := verdict.FindStringSubmatch(line); {
		case m != nil && m[1] == "won" && won == 0:
			won = i
		case m != nil && m[1] == "lost" && lost == 0:
			lost = i
		}
	}
	if won == 0 || lost == 0 {
		t.Fatalf("the sample has no deal won or none lost: pick another seed\n%s", data)
	}
	code := func(line string) string { return regexp.MustCompile(`CF1-D3-[A-Z]{7}`).FindString(line) }
	changed := func(i int, from, to string) []string {
		c := append([]string(nil), lines...)
		c[i] = strings.Replace(c[i], `"verdict":"`+from+`"`, `"verdict":"`+to+`"`, 1)
		return c
	}
	without := func(i int) []string {
		return append(append([]string(nil), lines[:i]...), lines[i+1:]...)
	}

	for _, tc := range []struct {
		name  string
		lines []string
		fail  bool
		want  string
	}{
		{"same", lines, false, "12 deals in both: 12 with the same verdict"},
		{"unknown", changed(won, "won", "unknown"), false, code(lines[won]) + ": won in Slurm, unknown in unknown\n"},
		{"conflict", changed(lost, "lost", "won"), true, code(lines[lost]) + ": lost in Slurm, won in conflict: CONFLICT\n"},
		{"missing", without(lost), true, "1 deals only in Slurm, 0 only in missing:\n  " + code(lines[lost]) + "\n"},
	} {
		out, err := compare(tc.name, tc.lines)
		var exit *exec.ExitError
		if tc.fail != (err != nil) || (err != nil && !errors.As(err, &exit)) || !strings.Contains(out, tc.want) {
			t.Errorf("%s: exit %v, want failure %v and %q in\n%s", tc.name, err, tc.fail, tc.want, out)
		}
	}
}
