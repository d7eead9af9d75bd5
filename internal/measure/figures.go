package measure

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"time"
)

// quantile returns the q-quantile of sorted, which is not empty: the
// element at index ⌊q·n⌋, the last for q = 1.
func quantile[T cmp.Ordered](sorted []T, q float64) T {
	return sorted[min(len(sorted)-1, int(q*float64(len(sorted))))]
}

// durations sums up times: median, 90th and 99th percentiles, longest,
// each to three significant digits.
func durations(xs []time.Duration) string {
	if len(xs) == 0 {
		return "none"
	}
	xs = slices.Sorted(slices.Values(xs))
	return fmt.Sprintf("median %v, p90 %v, p99 %v, max %v",
		round(quantile(xs, 0.5)), round(quantile(xs, 0.9)), round(quantile(xs, 0.99)), round(xs[len(xs)-1]))
}

// counts sums up counts: median, 90th and 99th percentiles, largest.
func counts(xs []int64) string {
	if len(xs) == 0 {
		return "none"
	}
	xs = slices.Sorted(slices.Values(xs))
	return fmt.Sprintf("median %s, p90 %s, p99 %s, max %s",
		grouped(quantile(xs, 0.5)), grouped(quantile(xs, 0.9)), grouped(quantile(xs, 0.99)), grouped(xs[len(xs)-1]))
}

// round rounds d to three significant digits.
func round(d time.Duration) time.Duration {
	unit := time.Duration(1)
	for d >= 1000*unit {
		unit *= 10
	}
	return d.Round(unit)
}

// grouped writes n with its digits in groups of three: 1,234,567.
func grouped(n int64) string {
	s := strconv.FormatInt(n, 10)
	start := 0
	if n < 0 {
		start = 1
	}
	for i := len(s) - 3; i > start; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// percent returns part as a percentage of whole, 0 for an empty whole.
func percent(part, whole int) float64 {
	if whole == 0 {
		return 0
	}
	return 100 * float64(part) / float64(whole)
}
