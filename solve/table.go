package solve

import "math/bits"

// table is the set of positions a search has seen, by the keys of their
// classes (searcher.class, DESIGN.md §8): an open-addressing hash set of keys with
// linear probing, kept at most five-eighths full. It holds exact keys, not
// hashes, so a position is never mistaken for one of another class and
// a lost verdict never rests on a collision.
//
// It also refuses a key whose position taps alone reach from a position it
// holds (tappedFrom), which dominates it (DESIGN.md §6). For that, the
// hash leaves the tap orbit out: the keys of one arrangement of the cards
// lie side by side, and add sees them on its way to a free slot.
//
// Its slots are allocated in segments of at most 4 MiB, so that growing a
// large table, which allocates hundreds of megabytes, can stop between
// segments when the search is cancelled.
type table struct {
	segs    [][]key
	size    int  // slots, a power of two
	segBits uint // log2 of the slots in a segment
	n       int  // keys held
	shift   uint // 64 - log2(size): a hash's top bits index the table
}

const (
	tableEntryBytes = 16
	minTableBits    = 12
	maxSegmentBits  = 18
)

func newTable() *table {
	t := &table{}
	t.alloc(minTableBits, func() bool { return false })
	return t
}

// allocStopBytes is how many bytes of fresh slots alloc maps in between
// two calls of stop. Mapping in a page took from 6 to 35 µs on a virtual
// machine, so that a 4 MiB segment took up to 36 ms, all of it time a
// cancelled search would wait; a quarter of a megabyte takes 2 ms at
// worst.
const allocStopBytes = 256 << 10

// alloc gives t empty slots, 2^bits of them. It calls stop every
// allocStopBytes and gives up, returning false with t unchanged, if stop
// does.
func (t *table) alloc(bits uint, stop func() bool) bool {
	segBits := min(bits, maxSegmentBits)
	segs := make([][]key, 1<<(bits-segBits))
	const page, chunk = 4096 / tableEntryBytes, allocStopBytes / tableEntryBytes
	for i := range segs {
		seg := make([]key, 1<<segBits)
		// Touch every page now, in order: fresh memory is mapped in on
		// first use, and the scattered first uses of a rehash would take
		// long enough between two looks at stop to delay a cancelled
		// search by a third of a second.
		for j := 0; j < len(seg); j += page {
			if j%chunk == 0 && (i > 0 || j > 0) && stop() {
				return false
			}
			seg[j].lo = 0
		}
		segs[i] = seg
	}
	t.segs, t.size, t.segBits, t.shift, t.n = segs, 1<<bits, segBits, 64-bits, 0
	return true
}

// bytes returns the memory the table holds.
func (t *table) bytes() int64 { return int64(t.size) * tableEntryBytes }

// grownBytes returns the memory the table holds while it grows by a factor
// of 2^by: the old and the new slots at once.
func (t *table) grownBytes(by uint) int64 { return t.bytes() * (1 + 1<<by) }

// full reports whether the table must grow before it takes another key.
func (t *table) full() bool { return t.n*8 >= t.size*5 }

// hash mixes every bit of the key but its tap orbit (see table) into
// every bit of the result (the finalizer of MurmurHash3 on each word): the
// table indexes by the top bits, and keys often differ only in a few bits
// of one word, such as a foundation's count.
func (k key) hash() uint64 {
	rest, _ := k.splitOrbit()
	return fmix(k.lo ^ bits.RotateLeft64(fmix(rest), 17))
}

func fmix(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xFF51AFD7ED558CCD
	x ^= x >> 33
	x *= 0xC4CEB9FE1A85EC53
	return x ^ x>>33
}

func (t *table) slot(i uint64) *key {
	return &t.segs[i>>t.segBits][i&(1<<t.segBits-1)]
}

// add inserts k, whose hash is h, and reports whether it was new: neither
// held already nor reached by taps alone from a key held (see table). The
// table must not be full.
func (t *table) add(k key, h uint64) bool {
	rest, orbit := k.splitOrbit()
	from := tappedFrom[orbit]
	mask, segMask := uint64(t.size-1), uint64(1)<<t.segBits-1
	i := h >> t.shift
	seg := t.segs[i>>t.segBits]
	for {
		switch s := &seg[i&segMask]; *s {
		case k:
			return false
		case key{}:
			*s = k
			t.n++
			return true
		default:
			if from != 0 && s.lo == k.lo {
				if r, c := s.splitOrbit(); r == rest && from>>c&1 != 0 {
					return false
				}
			}
		}
		if i = (i + 1) & mask; i&segMask == 0 {
			seg = t.segs[i>>t.segBits]
		}
	}
}

// insert puts k, a key not held, in a free slot. The table must not be
// full.
func (t *table) insert(k key) {
	mask, segMask := uint64(t.size-1), uint64(1)<<t.segBits-1
	i := k.hash() >> t.shift
	seg := t.segs[i>>t.segBits]
	for seg[i&segMask] != (key{}) {
		if i = (i + 1) & mask; i&segMask == 0 {
			seg = t.segs[i>>t.segBits]
		}
	}
	seg[i&segMask] = k
	t.n++
}

// grow makes the table 2^by times as large. It calls stop now and then,
// and gives up, leaving the table as it was, if stop returns true:
// allocating and filling a large table takes long enough that a cancelled
// search must not wait for it.
func (t *table) grow(by uint, stop func() bool) bool {
	old := *t
	if !t.alloc(uint(64-old.shift)+by, stop) {
		*t = old
		return false
	}
	done := 0
	for _, seg := range old.segs {
		for _, k := range seg {
			if k == (key{}) {
				continue
			}
			if done++; done&(1<<13-1) == 0 && stop() {
				*t = old
				return false
			}
			// insert, not add: a key stays held even where one that taps
			// lead from came after it.
			t.insert(k)
		}
	}
	return true
}

// touch reads the slot where a search for a key of hash h starts. Reading
// the slots of several keys before adding any lets their cache misses
// overlap.
func (t *table) touch(h uint64) uint64 { return t.slot(h >> t.shift).lo }
