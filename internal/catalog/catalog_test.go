package catalog

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// sections are the catalog's texts, by the names of its variables.
var sections = map[string]any{
	"Suits": Suits, "Ranks": Ranks, "CardName": CardName, "RankLetters": RankLetters, "SuitLetters": SuitLetters,
	"Board": Board, "Piles": Piles, "Or": Or, "Record": Record, "Bad": Bad, "BadOther": BadOther,
	"sentinels": sentinels, "Reasons": Reasons, "DanishLetterReasons": DanishLetterReasons,
	"shared": shared, "terminal": terminal, "screen": screen, "ScreenKeys": ScreenKeys, "server": server,
	"Commands": Commands, "MoveForms": MoveForms, "CardsHelp": CardsHelp,
	"On": On, "Off": Off, "Winnable": Winnable, "MoveWord": MoveWord, "Usage": Usage,
	"page": page, "pageNamed": pageNamed,
}

// entry is one text of the catalog and where it is: "terminal[12]",
// `Reasons["SameColour"]`, `Commands["undo"].Help`.
type entry struct {
	where string
	text  Text
}

// entries returns every text of the catalog, in the order of where.
func entries() []entry {
	var out []entry
	var walk func(where string, v reflect.Value)
	walk = func(where string, v reflect.Value) {
		if t, ok := v.Interface().(Text); ok {
			out = append(out, entry{where, t})
			return
		}
		switch v.Kind() {
		case reflect.Struct:
			for i := range v.NumField() {
				walk(where+"."+v.Type().Field(i).Name, v.Field(i))
			}
		case reflect.Slice, reflect.Array:
			for i := range v.Len() {
				walk(where+"["+strconv.Itoa(i)+"]", v.Index(i))
			}
		case reflect.Map:
			for _, k := range v.MapKeys() {
				walk(where+"["+strconv.Quote(k.String())+"]", v.MapIndex(k))
			}
		}
	}
	for name, section := range sections {
		walk(name, reflect.ValueOf(section))
	}
	slices.SortFunc(out, func(a, b entry) int { return strings.Compare(a.where, b.where) })
	return out
}

// TestSections: every variable of the catalog that holds texts is one of
// sections, which TestBothLanguages reads, so that no text escapes it.
func TestSections(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	lookups := map[string]bool{"terminalIndex": true, "serverIndex": true, "sentinelIndex": true}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			if gd, ok := decl.(*ast.GenDecl); ok && gd.Tok == token.VAR {
				for _, spec := range gd.Specs {
					for _, id := range spec.(*ast.ValueSpec).Names {
						if _, ok := sections[id.Name]; !ok && !lookups[id.Name] {
							t.Errorf("%s: the variable %s is not among the sections the tests read", name, id.Name)
						}
					}
				}
			}
		}
	}
	found := map[string]bool{}
	for _, e := range entries() {
		found[strings.FieldsFunc(e.where, func(r rune) bool { return r == '.' || r == '[' })[0]] = true
	}
	for name := range sections {
		if !found[name] {
			t.Errorf("no text found in %s", name)
		}
	}
}

var (
	// namedPlaceholder is a placeholder of package canfield or of the page:
	// {card}, {n:card|cards}, {n+1}.
	namedPlaceholder = regexp.MustCompile(`\{[a-z][a-z0-9+]*(:[^{}]*)?\}`)
	// verb is a verb of fmt: %s, %d, %q, %v.
	verb = regexp.MustCompile(`%[-+# 0]*[0-9]*(\.[0-9]+)?[a-zA-Z%]`)
	// rule is a rule number of RULES.md, which a player's text never holds.
	rule = regexp.MustCompile(`R\d+\.\d+|\(R\d`)
	// word is a run of three letters or more: a word that wants a
	// translation, where "r c2", "K" and "{n}" do not.
	word = regexp.MustCompile(`\p{L}{3,}`)
)

// sameInBoth are texts that read the same in Danish: words Danish shares
// with English, and the names of flags.
var sameInBoth = map[string]bool{
	"reserve":     true,
	"Reserve":     true,
	"reserve (r)": true,
	"-lang: %s":   true,
	"-draw: %s":   true,
	"-code: %s":   true,
}

// danishOnly are placeholders that only Danish needs: its words' genders.
var danishOnly = map[string]bool{"{tom}": true}

// TestBothLanguages checks every text of the catalog: it is there in
// English and in Danish (or, for a command's arguments and help, in
// neither), translated unless Danish shares the words, with the same
// placeholders and verbs and the same space at either end, and without a
// rule number.
func TestBothLanguages(t *testing.T) {
	for _, e := range entries() {
		en, da := e.text.En, e.text.Da
		switch {
		case en == "" && da == "" && optional(e.where):
			continue
		case en == "" || da == "":
			t.Errorf("%s: %q in English, %q in Danish", e.where, en, da)
			continue
		case en == da && word.MatchString(namedPlaceholder.ReplaceAllString(verb.ReplaceAllString(en, ""), "")) && !sameInBoth[en]:
			t.Errorf("%s: %q is the same in Danish", e.where, en)
		}
		if got, want := placeholders(da, true), placeholders(en, false); !slices.Equal(got, want) {
			t.Errorf("%s: placeholders %q in English, %q in Danish", e.where, want, got)
		}
		if got, want := verb.FindAllString(da, -1), verb.FindAllString(en, -1); !slices.Equal(got, want) {
			t.Errorf("%s: verbs %q in English, %q in Danish", e.where, want, got)
		}
		if edges(en) != edges(da) {
			t.Errorf("%s: %q and %q start or end with other space", e.where, en, da)
		}
		for _, text := range []string{en, da} {
			if rule.MatchString(text) {
				t.Errorf("%s: %q names a rule", e.where, text)
			}
		}
	}
}

// optional reports whether a text may be missing in both languages: a
// command without arguments or without more help.
func optional(where string) bool {
	return strings.HasPrefix(where, "Commands[") && (strings.HasSuffix(where, ".Args") || strings.HasSuffix(where, ".Help"))
}

// placeholders returns the named placeholders of a text, sorted, a plural's
// by its number alone ({n:card|cards} is {n}), and without Danish's own.
func placeholders(text string, danish bool) []string {
	var out []string
	for _, p := range namedPlaceholder.FindAllString(text, -1) {
		if danish && danishOnly[p] {
			continue
		}
		if name, _, ok := strings.Cut(p, ":"); ok {
			p = name + "}"
		}
		out = append(out, p)
	}
	slices.Sort(out)
	return out
}

// edges returns the space at the start and the end of a text.
func edges(text string) string {
	inner := strings.TrimFunc(text, unicode.IsSpace)
	if inner == "" {
		return text
	}
	i := strings.Index(text, inner)
	return text[:i] + "|" + text[i+len(inner):]
}

// TestNoKeyTwice: a message is keyed by its English once among the texts
// that one reader looks in, so that no entry hides another.
func TestNoKeyTwice(t *testing.T) {
	for reader, lists := range map[string][][]Text{
		"terminal":  {shared, terminal, screen},
		"server":    {shared, server},
		"sentinels": {sentinels},
		"page":      {page},
	} {
		seen := map[string]bool{}
		for _, list := range lists {
			for _, text := range list {
				if seen[text.En] {
					t.Errorf("%s: %q twice", reader, text.En)
				}
				seen[text.En] = true
			}
		}
	}
	for key := range pageNamed {
		for _, text := range page {
			if text.En == key {
				t.Errorf("page: %q both named and by its English", key)
			}
		}
	}
}

// TestLookups: a message is found by its English in both languages, and
// one that is not in the catalog comes back as it is.
func TestLookups(t *testing.T) {
	if got, want := Terminal("Nothing to undo."), (Text{En: "Nothing to undo.", Da: "Intet at fortryde."}); got != want {
		t.Errorf("Terminal: %q, want %q", got, want)
	}
	if got := Server("Hint: %s, %s."); got.Da != "Tip: %s, %s." {
		t.Errorf("Server: a shared message is %q", got)
	}
	if got := Terminal("no such message"); got != (Text{En: "no such message", Da: "no such message"}) {
		t.Errorf("Terminal: a missing message is %q", got)
	}
	if got := Page()["cmd-help"].In(true); !strings.Contains(got, "kd\u00a0trykker") {
		t.Errorf("Page: cmd-help in Danish is %q", got)
	}
	if got := FillN(Piles.Column.In(true), 2); got != "kolonne 2" {
		t.Errorf("FillN: %q", got)
	}
}
