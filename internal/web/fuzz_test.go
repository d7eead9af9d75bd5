package web

import (
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
)

// FuzzRequests sends any body to any endpoint of a player's game: the
// server answers every one with JSON (or the record's text), never with a
// panic or a server error, whatever the body holds.
func FuzzRequests(f *testing.F) {
	endpoints := []string{"/api/move", "/api/tap", "/api/undo", "/api/new", "/api/load", "/api/view", "/api/record"}
	for _, seed := range []struct{ path, body string }{
		{"/api/move", `{"move": "s"}`},
		{"/api/move", `{"move": "c2:99 c4"}`},
		{"/api/move", `{"move": "qc", "doubleClick": false}`},
		{"/api/tap", `{"card": "10H"}`},
		{"/api/tap", `{"card": "\u0000"}`},
		{"/api/undo", `{"revision": 18446744073709551615}`},
		{"/api/new", `{"code": "CF1-D9-AAAAAAA", "draw": "3"}`},
		{"/api/new", `{"draw": "1", "code": "cf1-d1-zzzzzzz"}`},
		{"/api/load", `{"record": "[Code \"CF1-D3-AAAAACL\"]\n\n1. s\n2. u\n"}`},
		{"/api/load", `{"record": "[Deck \"AS AS\"]"}`},
		{"/api/move", `{"move": ["s"]}`},
		{"/api/move", `{`},
		{"/api/view", ``},
		{"/api/record", ``},
	} {
		f.Add(uint8(slices.Index(endpoints, seed.path)), seed.body)
	}
	srv, err := New(Options{Dir: f.TempDir(), Rate: 1e9, Burst: 1e9, NewRate: 1e9, NewBurst: 1e9, AddrRate: 1e9, AddrBurst: 1e9})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { srv.Close() })
	serve := func(method, path, body, cookie string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if cookie != "" {
			req.Header.Set("Cookie", cookie)
		}
		w := httptest.NewRecorder()
		srv.ServeHTTP(w, req)
		return w
	}
	w := serve("POST", "/api/new", `{"code": "CF1-D3-AAAAACL"}`, "")
	cookie := strings.Split(w.Header().Get("Set-Cookie"), ";")[0]
	// Not the stream, which never ends by itself, nor a hint, which
	// searches for seconds: both read nothing but their query.
	f.Fuzz(func(t *testing.T, endpoint uint8, body string) {
		path := endpoints[int(endpoint)%len(endpoints)]
		method := "POST"
		if path == "/api/view" || path == "/api/record" {
			method = "GET"
		}
		w := serve(method, path, body, cookie)
		if w.Code >= 500 {
			t.Fatalf("%s %s %q: %d %s", method, path, body, w.Code, w.Body)
		}
		if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") && !(path == "/api/record" && w.Code == 200) {
			t.Fatalf("%s %s %q: answered %q", method, path, body, ct)
		}
	})
}
