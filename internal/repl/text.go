package repl

import (
	"strconv"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
)

// The session's own messages are written in English in the code and
// looked up in the catalog of player text (internal/catalog) for the
// session's language; the library's messages (why a move was refused, why
// a file is not a game record) come in the session's language from
// canfield.Explain. Every message passed to tr, trf or translate must be in
// the catalog, which the catalog's tests check.

// tr returns a message in the session's language.
func (s *Session) tr(english string) string { return translate(s.cfg.Lang, english) }

// quoted returns what a player typed, quoted in language l as Go quotes
// it, control characters escaped, and cut to its first 40 characters, as
// the library quotes it; Danish quotes ”so”, as the app's rule text does.
func quoted(l canfield.Language, typed string) string {
	q := strconv.Quote(head(typed, quoteLength))
	if l == canfield.Danish {
		return "”" + q[1:len(q)-1] + "”"
	}
	return q
}

// quoteLength is how much of what a player typed a message quotes, in
// characters: enough to recognise it, and a line of a message whatever
// was typed.
const quoteLength = 40

// translate returns a message in language l.
func translate(l canfield.Language, english string) string {
	return catalog.Terminal(english).In(l == canfield.Danish)
}

// in returns a text of the catalog in language l.
func in(l canfield.Language, t catalog.Text) string { return t.In(l == canfield.Danish) }
