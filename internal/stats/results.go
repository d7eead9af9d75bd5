package stats

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/canfield-go/canfield"
)

// maxLine bounds a line of a results file; a record takes about 100 bytes.
const maxLine = 64 << 10

// resultsReader reads a results file: a header line (which files of older
// versions lack), then one Record a line. A last line without its newline
// is torn, a write cut off by a kill: it is no record, and end says where
// it starts, so that a shard resuming the file can cut it off.
type resultsReader struct {
	name  string
	br    *bufio.Reader
	line  int   // complete lines read
	end   int64 // bytes up to the end of the last complete line
	hdr   *header
	first []byte // the first record's line, read while looking for the header
	torn  []byte // the torn last line, once the reader reached it
}

func newResultsReader(name string, r io.Reader) (*resultsReader, error) {
	rr := &resultsReader{name: name, br: bufio.NewReaderSize(r, maxLine)}
	line, err := rr.readLine()
	if err == io.EOF {
		return rr, nil
	}
	if err != nil {
		return nil, err
	}
	var probe struct {
		Format *string `json:"format"`
	}
	if json.Unmarshal(line, &probe) != nil || probe.Format == nil {
		rr.first = line
		return rr, nil
	}
	var h header
	if err := json.Unmarshal(line, &h); err != nil {
		return nil, rr.errorf("header: %v", err)
	}
	if err := h.check(); err != nil {
		return nil, rr.errorf("header: %v", err)
	}
	rr.hdr = &h
	return rr, nil
}

// readLine returns the next line that is not blank, without its newline,
// or io.EOF at the end.
func (rr *resultsReader) readLine() ([]byte, error) {
	for {
		line, err := rr.br.ReadSlice('\n')
		switch {
		case err == bufio.ErrBufferFull:
			return nil, fmt.Errorf("%s: line %d is longer than %d KiB: not a results file", rr.name, rr.line+1, maxLine>>10)
		case err == io.EOF:
			if len(bytes.TrimSpace(line)) > 0 {
				rr.torn = bytes.Clone(line)
			}
			return nil, io.EOF
		case err != nil:
			return nil, fmt.Errorf("%s: %v", rr.name, err)
		}
		rr.line++
		rr.end += int64(len(line))
		if line = bytes.TrimSpace(line); len(line) > 0 {
			return bytes.Clone(line), nil
		}
	}
}

// next returns the next record, or io.EOF after the last.
func (rr *resultsReader) next() (Record, error) {
	line := rr.first
	rr.first = nil
	if line == nil {
		var err error
		if line, err = rr.readLine(); err != nil {
			return Record{}, err
		}
	}
	var rec Record
	if err := json.Unmarshal(line, &rec); err != nil {
		return Record{}, rr.errorf("%v", err)
	}
	if _, _, err := canfield.ParseCode(rec.Code); err != nil {
		return Record{}, rr.errorf("%v", err)
	}
	return rec, nil
}

func (rr *resultsReader) errorf(format string, args ...any) error {
	return fmt.Errorf("%s: line %d: %s", rr.name, rr.line, fmt.Sprintf(format, args...))
}

// records passes the records after the header to each, in order, and
// stops at the first error.
func (rr *resultsReader) records(each func(Record) error) error {
	for {
		rec, err := rr.next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if err := each(rec); err != nil {
			return err
		}
	}
}

// ReadRecords reads the records of a results file, skipping its header and
// blank lines and ignoring a torn last line.
func ReadRecords(r io.Reader) ([]Record, error) {
	rr, err := newResultsReader("results", r)
	if err != nil {
		return nil, err
	}
	var records []Record
	err = rr.records(func(rec Record) error {
		records = append(records, rec)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return records, nil
}
