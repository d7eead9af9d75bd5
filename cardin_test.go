package canfield

import (
	"errors"
	"strings"
	"testing"
)

func TestParseCardInDanish(t *testing.T) {
	for text, want := range map[string]Card{
		"kd": NewCard(Queen, Clubs), "KD": NewCard(Queen, Clubs), "dk": NewCard(Queen, Clubs), " kd ": NewCard(Queen, Clubs),
		"kk": NewCard(King, Clubs), "kko": NewCard(King, Clubs), "kkn": NewCard(Jack, Clubs), "knk": NewCard(Jack, Clubs),
		"hk": NewCard(King, Hearts), "kh": NewCard(King, Hearts), "h10": NewCard(Ten, Hearts), "10h": NewCard(Ten, Hearts),
		"se": NewCard(Ace, Spades), "ses": NewCard(Ace, Spades), "s1": NewCard(Ace, Spades), "es": NewCard(Ace, Spades),
		"r2": NewCard(Two, Diamonds), "2r": NewCard(Two, Diamonds), "rd": NewCard(Queen, Diamonds),
		"♣d": NewCard(Queen, Clubs), "d♣": NewCard(Queen, Clubs), "k♦": NewCard(King, Diamonds), "♥kn": NewCard(Jack, Hearts),
		"s9": NewCard(Nine, Spades), "9S": NewCard(Nine, Spades),
	} {
		got, err := readCard(text, Danish)
		if err != nil || got != want {
			t.Errorf("readCard(%q, Danish) = %v, %v; want %v", text, got, err, want)
		}
	}
	// English letters are not Danish ones: "qc" has no Danish suit, "kd"
	// is klør dame, never the king of diamonds.
	for text, want := range map[string]Reason{
		"": EmptyText, "qc": NoSuit, "zz": NoSuit, "k": NoRank, "♠": NoRank, "kx": UnknownRank, "s11": UnknownRank,
		"hq": UnknownRank, "10": NoSuit, "kdd": UnknownRank,
	} {
		c, err := readCard(text, Danish)
		var pe *ParseError
		if !errors.As(err, &pe) || !errors.Is(err, ErrBadCard) || pe.Reason != want {
			t.Errorf("readCard(%q, Danish) = %v, %v; want a *ParseError with reason %v", text, c, err, want)
			continue
		}
		checkExplained(t, err)
	}
	if c, err := readCard("kd", English); err != nil || c != NewCard(King, Diamonds) {
		t.Errorf("readCard(kd, English) = %v, %v; want K♦", c, err)
	}
}

// TestParseCardInEveryCard reads every card in every Danish form: suit then
// rank and rank then suit, in letters and with symbols, upper and lower
// case.
func TestParseCardInEveryCard(t *testing.T) {
	suits := [NumSuits + 1]string{"", "s", "h", "r", "k"}
	ranks := [NumRanks + 1]string{"", "e", "2", "3", "4", "5", "6", "7", "8", "9", "10", "kn", "d", "k"}
	for _, c := range Deck() {
		s, r := suits[c.Suit()], ranks[c.Rank()]
		for _, form := range []string{s + r, r + s, strings.ToUpper(s + r), c.Suit().String() + r, r + c.Suit().String()} {
			if got, err := readCard(form, Danish); err != nil || got != c {
				t.Errorf("readCard(%q, Danish) = %v, %v; want %v", form, got, err, c)
			}
		}
	}
}

// TestDanishLettersExplained checks that the refusal of a card typed in
// Danish names the Danish letters, in both languages.
func TestDanishLettersExplained(t *testing.T) {
	_, err := readCard("qc", Danish)
	if got, want := Explain(err, Danish), `Ugyldigt kort ”qc”: ingen kulør: skriv s, h, r eller k (spar, hjerter, ruder, klør) eller ♠ ♥ ♦ ♣ ved rangen, som i kd (klør dame).`; got != want {
		t.Errorf("Explain(Danish) = %q, want %q", got, want)
	}
	if got := Explain(err, English); !strings.Contains(got, "s, h, r or k") {
		t.Errorf("Explain(English) = %q: want the Danish letters", got)
	}
	_, err = ParseCard("qx")
	if got := Explain(err, Danish); !strings.Contains(got, "S, H, D, C") {
		t.Errorf("Explain of an English card in Danish = %q: want the English letters", got)
	}
}

func FuzzReadCard(f *testing.F) {
	for _, s := range []string{"kd", "dk", "h10", "♣d", "kkn", "es", "", "k", "qc"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := readCard(s, Danish)
		if err != nil {
			if c != 0 || !errors.Is(err, ErrBadCard) || Explain(err, Danish) == "" {
				t.Fatalf("readCard(%q, Danish) = %v, %v", s, c, err)
			}
			return
		}
		if !c.Valid() {
			t.Fatalf("readCard(%q, Danish) = %v, not a card", s, c)
		}
	})
}
