package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/canfield-go/canfield"
)

// The bodies of the POST endpoints. Each names exactly the fields its
// endpoint reads, so that a field it would ignore is refused by name.

// common is what every POST may carry: the language and the board the
// action was meant for.
type common struct {
	Lang     string  `json:"lang"`
	Epoch    *uint64 `json:"epoch"`    // with revision: the board the action was meant for
	Revision *uint64 `json:"revision"` // nil: whatever the board is now
}

func (c *common) base() *common { return c }

// A requestBody is one of the bodies below.
type requestBody interface{ base() *common }

type moveBody struct {
	Move        *string `json:"move"`        // read in the request's language (Game.ParseInput)
	DoubleClick *bool   `json:"doubleClick"` // for a card or pile alone, which is tapped
	common
}

type tapBody struct {
	Card        *string `json:"card"`        // read in the request's language (Game.ParseInput)
	DoubleClick *bool   `json:"doubleClick"` // the Double-click setting; nil: on, the app's default
	common
}

type undoBody struct {
	common
}

type newBody struct {
	Draw string `json:"draw"` // "3" or "1"; "": the code's, else 3
	Code string `json:"code"` // the deal to play; "": a random winnable deal
	common
}

type loadBody struct {
	Record *string `json:"record"`
	common
}

// example returns the body an endpoint reads, for the messages that say
// what to send: a card in the letters of the request's language.
func example(l canfield.Language, path string) string {
	switch path {
	case "/api/move":
		return `{"move": "r c2"}`
	case "/api/tap":
		return `{"card": "` + fieldExample(l, "card") + `"}`
	case "/api/new":
		return `{"draw": "3"}`
	case "/api/load":
		return `{"record": "…"}`
	}
	return "{}"
}

// fieldExample returns a value of a string field, or "" for none worth
// showing.
func fieldExample(l canfield.Language, field string) string {
	switch field {
	case "move":
		return "r c2"
	case "card":
		if l == canfield.Danish {
			return "kd" // klør dame
		}
		return "QC"
	case "draw":
		return "3"
	case "code":
		return "CF1-D3-AAAAACL"
	case "lang":
		return "da"
	}
	return ""
}

// decode reads the JSON body of q into b, within limit bytes, and sets
// the request's language from it; it writes the error and reports false
// if it cannot. Its messages are for a person who wrote the body by hand:
// where it went wrong, in words, never in Go's.
func (q *request) decode(b requestBody, limit int64) bool {
	data, err := io.ReadAll(http.MaxBytesReader(q.w, q.r.Body, limit))
	if tooLarge := (*http.MaxBytesError)(nil); errors.As(err, &tooLarge) {
		fail(q.w, http.StatusRequestEntityTooLarge, KindTooLarge, tr(q.lang, "The request body is larger than %d bytes.", tooLarge.Limit))
		return false
	} else if errors.Is(err, os.ErrDeadlineExceeded) {
		q.w.Header().Set("Connection", "close")
		fail(q.w, http.StatusRequestTimeout, KindTimeout, tr(q.lang, "The request body did not arrive in time."))
		return false
	} else if err != nil {
		fail(q.w, http.StatusBadRequest, KindBadJSON, tr(q.lang, "The request body could not be read."))
		return false
	}
	object, msg := q.checkJSON(data)
	if msg != "" {
		fail(q.w, http.StatusBadRequest, KindBadJSON, msg)
		return false
	}
	// Well-formed: a type error still fills the other fields, lang too,
	// so that it is told in the language asked for.
	err = json.Unmarshal(data, b)
	q.lang = requestLanguage(q.r, b.base().Lang)
	if msg := q.checkFields(b, object); msg != "" {
		fail(q.w, http.StatusBadRequest, KindBadJSON, msg)
		return false
	}
	if err != nil {
		fail(q.w, http.StatusBadRequest, KindBadJSON, q.typeMessage(err))
		return false
	}
	if lang := b.base().Lang; !knownLanguage(lang) {
		failLanguage(q.w, q.lang, lang)
		return false
	}
	return true
}

// checkJSON returns data's members if it is one JSON object, else what
// is wrong with it.
func (q *request) checkJSON(data []byte) (map[string]json.RawMessage, string) {
	l, ex := q.lang, example(q.lang, q.r.URL.Path)
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	switch {
	case len(trimmed) == 0:
		return nil, tr(l, "The request body is empty: send a JSON object, such as %s.", ex)
	case trimmed[0] != '{':
		return nil, tr(l, "The request body must be a JSON object, such as %s.", ex)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	var object map[string]json.RawMessage
	err := dec.Decode(&object)
	var syntax *json.SyntaxError
	switch {
	case errors.As(err, &syntax):
		return nil, tr(l, "The request body is not valid JSON: the mistake is at byte %d. Send a JSON object, such as %s.", syntax.Offset, ex)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return nil, tr(l, "The request body ends after %d bytes, before its JSON object does: send a whole object, such as %s.", len(data), ex)
	case err != nil:
		return nil, tr(l, "The request body must be a JSON object, such as %s.", ex)
	}
	end := int(dec.InputOffset())
	if rest := bytes.TrimLeft(data[end:], " \t\r\n"); len(rest) > 0 {
		return nil, tr(l, "The request body goes on after its JSON object, at byte %d: send one object only.", len(data)-len(rest)+1)
	}
	return object, ""
}

// checkFields returns a message naming the members of object that b has
// no field for, or "". Names are matched exactly, though encoding/json
// would take "Move" for "move".
func (q *request) checkFields(b requestBody, object map[string]json.RawMessage) string {
	known := jsonFields(reflect.TypeOf(b).Elem())
	var unknown []string
	for name := range object {
		if !slices.Contains(known, name) {
			unknown = append(unknown, quoteField(name))
		}
	}
	if len(unknown) == 0 {
		return ""
	}
	slices.Sort(unknown)
	l, path := q.lang, q.r.URL.Path
	if len(unknown) == 1 {
		return tr(l, "There is no field %s in %s: it reads %s.", unknown[0], path, joinList(l, known))
	}
	return tr(l, "There are no fields %s in %s: it reads %s.", joinList(l, unknown), path, joinList(l, known))
}

// quoteField quotes a field's name for a message, shortened if long.
func quoteField(name string) string {
	const most = 40
	if utf8.RuneCountInString(name) > most {
		name = string([]rune(name)[:most]) + "…"
	}
	return `"` + strings.ToValidUTF8(name, "�") + `"`
}

// typeMessage says which field of a well-formed body has a value of the
// wrong type, and what it takes.
func (q *request) typeMessage(err error) string {
	l := q.lang
	var te *json.UnmarshalTypeError
	if !errors.As(err, &te) {
		return tr(l, "The request body is not the JSON object %s reads.", q.r.URL.Path)
	}
	field := te.Field
	if i := strings.LastIndexByte(field, '.'); i >= 0 {
		field = field[i+1:] // the path names the embedded struct: "common.epoch"
	}
	t := te.Type
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		if ex := fieldExample(l, field); ex != "" {
			return tr(l, "The field %s must be a string, such as %q.", field, ex)
		}
		return tr(l, "The field %s must be a string.", field)
	case reflect.Bool:
		return tr(l, "The field %s must be true or false.", field)
	case reflect.Uint64:
		return tr(l, "The field %s must be a whole number, 0 or more.", field)
	}
	return tr(l, "The field %s has a value of the wrong kind.", field)
}

// jsonFields returns the JSON names of a struct's fields, its own first,
// then those of the structs it embeds.
func jsonFields(t reflect.Type) []string {
	var own, embedded []string
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous && f.Type.Kind() == reflect.Struct {
			embedded = append(embedded, jsonFields(f.Type)...)
			continue
		}
		if name, _, _ := strings.Cut(f.Tag.Get("json"), ","); name != "" && name != "-" {
			own = append(own, name)
		}
	}
	return append(own, embedded...)
}

// joinList joins words as a sentence lists them: "a, b and c".
func joinList(l canfield.Language, words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return tr(l, "%s and %s", strings.Join(words[:len(words)-1], ", "), words[len(words)-1])
}
