// Package catalog holds every text a player reads, in English and in
// Danish side by side: the words of package canfield (the names of cards
// and piles, the board in words, why an action or a text was refused), of
// the terminal game, of the server and of the page. The Danish is in the
// words of the app's rules.
//
// A text is a Text, {En: "…", Da: "…"}, in the file of where it is used:
//
//	cards.go     the names and letters of suits, ranks and cards: package
//	             canfield, the terminal and the page
//	library.go   package canfield's other words: the board in words
//	             (Describe), the piles, the start of its errors
//	reasons.go   why package canfield refused an action or a text (Explain)
//	shared.go    what the terminal and the server both say
//	terminal.go  what the terminal game says
//	screen.go    what its game screen says besides, and the screen's keys
//	help.go      the terminal game's help and usage
//	server.go    what the server says
//	page.go      the page's own words, which the server writes into the page
//
// Clause (clause.go) turns a sentence of canfield.Explain into a clause, for
// a text that holds one.
//
// A text is filled in one of two ways, by who reads it:
//
//   - Package canfield and the page fill named placeholders: {card},
//     {pile}, {n} and the others reasons.go lists; {rank} and {suit} in
//     CardName; the page's own, such as {n} and {r}, which its t fills. A
//     pile's name (Piles) has {n}, which FillN fills for all who name piles.
//   - The terminal and the server look their messages up by their English
//     (Terminal, Server) and format them with fmt: %s, %d, %q, %v. The
//     English is the key, so a message is written once, in English, where
//     it is used, and once here with its Danish.
//
// A new text goes into the file of where it is used; one that the terminal
// and the server both say goes into shared.go. catalog_test.go checks every
// text: both languages there, translated, with the same placeholders;
// keys_test.go that every text the terminal, the server and the page look
// up is here, and that every text here is looked up.
package catalog

import (
	"strconv"
	"strings"
)

// Text is one text in English and in Danish.
type Text struct {
	En, Da string
}

// In returns the text in Danish if danish is set, else in English.
func (t Text) In(danish bool) string {
	if danish {
		return t.Da
	}
	return t.En
}

// FillN returns text with its placeholder {n} filled in with n: a pile's
// name, "column 2".
func FillN(text string, n int) string {
	return strings.Replace(text, "{n}", strconv.Itoa(n), 1)
}

// Terminal returns the terminal game's message whose English is english:
// its own (terminal.go) or one it shares with the server (shared.go). A
// message that is not here comes back as english in both languages.
func Terminal(english string) Text { return lookup(terminalIndex, english) }

// Server returns the server's message whose English is english: its own
// (server.go) or one it shares with the terminal (shared.go). A message
// that is not here comes back as english in both languages.
func Server(english string) Text { return lookup(serverIndex, english) }

// Sentinel returns the words of package canfield's sentinel error whose
// Error() is english (library.go).
func Sentinel(english string) Text { return lookup(sentinelIndex, english) }

// Page returns the page's own words by the keys its scripts and its HTML
// look them up by: their English, or the name of a longer text (page.go).
func Page() map[string]Text {
	out := make(map[string]Text, len(page)+len(pageNamed))
	for _, t := range page {
		out[t.En] = t
	}
	for key, t := range pageNamed {
		out[key] = t
	}
	return out
}

var (
	terminalIndex = index(shared, terminal, screen)
	serverIndex   = index(shared, server)
	sentinelIndex = index(sentinels)
)

// index keys texts by their English.
func index(lists ...[]Text) map[string]Text {
	m := map[string]Text{}
	for _, list := range lists {
		for _, t := range list {
			m[t.En] = t
		}
	}
	return m
}

func lookup(m map[string]Text, english string) Text {
	if t, ok := m[english]; ok {
		return t
	}
	return Text{En: english, Da: english}
}
