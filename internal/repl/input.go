package repl

import (
	"bufio"
	"errors"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// A pasted line of 100,000 characters must not freeze the game, nor fill
// the screen or the memory. The session runs no line longer than MaxLine
// characters: it refuses a longer one at once, with a short excerpt of it
// in the message, and runs none of it. Readers bound what they hold: Lines
// reads a script's line up to the bound and skips the rest, and on a
// terminal inputLimit drops what is typed beyond the bound before the line
// editor sees it, as readline redraws the whole line for every character
// and slows to a halt once the line is taller than the screen.

// MaxLine is the longest line, in characters, that the session runs: far
// more than any command, and few enough to read at once.
const MaxLine = 4000

// LineTooLong is what a LineReader returns for a line longer than it reads
// whole, instead of the line.
type LineTooLong struct {
	Start string // the start of the line
	Limit int    // the longest line the reader reads, in characters
}

func (e *LineTooLong) Error() string {
	return "line longer than " + strconv.Itoa(e.Limit) + " characters"
}

// tooLong refuses a line longer than limit characters, of which start is
// the beginning.
func (s *Session) tooLong(start string, limit int) Result {
	text := s.trf("The line is too long, over %d characters: nothing of it was run (it starts %s).", limit, quoted(s.cfg.Lang, start))
	return Result{Output: s.finish(text + "\n"), Failed: true}
}

// excerpt returns the start of what a player typed, up to n characters
// and an ellipsis, with its control characters escaped, for a message or
// a transcript.
func excerpt(typed string, n int) string { return printable(head(typed, n)) }

// head returns text cut to n characters and an ellipsis.
func head(text string, n int) string {
	if utf8.RuneCountInString(text) <= n {
		return text
	}
	return string([]rune(text)[:n]) + "…"
}

// printable escapes the control characters of text (\x1b, \t, \a) and
// its bytes that are no UTF-8, so that what a player typed cannot move the
// cursor, change colours or ring the bell when it is written back.
func printable(text string) string {
	if !strings.ContainsFunc(text, isControl) && utf8.ValidString(text) {
		return text
	}
	var b strings.Builder
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteString(`\x` + strconv.FormatUint(uint64(text[i]), 16))
		case isControl(r):
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteString(text[i : i+size])
		}
		i += size
	}
	return b.String()
}

// isControl reports whether r is a control character, C0 or C1.
func isControl(r rune) bool { return r < ' ' || r >= 0x7f && r < 0xa0 }

// Lines returns a LineReader over r, for input that is not a terminal: it
// gives r's lines one at a time, the last one even without a newline. A
// line longer than MaxLine characters is not held: its start comes with a
// *LineTooLong, and the rest is skipped.
func Lines(r io.Reader) LineReader { return &lines{r: bufio.NewReader(r)} }

type lines struct{ r *bufio.Reader }

func (l *lines) Readline() (string, error) {
	var line []byte
	chars, long := 0, false
	for {
		chunk, err := l.r.ReadSlice('\n')
		for _, b := range chunk {
			if utf8.RuneStart(b) && b != '\r' && b != '\n' {
				chars++
			}
			if chars <= MaxLine+1 {
				line = append(line, b)
			} else {
				long = true
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err == io.EOF && (len(line) > 0 || long) {
			err = nil
		}
		text := strings.TrimRight(string(line), "\r\n")
		if long || utf8.RuneCountInString(text) > MaxLine {
			return "", &LineTooLong{Start: head(text, quoteLength), Limit: MaxLine}
		}
		return text, err
	}
}

// inputLimit is a terminal's input as readline reads it, with what is
// typed or pasted beyond the limit of a line dropped before readline sees
// it. The limit is MaxLine, or less on a small terminal (lineLimit), so
// that the line being edited always fits on the screen. A line that was cut is noted, and limitedLines refuses it when
// readline gives it.
type inputLimit struct {
	in    io.Reader
	limit func() int // the limit of a line, for the terminal as it is now

	mu       sync.Mutex
	chars    int   // characters of the line being typed
	max      int   // the limit of that line, fixed when it starts
	dropping bool  // the character being read is dropped
	cut      bool  // characters of the line were dropped
	cuts     []int // the limits of the lines that ended cut, oldest first
}

// newInputLimit returns in with lines limited to what limit returns, at
// most MaxLine.
func newInputLimit(in io.Reader, size func() (width, height int)) *inputLimit {
	return &inputLimit{in: in, limit: func() int { return lineLimit(size()) }}
}

// lineLimit returns the longest line a terminal of that size edits: a
// quarter of the characters its screen holds, at least 200 and at most
// MaxLine. The line then fits on the screen with room to spare, and
// readline, which redraws it whole for every character, takes it in a
// fraction of a second.
func lineLimit(width, height int) int {
	if width <= 0 || height <= 0 {
		return MaxLine
	}
	return min(MaxLine, max(200, width*height/4))
}

func (l *inputLimit) Read(p []byte) (int, error) {
	for {
		n, err := l.in.Read(p)
		kept := l.filter(p[:n])
		// A read of which all was dropped is read again: readline's
		// reader gives up after a few reads that bring nothing.
		if kept > 0 || err != nil || n == 0 {
			return kept, err
		}
	}
}

func (l *inputLimit) Close() error { return nil } // the terminal stays open

// filter drops from p, in place, the characters beyond the line's limit,
// and returns how many bytes are kept.
func (l *inputLimit) filter(p []byte) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	kept := 0
	for _, b := range p {
		switch {
		case b == '\r' || b == '\n':
			if l.cut {
				l.cuts = append(l.cuts, l.max)
			}
			l.chars, l.max, l.cut, l.dropping = 0, 0, false, false
		case b == 3 || b == 21: // Ctrl-C and Ctrl-U drop the line
			l.chars, l.max, l.cut, l.dropping = 0, 0, false, false
		case b == 127 || b == 8: // a backspace
			l.chars = max(0, l.chars-1)
		case !utf8.RuneStart(b):
			if l.dropping {
				continue
			}
		default:
			if l.max == 0 {
				l.max = l.limit()
			}
			if l.dropping = l.chars >= l.max; l.dropping {
				l.cut = true
				continue
			}
			l.chars++
		}
		p[kept] = b
		kept++
	}
	return kept
}

// wasCut reports whether line, which readline has just given, is one whose
// end was dropped, and its limit.
func (l *inputLimit) wasCut(line string) (int, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.cuts) == 0 {
		return 0, false
	}
	limit := l.cuts[0]
	l.cuts = l.cuts[1:]
	// A line edited shorter after it was cut is read as it is now.
	return limit, utf8.RuneCountInString(line) >= limit
}

// limitedLines gives readline's lines, and a *LineTooLong for a line that
// inputLimit cut.
type limitedLines struct {
	LineReader
	input *inputLimit
}

func (l limitedLines) Readline() (string, error) {
	line, err := l.LineReader.Readline()
	if err != nil {
		return line, err
	}
	if limit, cut := l.input.wasCut(line); cut {
		return "", &LineTooLong{Start: head(line, quoteLength), Limit: limit}
	}
	return line, nil
}
