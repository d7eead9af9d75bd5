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

// hash mixes every bit of the key into every bit of the result (the
// finalizer of MurmurHash3 on each word): the table indexes by the top
// bits, and keys often differ only in a few bits of one word, such as a
// foundation's count.
func (k key) hash() uint64 {
	return fmix(k.lo ^ bits.RotateLeft64(fmix(k.hi), 17))
}

func fmix(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xFF51AFD7ED558CCD
	x ^= x >> 33
	x *= 0xC4CEB9FE1A85EC53
	return x ^ x>>33
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

// touch reads the slot where a search for k starts. Reading the slots of
// several keys before adding any lets their cache misses overlap.
func (t *table) touch(k key) uint64 { return t.slots[k.hash()>>t.shift].lo }
