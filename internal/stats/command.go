package stats

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/canfield-go/canfield"
)

const usage = `usage: canfield-stats [flags]
       canfield-stats -merge [-o merged.jsonl] file.jsonl...

Classifies deals as won (a line of play wins), lost (none does) or unknown
(a limit was hit first): consecutive deals from -from, or with -sample N a
sample of N deal numbers drawn from the whole space by a seeded generator
(-seed; the same numbers on every machine). It prints the win rate with its 95%
confidence interval, the time per deal and the memory. With -o it also
writes one JSON line per deal, so that a range can be split across machines;
-merge joins such files and prints their summary.

`

// Main runs the command canfield-stats with args (without the program
// name) and returns its exit status: 0, 1 for a failure, 2 for bad usage.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("canfield-stats", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	mode := canfield.Draw3
	fs.TextVar(&mode, "draw", canfield.Draw3, "draw mode: 3 or 1")
	from := fs.String("from", "AAAAAAA", "first deal: seven letters, a game code or a deal number")
	count := fs.Int("count", 1000, "number of consecutive deals")
	sample := fs.Int("sample", 0, "classify this many deal numbers drawn at random from all of them, instead of a range")
	seed := fs.Uint64("seed", 1, "the seed of -sample's generator")
	jobs := fs.Int("j", 1, "deals searched at once")
	timeout := fs.Duration("timeout", 5*time.Second, "time limit per deal (0: none)")
	nodes := fs.Int64("nodes", 0, "position limit per deal (0: none)")
	memMiB := fs.Int64("mem", 1024, "memory limit per deal's search, in MiB")
	outFile := fs.String("o", "", "write one JSON line per deal to this file")
	merge := fs.Bool("merge", false, "merge the result files named as arguments and print their summary")
	progressFlag := fs.String("progress", "auto", "progress bar on standard error: auto (on a terminal), on or off")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "canfield-stats:", err)
		return 1
	}

	var out io.Writer
	if *outFile != "" {
		f, err := os.Create(*outFile)
		if err != nil {
			return fail(err)
		}
		defer f.Close()
		out = f
	}

	if *merge {
		if fs.NArg() == 0 {
			fmt.Fprintln(stderr, "canfield-stats: -merge needs result files")
			return 2
		}
		var sets [][]Record
		for _, name := range fs.Args() {
			f, err := os.Open(name)
			if err != nil {
				return fail(err)
			}
			recs, err := ReadRecords(f)
			f.Close()
			if err != nil {
				return fail(fmt.Errorf("%s: %v", name, err))
			}
			sets = append(sets, recs)
		}
		merged, err := Merge(sets...)
		if err != nil {
			return fail(err)
		}
		if out != nil {
			for _, r := range merged {
				if err := writeRecord(out, r); err != nil {
					return fail(err)
				}
			}
		}
		fmt.Fprint(stdout, Summarize(merged))
		return 0
	}
	if fs.NArg() > 0 {
		fmt.Fprintln(stderr, "canfield-stats: unexpected arguments:", strings.Join(fs.Args(), " "))
		return 2
	}

	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	cfg := Config{
		Mode: mode, Jobs: *jobs,
		Timeout: *timeout, MaxNodes: *nodes, MaxMemory: *memMiB << 20,
	}
	switch {
	case set["sample"] && (set["from"] || set["count"]):
		fmt.Fprintln(stderr, "canfield-stats: -sample draws its own deals: it does not go with -from or -count")
		return 2
	case set["seed"] && !set["sample"]:
		fmt.Fprintln(stderr, "canfield-stats: -seed is the seed of -sample: give -sample too")
		return 2
	case set["sample"]:
		deals, err := Sample(*sample, *seed)
		if err != nil {
			fmt.Fprintln(stderr, "canfield-stats: -sample:", err)
			return 2
		}
		cfg.Deals = deals
	default:
		first, err := parseFrom(*from)
		if err != nil {
			return fail(err)
		}
		if *count < 1 {
			fmt.Fprintln(stderr, "canfield-stats: -count must be at least 1")
			return 2
		}
		cfg.From, cfg.Count = first, *count
	}
	total := cfg.Count
	if cfg.Deals != nil {
		total = len(cfg.Deals)
	}
	var progress func([]Record)
	switch *progressFlag {
	case "on":
		progress = newBar(stderr, total).update
	case "auto":
		if isTerminal(stderr) {
			progress = newBar(stderr, total).update
		}
	case "off":
	default:
		fmt.Fprintln(stderr, "canfield-stats: -progress must be auto, on or off")
		return 2
	}
	recs, err := Run(ctx, cfg, out, progress)
	if progress != nil {
		fmt.Fprintln(stderr)
	}
	if len(recs) > 0 {
		fmt.Fprint(stdout, Summarize(recs))
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		fmt.Fprintf(stdout, "process: %s of memory obtained from the system, %d deals at a time\n", mib(int64(ms.Sys)), max(*jobs, 1))
	}
	if err != nil {
		return fail(err)
	}
	return 0
}

// parseFrom reads the first deal: seven letters as in a code, a whole code,
// or a deal number.
func parseFrom(s string) (uint64, error) {
	if n, err := strconv.ParseUint(s, 10, 64); err == nil {
		if n >= canfield.NumDeals {
			return 0, fmt.Errorf("deal number %d is out of range", n)
		}
		return n, nil
	}
	if !strings.Contains(s, "-") {
		s = "CF1-D3-" + s
	}
	n, _, err := canfield.ParseCode(s)
	return n, err
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// bar draws a progress bar on one terminal line.
type bar struct {
	w     io.Writer
	total int
	start time.Time
	last  time.Time
}

func newBar(w io.Writer, total int) *bar {
	return &bar{w: w, total: total, start: time.Now()}
}

func (b *bar) update(done []Record) {
	now := time.Now()
	if len(done) < b.total && now.Sub(b.last) < 100*time.Millisecond {
		return
	}
	b.last = now
	won, lost, unknown := countVerdicts(done)
	const width = 30
	filled := width * len(done) / b.total
	left := "?"
	if len(done) > 0 {
		per := now.Sub(b.start) / time.Duration(len(done))
		left = (per * time.Duration(b.total-len(done))).Round(time.Second).String()
	}
	fmt.Fprintf(b.w, "\r%6d/%d [%s%s] won %d lost %d unknown %d, %s left ",
		len(done), b.total, strings.Repeat("#", filled), strings.Repeat(".", width-filled), won, lost, unknown, left)
}
