package browser

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/canfield-go/canfield"
)

// faceDown returns the cards of g that are face down (R2.3): the stock's
// and the reserve's under its top.
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
	forms := []string{c.String(), danishFace(c)}
	for _, l := range []canfield.Language{canfield.English, canfield.Danish} {
		forms = append(forms, c.Name(l), capitalize(c.Name(l)))
	}
	return forms
}

// danishFace returns c as the Danish page shows it: the Danish letters of
// its rank and its suit's symbol, E for es, Kn for knægt, D for dame, K for
// konge ("D♣" for klør dame).
func danishFace(c canfield.Card) string {
	ascii := c.ASCII()
	rank := ascii[:len(ascii)-1]
	symbol := c.String()[len(rank):]
	if da, ok := map[string]string{"A": "E", "J": "Kn", "Q": "D", "K": "K"}[rank]; ok {
		rank = da
	}
	return rank + symbol
}

func capitalize(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[size:]
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
