package main

import (
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

var update = flag.Bool("update", false, "rewrite the expected output in testdata/script with what canfield prints")

// TestMain lets the test binary stand in for the canfield command, so that
// the scripts run the real main without building it first.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"canfield": func() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv)) },
	})
}

// TestScripts runs the scripts in testdata/script: each runs canfield on
// commands and compares what it prints.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:           "testdata/script",
		UpdateScripts: *update,
		Setup: func(env *testscript.Env) error {
			env.Setenv("CANFIELD_STATE_DIR", filepath.Join(env.WorkDir, "state"))
			// Under -race every process sleeps a second before it exits, so
			// that late reports can arrive; canfield runs on one goroutine.
			env.Setenv("GORACE", "atexit_sleep_ms=0")
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"perm": cmdPerm,
		},
	})
}

// cmdPerm checks a file's permission bits: perm 0600 file.
func cmdPerm(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 2 {
		ts.Fatalf("usage: perm 0600 file")
	}
	want, err := strconv.ParseUint(args[0], 8, 32)
	ts.Check(err)
	info, err := os.Stat(ts.MkAbs(args[1]))
	ts.Check(err)
	got := info.Mode().Perm()
	if (got == os.FileMode(want)) == neg {
		ts.Fatalf("%s has permissions %s, %s %04o", args[1], got, map[bool]string{false: "want", true: "want other than"}[neg], want)
	}
}
