package stats

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
	"github.com/canfield-go/canfield/solve"
)

const usage = `usage: canfield-stats [flags]
       canfield-stats -merge [-o merged.jsonl] file.jsonl...

Classifies deals as won (a line of play wins), lost (none does) or unknown
(a limit was hit first): consecutive deals from -from, or with -sample N a
sample of N deal numbers drawn from the whole space by a seeded generator
(-seed; the same numbers on every machine). It prints the win rate with its
95% confidence interval, the time per deal and the memory.

With -play fair it also plays each deal from the start by following the
hints that see only the cards a player has seen (solve.FairSuggest, with
-fair-samples, -fair-nodes and -fair-seed), and prints the share it wins,
with its interval, beside the share a player who sees every card could.

With -o it also writes one JSON line per deal, after a header line naming
the run. Run again with the same flags, it resumes that file: it keeps the
deals there and classifies the rest. -shard K/N classifies part K of N of
the deals, for a batch engine's tasks to share a run: -shard auto reads
JOB_COMPLETION_INDEX (a Kubernetes Indexed Job; give -shards, its
completions) or SLURM_ARRAY_TASK_ID (a Slurm job array), and {shard} in -o
names each shard's file. -merge joins the files, says which shards or deals
are missing, and prints their summary.

`

// Main runs the command canfield-stats with args (without the program
// name) and returns its exit status: 0, 1 for a failure, 2 for bad usage
// (flags, the batch engine's variables, or an -o file of another run),
// which no retry mends.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("canfield-stats", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	drawText := "3"
	fs.Var(drawFlag{&drawText}, "draw", "turn `N` cards at a time from the stock: 3 or 1")
	from := fs.String("from", "AAAAAAA", "first deal: seven letters, a game code (which sets the draw mode too) or a deal number")
	count := fs.Int64("count", 1000, "number of consecutive deals")
	sample := fs.Int("sample", 0, "classify this many deal numbers drawn at random from all of them, instead of a range")
	seed := fs.Uint64("seed", 1, "the seed of -sample's generator")
	shardFlag := fs.String("shard", "", "classify part K/N of the deals (K from 1), or auto: the part a batch engine's task is given")
	shards := fs.Int("shards", 0, "with -shard auto, the number of shards: a Kubernetes Indexed Job's completions")
	jobs := fs.Int("j", 1, "deals searched at once")
	timeout := fs.Duration("timeout", 5*time.Second, "time limit per deal (0: none)")
	nodes := fs.Int64("nodes", 0, "position limit per deal (0: none)")
	memMiB := fs.Int64("mem", 1024, "memory limit per deal's search, in MiB")
	outFile := fs.String("o", "", "write one JSON line per deal to this file, or resume it; {shard} in the name becomes K-of-N")
	merge := fs.Bool("merge", false, "merge the result files named as arguments and print their summary")
	progressFlag := fs.String("progress", "auto", "progress bar on standard error: auto (on a terminal), on or off")
	play := fs.String("play", "exact", "exact: classify each deal; fair: also play it by the hints that see only what a player has seen")
	fairSamples := fs.Int("fair-samples", solve.DefaultFairSamples, "with -play fair, the arrangements of the unseen cards each hint decides")
	fairNodes := fs.Int64("fair-nodes", solve.DefaultFairNodes, "with -play fair, the position limit of each search of an arrangement")
	fairSeed := fs.Uint64("fair-seed", 1, "with -play fair, the seed of the arrangements")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *merge {
		for _, name := range []string{"draw", "from", "count", "sample", "seed", "shard", "shards", "j", "timeout", "nodes", "mem", "progress", "play", "fair-samples", "fair-nodes", "fair-seed"} {
			if set[name] {
				return exit(stderr, usagef("-%s has no meaning with -merge: the files name their runs", name))
			}
		}
		return exit(stderr, runMerge(fs.Args(), *outFile, stdout))
	}
	if fs.NArg() > 0 {
		return exit(stderr, usagef("unexpected arguments: %s", strings.Join(fs.Args(), " ")))
	}
	// The library's errors follow the flag's name as clauses, as the
	// canfield command words them: -draw: bad draw mode "2": want 1 or 3.
	mode, err := canfield.ParseDrawMode(drawText)
	if err != nil {
		return exit(stderr, usagef("-draw: %s", catalog.Clause(canfield.Explain(err, canfield.English))))
	}

	// A whole code names its draw mode too.
	if _, codeMode, err := canfield.ParseCode(*from); err == nil && set["from"] {
		if set["draw"] && codeMode != mode {
			return exit(stderr, usagef("-from %s is a draw-%d code, but -draw is %d", *from, codeMode.Cards(), mode.Cards()))
		}
		mode = codeMode
	}
	cfg := Config{
		Mode: mode, Jobs: *jobs,
		Timeout: *timeout, MaxNodes: *nodes, MaxMemory: *memMiB << 20,
	}
	switch *play {
	case "exact":
		for _, name := range []string{"fair-samples", "fair-nodes", "fair-seed"} {
			if set[name] {
				return exit(stderr, usagef("-%s goes with -play fair", name))
			}
		}
	case "fair":
		if *fairSamples < 1 || *fairNodes < 1 {
			return exit(stderr, usagef("-fair-samples and -fair-nodes must be 1 or more"))
		}
		cfg.Fair = &solve.FairOptions{Samples: *fairSamples, Seed: *fairSeed, Options: solve.Options{MaxNodes: *fairNodes}}
	default:
		return exit(stderr, usagef("-play must be exact or fair"))
	}
	var hdr header
	switch {
	case set["sample"] && (set["from"] || set["count"]):
		return exit(stderr, usagef("-sample draws its own deals: it does not go with -from or -count"))
	case set["seed"] && !set["sample"]:
		return exit(stderr, usagef("-seed is the seed of -sample: give -sample too"))
	case set["sample"]:
		deals, err := Sample(*sample, *seed)
		if err != nil {
			return exit(stderr, usagef("-sample: %v", err))
		}
		cfg.Deals = Deals{Numbers: deals}
		hdr = newHeader(cfg, nil, &sampleSpec{Size: *sample, Seed: *seed})
	default:
		first, err := parseFrom(*from)
		if err != nil {
			return exit(stderr, usagef("-from: %s", catalog.Clause(canfield.Explain(err, canfield.English))))
		}
		if *count < 1 || first+uint64(*count) > canfield.NumDeals {
			return exit(stderr, usagef("-count must be from 1 to %d, the deals from %s to the last", canfield.NumDeals-first, *from))
		}
		cfg.Deals = Deals{From: first, Count: *count}
		hdr = newHeader(cfg, &rangeSpec{From: canfield.FormatCode(first, mode)[len("CF1-D3-"):], Count: *count}, nil)
	}
	shard, err := shardOf(*shardFlag, *shards, set, cfg.Deals.Len())
	if err != nil {
		return exit(stderr, err)
	}
	if set["shard"] && *outFile == "" {
		return exit(stderr, usagef("-shard needs -o: a shard's results are merged from its file"))
	}
	showProgress := false
	switch *progressFlag {
	case "on":
		showProgress = true
	case "auto":
		showProgress = isTerminal(stderr)
	case "off":
	default:
		return exit(stderr, usagef("-progress must be auto, on or off"))
	}
	hdr = hdr.withShard(shard, cfg.Deals.Len())
	cfg.Deals = cfg.Deals.Slice(hdr.Shard.Offset, hdr.Shard.Offset+hdr.Shard.Deals)
	name := ""
	if *outFile != "" {
		name = expandShard(*outFile, shard)
	}
	return exit(stderr, classifyShard(ctx, cfg, hdr, name, showProgress, stdout, stderr))
}

// classifyShard classifies the deals of cfg, the shard that hdr names,
// resuming the results file name if it is not "", and prints their summary.
func classifyShard(ctx context.Context, cfg Config, hdr header, name string, showProgress bool, stdout, stderr io.Writer) error {
	var t tally
	var file *shardFile
	if name != "" {
		var err error
		if file, err = openShardFile(name, hdr, cfg.Deals, t.add); err != nil {
			return err
		}
		if file.have > 0 || file.cut {
			fmt.Fprintf(stderr, "canfield-stats: resuming %s: %d of its %d deals are in", name, file.have, hdr.Shard.Deals)
			if file.cut {
				fmt.Fprint(stderr, " (a torn last line was cut off)")
			}
			fmt.Fprintln(stderr)
		}
		cfg.Deals = cfg.Deals.Slice(file.have, cfg.Deals.Len())
	}
	var progress *bar
	if showProgress {
		progress = newBar(stderr, hdr.Shard.Deals, t.deals())
	}
	err := Run(ctx, cfg, func(rec Record) error {
		if file != nil {
			if err := file.write(rec); err != nil {
				return err
			}
		}
		t.add(rec)
		if testHookRecordWritten != nil {
			testHookRecordWritten(t.deals())
		}
		if progress != nil {
			progress.update(&t)
		}
		return nil
	})
	if progress != nil {
		fmt.Fprintln(stderr)
	}
	if file != nil {
		if cerr := file.close(); err == nil {
			err = cerr
		}
	}
	if errors.Is(err, context.Canceled) {
		err = fmt.Errorf("stopped after %d of the %s", t.deals(), plural(hdr.Shard.Deals, "deal"))
		if file != nil {
			err = fmt.Errorf("%v, which are in %s: the same command resumes it", err, file.name)
		}
	}
	if t.deals() > 0 {
		fmt.Fprint(stdout, t.summary())
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		jobs := "one deal at a time"
		if cfg.Jobs > 1 {
			jobs = fmt.Sprintf("%d deals at a time", cfg.Jobs)
		}
		fmt.Fprintf(stdout, "process: %s of memory obtained from the system, %s\n", mib(int64(ms.Sys)), jobs)
	}
	return err
}

// testHookRecordWritten, if not nil, is called after each record a run
// writes with the number of its shard's records so far: a test stops a
// shard there, at a known record, to kill it.
var testHookRecordWritten func(records int)

// exit prints err, if not nil, and returns the exit status it calls for.
func exit(stderr io.Writer, err error) int {
	if err == nil {
		return 0
	}
	fmt.Fprintln(stderr, "canfield-stats:", err)
	if errors.As(err, new(usageError)) {
		return 2
	}
	return 1
}

// shardOf returns the shard that -shard and -shards name, of a run of
// total deals.
func shardOf(text string, shards int, set map[string]bool, total int64) (Shard, error) {
	if set["shards"] && text != "auto" {
		return Shard{}, usagef("-shards goes with -shard auto; -shard K/N names its own N")
	}
	var s Shard
	var err error
	switch {
	case !set["shard"]:
		return Shard{}, nil
	case text == "auto":
		if set["shards"] && shards < 1 {
			return Shard{}, usagef("-shards %d: want the number of shards, at least 1", shards)
		}
		s, err = ShardFromEnv(os.Getenv, shards)
	default:
		s, err = ParseShard(text)
	}
	if err != nil {
		return Shard{}, usageError{err}
	}
	if int64(s.N) > total {
		return Shard{}, usagef("-shard %s: %d deals do not split into %d shards", s, total, s.N)
	}
	return s, nil
}

// expandGlobs replaces each name that is no file but a pattern, such as
// /data/d3-*.jsonl, with the files it matches, in order: a container without
// a shell, or a Windows prompt, has no one else to expand it.
func expandGlobs(names []string) ([]string, error) {
	var files []string
	for _, name := range names {
		if _, err := os.Lstat(name); err == nil || !strings.ContainsAny(name, "*?[") {
			files = append(files, name)
			continue
		}
		matches, err := filepath.Glob(name)
		if err != nil {
			return nil, usagef("%s: %v", name, err)
		}
		if len(matches) == 0 {
			return nil, usagef("no file matches %s", name)
		}
		files = append(files, matches...)
	}
	return files, nil
}

// runMerge merges the files names and prints what it found; the merged
// records go to the file outName if it is not "", written whole or not at
// all, and only if no deal is missing.
func runMerge(names []string, outName string, stdout io.Writer) error {
	if len(names) == 0 {
		return usagef("-merge needs result files")
	}
	names, err := expandGlobs(names)
	if err != nil {
		return err
	}
	var tmp *os.File
	if outName != "" {
		if strings.Contains(outName, "{shard}") {
			return usagef("-o %s: {shard} has no meaning with -merge", outName)
		}
		if _, err := os.Lstat(outName); err == nil {
			return usagef("-o %s: the file exists; remove it or name another", outName)
		}
		tmp, err = os.CreateTemp(filepath.Dir(outName), "."+filepath.Base(outName)+".*")
		if err != nil {
			return err
		}
		defer os.Remove(tmp.Name()) // fails harmlessly once renamed
		defer tmp.Close()
	}
	var w io.Writer
	var bw *bufio.Writer
	if tmp != nil {
		bw = bufio.NewWriter(tmp)
		w = bw
	}
	m, err := mergeFiles(names, w)
	if err != nil {
		return err
	}
	writeGaps(stdout, m.gaps)
	for i, s := range m.summaries {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		fmt.Fprint(stdout, s)
	}
	if len(m.gaps) > 0 {
		err := gapsError(m.gaps)
		if tmp != nil {
			err = fmt.Errorf("%v; %s is not written", err, outName)
		}
		return err
	}
	if tmp == nil {
		return nil
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), outName)
}

// parseFrom reads the first deal: seven letters as in a code, a whole code,
// or a deal number.
func parseFrom(s string) (uint64, error) {
	if n, err := strconv.ParseUint(s, 10, 64); err == nil {
		if n >= canfield.NumDeals {
			return 0, fmt.Errorf("deal number %d is out of range: want 0 to %d", n, canfield.NumDeals-1)
		}
		return n, nil
	}
	if !strings.Contains(s, "-") {
		// Seven letters are the code's deal number; its error is worded
		// for what was typed, not for a code the user never wrote.
		n, _, err := canfield.ParseCode("CF1-D3-" + s)
		if err != nil {
			return 0, fmt.Errorf("bad first deal %q: want seven letters A to Z, a game code or a deal number", s)
		}
		return n, nil
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
	total int64
	had   int // deals done before the bar started
	start time.Time
	last  time.Time
}

func newBar(w io.Writer, total int64, had int) *bar {
	return &bar{w: w, total: total, had: had, start: time.Now()}
}

func (b *bar) update(t *tally) {
	now := time.Now()
	done := int64(t.deals())
	if done < b.total && now.Sub(b.last) < 100*time.Millisecond {
		return
	}
	b.last = now
	const width = 30
	filled := int(width * done / max(b.total, 1))
	left := "?"
	if ran := done - int64(b.had); ran > 0 {
		per := now.Sub(b.start) / time.Duration(ran)
		left = (per * time.Duration(b.total-done)).Round(time.Second).String()
	}
	fmt.Fprintf(b.w, "\r%6d/%d [%s%s] won %d lost %d unknown %d, %s left ",
		done, b.total, strings.Repeat("#", filled), strings.Repeat(".", width-filled), t.won, t.lost, t.unknown, left)
}

// drawFlag is -draw as the text given, read once the other flags are, so
// that its error is worded as the library words it; it shows its default
// as the number of cards, 3, where a string flag would show "3".
type drawFlag struct{ text *string }

func (f drawFlag) String() string {
	if f.text == nil {
		return "" // the flag package's zero value
	}
	return *f.text
}

func (f drawFlag) Set(s string) error {
	*f.text = s
	return nil
}
