// Package atomicfile writes the files that keep a player's game so that no
// crash leaves half of one, and moves a damaged file aside without ever
// replacing another.
package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
)

// Durability says how far Write goes before it returns.
type Durability uint8

const (
	// Synced flushes the data to the disk before the rename and the
	// directory after it: a crash of the machine right after Write keeps
	// the new file.
	Synced Durability = iota
	// Cached leaves the data in the operating system's cache: a crash of
	// the program keeps the new file whole, a crash of the machine may
	// bring back the old one (never a torn one, on file systems that
	// order a rename after the data it replaces, as ext4 does) until Sync
	// has flushed it.
	Cached
)

// Write writes data to a temporary file beside path and renames it over
// path, so that a crash leaves either the old file or the new one, never
// half of one. The new file has permissions perm.
func Write(path string, data []byte, perm os.FileMode, d Durability) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err // the temporary name would only confuse
		}
		return &os.PathError{Op: "write", Path: path, Err: err}
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(perm)
	}
	if err == nil && d == Synced {
		err = f.Sync()
	}
	if closeErr := f.Close(); err == nil {
		err = closeErr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	if d == Synced {
		SyncDir(filepath.Dir(path))
	}
	return nil
}

// Sync flushes the files at paths, as they are now, to the disk, and then
// their directories, so that what Cached writes left in the cache survives
// a crash of the machine. A path that no longer exists is skipped; Sync
// returns the first other error.
func Sync(paths ...string) error {
	var first error
	dirs := map[string]bool{}
	for _, path := range paths {
		f, err := os.Open(path)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err == nil {
			err = f.Sync()
			f.Close()
		}
		if err != nil && first == nil {
			first = err
		}
		dirs[filepath.Dir(path)] = true
	}
	for dir := range dirs {
		SyncDir(dir)
	}
	return first
}

// SyncDir makes the renames in dir durable where the system allows it.
func SyncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync() // not every system can sync a directory; the rename stands anyway
		d.Close()
	}
}

// MoveAside renames path to the first free name of path+suffix,
// path+suffix+".2", … and returns it. It never replaces a file: the new
// name is taken with a hard link where the system has them.
func MoveAside(path, suffix string) (string, error) {
	for i := 1; ; i++ {
		to := path + suffix
		if i > 1 {
			to += "." + strconv.Itoa(i)
		}
		if _, err := os.Lstat(to); err == nil {
			continue
		}
		if err := os.Link(path, to); err == nil {
			SyncDir(filepath.Dir(path))
			return to, os.Remove(path)
		} else if errors.Is(err, os.ErrExist) {
			continue
		}
		// No hard links here: rename, having just seen the name free.
		if err := os.Rename(path, to); err != nil {
			return "", err
		}
		SyncDir(filepath.Dir(path))
		return to, nil
	}
}
