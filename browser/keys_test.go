package browser

import (
	"context"
	"strconv"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// countMoves makes the page count the animations it starts (window.moved)
// and note their lengths in ms (window.lengths), from now on.
const countMoves = `(() => {
	window.moved = 0;
	window.lengths = [];
	if (!Element.prototype.animate.counted) {
		const animate = Element.prototype.animate;
		Element.prototype.animate = function (frames, opts) {
			window.moved++;
			window.lengths.push(typeof opts === "number" ? opts : opts?.duration ?? 0);
			return animate.call(this, frames, opts);
		};
		Element.prototype.animate.counted = true;
	}
})()`

// reduceMotion has the browser say that the player asks for less motion,
// or no longer.
func reduceMotion(on bool) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		value := "no-preference"
		if on {
			value = "reduce"
		}
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: value}},
		})
		return err
	})
}

// key presses a key on what has the focus.
func (b *browser) key(keys string, opts ...chromedp.KeyOption) {
	b.t.Helper()
	b.do(chromedp.KeyEvent(keys, opts...))
}

// TestKeysAndMotion plays the page from the keyboard on a desktop: d and
// space draw, u and Ctrl+Z undo, h hints, the arrow keys choose a card
// and Enter taps it, n opens New game and ? the keyboard panel; a letter
// typed in the panel's box is no key. The cards move, for 150 to 250 ms,
// at a draw, an undo, a tap, a drop and a refill, and not at all for a
// player who asks for less motion.
func TestKeysAndMotion(t *testing.T) {
	exe := chromium(t)
	url := startServer(t, "-verdict-time", "1h", "-verdict-positions", "100000")
	b := newBrowser(t, exe, url, 1280, 800)
	b.do(chromedp.Navigate(url))
	b.waitFor("a dealt game", `/^CF1-D3-[A-Z]{7}$/.test(document.getElementById("code").textContent)`)
	b.load(seedDeal(t))
	b.do(chromedp.Evaluate[chromedp.Void](countMoves), chromedp.Evaluate[chromedp.Void](`document.activeElement.blur()`))
	fan := func(n int) string {
		return `document.querySelectorAll("#p-w .card.fan").length === ` + strconv.Itoa(n)
	}
	moved := func(what string) {
		t.Helper()
		b.waitFor(what+" moving", `window.moved > 0`)
		for _, ms := range eval[[]float64](b, `window.lengths`) {
			if ms < 150 || ms > 250 {
				t.Errorf("%s: an animation of %v ms", what, ms)
			}
		}
		b.do(chromedp.Evaluate[chromedp.Void](`window.moved = 0; window.lengths = []`))
	}

	b.key("d")
	b.waitFor("a draw by d", fan(3))
	moved("the draw")
	b.key("u")
	b.waitFor("the draw undone by u", fan(0))
	moved("the undo")
	b.key(" ")
	b.waitFor("a draw by space", fan(3))
	b.key("z", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	b.waitFor("the draw undone by Ctrl+Z", fan(0))
	b.key("h")
	b.waitFor("the hint", `document.getElementById("message").textContent.startsWith("Hint: ")`)

	// The arrows choose a card from nothing chosen: the stock first, then
	// the reserve's Q♣ under it; Enter taps it onto K♥ (R8.1), and it
	// moves there.
	b.do(chromedp.Evaluate[chromedp.Void](`document.activeElement.blur(); window.moved = 0`))
	b.key(kb.ArrowRight)
	b.waitFor("the stock chosen", `document.activeElement.id === "stock"`)
	b.key(kb.ArrowDown)
	b.waitFor("Q♣ chosen", `document.activeElement.dataset.card === "QC"`)
	b.key(kb.ArrowRight)
	b.waitFor("a column's card chosen", `document.activeElement.closest("#p-c1, #p-c2")`)
	b.key(kb.ArrowLeft)
	b.waitFor("Q♣ chosen again", `document.activeElement.dataset.card === "QC"`)
	b.key("\r")
	b.waitFor("Q♣ on K♥", `[...document.querySelectorAll("#p-c2 .card")].map(c => c.dataset.card).join() === "KH,QC"`)
	b.waitFor("Q♣ still chosen", `document.activeElement.dataset.card === "QC"`)
	moved("Q♣")

	// A drop moves from where the card was let go; a refill from the
	// reserve (R3.4) moves too: K♥ with Q♣ onto A♠, and 8♥ into column 2.
	b.drag("#p-c2 .card[data-card=KH]", "#p-c4 .card[data-card=AS]")
	b.waitFor("the run on A♠", `[...document.querySelectorAll("#p-c4 .card")].map(c => c.dataset.card).join() === "AS,KH,QC"`)
	b.waitFor("8♥ refilling column 2", `[...document.querySelectorAll("#p-c2 .card")].map(c => c.dataset.card).join() === "8H"`)
	b.waitFor("three cards moving", `window.moved >= 3`)
	moved("the drop and the refill")

	b.key("n")
	b.waitFor("New game", `document.getElementById("new-dialog").open`)
	b.key(kb.Escape)
	b.waitFor("New game closed", `!document.getElementById("new-dialog").open && !document.activeElement.closest("dialog")`)
	b.key("?")
	b.waitFor("the keyboard panel", `!document.getElementById("keys-panel").hidden && document.activeElement.id === "cmd-input"`)
	b.shot("keyboard-panel")
	// The protocol types a key's character apart from its keydown, which
	// the page took: a browser would not type the "?".
	b.do(chromedp.Evaluate[chromedp.Void](`document.getElementById("cmd-input").value = ""`))
	b.key("d")
	b.waitFor("d typed, not drawn", `document.getElementById("cmd-input").value === "d"`)
	if eval[int](b, `document.querySelectorAll("#p-w .card.fan").length`) != 0 {
		t.Errorf("d typed into the box drew from the stock")
	}
	b.key(kb.Escape)
	b.waitFor("the panel closed", `document.getElementById("keys-panel").hidden && document.getElementById("keys").getAttribute("aria-expanded") === "false"`)

	// Less motion: nothing moves.
	b.do(reduceMotion(true), chromedp.Evaluate[chromedp.Void](`document.activeElement.blur(); window.moved = 0`))
	b.key("d")
	b.waitFor("a draw", fan(3))
	b.key("u")
	b.waitFor("the draw undone", fan(0))
	b.drag("#p-c1 .card[data-card='6C']", "#p-c3 .card[data-card=QH]") // refused: springs back at once
	b.waitFor("the refusal", `document.getElementById("message").className === "message error" && !document.querySelector(".float")`)
	if n := eval[int](b, `window.moved`); n != 0 {
		t.Errorf("%d animations for a player who asks for less motion", n)
	}
	b.do(reduceMotion(false))
}
