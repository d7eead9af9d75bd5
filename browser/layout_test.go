package browser

import (
	"fmt"
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/chromedp/chromedp"
)

// longColumn returns a game whose first column holds 26 cards, the longest
// a column can be: K♠ down to A♠ and on round to A♥ (R5.2), spades on
// hearts, turned one by one from the stock (Draw 1) and played onto it.
func longColumn(t *testing.T) *canfield.Game {
	t.Helper()
	card := func(s string) canfield.Card {
		c, err := canfield.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	ranks := strings.Fields("K Q J 10 9 8 7 6 5 4 3 2 A")
	var run []canfield.Card // K♠ Q♥ J♠ … A♠ K♥ Q♠ … A♥
	for lap := 0; lap < 2; lap++ {
		for i, r := range ranks {
			suit := "S"
			if (lap*13+i)%2 == 1 {
				suit = "H"
			}
			run = append(run, card(r+suit))
		}
	}
	used := map[canfield.Card]bool{}
	for _, c := range run {
		used[c] = true
	}
	var rest []canfield.Card // the diamonds and clubs
	for _, c := range canfield.Deck() {
		if !used[c] && c != card("7D") {
			rest = append(rest, c)
		}
	}
	// The reserve, the base card 7♦, the columns, then the stock: the run
	// below K♠ first, the rest of the diamonds and clubs after it.
	deck := append([]canfield.Card{}, rest[:13]...)
	deck = append(deck, card("7D"), run[0], rest[13], rest[14], rest[15])
	deck = append(deck, run[1:]...)
	deck = append(deck, rest[16:]...)
	g, err := canfield.DealDeck(deck, canfield.Draw1)
	if err != nil {
		t.Fatal(err)
	}
	play := func(text string) {
		m, err := g.ParseMove(text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	for range run[1:] {
		play("s")
		play("w c1")
	}
	play("s")
	play("s")
	if n := len(g.View().Columns[0]); n != 26 {
		t.Fatalf("column 1 holds %d cards, want 26", n)
	}
	return g
}

// The sizes the play screen must fit without scrolling: a phone upright, a
// phone on its side, a desktop.
var screens = []struct {
	name          string
	width, height int64
}{
	{"phone", 390, 844},
	{"landscape", 844, 390},
	{"desktop", 1280, 800},
}

// fitProblems is what the page shows outside the window, or a covered card
// whose index does not show whole: its glyphs, as the canvas measures
// them, must end above the card that covers it and stay within the card.
const fitProblems = `(() => {
	const out = [];
	const W = innerWidth, H = innerHeight, root = document.documentElement;
	if (root.scrollHeight > H || root.scrollWidth > W) out.push("the page scrolls: " + root.scrollWidth + "×" + root.scrollHeight);
	for (const el of document.querySelectorAll(".app *")) {
		const r = el.getBoundingClientRect();
		if (r.width === 0 || el.closest(".sr-only, [hidden]") || getComputedStyle(el).visibility === "hidden") continue;
		if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5) {
			out.push((el.id || el.dataset.card || el.className) + " is outside the window: " + [r.left, r.top, r.right, r.bottom].map(Math.round));
		}
	}
	const ctx = document.createElement("canvas").getContext("2d");
	const glyphs = (span) => {
		const range = document.createRange();
		range.selectNodeContents(span);
		const r = range.getBoundingClientRect(), cs = getComputedStyle(span);
		ctx.font = cs.fontWeight + " " + cs.fontSize + " " + cs.fontFamily;
		const m = ctx.measureText(span.textContent);
		return { top: r.top + m.fontBoundingBoxAscent - m.actualBoundingBoxAscent, bottom: r.top + m.fontBoundingBoxAscent + m.actualBoundingBoxDescent,
			left: r.left, right: r.right, size: parseFloat(cs.fontSize) };
	};
	const covered = (cards, side) => {
		for (let i = 0; i + 1 < cards.length; i++) {
			const c = cards[i].getBoundingClientRect(), next = cards[i + 1].getBoundingClientRect();
			for (const span of cards[i].querySelectorAll(".idx span")) {
				const g = glyphs(span);
				const shown = side === "top" ? g.bottom <= next.top + 0.25 : g.right <= next.left + 0.25;
				if (!shown || g.top < c.top || g.right > c.right + 0.5 || g.size < 8) {
					out.push(cards[i].dataset.card + " shows " + span.textContent + " cut: glyphs " + [g.left, g.top, g.right, g.bottom].map(Math.round) + " size " + g.size + ", covered from " + Math.round(side === "top" ? next.top : next.left));
				}
			}
		}
	};
	for (const col of document.querySelectorAll("#board .column")) covered([...col.querySelectorAll(".card[data-card]")], "top");
	covered([...document.querySelectorAll("#p-w .card.fan")], "left");
	return out;
})()`

// boardInWordsHidden reports whether the board in words is visually
// hidden (clipped to nothing, as .sr-only does) yet in the accessibility
// tree (not display: none, not aria-hidden), and in no live region.
const boardInWordsHidden = `(() => {
	const live = document.getElementById("live"), box = live.closest(".sr-only"), r = box?.getBoundingClientRect();
	return box !== null && getComputedStyle(box).clipPath !== "none" && getComputedStyle(box).overflow === "hidden" && r.width <= 1 && r.height <= 1 &&
		live.checkVisibility() && !live.closest("[aria-hidden=true], [aria-live], [role=status], [role=alert]");
})()`

// smallTargets lists the page's buttons and links, shown, that a finger
// could miss: less than 44 px either way. Cards are measured by their
// width and the top card of each pile by its height too.
const smallTargets = `(() => {
	const out = [];
	const shown = (el) => el.getBoundingClientRect().width > 0 && !el.closest("[hidden], .sr-only");
	for (const el of document.querySelectorAll("button, a, input, select, label.button")) {
		if (!shown(el) || el.closest("#board") || el.matches("input[type=file], .upload input")) continue;
		const r = el.getBoundingClientRect();
		// A control drawn smaller may take a finger over a larger area.
		const hit = getComputedStyle(el, "::after").content !== "none" ? 44 : Math.min(r.width, r.height);
		if (hit < 44 && !(el.matches("input[type=radio], input[type=checkbox]") && el.closest("label").getBoundingClientRect().height >= 44)) {
			out.push((el.id || el.textContent.trim() || el.className) + " " + Math.round(r.width) + "×" + Math.round(r.height));
		}
	}
	for (const el of document.querySelectorAll("#board .card[data-card]:last-child, #stock")) {
		const r = el.getBoundingClientRect();
		if (r.width < 44 || r.height < 44) out.push((el.dataset.card || el.id) + " " + Math.round(r.width) + "×" + Math.round(r.height));
	}
	return out;
})()`

// TestLayout: the play screen fits a phone upright, a phone on its side
// and a desktop without scrolling, in English and in Danish, with a column
// of 26 cards each of whose covered cards shows its rank and suit whole;
// every control is a finger's size; the settings dialog keeps a margin on
// a phone.
func TestLayout(t *testing.T) {
	exe := chromium(t)
	url := startServer(t, "-verdict-time", "1h", "-verdict-positions", "100000")
	b := newBrowser(t, exe, url, 390, 844)
	b.do(chromedp.Navigate(url))
	b.waitFor("a dealt game", `/^CF1-D3-[A-Z]{7}$/.test(document.getElementById("code").textContent)`)
	long := longColumn(t)
	middle, _ := nearEnd(t, 60) // a game under way, its columns of a few cards
	for _, lang := range []string{"en", "da"} {
		b.do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`localStorage.setItem("canfield.lang", %q)`, lang)))
		for _, game := range []struct {
			name string
			g    *canfield.Game
		}{{"long", long}, {"middle", middle}} {
			b.load(game.g)
			if game.name == "long" {
				b.waitFor("26 cards in column 1", `document.querySelectorAll("#p-c1 .card").length === 26`)
			}
			// The board in words is there for a screen reader, out of
			// sight and out of the live regions, which say what an
			// action did.
			b.waitFor("the board in words", `document.getElementById("live").textContent.length > 100`)
			if !eval[bool](b, boardInWordsHidden) {
				t.Errorf("the board in words shows, or is read out at every change")
			}
			checkScreens(t, b, game.name, lang)
		}
	}

	// The settings dialog on a phone: a margin on either side, its
	// controls a finger's size.
	b.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateTouch))
	b.click("#settings")
	b.waitFor("the settings", `document.getElementById("settings-dialog").open`)
	b.shot("settings-phone")
	r := eval[[]float64](b, `(() => { const r = document.getElementById("settings-dialog").getBoundingClientRect(); return [r.left, r.right]; })()`)
	if r[0] < 12 || r[1] > 390-12 {
		t.Errorf("the settings dialog runs from %.0f to %.0f px of a 390 px phone: no margin", r[0], r[1])
	}
	if small := eval[[]string](b, smallTargets); len(small) > 0 {
		t.Errorf("settings: targets under 44 px: %s", strings.Join(small, "; "))
	}
}

// checkScreens shows the page's game at each size of screens: it must
// fit, show every covered card's index whole and every control a finger's
// size.
func checkScreens(t *testing.T, b *browser, name, lang string) {
	t.Helper()
	for _, s := range screens {
		b.do(chromedp.EmulateViewport(s.width, s.height, chromedp.EmulateTouch))
		b.waitFor("the board fitted", fmt.Sprintf(`innerWidth === %d && document.getElementById("board").getBoundingClientRect().bottom <= innerHeight`, s.width))
		b.shot(fmt.Sprintf("%s-%s-%s", name, s.name, lang))
		if problems := eval[[]string](b, fitProblems); len(problems) > 0 {
			t.Errorf("%s, %s, %s:\n%s", name, s.name, lang, strings.Join(problems, "\n"))
		}
		if small := eval[[]string](b, smallTargets); len(small) > 0 {
			t.Errorf("%s, %s, %s: targets under 44 px: %s", name, s.name, lang, strings.Join(small, "; "))
		}
	}
}
