package solve

import "math/bits"

// table is the set of positions a search has seen: an open-addressing hash
// set of keys with linear probing, kept at most five-eighths full. It holds
// exact keys, not hashes, so a position is never mistaken for another and a
// lost verdict never rests on a collision.
type table struct {
	slots []key
	n     int // keys held
	shift uint
}

const (
	tableEntryBytes = 16
	minTableSlots   = 1 << 12
)

func newTable() *table {
	return &table{slots: make([]key, minTableSlots), shift: 64 - 12}
}

// bytes returns the memory the table holds.
func (t *table) bytes() int64 { return int64(len(t.slots)) * tableEntryBytes }

// grownBytes returns the memory the table holds while it grows: the old and
// the new slots at once.
func (t *table) grownBytes() int64 { return t.bytes() * 3 }

// full reports whether the table must grow before it takes another key.
func (t *table) full() bool { return t.n*8 >= len(t.slots)*5 }

func (k key) hash() uint64 {
	h := k.lo*0x9E3779B97F4A7C15 ^ bits.RotateLeft64(k.hi*0xC2B2AE3D27D4EB4F, 31)
	return h ^ h>>29
}

// add inserts k and reports whether it was new. The table must not be full.
func (t *table) add(k key) bool {
	mask := uint64(len(t.slots) - 1)
	for i := k.hash() >> t.shift; ; i = (i + 1) & mask {
		switch t.slots[i] {
		case k:
			return false
		case key{}:
			t.slots[i] = k
			t.n++
			return true
		}
	}
}

// grow doubles the table. It calls stop now and then, and gives up, leaving
// the table as it was, if stop returns true: moving every key of a large
// table takes long enough that a cancelled search must not wait for it.
func (t *table) grow(stop func() bool) bool {
	old := t.slots
	t.slots = make([]key, 2*len(old))
	t.shift--
	mask := uint64(len(t.slots) - 1)
	for j, k := range old {
		if j&(1<<16-1) == 0 && stop() {
			t.slots = old
			t.shift++
			return false
		}
		if k == (key{}) {
			continue
		}
		i := k.hash() >> t.shift
		for t.slots[i] != (key{}) {
			i = (i + 1) & mask
		}
		t.slots[i] = k
	}
	return true
}
