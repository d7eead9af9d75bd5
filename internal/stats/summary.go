package stats

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// Summary is what a set of records says.
type Summary struct {
	Deals, Won, Lost, Unknown int
	// WinLow and WinHigh bound the win rate, Won/Deals, with 95%
	// confidence (Wilson score interval).
	WinLow, WinHigh float64
	// Median and P99 are the time per deal to three significant digits,
	// Mean and Max exactly, and Total the time of all the deals' searches.
	Median, Mean, P99, Max, Total time.Duration
	// MaxMemory is the most memory one deal's search held.
	MaxMemory int64
	// MaxNodes is the most positions one deal's search reached.
	MaxNodes int64
	// Modes and the first and last codes, for the heading.
	Modes       []canfield.DrawMode
	First, Last string
	// Of a run that plays fair (-play fair): Played deals were played by
	// following solve.FairSuggest and FairWon of them won, between FairLow
	// and FairHigh with 95% confidence (Wilson); Fair holds the time per
	// deal of that play as Median … Total hold the search's.
	Played, FairWon   int
	FairLow, FairHigh float64
	Fair              Times
}

// Times are times per deal: Median and P99 to three significant digits,
// Mean and Max exactly, Total the time of them all.
type Times struct {
	Median, Mean, P99, Max, Total time.Duration
}

// Summarize sums records up.
func Summarize(records []Record) Summary {
	var t tally
	for _, r := range records {
		t.add(r)
	}
	return t.summary()
}

// tally sums records up one at a time, in memory that does not grow with
// their number, so that a shard or a merge of billions of deals can be
// summarised: the times are counted by their value to three significant
// digits, the precision Summary.String prints.
type tally struct {
	won, lost, unknown int
	times              durations // of the searches
	maxMemory          int64
	maxNodes           int64
	modes              []canfield.DrawMode
	firstN, lastN      uint64
	first, last        string
	// Of the records of fair play.
	played, fairWon int
	fairTimes       durations
}

// durations counts times by their value to three significant digits.
type durations struct {
	n          int
	total, max time.Duration
	count      map[time.Duration]int
}

func (d *durations) add(t time.Duration) {
	d.n++
	d.total += t
	d.max = max(d.max, t)
	if d.count == nil {
		d.count = map[time.Duration]int{}
	}
	d.count[round(t)]++
}

// quantile returns the nearest-rank q-quantile, to three significant
// digits: rounding keeps their order, so it is the quantile of the exact
// times, rounded.
func (d *durations) quantile(q float64) time.Duration {
	keys := slices.Sorted(maps.Keys(d.count))
	rank := min(max(int(math.Ceil(q*float64(d.n))), 1), d.n)
	seen := 0
	for _, k := range keys {
		seen += d.count[k]
		if seen >= rank {
			return k
		}
	}
	return keys[len(keys)-1]
}

func (d *durations) times() Times {
	if d.n == 0 {
		return Times{}
	}
	return Times{Median: d.quantile(0.5), Mean: d.total / time.Duration(d.n), P99: d.quantile(0.99), Max: d.max, Total: d.total}
}

func (t *tally) add(r Record) {
	switch r.Verdict {
	case solve.Won:
		t.won++
	case solve.Lost:
		t.lost++
	default:
		t.unknown++
	}
	d := time.Duration(r.MS * float64(time.Millisecond))
	t.times.add(d)
	t.maxMemory = max(t.maxMemory, r.Memory)
	t.maxNodes = max(t.maxNodes, r.Nodes)
	if r.Fair != solve.Unknown {
		t.played++
		if r.Fair == solve.Won {
			t.fairWon++
		}
		t.fairTimes.add(time.Duration(r.FairMS * float64(time.Millisecond)))
	}
	n, mode, err := canfield.ParseCode(r.Code)
	if err != nil {
		return
	}
	if !slices.Contains(t.modes, mode) {
		t.modes = append(t.modes, mode)
	}
	if t.first == "" || n < t.firstN {
		t.firstN, t.first = n, r.Code
	}
	if t.last == "" || n >= t.lastN {
		t.lastN, t.last = n, r.Code
	}
}

// byMode sums records up for each draw mode apart, as a win rate and its
// interval are of one mode's deals.
type byMode [2]tally // by canfield.DrawMode

func (b *byMode) add(r Record) {
	if _, mode, err := canfield.ParseCode(r.Code); err == nil && int(mode) < len(b) {
		b[mode].add(r)
	}
}

// summaries returns the summary of each mode that has records.
func (b *byMode) summaries() []Summary {
	var ss []Summary
	for i := range b {
		if b[i].deals() > 0 {
			ss = append(ss, b[i].summary())
		}
	}
	return ss
}

func (t *tally) deals() int { return t.won + t.lost + t.unknown }

func (t *tally) summary() Summary {
	s := Summary{
		Deals: t.deals(), Won: t.won, Lost: t.lost, Unknown: t.unknown,
		Total: t.times.total, Max: t.times.max, MaxMemory: t.maxMemory, MaxNodes: t.maxNodes,
		Modes: slices.Clone(t.modes), First: t.first, Last: t.last,
	}
	slices.Sort(s.Modes)
	if s.Deals == 0 {
		s.WinLow, s.WinHigh = 0, 1
		return s
	}
	s.Mean = t.times.total / time.Duration(s.Deals)
	s.Median, s.P99 = t.times.quantile(0.5), t.times.quantile(0.99)
	s.WinLow, s.WinHigh = wilson(s.Won, s.Deals, 1.959963984540054)
	if t.played > 0 {
		s.Played, s.FairWon = t.played, t.fairWon
		s.FairLow, s.FairHigh = wilson(t.fairWon, t.played, 1.959963984540054)
		s.Fair = t.fairTimes.times()
	}
	return s
}

// Wilson returns the 95% Wilson score interval of a share of k successes
// in n trials.
func Wilson(k, n int) (lo, hi float64) { return wilson(k, n, 1.959963984540054) }

// wilson returns the Wilson score interval for k successes in n trials at
// the normal quantile z.
func wilson(k, n int, z float64) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	p := float64(k) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return max(mid-half, 0), min(mid+half, 1)
}

// String returns the summary as a small table.
func (s Summary) String() string {
	var b strings.Builder
	modes := make([]string, len(s.Modes))
	for i, m := range s.Modes {
		modes[i] = "draw " + fmt.Sprint(m.Cards())
	}
	fmt.Fprintf(&b, "%s, %d deals, %s … %s\n", strings.Join(modes, " and "), s.Deals, s.First, s.Last)
	pct := func(k int) float64 {
		if s.Deals == 0 {
			return 0
		}
		return 100 * float64(k) / float64(s.Deals)
	}
	fmt.Fprintf(&b, "won      %6d  %6.2f%%  95%% CI %.2f%%–%.2f%% (Wilson)\n", s.Won, pct(s.Won), 100*s.WinLow, 100*s.WinHigh)
	fmt.Fprintf(&b, "lost     %6d  %6.2f%%\n", s.Lost, pct(s.Lost))
	fmt.Fprintf(&b, "unknown  %6d  %6.2f%%\n", s.Unknown, pct(s.Unknown))
	fmt.Fprintf(&b, "time per deal: median %s, mean %s, p99 %s, max %s; %s in all\n", round(s.Median), round(s.Mean), round(s.P99), round(s.Max), round(s.Total))
	fmt.Fprintf(&b, "most positions in one deal: %d; most memory in one deal's search: %s\n", s.MaxNodes, mib(s.MaxMemory))
	if s.Played > 0 {
		fmt.Fprintf(&b, "played by the hints that see only what a player has seen, %d deals:\n", s.Played)
		fmt.Fprintf(&b, "won      %6d  %6.2f%%  95%% CI %.2f%%–%.2f%% (Wilson)\n", s.FairWon, 100*float64(s.FairWon)/float64(s.Played), 100*s.FairLow, 100*s.FairHigh)
		f := s.Fair
		fmt.Fprintf(&b, "time per deal: median %s, mean %s, p99 %s, max %s; %s in all\n", round(f.Median), round(f.Mean), round(f.P99), round(f.Max), round(f.Total))
	}
	return b.String()
}

// round keeps three significant digits of a duration.
func round(d time.Duration) time.Duration {
	for unit := time.Nanosecond; unit < time.Hour; unit *= 10 {
		if d < 1000*unit {
			return d.Round(unit)
		}
	}
	return d.Round(time.Second)
}

func mib(bytes int64) string { return fmt.Sprintf("%.0f MiB", float64(bytes)/(1<<20)) }
