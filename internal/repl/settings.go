package repl

import (
	"path/filepath"
	"strings"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/atomicfile"
)

// settings are what the player chose and canfield keeps between runs, in
// settings.txt, one "name value" a line:
//
//	doubleclick off
//	language da
//	peek off
//	verdict on
//
// The commands doubleclick, language, peek and verdict change them; a flag such
// as -lang applies to its run alone. A line the file holds that is not one
// of these is kept as it is when the file is written again.
type settings struct {
	doubleClick bool
	lang        canfield.Language
	langSet     bool // the file names a language
	peek        bool // hints that see every card
	verdict     bool
	others      []string
}

// defaultSettings are the settings of a player who chose none.
var defaultSettings = settings{doubleClick: true, verdict: true}

// readSettings reads the settings in dir; a file that is missing or cannot
// be read gives the defaults, and a line it cannot use is kept aside.
func readSettings(dir string) settings {
	st := defaultSettings
	if dir == "" {
		return st
	}
	text, err := readBoundedFile(filepath.Join(dir, settingsName))
	if err != nil {
		return st
	}
	for _, line := range strings.Split(strings.TrimRight(string(text), "\n"), "\n") {
		name, value, _ := strings.Cut(strings.TrimSpace(line), " ")
		value = strings.ToLower(strings.TrimSpace(value))
		on, isOnOff := map[string]bool{"on": true, "off": false}[value]
		switch {
		case name == "doubleclick" && isOnOff:
			st.doubleClick = on
		case name == "verdict" && isOnOff:
			st.verdict = on
		case name == "peek" && isOnOff:
			st.peek = on
		case name == "language":
			if l, err := canfield.ParseLanguage(value); err == nil {
				st.lang, st.langSet = l, true
				continue
			}
			st.others = append(st.others, line)
		case line != "":
			st.others = append(st.others, line)
		}
	}
	return st
}

// text returns the settings file.
func (st settings) text() string {
	onOff := map[bool]string{true: "on", false: "off"}
	lines := []string{
		"doubleclick " + onOff[st.doubleClick],
		"language " + st.lang.String(),
		"peek " + onOff[st.peek],
		"verdict " + onOff[st.verdict],
	}
	return strings.Join(append(lines, st.others...), "\n") + "\n"
}

// saveSettings keeps the session's settings for the next run.
func (s *Session) saveSettings() {
	if s.files == nil || !s.files.save {
		return
	}
	st := readSettings(s.files.dir)
	st.doubleClick, st.lang, st.peek, st.verdict = !s.singleClick, s.cfg.Lang, s.peek, !s.verdictOff
	if err := atomicfile.Write(filepath.Join(s.files.dir, settingsName), []byte(st.text()), 0o600, atomicfile.Synced); err != nil && !s.saveWarned() {
		s.println(s.trf("Could not save the settings in %s: %s.", s.files.dir, errorClause(s.cfg.Lang, err)))
	}
}
