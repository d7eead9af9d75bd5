// Package examples_test runs the example programs and compares what they
// print with testdata/*.golden. To accept a changed output, run
//
//	go test ./examples -update
//
// and review the golden files with git diff.
package examples_test

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

func TestExamples(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build the examples with")
	}
	// One build for all the programs is much faster than a go run each.
	bin := t.TempDir()
	build := exec.Command(goTool, "build", "-o", bin+string(filepath.Separator), "./...")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	tests := []struct {
		golden string
		args   []string // the program first
		exit   int
	}{
		{"quickstart", []string{"quickstart"}, 0},
		{"eventlog", []string{"eventlog"}, 0},
		{"greedybot", []string{"greedybot"}, 0},
		{"greedybot-stuck", []string{"greedybot", "CF1-D3-AAAAAAB"}, 0},
		{"greedybot-badcode", []string{"greedybot", "CF1-D3-AAAAAA"}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			cmd := exec.Command(filepath.Join(bin, tt.args[0]), tt.args[1:]...)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			var exitErr *exec.ExitError
			switch {
			case err == nil && tt.exit != 0:
				t.Errorf("exit status 0, want %d", tt.exit)
			case errors.As(err, &exitErr) && exitErr.ExitCode() != tt.exit:
				t.Errorf("exit status %d, want %d", exitErr.ExitCode(), tt.exit)
			case err != nil && !errors.As(err, &exitErr):
				t.Fatal(err)
			}
			got := stdout.String()
			if stderr.Len() > 0 {
				got += "-- stderr --\n" + stderr.String()
			}
			file := filepath.Join("testdata", tt.golden+".golden")
			if *update {
				if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v: run go test ./examples -update", err)
			}
			if diff := cmp.Diff(string(want), got); diff != "" {
				t.Errorf("%s output mismatch (-want +got):\n%s", strings.Join(tt.args, " "), diff)
			}
		})
	}
}
