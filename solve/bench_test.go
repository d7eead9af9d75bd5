package solve

import (
	"context"
	"fmt"
	"testing"

	"github.com/canfield-go/canfield"
)

// benchCodes are the 100 deals BenchmarkSolve solves: deal numbers 0–49 in
// both draw modes, CF1-D3-AAAAAAA … CF1-D3-AAAAABX and the same with D1.
func benchCodes() []string {
	var codes []string
	for _, mode := range []canfield.DrawMode{canfield.Draw3, canfield.Draw1} {
		for n := uint64(0); n < 50; n++ {
			codes = append(codes, canfield.FormatCode(n, mode))
		}
	}
	return codes
}

// BenchmarkSolve solves the 100 deals of benchCodes, each with at most
// 2,000,000 positions, and reports the positions searched per second. One
// op is all 100 deals.
func BenchmarkSolve(b *testing.B) {
	var games []*canfield.Game
	for _, code := range benchCodes() {
		g, err := canfield.Deal(code)
		if err != nil {
			b.Fatal(err)
		}
		games = append(games, g)
	}
	b.ReportAllocs()
	b.ResetTimer()
	var nodes int64
	decided := 0
	for range b.N {
		decided = 0
		for _, g := range games {
			r, err := Solve(context.Background(), g, Options{MaxNodes: 2_000_000})
			if err != nil {
				b.Fatal(err)
			}
			nodes += r.Nodes
			if r.Verdict != Unknown {
				decided++
			}
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "positions/s")
	b.ReportMetric(float64(decided), "decided")
}

// hardBenchCodes are deals that took Solve from one to five seconds on
// samples of deals: won and lost, in both draw modes. Their searches are
// what the statistics spend most of their time on.
var hardBenchCodes = []string{
	"CF1-D3-CJWCWKL", "CF1-D3-KVXQITA", "CF1-D3-VRVZQCI", "CF1-D3-QWTBLTM", "CF1-D3-WZGQSDD",
	"CF1-D1-ZNCFSFY", "CF1-D1-KCECQAT", "CF1-D1-AAKDRRI",
}

// BenchmarkSolveHard solves the deals of hardBenchCodes to a verdict,
// with no limit, and reports the positions searched per second. One op is
// all of them, about half a minute of work. canfield-stats is built with
// its CPU profile, for profile-guided optimization (README, Development):
//
//	go test ./solve -run '^$' -bench SolveHard -benchtime 1x -cpuprofile cmd/canfield-stats/default.pgo
func BenchmarkSolveHard(b *testing.B) {
	benchSearches(b, hardBenchCodes, func(root *canfield.Position) (int64, error) {
		r := solvePosition(context.Background(), root, Options{})
		if r.Verdict == Unknown {
			return 0, r.Stopped
		}
		return r.Nodes, nil
	})
}

// lostBenchCodes are lost deals that the exhaustive search decides in a
// few hundred thousand positions: fixed work, unlike a win, which the
// order of trial can find early or late.
var lostBenchCodes = []string{"CF1-D3-AAAAKGZ", "CF1-D1-AAAAIHR"}

// BenchmarkSearchLost runs the exhaustive depth-first search, the phase
// that proves losses, alone on the deals of lostBenchCodes, and reports
// the positions it searches per second: the speed of the search itself,
// which Solve's early phases and deadlines would blur. One op is both
// deals. It runs twice: over classes (key.class), Solve's last resort,
// and over deep classes (key.deepClass), the phase before it.
func BenchmarkSearchLost(b *testing.B) {
	for _, c := range []struct {
		name string
		cfg  config
	}{{"classes", twinClasses}, {"deep-classes", config{join: byDeepClass}}} {
		b.Run(c.name, func(b *testing.B) {
			benchSearches(b, lostBenchCodes, func(root *canfield.Position) (int64, error) {
				return lostIn(searchOf(c.cfg, root), root)
			})
		})
	}
}

// lostIn runs s from root and returns the positions it searched, or an
// error if it did not prove root lost.
func lostIn(s *searcher, root *canfield.Position) (int64, error) {
	if v, _ := s.run(root); v != Lost {
		return 0, fmt.Errorf("%v, want lost", v)
	}
	return s.nodes, nil
}

// looseBenchCodes are lost draw-1 deals for BenchmarkSearchLoose: one
// small, and CF1-D1-AAAAKDF, which the searches of the real game took 33 s
// to prove lost.
var looseBenchCodes = []string{"CF1-D1-AAAAIHR", "CF1-D1-AAAAKDF"}

// BenchmarkSearchLoose runs the search with loose cards put back
// (loose.go) alone on the deals of looseBenchCodes, as
// BenchmarkSearchLost runs the others. One op is both deals.
func BenchmarkSearchLoose(b *testing.B) {
	benchSearches(b, looseBenchCodes, func(root *canfield.Position) (int64, error) {
		return lostIn(looseSearcher(root), root)
	})
}

// benchSearches runs search from each deal of codes in every op, and
// reports the positions searched per second and per op. search returns
// the positions it searched, or an error that ends the benchmark.
func benchSearches(b *testing.B, codes []string, search func(root *canfield.Position) (int64, error)) {
	roots := dealPositions(b, codes...)
	b.ReportAllocs()
	b.ResetTimer()
	var nodes int64
	for range b.N {
		for i := range roots {
			n, err := search(&roots[i])
			if err != nil {
				b.Fatalf("%s: %v", codes[i], err)
			}
			nodes += n
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "positions/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "positions/op")
}

// dealPositions returns the starting positions of the deals of codes.
func dealPositions(tb testing.TB, codes ...string) []canfield.Position {
	tb.Helper()
	var roots []canfield.Position
	for _, code := range codes {
		g, err := canfield.Deal(code)
		if err != nil {
			tb.Fatal(err)
		}
		roots = append(roots, g.Position())
	}
	return roots
}
