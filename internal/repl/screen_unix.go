//go:build unix

package repl

import (
	"os"
	"os/signal"
	"syscall"
	"time"
)

// keyboard is where the game screen reads keys: the process's terminal,
// opened afresh, so that the reading can be stopped when the screen ends
// (a read deadline) and no key typed after it is lost to the line mode,
// and so that no flag of standard input changes; or, where there is no
// such terminal, standard input itself. fd is the terminal's, for its
// mode.
type keyboard struct {
	in  *os.File
	fd  int
	own bool
}

func openKeyboard(stdin *os.File) (*keyboard, error) {
	tty, err := os.OpenFile("/dev/tty", os.O_RDONLY, 0)
	if err != nil {
		return &keyboard{in: stdin, fd: int(stdin.Fd())}, nil
	}
	// Fd would put the file in blocking mode, where deadlines do not work.
	conn, err := tty.SyscallConn()
	if err != nil {
		tty.Close()
		return nil, err
	}
	var fd int
	if err := conn.Control(func(f uintptr) { fd = int(f) }); err != nil {
		tty.Close()
		return nil, err
	}
	return &keyboard{in: tty, fd: fd, own: true}, nil
}

// close stops a read in progress and closes what openKeyboard opened.
func (k *keyboard) close() {
	if k.own {
		k.in.SetReadDeadline(time.Now())
		k.in.Close()
	}
}

// resizeSignal returns a channel that hears when the terminal is resized,
// and the function that stops it.
func resizeSignal() (<-chan os.Signal, func()) {
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGWINCH)
	return c, func() { signal.Stop(c) }
}

// suspend stops the game as Ctrl-Z stops a program on a terminal in its
// usual mode, which raw mode turns off: with the terminal as it was, until
// the shell continues it.
func (t *terminal) suspend() {
	t.leave()
	syscall.Kill(0, syscall.SIGTSTP)
	t.enter()
}
