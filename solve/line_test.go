package solve

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/linecheck"
	"github.com/canfield-go/canfield/internal/splitmix"
)

func TestGroupTaps(t *testing.T) {
	parse := func(text string) []canfield.Move {
		var line []canfield.Move
		for _, f := range splitFields(text) {
			var m canfield.Move
			if err := m.UnmarshalText([]byte(f)); err != nil {
				t.Fatal(err)
			}
			line = append(line, m)
		}
		return line
	}
	for _, tc := range []struct{ in, want string }{
		{"s|c1:1 c2|s|w f1|s|r c3|s|w c2", "c1:1 c2|s|s|w f1|r c3|s|s|w c2"},
		{"s|s|w c1|w c2", "s|s|w c1|w c2"},
		{"c2 f1|s|f1 c3|c3:2 c4|s|s|w f2", "c2 f1|f1 c3|c3:2 c4|s|s|s|w f2"},
		{"s|r f1", "r f1|s"},
	} {
		tt := tidier{line: parse(tc.in)}
		tt.groupTaps()
		if diff := cmp.Diff(parse(tc.want), tt.line, cmp.Comparer(func(a, b canfield.Move) bool { return a == b })); diff != "" {
			t.Errorf("groupTaps(%q) mismatch (-want +got):\n%s", tc.in, diff)
		}
	}
}

// splitFields splits text at each "|".
func splitFields(text string) []string {
	var out []string
	for len(text) > 0 {
		i := 0
		for i < len(text) && text[i] != '|' {
			i++
		}
		out = append(out, text[:i])
		text = text[min(i+1, len(text)):]
	}
	return out
}

// TestTidyLineRemovesDetours puts detours into won lines, as the search
// might leave them: a move and its undoing, a whole turn of the stock,
// and a stock tap moved back among the moves before it. tidyLine must
// take every one out again, and never make a line longer.
func TestTidyLineRemovesDetours(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 3))
	lines := sampleLines(t, rng.Uint64(), casesFor(12, 4), 200_000, solvePosition)
	var inserted [3]int // by kind, as withDetours counts them
	for _, l := range lines {
		for range 4 {
			line, kinds := withDetours(rng, &l.root, l.line)
			n := kinds[0] + kinds[1] + kinds[2]
			if n == 0 {
				continue
			}
			for i, k := range kinds {
				inserted[i] += k
			}
			got := tidyLine(&l.root, slices.Clone(line))
			if !replaysToWin(&l.root, got) {
				t.Fatalf("%s: the tidied line does not win: %v", l.code, got)
			}
			if d := linecheck.FindDetours(&l.root, got); d.Any() {
				t.Errorf("%s: %+v in the tidied line %v", l.code, d, got)
			}
			if len(got) > len(l.line) {
				t.Errorf("%s: %d detours put in a line of %d actions: tidied, %d", l.code, n, len(l.line), len(got))
			}
		}
	}
	t.Logf("detours put in: %v (move and undoing, turn of the stock, tap moved back)", inserted)
	if min(inserted[0], inserted[1], inserted[2]) == 0 {
		t.Errorf("detours put in %v: want some of each kind", inserted)
	}
}

// TestTidyLineKeepsWhatItCannotTidy gives tidyLine lines that do not win
// from their position: it must return each as it was.
func TestTidyLineKeepsWhatItCannotTidy(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	r := solvePosition(context.Background(), &p, Options{})
	if r.Verdict != Won {
		t.Fatalf("CF1-D3-AAAAACL: %v, want won", r.Verdict)
	}
	illegal := slices.Clone(r.Line)
	illegal[len(illegal)/2] = canfield.NewMove(canfield.Reserve, canfield.Reserve, 1)
	for name, line := range map[string][]canfield.Move{
		"empty":            {},
		"one move":         r.Line[:1],
		"short of the win": append(slices.Clone(r.Line[:len(r.Line)-1]), canfield.StockTap(), canfield.StockTap()),
		"illegal":          illegal,
	} {
		if got := tidyLine(&p, slices.Clone(line)); !slices.Equal(got, line) {
			t.Errorf("%s: tidyLine changed the line %v to %v", name, line, got)
		}
	}
}

// withDetours returns line, a line that wins from p, with up to three
// detours put in at random places, and how many it put in of each kind.
func withDetours(rng *rand.Rand, p *canfield.Position, line []canfield.Move) ([]canfield.Move, [3]int) {
	out := slices.Clone(line)
	var n [3]int
	for range 3 {
		k := rng.IntN(len(out))
		q := *p
		for _, m := range out[:k] {
			q.Play(m)
		}
		var detour []canfield.Move
		kind := rng.IntN(3)
		switch kind {
		case 0: // away and back
			moves := q.AppendMoves(nil)
			m := moves[rng.IntN(len(moves))]
			r := q
			r.Play(m)
			back := canfield.NewMove(m.To(), m.From(), m.Count())
			if m.IsStockTap() || !r.CanPlay(back) {
				continue
			}
			r.Play(back)
			if r != q {
				continue // the reserve refilled the column
			}
			detour = []canfield.Move{m, back}
		case 1: // a whole turn of the stock, where taps come back
			talon := q.Len(canfield.Stock) + q.Len(canfield.Waste)
			r := q
			for range talon + 2 {
				r.Play(canfield.StockTap())
				detour = append(detour, canfield.StockTap())
				if r == q {
					break
				}
			}
			if talon == 0 || r != q {
				continue // taps from here never turn the same split again
			}
		case 2: // a tap moved back among the moves before it, as taps commute with them
			talonMove := func(m canfield.Move) bool { return m.IsStockTap() || m.From() == canfield.Waste }
			var firstTaps []int // taps after a move that is not one of the talon's
			for i := 1; i < len(out); i++ {
				if out[i].IsStockTap() && !talonMove(out[i-1]) {
					firstTaps = append(firstTaps, i)
				}
			}
			if len(firstTaps) == 0 {
				continue
			}
			k = firstTaps[rng.IntN(len(firstTaps))]
			j := k - 1
			for j > 0 && j > k-4 && !talonMove(out[j-1]) {
				j--
			}
			copy(out[j+1:k+1], out[j:k])
			out[j] = canfield.StockTap()
		}
		out = slices.Insert(out, k, detour...)
		n[kind]++
	}
	return out, n
}

// TestWonLinesHaveNoDetours checks Solve's won lines on a random sample
// of deals, and Suggest's on positions of games played on from them by
// random moves, with a node limit each.
func TestWonLinesHaveNoDetours(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 4))
	lines := sampleLines(t, rng.Uint64(), casesFor(30, 6), 200_000, func(ctx context.Context, p *canfield.Position, opts Options) Result {
		r, err := SolvePosition(ctx, p, opts)
		if err != nil {
			t.Fatal(err)
		}
		return r
	})
	for _, l := range lines {
		if d := linecheck.FindDetours(&l.root, l.line); d.Any() {
			t.Errorf("%s: %+v in %v", l.code, d, l.line)
		}
	}
	checked := 0
	for _, l := range lines[:min(len(lines), casesFor(12, 3))] {
		p := l.root
		moves := p.AppendMoves(nil)
		for range 5 + rng.IntN(20) {
			if moves = p.AppendMoves(moves[:0]); len(moves) > 0 {
				p.Play(moves[rng.IntN(len(moves))])
			}
		}
		sg, err := hintPosition(context.Background(), &p, Options{MaxNodes: 50_000})
		if err != nil || sg.Verdict != Won {
			continue
		}
		checked++
		if len(sg.Line) == 0 || sg.Move != sg.Line[0] || !replaysToWin(&p, sg.Line) {
			t.Fatalf("%s played on: Suggest = %+v, want the first action of a winning line", l.code, sg)
		}
		if d := linecheck.FindDetours(&p, sg.Line); d.Any() {
			t.Errorf("%s played on: %+v in Suggest's line %v", l.code, d, sg.Line)
		}
	}
	t.Logf("%d won lines of deals and %d of positions played on checked", len(lines), checked)
	if len(lines) < casesFor(30, 6) || checked == 0 {
		t.Errorf("%d won lines of deals and %d of positions played on: want more", len(lines), checked)
	}
}

// TestLineCarriesNoColumnBackAndForth checks the won line of
// CF1-D3-AAAAAAQ, whose search walks a column of 26 cards round the empty
// columns in its endgame, two moves a card: of the moves of more than 12
// cards, no three in a row go from one column to another, back, and there
// again.
func TestLineCarriesNoColumnBackAndForth(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AAAAAAQ")
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	for _, tidy := range []bool{false, true} {
		var r Result
		if tidy {
			r, err = Solve(context.Background(), g, Options{})
		} else {
			r = searchPosition(context.Background(), &p, Options{})
		}
		if err != nil || r.Verdict != Won {
			t.Fatalf("%v, %v: want won", r.Verdict, err)
		}
		var long []canfield.Move
		for _, m := range r.Line {
			if m.From().IsColumn() && m.To().IsColumn() && m.Count() > 12 {
				long = append(long, m)
			}
		}
		swings := 0
		for i := 2; i < len(long); i++ {
			a, b, c := long[i-2], long[i-1], long[i]
			if a.From() == b.To() && a.To() == b.From() && c.From() == a.From() && c.To() == a.To() {
				swings++
			}
		}
		t.Logf("tidied %v: %d actions, %d times a long run went there, back and there again", tidy, len(r.Line), swings)
		if tidy && swings > 0 {
			t.Errorf("the line of %d actions carries a long run back and forth %d times: %v", len(r.Line), swings, r.Line)
		}
	}
}

// wonLine is a won line of a deal.
type wonLine struct {
	code string
	root canfield.Position
	line []canfield.Move
}

// sampleDeals returns the codes of n deals of each draw mode whose numbers
// SplitMix64 draws from seed, the modes in turn.
func sampleDeals(seed uint64, n int) []string {
	rng := splitmix.Rand{State: seed}
	var codes []string
	for range n {
		number := rng.Below(canfield.NumDeals)
		codes = append(codes, canfield.FormatCode(number, canfield.Draw3), canfield.FormatCode(number, canfield.Draw1))
	}
	return codes
}

// sampleLines returns the won lines of the deals of sampleDeals(seed, n),
// searched with at most nodes positions each by search: searchPosition
// for the lines as the search found them, solvePosition for tidied ones.
func sampleLines(tb testing.TB, seed uint64, n int, nodes int64, search func(context.Context, *canfield.Position, Options) Result) []wonLine {
	tb.Helper()
	var lines []wonLine
	for _, code := range sampleDeals(seed, n) {
		g, err := canfield.Deal(code)
		if err != nil {
			tb.Fatal(err)
		}
		p := g.Position()
		if r := search(context.Background(), &p, Options{MaxNodes: nodes}); r.Verdict == Won {
			lines = append(lines, wonLine{code, p, r.Line})
		}
	}
	return lines
}

// BenchmarkTidyLine tidies the won lines of 100 deals of each draw mode,
// drawn by SplitMix64 from a fixed seed, as the search found them with at
// most 200,000 positions each. One op is one line; it reports the lines'
// average length too, as the search found them and tidied.
func BenchmarkTidyLine(b *testing.B) {
	benchLinesOnce.Do(func() { benchLines = sampleLines(b, 0x5eed, 100, 200_000, searchPosition) })
	total, tidied := 0, 0
	for _, l := range benchLines {
		total += len(l.line)
		tidied += len(tidyLine(&l.root, slices.Clone(l.line)))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		l := &benchLines[i%len(benchLines)]
		tidyLine(&l.root, l.line)
	}
	b.ReportMetric(float64(total)/float64(len(benchLines)), "actions/line")
	b.ReportMetric(float64(tidied)/float64(len(benchLines)), "tidied-actions/line")
}

// benchLines are the lines BenchmarkTidyLine tidies, solved once.
var (
	benchLinesOnce sync.Once
	benchLines     []wonLine
)
