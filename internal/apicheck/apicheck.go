// Package apicheck lists the exported API of a package one line a name, in
// the form of the Go distribution's api/go1.*.txt files, so that a test can
// pin the API in a file and fail on any change to it:
//
//	pkg canfield, func Deal(string) (*Game, error)
//	pkg canfield, method (*Game) Play(Move) error
//	pkg canfield, type View struct, Score int
//	pkg canfield, const Draw3 DrawMode
//
// A line names the package by its last element, as Go's files do; types of
// other packages are qualified by their names ("context.Context").
package apicheck

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Lines returns the API of the package in dir, whose import path is path,
// sorted. It reads the package's non-test Go files and type-checks them,
// importing what they import from source.
func Lines(dir, path string) ([]string, error) {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check(path, fset, files, nil)
	if err != nil {
		return nil, err
	}
	w := &writer{pkg: pkg}
	for _, name := range pkg.Scope().Names() {
		if obj := pkg.Scope().Lookup(name); obj.Exported() {
			w.object(obj)
		}
	}
	slices.Sort(w.lines)
	return slices.Compact(w.lines), nil
}

type writer struct {
	pkg   *types.Package
	lines []string
}

func (w *writer) emit(format string, args ...any) {
	w.lines = append(w.lines, "pkg "+w.pkg.Name()+", "+fmt.Sprintf(format, args...))
}

// qualifier writes a type of this package by its name alone and one of
// another by the package's name.
func (w *writer) qualifier(p *types.Package) string {
	if p == w.pkg {
		return ""
	}
	return p.Name()
}

func (w *writer) typeString(t types.Type) string { return types.TypeString(t, w.qualifier) }

// signature writes a function's parameters and results by their types alone.
func (w *writer) signature(sig *types.Signature) string {
	var b strings.Builder
	b.WriteString("(")
	for i := range sig.Params().Len() {
		if i > 0 {
			b.WriteString(", ")
		}
		t := sig.Params().At(i).Type()
		if sig.Variadic() && i == sig.Params().Len()-1 {
			b.WriteString("..." + w.typeString(t.(*types.Slice).Elem()))
			continue
		}
		b.WriteString(w.typeString(t))
	}
	b.WriteString(")")
	switch n := sig.Results().Len(); n {
	case 0:
	case 1:
		b.WriteString(" " + w.typeString(sig.Results().At(0).Type()))
	default:
		b.WriteString(" (")
		for i := range n {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(w.typeString(sig.Results().At(i).Type()))
		}
		b.WriteString(")")
	}
	return b.String()
}

func (w *writer) object(obj types.Object) {
	switch obj := obj.(type) {
	case *types.Const:
		w.emit("const %s %s", obj.Name(), w.typeString(obj.Type()))
		w.emit("const %s = %s", obj.Name(), obj.Val().ExactString())
	case *types.Var:
		w.emit("var %s %s", obj.Name(), w.typeString(obj.Type()))
	case *types.Func:
		w.emit("func %s%s", obj.Name(), w.signature(obj.Type().(*types.Signature)))
	case *types.TypeName:
		w.typeName(obj)
	}
}

func (w *writer) typeName(obj *types.TypeName) {
	name := obj.Name()
	under := obj.Type().Underlying()
	switch u := under.(type) {
	case *types.Struct:
		w.emit("type %s struct", name)
		for i := range u.NumFields() {
			f := u.Field(i)
			switch {
			case !f.Exported():
			case f.Embedded():
				w.emit("type %s struct, embedded %s", name, w.typeString(f.Type()))
			default:
				w.emit("type %s struct, %s %s", name, f.Name(), w.typeString(f.Type()))
			}
		}
	case *types.Interface:
		var methods []string
		unexported := false
		for i := range u.NumMethods() {
			m := u.Method(i)
			if !m.Exported() {
				unexported = true
				continue
			}
			methods = append(methods, m.Name())
			w.emit("type %s interface, %s%s", name, m.Name(), w.signature(m.Type().(*types.Signature)))
		}
		if unexported {
			methods = append(methods, "unexported methods")
		}
		w.emit("type %s interface { %s }", name, strings.Join(methods, ", "))
	default:
		w.emit("type %s %s", name, w.typeString(under))
	}
	if _, isInterface := under.(*types.Interface); isInterface {
		return
	}
	// The method set of *T holds the methods of T too; each is listed with
	// the receiver it is declared on.
	mset := types.NewMethodSet(types.NewPointer(obj.Type()))
	for i := range mset.Len() {
		m := mset.At(i).Obj().(*types.Func)
		if !m.Exported() {
			continue
		}
		sig := m.Type().(*types.Signature)
		recv := name
		if _, ptr := sig.Recv().Type().(*types.Pointer); ptr {
			recv = "*" + name
		}
		w.emit("method (%s) %s%s", recv, m.Name(), w.signature(sig))
	}
}
