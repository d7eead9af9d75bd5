package catalog

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
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

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
