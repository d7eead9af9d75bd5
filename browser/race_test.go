//go:build race

package browser

// raceEnabled: this test runs with the race detector, and so does the
// server it builds.
const raceEnabled = true
