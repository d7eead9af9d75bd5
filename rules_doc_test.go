package canfield

import (
	"bufio"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

// rulesFile is the rule book at the repository's root, this package's
// directory.
const rulesFile = "RULES.md"

// A rule entry of RULES.md is a section heading, "## R5 Columns", or an
// item of its list, "- **R5.1** A card goes onto …".
var (
	ruleSection = regexp.MustCompile(`^## (R(\d+)) `)
	ruleItem    = regexp.MustCompile(`^- \*\*(R(\d+)\.(\d+))\*\*`)
)

// ruleEntries reads the rules RULES.md has an entry for. It fails the test
// unless the sections are R1, R2, … in order and each section's items are
// numbered 1, 2, … after it, so that a rule has one entry, in its place.
func ruleEntries(t *testing.T) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(rulesFile)
	if err != nil {
		t.Fatal(err)
	}
	entries := map[string]bool{}
	section, item := 0, 0
	for i, line := range strings.Split(string(data), "\n") {
		if m := ruleSection.FindStringSubmatch(line); m != nil {
			section, item = section+1, 0
			if m[2] != strconv.Itoa(section) {
				t.Errorf("%s:%d: section %s, want R%d", rulesFile, i+1, m[1], section)
			}
			entries[m[1]] = true
		}
		if m := ruleItem.FindStringSubmatch(line); m != nil {
			item++
			if m[2] != strconv.Itoa(section) || m[3] != strconv.Itoa(item) {
				t.Errorf("%s:%d: rule %s, want R%d.%d", rulesFile, i+1, m[1], section, item)
			}
			entries[m[1]] = true
		}
	}
	if len(entries) == 0 {
		t.Fatalf("%s has no rule entries", rulesFile)
	}
	return entries
}

// ruleNumber matches what may be a rule number; citations decides which
// matches cite a rule.
var ruleNumber = regexp.MustCompile(`R(\d+)(?:\.(\d+))?`)

// testName matches a test named for the rule it checks, as TestR5_1… for
// R5.1 and TestR9… for R9: a Go identifier, so ruleNumber's matches inside
// it do not count, but one that cites a rule on purpose.
var testName = regexp.MustCompile(`\bTestR(\d+)(?:_(\d+))?[A-Z]`)

// citations returns the rule numbers a line cites, in order. A citation is
// "R5" or "R5.1" standing alone: neither a letter, a digit nor "_" on either
// side. That leaves out the identifiers and words that hold such a
// sequence (TestR1_1Colours, R2D2), while "(R5.1)", "// R4.3:", the
// string "R6.1" of a Reason and "`R8.1`" count. A range, two numbers
// joined by a dash ("R5.1–R5.2", "R1–R10"), cites every rule between them
// when both ends are sections or items of the same section, and its ends
// alone otherwise. The two-key moves ("r2", "rf") never match: the
// notation writes them in lower case and the pattern is case-sensitive,
// and the upper case ones would name R1–R4 anyway.
func citations(line string) []string {
	var cited []string
	prevEnd, prev := -1, []string(nil)
	for _, m := range ruleNumber.FindAllStringSubmatchIndex(line, -1) {
		start, end := m[0], m[1]
		before, _ := utf8.DecodeLastRuneInString(line[:start])
		after, _ := utf8.DecodeRuneInString(line[end:])
		if start > 0 && wordRune(before) || end < len(line) && wordRune(after) {
			continue
		}
		cur := []string{line[m[2]:m[3]], ""}
		if m[4] >= 0 {
			cur[1] = line[m[4]:m[5]]
		}
		if prev != nil && (line[prevEnd:start] == "–" || line[prevEnd:start] == "-") {
			cited = append(cited, between(prev, cur)...)
		}
		cited = append(cited, ruleName(cur[0], cur[1]))
		prevEnd, prev = end, cur
	}
	for _, m := range testName.FindAllStringSubmatch(line, -1) {
		cited = append(cited, ruleName(m[1], m[2]))
	}
	return cited
}

func wordRune(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

func ruleName(section, item string) string {
	if item == "" {
		return "R" + section
	}
	return "R" + section + "." + item
}

// between returns the rules strictly between the ends of a range, each
// end a section and an item ("" for none): R2 to R9 for R1–R10, R9.2 for
// R9.1–R9.3, none when the ends are in different sections.
func between(from, to []string) []string {
	var rules []string
	switch {
	case from[1] == "" && to[1] == "":
		a, _ := strconv.Atoi(from[0])
		b, _ := strconv.Atoi(to[0])
		for n := a + 1; n < b; n++ {
			rules = append(rules, ruleName(strconv.Itoa(n), ""))
		}
	case from[1] != "" && to[1] != "" && from[0] == to[0]:
		a, _ := strconv.Atoi(from[1])
		b, _ := strconv.Atoi(to[1])
		for n := a + 1; n < b; n++ {
			rules = append(rules, ruleName(from[0], strconv.Itoa(n)))
		}
	}
	return rules
}

func TestCitations(t *testing.T) {
	for _, tt := range []struct {
		line string
		want []string
	}{
		{"// R4.3: an empty foundation", []string{"R4.3"}},
		{`t.Errorf("Score() = %d, want 5 (R9.1)", got)`, []string{"R9.1"}},
		{`SameColour: {"SameColour", "R5.1",`, []string{"R5.1"}},
		{"`R8.1`; R10, R10.3.", []string{"R8.1", "R10", "R10.3"}},
		{"by R5.1–R5.2 (or as a refill)", []string{"R5.1", "R5.2"}},
		{"// R9.1–R9.3: every card", []string{"R9.1", "R9.2", "R9.3"}},
		{"numbered R1–R10 in", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10"}},
		{"R2.1-R2.2, R4.5–R5.1", []string{"R2.1", "R2.2", "R4.5", "R5.1"}},
		{"func TestR1_1Colours(t *testing.T) {", []string{"R1.1"}},
		{"func TestR9WonGameScores255(t *testing.T) {", []string{"R9"}},
		{"CF1-D3-AAAAACL, CF1-D1-WEZPIYS, r2 rf 24, R2D2, xR5, 3R4, R_1, 0x7fR", nil},
	} {
		if diff := cmp.Diff(tt.want, citations(tt.line)); diff != "" {
			t.Errorf("citations(%q) mismatch (-want +got):\n%s", tt.line, diff)
		}
	}
}

// TestRulesCited: every rule that a Go file (tests included) or a Markdown
// document of the repository cites has its entry in RULES.md, and so has
// the rule of every Reason, which MoveError.Rule carries.
func TestRulesCited(t *testing.T) {
	entries := ruleEntries(t)
	files := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			// .git and the like hold no documents of the project.
			if path != "." && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if ext := filepath.Ext(path); ext != ".go" && ext != ".md" {
			return nil
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		cites := false
		for n := 1; sc.Scan(); n++ {
			for _, rule := range citations(sc.Text()) {
				cites = true
				if !entries[rule] {
					t.Errorf("%s:%d cites %s, which %s has no entry for", path, n, rule, rulesFile)
				}
			}
		}
		if cites {
			files++
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 10 {
		t.Errorf("only %d files cite rules: the scan is broken", files)
	}
	for r := NoReason + 1; r < numReasons; r++ {
		if rule := reasons[r].rule; rule != "" && !entries[rule] {
			t.Errorf("%v: rule %s has no entry in %s", r, rule, rulesFile)
		}
	}
}

// TestRulesDescriptions: the lines that R10 fixes, as RULES.md writes them,
// are the descriptions of the seed's deal and of its position after the
// third move, in Danish and (R10.3) in English.
func TestRulesDescriptions(t *testing.T) {
	data, err := os.ReadFile(rulesFile)
	if err != nil {
		t.Fatal(err)
	}
	_, r10, ok := strings.Cut(string(data), "\n## R10 ")
	if !ok {
		t.Fatalf("%s has no section R10", rulesFile)
	}
	r10, _, _ = strings.Cut(r10, "\n## ")
	var blocks [][]string
	for i, part := range strings.Split(r10, "```") {
		if i%2 == 1 {
			blocks = append(blocks, strings.Split(strings.Trim(part, "\n"), "\n"))
		}
	}
	g, err := DealDeck(seedDeck(t), Draw3)
	if err != nil {
		t.Fatal(err)
	}
	start := g.Clone()
	mustPlay(t, g, "r c2", "r f", "c2 c4")
	for i, lang := range []Language{Danish, English} {
		want := []string{start.Describe(lang), g.Describe(lang)}
		if i >= len(blocks) {
			t.Errorf("%s, R10: no block of lines in %v", rulesFile, lang)
			continue
		}
		if diff := cmp.Diff(want, blocks[i]); diff != "" {
			t.Errorf("%s, R10: the lines in %v are not what Describe says (-want +got):\n%s", rulesFile, lang, diff)
		}
	}
}
