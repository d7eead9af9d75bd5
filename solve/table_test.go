package solve

import (
	"context"
	"errors"
	"slices"
	"testing"
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
		if !tb.add(k(i)) {
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
		if tb.add(k(i)) {
			t.Fatalf("key %d was lost", i)
		}
	}
	if tb.add(k(n)) != true {
		t.Fatal("a new key is not new")
	}
}

// TestRecordUpToMemoryLimit records new positions until the memory limit
// stops the search: the table, which grows by four while it is small, must
// end as large as growth by two alone would make it (over a third of the
// limit), and never hold more than the limit.
func TestRecordUpToMemoryLimit(t *testing.T) {
	const limit = 64 << 20
	s := newSearcher(context.Background(), Options{MaxMemory: limit})
	for i := uint64(1); s.stopped == nil; i++ {
		s.recordClass(key{lo: i * 0x9E3779B97F4A7C15, hi: 1 << 40})
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
	s := newSearcher(context.Background(), Options{})
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

	small := newSearcher(context.Background(), Options{MaxMemory: 4 << 20})
	if _, ok := grow(small, buf, 10); ok || !errors.Is(small.stopped, ErrMemoryLimit) {
		t.Errorf("past the memory limit: ok %v, stopped %v", ok, small.stopped)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	done := newSearcher(ctx, Options{})
	if kept, ok := grow(done, buf, 10); ok || !errors.Is(done.stopped, context.Canceled) || &kept[0] != &buf[0] {
		t.Errorf("cancelled: ok %v, stopped %v", ok, done.stopped)
	}
}
