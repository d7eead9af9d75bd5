package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"
)

// The page is plain HTML, CSS and JavaScript modules, embedded in the
// binary: no build step, and nothing loaded from elsewhere, so it works
// offline from one binary. Its words come from the catalog of player text,
// written into index.html (pagetext.go). PAGE.md beside this file tells how
// it fits every window, moves the cards and tells a lost connection.
//
//go:embed static
var static embed.FS

// A page holds the embedded files with their ETags.
type page struct {
	files map[string]asset
}

type asset struct {
	body []byte
	etag string
	mime string
}

func newPage() *page {
	p := &page{files: map[string]asset{}}
	fs.WalkDir(static, "static", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := static.ReadFile(name)
		if err != nil {
			return err
		}
		if path.Base(name) == "index.html" {
			body = withText(body)
		}
		sum := sha256.Sum256(body)
		p.files[path.Base(name)] = asset{body: body, etag: `"` + hex.EncodeToString(sum[:8]) + `"`, mime: mimeOf(name)}
		return nil
	})
	return p
}

func mimeOf(name string) string {
	switch path.Ext(name) {
	case ".html":
		return "text/html; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".svg":
		return "image/svg+xml"
	case ".png":
		return "image/png"
	case ".ico":
		return "image/x-icon"
	case ".webmanifest":
		return "application/manifest+json"
	}
	return "application/octet-stream"
}

// csp allows the page its own files and nothing else.
const csp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

func (s *Server) servePage(w http.ResponseWriter, r *http.Request) {
	s.serveFile(w, r, "index.html")
}

// serveFavicon answers /favicon.ico, where browsers and bookmarks look for
// a site's icon whatever the page says.
func (s *Server) serveFavicon(w http.ResponseWriter, r *http.Request) {
	s.serveFile(w, r, "favicon.ico")
}

func (s *Server) serveAsset(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	if name == "index.html" {
		http.Redirect(w, r, "/", http.StatusMovedPermanently)
		return
	}
	s.serveFile(w, r, name)
}

func (s *Server) serveFile(w http.ResponseWriter, r *http.Request, name string) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	a, ok := s.page.files[name]
	if !ok {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	h.Set("Content-Type", a.mime)
	h.Set("ETag", a.etag)
	h.Set("Cache-Control", "no-cache") // revalidated by ETag: a new build shows at once
	if name == "index.html" {
		h.Set("Content-Security-Policy", csp)
	}
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(a.body))
}

// PageSize returns the bytes of the page's files together but its icons,
// what a first visit loads.
func PageSize() int {
	n := 0
	for _, a := range newPage().files {
		if !strings.HasPrefix(a.mime, "image/") {
			n += len(a.body)
		}
	}
	return n
}
