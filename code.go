package canfield

import (
	"strings"
	"unicode/utf8"

	"github.com/canfield-go/canfield/internal/splitmix"
)

// Game codes and the CF1 shuffle (R8.5).
//
// A code is "CF1-", the draw mode "D1" or "D3", "-", and seven letters A–Z
// that write the deal number in base 26, most significant letter first,
// A = 0 … Z = 25: "AAAAACL" is 2×26 + 11 = 63. There are 26^7 deal numbers.
// The draw mode does not change the cards; the deal number alone does.
//
// The CF1 shuffle turns a deal number n into a dealing order d[0..51]. It is
// specified here completely, so that any program can reproduce it; it must
// never change (a different shuffle would be CF2):
//
//  1. Start from the deck in the order A♠ 2♠ … K♠, A♥ … K♥, A♦ … K♦,
//     A♣ … K♣: position i holds suit i/13 (♠ ♥ ♦ ♣) and rank i%13 + 1.
//
//  2. Seed SplitMix64 with state = n (an unsigned 64-bit integer). Each call
//     of next() does, in unsigned 64-bit arithmetic that wraps:
//
//     state += 0x9E3779B97F4A7C15
//     z := state
//     z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
//     z = (z ^ (z >> 27)) * 0x94D049BB133111EB
//     return z ^ (z >> 31)
//
//  3. Draw a uniform integer in [0, k) by Lemire's multiply-and-reject method:
//     x := next(); take the 128-bit product x×k, high half hi, low half lo.
//     If lo < k, let t = (2^64 − k) mod k, and while lo < t draw x := next()
//     again and recompute hi and lo. The result is hi.
//
//  4. Fisher–Yates, from the top down: for i = 51, 50, …, 1, draw j uniform
//     in [0, i+1) and swap positions i and j.
//
//  5. The shuffled deck is the dealing order of R2.2: d[0..12] to the
//     reserve (d[12] on top), d[13] the base card, d[14..17] columns 1–4,
//     d[18..51] the stock with d[18] turned first.
//
// For example deal 0 (CF1-D3-AAAAAAA) starts d = K♠ 10♦ 9♠ 10♣ 3♠ …, and
// its base card d[13] is 3♣. testdata/codes.golden pins the layouts of 22
// codes.

// NumDeals is the number of deal numbers: 26^7.
const NumDeals = 26 * 26 * 26 * 26 * 26 * 26 * 26

const (
	codePrefix  = "CF1-"
	codeLetters = 7
)

// FormatCode returns the code of a deal number and draw mode, such as
// "CF1-D3-AAAAACL" for deal 63 in draw 3. A number of NumDeals or more is
// taken modulo NumDeals.
func FormatCode(number uint64, mode DrawMode) string {
	number %= NumDeals
	var b [len(codePrefix) + 3 + codeLetters]byte
	copy(b[:], codePrefix)
	b[4] = 'D'
	b[5] = byte('0' + mode.Cards())
	b[6] = '-'
	for i := len(b) - 1; i >= 7; i-- {
		b[i] = byte('A' + number%26)
		number /= 26
	}
	return string(b[:])
}

// ParseCode reads a game code such as "CF1-D3-AAAAACL", ignoring case and
// surrounding space, and returns its deal number and draw mode. The error
// wraps ErrBadCode and says what was wrong.
func ParseCode(code string) (number uint64, mode DrawMode, err error) {
	s := strings.ToUpper(strings.TrimSpace(code))
	fail := func(reason Reason, part string) (uint64, DrawMode, error) {
		e := badText("game code", code, reason, ErrBadCode)
		e.Part = part
		return 0, 0, e
	}
	format, rest, ok := strings.Cut(s, "-")
	if !ok {
		return fail(NotACodeForm, "")
	}
	if format != "CF1" {
		return fail(UnknownCodeFormat, format)
	}
	modeText, letters, ok := strings.Cut(rest, "-")
	if !ok {
		return fail(NotACodeForm, "")
	}
	switch modeText {
	case "D3":
		mode = Draw3
	case "D1":
		mode = Draw1
	default:
		return fail(UnknownCodeDrawMode, modeText)
	}
	// Counted in characters: "ÆØÅAAAA" is seven of them, all wrong.
	if n := utf8.RuneCountInString(letters); n != codeLetters {
		e := badText("game code", code, CodeLetterCount, ErrBadCode)
		e.Part, e.f.n = letters, n
		return 0, 0, e
	}
	for i := 0; i < len(letters); i++ {
		ch := letters[i]
		if ch < 'A' || ch > 'Z' {
			return fail(CodeLettersOnly, "")
		}
		number = number*26 + uint64(ch-'A')
	}
	return number, mode, nil
}

// shuffledDeck returns the CF1 dealing order of a deal number, as the doc
// comment above specifies.
func shuffledDeck(number uint64) [52]Card {
	var deck [52]Card
	for i := range deck {
		deck[i] = cardAt(i)
	}
	rng := splitmix.Rand{State: number}
	for i := len(deck) - 1; i > 0; i-- {
		j := rng.Below(uint64(i + 1))
		deck[i], deck[j] = deck[j], deck[i]
	}
	return deck
}
