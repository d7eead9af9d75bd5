package stats

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// The test binary stands in for canfield-stats when childEnv is set, so
// that the end-to-end tests run shards as processes of their own, and
// stops before its record number stopEnv, writing nothing more, for a test
// to kill it there.
const (
	childEnv = "CANFIELD_STATS_TEST_CHILD"
	stopEnv  = "CANFIELD_STATS_TEST_STOP_AFTER"
)

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "" {
		os.Exit(m.Run())
	}
	if stop, err := strconv.Atoi(os.Getenv(stopEnv)); err == nil {
		testHookRecordWritten = func(records int) {
			if records == stop {
				select {}
			}
		}
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := Main(ctx, os.Args[1:], os.Stdout, os.Stderr)
	cancel()
	os.Exit(code)
}

// shardProcess is a shard running as a process of its own.
type shardProcess struct {
	cmd            *exec.Cmd
	stdout, stderr bytes.Buffer
	done           chan struct{} // closed once it exited
	err            error         // how it exited
}

func startShard(t *testing.T, env []string, args ...string) *shardProcess {
	t.Helper()
	p := &shardProcess{cmd: exec.Command(os.Args[0], args...), done: make(chan struct{})}
	// Under -race a process waits a second before it exits, for late
	// reports; the shards are checked by the tests that run them.
	p.cmd.Env = append(os.Environ(), append(env, childEnv+"=1", "GORACE=atexit_sleep_ms=0")...)
	p.cmd.Stdout, p.cmd.Stderr = &p.stdout, &p.stderr
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		p.err = p.cmd.Wait()
		close(p.done)
	}()
	return p
}

// wait waits for the shard to exit, and fails the test unless it succeeded.
func (p *shardProcess) wait(t *testing.T) {
	t.Helper()
	<-p.done
	if p.err != nil {
		t.Fatalf("%v: %v\n%s", p.cmd.Args[1:], p.err, p.stderr.String())
	}
}

// waitForRecords waits until a shard's file holds n records or the shard
// has exited, and returns how many lines the file holds.
func waitForRecords(t *testing.T, name string, n int, p *shardProcess) int {
	t.Helper()
	for {
		data, _ := os.ReadFile(name)
		lines := bytes.Count(data, []byte("\n"))
		if lines >= n+1 {
			return lines
		}
		select {
		case <-p.done:
			return lines
		case <-time.After(5 * time.Millisecond):
		}
	}
}

// TestShardsAsProcesses runs a sample as three shards, each a process with
// a batch engine's variables, kills one midway with SIGKILL, restarts it,
// and merges the files: the merge must be the file a single run writes,
// verdict for verdict, and print its counts.
func TestShardsAsProcesses(t *testing.T) {
	dir := t.TempDir()
	run := []string{"-draw", "1", "-sample", "36", "-seed", "27", "-nodes", "20000", "-timeout", "0", "-mem", "64", "-progress", "off"}
	single := filepath.Join(dir, "single.jsonl")
	var singleOut, singleErr bytes.Buffer
	if code := Main(context.Background(), append(run, "-o", single), &singleOut, &singleErr); code != 0 {
		t.Fatalf("single run: exit %d: %s", code, singleErr.String())
	}

	for _, engine := range []struct {
		name   string
		env    func(task int) []string // the variables of task 0, 1 or 2
		shards []string                // flags beside -shard auto
	}{
		{"kubernetes", func(task int) []string {
			return []string{fmt.Sprintf("JOB_COMPLETION_INDEX=%d", task)}
		}, []string{"-shards", "3"}},
		// Slurm's ids start where the array says: here at 1.
		{"slurm", func(task int) []string {
			return []string{fmt.Sprintf("SLURM_ARRAY_TASK_ID=%d", task+1), "SLURM_ARRAY_TASK_MIN=1", "SLURM_ARRAY_TASK_MAX=3", "SLURM_ARRAY_TASK_COUNT=3", "SLURM_ARRAY_TASK_STEP=1"}
		}, nil},
	} {
		t.Run(engine.name, func(t *testing.T) {
			out := filepath.Join(dir, engine.name, "d1-{shard}.jsonl")
			if err := os.Mkdir(filepath.Dir(out), 0o755); err != nil {
				t.Fatal(err)
			}
			args := append(append(append([]string{}, run...), "-shard", "auto", "-o", out), engine.shards...)
			killed := expandShard(out, Shard{2, 3})
			var procs []*shardProcess
			for task := range 3 {
				env := engine.env(task)
				if task == 1 {
					env = append(env, stopEnv+"=4")
				}
				procs = append(procs, startShard(t, env, args...))
			}
			if lines := waitForRecords(t, killed, 4, procs[1]); lines != 5 {
				t.Fatalf("shard 2/3 has %d lines, want its header and 4 records", lines)
			}
			if err := procs[1].cmd.Process.Signal(os.Kill); err != nil {
				t.Fatal(err)
			}
			<-procs[1].done
			procs[0].wait(t)
			procs[2].wait(t)
			// The kill cut off a write: the start of a record follows.
			f, err := os.OpenFile(killed, os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.WriteString(`{"code":"CF1-D1-`)
			f.Close()

			files, _ := filepath.Glob(filepath.Join(filepath.Dir(out), "*.jsonl"))
			var stdout, stderr bytes.Buffer
			if code := Main(context.Background(), append([]string{"-merge"}, files...), &stdout, &stderr); code != 1 ||
				!strings.Contains(stdout.String(), "shard 2/3, deals 13 to 24: "+killed+" has 4; missing from deal 17") {
				t.Errorf("merge without the killed shard's rest: exit %d:\n%s%s", code, stdout.String(), stderr.String())
			}

			restarted := startShard(t, engine.env(1), args...)
			restarted.wait(t)
			if want := "resuming " + killed + ": 4 of its 12 deals are in (a torn last line was cut off)"; !strings.Contains(restarted.stderr.String(), want) {
				t.Errorf("restarted shard said %q, want %q", restarted.stderr.String(), want)
			}

			merged := filepath.Join(dir, engine.name+"-merged.jsonl")
			stdout.Reset()
			stderr.Reset()
			if code := Main(context.Background(), append([]string{"-merge", "-o", merged}, files...), &stdout, &stderr); code != 0 {
				t.Fatalf("merge: exit %d: %s", code, stderr.String())
			}
			if diff := cmp.Diff(verdicts(t, single), verdicts(t, merged)); diff != "" {
				t.Errorf("merged file mismatch (-single run +merged shards):\n%s", diff)
			}
			counts := func(summary string) string {
				lines := strings.Split(summary, "\n")
				return strings.Join(lines[:4], "\n")
			}
			if diff := cmp.Diff(counts(singleOut.String()), counts(stdout.String())); diff != "" {
				t.Errorf("merged summary mismatch (-single run +merged shards):\n%s", diff)
			}
		})
	}
}
