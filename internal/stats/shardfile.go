package stats

import (
	"bytes"
	"fmt"
	"os"

	"github.com/canfield-go/canfield"
)

// usageError is an error of the command line: the command exits with
// status 2, which a batch engine can be told not to retry.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// shardFile is a shard's results file, open to append records.
type shardFile struct {
	f    *os.File
	name string
	have int64 // records that were there when it was opened
	cut  bool  // a torn last line was cut off
}

// openShardFile opens the results file name for the shard that h names,
// whose deals are deals, creating it with h as its header if it does not
// exist or is empty. A file that already belongs to that shard is resumed:
// each record there is checked to be the shard's next deal and passed to
// seen, and a torn last line is cut off, so that the records appended after
// them complete the shard as if it had never stopped. A file of another run
// or shard, or not a results file, is refused and kept as it is.
func openShardFile(name string, h header, deals Deals, seen func(Record)) (*shardFile, error) {
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	sf, err := resumeShardFile(f, name, h, deals, seen)
	if err != nil {
		f.Close()
		return nil, err
	}
	return sf, nil
}

func resumeShardFile(f *os.File, name string, h header, deals Deals, seen func(Record)) (*shardFile, error) {
	busy, err := lockFile(f, true)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if busy {
		return nil, usagef("%s is being written by another process: two tasks of one shard must not run at once", name)
	}
	rr, err := newResultsReader(name, f)
	if err != nil {
		return nil, fmt.Errorf("%v; the file is kept as it is", err)
	}
	sf := &shardFile{f: f, name: name}
	switch {
	case rr.hdr == nil && rr.first != nil:
		return nil, usagef("%s holds results without a header (from an older canfield-stats, or a merge): it is no shard's file; it is kept as it is, so name another file", name)
	case rr.hdr == nil && rr.torn != nil && !bytes.HasPrefix(h.line(), rr.torn):
		return nil, usagef("%s is not a results file: it is kept as it is, so name another file", name)
	case rr.hdr == nil:
		// Empty, or only the start of this very header: begin afresh.
		if err := f.Truncate(0); err != nil {
			return nil, err
		}
		if _, err := f.Write(h.line()); err != nil {
			return nil, err
		}
		return sf, f.Sync()
	case rr.hdr.runKey() != h.runKey() || rr.hdr.Shard != h.Shard:
		return nil, usagef("%s belongs to another run or shard: it holds %s, and this is %s; it is kept as it is, so name another file (-o with {shard} names one a shard)", name, rr.hdr.describe(), h.describe())
	}
	have, err := readShard(rr, deals, func(rec Record) error { seen(rec); return nil })
	if err != nil {
		return nil, fmt.Errorf("%v; the file is kept as it is", err)
	}
	sf.have = have
	if rr.torn != nil {
		if err := f.Truncate(rr.end); err != nil {
			return nil, err
		}
		sf.cut = true
	}
	return sf, nil
}

// write appends rec in one write, so that a kill at any moment leaves the
// file with whole records and at most one torn line after them.
func (sf *shardFile) write(rec Record) error {
	return writeRecord(sf.f, rec)
}

// close syncs the file to its disk and closes it.
func (sf *shardFile) close() error {
	err := sf.f.Sync()
	if cerr := sf.f.Close(); err == nil {
		err = cerr
	}
	return err
}

// readShard reads the records of the shard that rr's header names, whose
// deals are deals, and passes each to each in order. Each record must be
// the shard's next deal. It returns the number of records.
func readShard(rr *resultsReader, deals Deals, each func(Record) error) (int64, error) {
	mode := rr.hdr.mode()
	var have int64
	err := rr.records(func(rec Record) error {
		if have >= deals.Len() {
			return rr.errorf("more records than the shard's %d deals", deals.Len())
		}
		if want := canfield.FormatCode(deals.At(have), mode); rec.Code != want {
			return rr.errorf("%s, but the shard's deal %d is %s: the records do not follow the header", rec.Code, have+1, want)
		}
		if err := each(rec); err != nil {
			return err
		}
		have++
		return nil
	})
	return have, err
}
