package browser

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestConnectionLost stops the server under an open page: the page says
// the connection is lost and no longer claims a verdict, an action says
// it could not reach the server; once the server runs again, the page
// clears the notice by itself and the game goes on where it was.
func TestConnectionLost(t *testing.T) {
	exe := chromium(t)
	s := newServer(t, "-verdict-time", "1h", "-verdict-positions", "4194304")
	b := newBrowser(t, exe, s.url, 390, 844)
	b.do(chromedp.Navigate(s.url))
	b.waitFor("a dealt game", `/^CF1-D3-[A-Z]{7}$/.test(document.getElementById("code").textContent)`)
	b.waitFor("the verdict", `document.getElementById("verdict-text").textContent === "Winnable — knowing every card"`)
	code := eval[string](b, `document.getElementById("code").textContent`)
	b.click("#stock")
	b.waitFor("a draw", `document.querySelectorAll("#p-w .card.fan").length === 3`)

	s.stop()
	b.waitFor("the connection lost", `document.getElementById("verdict").dataset.state === "offline" && document.getElementById("verdict-text").textContent === "Connection lost: trying again…"`)
	if text := eval[string](b, `document.getElementById("verdict").textContent`); strings.Contains(text, "Winnable") {
		t.Errorf("the page still claims a verdict: %q", text)
	}
	b.click("#undo")
	b.waitFor("the action refused", `document.getElementById("message").textContent === "Could not reach the server."`)
	b.shot("connection-lost")

	s.restart()
	b.waitFor("the connection back", `document.getElementById("verdict").dataset.state !== "offline"`)
	b.waitFor("the verdict again", `document.getElementById("verdict-text").textContent === "Winnable — knowing every card"`)
	b.waitFor("the same game", `document.getElementById("code").textContent === `+jsString(code)+` && document.querySelectorAll("#p-w .card.fan").length === 3`)
	b.click("#undo")
	b.waitFor("an undo", `document.querySelectorAll("#p-w .card.fan").length === 0`)
	b.shot("connection-back")
}

// jsString quotes s for JavaScript, as JSON does.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// saves returns the saved games in the server's state directory.
func (s *server) saves() []string {
	s.t.Helper()
	var out []string
	err := filepath.WalkDir(s.dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".txt") {
			out = append(out, path)
		}
		return err
	})
	if err != nil {
		s.t.Fatal(err)
	}
	return out
}
