package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/png"
	"net/http"
	"strings"
	"testing"
)

// TestInstallable: the page links a web app manifest that names the game,
// its theme colour and icons of 192 and 512 px, which are served; the CSP
// lets the browser read it; /favicon.ico is an icon.
func TestInstallable(t *testing.T) {
	_, ts := testServer(t, Options{})
	get := func(path string) (*http.Response, []byte) {
		t.Helper()
		res, err := http.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var b bytes.Buffer
		b.ReadFrom(res.Body)
		if res.StatusCode != 200 {
			t.Fatalf("GET %s: %d", path, res.StatusCode)
		}
		return res, b.Bytes()
	}
	res, html := get("/")
	for _, want := range []string{`<link rel="manifest" href="/static/manifest.webmanifest">`, `<meta name="theme-color" content="#1f6b45">`, `rel="icon"`} {
		if !bytes.Contains(html, []byte(want)) {
			t.Errorf("the page has no %s", want)
		}
	}
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "manifest-src 'self'") {
		t.Errorf("the CSP does not let the page read its manifest: %s", csp)
	}
	res, body := get("/static/manifest.webmanifest")
	if ct := res.Header.Get("Content-Type"); ct != "application/manifest+json" {
		t.Errorf("the manifest is served as %q", ct)
	}
	var m struct {
		Name       string `json:"name"`
		StartURL   string `json:"start_url"`
		Display    string `json:"display"`
		ThemeColor string `json:"theme_color"`
		Icons      []struct {
			Src   string `json:"src"`
			Sizes string `json:"sizes"`
		} `json:"icons"`
	}
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatalf("the manifest: %v", err)
	}
	if m.Name != "Canfield" || m.StartURL != "/" || m.Display != "standalone" || m.ThemeColor != "#1f6b45" {
		t.Errorf("the manifest: %+v", m)
	}
	sizes := map[string]bool{}
	for _, ic := range m.Icons {
		res, data := get(ic.Src)
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil || res.Header.Get("Content-Type") != "image/png" {
			t.Fatalf("%s: %v, %s", ic.Src, err, res.Header.Get("Content-Type"))
		}
		if got := fmt.Sprintf("%dx%d", img.Bounds().Dx(), img.Bounds().Dy()); got != ic.Sizes {
			t.Errorf("%s is %s, the manifest says %s", ic.Src, got, ic.Sizes)
		}
		sizes[ic.Sizes] = true
	}
	if !sizes["192x192"] || !sizes["512x512"] {
		t.Errorf("the manifest's icons: %v, want 192x192 and 512x512", sizes)
	}
	if res, _ := get("/favicon.ico"); res.Header.Get("Content-Type") != "image/x-icon" {
		t.Errorf("/favicon.ico is served as %q", res.Header.Get("Content-Type"))
	}
}
