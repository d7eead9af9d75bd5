package canfield

import (
	"strings"
	"unicode"
)

// parseCardIn reads a card as a player who speaks language l types it (see
// Game.ParseInput): in English as ParseCard reads it, in Danish in the
// Danish letters. The error is a *ParseError wrapping err, whose text names
// the letters of l.
func parseCardIn(s string, l Language, err error) (Card, *ParseError) {
	if l != Danish {
		c, reason, part := parseCard(strings.TrimSpace(s))
		if reason != NoReason {
			e := badText("card", s, reason, err)
			e.Part = part
			return 0, e
		}
		return c, nil
	}
	c, reason, part := parseDanishCard(strings.TrimSpace(s))
	if reason != NoReason {
		e := badText("card", s, reason, err)
		e.Part, e.notation = part, Danish
		return 0, e
	}
	return c, nil
}

// parseDanishCard reads a card in the Danish letters: the suit first
// ("kd", as Danish names a card: klør dame), else the suit last ("dk").
// The letter k is both a suit and a rank, but never in a way that reads as
// two cards: "kk" is klør konge in either order.
func parseDanishCard(s string) (c Card, reason Reason, part string) {
	if s == "" {
		return 0, EmptyText, ""
	}
	found := false
	if suit, rest, ok := cutDanishSuit(s, strings.HasPrefix, strings.TrimPrefix); ok {
		if rank, ok := danishRank(rest); ok {
			return NewCard(rank, suit), NoReason, ""
		}
		found, part = true, rest
	}
	if suit, rest, ok := cutDanishSuit(s, strings.HasSuffix, strings.TrimSuffix); ok {
		if rank, ok := danishRank(rest); ok {
			return NewCard(rank, suit), NoReason, ""
		}
		if !found {
			found, part = true, rest
		}
	}
	switch {
	case !found:
		return 0, NoSuit, ""
	case part == "":
		return 0, NoRank, ""
	}
	return 0, UnknownRank, part
}

// danishSuits are the suits' symbols and Danish letters.
var danishSuits = append(suitSymbolForms[:len(suitSymbolForms):len(suitSymbolForms)],
	suitForm{"s", Spades}, suitForm{"h", Hearts}, suitForm{"r", Diamonds}, suitForm{"k", Clubs},
	suitForm{"S", Spades}, suitForm{"H", Hearts}, suitForm{"R", Diamonds}, suitForm{"K", Clubs})

// cutDanishSuit cuts a suit from one end of s, as has and trim say.
func cutDanishSuit(s string, has func(s, affix string) bool, trim func(s, affix string) string) (Suit, string, bool) {
	for _, form := range danishSuits {
		if has(s, form.text) {
			return form.suit, trim(s, form.text), true
		}
	}
	return 0, s, false
}

// danishRank reads a rank in the Danish letters.
func danishRank(s string) (Rank, bool) {
	switch strings.ToLower(s) {
	case "e", "es", "1":
		return Ace, true
	case "10":
		return Ten, true
	case "kn":
		return Jack, true
	case "d":
		return Queen, true
	case "k", "ko":
		return King, true
	}
	if len(s) == 1 && s[0] >= '2' && s[0] <= '9' {
		return Rank(s[0] - '0'), true
	}
	return 0, false
}

// cardNames are the cards by their names in every language, as Card.Name
// writes them, in lower case: "queen of clubs", "klør dame"; nameStarts
// are the words these names start with, so that a move is told from a name
// by its first word without building a string.
var cardNames, nameStarts = func() (map[string]Card, map[string]bool) {
	names, starts := map[string]Card{}, map[string]bool{}
	for _, l := range []Language{English, Danish} {
		for _, c := range Deck() {
			name := strings.ToLower(c.Name(l))
			names[name] = c
			first, _, _ := strings.Cut(name, " ")
			starts[first] = true
		}
	}
	return names, starts
}()

// cutCardName reads a card's name at the start of words, which are in lower
// case, and returns the card and how many words its name took, or 0 words
// for none. A name takes two words or three ("spar 9", "9 of spades"), and
// none starts as a pile does, so that no move reads as one.
func cutCardName(words []string) (Card, int) {
	if len(words) < 2 || !nameStarts[words[0]] {
		return 0, 0
	}
	for n := min(3, len(words)); n >= 2; n-- {
		if c, ok := cardNames[strings.Join(words[:n], " ")]; ok {
			return c, n
		}
	}
	return 0, 0
}

// wholeCardName reads text that is a card's name and nothing else.
func wholeCardName(text string) (Card, bool) {
	if strings.IndexFunc(text, unicode.IsSpace) < 0 {
		return 0, false // one word is no name
	}
	words := strings.Fields(strings.ToLower(text))
	c, n := cutCardName(words)
	return c, n > 0 && n == len(words)
}
