package stats

import (
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/google/go-cmp/cmp"
)

// The sample's numbers may never change: a published table names its seed.
// The codes were computed by a separate implementation of the generator.
func TestSamplePinned(t *testing.T) {
	got, err := Sample(5, 1)
	if err != nil {
		t.Fatal(err)
	}
	codes := make([]string, len(got))
	for i, n := range got {
		codes[i] = canfield.FormatCode(n, canfield.Draw3)
	}
	want := []string{"CF1-D3-OSZXBCQ", "CF1-D3-TKDWJMH", "CF1-D3-ZGKIYVD", "CF1-D3-LOKBMYJ", "CF1-D3-LOIKHYU"}
	if diff := cmp.Diff(want, codes); diff != "" {
		t.Errorf("Sample(5, 1) mismatch (-want +got):\n%s", diff)
	}
}

func TestSampleIsAPrefix(t *testing.T) {
	long, err := Sample(2000, 7)
	if err != nil {
		t.Fatal(err)
	}
	short, err := Sample(100, 7)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(long[:100], short); diff != "" {
		t.Errorf("Sample(100, 7) is not the start of Sample(2000, 7) (-want +got):\n%s", diff)
	}
	seen := map[uint64]bool{}
	for _, n := range long {
		if n >= canfield.NumDeals || seen[n] {
			t.Fatalf("Sample(2000, 7) holds %d twice or out of range", n)
		}
		seen[n] = true
	}
}

func TestSampleRefusesBadSizes(t *testing.T) {
	for _, n := range []int{0, -1, MaxSample + 1} {
		if _, err := Sample(n, 1); err == nil {
			t.Errorf("Sample(%d, 1) succeeded", n)
		}
	}
}
