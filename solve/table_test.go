package solve

import "testing"

// TestTableGrow fills a table past several doublings, across segments, and
// checks that it holds exactly the keys put in it; a stopped growth leaves
// it as it was.
func TestTableGrow(t *testing.T) {
	tb := newTable()
	const n = 1 << 20
	k := func(i int) key { return key{lo: uint64(i) * 0x9E3779B97F4A7C15, hi: 1 << 40} }
	for i := 0; i < n; i++ {
		if tb.full() && !tb.grow(func() bool { return false }) {
			t.Fatal("grow stopped")
		}
		if !tb.add(k(i)) {
			t.Fatalf("key %d is already in", i)
		}
	}
	if tb.n != n || len(tb.segs) < 2 {
		t.Fatalf("%d keys in %d segments", tb.n, len(tb.segs))
	}
	size := tb.size
	if tb.grow(func() bool { return true }) || tb.size != size || tb.n != n {
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
