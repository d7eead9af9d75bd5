package repl

// The compact forms of BSD canfield(6), where a move is two keys: the
// source, then the destination.
//
//	r2   the reserve onto column 2      rf   the reserve to its foundation
//	w3   the waste onto column 3        wf   the waste to its foundation
//	24   column 2 onto column 4         2f   column 2's top card to its foundation
//	f13  foundation 1's top card back onto column 3 (R4.5)
//
// None of them is also a card ("2s" is the two of spades) or a command, so
// they need no prefix.

// expandCompact returns the notation of a compact move, such as "r c2" for
// "r2", and whether text (lower case) is one.
func expandCompact(text string) (string, bool) {
	switch len(text) {
	case 2:
		var from string
		switch src := text[0]; {
		case src == 'r' || src == 'w':
			from = string(src)
		case isColumnDigit(src):
			from = "c" + string(src)
		default:
			return "", false
		}
		switch dst := text[1]; {
		case dst == 'f':
			return from + " f", true
		case isColumnDigit(dst):
			return from + " c" + string(dst), true
		}
	case 3:
		if text[0] == 'f' && isColumnDigit(text[1]) && isColumnDigit(text[2]) {
			return "f" + text[1:2] + " c" + text[2:], true
		}
	}
	return "", false
}

func isColumnDigit(b byte) bool { return b >= '1' && b <= '4' }
