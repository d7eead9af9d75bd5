package repl

import (
	"testing"

	"github.com/canfield-go/canfield/internal/catalog"
)

// TestCommandTexts checks that every command has its help in the catalog
// of player text, under its English name, with a Danish name that no other
// command uses, and that the catalog helps no command that is not one. The
// catalog's own tests check that each text is there in both languages.
func TestCommandTexts(t *testing.T) {
	names := map[string]string{}
	for _, c := range commands {
		text, ok := catalog.Commands[c.name]
		if !ok || text.Name.En != c.name {
			t.Errorf("%s: the catalog has %+v", c.name, text)
		}
		for _, n := range append([]string{c.name, c.danishName()}, c.aliases...) {
			if other, ok := names[n]; ok {
				t.Errorf("%s: name %q is also %s's", c.name, n, other)
			}
			names[n] = c.name
		}
	}
	for name := range catalog.Commands {
		if lookup(name) == nil || lookup(name).name != name {
			t.Errorf("the catalog helps %s, which is no command", name)
		}
	}
}
