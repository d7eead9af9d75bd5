// Package stats classifies ranges or samples of Canfield deals as won, lost
// or undecided with package solve, and summarises the results: the win rate
// with its confidence interval, the time per deal and the memory. It is the
// logic of the command canfield-stats.
//
// A run writes one JSON line per deal after a header naming the run, so
// that it can be split into shards, one a task of a batch engine, each
// resumed where it stopped and the files merged afterwards. SHARDS.md
// describes the files, the shards and the merge.
package stats

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
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
	// In a run that also plays fair (Config.Fair): Fair is Won when
	// following solve.FairSuggest from the deal won it and Lost when that
	// ended otherwise, FairActions the actions it played and FairMS the
	// time it took in milliseconds. Verdict and the fields above are the
	// deal's classification, as in any run.
	Fair        solve.Verdict `json:"fair,omitempty"`
	FairActions int           `json:"fair_actions,omitempty"`
	FairMS      float64       `json:"fair_ms,omitempty"`
}

// Deals is a list of deal numbers in the order a run classifies them:
// Count consecutive numbers from From, or Numbers if it is not nil. The
// zero Deals is empty.
type Deals struct {
	From    uint64
	Count   int64
	Numbers []uint64
}

// Len returns the number of deals.
func (d Deals) Len() int64 {
	if d.Numbers != nil {
		return int64(len(d.Numbers))
	}
	return max(d.Count, 0)
}

// At returns the number of the i-th deal, from 0.
func (d Deals) At(i int64) uint64 {
	if d.Numbers != nil {
		return d.Numbers[i]
	}
	return d.From + uint64(i)
}

// Slice returns the deals from the lo-th to before the hi-th.
func (d Deals) Slice(lo, hi int64) Deals {
	if d.Numbers != nil {
		return Deals{Numbers: d.Numbers[lo:hi:hi]}
	}
	return Deals{From: d.From + uint64(lo), Count: hi - lo}
}

// Config is a run: which deals, and each deal's limits.
type Config struct {
	Mode      canfield.DrawMode
	Deals     Deals
	Jobs      int           // deals searched at once; at least 1
	Timeout   time.Duration // per deal; zero is no limit
	MaxNodes  int64         // per deal; zero is no limit
	MaxMemory int64         // per deal; zero is solve.DefaultMaxMemory
	// Fair, if not nil, has each deal also played from the start by
	// following solve.FairSuggest with these options (-play fair).
	Fair *solve.FairOptions
}

// Run classifies the deals of cfg and calls emit with each record in the
// order of cfg.Deals, as soon as the records before it are in: with several
// jobs a deal that finishes early waits for the slower ones before it.
// Run holds only the records that wait, so a run may be billions of deals
// long. It stops early, returning ctx's error, if ctx ends, and returns
// emit's first error if emit fails.
func Run(ctx context.Context, cfg Config, emit func(Record) error) error {
	deals := cfg.Deals
	if deals.Numbers == nil && (deals.Count < 0 || deals.From+uint64(deals.Count) > canfield.NumDeals) {
		return fmt.Errorf("deals %d to %d are out of range: there are %d", deals.From, deals.From+uint64(deals.Count), uint64(canfield.NumDeals))
	}
	n := deals.Len()
	jobs := max(cfg.Jobs, 1)
	type result struct {
		i   int64
		rec Record
		err error
	}
	next := make(chan int64)
	results := make(chan result)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				rec, err := classify(ctx, cfg, deals.At(i))
				results <- result{i, rec, err}
			}
		}()
	}
	go func() {
		defer close(next)
		for i := range n {
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

	waiting := map[int64]Record{}
	var emitted int64
	var firstErr error
	for r := range results {
		if r.err != nil {
			if firstErr == nil {
				firstErr = r.err
				cancel()
			}
			continue
		}
		if firstErr != nil {
			continue
		}
		waiting[r.i] = r.rec
		for {
			rec, ok := waiting[emitted]
			if !ok {
				break
			}
			delete(waiting, emitted)
			emitted++
			if err := emit(rec); err != nil {
				firstErr = err
				cancel()
				break
			}
		}
	}
	if firstErr == nil && emitted < n {
		firstErr = ctx.Err()
	}
	return firstErr
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
	rec := Record{
		Code:    g.Code(),
		Verdict: r.Verdict,
		Nodes:   r.Nodes,
		MS:      ms(elapsed),
		Line:    len(r.Line),
		Memory:  r.Memory,
	}
	if cfg.Fair != nil {
		start := time.Now()
		won, actions, err := playFair(ctx, number, cfg.Mode, *cfg.Fair)
		if err != nil {
			return Record{}, err
		}
		rec.Fair, rec.FairActions, rec.FairMS = solve.Lost, actions, ms(time.Since(start))
		if won {
			rec.Fair = solve.Won
		}
	}
	return rec, nil
}

// ms returns d in milliseconds, to the microsecond.
func ms(d time.Duration) float64 { return math.Round(float64(d.Microseconds())) / 1000 }

// maxFairActions ends a game played by FairSuggest that has not ended by
// itself, which FairSuggest's progress rules out: it counts as not won.
const maxFairActions = 10_000

// playFair plays a deal from the start by following solve.FairSuggest
// until it suggests nothing more, and reports whether that won it and
// after how many actions.
func playFair(ctx context.Context, number uint64, mode canfield.DrawMode, opts solve.FairOptions) (won bool, actions int, err error) {
	g, err := canfield.DealFromNumber(number, mode)
	if err != nil {
		return false, 0, err
	}
	for actions < maxFairActions {
		sg, err := solve.FairSuggest(ctx, g, opts)
		if ctx.Err() != nil {
			return false, actions, ctx.Err() // the run was stopped
		}
		if errors.Is(err, solve.ErrNoMove) {
			break
		}
		if err != nil {
			return false, actions, err
		}
		if err := g.Play(sg.Move); err != nil {
			return false, actions, fmt.Errorf("%s: FairSuggest's %v is refused: %v", g.Code(), sg.Move, err)
		}
		actions++
	}
	return g.Won(), actions, nil
}

func writeRecord(w io.Writer, r Record) error {
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
