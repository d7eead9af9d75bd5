package browser

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestInstallable asks Chromium what it makes of the page's manifest: read
// without an error (the page's CSP lets it load), with the game's name,
// its theme colour and icons of 192 and 512 px, and nothing that keeps
// the page from being installed.
func TestInstallable(t *testing.T) {
	exe := chromium(t)
	url := startServer(t)
	b := newBrowser(t, exe, url, 390, 844)
	b.do(chromedp.Navigate(url))
	b.waitFor("a dealt game", `/^CF1-D3-[A-Z]{7}$/.test(document.getElementById("code").textContent)`)
	var manifest page.GetAppManifestResult
	var installability []*page.InstallabilityError
	b.do(chromedp.Func(func(ctx context.Context, target *chromedp.Target) error {
		m, err := cdp.Call(ctx, target, page.GetAppManifest, page.GetAppManifestParams{})
		if err != nil {
			return err
		}
		manifest = m
		r, err := cdp.Call(ctx, target, page.GetInstallabilityErrors, cdp.Empty{})
		installability = r.InstallabilityErrors
		return err
	}))
	for _, e := range manifest.Errors {
		t.Errorf("the manifest, line %d: %s", e.Line, e.Message)
	}
	m := manifest.Manifest
	if m == nil {
		t.Fatalf("no manifest: %+v", manifest)
	}
	if m.Name != "Canfield" || m.ThemeColor == "" {
		t.Errorf("the manifest: name %q, theme colour %q", m.Name, m.ThemeColor)
	}
	sizes := map[string]bool{}
	for _, ic := range m.Icons {
		sizes[ic.Sizes] = true
	}
	if !sizes["192x192"] || !sizes["512x512"] {
		t.Errorf("the manifest's icons: %v", sizes)
	}
	for _, e := range installability {
		t.Errorf("not installable: %s %v", e.ErrorID, e.ErrorArguments)
	}
}
