package web

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	neturl "net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
	"github.com/google/go-cmp/cmp"
)

func TestNewGameAndCookie(t *testing.T) {
	_, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	p.refused("GET", "/api/view", nil, http.StatusNotFound, KindNoGame)

	status, data := p.request("POST", "/api/new", map[string]string{"code": "cf1-d3-aaaaacl"})
	if status != http.StatusOK {
		t.Fatalf("new: %d %s", status, data)
	}
	var st State
	json.Unmarshal(data, &st)
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	if diff := cmp.Diff(viewJSON(t, g.View()), viewJSON(t, st.View)); diff != "" {
		t.Errorf("the new game's view mismatch (-want +got):\n%s", diff)
	}
	if st.Description != g.Describe(canfield.English) || !st.Saved {
		t.Errorf("description %q, saved %v", st.Description, st.Saved)
	}
	// The cookie is the player's unguessable id, out of scripts' reach and
	// never sent by another site.
	req, _ := http.NewRequest("POST", ts.URL+"/api/new", strings.NewReader(`{"draw":"1"}`))
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	cookies := res.Cookies()
	if len(cookies) != 1 {
		t.Fatalf("cookies %v", cookies)
	}
	c := cookies[0]
	if c.Name != CookieName || !validID(c.Value) || !c.HttpOnly || c.SameSite != http.SameSiteStrictMode || c.Path != "/" {
		t.Errorf("cookie %+v", c)
	}
	if got := p.state("GET", "/api/view", nil); !sameBoard(t, st.View, got.View) {
		t.Errorf("GET /api/view after new shows another game")
	}

	// A new game of a player replaces the game in place: same cookie, the
	// next epoch, and a random deal is winnable (solve.RandomWinnable).
	next := p.state("POST", "/api/new", map[string]string{"draw": "1"})
	if next.Epoch != st.Epoch+1 || next.View.Draw != canfield.Draw1 || !strings.HasPrefix(next.View.Code, "CF1-D1-") {
		t.Errorf("second new game: epoch %d, draw %v, code %q", next.Epoch, next.View.Draw, next.View.Code)
	}
	if got := p.state("GET", "/api/view", nil); got.View.Code != next.View.Code {
		t.Errorf("GET shows %s, want the new game %s", got.View.Code, next.View.Code)
	}
}

// TestPlayMirrorsLibrary plays random games through the API and beside
// them through the library: after every action and every refusal the
// server shows exactly the library's view, refuses exactly what it
// refuses in the same words, and names no face-down card anywhere.
func TestPlayMirrorsLibrary(t *testing.T) {
	_, ts := testServer(t, Options{})
	rng := rand.New(rand.NewPCG(24, 1))
	for game := 0; game < 6; game++ {
		mode := canfield.Draw3
		if game%2 == 1 {
			mode = canfield.Draw1
		}
		code := canfield.FormatCode(rng.Uint64N(canfield.NumDeals), mode)
		t.Run(code, func(t *testing.T) {
			p := newPlayer(t, ts.URL)
			st := p.newGame(code)
			g, _ := canfield.Deal(code)
			lang := canfield.English
			for step := 0; step < 150; step++ {
				if step%2 == 1 {
					lang = canfield.Danish
				} else {
					lang = canfield.English
				}
				var status int
				var data []byte
				var want error
				var named canfield.Card // a card the request names, which its refusal may name too
				switch r := rng.IntN(20); {
				case r < 12 && len(g.Moves()) > 0:
					moves := g.Moves()
					m := moves[rng.IntN(len(moves))]
					status, data = p.request("POST", "/api/move", map[string]any{"move": m.String(), "lang": lang.String(), "revision": st.View.Revision})
					want = g.Play(m)
				case r < 15:
					named = visibleCard(rng, g)
					status, data = p.request("POST", "/api/tap", map[string]any{"card": typedIn(rng, named, lang), "lang": lang.String(), "doubleClick": r != 14})
					g.SetDoubleClick(r != 14)
					_, want = g.Tap(named)
				case r < 18:
					status, data = p.request("POST", "/api/undo", map[string]any{"lang": lang.String()})
					want = g.Undo()
				default:
					text := canfield.NewMove(canfield.Pile(1+rng.IntN(11)), canfield.Pile(1+rng.IntN(11)), 1+rng.IntN(3)).String()
					status, data = p.request("POST", "/api/move", map[string]any{"move": text, "lang": lang.String()})
					m, err := g.ParseInput(text, lang)
					if want = err; err == nil {
						want = g.Play(m)
					}
				}
				noFaceDown(t, g, data, named)
				if want != nil {
					var e Error
					json.Unmarshal(data, &e)
					if status/100 != 4 || e.Message != canfield.Explain(want, lang) {
						t.Fatalf("step %d: got %d %q, want a refusal %q", step, status, e.Message, canfield.Explain(want, lang))
					}
					continue
				}
				if status != http.StatusOK {
					t.Fatalf("step %d: status %d: %s", step, status, data)
				}
				st = State{}
				json.Unmarshal(data, &st)
				if diff := cmp.Diff(viewJSON(t, g.View()), viewJSON(t, st.View)); diff != "" {
					t.Fatalf("step %d: view mismatch (-want +got):\n%s", step, diff)
				}
				if st.Description != g.Describe(lang) || len(st.Said) == 0 {
					t.Fatalf("step %d: description %q, said %q", step, st.Description, st.Said)
				}
			}
			_, record := p.request("GET", "/api/record", nil)
			noFaceDown(t, g, record, 0)
			if want, _ := g.MarshalText(); string(record) != string(want) {
				t.Errorf("record mismatch (-want +got):\n%s", cmp.Diff(string(want), string(record)))
			}
		})
	}
}

// visibleCard picks a card to tap: mostly a face-up one, sometimes any.
func visibleCard(rng *rand.Rand, g *canfield.Game) canfield.Card {
	var cards []canfield.Card
	v := g.View()
	for _, c := range v.Columns {
		cards = append(cards, c...)
	}
	cards = append(cards, v.WasteFan...)
	if v.ReserveTop.Valid() {
		cards = append(cards, v.ReserveTop)
	}
	if len(cards) == 0 || rng.IntN(8) == 0 {
		return canfield.Deck()[rng.IntN(52)]
	}
	return cards[rng.IntN(len(cards))]
}

// noFaceDown fails if a response names a card that is face down in g:
// as the API writes cards ("QC") or by its name in either language. The
// card the request named itself is left out: a tap on a face-down card is
// refused in its name ("9 of diamonds is face down"), which tells nothing.
func noFaceDown(t testing.TB, g *canfield.Game, body []byte, named canfield.Card) {
	t.Helper()
	text := string(body)
	// A refusal may name the cards a pile would take ("it takes only 10 of
	// hearts or 10 of diamonds"), face down or not, which says nothing of
	// where they are; the library's own tests hold its refusals to R2.3.
	var e Error
	refusal := json.Unmarshal(body, &e) == nil && e.Kind != ""
	for _, c := range faceDown(g) {
		if c == named {
			continue
		}
		forms := []string{`"` + c.ASCII() + `"`}
		if !refusal {
			forms = append(forms, cardForms(c)...)
		}
		for _, s := range forms {
			if strings.Contains(text, s) && !namesOtherCard(text, s) {
				t.Fatalf("the response names the face-down %v (%q): %s", c, s, text)
			}
		}
	}
}

// faceDown returns the cards of g that are face down: the stock, and the
// reserve under its top (R2.3).
func faceDown(g *canfield.Game) []canfield.Card {
	hidden := g.Stock()
	if r := g.Reserve(); len(r) > 1 {
		hidden = append(hidden, r[:len(r)-1]...)
	}
	return hidden
}

// cardForms returns the ways a text for a player may name c: its name in
// either language, capitalised or not, and its rank and symbol as the
// English and the Danish page show it ("Q♣", "D♣").
func cardForms(c canfield.Card) []string {
	forms := []string{c.String(), typedIn(nil, c, canfield.Danish)}
	for _, l := range []canfield.Language{canfield.English, canfield.Danish} {
		forms = append(forms, c.Name(l), capitalize(c.Name(l)))
	}
	return forms
}

// namesOtherCard reports whether every place s occurs in text is part of
// a longer card name ("spar 10" in "spar 10" is not "spar 1"): names such
// as "ace of spades" are never part of another, but "hjerter 2" could be
// the start of nothing else either, so this only guards the Danish tens.
func namesOtherCard(text, s string) bool {
	for i := strings.Index(text, s); i >= 0; {
		end := i + len(s)
		if end >= len(text) || text[end] != '0' {
			return false
		}
		next := strings.Index(text[end:], s)
		if next < 0 {
			return true
		}
		i = end + next
	}
	return true
}

// TestNotations plays every form of the notation and a tap by a card or a
// pile alone through /api/move.
func TestNotations(t *testing.T) {
	_, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAACL") // reserve 3♣; base 10♦; columns A♦ K♣ 2♦ Q♦
	for _, tt := range []struct{ text, played string }{
		{"42", "c4:1 c2"}, // two-key: Q♦ onto K♣
		{"u", ""},         // not a move: refused below
		{"c2:2 c1", "c2:2 c1"},
		{"s", "s"},
		{"c3", "c3:1 c4"}, // a pile alone is tapped: 2♦ onto 3♣
		{"ts", "c3 f2"},   // and so is a card: 10♠, which refilled column 3, to its foundation
		{"2f", "c2 f4"},
	} {
		status, data := p.request("POST", "/api/move", map[string]string{"move": tt.text})
		var st State
		json.Unmarshal(data, &st)
		switch {
		case tt.played == "" && status != http.StatusBadRequest:
			t.Errorf("move %q: status %d, want 400: %s", tt.text, status, data)
		case tt.played != "" && (status != http.StatusOK || st.Played != tt.played):
			t.Errorf("move %q: status %d, played %q, want %q: %s", tt.text, status, st.Played, tt.played, data)
		}
	}
}

// TestBadInput sends every kind of bad request; each gets a JSON error
// with its status and changes nothing.
func TestBadInput(t *testing.T) {
	_, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	start := p.newGame("CF1-D3-AAAAACL")
	big := `{"move": "` + strings.Repeat("x", 9000) + `"}`
	hugeRecord := `{"record": "` + strings.Repeat("; comment\\n", 120_000) + `"}`
	for _, tt := range []struct {
		name, method, path string
		body               any
		status             int
		kind               string
		header             []string
	}{
		{"malformed JSON", "POST", "/api/move", `{"move": "s"`, 400, KindBadJSON, nil},
		{"not an object", "POST", "/api/move", `["s"]`, 400, KindBadJSON, nil},
		{"unknown field", "POST", "/api/move", `{"mvoe": "s"}`, 400, KindBadJSON, nil},
		{"two values", "POST", "/api/move", `{"move": "s"} {"move": "s"}`, 400, KindBadJSON, nil},
		{"no move", "POST", "/api/move", `{}`, 400, KindBadJSON, nil},
		{"no card", "POST", "/api/tap", `{}`, 400, KindBadJSON, nil},
		{"no record", "POST", "/api/load", `{}`, 400, KindBadJSON, nil},
		{"huge body", "POST", "/api/move", big, 413, KindTooLarge, nil},
		{"huge record", "POST", "/api/load", hugeRecord, 413, KindTooLarge, nil},
		{"not JSON", "POST", "/api/move", `{"move": "s"}`, 415, KindMediaType, []string{"Content-Type", "text/plain"}},
		{"no content type", "POST", "/api/move", `{"move": "s"}`, 415, KindMediaType, []string{"Content-Type", ""}},
		{"another site", "POST", "/api/move", `{"move": "s"}`, 403, KindCrossOrigin, []string{"Sec-Fetch-Site", "cross-site"}},
		{"another origin", "POST", "/api/move", `{"move": "s"}`, 403, KindCrossOrigin, []string{"Origin", "https://evil.example"}},
		{"wrong method", "GET", "/api/move", nil, 405, KindMethod, nil},
		{"wrong method on a GET", "POST", "/api/view", `{}`, 405, KindMethod, nil},
		{"no endpoint", "GET", "/api/nothing", nil, 404, KindNotFound, nil},
		{"unknown id", "GET", "/api/view", nil, 404, KindNoGame, []string{"Cookie", CookieName + "=" + strings.Repeat("ab", idBytes)}},
		{"malformed id", "GET", "/api/view", nil, 404, KindNoGame, []string{"Cookie", CookieName + "=../../etc/passwd"}},
		{"bad notation", "POST", "/api/move", `{"move": "x y z"}`, 400, KindBadNotation, nil},
		{"bad card", "POST", "/api/tap", `{"card": "ZZ"}`, 400, KindBadNotation, nil},
		{"illegal move", "POST", "/api/move", `{"move": "r c1"}`, 422, KindIllegalMove, nil},
		{"illegal tap", "POST", "/api/tap", `{"card": "10D"}`, 422, KindIllegalMove, nil},
		{"face-down tap", "POST", "/api/tap", `{"card": "KS"}`, 422, KindIllegalMove, nil},
		{"nothing to undo", "POST", "/api/undo", `{}`, 422, KindNothingToUndo, nil},
		{"stale board", "POST", "/api/move", `{"move": "s", "revision": 7}`, 409, KindStale, nil},
		{"stale game", "POST", "/api/move", `{"move": "s", "epoch": 3}`, 409, KindStale, nil},
		{"bad code", "POST", "/api/new", `{"code": "CF9-D3-AAAAAAA"}`, 400, KindBadCode, nil},
		{"bad draw", "POST", "/api/new", `{"draw": "2"}`, 400, KindBadCode, nil},
		{"corrupt record", "POST", "/api/load", `{"record": "[Code \"CF1-D3-AAAAACL\"]\n\n1. r c3\n"}`, 422, KindBadRecord, nil},
		{"record of nothing", "POST", "/api/load", `{"record": "garbage"}`, 422, KindBadRecord, nil},
		{"unknown language", "POST", "/api/move", `{"move": "kd", "lang": "fr"}`, 400, KindBadLanguage, nil},
		{"unknown language in the query", "POST", "/api/move?lang=de", `{"move": "s"}`, 400, KindBadLanguage, nil},
		{"unknown language of a view", "GET", "/api/view?lang=xx", nil, 400, KindBadLanguage, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := &player{t: t, c: p.c, base: p.base}
			e := p.refused(tt.method, tt.path, tt.body, tt.status, tt.kind, tt.header...)
			if tt.kind == KindStale && (e.State == nil || !sameBoard(t, start.View, e.State.View)) {
				t.Errorf("a stale action's error carries the game: %+v", e.State)
			}
			if got := p.state("GET", "/api/view", nil); viewJSON(t, got.View) != viewJSON(t, start.View) {
				t.Errorf("the refused request changed the game")
			}
		})
	}

	// Refusals come in the player's language, from the library.
	e := p.refused("POST", "/api/move", map[string]string{"move": "r c1", "lang": "da"}, 422, KindIllegalMove)
	if want := "Klør 3 kan ikke lægges på ruder es: den tager kun imod spar konge eller klør konge."; e.Message != want || e.Reason != canfield.WrongRank {
		t.Errorf("Danish refusal %q (%v), want %q", e.Message, e.Reason, want)
	}
	// A language the game does not speak is told in the one the rest of
	// the request asks for.
	e = p.refused("POST", "/api/tap?lang=da", map[string]string{"card": "kd", "lang": "dk"}, 400, KindBadLanguage)
	if want := `Spillet taler ikke sproget "dk": send "lang": "da" for dansk eller "en" for engelsk.`; e.Message != want {
		t.Errorf("an unknown language: %q, want %q", e.Message, want)
	}
	// Accept-Language decides without a lang: its first English or Danish
	// tag.
	for _, tt := range []struct{ header, want string }{
		{"da-DK,da;q=0.9", "Ugyldigt træk"},
		{"fr-FR, da;q=0.5, en;q=0.9", "Ugyldigt træk"},
		{"en-GB,da;q=0.9", "Bad move"},
		{"fr", "Bad move"},
	} {
		if e := p.refused("POST", "/api/move", map[string]string{"move": "x y z"}, 400, KindBadNotation, "Accept-Language", tt.header); !strings.HasPrefix(e.Message, tt.want) {
			t.Errorf("Accept-Language %q: %q, want %s…", tt.header, e.Message, tt.want)
		}
	}
	e = p.refused("POST", "/api/load", map[string]string{"record": "[Code \"CF1-D3-AAAAACL\"]\n\n1. r c3\n"}, 422, KindBadRecord, "Accept-Language", "da-DK,da;q=0.9")
	if !strings.HasPrefix(e.Message, "Ugyldigt spilforløb: linje 3, handling 1") {
		t.Errorf("corrupt record in Danish: %q", e.Message)
	}
}

// TestTwoBrowsers: two players' games are apart; neither can reach the
// other's.
func TestTwoBrowsers(t *testing.T) {
	_, ts := testServer(t, Options{})
	a, b := newPlayer(t, ts.URL), newPlayer(t, ts.URL)
	sa := a.newGame("CF1-D3-AAAAACL")
	sb := b.newGame("CF1-D1-AAAAACL")
	a.state("POST", "/api/move", map[string]string{"move": "s"})
	a.state("POST", "/api/move", map[string]string{"move": "s"})
	if got := b.state("GET", "/api/view", nil); viewJSON(t, got.View) != viewJSON(t, sb.View) {
		t.Errorf("b's game changed when a played")
	}
	b.state("POST", "/api/new", map[string]string{"code": "CF1-D3-AAAAAAB"})
	if got := a.state("GET", "/api/view", nil); got.View.Code != sa.View.Code || got.View.StockCount != 28 {
		t.Errorf("a's game changed when b dealt: %s, stock %d", got.View.Code, got.View.StockCount)
	}
	u, _ := url(ts.URL)
	ida, idb := a.c.Jar.Cookies(u), b.c.Jar.Cookies(u)
	if len(ida) != 1 || len(idb) != 1 || ida[0].Value == idb[0].Value {
		t.Fatalf("cookies %v and %v", ida, idb)
	}
}

// TestRestartResumes stops a server and starts another on its directory:
// every game comes back exactly as it was served, revisions included, so an
// open page goes on without noticing.
func TestRestartResumes(t *testing.T) {
	dir := t.TempDir()
	srv1, ts1 := testServer(t, Options{Dir: dir})
	rng := rand.New(rand.NewPCG(7, 7))
	var players []*player
	var last []State
	for i := 0; i < 5; i++ {
		p := newPlayer(t, ts1.URL)
		st := p.newGame(canfield.FormatCode(rng.Uint64N(canfield.NumDeals), canfield.DrawMode(i%2)))
		for k := 0; k < 40; k++ {
			if k%7 == 6 && st.View.UndosLeft > 0 {
				st = p.state("POST", "/api/undo", map[string]any{})
				continue
			}
			moves := st.View.Moves
			if len(moves) == 0 {
				break
			}
			st = p.state("POST", "/api/move", map[string]any{"move": moves[rng.IntN(len(moves))].String()})
		}
		players, last = append(players, p), append(last, st)
	}
	ts1.Close()
	if err := srv1.Close(); err != nil {
		t.Fatal(err)
	}

	_, ts2 := testServer(t, Options{Dir: dir})
	for i, p := range players {
		p.base = ts2.URL
		got := p.state("GET", "/api/view", nil)
		if diff := cmp.Diff(viewJSON(t, last[i].View), viewJSON(t, got.View)); diff != "" || got.Epoch != last[i].Epoch {
			t.Errorf("player %d after the restart: epoch %d, want %d; view mismatch (-want +got):\n%s", i, got.Epoch, last[i].Epoch, diff)
		}
		// The board the page shows is still current: its next action plays.
		p.state("POST", "/api/move", map[string]any{"move": "s", "revision": got.View.Revision, "epoch": got.Epoch})
	}
}

// TestHint: the hint of a deal is from the cards seen, and with peek=1
// from every card.
func TestHint(t *testing.T) {
	_, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	st := p.newGame("CF1-D3-AAAAACL")
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	for _, tt := range []struct {
		query, text string
		samples     int
	}{
		{"?lang=da", "Tip: tryk på stokken, det vinder på 16 af de 16 måder, de usete kort kan ligge på.", solve.DefaultFairSamples},
		{"?lang=en", "Hint: tap the stock, it wins in 16 of 16 ways the unseen cards may lie.", solve.DefaultFairSamples},
		{"?peek=1", "Hint: king of clubs onto column 1, a winning line starts here (150 actions).", 0},
	} {
		status, data := p.request("GET", "/api/hint"+tt.query, nil)
		if status != http.StatusOK {
			t.Fatalf("hint%s: %d %s", tt.query, status, data)
		}
		var h Hint
		json.Unmarshal(data, &h)
		m, err := g.ParseMove(h.Move)
		if err != nil || g.Clone().Play(m) != nil || h.Text != tt.text || h.Samples != tt.samples || h.Revision != st.View.Revision {
			t.Errorf("hint%s %+v (%v), want %q", tt.query, h, err, tt.text)
		}
		noFaceDown(t, g, data, 0)
	}
}

// TestHintIgnoresUnseenCards: a hint from the cards seen is the same for
// two games that differ only where cards never seen lie (R2.3): the deal
// of a deck, and of the deck with two of the stock's cards turned last
// swapped and two at the reserve's bottom. With peek=1 it may differ.
func TestHintIgnoresUnseenCards(t *testing.T) {
	_, ts := testServer(t, Options{})
	g, _ := canfield.Deal("CF1-D3-AAAAAAQ")
	deck := g.DealtDeck()
	swapped := slices.Clone(deck)
	swapped[50], swapped[51] = swapped[51], swapped[50]
	swapped[0], swapped[1] = swapped[1], swapped[0]
	var hints [2]Hint
	for i, d := range [][]canfield.Card{deck, swapped} {
		dealt, err := canfield.DealDeck(d, canfield.Draw3)
		if err != nil {
			t.Fatal(err)
		}
		for _, move := range []string{"c4:1 c2", "r f2", "s", "s"} {
			m, _ := dealt.ParseMove(move)
			if err := dealt.Play(m); err != nil {
				t.Fatalf("%s: %v", move, err)
			}
		}
		rec, _ := dealt.MarshalText()
		p := newPlayer(t, ts.URL)
		p.state("POST", "/api/load", map[string]string{"record": string(rec)})
		status, data := p.request("GET", "/api/hint", nil)
		if status != http.StatusOK {
			t.Fatalf("hint: %d %s", status, data)
		}
		json.Unmarshal(data, &hints[i])
		hints[i].Epoch = 0
	}
	if hints[0] != hints[1] || hints[0].Samples != solve.DefaultFairSamples {
		t.Errorf("the hints of two games that differ only in unseen cards:\n%+v\n%+v", hints[0], hints[1])
	}
}

// TestHintForStockTaps: a hint to tap the stock says how many taps and
// what they lead to, without naming the card.
func TestHintForStockTaps(t *testing.T) {
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	h := hintOf(g, suggestion(t, "s", "s", "w c1"), canfield.English)
	if h.Taps != 2 || h.Then != "w c1" || h.Text != "Hint: tap the stock 2 times, then play the waste's top card onto column 1, a winning line starts here (3 actions)." {
		t.Errorf("hint %+v", h)
	}
	h = hintOf(g, suggestion(t, "s", "w f1"), canfield.Danish)
	if h.Text != "Tip: tryk på stokken, og så spil kasseret-bunkens øverste kort på sit fundament, en vindende række begynder her (2 handlinger)." {
		t.Errorf("Danish hint %q", h.Text)
	}
	// A line from the cards seen may tap the stock before a move of the
	// columns, which the tap is not for: the hint is the tap alone, and
	// does not send the waste's top card where the column's run goes.
	fair := suggestion(t, "s", "c4:1 c2")
	fair.Verdict, fair.Wins, fair.Samples = solve.Unknown, 15, 16
	h = hintOf(g, fair, canfield.English)
	if h.Taps != 0 || h.Then != "" || h.Text != "Hint: tap the stock, it wins in 15 of 16 ways the unseen cards may lie." {
		t.Errorf("hint %+v", h)
	}
}

func TestRecordDownload(t *testing.T) {
	_, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAACL")
	p.state("POST", "/api/move", map[string]string{"move": "42"})
	req, _ := http.NewRequest("GET", ts.URL+"/api/record", nil)
	res, err := p.c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if cd := res.Header.Get("Content-Disposition"); cd != `attachment; filename="canfield-CF1-D3-AAAAACL.txt"` {
		t.Errorf("Content-Disposition %q", cd)
	}
	_, text := p.request("GET", "/api/record", nil)
	if want := "[Code \"CF1-D3-AAAAACL\"]\n[Draw \"3\"]\n[Score \"0\"]\n\n1. c4:1 c2\n"; string(text) != want {
		t.Errorf("record %q, want %q", text, want)
	}
	// Loading it back gives the same game.
	st := p.state("POST", "/api/load", map[string]string{"record": string(text)})
	if len(st.Said) != 1 || st.Said[0] != "Loaded CF1-D3-AAAAACL after 1 action." {
		t.Errorf("said %q", st.Said)
	}

	// A game dealt from a deck is played, but its record, whose Deck tag
	// names the face-down cards, is not sent (R2.3).
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	deck, _ := canfield.DealDeck(g.DealtDeck(), canfield.Draw3)
	rec, _ := deck.MarshalText()
	st = p.state("POST", "/api/load", map[string]string{"record": string(rec)})
	if st.View.Code != "" || st.Said[0] != "Loaded a game without a code at its deal." {
		t.Errorf("a deck's game: code %q, said %q", st.View.Code, st.Said)
	}
	p.refused("GET", "/api/record", nil, http.StatusUnprocessableEntity, KindDeckRecord)
}

func TestPage(t *testing.T) {
	_, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	for _, tt := range []struct{ path, mime string }{
		{"/", "text/html; charset=utf-8"},
		{"/static/app.js", "text/javascript; charset=utf-8"},
		{"/static/style.css", "text/css; charset=utf-8"},
	} {
		res, err := p.c.Get(ts.URL + tt.path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != tt.mime || res.Header.Get("ETag") == "" {
			t.Errorf("%s: %d %q", tt.path, res.StatusCode, res.Header.Get("Content-Type"))
		}
		if tt.path == "/" && !strings.Contains(res.Header.Get("Content-Security-Policy"), "default-src 'none'") {
			t.Errorf("no CSP on the page")
		}
	}
	if status, _ := p.request("GET", "/static/nothing.js", nil); status != 404 {
		t.Errorf("a missing file: %d", status)
	}
	// Nothing is loaded from elsewhere, and the page stays small.
	for name, a := range newPage().files {
		if strings.Contains(string(a.body), "://") {
			t.Errorf("%s names another site", name)
		}
	}
	if n := PageSize(); n > 100_000 {
		t.Errorf("the page is %d bytes, over 100 KB", n)
	}
}

// TestLimits: the per-player rate limit, and the games held in memory.
func TestLimits(t *testing.T) {
	clock := &fakeClock{}
	srv, ts := testServer(t, Options{Rate: 1, Burst: 3, NewRate: 1, NewBurst: 2, MaxGames: 2, Now: clock.now})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAACL") // the address's bucket: 1 of 2; the player's: 1 of 3
	p.state("GET", "/api/view", nil)
	p.state("GET", "/api/view", nil)
	p.state("GET", "/api/view", nil)
	status, _ := p.request("GET", "/api/view", nil)
	if status != http.StatusTooManyRequests {
		t.Errorf("fourth request at once: %d, want 429", status)
	}
	clock.advance(1)
	p.state("GET", "/api/view", nil)

	// Three more players: the table keeps two games, and a dropped game
	// comes back from its save.
	var others []*player
	for i := 0; i < 3; i++ {
		q := newPlayer(t, ts.URL)
		clock.advance(1)
		q.newGame(fmt.Sprintf("CF1-D3-AAAAAA%c", 'B'+i))
		others = append(others, q)
	}
	if n := srv.held(); n > 2 {
		t.Errorf("%d games in memory, at most 2", n)
	}
	clock.advance(10)
	if st := p.state("GET", "/api/view", nil); st.View.Code != "CF1-D3-AAAAACL" {
		t.Errorf("the dropped game came back as %s", st.View.Code)
	}
	// Idle games are dropped after IdleTimeout.
	clock.advance(3600)
	srv.dropIdle()
	if n := srv.held(); n != 0 {
		t.Errorf("%d games in memory after an idle hour", n)
	}
	for i, q := range others {
		clock.advance(1)
		if st := q.state("GET", "/api/view", nil); st.View.Code != fmt.Sprintf("CF1-D3-AAAAAA%c", 'B'+i) {
			t.Errorf("player %d's game came back as %s", i, st.View.Code)
		}
	}
}

// fakeClock is a clock that tests move by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.t.IsZero() {
		c.t = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	}
	return c.t
}

func (c *fakeClock) advance(seconds float64) {
	c.now()
	c.mu.Lock()
	c.t = c.t.Add(time.Duration(seconds * float64(time.Second)))
	c.mu.Unlock()
}

// suggestion is a solve.Suggestion that wins along the line of moves given.
func suggestion(t *testing.T, line ...string) solve.Suggestion {
	t.Helper()
	var moves []canfield.Move
	for _, text := range line {
		var m canfield.Move
		if err := m.UnmarshalText([]byte(text)); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		moves = append(moves, m)
	}
	return solve.Suggestion{Move: moves[0], Verdict: solve.Won, Line: moves, Safe: true}
}

func url(s string) (*neturl.URL, error) { return neturl.Parse(s) }

// TestCardsInTheRequestsLanguage: the text of a move or a tap names its
// cards in the letters of the request's language, as the terminal reads
// them ("kd" is klør dame in Danish, the king of diamonds in English),
// while the cards of the JSON answers stay in their canonical form ("QC").
func TestCardsInTheRequestsLanguage(t *testing.T) {
	_, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAACL") // reserve 3♣; base 10♦; columns A♦ K♣ 2♦ Q♦
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	refusal := func(text string, l canfield.Language) string {
		t.Helper()
		m, err := g.ParseInput(text, l)
		if err == nil {
			err = g.Play(m)
		}
		if err == nil {
			t.Fatalf("%q in %v is played", text, l)
		}
		return canfield.Explain(err, l)
	}

	// A pile alone is tapped too, and an empty one says so.
	p.refused("POST", "/api/move", map[string]string{"move": "w"}, http.StatusUnprocessableEntity, KindIllegalMove)

	// A face-down card by its Danish letters, as a move and as a tap: klør
	// dame, not the king of diamonds.
	for _, path := range []string{"/api/move", "/api/tap"} {
		field := map[string]string{"/api/move": "move", "/api/tap": "card"}[path]
		e := p.refused("POST", path, map[string]string{field: "kd", "lang": "da"}, http.StatusUnprocessableEntity, KindIllegalMove)
		if want := refusal("kd", canfield.Danish); e.Message != want || !strings.HasPrefix(want, "Klør dame") {
			t.Errorf("%s kd in Danish: %q, want %q", path, e.Message, want)
		}
		e = p.refused("POST", path, map[string]string{field: "kd", "lang": "en"}, http.StatusUnprocessableEntity, KindIllegalMove)
		if want := refusal("kd", canfield.English); e.Message != want || !strings.HasPrefix(want, "King of diamonds") {
			t.Errorf("%s kd in English: %q, want %q", path, e.Message, want)
		}
		// English letters are not Danish ones.
		e = p.refused("POST", path, map[string]string{field: "QC", "lang": "da"}, http.StatusBadRequest, KindBadNotation)
		if _, err := g.ParseInput("QC", canfield.Danish); e.Message != canfield.Explain(err, canfield.Danish) {
			t.Errorf("%s QC in Danish: %q", path, e.Message)
		}
	}

	for _, tt := range []struct {
		path, field, text, lang string
		played                  string
		said                    []string
	}{
		// Ruder dame tapped: onto klør konge.
		{"/api/move", "move", "rd", "da", "c4:1 c2", []string{"Ruder dame på kolonne 2.", "Klør 3 fra reserven fylder kolonne 4."}},
		// A card as a move's source: ruder 2 onto column 4.
		{"/api/move", "move", "2r c4", "da", "c3:1 c4", nil},
		{"/api/undo", "", "", "da", "", nil},
		// The card as the Danish page shows it, and as the English one does.
		{"/api/tap", "card", "2♦", "da", "c3:1 c4", nil},
		{"/api/undo", "", "", "en", "", nil},
		{"/api/tap", "card", "2♦", "en", "c3:1 c4", []string{"2 of diamonds onto column 4.", "10 of clubs from the reserve fills column 3."}},
		// Klør 10 tapped, by a word that could start a move: to its foundation.
		{"/api/move", "move", "k10", "da", "c3 f4", nil},
	} {
		body := map[string]string{"lang": tt.lang}
		if tt.field != "" {
			body[tt.field] = tt.text
		}
		st := p.state("POST", tt.path, body)
		if st.Played != tt.played || (tt.said != nil && !cmp.Equal(st.Said, tt.said)) {
			t.Errorf("%s %q in %s: played %q, said %q; want %q, %q", tt.path, tt.text, tt.lang, st.Played, st.Said, tt.played, tt.said)
		}
		if tt.path == "/api/undo" {
			g.Undo()
		} else {
			m, err := g.ParseMove(tt.played)
			if err == nil {
				err = g.Play(m)
			}
			if err != nil {
				t.Fatalf("%s: %v", tt.played, err)
			}
		}
		if diff := cmp.Diff(viewJSON(t, g.View()), viewJSON(t, st.View)); diff != "" {
			t.Fatalf("%s %q: view mismatch (-want +got):\n%s", tt.path, tt.text, diff)
		}
	}
	// The view's cards are canonical in every language.
	if st := p.state("GET", "/api/view?lang=da", nil); !strings.Contains(viewJSON(t, st.View), `["KC","QD"]`) {
		t.Errorf("the Danish view's cards: %s", viewJSON(t, st.View))
	}
}

// TestCodeAndDrawDisagree: a code names its draw mode, so a draw that
// says otherwise is refused in the player's language, and one that agrees,
// or none, deals the code.
func TestCodeAndDrawDisagree(t *testing.T) {
	_, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	start := p.newGame("CF1-D3-AAAAAAB")
	for _, tt := range []struct{ lang, code, draw, want string }{
		{"en", "CF1-D1-AAAAACL", "3", "The code CF1-D1-AAAAACL deals Draw 1, but Draw 3 is chosen: choose Draw 1, or play the same deal in Draw 3 with the code CF1-D3-AAAAACL."},
		{"da", " cf1-d3-aaaaacl ", "1", "Koden CF1-D3-AAAAACL giver Træk 3, men Træk 1 er valgt: vælg Træk 3, eller spil det samme rund i Træk 1 med koden CF1-D1-AAAAACL."},
	} {
		e := p.refused("POST", "/api/new", map[string]string{"code": tt.code, "draw": tt.draw, "lang": tt.lang}, http.StatusBadRequest, KindBadCode)
		if e.Message != tt.want {
			t.Errorf("%s with draw %s: %q, want %q", tt.code, tt.draw, e.Message, tt.want)
		}
		if got := p.state("GET", "/api/view", nil); got.Epoch != start.Epoch || got.View.Code != start.View.Code {
			t.Errorf("the refused new game replaced the game: %s", got.View.Code)
		}
	}
	for _, body := range []map[string]string{
		{"code": "CF1-D1-AAAAACL", "draw": "1"},
		{"code": "CF1-D1-AAAAACL"},
		{"code": "cf1-d1-aaaaacl", "draw": "D1"},
	} {
		if st := p.state("POST", "/api/new", body); st.View.Code != "CF1-D1-AAAAACL" || st.View.Draw != canfield.Draw1 {
			t.Errorf("%v: dealt %s", body, st.View.Code)
		}
	}
}

// TestHintFromWatcher: where the live verdict has found a win that a
// hint's own quick search does not, the hint that sees every card is that
// line's first action; the hint from the cards seen never is.
func TestHintFromWatcher(t *testing.T) {
	const code = "CF1-D3-AAAAAJY" // won, but in more positions than a hint searches
	g, _ := canfield.Deal(code)
	if sg, err := solve.Suggest(context.Background(), g, solve.Options{MaxNodes: solve.DefaultHintNodes}); err != nil || sg.Verdict == solve.Won {
		t.Fatalf("%s: the hint's own search finds %v (%v): the test needs a harder deal", code, sg.Verdict, err)
	}
	_, ts := testServer(t, Options{WatchBudget: time.Minute})
	p := newPlayer(t, ts.URL)
	p.newGame(code)
	s := p.stream(t, "")
	s.until("the verdict", func(st State) bool { return st.Verdict.State == StateWinnable })
	status, data := p.request("GET", "/api/hint?peek=1", nil)
	if status != http.StatusOK {
		t.Fatalf("hint: %d %s", status, data)
	}
	var h Hint
	json.Unmarshal(data, &h)
	if h.Verdict != solve.Won || !h.Safe || !strings.Contains(h.Text, "a winning line starts here") {
		t.Errorf("hint %+v, want the first action of the live verdict's winning line", h)
	}
	m, err := g.ParseMove(h.Move)
	if err != nil || g.Clone().Play(m) != nil {
		t.Errorf("hint %q: %v", h.Move, err)
	}
	if _, data = p.request("GET", "/api/hint", nil); json.Unmarshal(data, &h) != nil || h.Verdict != solve.Unknown || strings.Contains(h.Text, "winning line") {
		t.Errorf("a hint from the cards seen: %s", data)
	}
}
