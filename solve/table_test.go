package solve

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/canfield-go/canfield"
)

// TestAllocLooksOften: making a large table maps in fresh memory, which
// can take milliseconds a megabyte; alloc asks stop every allocStopBytes,
// within segments too, so that a cancelled search does not wait for a
// whole segment, and gives up, the table unchanged, as soon as stop says
// so.
func TestAllocLooksOften(t *testing.T) {
	const bits = maxSegmentBits + 2 // four segments
	calls := 0
	tb := newTable()
	if !tb.alloc(bits, func() bool { calls++; return false }) || tb.size != 1<<bits {
		t.Fatalf("alloc gave %d slots, want %d", tb.size, 1<<bits)
	}
	if want := (1<<bits)*tableEntryBytes/allocStopBytes - 1; calls != want {
		t.Errorf("stop called %d times, want %d", calls, want)
	}
	tb = newTable()
	size, calls := tb.size, 0
	if tb.alloc(bits, func() bool { calls++; return calls == 3 }) || calls != 3 || tb.size != size {
		t.Errorf("stopped at call 3 of stop: calls %d, size %d, want 3 and %d", calls, tb.size, size)
	}
}

// TestTableGrow fills a table past several growths, by two and by four,
// across segments, and checks that it holds exactly the keys put in it; a
// stopped growth leaves it as it was.
func TestTableGrow(t *testing.T) {
	tb := newTable()
	const n = 1 << 20
	k := func(i int) key { return key{lo: uint64(i) * 0x9E3779B97F4A7C15, hi: 1 << 40} }
	growths := uint(0)
	for i := 0; i < n; i++ {
		if tb.full() {
			if !tb.grow(1+growths%2, func() bool { return false }) {
				t.Fatal("grow stopped")
			}
			growths++
		}
		if !addKey(tb, k(i)) {
			t.Fatalf("key %d is already in", i)
		}
	}
	if tb.n != n || len(tb.segs) < 2 {
		t.Fatalf("%d keys in %d segments", tb.n, len(tb.segs))
	}
	size := tb.size
	if tb.grow(1, func() bool { return true }) || tb.size != size || tb.n != n {
		t.Fatal("a stopped growth changed the table")
	}
	for i := 0; i < n; i += 7 {
		if addKey(tb, k(i)) {
			t.Fatalf("key %d was lost", i)
		}
	}
	if addKey(tb, k(n)) != true {
		t.Fatal("a new key is not new")
	}
}

// TestRecordUpToMemoryLimit records new positions until the memory limit
// stops the search: the table, which grows by four at one size only if
// that keeps within half the limit, must end as large as growth by two
// alone would make it (over a third of the
// limit), and never hold more than the limit.
func TestRecordUpToMemoryLimit(t *testing.T) {
	const limit = 64 << 20
	s := newSearcher(context.Background(), Options{MaxMemory: limit}, twinClasses, anyRoot())
	for i := uint64(1); s.stopped == nil; i++ {
		c := key{lo: i * 0x9E3779B97F4A7C15, hi: 1 << 40}
		s.recordClass(c, c.hash())
	}
	if !errors.Is(s.stopped, ErrMemoryLimit) {
		t.Fatalf("stopped by %v, want the memory limit", s.stopped)
	}
	if b := s.table.bytes(); b <= limit/3 || s.peak > limit {
		t.Errorf("table of %d bytes, peak %d bytes, limit %d", b, s.peak, limit)
	}
}

// TestGrowBuffers checks the growth of the search's path and step buffers:
// contents kept, the memory limit respected, and a cancelled context
// heeded between the megabytes of a large copy.
func TestGrowBuffers(t *testing.T) {
	s := newSearcher(context.Background(), Options{}, twinClasses, anyRoot())
	buf := make([]key, 3<<20/16) // three megabytes: three chunks
	for i := range buf {
		buf[i] = key{lo: uint64(i), hi: 1}
	}
	got, ok := grow(s, buf, 10)
	if !ok || len(got) != len(buf) || cap(got)-len(got) < 10 || !slices.Equal(got, buf) {
		t.Fatalf("grow: ok %v, len %d, cap %d, contents kept %v", ok, len(got), cap(got), slices.Equal(got, buf))
	}
	if same, ok := grow(s, got, 10); !ok || &same[0] != &got[0] {
		t.Error("grow with room enough made a new buffer")
	}

	small := newSearcher(context.Background(), Options{MaxMemory: 4 << 20}, twinClasses, anyRoot())
	if _, ok := grow(small, buf, 10); ok || !errors.Is(small.stopped, ErrMemoryLimit) {
		t.Errorf("past the memory limit: ok %v, stopped %v", ok, small.stopped)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	done := newSearcher(ctx, Options{}, twinClasses, anyRoot())
	if kept, ok := grow(done, buf, 10); ok || !errors.Is(done.stopped, context.Canceled) || &kept[0] != &buf[0] {
		t.Errorf("cancelled: ok %v, stopped %v", ok, done.stopped)
	}
}

// TestTableRefusesTapped: the table refuses a key whose position taps
// reach from one it holds, the same cards with another tap orbit, and
// keeps both the other way round; a growth keeps every key held.
func TestTableRefusesTapped(t *testing.T) {
	const n = 20 // cards in the talon: waste sizes 1, 2, 4, 5, … 19 are off the cycle
	arrangement := func(i int) key { return key{lo: uint64(i+1) * 0x9E3779B97F4A7C15} }
	withWaste := func(k key, waste int) key {
		k.hi = packCounts([4]int{1, 2, 3, 4}, 5, tapOrbitOf(canfield.Draw3, waste, n)) << 40
		return k
	}
	tb := newTable()
	a := arrangement(0)
	steps := []struct {
		waste int
		isNew bool
	}{
		{4, true},   // off the cycle
		{10, false}, // 4, 7, 10: taps reach it
		{1, true},   // taps from 4 never come back to 1
		{0, false},  // the cycle, after the pass
		{19, false}, // 1, 4, …, 16, 19: reached
		{2, true},   // 2 is of another pass
		{5, false},
		{4, false}, // held
	}
	for _, s := range steps {
		if got := addKey(tb, withWaste(a, s.waste)); got != s.isNew {
			t.Fatalf("add with %d cards in the waste: %v, want %v", s.waste, got, s.isNew)
		}
	}
	b := arrangement(1) // the cycle first: taps from it lead to no other class
	for _, s := range []struct {
		waste int
		isNew bool
	}{{0, true}, {3, false}, {1, true}, {2, true}} { // 3 is on the cycle, as 0 is: the same key
		if got := addKey(tb, withWaste(b, s.waste)); got != s.isNew {
			t.Fatalf("arrangement b: add with %d cards in the waste: %v, want %v", s.waste, got, s.isNew)
		}
	}
	held := tb.n
	if !tb.grow(1, func() bool { return false }) || tb.n != held {
		t.Fatalf("grow: %d keys, want %d", tb.n, held)
	}
	for _, k := range []key{withWaste(b, 0), withWaste(b, 1), withWaste(a, 2), withWaste(a, 13)} {
		if addKey(tb, k) {
			t.Fatalf("after grow, %x was taken as new", k)
		}
	}
}

// addKey adds k to tb as a search does, with its hash.
func addKey(tb *table, k key) bool { return tb.add(k, k.hash()) }
