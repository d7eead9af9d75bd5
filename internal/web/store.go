package web

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/atomicfile"
)

// A store keeps each player's game as a record in its own file,
// <id>.txt, in one directory: the record is the whole game, so a
// restarted server replays it to the very position, undo history included.
//
// A save is in the file before the action is answered, so a killed server
// loses nothing. A move or a tap appends its one action line to the file
// (a write to a file already there costs microseconds); every other change,
// an undo, a new game, a load, is written whole to a temporary file renamed
// over the old one (a new file and a rename cost the disk's journal a
// millisecond or more). The saves reach the disk itself in one batch every
// Options.SyncEvery (sync), so a crash of the machine loses at most the
// actions of that last moment; a line it tore costs that line alone, as
// load resumes the good part of a damaged save.
type store struct {
	dir        string
	durability atomicfile.Durability

	mu    sync.Mutex
	dirty map[string]bool      // saved since the last sync, in the cache alone
	files map[string]fileState // what each file this store wrote holds, by path
}

// fileState is what a save file holds: the game of one epoch, its number of
// actions and the revision the API served after the last of them.
type fileState struct {
	saved
	actions int
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
// (State.Epoch), the game's revision, and the revision the game began at,
// dealt or loaded, by which the statistics tell a game played from one
// left as it came. Each appended action line ends in a comment with the
// revision after it (actionLine), which then stands.
const (
	savedLine  = "; epoch %d revision %d start %d\n"
	actionLine = "%d. %s ; revision %d\n"
)

// saved is what a save holds besides the record.
type saved struct {
	epoch, revision, start uint64
}

// readSaved reads what the API served from a save's comments: the first
// line, then the revision of the last action line that names one.
func readSaved(text string) saved {
	var sv saved
	fmt.Sscanf(text, savedLine, &sv.epoch, &sv.revision, &sv.start) // what a save lacks of the line is zero
	if i := strings.LastIndex(text, "; revision "); i > 0 {
		fmt.Sscanf(text[i:], "; revision %d", &sv.revision)
	}
	return sv
}

// load reads the game saved for id, replaying and checking every action,
// and what the API served. A save that cannot be read whole is moved aside
// to <id>.txt.bad (.bad.2, … for the next ones), never overwritten, and
// load returns a *damagedError that says how many actions were lost, with
// the game of its good part if its deal can be read, else no game.
func (s *store) load(id string) (*canfield.Game, saved, error) {
	path := s.path(id)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, saved{}, errNoSave
	}
	if err != nil {
		return nil, saved{}, err
	}
	text := string(data)
	sv := readSaved(text)
	var g canfield.Game
	err = g.UnmarshalText(data)
	if err == nil {
		return &g, sv, nil
	}
	rec, good, lost, _ := canfield.RecoverRecord(text)
	bad, moveErr := atomicfile.MoveAside(path, ".bad")
	if moveErr != nil {
		return nil, sv, fmt.Errorf("%w (and it could not be moved aside: %v)", err, moveErr)
	}
	s.forget(path)
	return good, sv, &damagedError{err: err, keptAs: bad, lost: lost, mode: rec.Mode}
}

// damagedError reports a saved game that could not be read.
type damagedError struct {
	err    error
	keptAs string
	lost   int               // the action lines that could not be used
	mode   canfield.DrawMode // the game's, as far as its tags tell
}

func (e *damagedError) Error() string {
	return fmt.Sprintf("the saved game could not be read (kept as %s): %v", e.keptAs, e.err)
}

func (e *damagedError) Unwrap() error { return e.err }

// save writes g's record for id, with what the API served: one action line
// appended when g is the game the file holds with one more action, the
// whole record otherwise.
func (s *store) save(id string, sv saved, g *canfield.Game) error {
	path := s.path(id)
	actions := g.Record().Moves
	s.mu.Lock()
	f, known := s.files[path]
	s.mu.Unlock()
	if known && f.epoch == sv.epoch && f.start == sv.start && f.revision+1 == sv.revision && f.actions+1 == len(actions) {
		line := fmt.Appendf(nil, actionLine, len(actions), actions[len(actions)-1], sv.revision)
		if err := appendTo(path, line, s.durability == atomicfile.Synced); err == nil {
			s.wrote(path, fileState{sv, len(actions)})
			return nil
		}
		// The file went, or will not take the line: write it whole.
	}
	text, err := g.MarshalText()
	if err != nil {
		return err
	}
	// The Score tag would not follow the lines appended after it; the
	// replay gives the score. The blank line ends the tags, for a game of
	// no actions too.
	text = scoreTag.ReplaceAll(text, nil)
	if len(actions) == 0 {
		text = append(text, '\n')
	}
	data := append(fmt.Appendf(nil, savedLine, sv.epoch, sv.revision, sv.start), text...)
	s.forget(path)
	if err := atomicfile.Write(path, data, 0o600, s.durability); err != nil {
		return err
	}
	s.wrote(path, fileState{sv, len(actions)})
	return nil
}

// scoreTag matches a record's Score tag line.
var scoreTag = regexp.MustCompile(`(?m)^\[Score "[0-9]+"\]\n`)

// appendTo appends line to the file at path, which must exist, and with
// sync flushes it to the disk before it returns.
func appendTo(path string, line []byte, sync bool) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return err
	}
	_, err = f.Write(line)
	if err == nil && sync {
		err = f.Sync()
	}
	if closeErr := f.Close(); err == nil {
		err = closeErr
	}
	return err
}

// wrote notes what the file at path now holds, and that it waits for sync.
func (s *store) wrote(path string, f fileState) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.init()
	s.files[path] = f
	if s.durability == atomicfile.Cached {
		s.dirty[path] = true
	}
}

// writeFile writes a player's file other than the save whole, as a save is
// written whole, and flushed to the disk with the saves.
func (s *store) writeFile(path string, data []byte) error {
	if err := atomicfile.Write(path, data, 0o600, s.durability); err != nil {
		return err
	}
	if s.durability == atomicfile.Cached {
		s.mu.Lock()
		s.init()
		s.dirty[path] = true
		s.mu.Unlock()
	}
	return nil
}

// init makes the store's maps. s.mu is held.
func (s *store) init() {
	if s.files == nil {
		s.files, s.dirty = map[string]fileState{}, map[string]bool{}
	}
}

// forget drops what the store knew of the file at path, so that the next
// save writes it whole.
func (s *store) forget(path string) {
	s.mu.Lock()
	delete(s.files, path)
	s.mu.Unlock()
}

// sync flushes to the disk every save still in the cache alone.
func (s *store) sync() error {
	s.mu.Lock()
	paths := make([]string, 0, len(s.dirty))
	for path := range s.dirty {
		paths = append(paths, path)
	}
	clear(s.dirty)
	s.mu.Unlock()
	return atomicfile.Sync(paths...)
}
