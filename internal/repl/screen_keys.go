package repl

import (
	"unicode/utf8"
)

// key is one key the player pressed on the game screen: a character as
// itself, a control key as its control character (Enter is '\r', Esc
// 0x1b, Ctrl-C 3), and the arrows as the runes below.
type key rune

const (
	keyCtrlC     key = 3
	keyBackspace key = 8
	keyCtrlL     key = 12
	keyEnter     key = '\r'
	keyCtrlU     key = 21
	keyCtrlZ     key = 26
	keyEsc       key = 0x1b
	keyDelete    key = 0x7f
)

const (
	// The arrows and the keys the screen does not use, which a terminal
	// sends as escape sequences, are runes of Unicode's private use area,
	// which no keyboard types.
	keyUp key = 0xE000 + iota
	keyDown
	keyRight
	keyLeft
	keyPageUp
	keyPageDown
	keyOther // a function key, Home, Delete, ...: nothing on the screen
)

// keyDecoder splits what a terminal in raw mode sends into keys. A
// terminal sends an escape sequence (an arrow: ESC [ A) in one write, so
// an ESC that ends what one read returned is the Esc key, and an ESC with
// more after it starts a sequence. A sequence or a UTF-8 character that a
// read cuts off is finished by the next one.
type keyDecoder struct {
	pending []byte
}

// decode returns the keys in what a read returned, after what the reads
// before it left unfinished.
func (d *keyDecoder) decode(chunk []byte) []key {
	buf := append(d.pending, chunk...)
	d.pending = nil
	var keys []key
	for i := 0; i < len(buf); {
		b := buf[i]
		switch {
		case b == 0x1b:
			if i+1 == len(buf) {
				keys = append(keys, keyEsc)
				i++
				continue
			}
			k, n := escapeSequence(buf[i:])
			if n == 0 { // cut off: the next read finishes it
				d.pending = append([]byte(nil), buf[i:]...)
				return keys
			}
			keys = append(keys, k)
			i += n
		case b == '\n':
			keys = append(keys, keyEnter)
			i++
		case b < utf8.RuneSelf:
			keys = append(keys, key(b))
			i++
		default:
			if !utf8.FullRune(buf[i:]) {
				d.pending = append([]byte(nil), buf[i:]...)
				return keys
			}
			r, size := utf8.DecodeRune(buf[i:])
			if r != utf8.RuneError {
				keys = append(keys, key(r))
			}
			i += size
		}
	}
	return keys
}

// escapeSequence reads the escape sequence that b starts with: a CSI
// sequence (ESC [ parameters final), an SS3 one (ESC O final), or ESC and a
// character, which is Alt and the character: Esc, as nothing on the screen
// uses Alt. It returns the key and the bytes it takes, 0 if b ends first.
func escapeSequence(b []byte) (key, int) {
	switch b[1] {
	case '[':
		for j := 2; j < len(b); j++ {
			if c := b[j]; c >= 0x40 && c <= 0x7e {
				return csiKey(string(b[2:j]), c), j + 1
			}
		}
		return 0, 0
	case 'O':
		if len(b) < 3 {
			return 0, 0
		}
		return csiKey("", b[2]), 3
	}
	return keyEsc, 1 // the character after it is read as itself
}

// csiKey returns the key that a sequence's parameters and final byte
// name: ESC [ A is Up, ESC [ 6 ~ Page Down.
func csiKey(params string, final byte) key {
	switch final {
	case '~':
		switch params {
		case "5":
			return keyPageUp
		case "6":
			return keyPageDown
		}
	case 'A':
		return keyUp
	case 'B':
		return keyDown
	case 'C':
		return keyRight
	case 'D':
		return keyLeft
	}
	return keyOther
}
