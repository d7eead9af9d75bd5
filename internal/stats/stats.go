// Package stats classifies ranges of Canfield deals as won, lost or
// undecided with package solve, and summarises the results: the win rate
// with its confidence interval, the time per deal and the memory. It is the
// logic of the command canfield-stats.
//
// A run writes one JSON line per deal, so that a range can be split across
// machines and the files merged afterwards.
package stats

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// Record is the outcome of one deal: a line of a results file.
type Record struct {
	Code    string        `json:"code"`
	Verdict solve.Verdict `json:"verdict"`
	Nodes   int64         `json:"nodes"`
	MS      float64       `json:"ms"`     // search time in milliseconds
	Line    int           `json:"line"`   // actions in the won line; 0 unless won
	Memory  int64         `json:"memory"` // most bytes the search held
}

// Config is a run: which deals, and each deal's limits.
type Config struct {
	Mode      canfield.DrawMode
	From      uint64        // the first deal number
	Count     int           // how many consecutive deal numbers
	Deals     []uint64      // if not nil, these deal numbers instead of From and Count
	Jobs      int           // deals searched at once; at least 1
	Timeout   time.Duration // per deal; zero is no limit
	MaxNodes  int64         // per deal; zero is no limit
	MaxMemory int64         // per deal; zero is solve.DefaultMaxMemory
}

// Run classifies the deals of cfg and returns their records in the order of
// cfg.Deals, or of the range.
// Each record is also written, in that order, as a JSON line to out if out
// is not nil, and progress, if not nil, is called after each deal with the
// records so far (in the order they finished). Run stops early, returning
// ctx's error with the records written so far, if ctx ends.
func Run(ctx context.Context, cfg Config, out io.Writer, progress func(done []Record)) ([]Record, error) {
	deals := cfg.Deals
	if deals == nil {
		if cfg.Count < 0 || cfg.From+uint64(cfg.Count) > canfield.NumDeals {
			return nil, fmt.Errorf("deals %d to %d are out of range: there are %d", cfg.From, cfg.From+uint64(cfg.Count), canfield.NumDeals)
		}
		deals = make([]uint64, cfg.Count)
		for i := range deals {
			deals[i] = cfg.From + uint64(i)
		}
	}
	jobs := max(cfg.Jobs, 1)
	type result struct {
		i   int
		rec Record
		err error
	}
	next := make(chan int)
	results := make(chan result)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				rec, err := classify(ctx, cfg, deals[i])
				results <- result{i, rec, err}
			}
		}()
	}
	go func() {
		defer close(next)
		for i := range deals {
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	records := make([]Record, len(deals))
	have := make([]bool, len(deals))
	var finished []Record
	written := 0
	var firstErr error
	for r := range results {
		if r.err != nil {
			if firstErr == nil {
				firstErr = r.err
				cancel()
			}
			continue
		}
		records[r.i], have[r.i] = r.rec, true
		finished = append(finished, r.rec)
		for written < len(deals) && have[written] {
			if out != nil {
				if err := writeRecord(out, records[written]); err != nil && firstErr == nil {
					firstErr = err
					cancel()
				}
			}
			written++
		}
		if progress != nil {
			progress(finished)
		}
	}
	if firstErr == nil && written < len(deals) {
		firstErr = ctx.Err()
	}
	return records[:written], firstErr
}

// classify solves one deal within cfg's limits.
func classify(ctx context.Context, cfg Config, number uint64) (Record, error) {
	g, err := canfield.DealFromNumber(number, cfg.Mode)
	if err != nil {
		return Record{}, err
	}
	sctx := ctx
	if cfg.Timeout > 0 {
		var cancel context.CancelFunc
		sctx, cancel = context.WithTimeout(ctx, cfg.Timeout)
		defer cancel()
	}
	start := time.Now()
	r, err := solve.Solve(sctx, g, solve.Options{MaxNodes: cfg.MaxNodes, MaxMemory: cfg.MaxMemory})
	elapsed := time.Since(start)
	if err != nil {
		return Record{}, err
	}
	if ctx.Err() != nil {
		return Record{}, ctx.Err() // the run was stopped: this deal was not really undecided
	}
	return Record{
		Code:    g.Code(),
		Verdict: r.Verdict,
		Nodes:   r.Nodes,
		MS:      math.Round(float64(elapsed.Microseconds())) / 1000,
		Line:    len(r.Line),
		Memory:  r.Memory,
	}, nil
}

func writeRecord(w io.Writer, r Record) error {
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// ReadRecords reads a results file: one JSON record a line; blank lines
// are skipped.
func ReadRecords(r io.Reader) ([]Record, error) {
	var records []Record
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var rec Record
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		if _, _, err := canfield.ParseCode(rec.Code); err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		records = append(records, rec)
	}
	return records, sc.Err()
}

// Merge joins record sets into one, sorted by draw mode and deal number.
// A deal that appears more than once keeps its decided record (won or lost)
// over an undecided one; two decided records that disagree are an error.
func Merge(sets ...[]Record) ([]Record, error) {
	byCode := map[string]Record{}
	for _, set := range sets {
		for _, r := range set {
			old, ok := byCode[r.Code]
			switch {
			case !ok || old.Verdict == solve.Unknown:
				byCode[r.Code] = r
			case r.Verdict != solve.Unknown && r.Verdict != old.Verdict:
				return nil, fmt.Errorf("%s is %v in one file and %v in another", r.Code, old.Verdict, r.Verdict)
			}
		}
	}
	merged := make([]Record, 0, len(byCode))
	for _, r := range byCode {
		merged = append(merged, r)
	}
	sort.Slice(merged, func(i, j int) bool {
		ni, mi, _ := canfield.ParseCode(merged[i].Code)
		nj, mj, _ := canfield.ParseCode(merged[j].Code)
		if mi != mj {
			return mi < mj
		}
		return ni < nj
	})
	return merged, nil
}

// Summary is what a set of records says.
type Summary struct {
	Deals, Won, Lost, Unknown int
	// WinLow and WinHigh bound the win rate, Won/Deals, with 95%
	// confidence (Wilson score interval).
	WinLow, WinHigh float64
	// Median, P99 and Max are the time per deal.
	Median, P99, Max time.Duration
	// MaxMemory is the most memory one deal's search held.
	MaxMemory int64
	// MaxNodes is the most positions one deal's search reached.
	MaxNodes int64
	// Modes and the first and last codes, for the heading.
	Modes       []canfield.DrawMode
	First, Last string
}

// Summarize sums records up.
func Summarize(records []Record) Summary {
	s := Summary{Deals: len(records)}
	if len(records) == 0 {
		return s
	}
	times := make([]float64, len(records))
	firstN, lastN := uint64(math.MaxUint64), uint64(0)
	s.Won, s.Lost, s.Unknown = countVerdicts(records)
	for i, r := range records {
		times[i] = r.MS
		s.MaxMemory = max(s.MaxMemory, r.Memory)
		s.MaxNodes = max(s.MaxNodes, r.Nodes)
		n, mode, err := canfield.ParseCode(r.Code)
		if err == nil {
			if !slices.Contains(s.Modes, mode) {
				s.Modes = append(s.Modes, mode)
			}
			if n < firstN {
				firstN, s.First = n, r.Code
			}
			if n >= lastN {
				lastN, s.Last = n, r.Code
			}
		}
	}
	slices.Sort(s.Modes)
	sort.Float64s(times)
	ms := func(x float64) time.Duration { return time.Duration(x * float64(time.Millisecond)) }
	s.Median = ms(quantile(times, 0.5))
	s.P99 = ms(quantile(times, 0.99))
	s.Max = ms(times[len(times)-1])
	s.WinLow, s.WinHigh = wilson(s.Won, s.Deals, 1.959963984540054)
	return s
}

// countVerdicts returns how many of records are won, lost and unknown.
func countVerdicts(records []Record) (won, lost, unknown int) {
	for _, r := range records {
		switch r.Verdict {
		case solve.Won:
			won++
		case solve.Lost:
			lost++
		default:
			unknown++
		}
	}
	return won, lost, unknown
}

// quantile returns the q-quantile of sorted xs, the nearest-rank value.
func quantile(xs []float64, q float64) float64 {
	i := int(math.Ceil(q*float64(len(xs)))) - 1
	return xs[min(max(i, 0), len(xs)-1)]
}

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
	fmt.Fprintf(&b, "time per deal: median %s, p99 %s, max %s\n", round(s.Median), round(s.P99), round(s.Max))
	fmt.Fprintf(&b, "most positions in one deal: %d; most memory in one deal's search: %s\n", s.MaxNodes, mib(s.MaxMemory))
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
