package stats

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Shard is part K of N of a run's deals: shards 1 to N split the run's list
// of deals into N contiguous blocks, in order, whose sizes differ by one at
// most. The zero Shard is the whole run, shard 1 of 1.
type Shard struct {
	K, N int
}

// Whole reports whether s is the whole run.
func (s Shard) Whole() bool { return s.N <= 1 }

func (s Shard) norm() Shard {
	if s.N <= 0 {
		return Shard{1, 1}
	}
	return s
}

// String returns "K/N", as -shard reads it.
func (s Shard) String() string {
	s = s.norm()
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// Bounds returns the indices [lo, hi) that s takes of a run of total deals:
// lo = ⌊(K−1)·total/N⌋ and hi = ⌊K·total/N⌋.
func (s Shard) Bounds(total int64) (lo, hi int64) {
	s = s.norm()
	return mulDiv(total, int64(s.K-1), int64(s.N)), mulDiv(total, int64(s.K), int64(s.N))
}

// mulDiv returns ⌊a·b/c⌋ for non-negative a, b and positive c with b ≤ c,
// without overflow.
func mulDiv(a, b, c int64) int64 {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	q, _ := bits.Div64(hi, lo, uint64(c))
	return int64(q)
}

// ParseShard reads -shard's K/N: N at least 1, K from 1 to N.
func ParseShard(text string) (Shard, error) {
	ks, ns, ok := strings.Cut(text, "/")
	if !ok {
		return Shard{}, fmt.Errorf("-shard %q: want K/N, such as 3/8 (part 3 of 8), or auto", text)
	}
	n, err := strconv.Atoi(ns)
	if err != nil || n < 1 {
		return Shard{}, fmt.Errorf("-shard %q: the number of shards N must be a whole number of at least 1", text)
	}
	k, err := strconv.Atoi(ks)
	if err != nil || k < 1 || k > n {
		return Shard{}, fmt.Errorf("-shard %q: K must be a whole number from 1 to %d", text, n)
	}
	return Shard{k, n}, nil
}

// The batch engines' variables that -shard auto reads.
const (
	envKubernetesIndex = "JOB_COMPLETION_INDEX"
	envSlurmID         = "SLURM_ARRAY_TASK_ID"
	envSlurmCount      = "SLURM_ARRAY_TASK_COUNT"
	envSlurmMin        = "SLURM_ARRAY_TASK_MIN"
	envSlurmMax        = "SLURM_ARRAY_TASK_MAX"
	envSlurmStep       = "SLURM_ARRAY_TASK_STEP"
)

// ShardFromEnv returns the shard of a task of a batch engine, read from its
// variables by getenv; shards is -shards, 0 if it was not given.
//
// A Kubernetes Indexed Job sets JOB_COMPLETION_INDEX from 0 to completions−1
// but not the number of completions, which shards must give: index i is
// shard i+1 of shards.
//
// A Slurm job array sets SLURM_ARRAY_TASK_ID and the array's
// SLURM_ARRAY_TASK_MIN, _MAX and _COUNT. Its ids may start anywhere
// (--array=0-7, 1-8 and 101-108 are all 8 tasks), so task id is shard
// id−MIN+1 of COUNT. The array must be one contiguous range with step 1,
// or its ids would leave holes in the shards; if shards is given it must
// equal COUNT, which catches an array resubmitted in part (--array=3 alone
// would otherwise be shard 1 of 1, the whole run).
func ShardFromEnv(getenv func(string) string, shards int) (Shard, error) {
	if shards < 0 {
		return Shard{}, fmt.Errorf("-shards %d: want the number of shards, at least 1", shards)
	}
	index, slurmID := getenv(envKubernetesIndex), getenv(envSlurmID)
	switch {
	case index != "" && slurmID != "":
		return Shard{}, fmt.Errorf("-shard auto: both %s (Kubernetes) and %s (Slurm) are set: give -shard K/N", envKubernetesIndex, envSlurmID)
	case index != "":
		i, err := strconv.Atoi(index)
		if err != nil || i < 0 {
			return Shard{}, fmt.Errorf("-shard auto: %s=%q is not an index from 0", envKubernetesIndex, index)
		}
		if shards == 0 {
			return Shard{}, fmt.Errorf("-shard auto: a Kubernetes Indexed Job does not tell its number of completions: give it as -shards N")
		}
		if i >= shards {
			return Shard{}, fmt.Errorf("-shard auto: %s=%d, but -shards %d has indices 0 to %d: -shards must equal the Job's completions", envKubernetesIndex, i, shards, shards-1)
		}
		return Shard{i + 1, shards}, nil
	case slurmID != "":
		return slurmShard(getenv, slurmID, shards)
	}
	return Shard{}, fmt.Errorf("-shard auto: neither %s (a Kubernetes Indexed Job) nor %s (a Slurm job array) is set: give -shard K/N", envKubernetesIndex, envSlurmID)
}

func slurmShard(getenv func(string) string, idText string, shards int) (Shard, error) {
	num := func(name, text string) (int, error) {
		if text == "" {
			return 0, fmt.Errorf("-shard auto: %s is set but %s is not: this Slurm is too old to tell the array's size; give -shard K/N", envSlurmID, name)
		}
		v, err := strconv.Atoi(text)
		if err != nil || v < 0 {
			return 0, fmt.Errorf("-shard auto: %s=%q is not a task id or count", name, text)
		}
		return v, nil
	}
	id, err := num(envSlurmID, idText)
	if err != nil {
		return Shard{}, err
	}
	lo, err := num(envSlurmMin, getenv(envSlurmMin))
	if err != nil {
		return Shard{}, err
	}
	hi, err := num(envSlurmMax, getenv(envSlurmMax))
	if err != nil {
		return Shard{}, err
	}
	count, err := num(envSlurmCount, getenv(envSlurmCount))
	if err != nil {
		return Shard{}, err
	}
	if step := getenv(envSlurmStep); (step != "" && step != "1") || count < 1 || hi-lo+1 != count {
		return Shard{}, fmt.Errorf("-shard auto: the job array has %s with ids from %d to %d: it must be one range with step 1, such as --array=%d-%d", plural(int64(count), "task"), lo, hi, lo, lo+max(count, 1)-1)
	}
	if id < lo || id > hi {
		return Shard{}, fmt.Errorf("-shard auto: %s=%d is outside the array's ids %d to %d", envSlurmID, id, lo, hi)
	}
	if shards != 0 && shards != count {
		return Shard{}, fmt.Errorf("-shard auto: the job array has %s but -shards says %d: submit the whole array (shards already complete end at once) or run one shard with -shard K/%d", plural(int64(count), "task"), shards, shards)
	}
	return Shard{id - lo + 1, count}, nil
}

// expandShard replaces {shard} in a file name with "K-of-N", K padded with
// zeros to N's width so that the files of a run list in order.
func expandShard(name string, s Shard) string {
	s = s.norm()
	width := len(strconv.Itoa(s.N))
	return strings.ReplaceAll(name, "{shard}", fmt.Sprintf("%0*d-of-%d", width, s.K, s.N))
}
