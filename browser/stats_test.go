package browser

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// statsRows reads the statistics dialog's table, a row a line: "Played 1
// 0", the row's name and its values for Draw 3 and Draw 1.
const statsRows = `[...document.querySelectorAll("#stats-body tr")].map(r => [...r.cells].map(c => c.textContent).join(" ").trim()).join("\n")`

// TestStatsAndDamaged: the statistics dialog shows what GET /api/stats
// counts, a game left after an action as played and a won one as won; a
// damaged save is told on the page, with its record to download, until the
// player dismisses the notice, also after a reload; the game goes on from
// its good part.
func TestStatsAndDamaged(t *testing.T) {
	exe := chromium(t)
	s := newServer(t, "-verdict-time", "1h", "-verdict-positions", "100000")
	b := newBrowser(t, exe, s.url, 390, 844)
	b.do(chromedp.Navigate(s.url))
	b.waitFor("a dealt game", `/^CF1-D3-[A-Z]{7}$/.test(document.getElementById("code").textContent)`)
	// A game left after one action counts as played, not won.
	b.click("#stock")
	b.waitFor("a draw", `document.querySelectorAll("#p-w .card.fan").length === 3`)
	b.click("#new")
	b.click("#new-deal")
	b.waitFor("a new deal", `!document.getElementById("new-dialog").open && document.querySelectorAll("#p-w .card.fan").length === 0`)
	b.click("#stats")
	b.waitFor("the statistics", `document.getElementById("stats-dialog").open && document.querySelector("#stats-body table")`)
	want := "Draw 3 Draw 1\nPlayed 1 0\nWon 0 0\nWin rate 0% —\nCurrent streak 0 0\nBest streak 0 0\nBest score 0 —"
	b.waitFor("one game played", fmt.Sprintf(`%s === %s`, statsRows, jsString(want)))
	b.shot("stats")
	b.click("#stats-dialog button[value=close]")

	// A game won counts as won, with its score.
	g, rest := nearEnd(t, 1)
	b.load(g)
	last := rest[0]
	b.click(fmt.Sprintf("#p-%s .card[data-card]:last-of-type", last.From()))
	b.waitFor("the win", `document.getElementById("win-dialog").open`)
	b.click("#win-dialog button[value=close]")
	b.click("#stats")
	b.waitFor("the statistics", `document.getElementById("stats-dialog").open && document.querySelector("#stats-body table")`)
	score := eval[int](b, `Number(document.getElementById("score").textContent.replace(/\D/g, ""))`)
	want = fmt.Sprintf("Draw 3 Draw 1\nPlayed 1 1\nWon 0 1\nWin rate 0%% 100%%\nCurrent streak 0 1\nBest streak 0 1\nBest score 0 %d", score)
	b.waitFor("the win counted", fmt.Sprintf(`%s === %s`, statsRows, jsString(want)))
	b.shot("stats-won")
	b.click("#stats-dialog button[value=close]")

	// A save damaged at its end: the game goes on from its good part, and
	// the page says so until the player has read it.
	b.click("#new")
	b.click("#new-deal")
	b.waitFor("a new deal", `!document.getElementById("new-dialog").open && document.querySelector("#p-c1 .card")`)
	b.click("#stock")
	b.waitFor("a draw", `document.getElementById("undos").textContent !== "0"`)
	s.stop()
	for _, save := range s.saves() {
		f, err := os.OpenFile(save, os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.WriteString("c9 c9 ; revision 99\n"); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	s.restart()
	b.do(chromedp.Navigate(s.url))
	b.waitFor("the notice", `!document.getElementById("notice").hidden && document.getElementById("notice-text").textContent.includes("damaged")`)
	b.waitFor("the offers", `!document.getElementById("notice-download").hidden && document.getElementById("notice-dismiss").textContent === "Play on"`)
	if text := eval[string](b, `fetch(document.getElementById("notice-download").href).then(r => r.ok ? r.text() : "status " + r.status)`); !containsAll(text, "c9 c9", "[Code ") {
		t.Errorf("the damaged game to download: %q", text)
	}
	b.shot("damaged")
	if problems := eval[[]string](b, fitProblems); len(problems) > 0 {
		t.Errorf("with the notice:\n%s", strings.Join(problems, "\n"))
	}
	b.do(chromedp.Reload())
	b.waitFor("the notice after a reload", `!document.getElementById("notice").hidden`)
	b.click("#notice-dismiss")
	b.waitFor("the notice dismissed", `document.getElementById("notice").hidden`)
	b.do(chromedp.Reload())
	b.waitFor("the board", `document.querySelector("#p-c1 .card")`)
	b.waitFor("the verdict or its place", `document.getElementById("verdict")`)
	if eval[bool](b, `!document.getElementById("notice").hidden`) {
		t.Errorf("the notice is back after it was dismissed")
	}

	// A save whose deal cannot be read: a new deal takes its place, and the
	// notice offers the old record to download.
	s.stop()
	for _, save := range s.saves() {
		if err := os.WriteFile(save, []byte("[Code \"CF1-D9-NOTACODE\"]\ns\n"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	s.restart()
	b.do(chromedp.Navigate(s.url))
	b.waitFor("the notice", `!document.getElementById("notice").hidden && !document.getElementById("notice-download").hidden && document.getElementById("notice-dismiss").textContent === "Dismiss"`)
	b.waitFor("a new deal", `/^CF1-D[13]-[A-Z]{7}$/.test(document.getElementById("code").textContent) && document.querySelector("#p-c1 .card")`)
	if text := eval[string](b, `fetch(document.getElementById("notice-download").href).then(r => r.ok ? r.text() : "status " + r.status)`); !strings.Contains(text, "CF1-D9-NOTACODE") {
		t.Errorf("the damaged game to download: %q", text)
	}
	b.shot("damaged-new-deal")
	b.click("#notice-dismiss")
	b.waitFor("the notice dismissed", `document.getElementById("notice").hidden`)
}

func containsAll(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}
