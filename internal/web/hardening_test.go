package web

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
)

// TestInternalErrorSaysNothing: a 500 tells the client that something went
// wrong inside, and a reference, which the log has with the error itself;
// nothing of the error reaches the client.
func TestInternalErrorSaysNothing(t *testing.T) {
	dir := t.TempDir()
	var log syncBuffer
	_, ts := testServer(t, Options{Dir: dir, Log: slog.New(slog.NewTextHandler(&log, nil))})
	id := newID()
	// A save that cannot be read at all, not even as a damaged one.
	if err := os.Mkdir(filepath.Join(dir, id+".txt"), 0o700); err != nil {
		t.Fatal(err)
	}
	p := newPlayer(t, ts.URL)
	for _, l := range []canfield.Language{canfield.English, canfield.Danish} {
		lang := l.String()
		status, body := p.request("GET", "/api/view?lang="+lang, nil, "Cookie", CookieName+"="+id)
		var e Error
		if err := json.Unmarshal(body, &e); err != nil || status != http.StatusInternalServerError || e.Kind != KindInternal || e.Ref == "" {
			t.Fatalf("%s: %d %s, want 500 with a reference", lang, status, body)
		}
		if want := tr(l, "Internal error (%s): try again later.", e.Ref); e.Message != want {
			t.Errorf("%s: message %q, want %q", lang, e.Message, want)
		}
		for _, inside := range []string{dir, id, "directory", "read"} {
			if strings.Contains(string(body), inside) {
				t.Errorf("%s: the answer %s tells %q", lang, body, inside)
			}
		}
		if line := lineWith(log.String(), e.Ref); !strings.Contains(line, "is a directory") {
			t.Errorf("%s: the log has no line with %s and the error: %q", lang, e.Ref, log.String())
		}
	}
}

// TestPanicSaysNothing: a handler's panic is answered as an internal error,
// its value in the log alone.
func TestPanicSaysNothing(t *testing.T) {
	var log syncBuffer
	srv, ts := testServer(t, Options{Log: slog.New(slog.NewTextHandler(&log, nil))})
	srv.mux.HandleFunc("/api/broken", func(http.ResponseWriter, *http.Request) { panic("the secret inside") })
	p := newPlayer(t, ts.URL)
	status, body := p.request("GET", "/api/broken", nil)
	var e Error
	if err := json.Unmarshal(body, &e); err != nil || status != http.StatusInternalServerError || e.Ref == "" || strings.Contains(string(body), "secret") {
		t.Fatalf("%d %s, want 500 with a reference alone", status, body)
	}
	if line := lineWith(log.String(), e.Ref); !strings.Contains(line, "the secret inside") {
		t.Errorf("the log has no line with %s and the panic: %q", e.Ref, log.String())
	}
}

// lineWith returns the first line of text that holds s.
func lineWith(text, s string) string {
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, s) {
			return line
		}
	}
	return ""
}
