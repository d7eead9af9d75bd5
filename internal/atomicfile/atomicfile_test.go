package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteReplacesWhole(t *testing.T) {
	for _, d := range []Durability{Synced, Cached} {
		path := filepath.Join(t.TempDir(), "game.txt")
		for _, text := range []string{"first", "second, longer"} {
			if err := Write(path, []byte(text), 0o600, d); err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(path)
			if err != nil || string(got) != text {
				t.Errorf("durability %d: read %q, %v; want %q", d, got, err, text)
			}
		}
		fi, err := os.Stat(path)
		if err != nil || fi.Mode().Perm() != 0o600 {
			t.Errorf("durability %d: mode %v, %v", d, fi.Mode(), err)
		}
		if entries, _ := os.ReadDir(filepath.Dir(path)); len(entries) != 1 {
			t.Errorf("durability %d: %d files left beside the save, want none", d, len(entries)-1)
		}
		if err := Sync(path, path+".gone"); err != nil {
			t.Errorf("Sync: %v", err)
		}
	}
}

func TestWriteIntoMissingDirectory(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing", "game.txt")
	err := Write(path, []byte("x"), 0o600, Synced)
	if pe, ok := err.(*os.PathError); !ok || pe.Path != path {
		t.Errorf("Write into a missing directory: %v, want a *PathError naming %s", err, path)
	}
}

func TestMoveAsideNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.txt")
	for i, want := range []string{path + ".bad", path + ".bad.2", path + ".bad.3"} {
		text := []byte{byte('a' + i)}
		if err := os.WriteFile(path, text, 0o600); err != nil {
			t.Fatal(err)
		}
		got, err := MoveAside(path, ".bad")
		if err != nil || got != want {
			t.Fatalf("MoveAside = %q, %v; want %q", got, err, want)
		}
		if kept, err := os.ReadFile(got); err != nil || string(kept) != string(text) {
			t.Errorf("%s holds %q, %v; want %q", got, kept, err, text)
		}
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Errorf("%s still there after MoveAside: %v", path, err)
		}
	}
}
