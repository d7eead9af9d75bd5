package repl

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"testing"
)

// TestDanishCoversMessages checks that every message the code passes to
// tr, trf or translate as a literal has a Danish translation: a missing one
// would show English in a Danish session without anyone noticing.
func TestDanishCoversMessages(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	used := map[string]token.Position{}
	for _, name := range files {
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
			arg := 0
			switch fn {
			case "tr", "trf":
			case "translate":
				arg = 1
			default:
				return true
			}
			if len(call.Args) <= arg {
				return true
			}
			if lit, ok := call.Args[arg].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				text, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatal(err)
				}
				used[text] = fset.Position(lit.Pos())
			}
			return true
		})
	}
	var missing []string
	for text, pos := range used {
		if _, ok := danish[text]; !ok {
			missing = append(missing, pos.String()+": "+strconv.Quote(text))
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("no Danish translation for %s", m)
	}
	for text := range danish {
		if _, ok := used[text]; !ok {
			t.Errorf("Danish translation of %q is never used", text)
		}
	}
}

// TestCommandTexts checks that every command has its help in both
// languages, and a Danish name that no other command uses.
func TestCommandTexts(t *testing.T) {
	names := map[string]string{}
	for _, c := range commands {
		if c.en.summary == "" || c.da.summary == "" || c.da.name == "" {
			t.Errorf("%s: want an English and a Danish summary and a Danish name", c.name)
		}
		if (c.en.help == "") != (c.da.help == "") || (c.en.args == "") != (c.da.args == "") {
			t.Errorf("%s: help or arguments in one language only", c.name)
		}
		for _, n := range append([]string{c.name, c.da.name}, c.aliases...) {
			if other, ok := names[n]; ok {
				t.Errorf("%s: name %q is also %s's", c.name, n, other)
			}
			names[n] = c.name
		}
	}
}
