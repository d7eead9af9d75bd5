package stats

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/canfield-go/canfield"
)

// headerFormat names the layout of results files: a header line, then one
// Record a line. A reader refuses a format it does not know. A run that
// plays fair too has a format of its own, fairFormat, so that a reader that
// knows nothing of it refuses its files rather than merge them with a
// classification's.
const (
	headerFormat = "canfield-stats/1"
	fairFormat   = "canfield-stats/2"
)

// header is the first line of a results file. It names the run the file
// belongs to (the draw mode, the list of deals and the limits each deal was
// searched with) and the file's shard of it, so that a shard resumes only
// its own file and a merge knows every deal a run must have.
type header struct {
	Format string      `json:"format"`
	Draw   int         `json:"draw"`
	Range  *rangeSpec  `json:"range,omitempty"`
	Sample *sampleSpec `json:"sample,omitempty"`
	Limits limits      `json:"limits"`
	Play   *playSpec   `json:"play,omitempty"`
	Shard  shardSpec   `json:"shard"`
}

// playSpec is -play fair and its options: each deal is also played by
// following solve.FairSuggest with them.
type playSpec struct {
	Hints   string `json:"hints"` // "fair"
	Samples int    `json:"samples"`
	Nodes   int64  `json:"nodes"`
	Seed    uint64 `json:"seed"`
}

// rangeSpec is -from and -count: Count deals from From, seven letters.
type rangeSpec struct {
	From  string `json:"from"`
	Count int64  `json:"count"`
}

// sampleSpec is -sample and -seed.
type sampleSpec struct {
	Size int    `json:"size"`
	Seed uint64 `json:"seed"`
}

// limits are -timeout, -nodes and -mem: a deal left unknown under one set
// may be decided under another, so they are part of the run.
type limits struct {
	Timeout string `json:"timeout"`
	Nodes   int64  `json:"nodes"`
	MemMiB  int64  `json:"mem_mib"`
}

// shardSpec is the file's shard: part K of N, which holds the Deals deals
// from index Offset (from 0) of the run's list.
type shardSpec struct {
	K      int   `json:"k"`
	N      int   `json:"n"`
	Offset int64 `json:"offset"`
	Deals  int64 `json:"deals"`
}

// newHeader returns the header of the whole run of cfg, whose deals are a
// range or a sample (exactly one of rng and smp).
func newHeader(cfg Config, rng *rangeSpec, smp *sampleSpec) header {
	h := header{
		Format: headerFormat,
		Draw:   cfg.Mode.Cards(),
		Range:  rng,
		Sample: smp,
		Limits: limits{Timeout: cfg.Timeout.String(), Nodes: cfg.MaxNodes, MemMiB: cfg.MaxMemory >> 20},
	}
	if f := cfg.Fair; f != nil {
		h.Format = fairFormat
		h.Play = &playSpec{Hints: "fair", Samples: f.Samples, Nodes: f.Options.MaxNodes, Seed: f.Seed}
	}
	return h.withShard(Shard{}, cfg.Deals.Len())
}

// withShard returns h for shard s of a run of total deals.
func (h header) withShard(s Shard, total int64) header {
	s = s.norm()
	lo, hi := s.Bounds(total)
	h.Shard = shardSpec{K: s.K, N: s.N, Offset: lo, Deals: hi - lo}
	return h
}

func (h header) mode() canfield.DrawMode {
	if h.Draw == 1 {
		return canfield.Draw1
	}
	return canfield.Draw3
}

func (h header) shard() Shard { return Shard{h.Shard.K, h.Shard.N} }

// total returns the number of deals in the whole run.
func (h header) total() int64 {
	if h.Sample != nil {
		return int64(h.Sample.Size)
	}
	return h.Range.Count
}

// runKey identifies h's run: two headers with the same key belong to the
// same run, whatever their shards.
func (h header) runKey() string {
	h.Shard = shardSpec{}
	b, _ := json.Marshal(h)
	return string(b)
}

// check reports what is wrong with a header read from a file.
func (h header) check() error {
	switch {
	case h.Format != headerFormat && h.Format != fairFormat:
		return fmt.Errorf("unknown format %q: want %q or %q (a newer canfield-stats may read it)", h.Format, headerFormat, fairFormat)
	case (h.Format == fairFormat) != (h.Play != nil):
		return fmt.Errorf("format %q with play %v: a run that plays fair has format %q and a play, another neither", h.Format, h.Play != nil, fairFormat)
	case h.Play != nil && (h.Play.Hints != "fair" || h.Play.Samples < 1 || h.Play.Nodes < 1):
		return fmt.Errorf("play %+v: want hints \"fair\", samples and nodes of 1 or more", *h.Play)
	}
	if h.Draw != 1 && h.Draw != 3 {
		return fmt.Errorf("draw %d: want 1 or 3", h.Draw)
	}
	switch {
	case (h.Range == nil) == (h.Sample == nil):
		return fmt.Errorf("names neither or both a range and a sample")
	case h.Sample != nil && (h.Sample.Size < 1 || h.Sample.Size > MaxSample):
		return fmt.Errorf("a sample of %d deals: want 1 to %d", h.Sample.Size, MaxSample)
	case h.Range != nil:
		first, err := parseFrom(h.Range.From)
		if err != nil {
			return err
		}
		if h.Range.Count < 1 || first+uint64(h.Range.Count) > canfield.NumDeals {
			return fmt.Errorf("%d deals from %s: out of range", h.Range.Count, h.Range.From)
		}
	}
	if _, err := time.ParseDuration(h.Limits.Timeout); err != nil {
		return fmt.Errorf("timeout %q: %v", h.Limits.Timeout, err)
	}
	s := h.Shard
	if s.N < 1 || s.K < 1 || s.K > s.N {
		return fmt.Errorf("shard %d/%d: want K from 1 to N", s.K, s.N)
	}
	if want := h.withShard(h.shard(), h.total()).Shard; s != want {
		return fmt.Errorf("shard %d/%d holds %d deals from %d, not %d from %d", s.K, s.N, want.Deals, want.Offset, s.Deals, s.Offset)
	}
	return nil
}

// deals returns the run's list of deals, drawing the sample if it is one.
func (h header) deals() (Deals, error) {
	if h.Sample != nil {
		numbers, err := Sample(h.Sample.Size, h.Sample.Seed)
		return Deals{Numbers: numbers}, err
	}
	first, err := parseFrom(h.Range.From)
	return Deals{From: first, Count: h.Range.Count}, err
}

// describeRun names h's run as the flags that make it.
func (h header) describeRun() string {
	var b strings.Builder
	fmt.Fprintf(&b, "-draw %d", h.Draw)
	if h.Sample != nil {
		fmt.Fprintf(&b, " -sample %d -seed %d", h.Sample.Size, h.Sample.Seed)
	} else if h.Range != nil {
		fmt.Fprintf(&b, " -from %s -count %d", h.Range.From, h.Range.Count)
	}
	fmt.Fprintf(&b, " -timeout %s -nodes %d -mem %d", h.Limits.Timeout, h.Limits.Nodes, h.Limits.MemMiB)
	if p := h.Play; p != nil {
		fmt.Fprintf(&b, " -play %s -fair-samples %d -fair-nodes %d -fair-seed %d", p.Hints, p.Samples, p.Nodes, p.Seed)
	}
	return b.String()
}

// describe names h's run and shard.
func (h header) describe() string {
	return fmt.Sprintf("shard %d/%d of the run %s", h.Shard.K, h.Shard.N, h.describeRun())
}

func (h header) line() []byte {
	b, _ := json.Marshal(h)
	return append(b, '\n')
}
