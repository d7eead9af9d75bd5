package web

import (
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestBadJSON sends every kind of body that is not the JSON object an
// endpoint reads, in English and in Danish: each is refused with 400
// bad_json, changes nothing, and says in the player's language what is
// wrong and where, never in Go's words.
func TestBadJSON(t *testing.T) {
	_, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	start := p.newGame("CF1-D3-AAAAACL")
	for _, tt := range []struct {
		name, path, body string
		en, da           string
	}{
		{"empty", "/api/move", ``,
			`The request body is empty: send a JSON object, such as {"move": "r c2"}.`,
			`Forespørgslen er tom: send et JSON-objekt, fx {"move": "r c2"}.`},
		{"blank", "/api/undo", " \n ",
			`The request body is empty: send a JSON object, such as {}.`,
			`Forespørgslen er tom: send et JSON-objekt, fx {}.`},
		{"an array", "/api/move", `[]`,
			`The request body must be a JSON object, such as {"move": "r c2"}.`,
			`Forespørgslen skal være et JSON-objekt, fx {"move": "r c2"}.`},
		{"a string", "/api/tap", `"QC"`,
			`The request body must be a JSON object, such as {"card": "QC"}.`,
			`Forespørgslen skal være et JSON-objekt, fx {"card": "kd"}.`},
		{"null", "/api/undo", `null`,
			`The request body must be a JSON object, such as {}.`,
			`Forespørgslen skal være et JSON-objekt, fx {}.`},
		{"syntax", "/api/move", `{"move": "s",}`,
			`The request body is not valid JSON: the mistake is at byte 14. Send a JSON object, such as {"move": "r c2"}.`,
			`Forespørgslen er ikke gyldig JSON: fejlen er ved byte 14. Send et JSON-objekt, fx {"move": "r c2"}.`},
		{"bad literal", "/api/tap", `{"card": "QC", "doubleClick": tru}`,
			`The request body is not valid JSON: the mistake is at byte 34. Send a JSON object, such as {"card": "QC"}.`,
			`Forespørgslen er ikke gyldig JSON: fejlen er ved byte 34. Send et JSON-objekt, fx {"card": "kd"}.`},
		{"cut short", "/api/move", `{"move": "s"`,
			`The request body ends after 12 bytes, before its JSON object does: send a whole object, such as {"move": "r c2"}.`,
			`Forespørgslen slutter efter 12 byte, før dens JSON-objekt gør: send et helt objekt, fx {"move": "r c2"}.`},
		{"two objects", "/api/move", `{"move": "s"} {"move": "s"}`,
			`The request body goes on after its JSON object, at byte 15: send one object only.`,
			`Forespørgslen fortsætter efter sit JSON-objekt, ved byte 15: send kun ét objekt.`},
		{"trailing text", "/api/move", "{\"move\": \"s\"}\n]",
			`The request body goes on after its JSON object, at byte 15: send one object only.`,
			`Forespørgslen fortsætter efter sit JSON-objekt, ved byte 15: send kun ét objekt.`},
		{"move not a string", "/api/move", `{"move": 3}`,
			`The field move must be a string, such as "r c2".`,
			`Feltet move skal være en streng, fx "r c2".`},
		{"card an object", "/api/tap", `{"card": {"rank": "Q"}}`,
			`The field card must be a string, such as "QC".`,
			`Feltet card skal være en streng, fx "kd".`},
		{"record a number", "/api/load", `{"record": 1}`,
			`The field record must be a string.`,
			`Feltet record skal være en streng.`},
		{"draw a number", "/api/new", `{"draw": 3}`,
			`The field draw must be a string, such as "3".`,
			`Feltet draw skal være en streng, fx "3".`},
		{"negative revision", "/api/move", `{"move": "s", "revision": -1}`,
			`The field revision must be a whole number, 0 or more.`,
			`Feltet revision skal være et helt tal, 0 eller mere.`},
		{"fractional epoch", "/api/undo", `{"epoch": 1.5}`,
			`The field epoch must be a whole number, 0 or more.`,
			`Feltet epoch skal være et helt tal, 0 eller mere.`},
		{"doubleClick a string", "/api/tap", `{"card": "QC", "doubleClick": "yes"}`,
			`The field doubleClick must be true or false.`,
			`Feltet doubleClick skal være true eller false.`},
		{"unknown field", "/api/move", `{"mvoe": "s"}`,
			`There is no field "mvoe" in /api/move: it reads move, doubleClick, lang, epoch and revision.`,
			`Der er intet felt "mvoe" i /api/move: den læser move, doubleClick, lang, epoch og revision.`},
		{"another endpoint's field", "/api/undo", `{"move": "s"}`,
			`There is no field "move" in /api/undo: it reads lang, epoch and revision.`,
			`Der er intet felt "move" i /api/undo: den læser lang, epoch og revision.`},
		{"fields in another case", "/api/new", `{"Code": "CF1-D3-AAAAAAB", "DRAW": "3"}`,
			`There are no fields "Code" and "DRAW" in /api/new: it reads draw, code, lang, epoch and revision.`,
			`Der er ingen felter "Code" og "DRAW" i /api/new: den læser draw, code, lang, epoch og revision.`},
	} {
		for _, lang := range []string{"en", "da"} {
			t.Run(tt.name+"/"+lang, func(t *testing.T) {
				p := &player{t: t, c: p.c, base: p.base}
				e := p.refused("POST", tt.path+"?lang="+lang, tt.body, http.StatusBadRequest, KindBadJSON)
				want := tt.en
				if lang == "da" {
					want = tt.da
				}
				if diff := cmp.Diff(want, e.Message); diff != "" {
					t.Errorf("message mismatch (-want +got):\n%s", diff)
				}
				for _, goWords := range []string{"json:", "Go ", "web.", "unmarshal", "struct", "uint64", "EOF"} {
					if strings.Contains(e.Message, goWords) {
						t.Errorf("the message speaks Go (%q): %s", goWords, e.Message)
					}
				}
				if got := p.state("GET", "/api/view", nil); viewJSON(t, got.View) != viewJSON(t, start.View) {
					t.Errorf("the refused request changed the game")
				}
			})
		}
	}
}

// TestBadJSONLanguage: a body whose JSON is whole but wrong still names
// its language, and is refused in it.
func TestBadJSONLanguage(t *testing.T) {
	_, ts := testServer(t, Options{})
	p := newPlayer(t, ts.URL)
	p.newGame("CF1-D3-AAAAACL")
	// Each asks for the other language in its header: the body's wins.
	for _, tt := range []struct{ body, header, want string }{
		{`{"lang": "da", "move": 3}`, "en", `Feltet move skal være en streng, fx "r c2".`},
		{`{"lang": "da", "mvoe": "s"}`, "en", `Der er intet felt "mvoe" i /api/move: den læser move, doubleClick, lang, epoch og revision.`},
		{`{"lang": "da"}`, "en", `Trækket mangler: send det som {"move": "r c2"}.`},
		{`{"lang": "en", "move": 3}`, "da", `The field move must be a string, such as "r c2".`},
	} {
		e := p.refused("POST", "/api/move", tt.body, http.StatusBadRequest, KindBadJSON, "Accept-Language", tt.header)
		if e.Message != tt.want {
			t.Errorf("%s: %q, want %q", tt.body, e.Message, tt.want)
		}
	}
	// A long unknown name is shortened in the message.
	long := strings.Repeat("x", 500)
	e := p.refused("POST", "/api/move", `{"`+long+`": 1}`, http.StatusBadRequest, KindBadJSON)
	if strings.Contains(e.Message, long) || !strings.Contains(e.Message, strings.Repeat("x", 40)+"…") {
		t.Errorf("a long unknown field: %q", e.Message)
	}
}
