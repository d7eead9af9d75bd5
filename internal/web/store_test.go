package web

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/atomicfile"
)

// TestStoreSync: a save in the cache alone waits for sync, which takes it
// to the disk once; a synced store has nothing waiting.
func TestStoreSync(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []atomicfile.Durability{atomicfile.Cached, atomicfile.Synced} {
		s := &store{dir: t.TempDir(), durability: d}
		id := newID()
		if err := s.save(id, saved{}, g); err != nil {
			t.Fatal(err)
		}
		if want := d == atomicfile.Cached; s.dirty[s.path(id)] != want {
			t.Errorf("durability %d: waiting for sync %v, want %v", d, s.dirty[s.path(id)], want)
		}
		if err := s.sync(); err != nil || len(s.dirty) != 0 {
			t.Errorf("durability %d: sync: %v, %d saves still waiting", d, err, len(s.dirty))
		}
		loaded, _, err := s.load(id)
		if err != nil || loaded.Code() != g.Code() {
			t.Errorf("durability %d: load: %v", d, err)
		}
		if entries, _ := os.ReadDir(s.dir); len(entries) != 1 || entries[0].Name() != filepath.Base(s.path(id)) {
			t.Errorf("durability %d: the directory holds %v, want the save alone", d, entries)
		}
	}
}

// TestSyncEveryNegativeSyncsEachSave: SyncEvery < 0 takes every save to
// the disk before the answer.
func TestSyncEveryNegativeSyncsEachSave(t *testing.T) {
	srv, err := New(Options{Dir: t.TempDir(), SyncEvery: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	if srv.store.durability != atomicfile.Synced {
		t.Errorf("SyncEvery -1 leaves saves in the cache")
	}
}

// TestStoreAppendsMoves: a move appends its line, an undo writes the
// record whole, and load reads back the game and what was served.
func TestStoreAppendsMoves(t *testing.T) {
	s := &store{dir: t.TempDir(), durability: atomicfile.Cached}
	id := newID()
	g, err := canfield.Deal("CF1-D1-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	sv := saved{epoch: 2, revision: 7}
	step := func(what string, change func() error, wantTail string) {
		t.Helper()
		if change != nil {
			if err := change(); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			sv.revision++
		}
		if err := s.save(id, sv, g); err != nil {
			t.Fatalf("%s: save: %v", what, err)
		}
		text, _ := os.ReadFile(s.path(id))
		if !strings.HasSuffix(string(text), wantTail) {
			t.Errorf("%s: the save ends %q, want %q", what, text, wantTail)
		}
		loaded, got, err := s.load(id)
		if err != nil {
			t.Fatalf("%s: load: %v", what, err)
		}
		if got != sv || loaded.Position() != g.Position() || loaded.UndosLeft() != g.UndosLeft() {
			t.Errorf("%s: loaded %+v at another position, want %+v", what, got, sv)
		}
	}
	step("deal", nil, "[Draw \"1\"]\n\n")
	step("draw", func() error { return g.Play(canfield.StockTap()) }, "\n1. s ; revision 8\n")
	step("second draw", func() error { return g.Play(canfield.StockTap()) }, "\n1. s ; revision 8\n2. s ; revision 9\n")
	step("undo", g.Undo, "\n\n1. s\n")
	step("draw after undo", func() error { return g.Play(canfield.StockTap()) }, "\n1. s\n2. s ; revision 11\n")
}
