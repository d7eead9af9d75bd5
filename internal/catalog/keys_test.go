package catalog

import (
	"go/ast"
	"go/parser"
	"go/token"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The code of the terminal and the server writes a message in English
// where it says it, as a literal passed to a function that looks it up:
// these functions, by package, and which argument is the message.
var lookupCalls = map[string]map[string]int{
	"../repl": {"tr": 0, "trf": 0, "translate": 1},
	"../web":  {"tr": 1},
}

// messagesUsed returns the messages the non-test Go files of dir look up,
// each with the place of its first use.
func messagesUsed(t *testing.T, dir string, calls map[string]int) map[string]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	used := map[string]string{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var fn string
			switch f := call.Fun.(type) {
			case *ast.SelectorExpr:
				fn = f.Sel.Name
			case *ast.Ident:
				fn = f.Name
			}
			arg, ok := calls[fn]
			if !ok || len(call.Args) <= arg {
				return true
			}
			if lit, ok := call.Args[arg].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				text, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatal(err)
				}
				if _, ok := used[text]; !ok {
					used[text] = fset.Position(lit.Pos()).String()
				}
			}
			return true
		})
	}
	if len(used) < 30 {
		t.Fatalf("%s: found only %d messages: the calls are no longer found", dir, len(used))
	}
	return used
}

// TestMessagesLookedUp: every message the terminal and the server look up
// is in the catalog, where the reader looks for it, and every message of
// the catalog is looked up: the terminal's by the terminal, the server's by
// the server, and the shared ones by both. A missing one would show English
// to a Danish player unnoticed.
func TestMessagesLookedUp(t *testing.T) {
	terminalUsed := messagesUsed(t, "../repl", lookupCalls["../repl"])
	serverUsed := messagesUsed(t, "../web", lookupCalls["../web"])
	for _, c := range []struct {
		reader string
		used   map[string]string
		index  map[string]Text
	}{
		{"terminal", terminalUsed, terminalIndex},
		{"server", serverUsed, serverIndex},
	} {
		for _, text := range sortedKeys(c.used) {
			if _, ok := c.index[text]; !ok {
				t.Errorf("%s: %q is not in the catalog of the %s", c.used[text], text, c.reader)
			}
		}
	}
	for _, c := range []struct {
		list   string
		texts  []Text
		usedBy []map[string]string
	}{
		{"terminal", terminal, []map[string]string{terminalUsed}},
		{"screen", screen, []map[string]string{terminalUsed}},
		{"server", server, []map[string]string{serverUsed}},
		{"shared", shared, []map[string]string{terminalUsed, serverUsed}},
	} {
		for _, text := range c.texts {
			for _, used := range c.usedBy {
				if _, ok := used[text.En]; !ok {
					t.Errorf("%s: %q is not looked up by all that share it", c.list, text.En)
				}
			}
		}
	}
}

// TestPageKeysLookedUp: every key the page's scripts pass to t and every
// data-t of its HTML is among the page's words, with the HTML's own text
// for it, what shows before the scripts run, its English; and every word
// of the page is looked up.
func TestPageKeysLookedUp(t *testing.T) {
	read := func(name string) string {
		data, err := os.ReadFile(filepath.Join("../web/static", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	words := Page()
	used := map[string]bool{}
	scripts, err := filepath.Glob("../web/static/*.js")
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range scripts {
		name := filepath.Base(path)
		for _, m := range regexp.MustCompile(`\bt\((?:L|settings\.lang|lang), "([^"]+)"`).FindAllStringSubmatch(read(name), -1) {
			used[m[1]] = true
			if _, ok := words[m[1]]; !ok {
				t.Errorf("%s: the page's %q is not in the catalog", name, m[1])
			}
		}
	}
	for _, m := range regexp.MustCompile(`data-t="([^"]+)"[^>]*>([^<]*)<`).FindAllStringSubmatch(read("index.html"), -1) {
		used[m[1]] = true
		if got, want := html.UnescapeString(m[2]), words[m[1]].En; got != want {
			t.Errorf("index.html: the text of %q is %q, the catalog's English %q", m[1], got, want)
		}
	}
	if len(used) < 30 {
		t.Fatalf("found only %d keys: the patterns no longer match the page", len(used))
	}
	for _, key := range sortedKeys(words) {
		if !used[key] {
			t.Errorf("the page's %q is never looked up", key)
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
