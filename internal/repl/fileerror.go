package repl

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
)

// errorClause words err as a clause in language l, for a message such as
// "Could not load %s: %s.": the library's errors as canfield.Explain words
// them, and the system's errors about files (no such file, a directory,
// no permission, a full disk, ...) in the session's words rather than the
// system's English. An error of the system that is not among them keeps
// the system's words.
func errorClause(l canfield.Language, err error) string {
	tr := func(english string) string { return translate(l, english) }
	var nr errNotRegular
	switch {
	case errors.Is(err, errTooBig):
		return fmt.Sprintf(translate(l, "it is larger than %d MiB, more than a game's record takes"), maxRecordSize>>20)
	case errors.As(err, &nr) && nr.mode.IsDir(), errors.Is(err, syscall.EISDIR):
		return tr("it is a directory, not a file")
	case errors.As(err, &nr):
		return tr("it is no regular file but a device, a pipe or a socket")
	case errors.Is(err, fs.ErrNotExist):
		return tr("there is no such file or directory")
	case errors.Is(err, fs.ErrPermission):
		return tr("permission denied")
	case errors.Is(err, syscall.ENOTDIR):
		return tr("a part of the path is not a directory")
	case errors.Is(err, syscall.ENOSPC):
		return tr("the disk is full")
	case errors.Is(err, syscall.EROFS):
		return tr("the file system is read-only")
	case errors.Is(err, syscall.ENAMETOOLONG):
		return tr("the name is too long")
	}
	return catalog.Clause(canfield.Explain(err, l))
}
