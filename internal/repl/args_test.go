package repl

import (
	"strings"
	"testing"

	"github.com/canfield-go/canfield"
)

func TestParseArgs(t *testing.T) {
	env := func(vars ...string) func(string) string {
		return func(name string) string {
			for i := 0; i+1 < len(vars); i += 2 {
				if vars[i] == name {
					return vars[i+1]
				}
			}
			return ""
		}
	}
	none := env()
	a, err := ParseArgs([]string{"-code", "cf1-d1-aaaaaaq", "-draw", "1", "-lang=da", "-save", "-ascii"}, none)
	if err != nil || a.Code != "cf1-d1-aaaaaaq" || a.Mode != canfield.Draw1 || !a.ModeSet || a.Lang != canfield.Danish || !a.LangSet || !a.Save || !a.ASCII {
		t.Errorf("ParseArgs = %+v, %v", a, err)
	}
	if a, err := ParseArgs([]string{"-h"}, none); err != nil || !a.Help {
		t.Errorf("-h = %+v, %v", a, err)
	}
	if a, _ := ParseArgs(nil, env("LANG", "da_DK.UTF-8")); a.Lang != canfield.Danish || a.LangSet {
		t.Errorf("LANG=da_DK: %+v", a)
	}
	if a, _ := ParseArgs(nil, env("LC_ALL", "C", "LANG", "da_DK.UTF-8")); a.Lang != canfield.English {
		t.Errorf("LC_ALL=C wins over LANG: %+v", a)
	}
	for _, tt := range []struct {
		args []string
		env  func(string) string
		want string
	}{
		{[]string{"-code", "cf1-d1-aaaaaaq", "-draw", "3"}, none,
			"-code cf1-d1-aaaaaaq deals draw 1, but -draw says 3: leave out -draw, or give the code of draw 3, CF1-D3-AAAAAAQ"},
		{[]string{"-resume", "-code", "CF1-D3-AAAAAAQ"}, none, "-resume continues the saved game: it does not go with -code"},
		{[]string{"-resume", "-draw", "1"}, none, "-resume continues the saved game in its own draw mode: it does not go with -draw"},
		{[]string{"-draw", "2"}, none, `-draw: bad draw mode "2": want 1 or 3`},
		{[]string{"-code", "CF1-D3-AAAAAA"}, none, `-code: bad game code "CF1-D3-AAAAAA": the deal number has 6 letters, want 7`},
		{[]string{"-lang", "fr"}, none, `-lang: bad language "fr": want en or da`},
		{[]string{"-x"}, none, "unknown flag -x (see canfield -h)"},
		{[]string{"-code"}, none, "flag -code needs a value (see canfield -h)"},
		{[]string{"-resume=maybe"}, none, `-resume takes no value, or true or false, not "maybe"`},
		{[]string{"play"}, none, `unexpected argument "play": flags only (see canfield -h)`},
		// Danish, from -lang wherever it stands, or from the environment.
		{[]string{"-x", "-lang", "da"}, none, "ukendt flag -x (se canfield -h)"},
		{[]string{"-draw", "2"}, env("LANG", "da_DK.UTF-8"), `-draw: ugyldig trækmåde ”2”: skriv 1 eller 3`},
		{[]string{"-lang=da", "-code", "cf1-d1-aaaaaaq", "-draw", "3"}, none,
			"-code cf1-d1-aaaaaaq giver træk 1, men -draw siger 3: udelad -draw, eller giv koden til træk 3, CF1-D3-AAAAAAQ"},
		{[]string{"-lang=da", "-resume", "-draw", "1"}, none, "-resume fortsætter det gemte spil med dets egen trækmåde: det kan ikke bruges sammen med -draw"},
	} {
		_, err := ParseArgs(tt.args, tt.env)
		if err == nil || err.Error() != tt.want {
			t.Errorf("ParseArgs(%q) = %v, want %q", tt.args, err, tt.want)
		}
	}
}

// TestUsage: -h in plain words in both languages, and only ASCII with
// -ascii (the Danish letters aside).
func TestUsage(t *testing.T) {
	for _, l := range []canfield.Language{canfield.English, canfield.Danish} {
		text := Usage(l, false)
		for _, flag := range []string{"-code", "-draw", "-lang", "-resume", "-save", "-ascii", "-no-color"} {
			if !strings.Contains(text, "  "+flag+" ") {
				t.Errorf("%v: usage lacks %s:\n%s", l, flag, text)
			}
		}
		if strings.Contains(text, "default") || strings.Contains(text, "D3)") {
			t.Errorf("%v: usage speaks of defaults as flag does:\n%s", l, text)
		}
		for _, line := range strings.Split(text, "\n") {
			if visibleWidth(line) >= 80 {
				t.Errorf("%v: usage line of %d columns: %q", l, visibleWidth(line), line)
			}
		}
		for _, r := range Usage(l, true) {
			if r > 127 && !strings.ContainsRune("æøåÆØÅéÉ", r) {
				t.Errorf("%v: -ascii usage holds %q", l, r)
			}
		}
	}
	if !strings.HasPrefix(Usage(canfield.English, false), "usage: canfield [flags]\n") {
		t.Errorf("usage starts %q", Usage(canfield.English, false)[:30])
	}
	if FailedSummary(canfield.Danish, 10) != "canfield: 10 kommandoer mislykkedes" || FailedSummary(canfield.English, 1) != "canfield: 1 command failed" {
		t.Error("FailedSummary")
	}
}
