package repl

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// maxRecordSize bounds what load, -resume, the list of games and the
// settings read of a file: 4 MiB, four times a record of 100,000 actions (about 1 MB), which
// no game reaches, as a game is won in a few hundred. A file beyond it is
// refused before it is read, so that memory stays within tens of MiB
// whatever file is named, /dev/zero or a 2 GiB sparse file included.
const maxRecordSize = 4 << 20

// errTooBig is a file larger than maxRecordSize.
var errTooBig = errors.New("larger than a game's record can be")

// errNotRegular is a file that is no regular file: a directory, a device,
// a named pipe, a socket. Reading one could block or never end.
type errNotRegular struct{ mode fs.FileMode }

func (e errNotRegular) Error() string { return "not a regular file: " + e.mode.Type().String() }

// readBoundedFile reads a file that the session reads whole, a game's
// record or the settings: a regular file of at most maxRecordSize bytes. It opens without blocking, so that
// a named pipe with no writer is refused at once rather than waited on,
// and it checks the file it opened, not the name, so that the file cannot
// be swapped between the check and the read.
func readBoundedFile(path string) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "read", Path: path, Err: errNotRegular{info.Mode()}}
	}
	if info.Size() > maxRecordSize {
		return nil, &fs.PathError{Op: "read", Path: path, Err: errTooBig}
	}
	// The file may grow while it is read: read one byte beyond the bound
	// to see it.
	data, err := io.ReadAll(io.LimitReader(f, maxRecordSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxRecordSize {
		return nil, &fs.PathError{Op: "read", Path: path, Err: errTooBig}
	}
	return data, nil
}
