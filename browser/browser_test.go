package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// chromium returns the Chromium to drive, or skips the test: with -short,
// or where there is none.
func chromium(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("the browser test is not short")
	}
	exe := findChromium()
	if exe == "" {
		t.Skip("no Chromium found (set CANFIELD_CHROMIUM, or apt-get install chromium): the browser test is skipped")
	}
	return exe
}

// findChromium returns the browser to drive: $CANFIELD_CHROMIUM, else
// Debian's chromium, else another Chrome on the PATH; "" for none.
func findChromium() string {
	if p := os.Getenv("CANFIELD_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium"
	}
	return ""
}

// browser drives one headless Chromium on the page of a test server.
type browser struct {
	t     *testing.T
	ctx   context.Context
	url   string
	shots string
	n     int
}

// newBrowser starts the Chromium exe on a screen of width × height.
func newBrowser(t *testing.T, exe, url string, width, height int64) *browser {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("lang", "en-US"),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(int(width), int(height)),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })
	shots := os.Getenv("CANFIELD_SCREENSHOTS")
	if shots == "" {
		shots = t.TempDir()
	} else if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	b := &browser{t: t, ctx: ctx, url: url, shots: shots}
	b.do(chromedp.EmulateViewport(width, height, chromedp.EmulateTouch))
	// An exception the page's scripts throw fails the test.
	var mu sync.Mutex
	var thrown []string
	if err := chromedp.Listen(ctx, func(ev any) {
		if e, ok := ev.(*runtime.EventExceptionThrown); ok {
			text := e.ExceptionDetails.Text
			if ex := e.ExceptionDetails.Exception; ex != nil {
				text += " " + ex.Description
			}
			mu.Lock()
			thrown = append(thrown, text)
			mu.Unlock()
		}
	}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		for _, text := range thrown {
			t.Errorf("the page threw: %s", text)
		}
	})
	return b
}

func (b *browser) do(actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, actions...); err != nil {
		b.t.Fatalf("browser: %v", err)
	}
}

// eval returns the value of a JavaScript expression on the page.
func eval[T any](b *browser, js string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("evaluate %s: %v", js, err)
	}
	return v
}

// waitFor waits until a JavaScript condition holds on the page.
func (b *browser) waitFor(what, js string) {
	b.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		ok, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool]("!!("+js+")"))
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			b.shot("failed")
			b.t.Fatalf("waiting for %s (%s): %v\npage says: %s", what, js, err, eval[string](b, `document.getElementById("message").textContent`))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// shot writes a screenshot of the page, numbered in order.
func (b *browser) shot(name string) {
	b.t.Helper()
	b.n++
	png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Errorf("screenshot %s: %v", name, err)
		return
	}
	path := filepath.Join(b.shots, fmt.Sprintf("%02d-%s.png", b.n, name))
	if err := os.WriteFile(path, png, 0o644); err != nil {
		b.t.Error(err)
	}
}

// center returns the middle of the first element a selector finds.
func (b *browser) center(selector string) (x, y float64) {
	b.t.Helper()
	r := eval[[]float64](b, fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect(); return [r.left + r.width/2, r.top + Math.min(r.height/2, 12)]; })()`, selector))
	return r[0], r[1]
}

func pressed(p *input.DispatchMouseEventParams) {
	p.Button = input.MouseButtonLeft
	p.Buttons = 1
	p.ClickCount = 1
}

// drag presses the mouse on one element and lets go over another, moving
// in steps as a hand does, so that the page sees pointer events.
func (b *browser) drag(from, to string) {
	b.t.Helper()
	fx, fy := b.center(from)
	tx, ty := b.center(to)
	steps := []chromedp.Action[chromedp.Void]{
		chromedp.MouseEvent(chromedp.MouseMoved, fx, fy),
		chromedp.MouseEvent(chromedp.MousePressed, fx, fy, pressed),
	}
	for i := 1; i <= 12; i++ {
		f := float64(i) / 12
		steps = append(steps, chromedp.MouseEvent(chromedp.MouseMoved, fx+(tx-fx)*f, fy+(ty-fy)*f, pressed))
	}
	steps = append(steps, chromedp.MouseEvent(chromedp.MouseReleased, tx, ty, pressed))
	b.do(steps...)
}

// touch is one touch event at x, y (none for the end of a touch).
func touch(typ input.DispatchTouchEventType, x, y float64) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		points := []*input.TouchPoint{{X: x, Y: y}}
		if typ == input.DispatchTouchEventTypeTouchEnd {
			points = []*input.TouchPoint{}
		}
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
		return err
	})
}

// touchDrag drags with a finger from one element to another; to "" is a
// tap.
func (b *browser) touchDrag(from, to string) {
	b.t.Helper()
	fx, fy := b.center(from)
	tx, ty := fx, fy
	if to != "" {
		tx, ty = b.center(to)
	}
	steps := []chromedp.Action[chromedp.Void]{touch(input.DispatchTouchEventTypeTouchStart, fx, fy)}
	for i := 1; to != "" && i <= 12; i++ {
		f := float64(i) / 12
		steps = append(steps, touch(input.DispatchTouchEventTypeTouchMove, fx+(tx-fx)*f, fy+(ty-fy)*f))
	}
	steps = append(steps, touch(input.DispatchTouchEventTypeTouchEnd, tx, ty))
	b.do(steps...)
}

// noFaceDown fails if the page names a card that is face down in g (R2.3):
// by its data-card, on a card's face, or by its name or letters in the
// words, labels and titles of the board in either language. The start
// rank on an empty foundation names no card.
func (b *browser) noFaceDown(g *canfield.Game) {
	b.t.Helper()
	text := eval[string](b, `(() => {
		const parts = ["live", "message", "start", "verdict"].map(id => document.getElementById(id).textContent);
		for (const el of document.querySelectorAll("#board *")) {
			parts.push(el.getAttribute("aria-label") ?? "", el.getAttribute("title") ?? "");
			if (el.dataset.card) parts.push('"' + el.dataset.card + '"');
			if (el.classList.contains("card")) parts.push(el.textContent);
		}
		return parts.join("\n");
	})()`)
	for _, c := range faceDown(g) {
		for _, s := range append(cardForms(c), `"`+c.ASCII()+`"`) {
			if strings.Contains(text, s) && !namesOtherCard(text, s) {
				b.t.Fatalf("the page names the face-down %v (%q):\n%s", c, s, text)
			}
		}
	}
}

func (b *browser) click(selector string) {
	b.t.Helper()
	x, y := b.center(selector)
	b.do(chromedp.MouseClickXY(x, y))
}

// load plays the game of a record on the page: it uploads it as the
// page's own scripts would, and reloads the page.
func (b *browser) load(g *canfield.Game) {
	b.t.Helper()
	text, err := g.MarshalText()
	if err != nil {
		b.t.Fatal(err)
	}
	body, _ := json.Marshal(map[string]string{"record": string(text)})
	status := eval[int](b, fmt.Sprintf(`fetch("/api/load", {method: "POST", headers: {"Content-Type": "application/json"}, body: %q}).then(r => r.status)`, body))
	if status != 200 {
		b.t.Fatalf("loading the record: status %d", status)
	}
	b.do(chromedp.Reload())
	b.waitFor("the board", `document.querySelector("#p-c1 .card, #p-c1 .slot")`)
}

// seedDeal is the deal of the seed's won game (R10): reserve from the top
// Q♣ 8♥ Q♠ J♠, base 7♥, columns 6♣ K♥ Q♥ A♠, the cards it does not show in
// the starting deck order.
func seedDeal(t *testing.T) *canfield.Game {
	t.Helper()
	var shown []canfield.Card
	for _, s := range strings.Fields("JS QS 8H QC 7H 6C KH QH AS") {
		c, err := canfield.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		shown = append(shown, c)
	}
	used := map[canfield.Card]bool{}
	for _, c := range shown {
		used[c] = true
	}
	var rest []canfield.Card
	for _, c := range canfield.Deck() {
		if !used[c] {
			rest = append(rest, c)
		}
	}
	deck := append(append(append([]canfield.Card{}, rest[:9]...), shown...), rest[9:]...)
	g, err := canfield.DealDeck(deck, canfield.Draw3)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// nearEnd returns a game a few actions short of a win, and those actions:
// the first deal from a fixed number on that the solver wins, played along
// its winning line.
func nearEnd(t *testing.T, left int) (*canfield.Game, []canfield.Move) {
	t.Helper()
	for n := uint64(1000); n < 1100; n++ {
		g, err := canfield.DealFromNumber(n, canfield.Draw1)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		r, err := solve.Solve(ctx, g, solve.Options{MaxNodes: 1 << 20})
		cancel()
		if err != nil || r.Verdict != solve.Won || len(r.Line) < left+10 {
			continue
		}
		k := len(r.Line) - left
		for _, m := range r.Line[:k] {
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		return g, r.Line[k:]
	}
	t.Fatal("no deal near 1000 is won within the budget")
	return nil, nil
}

// TestBrowser plays the page in headless Chromium on a phone's screen as a
// player would, with a mouse and with a finger: a tap, a run dragged, a
// refused drop, a draw, an undo, a hint from the cards seen and one that
// sees every card, Danish with its letters and its keys and no face-down
// card named, and a game finished; then on a desktop's, New game with a
// code and a lost game's way back.
func TestBrowser(t *testing.T) {
	exe := chromium(t)
	// The verdict's searches are bounded by positions, not by time, so
	// that they decide alike on a slow machine.
	url := startServer(t, "-verdict-time", "1h", "-verdict-positions", strconv.Itoa(1<<22))
	b := newBrowser(t, exe, url, 360, 740)

	// The page deals a winnable game at once.
	b.do(chromedp.Navigate(url))
	b.waitFor("a dealt game", `/^CF1-D3-[A-Z]{7}$/.test(document.getElementById("code").textContent)`)
	b.waitFor("four columns of one card", `[1,2,3,4].every(i => document.querySelectorAll("#p-c" + i + " .card").length === 1)`)
	b.waitFor("the board in words", `document.getElementById("live").textContent.startsWith("Stock: 34 cards")`)
	b.shot("dealt")

	// The seed's deal: a tap sends Q♣ from the reserve onto K♥ (R8.1).
	b.load(seedDeal(t))
	b.waitFor("Q♣ on the reserve", `document.querySelector("#p-r .card[data-card=QC]")`)
	b.click("#p-r .card[data-card=QC]")
	b.waitFor("Q♣ on K♥", `[...document.querySelectorAll("#p-c2 .card")].map(c => c.dataset.card).join() === "KH,QC"`)
	b.waitFor("what the tap did", `document.getElementById("message").textContent.includes("Queen of clubs onto column 2")`)
	b.shot("tapped")

	// 8♥ to its foundation by a finger's tap, then K♥ Q♣ dragged by a
	// finger onto A♠ (R5.5): column 2 empties and takes Q♠ from the
	// reserve.
	b.touchDrag("#p-r .card[data-card='8H']", "")
	b.waitFor("8♥ on foundation 1", `document.querySelector("#p-f1 .card[data-card='8H']")`)
	b.touchDrag("#p-c2 .card[data-card=KH]", "#p-c4 .card[data-card=AS]")
	b.waitFor("the run on A♠", `[...document.querySelectorAll("#p-c4 .card")].map(c => c.dataset.card).join() === "AS,KH,QC"`)
	b.waitFor("Q♠ refilling column 2", `[...document.querySelectorAll("#p-c2 .card")].map(c => c.dataset.card).join() === "QS"`)
	b.waitFor("the score", `document.getElementById("score").textContent === "Score 5"`)
	b.waitFor("the seed's description", `document.getElementById("live").textContent === `+fmt.Sprintf("%q", "Stock: 34 cards; waste empty; reserve: 10 cards, top: jack of spades. Foundations, start rank 7: hearts up to and including 8 of hearts (2), spades empty, diamonds empty, clubs empty. column 1: 6 of clubs; column 2: queen of spades; column 3: queen of hearts; column 4: ace of spades, king of hearts, queen of clubs."))
	b.shot("dragged")

	// A refused drop (with the mouse) springs back and says why, in the
	// library's words.
	b.drag("#p-c1 .card[data-card='6C']", "#p-c3 .card[data-card=QH]")
	b.waitFor("the refusal", `document.getElementById("message").textContent === "6 of clubs does not go on queen of hearts: it takes only jack of spades or jack of clubs."`)
	b.waitFor("6♣ back in column 1", `[...document.querySelectorAll("#p-c1 .card")].map(c => c.dataset.card).join() === "6C" && !document.querySelector(".float")`)
	b.shot("refused")

	// A draw turns three cards; Undo takes them back, with its count.
	b.click("#stock")
	b.waitFor("three cards fanned", `document.querySelectorAll("#p-w .card.fan").length === 3`)
	b.waitFor("the stock's count", `document.querySelector("#p-s .count-label").textContent === "31"`)
	b.waitFor("four undos", `document.getElementById("undos").textContent === "4"`)
	b.shot("drawn")
	b.click("#undo")
	b.waitFor("the draw taken back", `document.querySelectorAll("#p-w .card.fan").length === 0 && document.querySelector("#p-s .count-label").textContent === "34"`)
	b.waitFor("three undos", `document.getElementById("undos").textContent === "3"`)
	b.shot("undone")

	// A hint lights up a move and words it, from the cards seen.
	b.click("#hint")
	b.waitFor("the hint", `/^Hint: .*, it wins in \d+ of 16 ways the unseen cards may lie\.$/.test(document.getElementById("message").textContent) && document.querySelector(".hint")`)
	b.shot("hint")
	// The setting of hints that see every card, kept with the page's
	// others: a hint then follows a winning line.
	b.click("#settings")
	b.waitFor("the setting off", `!document.getElementById("peek").checked && document.getElementById("settings-dialog").textContent.includes("Hints that see every card")`)
	b.click("#peek")
	b.shot("settings")
	b.click("#settings-dialog button[value=close]")
	b.waitFor("the setting kept", `localStorage.getItem("canfield.peek") === "1" && !document.querySelector(".hint")`)
	b.click("#hint")
	b.waitFor("the hint that sees every card", `/^Hint: .*, a winning line starts here \(\d+ actions\)\.$/.test(document.getElementById("message").textContent) && document.querySelector(".hint")`)
	b.click("#settings")
	b.click("#peek")
	b.click("#settings-dialog button[value=close]")
	b.waitFor("the setting off again", `localStorage.getItem("canfield.peek") === "0"`)

	// Danish, from the settings: the page's words, the board's and the
	// refusals come in Danish.
	b.click("#settings")
	b.do(chromedp.SetValue(chromedp.ID("lang"), "da"), chromedp.Evaluate[chromedp.Void](`document.getElementById("lang").dispatchEvent(new Event("change"))`))
	b.click("#settings-dialog button[value=close]")
	b.waitFor("Danish buttons", `document.querySelector("#undo [data-t]").textContent === "Fortryd" && document.getElementById("new").textContent === "Nyt spil"`)
	b.waitFor("the board in Danish", `document.getElementById("live").textContent.startsWith("Stok: 34 kort; kasseret-bunke tom; reserve: 10 kort, øverst: spar knægt.")`)
	// The cards show the Danish letters, as the Danish terminal does: E
	// for es, Kn for knægt, D for dame, K for konge.
	b.waitFor("the Danish letters", `[...document.querySelectorAll("#p-c4 .card .idx, #p-r .card .idx")].map(e => e.textContent).join() === "Kn♠,E♠,K♥,D♣"`)
	b.waitFor("the start rank in Danish", `document.getElementById("start").textContent === "Startrang 7" && document.querySelector("#p-f2 .slot").textContent === "7♠"`)
	b.drag("#p-c1 .card[data-card='6C']", "#p-c3 .card[data-card=QH]")
	b.waitFor("a refusal in Danish", `document.getElementById("message").textContent === "Klør 6 kan ikke lægges på hjerter dame: den tager kun imod spar knægt eller klør knægt."`)
	b.shot("dansk")
	// A deal whose start rank is the queen: dame, D.
	queens, err := canfield.Deal("CF1-D3-AAAAAAI")
	if err != nil {
		t.Fatal(err)
	}
	b.load(queens)
	b.waitFor("the start rank D", `document.getElementById("start").textContent === "Startrang D" && [...document.querySelectorAll("#board .foundation .slot")].every(s => s.textContent.startsWith("D") && s.title === "startrang D")`)
	// The keyboard panel's help names the keys in Danish, and they work: h
	// a hint, u undo.
	b.click("#keys")
	b.waitFor("the keyboard panel", `!document.getElementById("keys-panel").hidden && document.activeElement.id === "cmd-input"`)
	b.waitFor("the keys in the help", `["kd\u00a0trykker", "u\u00a0fortryd", "h\u00a0tip"].every(k => document.getElementById("cmd-help").textContent.includes(k))`)
	b.do(chromedp.SendKeys(chromedp.ID("cmd-input"), "h\r"))
	b.waitFor("the hint in Danish", `document.getElementById("message").textContent.startsWith("Tip: ")`)
	b.noFaceDown(queens)
	b.click("#stock")
	b.waitFor("a draw", `document.querySelectorAll("#p-w .card.fan").length === 3`)
	if err := queens.Play(canfield.StockTap()); err != nil {
		t.Fatal(err)
	}
	b.noFaceDown(queens)
	b.do(chromedp.SendKeys(chromedp.ID("cmd-input"), "u\r"))
	b.waitFor("the draw undone by u", `document.querySelectorAll("#p-w .card.fan").length === 0 && document.getElementById("message").textContent.startsWith("Fortrudt: 3 kort")`)

	// A game a few actions from its end, finished from the keyboard box
	// and a last tap: the win is announced.
	g, rest := nearEnd(t, 4)
	b.load(g)
	b.waitFor("the verdict", `document.getElementById("verdict-text").textContent === "Kan vindes — med kendskab til alle kort"`)
	last := rest[len(rest)-1]
	b.click("#keys")
	b.waitFor("the keyboard panel", `document.activeElement.id === "cmd-input"`)
	for _, m := range rest[:len(rest)-1] {
		before := eval[string](b, `document.getElementById("board").dataset.revision`)
		b.do(chromedp.SendKeys(chromedp.ID("cmd-input"), m.String()+"\r"))
		b.waitFor("the move "+m.String(), fmt.Sprintf(`document.getElementById("board").dataset.revision !== %q`, before))
	}
	b.shot("near-end")
	if !last.To().IsFoundation() {
		t.Fatalf("the winning line ends with %v, not a card to a foundation", last)
	}
	b.click(fmt.Sprintf("#p-%s .card[data-card]:last-of-type", last.From()))
	// A celebration, then the dialog that offers a new deal.
	b.waitFor("the celebration", `document.querySelectorAll(".burst span").length === 48`)
	b.shot("celebration")
	b.waitFor("the win", `document.getElementById("win-dialog").open && document.getElementById("win-title").textContent.startsWith("Du vandt med ")`)
	b.waitFor("a full foundation each", `[1,2,3,4].every(i => document.querySelector("#p-f" + i).getAttribute("aria-label").includes("13 kort"))`)
	b.shot("won")

	// On a desktop's screen: New game from the win, the app's dialog, a
	// code typed in.
	b.do(chromedp.EmulateViewport(1280, 800))
	b.click("#win-dialog button[value=new]")
	b.waitFor("the New game dialog", `document.getElementById("new-dialog").open`)
	b.waitFor("the draw modes in the app's words", `document.getElementById("new-dialog").textContent.replace(/\s+/g, " ").includes("Træk 3 3 kort, Svær Træk 1 1 kort, Let")`)
	b.do(chromedp.SendKeys(chromedp.ID("new-code"), "cf1-d3-aaaaaaj"))
	b.waitFor("draw 3 chosen by the code", `document.querySelector("#new-form input[name=draw][value='3']").checked`)
	b.shot("new-game")
	b.click("#new-deal")
	b.waitFor("the typed deal", `document.getElementById("code").textContent === "CF1-D3-AAAAAAJ" && !document.getElementById("new-dialog").open`)
	b.click("#copy")
	b.waitFor("the code copied", `document.getElementById("message").textContent === "Kopieret. CF1-D3-AAAAAAJ"`)

	// The game thrown away by its fourteenth action: the verdict says how
	// many undos lead back, and its button takes them.
	lost, err := canfield.Deal("CF1-D3-AAAAAAJ")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"s", "s", "s", "s", "s", "s", "s", "w f1", "s", "s", "w f1", "c3:1 c1", "c3 f1", "s"} {
		m, err := lost.ParseMove(text)
		if err == nil {
			err = lost.Play(m)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	// Loaded from a file, as a player does from the settings.
	text, err := lost.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "lost.txt")
	if err := os.WriteFile(file, text, 0o644); err != nil {
		t.Fatal(err)
	}
	b.click("#settings")
	b.do(chromedp.SetUploadFiles(chromedp.ID("upload"), []string{file}))
	b.waitFor("the loaded game", `!document.getElementById("settings-dialog").open && document.getElementById("message").textContent === "Hentede CF1-D3-AAAAAAJ efter 14 handlinger."`)
	b.waitFor("the lost verdict", `document.getElementById("verdict-text").textContent === "Kan ikke længere vindes — med kendskab til alle kort" && document.getElementById("verdict-undo").textContent === "Fortryd 2"`)
	b.shot("lost")
	b.click("#verdict-undo")
	b.waitFor("winnable again", `document.getElementById("verdict-text").textContent === "Kan vindes — med kendskab til alle kort" && document.getElementById("undos").textContent === "12"`)
	b.shot("undone-to-winnable")
}
