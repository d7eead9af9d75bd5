package solve

import "github.com/canfield-go/canfield"

// withCounts returns k with counts (packCounts) for its top 24 bits.
func (k key) withCounts(counts uint64) key {
	k.hi = k.hi&(1<<40-1) | counts<<40
	return k
}

// counts returns the top 24 bits of a key: 1 + the counts of p in mixed
// radix.
func counts(p *canfield.Position) uint64 {
	c := countPiles(p)
	return c.packed()
}

// packCounts returns the top 24 bits of a key from the foundations'
// counts, the reserve's count and the tap orbit: 1 + them in
// mixed radix (decoder.position unpacks them).
func packCounts(f [4]int, reserve, orbit int) uint64 {
	v := uint64(0)
	for _, n := range f {
		v = v*(canfield.NumRanks+1) + uint64(n)
	}
	v = v*14 + uint64(reserve)
	v = v*tapOrbits + uint64(orbit)
	return v + 1
}

// countsAfter returns the counts of the position that st makes from p,
// whose counts are c, worked out from the move as keyOfStep says. It
// updates their packed form by the weights of the counts that change, which
// the search does for every step it lists, rather than packing them anew.
func countsAfter(p *canfield.Position, c *pileCounts, st act) pileCounts {
	n := *c
	m := st.move
	from, to := m.From(), m.To()
	switch {
	case from.IsFoundation():
		n.pack -= foundationWeights[from.Index()]
	case from == canfield.Reserve:
		n.reserve--
		n.pack -= reserveWeight
	case from == canfield.Waste:
		orbit := tapOrbitOf(n.mode, int(n.waste), int(n.talon))
		n.waste, n.talon = int32(st.waste), n.talon-1
		n.pack += uint64(tapOrbitOf(n.mode, int(n.waste), int(n.talon))) - uint64(orbit)
	case from.IsColumn() && m.Count() == p.Len(from) && n.reserve > 0:
		n.reserve--
		n.pack -= reserveWeight
	}
	if to.IsFoundation() {
		n.pack += foundationWeights[to.Index()]
	}
	return n
}

// pileCounts are the sizes of the piles of a position that a key counts,
// read once for all the steps from it. The foundations' counts are kept
// only in their packed form: the search copies these for every step it
// lists.
type pileCounts struct {
	mode                  canfield.DrawMode
	reserve, waste, talon int32
	pack                  uint64 // packCounts of the counts
}

// packed returns the top 24 bits of a key with the counts c (packCounts).
func (c *pileCounts) packed() uint64 { return c.pack }

// reserveWeight and foundationWeights are what one more card in the
// reserve, or on each foundation, adds to packCounts.
var (
	reserveWeight     = packCounts([4]int{}, 1, 0) - packCounts([4]int{}, 0, 0)
	foundationWeights = func() (w [4]uint64) {
		for i := range w {
			var f [4]int
			f[i] = 1
			w[i] = packCounts(f, 0, 0) - packCounts([4]int{}, 0, 0)
		}
		return w
	}()
)

func countPiles(p *canfield.Position) pileCounts {
	var f [4]int
	for i := range f {
		f[i] = p.Len(canfield.FoundationPile(i))
	}
	reserve, waste := p.Len(canfield.Reserve), p.Len(canfield.Waste)
	talon := waste + p.Len(canfield.Stock)
	return pileCounts{
		mode:    p.DrawMode(),
		reserve: int32(reserve), waste: int32(waste), talon: int32(talon),
		pack: packCounts(f, reserve, tapOrbitOf(p.DrawMode(), waste, talon)),
	}
}

// counts unpacks what packCounts packed: the foundations' counts, the
// reserve's count and the tap orbit.
func (k key) counts() (f [4]int, reserve, orbit int) {
	rest, orbit := k.splitOrbit()
	v := rest >> 40
	reserve = int(v % 14)
	v /= 14
	for i := 3; i >= 0; i-- {
		f[i] = int(v % (canfield.NumRanks + 1))
		v /= canfield.NumRanks + 1
	}
	return f, reserve, orbit
}

// won reports whether k is the key of a won position.
func (k key) won() bool { return k.hi>>40 >= wonPack }

// wonPack is the least packCounts value of a won position, whose four
// foundations are full (R7.1). The foundations' counts are its leading
// digits, each at most 13, so a position is won exactly when its packed
// counts reach it.
var wonPack = packCounts([4]int{canfield.NumRanks, canfield.NumRanks, canfield.NumRanks, canfield.NumRanks}, 0, 0)
