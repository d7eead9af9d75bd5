package repl

import (
	"strings"
	"unicode/utf8"
)

// Text is wrapped to the terminal's width at spaces, never inside a word,
// so that a 60-column terminal reads help, descriptions, refusals and the
// solver's lines as well as a wide one. A line one column short of the
// width is the longest written: a terminal that wraps a full line at once
// would otherwise show an empty line after it, and the line count that the
// live verdict relies on (live.go) would be off.

// visibleWidth returns how many columns s takes on a terminal: its runes,
// leaving out the ANSI escapes that colour red cards and the mark of the
// verdict line.
func visibleWidth(s string) int {
	n := 0
	for i := 0; i < len(s); {
		if s[i] == 0 { // the verdict line's mark (live.go)
			i++
			continue
		}
		if s[i] == '\x1b' {
			if j := strings.IndexByte(s[i:], 'm'); j >= 0 {
				i += j + 1
				continue
			}
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		n++
	}
	return n
}

// fill breaks text into lines at spaces: the first holds up to first
// columns, the others up to rest. A word longer than its line stays whole.
func fill(text string, first, rest int) []string {
	var out []string
	var line strings.Builder
	used, room := 0, first
	for _, word := range strings.Fields(text) {
		w := visibleWidth(word)
		if used > 0 && used+1+w > room {
			out = append(out, line.String())
			line.Reset()
			used, room = 0, rest
		}
		if used > 0 {
			line.WriteByte(' ')
			used++
		}
		line.WriteString(word)
		used += w
	}
	return append(out, line.String())
}

// wrapLine breaks line into lines that fit width columns, at spaces,
// each starting with the line's own indentation; the spacing inside each
// piece is kept, so that a table's row stays aligned where it fits. A
// width of 0 or less wraps nothing.
func wrapLine(line string, width int) []string {
	if width <= 0 || visibleWidth(line) < width {
		return []string{line}
	}
	lead := line[:len(line)-len(strings.TrimLeft(line, " "))]
	var out []string
	rest := line
	for visibleWidth(rest) >= width {
		cut := breakAt(rest, width-1, len(lead))
		if cut < 0 {
			// A word longer than the line stays whole, on a line of its own.
			next := strings.IndexByte(strings.TrimLeft(rest[len(lead):], " "), ' ')
			if next < 0 {
				break
			}
			cut = len(rest) - len(strings.TrimLeft(rest[len(lead):], " ")) + next
		}
		out = append(out, strings.TrimRight(rest[:cut], " "))
		rest = lead + strings.TrimLeft(rest[cut:], " ")
	}
	return append(out, rest)
}

// breakAt returns the byte offset of the last space in s, after its
// indentation of lead bytes, at which the part before it fits room
// columns; -1 if there is none.
func breakAt(s string, room, lead int) int {
	cut, col := -1, 0
	for i := 0; i < len(s); {
		if s[i] == ' ' && i > lead && col <= room {
			cut = i
		}
		if s[i] == '\x1b' {
			if j := strings.IndexByte(s[i:], 'm'); j >= 0 {
				i += j + 1
				continue
			}
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		if s[i] != 0 {
			col++
		}
		i += size
		if col > room && cut >= 0 {
			break
		}
	}
	return cut
}

// wrapText wraps every line of text that does not fit width.
func wrapText(text string, width int) string {
	if width <= 0 {
		return text
	}
	lines := strings.Split(text, "\n")
	out := make([]string, 0, len(lines))
	for _, line := range lines {
		out = append(out, wrapLine(line, width)...)
	}
	return strings.Join(out, "\n")
}

// hanging returns a row of a two-column table: key padded to keyWidth after
// indent, and text beside it, wrapped to width under itself, the way help
// lists the commands:
//
//	new [code | d1 | d3]   a new game: random, of a code, or
//	                       winnable
//
// When the room beside the keys is too narrow to read, the text goes on
// the lines below its key instead.
func hanging(indent, key string, keyWidth int, text string, width int) string {
	head := indent + pad(key, keyWidth)
	if visibleWidth(key) >= keyWidth {
		head = indent + key + "  "
	}
	column := len(indent) + keyWidth
	if width <= 0 {
		return head + text + "\n"
	}
	if width-1-column < 24 {
		under := indent + "    "
		lines := fill(text, width-1-len(under), width-1-len(under))
		return indent + key + "\n" + under + strings.Join(lines, "\n"+under) + "\n"
	}
	lines := fill(text, width-1-visibleWidth(head), width-1-column)
	return head + strings.Join(lines, "\n"+strings.Repeat(" ", column)) + "\n"
}
