package canfield

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// checkGolden compares got with the file testdata/name, or rewrites the
// file with -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run %s -update to create it)", err, t.Name())
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s mismatch (-want +got):\n%s", path, diff)
	}
}

// goldenCodes are the codes whose deals the golden files pin: the first
// numbers, the seed's code, the last number and a spread between.
var goldenCodes = []string{
	"CF1-D3-AAAAAAA", "CF1-D3-AAAAAAB", "CF1-D3-AAAAAAC", "CF1-D3-AAAAAAD", "CF1-D3-AAAAAAE",
	"CF1-D1-AAAAAAF", "CF1-D1-AAAAAAG", "CF1-D1-AAAAAAH", "CF1-D3-AAAAACL", "CF1-D1-AAAAACL",
	"CF1-D3-AAAABCD", "CF1-D3-BCDEFGH", "CF1-D1-CANFELD", "CF1-D3-HJKLMNP", "CF1-D3-MMMMMMM",
	"CF1-D1-QWERTYU", "CF1-D3-SOLITRE", "CF1-D3-TTTTTTT", "CF1-D1-XYZZYXA", "CF1-D3-ZZZZZZY",
	"CF1-D3-ZZZZZZZ", "CF1-D1-ZZZZZZZ",
}
