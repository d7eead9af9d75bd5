package canfield

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/canfield-go/canfield/internal/apicheck"
	"github.com/google/go-cmp/cmp"
)

// TestAPI pins the exported API of package canfield and package solve in
// api/canfield.txt and api/solve.txt, one line a name with its signature,
// as Go pins its own in api/go1.*.txt: any change to the API fails here
// until the files are written again, so that it is made on purpose and
// reviewed in the diff.
func TestAPI(t *testing.T) {
	for _, pkg := range []struct{ dir, path, file string }{
		{".", "github.com/canfield-go/canfield", "canfield.txt"},
		{"solve", "github.com/canfield-go/canfield/solve", "solve.txt"},
	} {
		lines, err := apicheck.Lines(pkg.dir, pkg.path)
		if err != nil {
			t.Fatalf("%s: %v", pkg.path, err)
		}
		got := strings.Join(lines, "\n") + "\n"
		file := filepath.Join("api", pkg.file)
		if *update {
			if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%v (go test -run TestAPI -update . writes it)", err)
		}
		if diff := cmp.Diff(string(want), got); diff != "" {
			t.Errorf("the API of %s is not %s (-want +got):\n%s\n"+
				"If the change is meant, write the file again with go test -run TestAPI -update . and review it in the diff.",
				pkg.path, file, diff)
		}
	}
}
