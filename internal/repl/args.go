package repl

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
)

// Args are the command line of canfield, read by ParseArgs.
type Args struct {
	Code    string
	Mode    canfield.DrawMode
	ModeSet bool
	Lang    canfield.Language
	LangSet bool // -lang was given; else Lang is the environment's language
	Resume  bool
	Save    bool
	NoColor bool
	ASCII   bool
	Screen  bool // play on the game screen, not line by line
	Help    bool // -h: print Usage and stop
}

// ArgsError is a command line ParseArgs refuses, worded in the language of
// the run.
type ArgsError struct{ Text string }

func (e *ArgsError) Error() string { return e.Text }

// ParseArgs reads canfield's flags. The language of its messages is that
// of -lang if it is given, else of the environment (LC_ALL, LC_MESSAGES,
// LANG: "da_DK.UTF-8" is Danish), else English. Flags that contradict each
// other are refused: a code whose draw mode -draw does not match, -resume
// with -code or -draw.
func ParseArgs(args []string, getenv func(string) string) (Args, error) {
	a := Args{Lang: envLanguage(getenv)}
	if l, ok := langArg(args); ok {
		a.Lang = l
	}
	fs := flag.NewFlagSet("canfield", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	fs.StringVar(&a.Code, "code", "", "")
	draw := fs.String("draw", "", "")
	lang := fs.String("lang", "", "")
	fs.BoolVar(&a.Resume, "resume", false, "")
	fs.BoolVar(&a.Save, "save", false, "")
	fs.BoolVar(&a.NoColor, "no-color", false, "")
	fs.BoolVar(&a.ASCII, "ascii", false, "")
	fs.BoolVar(&a.Screen, "screen", false, "")
	tr := func(format string, args ...any) error {
		return &ArgsError{fmt.Sprintf(translate(a.Lang, format), args...)}
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			a.Help = true
			return a, nil
		}
		return a, flagError(err, tr)
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if fs.NArg() > 0 {
		return a, tr("unexpected argument %s: flags only (see canfield -h)", quoted(a.Lang, fs.Arg(0)))
	}
	if set["lang"] {
		l, err := canfield.ParseLanguage(*lang)
		if err != nil {
			return a, tr("-lang: %s", catalog.Clause(canfield.Explain(err, a.Lang)))
		}
		a.Lang, a.LangSet = l, true
	}
	if set["draw"] {
		m, err := canfield.ParseDrawMode(*draw)
		if err != nil {
			return a, tr("-draw: %s", catalog.Clause(canfield.Explain(err, a.Lang)))
		}
		a.Mode, a.ModeSet = m, true
	}
	if set["code"] {
		_, mode, err := canfield.ParseCode(a.Code)
		if err != nil {
			return a, tr("-code: %s", catalog.Clause(canfield.Explain(err, a.Lang)))
		}
		if a.ModeSet && mode != a.Mode {
			return a, tr("-code %s deals draw %d, but -draw says %d: leave out -draw, or give the code of draw %d, %s",
				a.Code, mode.Cards(), a.Mode.Cards(), a.Mode.Cards(), sameDealIn(a.Code, a.Mode))
		}
	}
	switch {
	case a.Resume && set["code"]:
		return a, tr("-resume continues the saved game: it does not go with -code")
	case a.Resume && a.ModeSet:
		return a, tr("-resume continues the saved game in its own draw mode: it does not go with -draw")
	}
	return a, nil
}

// sameDealIn returns the code of the same deal in another draw mode.
func sameDealIn(code string, mode canfield.DrawMode) string {
	number, _, err := canfield.ParseCode(code)
	if err != nil {
		return code
	}
	return canfield.FormatCode(number, mode)
}

// flagError words an error of package flag, whose errors are English text.
func flagError(err error, tr func(string, ...any) error) error {
	msg := err.Error()
	if rest, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
		return tr("unknown flag %s (see canfield -h)", rest)
	}
	if rest, ok := strings.CutPrefix(msg, "flag needs an argument: "); ok {
		return tr("flag %s needs a value (see canfield -h)", rest)
	}
	if rest, ok := strings.CutPrefix(msg, "bad flag syntax: "); ok {
		return tr("bad flag %s (see canfield -h)", rest)
	}
	if rest, ok := strings.CutPrefix(msg, "invalid boolean value "); ok {
		value, name, _ := strings.Cut(rest, " for ")
		name, _, _ = strings.Cut(name, ":")
		return tr("%s takes no value, or true or false, not %s", name, value)
	}
	return &ArgsError{msg}
}

// langArg finds -lang before the flags are read, so that even a message
// about another flag is in the language asked for.
func langArg(args []string) (canfield.Language, bool) {
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" || !strings.HasPrefix(arg, "-") {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		if name != "lang" {
			continue
		}
		if !hasValue {
			if i+1 >= len(args) {
				break
			}
			value = args[i+1]
		}
		if l, err := canfield.ParseLanguage(value); err == nil {
			return l, true
		}
	}
	return canfield.English, false
}

// envLanguage returns the language the environment asks for: Danish when
// the first of LC_ALL, LC_MESSAGES and LANG that is set starts with "da".
func envLanguage(getenv func(string) string) canfield.Language {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			if strings.HasPrefix(strings.ToLower(v), "da") {
				return canfield.Danish
			}
			return canfield.English
		}
	}
	return canfield.English
}

// Usage returns canfield -h, in language l, in ASCII if asked.
func Usage(l canfield.Language, ascii bool) string {
	if ascii {
		return toASCII(l, usage(l))
	}
	return usage(l)
}

// FailedSummary is what a script's run says at its end when n of its
// commands failed.
func FailedSummary(l canfield.Language, n int) string {
	if n == 1 {
		return translate(l, "canfield: 1 command failed")
	}
	return fmt.Sprintf(translate(l, "canfield: %d commands failed"), n)
}

// NoStateDirText says that there is no directory to keep the game in:
// statedir.Dir fails only when none of the variables that name one is set.
func NoStateDirText(l canfield.Language) string {
	return translate(l, "canfield: no place to save the game: none of $CANFIELD_STATE_DIR, $XDG_STATE_HOME and $HOME is set")
}

func usage(l canfield.Language) string { return in(l, catalog.Usage) }
