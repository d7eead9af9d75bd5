package stats

import (
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
)

// TestShardBoundsPartition checks that shards 1 to N of a run cover it in
// order, without overlap, in sizes that differ by one at most, up to runs
// of every deal number.
func TestShardBoundsPartition(t *testing.T) {
	for _, tc := range []struct {
		total int64
		n     int
	}{{1, 1}, {10, 3}, {10, 10}, {300_000, 8}, {300_000, 7}, {canfield.NumDeals, 1000}, {canfield.NumDeals, 100_000}} {
		var next int64
		smallest, largest := tc.total, int64(0)
		for k := 1; k <= tc.n; k++ {
			lo, hi := Shard{k, tc.n}.Bounds(tc.total)
			if lo != next || hi < lo {
				t.Fatalf("%d deals, shard %d/%d: [%d, %d) after %d", tc.total, k, tc.n, lo, hi, next)
			}
			smallest, largest = min(smallest, hi-lo), max(largest, hi-lo)
			next = hi
		}
		if next != tc.total || largest-smallest > 1 {
			t.Errorf("%d deals in %d shards: they end at %d, sizes %d to %d", tc.total, tc.n, next, smallest, largest)
		}
	}
	if lo, hi := (Shard{}).Bounds(12); lo != 0 || hi != 12 {
		t.Errorf("the zero Shard takes [%d, %d) of 12", lo, hi)
	}
}

func TestParseShard(t *testing.T) {
	if s, err := ParseShard("3/8"); err != nil || s != (Shard{3, 8}) || s.String() != "3/8" {
		t.Errorf("ParseShard(3/8) = %v, %v", s, err)
	}
	for _, text := range []string{"", "3", "0/4", "5/4", "-1/4", "1/0", "a/b", "1/-2", "1/2/3", " 1/2"} {
		if s, err := ParseShard(text); err == nil {
			t.Errorf("ParseShard(%q) = %v, want an error", text, s)
		}
	}
}

func TestShardFromEnv(t *testing.T) {
	slurm := func(id, lo, hi, count string) map[string]string {
		return map[string]string{envSlurmID: id, envSlurmMin: lo, envSlurmMax: hi, envSlurmCount: count}
	}
	for _, tc := range []struct {
		name   string
		env    map[string]string
		shards int
		want   Shard
		err    string // a part of the error; "" for none
	}{
		{"kubernetes first", map[string]string{envKubernetesIndex: "0"}, 4, Shard{1, 4}, ""},
		{"kubernetes last", map[string]string{envKubernetesIndex: "3"}, 4, Shard{4, 4}, ""},
		{"kubernetes without -shards", map[string]string{envKubernetesIndex: "0"}, 0, Shard{}, "-shards N"},
		{"kubernetes index past -shards", map[string]string{envKubernetesIndex: "4"}, 4, Shard{}, "completions"},
		{"kubernetes bad index", map[string]string{envKubernetesIndex: "x"}, 4, Shard{}, "not an index"},
		{"kubernetes negative index", map[string]string{envKubernetesIndex: "-1"}, 4, Shard{}, "not an index"},
		{"slurm from 0", slurm("0", "0", "7", "8"), 0, Shard{1, 8}, ""},
		{"slurm from 1", slurm("8", "1", "8", "8"), 0, Shard{8, 8}, ""},
		{"slurm from 101", slurm("103", "101", "108", "8"), 8, Shard{3, 8}, ""},
		{"slurm step 1", map[string]string{envSlurmID: "2", envSlurmMin: "1", envSlurmMax: "4", envSlurmCount: "4", envSlurmStep: "1"}, 0, Shard{2, 4}, ""},
		{"slurm step 4", map[string]string{envSlurmID: "4", envSlurmMin: "0", envSlurmMax: "12", envSlurmCount: "4", envSlurmStep: "4"}, 0, Shard{}, "step 1"},
		{"slurm list", slurm("3", "1", "5", "3"), 0, Shard{}, "one range"},
		{"slurm resubmitted in part", slurm("3", "3", "3", "1"), 8, Shard{}, "-shards says 8"},
		{"slurm -shards differs", slurm("1", "1", "8", "8"), 4, Shard{}, "-shards says 4"},
		{"slurm id outside", slurm("9", "1", "8", "8"), 0, Shard{}, "outside"},
		{"slurm without count", map[string]string{envSlurmID: "1", envSlurmMin: "1", envSlurmMax: "8"}, 0, Shard{}, envSlurmCount},
		{"slurm bad count", slurm("1", "1", "8", "eight"), 0, Shard{}, "not a task id or count"},
		{"both engines", map[string]string{envKubernetesIndex: "0", envSlurmID: "1"}, 4, Shard{}, "both"},
		{"neither engine", map[string]string{}, 4, Shard{}, "neither"},
		{"negative -shards", map[string]string{envKubernetesIndex: "0"}, -2, Shard{}, "at least 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ShardFromEnv(func(k string) string { return tc.env[k] }, tc.shards)
			switch {
			case tc.err == "" && err != nil:
				t.Fatalf("error %v, want shard %v", err, tc.want)
			case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
				t.Fatalf("shard %v, error %v; want an error saying %q", got, err, tc.err)
			case got != tc.want:
				t.Fatalf("shard %v, want %v", got, tc.want)
			}
		})
	}
}

func TestExpandShard(t *testing.T) {
	for _, tc := range []struct {
		name  string
		shard Shard
		want  string
	}{
		{"d3-{shard}.jsonl", Shard{7, 100}, "d3-007-of-100.jsonl"},
		{"d3-{shard}.jsonl", Shard{12, 12}, "d3-12-of-12.jsonl"},
		{"d3-{shard}.jsonl", Shard{}, "d3-1-of-1.jsonl"},
		{"d3.jsonl", Shard{2, 3}, "d3.jsonl"},
	} {
		if got := expandShard(tc.name, tc.shard); got != tc.want {
			t.Errorf("expandShard(%q, %v) = %q, want %q", tc.name, tc.shard, got, tc.want)
		}
	}
}
