//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package stats

import (
	"errors"
	"os"
	"syscall"
)

// lockFile takes an advisory lock on f, exclusive for a writer or shared
// for a reader, without waiting: it reports busy if another process holds a
// lock that conflicts. The lock ends with the process, however it ends, so
// a killed shard leaves none behind.
// A filesystem that keeps no locks gives none and reports no error.
func lockFile(f *os.File, exclusive bool) (busy bool, err error) {
	how := syscall.LOCK_SH
	if exclusive {
		how = syscall.LOCK_EX
	}
	err = syscall.Flock(int(f.Fd()), how|syscall.LOCK_NB)
	switch {
	case errors.Is(err, syscall.EWOULDBLOCK):
		return true, nil
	case errors.Is(err, syscall.ENOLCK), errors.Is(err, syscall.ENOTSUP), errors.Is(err, syscall.EOPNOTSUPP), errors.Is(err, syscall.EINVAL):
		// Some network filesystems keep no locks: going on unchecked
		// beats refusing to run on them.
		return false, nil
	}
	return false, err
}
