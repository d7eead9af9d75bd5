package catalog

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Clause returns a sentence of canfield.Explain as a clause, to follow a
// colon or to stand inside a sentence of the caller's: not capitalized and
// without the final period.
//
//	-lang: bad language "xx": want en or da
//
// The library's clauses start with a lower-case letter or a character that
// has no case and never end with a period of their own, so Clause gives back
// exactly the clause that Explain made a sentence of (explain_test.go in
// package canfield checks it for every reason). An error from elsewhere,
// which Explain gives as its Error(), follows Go's style for error strings
// and so comes back unchanged but for a capital at its start.
func Clause(sentence string) string {
	r, size := utf8.DecodeRuneInString(sentence)
	if size == 0 {
		return ""
	}
	return string(unicode.ToLower(r)) + strings.TrimSuffix(sentence[size:], ".")
}
