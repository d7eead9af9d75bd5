package repl

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestKeyDecoder: what a terminal sends, in the reads it arrives in,
// becomes keys: an ESC alone is Esc, an escape sequence one key, and a
// sequence or a character that a read cuts off is finished by the next.
func TestKeyDecoder(t *testing.T) {
	tests := []struct {
		name  string
		reads []string
		want  []key
	}{
		{"letters and digits", []string{"r2", "wf"}, []key{'r', '2', 'w', 'f'}},
		{"Enter, in both forms", []string{"\r", "\n"}, []key{keyEnter, keyEnter}},
		{"Esc alone", []string{"\x1b"}, []key{keyEsc}},
		{"Esc, then a key", []string{"\x1b", "2"}, []key{keyEsc, '2'}},
		{"the arrows", []string{"\x1b[A\x1b[B\x1b[C\x1b[D"}, []key{keyUp, keyDown, keyRight, keyLeft}},
		{"the arrows in application mode", []string{"\x1bOA\x1bOB"}, []key{keyUp, keyDown}},
		{"Page Up and Page Down", []string{"\x1b[5~\x1b[6~"}, []key{keyPageUp, keyPageDown}},
		{"a key the screen does not use", []string{"\x1b[15~", "\x1b[1;5H"}, []key{keyOther, keyOther}},
		{"a sequence cut by a read", []string{"\x1b[", "A"}, []key{keyUp}},
		{"a sequence cut after its parameters", []string{"\x1b[6", "~s"}, []key{keyPageDown, 's'}},
		{"Alt and a key is Esc and the key", []string{"\x1bq"}, []key{keyEsc, 'q'}},
		{"Danish letters", []string{"æøå"}, []key{'æ', 'ø', 'å'}},
		{"a character cut by a read", []string{"\xc3", "\xa6"}, []key{'æ'}},
		{"control keys", []string{"\x03\x0c\x15\x1a\x7f\x08"}, []key{keyCtrlC, keyCtrlL, keyCtrlU, keyCtrlZ, keyDelete, keyBackspace}},
		{"a byte that is no character", []string{"\xff2"}, []key{'2'}},
	}
	for _, tt := range tests {
		var d keyDecoder
		var got []key
		for _, r := range tt.reads {
			got = append(got, d.decode([]byte(r))...)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: keys (-want +got):\n%s", tt.name, diff)
		}
	}
}
