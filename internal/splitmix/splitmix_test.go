package splitmix

import "testing"

// The shuffle's building blocks, against values computed from the
// reference definitions: SplitMix64's first outputs for seed 0 and 1234567.
func TestSplitMix64(t *testing.T) {
	for _, tc := range []struct {
		seed uint64
		want []uint64
	}{
		{0, []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f}},
		{1234567, []uint64{6457827717110365317, 3203168211198807973, 9817491932198370423}},
	} {
		r := Rand{State: tc.seed}
		for i, want := range tc.want {
			if got := r.Next(); got != want {
				t.Errorf("seed %d output %d = %#x, want %#x", tc.seed, i, got, want)
			}
		}
	}
}

func TestBelowIsInRange(t *testing.T) {
	r := Rand{State: 42}
	for k := uint64(1); k <= 52; k++ {
		for i := 0; i < 100; i++ {
			if v := r.Below(k); v >= k {
				t.Fatalf("Below(%d) = %d", k, v)
			}
		}
	}
}
