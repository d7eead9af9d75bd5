package web

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/canfield-go/canfield"
)

// A store keeps each player's game as a record in its own file,
// <id>.txt, in one directory: the record is the whole game, so a
// restarted server replays it to the very position, undo history included.
type store struct {
	dir string
}

// idBytes is the length of a player's id before it is written in hex:
// 128 bits from crypto/rand, which nobody guesses.
const idBytes = 16

// newID returns a fresh, unguessable player id.
func newID() string {
	b := make([]byte, idBytes)
	rand.Read(b) // never fails (crypto/rand)
	return hex.EncodeToString(b)
}

// validID reports whether s has the form newID gives, so that it can name a
// file: 32 lower-case hex digits, nothing that could climb out of the
// directory.
func validID(s string) bool {
	if len(s) != 2*idBytes {
		return false
	}
	for _, c := range []byte(s) {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

func (s *store) path(id string) string { return filepath.Join(s.dir, id+".txt") }

// errNoSave is returned by load for an id with no saved game.
var errNoSave = errors.New("no saved game")

// savedLine is the save's first line, a comment of the record's syntax
// that keeps what the API served across restarts: the entry's epoch
// (State.Epoch) and the game's revision.
const savedLine = "; epoch %d revision %d\n"

// saved is what a save holds besides the record.
type saved struct {
	epoch, revision uint64
}

// load reads the game saved for id, replaying and checking every action,
// and its epoch.
// A save that cannot be read is moved aside to <id>.txt.bad, never
// overwritten, and the error says where it went.
func (s *store) load(id string) (*canfield.Game, saved, error) {
	var sv saved
	text, err := os.ReadFile(s.path(id))
	if errors.Is(err, os.ErrNotExist) {
		return nil, sv, errNoSave
	}
	if err != nil {
		return nil, sv, err
	}
	fmt.Sscanf(string(text), savedLine, &sv.epoch, &sv.revision) // a save without the line has zeros
	var g canfield.Game
	if err := g.UnmarshalText(text); err != nil {
		bad := s.path(id) + ".bad"
		if _, statErr := os.Stat(bad); statErr == nil {
			bad = fmt.Sprintf("%s.%d.bad", s.path(id), time.Now().UnixNano())
		}
		if renameErr := os.Rename(s.path(id), bad); renameErr != nil {
			return nil, sv, fmt.Errorf("%w (and it could not be moved aside: %v)", err, renameErr)
		}
		return nil, sv, &damagedError{err: err, keptAs: bad}
	}
	return &g, sv, nil
}

// damagedError reports a saved game that could not be read.
type damagedError struct {
	err    error
	keptAs string
}

func (e *damagedError) Error() string {
	return fmt.Sprintf("the saved game could not be read (kept as %s): %v", e.keptAs, e.err)
}

func (e *damagedError) Unwrap() error { return e.err }

// save writes g's record for id, with what the API served.
func (s *store) save(id string, sv saved, g *canfield.Game) error {
	text, err := g.MarshalText()
	if err != nil {
		return err
	}
	data := fmt.Appendf(nil, savedLine, sv.epoch, sv.revision)
	return writeFileAtomic(s.path(id), append(data, text...))
}

// writeFileAtomic writes data to a temporary file beside path, flushes it
// to the disk and renames it over path, so that a crash of the server or
// of the machine leaves either the old file or the new one, never half of
// one. The directory is not flushed: that would only make sure that a
// machine's crash right after a save keeps the new file rather than the
// old, and cost a second flush an action.
func writeFileAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
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
	}
	return err
}
