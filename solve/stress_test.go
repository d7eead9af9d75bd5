package solve

import (
	"flag"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
)

// The flags of TestStress.
var (
	stress      = flag.Int("stress", 640, "TestStress: how many positions to draw")
	stressSeed  = flag.Uint64("stress.seed", 1, "TestStress: the seed of its positions; 0 takes one from the clock")
	stressLimit = flag.Int("stress.limit", 50_000, "TestStress: the positions the reference search may visit to decide one")
)

// TestStress draws positions from every generator of the tests in turn,
// the draw modes alternating, and checks every search of Solve on each
// position that the reference search decides (checkEverySearch). A failure
// prints the position; the test logs its seed.
//
// By default it draws 640 positions, 40 of each generator and mode, in
// some 13 s of CPU and seven times that under the race detector: so it
// skips under -race, and .ci/run runs it in its pass without. Longer runs
// ask for more, with a seed of their own:
//
//	go test ./solve -run TestStress -stress 100000 -stress.seed 0 -timeout 0
//
// (-stress 60000 takes some 7 minutes on one core of a 2-core Xeon and
// decides 44,394 positions; 100,000 take about 12.)
func TestStress(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("seconds of search, minutes under -race: .ci/run runs it without")
	}
	seed := *stressSeed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	t.Logf("-stress %d -stress.seed %d", *stress, seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	generators := []struct {
		name string
		next func(canfield.DrawMode) (canfield.Position, bool)
	}{
		{"endgame, empty reserve", func(m canfield.DrawMode) (canfield.Position, bool) {
			return endgame(rng, m, 5+rng.IntN(5), false)
		}},
		{"endgame", func(m canfield.DrawMode) (canfield.Position, bool) { return endgame(rng, m, 4+rng.IntN(5), true) }},
		{"endgame, large reserve", func(m canfield.DrawMode) (canfield.Position, bool) {
			return endgameShare(rng, m, 3+rng.IntN(4), rng.IntN(2) == 0, 6+rng.IntN(4))
		}},
		{"runs", func(m canfield.DrawMode) (canfield.Position, bool) {
			return runsEndgame(rng, m, 18+rng.IntN(12), 5+rng.IntN(9))
		}},
		{"runs, played on", func(m canfield.DrawMode) (canfield.Position, bool) {
			p, ok := runsEndgame(rng, m, 20+rng.IntN(8), rng.IntN(8))
			if ok {
				playRandom(t, rng, &p, rng.IntN(30))
			}
			return p, ok
		}},
		{"long run", func(m canfield.DrawMode) (canfield.Position, bool) { return longRunEndgame(rng, m, 20+rng.IntN(9)) }},
		{"cut run", func(m canfield.DrawMode) (canfield.Position, bool) { return cutRunEndgame(rng, m) }},
		{"several runs", func(m canfield.DrawMode) (canfield.Position, bool) { return multiRunEndgame(rng, m) }},
	}
	decided := make([][2]int, len(generators))
	lost := make([][2]int, len(generators))
	for i := range *stress {
		mode := canfield.DrawMode(i % 2)
		g := i / 2 % len(generators)
		p, ok := generators[g].next(mode)
		if !ok {
			continue
		}
		want, ok := referenceVerdict(p, *stressLimit)
		if !ok {
			continue
		}
		checkEverySearch(t, &p, want)
		decided[g][mode]++
		if want == Lost {
			lost[g][mode]++
		}
	}
	var allDecided int
	var allLost [2]int
	for g, gen := range generators {
		t.Logf("%-22s decided %v, lost %v (draw 3, draw 1)", gen.name, decided[g], lost[g])
		allDecided += decided[g][0] + decided[g][1]
		allLost[0] += lost[g][0]
		allLost[1] += lost[g][1]
	}
	// A sample that the reference seldom decides, or that holds no loss,
	// would check little: losses are what a wrong reduction gets wrong.
	if 2*allDecided < *stress || (*stress >= 320 && min(allLost[0], allLost[1]) == 0) {
		t.Errorf("%d of %d positions decided, %v lost (draw 3, draw 1): want half decided, and losses in both modes", allDecided, *stress, allLost)
	}
}

// multiRunEndgame returns a random position with two or three columns of
// long runs, each built down from a random card with random cards that go
// on it, up to 8 to 27 cards; the foundations as high as the runs let
// them be, or (one time in three each) at random lower; and the other
// cards dealt by dealCards.
func multiRunEndgame(rng *rand.Rand, mode canfield.DrawMode) (canfield.Position, bool) {
	base := randomBase(rng)
	used := map[canfield.Card]bool{}
	var runs [][]canfield.Card
	for range 2 + rng.IntN(2) {
		c := canfield.NewCard(canfield.Rank(1+rng.IntN(canfield.NumRanks)), canfield.Spades+canfield.Suit(rng.IntN(canfield.NumSuits)))
		if used[c] {
			continue
		}
		used[c] = true
		run := []canfield.Card{c}
		for length := 8 + rng.IntN(20); len(run) < length; {
			var fits []canfield.Card
			for _, u := range fitting(run[len(run)-1]) {
				if !used[u] {
					fits = append(fits, u)
				}
			}
			if len(fits) == 0 {
				break
			}
			u := fits[rng.IntN(len(fits))]
			used[u] = true
			run = append(run, u)
		}
		runs = append(runs, run)
	}
	var heights [4]int
	for i, suit := range foundationSuits(base) {
		h := heightBelow(base, suit, func(c canfield.Card) bool { return used[c] })
		if h > 0 && rng.IntN(3) == 0 {
			h = 1 + rng.IntN(h)
		}
		heights[i] = h
	}
	if heights[0] == 0 {
		return canfield.Position{}, false // the base card is in a run
	}
	l, rest := foundationsOf(mode, base, heights)
	rest = slices.DeleteFunc(rest, func(c canfield.Card) bool { return used[c] })
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	copy(l.Columns[:], runs)
	dealCards(rng, &l, rest, 0)
	p, err := canfield.NewPosition(l)
	return p, err == nil
}
