package main

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rogpeppe/go-internal/testscript"
)

var update = flag.Bool("update", false, "rewrite the expected output in testdata/script with what canfield prints")

// TestMain lets the test binary stand in for the canfield command, so that
// the scripts run the real main without building it first.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"canfield": main})
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
			"perm":      cmdPerm,
			"noenglish": cmdNoEnglish,
			"fits":      cmdFits,
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

// englishWords are words that Danish text must not hold: a sign that
// English leaked into it. Danish shares none of them; "reserve" is Danish
// too, and so is "tip".
var englishWords = regexp.MustCompile(`(?i)\b(the|does|not|goes|card|cards|column|foundation|waste|stock|want|wants|is|and|only|empty|bad|of|on|off|has|holds|takes|nothing|tap|move|moves|game|games|code|type|help|draw|score|undo|winnable|verdict|hint|quit|new|with|no|an|or|unknown|commands?|failed|usage|flags|saved?|load|leaves|tells|turned|tapped|kept|lost|damaged|thinking|board)\b`)

// notSentences are the parts of a line that are not language: quotes,
// variables, paths and flags.
var notSentences = regexp.MustCompile(`"[^"]*"|\$[A-Z_]+|~/\S+|(^|\s)-[a-z-]+`)

// cmdNoEnglish checks that stdout or stderr holds no English sentence:
// noenglish stdout; with !, that it does. What is quoted, game codes, flags and the moves'
// notation are no sentences.
func cmdNoEnglish(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 {
		ts.Fatalf("usage: noenglish stdout|stderr")
	}
	for i, line := range strings.Split(ts.ReadFile(args[0]), "\n") {
		if strings.HasPrefix(line, "> ") || strings.HasPrefix(strings.TrimSpace(line), "-") {
			continue // the command as typed, or a flag in -h
		}
		text := notSentences.ReplaceAllString(line, `""`)
		if words := englishWords.FindAllString(text, -1); len(words) > 0 {
			if neg {
				return
			}
			ts.Fatalf("%s line %d holds English %q: %s", args[0], i+1, words, line)
		}
	}
	if neg {
		ts.Fatalf("%s holds no English", args[0])
	}
}

// cmdFits checks that every line of stdout fits a terminal: fits 60.
func cmdFits(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 || neg {
		ts.Fatalf("usage: fits width")
	}
	width, err := strconv.Atoi(args[0])
	ts.Check(err)
	for i, line := range strings.Split(ts.ReadFile("stdout"), "\n") {
		if strings.HasPrefix(line, "> ") {
			continue // the echo of a command, as typed
		}
		if n := utf8.RuneCountInString(line); n >= width {
			ts.Fatalf("stdout line %d has %d characters, for %d columns: %s", i+1, n, width, line)
		}
	}
}
