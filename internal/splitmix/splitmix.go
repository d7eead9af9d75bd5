// Package splitmix is Steele, Lea and Flood's SplitMix64 generator with
// Lemire's bounded integers: small, fast, fully specified and the same on
// every platform and Go version, so that a deal number (package canfield's
// CF1 shuffle) or a seed (canfield-stats' samples) gives the same numbers
// forever. The algorithm is written out in code.go's CF1 specification.
package splitmix

import "math/bits"

// Rand is a SplitMix64 generator. Its state is the seed; the zero Rand is
// the generator seeded with 0.
type Rand struct{ State uint64 }

// Next advances the state and returns the next 64-bit output.
func (r *Rand) Next() uint64 {
	r.State += 0x9E3779B97F4A7C15
	z := r.State
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// Below returns a uniform integer in [0, k) by Lemire's multiply-and-reject
// method; k must not be 0.
func (r *Rand) Below(k uint64) uint64 {
	hi, lo := bits.Mul64(r.Next(), k)
	if lo < k {
		t := -k % k
		for lo < t {
			hi, lo = bits.Mul64(r.Next(), k)
		}
	}
	return hi
}
