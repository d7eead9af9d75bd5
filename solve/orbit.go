package solve

import "github.com/canfield-go/canfield"

// tapOrbits is the number of values tapOrbit returns.
const tapOrbits = 23

// tapOrbit numbers the orbit of p's split of the talon between stock and
// waste: the splits that stock taps turn into one another, which share a
// key (DESIGN.md §1). With draw 1 every split is in one orbit, 0. With
// draw 3, the waste sizes 0, 3, 6, … and the whole talon are orbit 0, the
// closed orbit that taps go round; a waste of any other size k is reached
// only on the current pass and never again: its own orbit, 1–22.
func tapOrbit(p *canfield.Position) int {
	waste := p.Len(canfield.Waste)
	return tapOrbitOf(p.DrawMode(), waste, waste+p.Len(canfield.Stock))
}

// tapOrbitOf is tapOrbit of a talon of n cards with k in the waste.
func tapOrbitOf(mode canfield.DrawMode, k, n int) int {
	if mode == canfield.Draw1 || k%3 == 0 || k == n {
		return 0
	}
	return k - k/3
}

// tappedFrom holds, for each tap orbit, the set (bit c for orbit c) of the
// orbits from which taps alone lead to it: to orbit 0 from every other,
// whose pass ends there, and to a waste of k cards off orbit 0 from one of
// k-3, k-6, … cards. The table refuses a position that taps reach from one
// it holds (DESIGN.md §6).
var tappedFrom = func() (from [tapOrbits]uint32) {
	waste := func(c int) int { return c + (c-1)/2 } // the inverse of tapOrbitOf off orbit 0
	for c := 1; c < tapOrbits; c++ {
		from[0] |= 1 << c
		for b := 1; b < c; b++ {
			if waste(b)%3 == waste(c)%3 {
				from[c] |= 1 << b
			}
		}
	}
	return from
}()

// splitOrbit returns k without its tap orbit, and the orbit.
func (k key) splitOrbit() (rest uint64, orbit int) {
	v := k.hi>>40 - 1
	return k.hi&(1<<40-1) | v/tapOrbits<<40, int(v % tapOrbits)
}
