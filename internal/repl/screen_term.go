package repl

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/term"
)

// The terminal side of the game screen: raw mode, so that keys come
// without Enter; the alternate screen, so that the game never scrolls away
// and the terminal is left as it was; and a loop that draws the screen
// after each key, when the terminal is resized and when the live verdict
// changes. ANSI escapes and golang.org/x/term, which canfield uses for the
// terminal's size already, are all it takes: a screen of a few dozen rows
// redrawn row by row needs no terminal database.

// screenTick is how often the screen looks for a new verdict or size to
// draw: the verdict's searches run on their own goroutines, and what they
// find is drawn within a tick.
const screenTick = 150 * time.Millisecond

// Escapes the screen writes to the terminal.
const (
	enterScreen = "\x1b[?1049h\x1b[?7l\x1b[?25l" // the alternate screen, no wrapping, no cursor
	leaveScreen = "\x1b[0m\x1b[?25h\x1b[?7h\x1b[?1049l"
	clearScreen = "\x1b[H\x1b[2J"
	clearRow    = "\x1b[0m\x1b[K" // the end of a row: no style left on, the rest of the row blank
)

// errNoKeys is the end of the keys: the terminal closed.
var errNoKeys = errors.New("the terminal sends no more keys")

// terminal is the terminal the game screen is shown on: the keys come from
// keys, whose file descriptor sets the terminal's mode, and the picture
// goes to out.
type terminal struct {
	keys *keyboard
	out  io.Writer

	mu    sync.Mutex
	saved *term.State // the mode to restore while the screen is shown, else nil
}

// enter puts the terminal in raw mode and shows the alternate screen.
func (t *terminal) enter() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.saved != nil {
		return nil
	}
	saved, err := term.MakeRaw(t.keys.fd)
	if err != nil {
		return err
	}
	t.saved = saved
	_, err = io.WriteString(t.out, enterScreen)
	return err
}

// leave gives the terminal back as it was. It may be called any number of
// times, from any goroutine: after it, the screen writes nothing more
// until enter.
func (t *terminal) leave() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.saved == nil {
		return
	}
	io.WriteString(t.out, leaveScreen)
	term.Restore(t.keys.fd, t.saved)
	t.saved = nil
}

// paint writes the rows that differ from those shown, or all of them.
func (t *terminal) paint(shown, rows []string, all bool) error {
	var b strings.Builder
	if all {
		b.WriteString(clearScreen)
	}
	for i, row := range rows {
		if all || i >= len(shown) || shown[i] != row {
			b.WriteString("\x1b[" + strconv.Itoa(i+1) + ";1H" + row + clearRow)
		}
	}
	if b.Len() == 0 {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.saved == nil {
		return nil
	}
	_, err := io.WriteString(t.out, b.String())
	return err
}

// readKeys sends the keys the terminal sends to keys until its input ends
// or stop is closed; it closes keys when the input ends.
func (t *terminal) readKeys(keys chan<- key, stop <-chan struct{}) {
	var d keyDecoder
	buf := make([]byte, 256)
	for {
		n, err := t.keys.in.Read(buf)
		for _, k := range d.decode(buf[:n]) {
			select {
			case keys <- k:
			case <-stop:
				return
			}
		}
		if err != nil {
			close(keys)
			return
		}
	}
}

// screenMain plays the game on the game screen, for canfield -screen, and
// returns the exit status: q leaves the game, saved as always.
func screenMain(ctx context.Context, s *Session, stdin *os.File, stdout, stderr io.Writer) int {
	defer s.Close()
	first := s.gameScreen.notes
	if first == "" {
		first = s.screenGreeting()
	}
	interrupted, err := runScreen(ctx, s, stdin, stdout, false, first)
	switch {
	case interrupted:
		return statusInterrupted
	case err != nil:
		fmt.Fprintf(stderr, "canfield: %v\n", err)
		return 1
	}
	io.WriteString(stdout, s.Farewell())
	return 0
}

// runScreen shows the game screen on the terminal of stdin and stdout
// until the player leaves it, ctx ends or the terminal fails, and gives the
// terminal back as it was on every way out: a panic of the screen's own
// restores it before it goes on. fromLine says that the line mode shows
// it, and gets the game back; first is the first message. It reports
// whether ctx ended it.
func runScreen(ctx context.Context, s *Session, stdin *os.File, stdout io.Writer, fromLine bool, first string) (interrupted bool, err error) {
	kb, err := openKeyboard(stdin)
	if err != nil {
		return false, err
	}
	defer kb.close()
	t := &terminal{keys: kb, out: stdout}
	ui := s.newScreenUI(fromLine, first)
	s.gameScreen.ui = ui
	defer func() { s.gameScreen.ui = nil }()
	if err := t.enter(); err != nil {
		return false, err
	}
	done := make(chan error, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				t.leave()
				panic(r)
			}
		}()
		done <- s.screenLoop(ctx, t, ui)
	}()
	select {
	case err = <-done:
	case <-ctx.Done():
		// At once, though a command may be running: the loop ends after it.
		t.leave()
		err = <-done
	}
	t.leave()
	if errors.Is(err, errNoKeys) {
		err = nil
	}
	return ctx.Err() != nil, err
}

// screenLoop reads keys and draws the screen until the player leaves it or
// ctx ends.
func (s *Session) screenLoop(ctx context.Context, t *terminal, ui *screenUI) error {
	keys := make(chan key, 64)
	stop := make(chan struct{})
	defer close(stop)
	go t.readKeys(keys, stop)
	resized, stopResize := resizeSignal()
	defer stopResize()
	tick := time.NewTicker(screenTick)
	defer tick.Stop()

	var shown []string
	draw := func(all bool) error {
		width, height := s.screenSize()
		rows := s.screenLines(ui, width, height)
		err := t.paint(shown, rows, all || len(rows) != len(shown))
		shown = rows
		return err
	}
	// A command may take a while (a hint's search, solve): the screen
	// shows what runs until it is done.
	ui.before = func() { draw(false) }
	if err := draw(true); err != nil {
		return err
	}
	all := false // a redraw of every row, asked for by keys not drawn yet
	for !ui.leave {
		var err error
		select {
		case <-ctx.Done():
			return nil
		case k, ok := <-keys:
			if !ok {
				return errNoKeys
			}
			if k == keyCtrlZ {
				t.suspend()
				err = draw(true)
				break
			}
			s.screenKey(ui, k)
			all = all || ui.redraw
			ui.redraw = false
			if len(keys) == 0 || ui.leave { // keys typed ahead are drawn once
				err = draw(all)
				all = false
			}
		case <-resized:
			err = draw(true)
		case <-tick.C:
			err = draw(false)
		}
		if err != nil {
			return err
		}
	}
	return nil
}
