package stats

import (
	"cmp"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// mergeFile is one file given to -merge, as its first line describes it.
type mergeFile struct {
	name    string
	hdr     *header // nil for a file without a header
	writing bool    // a shard holds it open to write
}

// runFiles is the files of one run, by shard.
type runFiles struct {
	hdr    header // the first file's header
	first  string // the first file's name
	shards map[int]*mergeFile
}

// A gap is a shard of a run that the merge lacks, in whole or in part.
type gap struct {
	hdr     header // the shard's header
	file    string // "" if no file holds the shard
	have    int64  // records the file holds
	writing bool   // the file is still being written
	next    string // the code of the first deal missing
}

// merged is what a merge found: the summary of every deal it holds, and
// the gaps of the runs whose files it read.
type merged struct {
	summaries []Summary // one a draw mode, draw 3 first: a win rate is of one mode's deals
	gaps      []gap
}

// mergeFiles merges the results files named by names, writing the merged
// records to out if it is not nil.
//
// Files with a header are grouped by run. A run's shards must all be of
// one split (the same N), each in one file at most, and each file's records
// must follow its shard's deals in order: then no deal of a run can be
// there twice, and every deal a file lacks is a gap. When all the files
// are of one run, the merge streams them shard after shard, in memory that
// does not grow with the run, and writes the file that the run unsharded
// writes: its header as shard 1/1, then its records in order.
//
// Otherwise (several runs, or files without a header, such as a merge's
// own output of several runs) the merge holds every record by deal, writes
// them without a header in the order of draw mode and deal number, and
// refuses a deal that two files both decide: as an overlap if they agree,
// as a conflict if not. A deal left unknown may be in several files, and
// a decided record replaces it, so that a rerun of a run's unknown deals
// with other limits merges into it.
func mergeFiles(names []string, out io.Writer) (merged, error) {
	var runs []*runFiles
	byKey := map[string]*runFiles{}
	var loose []*mergeFile
	for _, name := range names {
		mf, err := peekMergeFile(name)
		if err != nil {
			return merged{}, err
		}
		if mf.hdr == nil {
			loose = append(loose, mf)
			continue
		}
		key := mf.hdr.runKey()
		run := byKey[key]
		if run == nil {
			run = &runFiles{hdr: *mf.hdr, first: name, shards: map[int]*mergeFile{}}
			byKey[key] = run
			runs = append(runs, run)
		}
		s := mf.hdr.Shard
		if s.N != run.hdr.Shard.N {
			return merged{}, fmt.Errorf("%s is shard %d/%d and %s shard %d/%d of the run %s: shards of two splits of a run overlap", run.first, run.hdr.Shard.K, run.hdr.Shard.N, name, s.K, s.N, mf.hdr.describeRun())
		}
		if other := run.shards[s.K]; other != nil {
			return merged{}, fmt.Errorf("%s and %s are both %s: they overlap", other.name, name, mf.hdr.describe())
		}
		run.shards[s.K] = mf
	}

	var m merged
	var t byMode
	var held map[string]heldRecord
	single := len(runs) == 1 && len(loose) == 0
	if single && out != nil {
		h := runs[0].hdr.withShard(Shard{}, runs[0].hdr.total())
		if _, err := out.Write(h.line()); err != nil {
			return merged{}, err
		}
	}
	keep := func(name string) func(Record) error {
		if single {
			return func(rec Record) error {
				t.add(rec)
				if out != nil {
					return writeRecord(out, rec)
				}
				return nil
			}
		}
		if held == nil {
			held = map[string]heldRecord{}
		}
		return func(rec Record) error { return hold(held, rec, name) }
	}
	for _, run := range runs {
		gaps, err := run.read(keep)
		if err != nil {
			return merged{}, err
		}
		m.gaps = append(m.gaps, gaps...)
	}
	for _, mf := range loose {
		if err := readLoose(mf.name, keep(mf.name)); err != nil {
			return merged{}, err
		}
	}
	if !single {
		recs := make([]Record, 0, len(held))
		for _, h := range held {
			recs = append(recs, h.rec)
		}
		slices.SortFunc(recs, func(a, b Record) int {
			na, ma, _ := canfield.ParseCode(a.Code)
			nb, mb, _ := canfield.ParseCode(b.Code)
			return cmp.Or(cmp.Compare(ma, mb), cmp.Compare(na, nb))
		})
		for _, rec := range recs {
			t.add(rec)
			if out != nil {
				if err := writeRecord(out, rec); err != nil {
					return merged{}, err
				}
			}
		}
	}
	m.summaries = t.summaries()
	return m, nil
}

// peekMergeFile reads the header of a file to merge, if it has one, and
// whether a shard is still writing it.
func peekMergeFile(name string) (*mergeFile, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	busy, err := lockFile(f, false)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	rr, err := newResultsReader(name, f)
	if err != nil {
		return nil, err
	}
	return &mergeFile{name: name, hdr: rr.hdr, writing: busy}, nil
}

// read reads the run's shards in order, passing each record to the
// function that keep returns for its file, and returns the run's gaps.
func (run *runFiles) read(keep func(name string) func(Record) error) ([]gap, error) {
	deals, err := run.hdr.deals()
	if err != nil {
		return nil, err
	}
	var gaps []gap
	for k := 1; k <= run.hdr.Shard.N; k++ {
		h := run.hdr.withShard(Shard{k, run.hdr.Shard.N}, deals.Len())
		shardDeals := deals.Slice(h.Shard.Offset, h.Shard.Offset+h.Shard.Deals)
		mf := run.shards[k]
		if mf == nil {
			gaps = append(gaps, gap{hdr: h, next: canfield.FormatCode(shardDeals.At(0), h.mode())})
			continue
		}
		have, err := readShardFile(mf.name, shardDeals, keep(mf.name))
		if err != nil {
			return nil, err
		}
		if have < h.Shard.Deals {
			gaps = append(gaps, gap{hdr: h, file: mf.name, have: have, writing: mf.writing, next: canfield.FormatCode(shardDeals.At(have), h.mode())})
		}
	}
	return gaps, nil
}

func readShardFile(name string, deals Deals, each func(Record) error) (int64, error) {
	f, err := os.Open(name)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	rr, err := newResultsReader(name, f)
	if err != nil {
		return 0, err
	}
	if rr.hdr == nil {
		return 0, fmt.Errorf("%s: its header is gone", name)
	}
	return readShard(rr, deals, each)
}

// readLoose reads a file without a header.
func readLoose(name string, each func(Record) error) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	rr, err := newResultsReader(name, f)
	if err != nil {
		return err
	}
	return rr.records(each)
}

// heldRecord is a record of a merge that holds them all, with its file.
type heldRecord struct {
	rec  Record
	file string
}

// hold adds rec, read from file, to held by the rules of mergeFiles.
func hold(held map[string]heldRecord, rec Record, file string) error {
	old, ok := held[rec.Code]
	switch {
	case !ok || old.rec.Verdict == solve.Unknown && rec.Verdict != solve.Unknown:
		held[rec.Code] = heldRecord{rec, file}
	case rec.Verdict == solve.Unknown:
	case rec.Verdict != old.rec.Verdict:
		return fmt.Errorf("%s is %v in %s but %v in %s: the results conflict", rec.Code, old.rec.Verdict, old.file, rec.Verdict, file)
	default:
		return fmt.Errorf("%s is %v in both %s and %s: the files overlap (a deal decided in one file may only be unknown in the others)", rec.Code, rec.Verdict, old.file, file)
	}
	return nil
}

// writeGaps describes the gaps, run by run.
func writeGaps(w io.Writer, gaps []gap) {
	for i := 0; i < len(gaps); {
		key := gaps[i].hdr.runKey()
		j := i
		var missing int64
		for ; j < len(gaps) && gaps[j].hdr.runKey() == key; j++ {
			missing += gaps[j].hdr.Shard.Deals - gaps[j].have
		}
		h := gaps[i].hdr
		fmt.Fprintf(w, "incomplete: %d of the %d shards of the run %s lack %d of its %s:\n", j-i, h.Shard.N, h.describeRun(), missing, plural(h.total(), "deal"))
		for _, g := range gaps[i:j] {
			s := g.hdr.Shard
			fmt.Fprintf(w, "  shard %d/%d, deals %d to %d: ", s.K, s.N, s.Offset+1, s.Offset+s.Deals)
			switch {
			case g.file == "":
				fmt.Fprintf(w, "no file\n")
			default:
				var still string
				if g.writing {
					still = ", still being written"
				}
				fmt.Fprintf(w, "%s has %d%s; missing from deal %d (%s) on\n", g.file, g.have, still, s.Offset+g.have+1, g.next)
			}
		}
		i = j
	}
}

// gapsError sums the gaps up in one line.
func gapsError(gaps []gap) error {
	var missing int64
	var names []string
	for _, g := range gaps {
		missing += g.hdr.Shard.Deals - g.have
		names = append(names, g.hdr.shard().String())
	}
	return fmt.Errorf("the merge lacks %s, of shards %s", plural(missing, "deal"), strings.Join(names, ", "))
}

// plural returns n and word, with an s unless n is 1.
func plural(n int64, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
