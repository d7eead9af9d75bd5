//go:build race

package solve

// raceEnabled scales the tests' sample sizes down under the race
// detector, which slows the search some tenfold.
const raceEnabled = true
