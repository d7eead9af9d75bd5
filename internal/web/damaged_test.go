package web

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// damageSave drops the player's game from memory and writes text as its
// save, as a crash or a disk could leave it.
func damageSave(t *testing.T, srv *Server, id, text string) {
	t.Helper()
	srv.tab.mu.Lock()
	if e := srv.tab.m[id]; e != nil {
		srv.tryDrop(e)
	}
	srv.tab.mu.Unlock()
	if err := os.WriteFile(srv.store.path(id), []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestDamagedSave: a save that cannot be read whole is put aside, never
// overwritten; its good part goes on, and every State tells the player
// what was lost, across a restart too, until they dismiss it; the damaged
// text is there to download.
func TestDamagedSave(t *testing.T) {
	dir := t.TempDir()
	srv, ts := testServer(t, Options{Dir: dir})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAACL")
	id := p.id()
	path := srv.store.path(id)

	// Action 2 is torn, as a crash of the machine could leave it.
	const torn = "[Code \"CF1-D3-AAAAACL\"]\n\n1. s\n2. c2:"
	damageSave(t, srv, id, torn)
	st := p.state("GET", "/api/view", nil)
	want := &Damaged{Resumed: true, Kept: 1, Lost: 1, Reason: st.Damaged.Reason, Record: "/api/damaged",
		Message: "The saved game was damaged: it goes on from its last good action, and 1 later action was lost (" + whyOf(st.Damaged.Message) + "). The damaged record is kept as it was, to download."}
	if diff := cmp.Diff(want, st.Damaged); diff != "" || st.View.StockCount != 31 || st.Damaged.Reason == 0 {
		t.Errorf("the good part of a damaged save: stock %d, notice (-want +got):\n%s", st.View.StockCount, diff)
	}
	if kept, err := os.ReadFile(path + ".bad"); err != nil || string(kept) != torn {
		t.Fatalf("the damaged save is not kept as it was: %q, %v", kept, err)
	}
	if text, err := os.ReadFile(path); err != nil || !strings.Contains(string(text), "1. s") {
		t.Errorf("the good part is not saved again: %q, %v", text, err)
	}
	if again := p.state("POST", "/api/move", map[string]string{"move": "s"}); again.Damaged == nil {
		t.Errorf("the notice is gone before it is dismissed")
	}
	// In Danish, and on the event stream.
	s := p.stream(t, "?verdict=0&lang=da")
	if first, _ := s.next(); first.Damaged == nil || !strings.Contains(first.Damaged.Message, "1 senere handling gik tabt") {
		t.Errorf("the stream's notice: %+v", first.Damaged)
	}
	s.close()
	// Across a restart.
	ts.Close()
	srv.Close()
	srv, ts = testServer(t, Options{Dir: dir})
	p.base = ts.URL
	if st := p.state("GET", "/api/view", nil); st.Damaged == nil || st.View.StockCount != 28 {
		t.Errorf("after a restart: stock %d, notice %+v", st.View.StockCount, st.Damaged)
	}
	if status, text := p.request("GET", "/api/damaged", nil); status != http.StatusOK || string(text) != torn {
		t.Errorf("the download: %d %q, want the damaged save as it was", status, text)
	}

	// Dismissed, the notice goes; the damaged save stays, to download.
	if st := p.state("POST", "/api/damaged/dismiss", map[string]any{}); st.Damaged != nil {
		t.Errorf("the notice stays after it is dismissed: %+v", st.Damaged)
	}
	if st := p.state("GET", "/api/view", nil); st.Damaged != nil {
		t.Errorf("the notice comes back: %+v", st.Damaged)
	}
	if _, err := os.Stat(srv.store.noticePath(id)); !os.IsNotExist(err) {
		t.Errorf("the notice's file stays: %v", err)
	}
	if status, text := p.request("GET", "/api/damaged", nil); status != http.StatusOK || string(text) != torn {
		t.Errorf("the download after the notice: %d %q", status, text)
	}
}

// whyOf returns the clause in parentheses of a notice's message.
func whyOf(message string) string {
	i, j := strings.Index(message, "("), strings.LastIndex(message, ")")
	if i < 0 || j < i {
		return ""
	}
	return message[i+1 : j]
}

// TestDamagedDeal: a save whose deal cannot be read gives way to a new
// deal under the same id, the player told and offered the damaged save; a
// second damaged save is kept beside the first.
func TestDamagedDeal(t *testing.T) {
	srv, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	before := p.newGame("CF1-D1-AAAAACL")
	id := p.id()
	path := srv.store.path(id)
	damageSave(t, srv, id, "[Code \"CF1-D3-AAAAACL\"]\n\n1. s\n2. c2:")
	p.state("GET", "/api/view", nil)

	const unreadable = "; epoch 4 revision 9\n[Code \"CF1-D1-AAAAAC\"]\n[Draw \"1\"]\n\n1. s\n2. s\n"
	damageSave(t, srv, id, unreadable)
	status, data := p.request("GET", "/api/view?lang=da", nil)
	if status != http.StatusOK {
		t.Fatalf("a save whose deal cannot be read: %d %s", status, data)
	}
	st := p.state("GET", "/api/view", nil)
	if p.id() != id {
		t.Errorf("the player got a new id, which leaves the damaged save behind")
	}
	d := st.Damaged
	if d == nil || d.Resumed || d.Kept != 0 || d.Lost != 2 || !strings.HasPrefix(d.Message, "The saved game could not be read, so a new deal takes its place") {
		t.Errorf("the notice: %+v", d)
	}
	if st.View.Code == "" || st.View.Code == before.View.Code || st.View.Draw != before.View.Draw || st.Epoch != 5 || st.View.Revision != 0 {
		t.Errorf("the new deal: %s (draw %v) epoch %d revision %d; want another deal of Draw 1, epoch 5, revision 0", st.View.Code, st.View.Draw, st.Epoch, st.View.Revision)
	}
	if status, text := p.request("GET", "/api/damaged", nil); status != http.StatusOK || string(text) != unreadable {
		t.Errorf("the download: %d %q, want the second damaged save", status, text)
	}
	for _, kept := range []string{path + ".bad", path + ".bad.2"} {
		if _, err := os.Stat(kept); err != nil {
			t.Errorf("a damaged save is not kept: %v", err)
		}
	}
	// A new game keeps them, and the id.
	p.newGame("CF1-D3-AAAAAAB")
	if p.id() != id {
		t.Errorf("New game gave a new id")
	}
	if got := srv.store.newestDamaged(id); got != filepath.Base(path)+".bad.2" {
		t.Errorf("the newest damaged save is %q", got)
	}
}

// TestDamagedDeckNotSent: the damaged save of a game dealt from a deck is
// not sent, as its Deck tag names the face-down cards (R2.3).
func TestDamagedDeckNotSent(t *testing.T) {
	srv, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAACL")
	p.refused("GET", "/api/damaged", nil, http.StatusNotFound, KindNoDamaged)
	damageSave(t, srv, p.id(), "[Deck \"AS 2S 3S\"]\n\n1. s\n")
	if st := p.state("GET", "/api/view", nil); st.Damaged == nil || st.Damaged.Resumed {
		t.Fatalf("the notice: %+v", st.Damaged)
	}
	p.refused("GET", "/api/damaged", nil, http.StatusUnprocessableEntity, KindDeckRecord)
}

// TestUnreadableNotice: a notice whose file cannot be read does not keep
// the player from the game; the file is moved aside, and the damaged save
// is still there to download.
func TestUnreadableNotice(t *testing.T) {
	srv, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAACL")
	id := p.id()
	damageSave(t, srv, id, "[Code \"CF1-D3-AAAAACL\"]\n\n1. s\n2. c2:")
	p.state("GET", "/api/view", nil)
	damageSave(t, srv, id, "[Code \"CF1-D3-AAAAACL\"]\n\n1. s\n") // whole again, out of memory
	if err := os.WriteFile(srv.store.noticePath(id), []byte("{torn"), 0o600); err != nil {
		t.Fatal(err)
	}
	if st := p.state("GET", "/api/view", nil); st.Damaged != nil || st.View.StockCount != 31 {
		t.Errorf("with an unreadable notice: stock %d, notice %+v", st.View.StockCount, st.Damaged)
	}
	if _, err := os.Stat(srv.store.noticePath(id) + ".bad"); err != nil {
		t.Errorf("the unreadable notice is not kept aside: %v", err)
	}
	if status, _ := p.request("GET", "/api/damaged", nil); status != http.StatusOK {
		t.Errorf("the damaged save is no longer offered: %d", status)
	}
}
