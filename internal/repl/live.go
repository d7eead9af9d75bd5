package repl

import (
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// The board ends with the verdict line. On a terminal the verdict usually
// arrives after the board is shown, while the prompt waits; the line then
// says "thinking…" and is rewritten in place when the verdict comes: the
// cursor goes up to it, the line is cleared and written again, and the
// cursor comes back to the prompt, all inside readline's redraw of the
// prompt (readline.Instance.Stdout), so that what the player is typing is
// kept. Only the lines the session wrote itself lie between the verdict
// line and the prompt, each shorter than the terminal is wide (wrap.go), so
// the count of lines up is exact. A key that makes readline write
// something itself (Enter, Ctrl-C, Ctrl-L, ...) ends the rewriting until
// the next board: FilterKey sees it before readline acts on it.

// verdictMark starts the verdict line in the text a line writes, so that
// finish can find it after wrapping; it is never shown.
const verdictMark = "\x00"

// verdictWords is what the verdict line's words depend on besides the
// verdict: a copy, so that another goroutine can word a verdict that
// arrives later without touching the session.
type verdictWords struct {
	lang      canfield.Language
	ascii     bool
	width     int
	undosLeft int
}

// line returns the verdict line for st, as the board shows it: the long
// form, or where the terminal is too narrow for it the short one. The
// verdict's search sees every card, face down or not, and a decided
// verdict's long form says so (R2.3): unlike a fair hint, it tells what
// the cards seen alone cannot. The short form says so too where it then
// fits, as the Danish lost verdicts do on 80 columns.
func (vw verdictWords) line(st status) string {
	tr := func(format string, args ...int) string {
		text := translate(vw.lang, format)
		for _, a := range args {
			text = strings.Replace(text, "%d", strconv.Itoa(a), 1)
		}
		return text
	}
	var long, short string
	// A decided verdict's long form says it knows every card.
	decided := st.known && st.verdict != solve.Unknown && !st.looking
	switch {
	case !st.known:
		long = tr("Verdict: thinking…")
	case st.verdict == solve.Won:
		long, short = tr("Verdict: winnable — knowing every card"), tr("Verdict: winnable")
	case st.verdict == solve.Unknown:
		long, short = tr("Verdict: undecided, the search gave up"), tr("Verdict: undecided")
	case st.lostAt == 0 && st.exact:
		long, short = tr("Verdict: this deal cannot be won — knowing every card"), tr("Verdict: this deal cannot be won")
	case st.looking:
		long, short = tr("Verdict: no longer winnable; looking back for the action that lost it…"), tr("Verdict: lost; looking back…")
	default:
		undos := st.actions - st.lostAt + 1
		switch {
		case undos > vw.undosLeft && st.exact:
			long = tr("Verdict: no longer winnable since action %d, too far back to undo — knowing every card", st.lostAt)
			short = tr("Verdict: lost since action %d, beyond undo", st.lostAt)
		case undos > vw.undosLeft:
			long = tr("Verdict: no longer winnable since action %d or before, too far back to undo — knowing every card", st.lostAt)
			short = tr("Verdict: lost by action %d, beyond undo", st.lostAt)
		case st.exact:
			long = tr("Verdict: no longer winnable since action %d: undo %d — knowing every card", st.lostAt, undos)
			short = tr("Verdict: lost since action %d: undo %d", st.lostAt, undos)
		default:
			long = tr("Verdict: no longer winnable since action %d or before: undo %d or more — knowing every card", st.lostAt, undos)
			short = tr("Verdict: lost by action %d: undo %d or more", st.lostAt, undos)
		}
	}
	text := long
	if vw.width > 0 && visibleWidth(text) >= vw.width && short != "" {
		text = short
		if knowing := strings.Replace(translate(vw.lang, "%s — knowing every card"), "%s", short, 1); decided && visibleWidth(knowing) < vw.width {
			text = knowing
		}
	}
	if vw.ascii {
		text = toASCII(vw.lang, text)
	}
	if vw.width > 0 && visibleWidth(text) >= vw.width {
		r := []rune(text)
		text = string(r[:max(0, vw.width-2)]) + "…"
		if vw.ascii {
			text = string(r[:max(0, vw.width-4)]) + "..."
		}
	}
	return text
}

// verdictRow is where the verdict line is in the text a line wrote.
type verdictRow struct {
	found bool
	text  string // the line as shown
	below int    // the lines after it
}

// locate finds the verdict line in text, notes it and takes its mark out.
func (r *verdictRow) locate(text string) string {
	*r = verdictRow{}
	i := strings.Index(text, verdictMark)
	if i < 0 {
		return text
	}
	text = text[:i] + text[i+len(verdictMark):]
	end := strings.IndexByte(text[i:], '\n')
	if end < 0 {
		return text
	}
	r.found = true
	r.text = text[i : i+end]
	r.below = strings.Count(text[i+end+1:], "\n")
	return text
}

// screen is what a live terminal shows below the last verdict line.
type screen struct {
	mu      sync.Mutex
	w       io.Writer
	waiting bool // the prompt waits, and only the session has written since the verdict line
	judge   *judge
	words   verdictWords
	row     verdictRow
	rev     uint64 // the game's Revision when the row was shown
	height  int
}

func (sc *screen) attach(w io.Writer) {
	sc.mu.Lock()
	sc.w = w
	sc.mu.Unlock()
}

func (sc *screen) detach() {
	sc.mu.Lock()
	sc.w, sc.waiting = nil, false
	sc.mu.Unlock()
}

// forget ends rewriting until the next board, and forgets where the
// verdict line shown before is.
func (sc *screen) forget() {
	sc.mu.Lock()
	sc.waiting, sc.row.found = false, false
	sc.mu.Unlock()
}

// busy ends rewriting until the next board.
func (sc *screen) busy() {
	sc.mu.Lock()
	sc.waiting = false
	sc.mu.Unlock()
}

// show writes text, the output of the line typed, and on a live terminal
// lets a verdict that arrives later rewrite the verdict line: the one in
// text, or, if text shows no board and the game has not changed, the one
// shown before, now further up by the line typed and by text.
func (s *Session) show(w io.Writer, text, typed string) error {
	s.screen.busy()
	_, err := io.WriteString(w, text)
	if err != nil || !s.cfg.Live || s.judge == nil {
		return err
	}
	width, height := s.size()
	sc := &s.screen
	sc.mu.Lock()
	switch {
	case s.verdictRow.found:
		sc.row, sc.rev = s.verdictRow, s.game.Revision()
	case sc.row.found && sc.judge == s.judge && sc.rev == s.game.Revision():
		sc.row.below += typedRows(typed, width) + strings.Count(text, "\n")
	default:
		sc.row.found = false
	}
	sc.w, sc.judge, sc.words, sc.height = w, s.judge, s.verdictWords(), height
	sc.waiting = sc.row.found
	sc.mu.Unlock()
	s.screen.redraw() // the verdict may have come while the text was written
	return nil
}

// typedRows returns how many lines the line typed takes after the prompt
// "> ", as readline leaves it on the screen.
func typedRows(typed string, width int) int {
	if width <= 0 {
		return 1
	}
	return (visibleWidth("> "+typed)-1)/width + 1
}

// verdictArrived is the judge's notice of a new verdict, on a search's
// goroutine.
func (s *Session) verdictArrived() { s.screen.redraw() }

// redraw rewrites the verdict line if the prompt waits right below it and
// the verdict has changed.
func (sc *screen) redraw() {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	if !sc.waiting || sc.w == nil || sc.judge == nil {
		return
	}
	up := sc.row.below + 1
	if sc.height > 0 && up >= sc.height {
		return // the line has scrolled out of sight
	}
	text := sc.words.line(sc.judge.status())
	if text == sc.row.text {
		return
	}
	n := strconv.Itoa(up)
	if _, err := io.WriteString(sc.w, "\x1b["+n+"A\r\x1b[2K"+text+"\x1b["+n+"B\r"); err != nil {
		sc.waiting = false
		return
	}
	sc.row.text = text
}

// FilterKey sees each key the player presses before readline acts on it
// (readline.Config.FuncFilterInputRune): a key after which readline writes
// more than the prompt line ends the rewriting of the verdict line.
func (s *Session) FilterKey(r rune) (rune, bool) {
	switch r {
	case 0, '\n', '\r', 3 /* Ctrl-C */, 4 /* Ctrl-D */, 12 /* Ctrl-L */, 18 /* Ctrl-R */, 19 /* Ctrl-S */, 26 /* Ctrl-Z */ :
		s.screen.busy()
	}
	return r, true
}

// verdictWords returns what the verdict line's words depend on now.
func (s *Session) verdictWords() verdictWords {
	width, _ := s.size()
	return verdictWords{lang: s.cfg.Lang, ascii: s.cfg.ASCII, width: width, undosLeft: s.game.UndosLeft()}
}

// verdictLine returns the board's verdict line, marked, or "" when there is
// none: the verdict is off, or the game is won.
func (s *Session) verdictLine() string {
	if s.judge == nil || s.game.Won() {
		return ""
	}
	var st status
	if s.cfg.Live {
		st = s.judge.status()
	} else {
		st = s.judge.wait()
	}
	return verdictMark + s.verdictWords().line(st)
}
