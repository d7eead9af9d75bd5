//go:build !unix

package repl

import "os"

// keyboard is where the game screen reads keys: standard input. fd is the
// terminal's, for its mode.
type keyboard struct {
	in *os.File
	fd int
}

func openKeyboard(stdin *os.File) (*keyboard, error) {
	return &keyboard{in: stdin, fd: int(stdin.Fd())}, nil
}

// close does nothing: a read of standard input cannot be stopped here, so
// the first key typed after a screen that the line mode showed is lost.
func (k *keyboard) close() {}

// resizeSignal returns no channel: the screen's tick finds a new size.
func resizeSignal() (<-chan os.Signal, func()) { return nil, func() {} }

// suspend does nothing where there is no job control.
func (t *terminal) suspend() {}
