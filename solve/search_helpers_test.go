package solve

import (
	"context"

	"github.com/canfield-go/canfield"
)

// searchOf returns a search of cfg from root with no limit but the memory.
func searchOf(cfg config, root *canfield.Position) *searcher {
	return newSearcher(context.Background(), Options{}, cfg, root)
}

// Configurations of searches like those of Solve's phases, without their
// interleaving, and one with cycle steps from the start.
var (
	twinClasses   = config{join: byTwinClass}
	nestedClasses = config{join: byTwinClassNested}
	deepClasses   = config{join: byDeepClass, wasteLate: true}
	cycleSteps    = config{join: byDeepClass, cycles: true, wasteLate: true}
	looseConfig   = config{join: byDeepClass, cycles: true, wasteLate: true, loose: putBack}
	keptLoose     = config{join: byDeepClass, wasteLate: true, loose: keepLoose}
)

// searchWithout searches from root as a search of cfg does, depth-first,
// but leaves out the steps that drop reports true for (given the
// position they are listed from), and reports whether
// it finds a win within limit positions (ok false when it runs out). The
// tests use it to show that some steps are needed.
func searchWithout(root *canfield.Position, cfg config, drop func(*canfield.Position, step) bool, limit int) (won, ok bool) {
	s := searchOf(cfg, root)
	type node struct {
		pos canfield.Position
		key key
	}
	stack := []node{{*root, keyOf(root)}}
	seen := map[key]bool{s.class(stack[0].key): true}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		steps := s.appendSteps(nil, &n.pos, n.key)
		keys := append([]key(nil), s.keys...)
		for i, st := range steps {
			if drop(&n.pos, st) {
				continue
			}
			k, won := stepKey(&n.pos, n.key, &s.pc, st, keys[i])
			if won {
				return true, true
			}
			if s.loose != nil {
				k = s.loose.retract(k)
			}
			if c := s.class(k); !seen[c] {
				if len(seen) == limit {
					return false, false
				}
				seen[c] = true
				var child canfield.Position
				if !s.makeChild(&n.pos, st, k, &child) {
					panic("a listed step does not play")
				}
				stack = append(stack, node{child, k})
			}
		}
	}
	return false, true
}

// anyRoot is a root for a search whose steps a test does not list.
func anyRoot() *canfield.Position {
	g, err := canfield.DealFromNumber(0, canfield.Draw3)
	if err != nil {
		panic(err)
	}
	p := g.Position()
	return &p
}
