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

// The code of the terminal writes a message in English where it says it,
// as a literal passed to a function that looks it up: these functions, by
// package, and which argument is the message.
var lookupCalls = map[string]map[string]int{
	"../repl": {"tr": 0, "trf": 0, "translate": 1},
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

// TestMessagesLookedUp: every message the terminal looks up is in the
// catalog, and every message of the terminal's is looked up. A missing
// one would show English to a Danish player unnoticed.
func TestMessagesLookedUp(t *testing.T) {
	used := messagesUsed(t, "../repl", lookupCalls["../repl"])
	for _, text := range sortedKeys(used) {
		if _, ok := terminalIndex[text]; !ok {
			t.Errorf("%s: %q is not in the catalog of the terminal", used[text], text)
		}
	}
	for _, list := range [][]Text{shared, terminal} {
		for _, text := range list {
			if _, ok := used[text.En]; !ok {
				t.Errorf("%q is never looked up", text.En)
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
