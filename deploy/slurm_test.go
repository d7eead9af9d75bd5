package deploy

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

const sbatchScript = "canfield-stats.sbatch"

// sbatchOptions returns the script's #SBATCH options, by name.
func sbatchOptions(t *testing.T, script string) map[string]string {
	t.Helper()
	options := map[string]string{}
	for _, m := range regexp.MustCompile(`(?m)^#SBATCH --([a-z-]+)(?:=(\S+))?`).FindAllStringSubmatch(script, -1) {
		options[m[1]] = m[2]
	}
	return options
}

// mebibytes reads a Slurm size such as 2G or 1536M.
func mebibytes(size string) int64 {
	n, _ := strconv.ParseInt(strings.TrimRight(size, "KMGT"), 10, 64)
	switch {
	case strings.HasSuffix(size, "G"):
		return n << 10
	case strings.HasSuffix(size, "T"):
		return n << 20
	case strings.HasSuffix(size, "K"):
		return n >> 10
	}
	return n
}

// TestSbatchScript checks the array against the flags of canfield-stats,
// then runs every task of it with bash and the variables Slurm gives a
// task, on a small run given as sbatch gives the script's arguments, and
// merges the files as the script's run line says.
func TestSbatchScript(t *testing.T) {
	data, err := os.ReadFile(sbatchScript)
	if err != nil {
		t.Fatal(err)
	}
	script := string(data)
	options := sbatchOptions(t, script)
	array := regexp.MustCompile(`^(\d+)-(\d+)(%\d+)?$`).FindStringSubmatch(options["array"])
	if array == nil {
		t.Fatalf("--array=%s: want a range such as 1-30", options["array"])
	}
	first, _ := strconv.Atoi(array[1])
	last, _ := strconv.Atoi(array[2])
	count := last - first + 1
	if m := regexp.MustCompile(`-shards (\d+)`).FindStringSubmatch(script); m == nil || m[1] != strconv.Itoa(count) {
		t.Errorf("the script's -shards is %v, but --array=%s has %d tasks", m, options["array"], count)
	}
	if _, ok := options["requeue"]; !ok {
		t.Error("want --requeue: a preempted task comes back and resumes its file")
	}
	if mem := mebibytes(options["mem"]); mem < 1024+256 {
		t.Errorf("--mem=%s leaves no room beside -mem 1024 for one deal's search", options["mem"])
	}
	if !strings.Contains(script, `-j "${SLURM_CPUS_PER_TASK:-1}"`) || options["cpus-per-task"] == "" {
		t.Error("want -j to search as many deals at once as the task has CPUs")
	}

	results := t.TempDir()
	task := func(id, lo, hi int, args ...string) ([]byte, error) {
		cmd := exec.Command("bash", append([]string{sbatchScript}, args...)...)
		cmd.Env = append(os.Environ(),
			"CANFIELD_STATS="+imageBinary(t), "RESULTS="+results,
			fmt.Sprintf("SLURM_ARRAY_TASK_ID=%d", id), fmt.Sprintf("SLURM_ARRAY_TASK_MIN=%d", lo),
			fmt.Sprintf("SLURM_ARRAY_TASK_MAX=%d", hi), fmt.Sprintf("SLURM_ARRAY_TASK_COUNT=%d", hi-lo+1),
			"SLURM_ARRAY_TASK_STEP=1", "SLURM_CPUS_PER_TASK="+options["cpus-per-task"])
		return cmd.CombinedOutput()
	}
	small := []string{"-sample", strconv.Itoa(2 * count), "-nodes", "1000", "-timeout", "0"}
	for id := first; id <= last; id++ {
		if out, err := task(id, first, last, small...); err != nil {
			t.Fatalf("task %d: %v\n%s", id, err, out)
		}
	}
	// The array resubmitted in part is refused: -shards tells.
	if out, err := task(first+2, first+2, first+2, small...); err == nil || !strings.Contains(string(out), "-shards says") {
		t.Errorf("a task of --array=%d alone: %v\n%s", first+2, err, out)
	}
	merge := regexp.MustCompile(`--wrap '(\S+) -merge (\S+)'`).FindStringSubmatch(script)
	if merge == nil {
		t.Fatal("the run line has no merge")
	}
	pattern := filepath.Join(results, strings.TrimPrefix(merge[2], "results/"))
	out, err := exec.Command(imageBinary(t), "-merge", pattern).CombinedOutput()
	if err != nil || !strings.HasPrefix(string(out), fmt.Sprintf("draw 3, %d deals,", 2*count)) {
		t.Errorf("merge %s: %v\n%s", pattern, err, out)
	}
}
