package web

import (
	"bufio"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
)

// DefaultWatchers returns how many games' live verdict the machine can
// search at once: 8 a core, as a Watcher searches only for a moment after
// each action, within half the memory the process may use, as each holds
// two searches of 64 MiB at most.
func DefaultWatchers() int {
	n := 8 * runtime.NumCPU()
	if mem := memoryLimit(); mem > 0 {
		n = min(n, int(mem/2/(2*watchMemory)))
	}
	return max(n, 1)
}

// memoryLimit returns the memory the process may use: the least of the
// machine's, its control group's and GOMEMLIMIT, or 0 if none is known.
func memoryLimit() int64 {
	var limit int64 = math.MaxInt64
	if l := debug.SetMemoryLimit(-1); l > 0 {
		limit = l
	}
	for _, path := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		if data, err := os.ReadFile(path); err == nil {
			if n, err := strconv.ParseInt(strings.TrimSpace(string(data)), 10, 64); err == nil && n > 0 {
				limit = min(limit, n)
			}
		}
	}
	if f, err := os.Open("/proc/meminfo"); err == nil {
		defer f.Close()
		lines := bufio.NewScanner(f)
		for lines.Scan() {
			if rest, ok := strings.CutPrefix(lines.Text(), "MemTotal:"); ok {
				if kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64); err == nil {
					limit = min(limit, kb<<10)
				}
			}
		}
	}
	if limit == math.MaxInt64 {
		return 0
	}
	return limit
}
