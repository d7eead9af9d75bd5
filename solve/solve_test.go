package solve

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
)

// TestAgreesWithPlainSearch compares the solver's verdicts with those of
// the reference searches on hundreds of small cases in both draw modes:
// positions a few random actions into real deals, random endgames played on
// at random, and random positions with half the cards or more on the
// foundations and most of the rest in the reserve, which are often lost.
// Every reduction of the search (taps folded into the waste's moves, the
// columns' order and the stock's turning ignored, draw 1's talon plays
// tried only with their use; TestStartCardsUpAgree checks draw 1's start
// cards played up at once) must leave each verdict as it was, and so must
// the long phases' interleaving (checkInterleaved). plainSolve, which tells positions apart only when they are equal, checks
// the key; keyedSolve, which plays one action at a time, checks the steps
// on larger cases.
func TestAgreesWithPlainSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	cases := casesFor(300, 60)
	var won, lost [2]int
	plainChecked := 0
	for i := 0; i < cases; i++ {
		mode := canfield.DrawMode(i % 2)
		g, err := canfield.DealFromNumber(rng.Uint64N(canfield.NumDeals), mode)
		if err != nil {
			t.Fatal(err)
		}
		p := g.Position()
		plays := rng.IntN(40)
		switch i / 2 % 4 {
		case 1:
			p, _ = endgame(rng, mode, 10, true)
		case 2, 3:
			p, _ = endgameShare(rng, mode, 4+rng.IntN(3), true, 6+rng.IntN(3))
			plays = rng.IntN(4)
		}
		if p.StartRank() == 0 {
			continue
		}
		playRandom(t, rng, &p, plays)
		want, ok := keyedSolve(p, 10_000)
		if !ok {
			continue
		}
		if plain, ok := plainSolve(p, 10_000); ok {
			plainChecked++
			if plain != want {
				t.Fatalf("case %d (%v): plain search says won=%v, keyed search won=%v\n%+v", i, mode, plain, want, p.Layout())
			}
		}
		r := solvePosition(context.Background(), &p, Options{})
		wantV := Lost
		if want {
			wantV = Won
		}
		if r.Verdict != wantV {
			t.Fatalf("case %d (%v): Solve says %v, plain search %v\n%+v", i, mode, r.Verdict, wantV, p.Layout())
		}
		checkInterleaved(t, fmt.Sprintf("case %d: ", i), &p, wantV)
		if want {
			won[mode]++
		} else {
			lost[mode]++
		}
	}
	t.Logf("won %v, lost %v (draw 3, draw 1); %d checked by the plainest search too", won, lost, plainChecked)
	for m := range won {
		if won[m] < cases/10 || lost[m] < cases/60 {
			t.Errorf("draw mode %v: too few cases of each verdict: won %d, lost %d", canfield.DrawMode(m), won[m], lost[m])
		}
	}
}

// TestDraw1TalonPlays compares verdicts on positions made for draw 1's
// reduction (talon plays tried only with their use): most cards left are in
// the reserve, a few in the talon, and many such positions are lost, which
// takes the whole search to show.
func TestDraw1TalonPlays(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	want := casesFor(40, 12)
	agreeOn(t, want, 50*want, func() (canfield.Position, bool) {
		p, ok := endgameShare(rng, canfield.Draw1, 4+rng.IntN(2), true, 8)
		return p, ok && p.Len(canfield.Stock)+p.Len(canfield.Waste) > 0
	})
}

// agreeOn checks verdicts (checkVerdict) on positions from next, which
// reports false for one to pass over, until want of them are won and want
// lost, or tries have been drawn; it fails t if that leaves too few of
// either.
func agreeOn(t *testing.T, want, tries int, next func() (canfield.Position, bool)) {
	t.Helper()
	var won, lost, i int
	for ; i < tries && (won < want || lost < want); i++ {
		p, ok := next()
		if !ok {
			continue
		}
		switch checkVerdict(t, &p) {
		case Won:
			won++
		case Lost:
			lost++
		}
	}
	t.Logf("won %d, lost %d in %d positions drawn", won, lost, i)
	if won < want || lost < want {
		t.Errorf("too few cases: won %d, lost %d, want %d of each", won, lost, want)
	}
}

// checkVerdict solves p and fails t unless the verdict is the keyed
// reference search's. It returns that verdict, or Unknown when the
// reference search cannot decide p in 10,000 positions.
func checkVerdict(t *testing.T, p *canfield.Position) Verdict {
	t.Helper()
	want, ok := referenceVerdict(*p, 10_000)
	if !ok {
		return Unknown
	}
	if r := solvePosition(context.Background(), p, Options{}); r.Verdict != want {
		t.Fatalf("Solve says %v, the reference search %v\n%+v", r.Verdict, want, p.Layout())
	}
	return want
}

// sampleNumbers are deal numbers spread over the range of codes.
func sampleNumbers(n int) []uint64 {
	rng := rand.New(rand.NewPCG(21, 22))
	out := make([]uint64, n)
	for i := range out {
		out[i] = rng.Uint64N(canfield.NumDeals)
	}
	return out
}

// TestWonLinesReplay solves a sample of deals in both modes and replays
// every won line with Game.Play: each action must be accepted and the last
// one must win.
func TestWonLinesReplay(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	won := 0
	for _, number := range sampleNumbers(n) {
		for _, mode := range []canfield.DrawMode{canfield.Draw3, canfield.Draw1} {
			g, err := canfield.DealFromNumber(number, mode)
			if err != nil {
				t.Fatal(err)
			}
			r, err := Solve(context.Background(), g, Options{MaxNodes: 300_000})
			if err != nil {
				t.Fatal(err)
			}
			if r.Verdict == Won {
				won++
				replay(t, g, r.Line)
			}
			if r.Verdict != Won && r.Line != nil {
				t.Errorf("%s: %v with a line", g.Code(), r.Verdict)
			}
		}
	}
	if won < n { // about nine deals in ten are won
		t.Errorf("only %d of %d deals won: too few lines replayed", won, 2*n)
	}
}

// replay plays line on a copy of g and fails unless it wins.
func replay(t *testing.T, g *canfield.Game, line []canfield.Move) {
	t.Helper()
	c := g.Clone()
	for i, m := range line {
		if err := c.Play(m); err != nil {
			t.Fatalf("%s: action %d of the won line, %v: %v", g.Code(), i+1, m, err)
		}
	}
	if !c.Won() {
		t.Fatalf("%s: the won line of %d actions does not win", g.Code(), len(line))
	}
}

func TestSolveDoesNotChangeGame(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	before := g.Position()
	if _, err := Solve(context.Background(), g, Options{}); err != nil {
		t.Fatal(err)
	}
	if g.Position() != before || g.UndosLeft() != 0 {
		t.Error("Solve changed the game")
	}
}

func TestSolveLimits(t *testing.T) {
	g, err := canfield.Deal("CF1-D3-AAAAABH") // needs some 300,000 positions
	if err != nil {
		t.Fatal(err)
	}
	r, err := Solve(context.Background(), g, Options{MaxNodes: 5000})
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != Unknown || !errors.Is(r.Stopped, ErrNodeLimit) || r.Line != nil {
		t.Errorf("node limit: got %v, %v", r.Verdict, r.Stopped)
	}
	if r.Nodes > 5000+checkEvery {
		t.Errorf("node limit 5000: searched %d", r.Nodes)
	}

	r, err = Solve(context.Background(), g, Options{MaxMemory: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != Unknown || !errors.Is(r.Stopped, ErrMemoryLimit) || r.Memory > 1<<20 {
		t.Errorf("memory limit 1 MiB: got %v, %v, peak %d bytes", r.Verdict, r.Stopped, r.Memory)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err = Solve(ctx, g, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != Unknown || !errors.Is(r.Stopped, context.Canceled) {
		t.Errorf("cancelled context: got %v, %v", r.Verdict, r.Stopped)
	}

	if _, err := Solve(context.Background(), nil, Options{}); !errors.Is(err, ErrNoGame) {
		t.Errorf("nil game: error %v, want ErrNoGame", err)
	}
	if _, err := Solve(context.Background(), &canfield.Game{}, Options{}); !errors.Is(err, ErrNoGame) {
		t.Errorf("zero game: error %v, want ErrNoGame", err)
	}
}

// TestCancel cancels a search while it runs: it must stop at its next
// look at the context and say why. The context, whose deadline is far
// off, is cancelled by the clock the search reads (now) on its 50th
// reading, some 13,000 positions in, whatever the machine's speed.
func TestCancel(t *testing.T) {
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(time.Hour))
	defer cancel()
	reads := 0
	r := solveUndecided(t, ctx, func() time.Time {
		if reads++; reads == 50 {
			cancel()
		}
		return time.Unix(0, 0)
	})
	if r.Verdict != Unknown || !errors.Is(r.Stopped, context.Canceled) || reads > 51 {
		t.Errorf("got %v, %v after %d readings of the clock; want unknown, cancelled at the 51st", r.Verdict, r.Stopped, reads)
	}
}

// lateTimer is a context whose deadline has passed but whose timer has not
// yet fired: Done is still open, as it is for a while on a busy machine.
type lateTimer struct {
	context.Context
	deadline time.Time
	done     chan struct{}
}

func (c lateTimer) Deadline() (time.Time, bool) { return c.deadline, true }
func (c lateTimer) Done() <-chan struct{}       { return c.done }
func (c lateTimer) Err() error                  { return nil }

// TestDeadlineWithoutTimer checks that a search stops at its context's
// deadline by the clock, without waiting for the context to end. The clock
// moves a millisecond each time the search reads it, and the deadline is
// 100 ms from its start: the phases before the last stop at their shares
// of the time, and the last at the deadline.
func TestDeadlineWithoutTimer(t *testing.T) {
	start := time.Unix(0, 0)
	ctx := lateTimer{Context: context.Background(), deadline: start.Add(100 * time.Millisecond), done: make(chan struct{})}
	reads := 0
	r := solveUndecided(t, ctx, func() time.Time {
		reads++
		return start.Add(time.Duration(reads) * time.Millisecond)
	})
	if r.Verdict != Unknown || !errors.Is(r.Stopped, context.DeadlineExceeded) || reads > 110 {
		t.Errorf("got %v, %v after %d readings of the clock; want unknown, stopped by the deadline", r.Verdict, r.Stopped, reads)
	}
}

// solveUndecided solves CF1-D3-AAAAABH with ctx, the searches reading the
// clock clock, after checking that 100,000 positions leave it undecided:
// more than the search can reach within 110 readings of the clock, one
// every checkEvery positions.
func solveUndecided(t *testing.T, ctx context.Context, clock func() time.Time) Result {
	t.Helper()
	g, err := canfield.Deal("CF1-D3-AAAAABH")
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := Solve(context.Background(), g, Options{MaxNodes: 100_000}); r.Verdict != Unknown {
		t.Fatalf("CF1-D3-AAAAABH is %v within 100,000 positions; the test needs a deal that is not", r.Verdict)
	}
	defer func(saved func() time.Time) { now = saved }(now)
	now = clock
	r, _ := Solve(ctx, g, Options{})
	return r
}

func TestVerdictText(t *testing.T) {
	for _, v := range []Verdict{Unknown, Won, Lost} {
		text, err := v.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back Verdict
		if err := back.UnmarshalText(text); err != nil || back != v {
			t.Errorf("%v: round trip gives %v, %v", v, back, err)
		}
	}
	if _, err := Verdict(7).MarshalText(); err == nil {
		t.Error("Verdict(7) marshals")
	}
	var v Verdict
	if err := v.UnmarshalText([]byte("maybe")); err == nil {
		t.Error(`"maybe" unmarshals`)
	}
}

// TestPhasesFindHardWins solves deals whose wins took the search over deep
// classes a million positions or more before it tried waste cards onto
// columns before up, within a budget of 100,000 positions: the phases that
// try waste cards onto columns first win them (see phases), after the
// first phase has taken its share, 10,000 of them.
func TestPhasesFindHardWins(t *testing.T) {
	cases := []struct {
		code  string
		phase string
	}{
		{"CF1-D3-AAAAGND", "over deep classes, waste cards up late"}, // 3,968,965 positions up first
		{"CF1-D1-AAAAJQV", "over deep classes, waste cards up late"}, // 987,333 positions up first
		{"CF1-D1-AAAAHET", "over deep classes, waste cards up late"},
	}
	for _, tc := range cases {
		g, r := solveCode(t, tc.code, 100_000)
		if r.Verdict != Won {
			t.Errorf("%s: %v after %d positions (%v); want won by the phase %s", tc.code, r.Verdict, r.Nodes, r.Stopped, tc.phase)
			continue
		}
		replay(t, g, r.Line)
	}
}

// TestWasteUpLate: with config.wasteLate a search lists the same steps, but
// tries a waste card onto a column before a waste card to its foundation,
// and that before any other column move. With draw 1 the steps are talon
// plays with their use (appendSteps), ordered by the talon play.
func TestWasteUpLate(t *testing.T) {
	// kind tells the steps apart that the order is about. A column move
	// that empties its column for the reserve to refill comes before the
	// waste's cards either way.
	kind := func(p *canfield.Position, st step) string {
		m := st.first.move
		from, to := m.From(), m.To()
		switch {
		case st.twin != 0:
			return "" // ordered by the act after the twin move, in another position
		case from == canfield.Waste && to.IsFoundation():
			return "up"
		case from == canfield.Waste:
			return "onto a column"
		case from.IsColumn() && to.IsColumn() && (m.Count() < p.Len(from) || p.Len(canfield.Reserve) == 0):
			return "column"
		}
		return ""
	}
	// firstLast returns the places in steps of the first step of each
	// kind, and of the last.
	firstLast := func(p *canfield.Position, steps []step) (first, last map[string]int) {
		first, last = map[string]int{}, map[string]int{}
		for i, st := range steps {
			k := kind(p, st)
			if _, ok := first[k]; !ok {
				first[k] = i
			}
			last[k] = i
		}
		return first, last
	}
	bag := func(steps []step) map[step]int {
		n := map[step]int{}
		for _, st := range steps {
			st.prio = 0
			n[st]++
		}
		return n
	}
	rng := rand.New(rand.NewPCG(61, 62))
	var checked [2]int // by draw mode
	onRandomGames(t, rng, casesFor(40, 20), 60, func(_ *decoder, p canfield.Position) {
		k := keyOf(&p)
		early := searchOf(twinClasses, &p).appendSteps(nil, &p, k)
		late := searchOf(config{join: byTwinClass, wasteLate: true}, &p).appendSteps(nil, &p, k)
		if !maps.Equal(bag(early), bag(late)) {
			t.Fatalf("%+v: up first and up late list different steps:\n%+v\n%+v", p.Layout(), early, late)
		}
		ef, el := firstLast(&p, early)
		lf, ll := firstLast(&p, late)
		if _, ok := ef["up"]; !ok {
			return
		}
		if _, ok := ef["onto a column"]; ok {
			checked[p.DrawMode()]++
			if el["up"] > ef["onto a column"] {
				t.Errorf("%+v: up first, a waste card goes up after one goes onto a column", p.Layout())
			}
			if lf["up"] < ll["onto a column"] {
				t.Errorf("%+v: up late, a waste card goes up before one goes onto a column", p.Layout())
			}
		}
		if _, ok := lf["column"]; ok && ll["up"] > lf["column"] {
			t.Errorf("%+v: up late, a waste card goes up after a column move", p.Layout())
		}
	})
	for mode, n := range checked {
		if n < casesFor(60, 20) {
			t.Errorf("%v: only %d positions with a waste card that can go both up and onto a column", canfield.DrawMode(mode), n)
		}
	}
}

// TestPhasesWithMinTime: the phases that keep loose cards run with no
// deadline or a second or more before it, and not within a Watcher's
// budget or past its deadline; the others always run, and find a deadline
// passed themselves. The clock is injected.
func TestPhasesWithMinTime(t *testing.T) {
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	defer func(saved func() time.Time) { now = saved }(now)
	now = func() time.Time { return start }
	for _, tc := range []struct {
		timeout  time.Duration // 0 for no deadline; below 0, one passed
		keptRuns bool
	}{{0, true}, {-time.Second, false}, {250 * time.Millisecond, false}, {999 * time.Millisecond, false}, {time.Second, true}, {5 * time.Second, true}} {
		ctx := context.Background()
		if tc.timeout != 0 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithDeadline(ctx, start.Add(tc.timeout))
			defer cancel()
		}
		for i, ph := range phases {
			want := ph.cfg.loose != keepLoose || tc.keptRuns
			if got := ph.hasTime(ctx); got != want {
				t.Errorf("phase %d with %v left: runs %v, want %v", i+1, tc.timeout, got, want)
			}
		}
	}
}
