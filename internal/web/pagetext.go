package web

import (
	"bytes"
	"encoding/json"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
)

// The page has no words of its own: the server writes them into
// index.html, from the catalog of player text, as a JSON data block that
// i18n.js reads, so that the page needs no build step and no request
// more before it can speak.

// pageText is the page's words in both languages.
type pageText struct {
	Symbols map[string]string `json:"symbols"` // a suit's symbol by its letter: "C": "♣"
	En      pageLanguage      `json:"en"`
	Da      pageLanguage      `json:"da"`
}

// pageLanguage is the page's words in one language: its own, and the
// names and letters with which it names and shows cards as the library
// does.
type pageLanguage struct {
	Text        map[string]string `json:"text"`        // its own words by key, for t
	Ranks       map[string]string `json:"ranks"`       // a rank's name by its notation: "Q": "queen"
	Suits       map[string]string `json:"suits"`       // a suit's name by its letter: "C": "clubs"
	RankLetters map[string]string `json:"rankLetters"` // a rank as a card shows it, where not by its notation: "Q": "D" in Danish
	Card        string            `json:"card"`        // a card's name from its rank's and suit's: "{rank} of {suit}"
}

// textSlot is the element of index.html that the words go into.
const textSlot = `<script type="application/json" id="text"></script>`

// withText returns index.html with the page's words written into its
// text slot.
func withText(html []byte) []byte {
	words, _ := json.Marshal(newPageText()) // maps of strings: nothing that fails; <, > and & escaped
	filled := `<script type="application/json" id="text">` + string(words) + `</script>`
	return bytes.Replace(html, []byte(textSlot), []byte(filled), 1)
}

func newPageText() pageText {
	t := pageText{Symbols: map[string]string{}, En: pageLanguageIn(false), Da: pageLanguageIn(true)}
	for s := canfield.Spades; s.Valid(); s++ {
		t.Symbols[s.Letter()] = s.String()
	}
	return t
}

func pageLanguageIn(danish bool) pageLanguage {
	in := func(texts map[string]catalog.Text) map[string]string {
		out := make(map[string]string, len(texts))
		for key, t := range texts {
			out[key] = t.In(danish)
		}
		return out
	}
	return pageLanguage{
		Text:        in(catalog.Page()),
		Ranks:       in(catalog.Ranks),
		Suits:       in(catalog.Suits),
		RankLetters: in(catalog.RankLetters),
		Card:        catalog.CardName.In(danish),
	}
}
