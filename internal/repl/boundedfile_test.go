package repl

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"github.com/canfield-go/canfield"
)

// specialFiles returns files that are no game's record, by name: a
// directory, a device, a named pipe without a writer, a sparse file far
// beyond the bound, and one a byte beyond it.
func specialFiles(t *testing.T) map[string]string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{"directory": dir}
	if runtime.GOOS != "windows" {
		files["device"] = "/dev/zero"
		fifo := filepath.Join(dir, "fifo")
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Fatal(err)
		}
		files["pipe"] = fifo
	}
	for name, size := range map[string]int64{"sparse": 2 << 30, "over": maxRecordSize + 1} {
		path := filepath.Join(dir, name+".txt")
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := f.Truncate(size); err != nil {
			t.Skipf("no sparse file of %d bytes here: %v", size, err)
		}
		f.Close()
		files[name] = path
	}
	return files
}

// TestReadBoundedFile: only a regular file within the bound is read, and
// the others are refused at once, a named pipe without a writer included.
func TestReadBoundedFile(t *testing.T) {
	for kind, path := range specialFiles(t) {
		_, err := readBoundedFile(path)
		var nr errNotRegular
		switch kind {
		case "sparse", "over":
			if !errors.Is(err, errTooBig) {
				t.Errorf("%s: err = %v, want it too big", kind, err)
			}
		default:
			if !errors.As(err, &nr) || nr.mode.IsDir() != (kind == "directory") {
				t.Errorf("%s: err = %v, want no regular file", kind, err)
			}
		}
	}
	path := filepath.Join(t.TempDir(), "game.txt")
	text := playedRecord + strings.Repeat(";\n", (maxRecordSize-len(playedRecord))/2)
	write(t, path, text)
	if got, err := readBoundedFile(path); err != nil || string(got) != text {
		t.Errorf("a record of %d bytes: %d bytes, %v", len(text), len(got), err)
	}
	if _, err := readBoundedFile(filepath.Join(t.TempDir(), "none")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
}

// TestLoadRefusesNonRecords: load refuses what is no record, in the
// player's language, and the game goes on unchanged.
func TestLoadRefusesNonRecords(t *testing.T) {
	want := map[string][2]string{
		"directory": {"it is a directory, not a file.", "det er en mappe, ikke en fil."},
		"device":    {"it is no regular file but a device, a pipe or a socket.", "det er ikke en almindelig fil, men en enhed, et rør eller en sokkel."},
		"pipe":      {"it is no regular file but a device, a pipe or a socket.", "det er ikke en almindelig fil, men en enhed, et rør eller en sokkel."},
		"sparse":    {"it is larger than 4 MiB, more than a game's record takes.", "den er større end 4 MiB, mere end et spilforløb fylder."},
		"over":      {"it is larger than 4 MiB, more than a game's record takes.", "den er større end 4 MiB, mere end et spilforløb fylder."},
	}
	for kind, path := range specialFiles(t) {
		for i, lang := range []canfield.Language{canfield.English, canfield.Danish} {
			s := newSessionConfig(t, Config{Lang: lang}, "CF1-D3-AAAAAAQ", "42")
			res := s.Exec("load " + path)
			prefix := []string{"Could not load " + path + ": ", path + " kunne ikke hentes: "}[i]
			if !res.Failed || res.Output != prefix+want[kind][i]+"\n" || actions(s) != "c4:1 c2" {
				t.Errorf("%s in %v: %+v, actions %q", kind, lang, res, actions(s))
			}
		}
	}
	da := newSessionConfig(t, Config{Lang: canfield.Danish}, "CF1-D3-AAAAAAQ")
	missing := filepath.Join(t.TempDir(), "none.txt")
	if res := da.Exec("hent " + missing); res.Output != "Filen "+missing+" findes ikke.\n" {
		t.Errorf("hent of a missing file = %q", res.Output)
	}
}

// TestResumeRefusesNonRecord: a game.txt too big for a record is not read,
// a new game is dealt, and the file is left as it is: the new game is
// saved with the last games.
func TestResumeRefusesNonRecord(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, autosaveName)
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, maxRecordSize+1); err != nil {
		t.Skip(err)
	}
	s, intro := open(t, dir, true, Options{Resume: true, Config: Config{Lang: canfield.Danish}})
	if !strings.HasPrefix(intro, "Det gemte spil kunne ikke læses: den er større end 4 MiB, mere end et spilforløb fylder.\nEt nyt spil gives.\n") {
		t.Errorf("intro:\n%s", intro)
	}
	s.Exec("s")
	if info, err := os.Stat(path); err != nil || info.Size() != maxRecordSize+1 {
		t.Errorf("game.txt was changed: %v, %v", info, err)
	}
	if games := s.files.list(); len(games) != 1 || games[0].actions != 1 {
		t.Errorf("the new game is not with the last games: %+v", games)
	}
}

// TestErrorClause words the system's errors about files in both languages.
func TestErrorClause(t *testing.T) {
	pathErr := func(err error) error { return &fs.PathError{Op: "open", Path: "/x/y", Err: err} }
	tests := []struct {
		err    error
		en, da string
	}{
		{pathErr(syscall.ENOENT), "there is no such file or directory", "filen eller mappen findes ikke"},
		{pathErr(syscall.EACCES), "permission denied", "adgang nægtet"},
		{pathErr(syscall.EISDIR), "it is a directory, not a file", "det er en mappe, ikke en fil"},
		{pathErr(syscall.ENOTDIR), "a part of the path is not a directory", "en del af stien er ikke en mappe"},
		{pathErr(syscall.ENOSPC), "the disk is full", "disken er fuld"},
		{pathErr(syscall.EROFS), "the file system is read-only", "filsystemet er skrivebeskyttet"},
		{pathErr(errTooBig), "it is larger than 4 MiB, more than a game's record takes", "den er større end 4 MiB, mere end et spilforløb fylder"},
	}
	for _, tt := range tests {
		if got := errorClause(canfield.English, tt.err); got != tt.en {
			t.Errorf("%v in English = %q, want %q", tt.err, got, tt.en)
		}
		if got := errorClause(canfield.Danish, tt.err); got != tt.da {
			t.Errorf("%v in Danish = %q, want %q", tt.err, got, tt.da)
		}
	}
}
