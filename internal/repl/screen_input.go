package repl

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/canfield-go/canfield"
)

// screenUI is what the game screen shows besides the game: the move being
// typed, the command being typed after ':', what the last action said and
// what lies over the board. screenKey changes it, one key at a time, and
// every action it asks for is a line the session executes.
type screenUI struct {
	fromLine bool // the line mode showed the screen: q goes back to it

	// The move being typed: its source, or NoPile; for a column, the
	// cards chosen with + and -, 0 for the part that fits where it goes;
	// and whether f was typed as a source, the foundation's number to
	// come.
	source     canfield.Pile
	count      int
	foundation bool

	typing  bool   // a command is being typed after ':'
	command []rune // what has been typed of it

	message []string // what the last action said, a line each
	help    bool     // the keys are shown over the board
	answer  []string // a command's answer too long for the messages, shown over the board
	top     int      // the first line shown of what lies over the board
	running string   // the line being executed, while it runs
	leave   bool     // the player asked to leave the screen
	redraw  bool     // Ctrl-L: draw every row again

	// before is called when a line is about to be executed, running
	// set, so that the screen can show it while a slow one (a hint's
	// search, solve) runs; nil does nothing.
	before func()
}

// newScreenUI returns the state of a game screen about to be shown, its
// first message first, filled to the screen's width.
func (s *Session) newScreenUI(fromLine bool, first string) *screenUI {
	ui := &screenUI{fromLine: fromLine}
	for _, line := range strings.Split(first, "\n") {
		if line != "" {
			ui.message = append(ui.message, s.screenMessage(line)...)
		}
	}
	return ui
}

// screenGreeting is the first message of the game screen.
func (s *Session) screenGreeting() string {
	return s.trf("Canfield %s. A source then a destination moves: r then 2 puts the reserve's card on column 2. s draws, h gives a hint, ? lists the keys.", s.codeText())
}

// screenMessage returns a message of the screen's own, filled to the
// screen's width.
func (s *Session) screenMessage(text string) []string {
	width, _ := s.screenSize()
	return fill(s.plain(text), width-1, width-1)
}

// maxCommand bounds the command typed after ':', in characters: more than
// any command takes, with a file's name.
const maxCommand = 256

// screenKey does what key k asks on the game screen.
func (s *Session) screenKey(ui *screenUI, k key) {
	if k < keyUp && unicode.IsUpper(rune(k)) && !ui.typing {
		k = key(unicode.ToLower(rune(k))) // Caps Lock changes nothing
	}
	switch {
	case ui.help || ui.answer != nil:
		s.overlayKey(ui, k)
		return
	case ui.typing:
		s.commandKey(ui, k)
		return
	case k == keyCtrlL:
		ui.redraw = true
		return
	case ui.foundation:
		ui.foundation = false
		if n, ok := columnKey(k); ok {
			s.choose(ui, canfield.FoundationPile(n))
			return
		}
		if k == keyEsc {
			ui.message = nil
			return
		}
	case ui.source != canfield.NoPile:
		if s.destinationKey(ui, k) {
			return
		}
		// Any other key leaves the move and does what it does.
		ui.source, ui.count = canfield.NoPile, 0
		if k == keyEsc {
			ui.message = nil
			return
		}
	}
	s.idleKey(ui, k)
}

// overlayKey pages through what lies over the board, or closes it: Space
// shows the next page, or closes it after the last; the arrows and Page Up
// and Page Down scroll; any other key closes it, and so does every key
// when it all fits in the box.
func (s *Session) overlayKey(ui *screenUI, k key) {
	width, height := s.screenSize()
	lines, page := len(s.screenOverlay(ui, width)), boxPage(height)
	last := max(0, lines-page) // the first line of the last page
	if lines > page {
		switch k {
		case ' ':
			if ui.top < last {
				ui.top = min(ui.top+page, last)
				return
			}
		case keyDown:
			ui.top = min(ui.top+1, last)
			return
		case keyPageDown:
			ui.top = min(ui.top+page, last)
			return
		case keyUp:
			ui.top = max(ui.top-1, 0)
			return
		case keyPageUp:
			ui.top = max(ui.top-page, 0)
			return
		}
	}
	ui.help, ui.answer, ui.top = false, nil, 0
}

// idleKey does what key k asks when no move is being typed.
func (s *Session) idleKey(ui *screenUI, k key) {
	if s.offering() && (k == 'y' || k == 'j' || k == 'n') {
		s.screenExec(ui, string(rune(k)), false)
		return
	}
	if n, ok := columnKey(k); ok {
		s.choose(ui, canfield.ColumnPile(n))
		return
	}
	switch k {
	case 'r':
		s.choose(ui, canfield.Reserve)
	case 'w':
		s.choose(ui, canfield.Waste)
	case 'f':
		ui.foundation = true
		ui.message = s.screenMessage(s.tr("A foundation to take a card back from: 1–4 chooses which, Esc cancels."))
	case 's', ' ':
		s.screenExec(ui, "s", false)
	case 'u':
		s.screenExec(ui, "undo", false)
	case 'h':
		s.screenExec(ui, "hint", false)
	case 'n':
		s.screenExec(ui, "new", false)
	case keyEnter:
		switch _, _, ok := s.hintStep(); {
		case ok:
			s.screenExec(ui, "", false)
		case !s.offering(): // Enter leaves the offer of a new game open, as in the line mode
			ui.message = s.screenMessage(s.tr("h gives a hint; Enter then plays it."))
		}
	case '?':
		ui.help, ui.top = true, 0
	case ':':
		ui.typing, ui.command = true, nil
	case 'q', keyCtrlC:
		ui.leave = true
	case keyEsc:
		ui.message = nil
	case keyUp, keyDown, keyLeft, keyRight, keyOther, keyCtrlZ, 0:
	default:
		name := string(rune(k))
		ui.message = s.screenMessage(s.trf("%s is no key of the game screen: ? lists them.", quoted(s.cfg.Lang, name)))
	}
}

// choose makes pile p the source of the move being typed.
func (s *Session) choose(ui *screenUI, p canfield.Pile) {
	ui.source, ui.count = p, 0
	var text string
	if p.IsColumn() {
		text = s.trf("%s chosen: 1–4 puts it on a column, f on its foundation, + and - choose how many cards, Enter taps it, Esc cancels.", s.pileName(p))
	} else {
		text = s.trf("%s chosen: 1–4 puts it on a column, f on its foundation, Enter taps it, Esc cancels.", s.pileName(p))
	}
	ui.message = s.screenMessage(upperFirst(text))
}

// destinationKey does what key k asks once a source is chosen, and reports
// whether k is a key of the move: a destination, + or -, or Enter.
func (s *Session) destinationKey(ui *screenUI, k key) bool {
	from := s.sourceText(ui)
	if n, ok := columnKey(k); ok {
		s.screenExec(ui, from+" "+canfield.ColumnPile(n).String(), false)
		return true
	}
	switch k {
	case 'f', 'r', 'w', 's':
		// "c3 r" is no move: the library says why, in the player's words.
		s.screenExec(ui, from+" "+string(rune(k)), false)
	case '+', '=', keyUp:
		if ui.source.IsColumn() {
			ui.count = min(ui.count+1, max(1, len(s.game.Column(ui.source.Index()))))
		}
	case '-', keyDown:
		if ui.source.IsColumn() && ui.count > 0 {
			ui.count--
		}
	case keyEnter:
		// A tap, as the line mode taps a pile or a card named alone: the
		// top card, or the card that starts the run chosen.
		if ui.source.IsColumn() && ui.count > 0 {
			if cards := s.game.Column(ui.source.Index()); ui.count <= len(cards) {
				s.screenExec(ui, "tap "+s.typed(cards[len(cards)-ui.count]), false)
				return true
			}
		}
		s.screenExec(ui, ui.source.String(), false)
	default:
		return false
	}
	return true
}

// sourceText writes the source of the move being typed in notation: r, w,
// f1, c3, or c3:2 for the top 2 cards of column 3.
func (s *Session) sourceText(ui *screenUI) string {
	text := ui.source.String()
	if ui.source.IsColumn() && ui.count > 0 {
		text += ":" + strconv.Itoa(ui.count)
	}
	return text
}

// commandKey edits the command typed after ':', and runs it on Enter.
func (s *Session) commandKey(ui *screenUI, k key) {
	switch k {
	case keyEnter:
		line := strings.TrimSpace(string(ui.command))
		ui.typing, ui.command = false, nil
		if line != "" {
			s.screenExec(ui, line, true)
		}
	case keyEsc, keyCtrlC:
		ui.typing, ui.command = false, nil
	case keyBackspace, keyDelete:
		if len(ui.command) == 0 {
			ui.typing = false
			return
		}
		ui.command = ui.command[:len(ui.command)-1]
	case keyCtrlU:
		ui.command = ui.command[:0]
	default:
		if k >= ' ' && k < keyUp && len(ui.command) < maxCommand {
			ui.command = append(ui.command, rune(k))
		}
	}
}

// screenExec executes line as the line mode would, and shows what it
// said: in the messages, or, for a command typed after ':' that says more
// than they hold, over the board.
func (s *Session) screenExec(ui *screenUI, line string, typed bool) {
	ui.source, ui.count, ui.foundation = canfield.NoPile, 0, false
	ui.running = line
	if ui.before != nil {
		ui.before()
	}
	var res Result
	width, height := s.screenSize()
	if typed {
		// A command's answer is written for the box it may be shown in.
		size := s.cfg.Size
		s.cfg.Size = func() (int, int) { return boxInner(width) + 1, boxPage(height) + 2 }
		res = s.Exec(line)
		s.cfg.Size = size
	} else {
		res = s.Exec(line)
	}
	ui.running = ""
	ui.message = messageLines(res.Output)
	if typed && len(ui.message) > screenMessageRows(height) {
		ui.answer, ui.top = answerLines(res.Output), 0
		ui.message = nil
	}
	if res.Quit {
		ui.leave = true
	}
}

// columnKey reads the keys 1 to 4 as the index of a column or a foundation.
func columnKey(k key) (int, bool) {
	if k >= '1' && k <= '4' {
		return int(k - '1'), true
	}
	return 0, false
}

// messageLines returns the lines of what an action said, without the
// empty ones.
func messageLines(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) != "" {
			out = append(out, line)
		}
	}
	return out
}

// answerLines returns the lines of a command's answer, with its empty
// lines between paragraphs but not at its end.
func answerLines(text string) []string {
	return strings.Split(strings.TrimRight(text, "\n "), "\n")
}

// upperFirst upper-cases the first letter of text, as a pile's name starts
// a sentence in lower case: "the reserve".
func upperFirst(text string) string {
	for i, r := range text {
		return text[:i] + string(unicode.ToUpper(r)) + text[i+len(string(r)):]
	}
	return text
}
