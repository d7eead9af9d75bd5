//go:build race

package solve

// raceEnabled scales the tests' sample sizes down under the race
// detector, which slows the search some tenfold, and skips the checks that
// would search for minutes under it: .ci/run runs those without it.
const raceEnabled = true
