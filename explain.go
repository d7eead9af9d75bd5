package canfield

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/canfield-go/canfield/internal/catalog"
)

// Explain returns the text of err for a player, in language l: one
// sentence, capitalized and ending with a period, in the words of the
// app's rules, with cards named as the board's description names them
// ("klør dame", "queen of clubs") and without rule numbers:
//
//	Klør 3 kan ikke lægges på hjerter 10: den tager kun imod spar 9 eller klør 9.
//
// It words every error the package returns, from the refusals of Play, Tap
// and Undo to the errors of the parsers, of game codes, decks, layouts and
// records, and it looks through wrapping (errors.As): the text is that of
// the package's own error in err's chain. An error from elsewhere comes back
// as its Error(), and a nil error as "", as does a nil *MoveError,
// *ParseError or *RecordError.
//
// Error, by contrast, stays English for logs, writes cards by their symbols
// and names the rule that refused a move.
func Explain(err error, l Language) string {
	text, ours := explain(err, l)
	if !ours || text == "" {
		return text
	}
	return sentence(text)
}

// explain returns the clause of err for a player in language l, and
// whether it is the package's own, for Explain to make it a sentence. A
// clause starts with a lower-case letter or a character without case and
// has no final period, so that a caller can make it a clause again
// (internal/catalog's Clause, which explain_test.go checks).
func explain(err error, l Language) (text string, ours bool) {
	if err == nil {
		return "", false
	}
	sp := speaker{lang: l, names: true}
	var e explainer
	if errors.As(err, &e) {
		if text := e.clause(sp); text != "" {
			return text, true
		}
		if e.isNil() && err == error(e) {
			return "", false // a typed nil: no error at all
		}
		return err.Error(), false
	}
	for _, s := range sentinelTexts {
		if errors.Is(err, s.err) {
			return s.text.In(l == Danish), true
		}
	}
	return err.Error(), false
}

// explainer is an error of the package that can word itself.
type explainer interface {
	error
	clause(sp speaker) string // "" for a nil pointer
	isNil() bool
}

// sentinelTexts word the sentinels, for one returned or wrapped on its own.
// Undo returns ErrNothingToUndo so; the others come from callers' wrapping.
var sentinelTexts = []sentinelText{
	sentinel(ErrBusy), sentinel(ErrNothingToUndo), sentinel(ErrIllegalMove), sentinel(ErrBadCard),
	sentinel(ErrBadNotation), sentinel(ErrBadCode), sentinel(ErrBadDeck), sentinel(ErrBadRecord),
}

// sentinelText is a sentinel and its words for a player.
type sentinelText struct {
	err  error
	text catalog.Text
}

// sentinel returns a sentinel with its words, which the catalog keys by
// its English.
func sentinel(err error) sentinelText {
	return sentinelText{err, catalog.Sentinel(err.Error())}
}

// sentence capitalizes a clause and ends it with a period.
func sentence(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(r)) + s[size:]
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// facts are what a reason speaks of, for its text.
type facts struct {
	card, onto Card
	pile       Pile
	suit       Suit
	n, m       int
	part       string
}

// speaker words reasons in a language: for a player (names set: cards by
// name) or for a log (English, cards by symbol, as Error writes them).
type speaker struct {
	lang  Language
	names bool
}

// logSpeaker writes the text of Error.
var logSpeaker = speaker{lang: English}

// say returns the clause of reason r with its facts, or "" for a reason
// without text.
func (sp speaker) say(r Reason, f *facts) string {
	if r >= numReasons {
		return ""
	}
	template := reasonTexts[r].En
	if log, ok := logTexts[r]; ok && !sp.names {
		template = log
	} else if sp.lang == Danish {
		template = reasonTexts[r].Da
	}
	return sp.render(template, f)
}

// render fills in a reason's template (see catalog.Reasons) with its facts.
func (sp speaker) render(template string, f *facts) string {
	var b strings.Builder
	for template != "" {
		before, rest, ok := strings.Cut(template, "{")
		b.WriteString(before)
		if !ok {
			break
		}
		key, after, ok := strings.Cut(rest, "}")
		if !ok {
			b.WriteString("{" + rest)
			break
		}
		b.WriteString(sp.fill(key, f))
		template = after
	}
	return b.String()
}

// fill returns the text of one placeholder (see catalog.Reasons).
func (sp speaker) fill(key string, f *facts) string {
	if key, forms, ok := strings.Cut(key, ":"); ok {
		n := f.n
		if key == "m" {
			n = f.m
		}
		singular, plural, _ := strings.Cut(forms, "|")
		if n == 1 {
			return "1 " + singular
		}
		return strconv.Itoa(n) + " " + plural
	}
	switch key {
	case "card":
		return sp.card(f.card)
	case "onto":
		return sp.card(f.onto)
	case "fits":
		// The cards of the rank below, in the other colour (R5.1, R5.2),
		// in the order of the suits.
		r := f.onto.Rank().Prev()
		a, b := NewCard(r, Spades), NewCard(r, Clubs)
		if !f.onto.Red() {
			a, b = NewCard(r, Hearts), NewCard(r, Diamonds)
		}
		return sp.card(a) + " " + catalog.Or.In(sp.lang == Danish) + " " + sp.card(b)
	case "pile":
		return sp.pile(f.pile)
	case "suit":
		if !sp.names {
			return f.suit.String()
		}
		return f.suit.Name(sp.lang)
	case "n":
		return strconv.Itoa(f.n)
	case "m":
		return strconv.Itoa(f.m)
	case "n+1":
		return strconv.Itoa(f.n + 1)
	case "m+1":
		return strconv.Itoa(f.m + 1)
	case "part":
		return quoteIn(f.part, sp.lang)
	case "raw":
		return sanitize(f.part)
	case "tom":
		if f.pile.IsFoundation() { // et fundament: tomt
			return "tomt"
		}
		return "tom"
	}
	return "{" + key + "}"
}

// card names a card: "klør dame", "queen of clubs", or in a log "Q♣".
func (sp speaker) card(c Card) string {
	if !sp.names || !c.Valid() {
		return c.String()
	}
	return c.Name(sp.lang)
}

// pile names a pile: "the reserve", "column 2"; "reserven", "kolonne 2".
func (sp speaker) pile(p Pile) string {
	if p != NoPile && p <= Column4 {
		return sp.lang.words().piles[p]
	}
	return p.String()
}

// bad returns "bad card", "ugyldigt kort" and the like: how an error about
// reading a kind of value starts. what is one of the words ParseError
// documents; another is used as it is.
func (sp speaker) bad(what string) string {
	danish := sp.lang == Danish
	if t, ok := catalog.Bad[what]; ok {
		return t.In(danish)
	}
	return strings.Replace(catalog.BadOther.In(danish), "{what}", what, 1)
}
