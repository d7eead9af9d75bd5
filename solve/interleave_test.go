package solve

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/canfield-go/canfield"
)

// TestInterleaveAgrees checks the interleaved depth-first searches
// (DESIGN.md §15) against the reference on random endgames
// (checkInterleaved): they must prove what the reference proves, their wins
// must replay, and the limit may stop few of them.
func TestInterleaveAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(71, 72))
	cases := casesFor(300, 60)
	var decided, lost [2]int
	stopped := 0
	for i := range cases {
		mode := canfield.DrawMode(i % 2)
		var p canfield.Position
		var ok bool
		switch i / 2 % 3 {
		case 0:
			p, ok = endgame(rng, mode, 5+rng.IntN(4), true)
		case 1:
			p, ok = endgameShare(rng, mode, 3+rng.IntN(3), true, 6+rng.IntN(3))
		default:
			p, ok = cutRunEndgame(rng, mode)
		}
		if !ok {
			continue
		}
		want, ok := referenceVerdict(p, 20_000)
		if !ok {
			continue
		}
		stopped += checkInterleaved(t, "", &p, want)
		decided[mode]++
		if want == Lost {
			lost[mode]++
		}
	}
	t.Logf("decided %v, lost %v (draw 3, draw 1); %d searches stopped by the limit", decided, lost, stopped)
	if n := 4 * (decided[0] + decided[1]); stopped > n/100 {
		t.Errorf("%d of %d searches stopped by the limit, want at most 1%%", stopped, n)
	}
	for m := range decided {
		if decided[m] < cases/6 || lost[m] < cases/60 {
			t.Errorf("draw mode %v: %d cases decided, %d lost: want more of each", canfield.DrawMode(m), decided[m], lost[m])
		}
	}
}

// checkInterleaved checks on p, against want, the reference's verdict, the
// interleaved searches of the long phases and of the search with cycle
// steps, with caps so small that their frames set subtrees aside every
// few positions and take them up again. name says which case p is. So
// small a cap can make a search far longer than a plain one, as the
// subtrees set aside hold on to positions that the other branches then
// leave for later (DESIGN.md §15): each search may meet interleavedLimit
// positions, and checkInterleaved returns how many of them that limit
// stopped, which proves nothing.
func checkInterleaved(t *testing.T, name string, p *canfield.Position, want Verdict) (stopped int) {
	t.Helper()
	for _, cfg := range []config{
		{join: byDeepClass, wasteLate: true, interleave: 1},
		{join: byDeepClass, cycles: true, interleave: 1},
		{join: byTwinClass, wasteLate: true, interleave: 1},
		{join: byTwinClass, interleave: 2},
	} {
		s := newSearcher(context.Background(), Options{MaxNodes: interleavedLimit}, cfg, p)
		v, line := s.run(p)
		if v == Unknown && errors.Is(s.stopped, ErrNodeLimit) {
			stopped++
			continue
		}
		if v == Unknown && (errors.Is(s.stopped, errRelaxedWin) || errors.Is(s.stopped, errLongColumn)) {
			continue // no proof
		}
		checkRun(t, fmt.Sprintf("%sthe search %+v", name, cfg), p, v, line, want)
	}
	return stopped
}

// interleavedLimit is the positions that checkInterleaved lets a search
// meet: forty times and more what the references may.
const interleavedLimit = 2_000_000

// TestInterleaveFindsWinBehindLostChild: on CF1-D3-NOMFSRE the plain
// depth-first search over deep classes is still in the large lost subtree
// of an early choice after 100,000 positions; the interleaved search sets
// that subtree aside, tries the choices after it, and wins within them.
func TestInterleaveFindsWinBehindLostChild(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-NOMFSRE")
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	opts := Options{MaxNodes: 100_000}
	plain := newSearcher(context.Background(), opts, config{join: byDeepClass, wasteLate: true}, &p)
	if v, _ := plain.run(&p); v != Unknown {
		t.Fatalf("the plain search says %v within %d positions; the test needs a deal it does not decide", v, opts.MaxNodes)
	}
	s := newSearcher(context.Background(), opts, config{join: byDeepClass, wasteLate: true, interleave: interleaveCap}, &p)
	v, line := s.run(&p)
	if v != Won {
		t.Fatalf("the interleaved search says %v after %d positions (%v), want won", v, s.nodes, s.stopped)
	}
	if !replaysToWin(&p, line) {
		t.Fatal("its line does not replay to a win")
	}
}

// TestSetAside sets aside by hand the path of a search stopped part-way:
// a copy that would pass the memory limit stops the search with the path
// as it was; one within it counts against the limit, and the search takes
// it up and goes on to the loss that it proves without setting anything
// aside.
func TestSetAside(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AAAAKGZ")
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	cfg := config{join: byDeepClass, wasteLate: true, interleave: 1 << 40} // never on its own
	if v, _ := searchOf(cfg, &p).run(&p); v != Lost {
		t.Fatalf("the search says %v; the test needs a lost deal", v)
	}
	s := newSearcher(context.Background(), Options{MaxNodes: 2_000}, cfg, &p)
	if v, _ := s.run(&p); v != Unknown || len(s.stack) < 3 {
		t.Fatalf("stopped at %d positions: %v with a path of %d frames, want unknown with a path", s.nodes, v, len(s.stack))
	}
	depth := len(s.stack)
	s.stopped, s.maxNodes, s.maxMem = nil, 0, s.memory()+1
	s.setAside(0)
	if !errors.Is(s.stopped, ErrMemoryLimit) || len(s.stack) != depth || s.asideBytes != 0 {
		t.Fatalf("past the memory limit: stopped %v, path %d frames of %d, %d bytes set aside", s.stopped, len(s.stack), depth, s.asideBytes)
	}
	s.stopped, s.maxMem = nil, DefaultMaxMemory
	before := s.memory()
	s.setAside(0)
	if s.stopped != nil || len(s.stack) != 1 || len(s.stack[0].aside) != 1 || s.memory() <= before {
		t.Fatalf("set aside: stopped %v, path %d frames, %d subtrees set aside, memory %d then %d",
			s.stopped, len(s.stack), len(s.stack[0].aside), before, s.memory())
	}
	if _, won := s.drain(); won || len(s.stack) != 0 || s.asideBytes != 0 {
		t.Fatalf("after taking it up: won %v, path %d frames, %d bytes set aside", won, len(s.stack), s.asideBytes)
	}
	if s.stopped == nil && s.longColumns {
		s.resume()
	}
	if v := s.exhausted(); v != Lost {
		t.Errorf("the search says %v (%v) after taking up what it set aside, want lost", v, s.stopped)
	}
}
