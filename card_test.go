package canfield

import (
	"errors"
	"testing"
)

func TestParseCard(t *testing.T) {
	for text, want := range map[string]Card{
		"QC": NewCard(Queen, Clubs), "qc": NewCard(Queen, Clubs), "Q♣": NewCard(Queen, Clubs),
		"10H": NewCard(Ten, Hearts), "TH": NewCard(Ten, Hearts), "th": NewCard(Ten, Hearts),
		"AS": NewCard(Ace, Spades), "1s": NewCard(Ace, Spades), " 7♦ ": NewCard(Seven, Diamonds),
		"K♡": NewCard(King, Hearts), "2♤": NewCard(Two, Spades), "JD": NewCard(Jack, Diamonds),
		"9♧": NewCard(Nine, Clubs), "5♢": NewCard(Five, Diamonds),
	} {
		got, err := ParseCard(text)
		if err != nil || got != want {
			t.Errorf("ParseCard(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	for _, text := range []string{"", "Q", "C", "11C", "0S", "QX", "♣Q", "QCC", "Q C", "10", "QC♣", "\xff"} {
		if c, err := ParseCard(text); !errors.Is(err, ErrBadCard) {
			t.Errorf("ParseCard(%q) = %v, %v; want ErrBadCard", text, c, err)
		}
	}
}

func TestCardStrings(t *testing.T) {
	c := NewCard(Queen, Clubs)
	if c.String() != "Q♣" || c.ASCII() != "QC" || c.Name(English) != "queen of clubs" || c.Name(Danish) != "klør dame" {
		t.Errorf("Q♣ prints as %q %q %q %q", c.String(), c.ASCII(), c.Name(English), c.Name(Danish))
	}
	ten := NewCard(Ten, Hearts)
	if ten.String() != "10♥" || ten.ASCII() != "10H" || ten.Name(Danish) != "hjerter 10" {
		t.Errorf("10♥ prints as %q %q %q", ten.String(), ten.ASCII(), ten.Name(Danish))
	}
	var zero Card
	if zero.Valid() || zero.String() != "--" || zero.Name(English) != "?" {
		t.Errorf("the zero Card: Valid %v, String %q", zero.Valid(), zero.String())
	}
	if NewCard(0, Spades) != 0 || NewCard(King+1, Spades) != 0 || NewCard(Ace, 0) != 0 || NewCard(Ace, Clubs+1) != 0 {
		t.Error("NewCard of an invalid rank or suit must be the zero Card")
	}
}

func TestDeckOrder(t *testing.T) {
	deck := Deck()
	if len(deck) != 52 || deck[0] != NewCard(Ace, Spades) || deck[13] != NewCard(Ace, Hearts) || deck[51] != NewCard(King, Clubs) {
		t.Errorf("Deck() = %s", ascii(deck))
	}
	for i, c := range deck {
		if c.index() != i || cardAt(i) != c {
			t.Fatalf("index of %v = %d, want %d", c, c.index(), i)
		}
	}
}

func TestCardText(t *testing.T) {
	var c Card
	if err := c.UnmarshalText([]byte("q♣")); err != nil || c != NewCard(Queen, Clubs) {
		t.Fatalf("UnmarshalText: %v, %v", c, err)
	}
	text, err := c.MarshalText()
	if err != nil || string(text) != "QC" {
		t.Errorf("MarshalText = %q, %v", text, err)
	}
	// The zero Card, no card, is the empty text both ways, as net/netip's
	// zero Addr is; another value that is not a card is an error.
	if text, err := Card(0).MarshalText(); err != nil || len(text) != 0 {
		t.Errorf("MarshalText of the zero Card = %q, %v; want the empty text", text, err)
	}
	if err := c.UnmarshalText(nil); err != nil || c != 0 {
		t.Errorf("UnmarshalText of the empty text = %v, %v; want the zero Card", c, err)
	}
	if _, err := Card(255).MarshalText(); !errors.Is(err, ErrBadCard) {
		t.Errorf("MarshalText of Card(255) = %v, want ErrBadCard", err)
	}
}

// FuzzParseCard: no panic, and every card read prints back, in both
// forms, to the same card.
func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"QC", "qc", "10H", "TH", "AS", "Q♣", "1s", "K♡", "", "♣", "10♥♥"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCard(s)
		if err != nil {
			if c != 0 || !errors.Is(err, ErrBadCard) {
				t.Fatalf("ParseCard(%q) = %v, %v", s, c, err)
			}
			return
		}
		for _, form := range []string{c.String(), c.ASCII()} {
			if again, err := ParseCard(form); err != nil || again != c {
				t.Fatalf("ParseCard(%q) = %v, but %q reads as %v, %v", s, c, form, again, err)
			}
		}
	})
}

// A card's error is ErrBadCard alone; a card inside a move's text is the
// notation's, ErrBadNotation alone: each sentinel matches one kind.
func TestBadCardIsNotBadNotation(t *testing.T) {
	_, err := ParseCard("ZZ")
	if !errors.Is(err, ErrBadCard) || errors.Is(err, ErrBadNotation) {
		t.Errorf("ParseCard error %v: want ErrBadCard and not ErrBadNotation", err)
	}
	g, _ := Deal("CF1-D3-AAAAACL")
	_, err = g.ParseInput("zz c1", English)
	if errors.Is(err, ErrBadCard) || !errors.Is(err, ErrBadNotation) {
		t.Errorf("ParseInput error %v: want ErrBadNotation and not ErrBadCard", err)
	}
}

// Every small type reads back what it writes, and the none of each type
// (the zero Card, Rank, Suit, NoPile) is the empty text.
func TestTextRoundTrip(t *testing.T) {
	for p := NoPile; p <= Column4; p++ {
		text, err := p.MarshalText()
		var back Pile
		if err != nil || back.UnmarshalText(text) != nil || back != p || (p == NoPile) != (len(text) == 0) {
			t.Errorf("Pile %v: %q, %v; back %v", p, text, err, back)
		}
	}
	if _, err := (Column4 + 1).MarshalText(); !errors.Is(err, ErrBadNotation) {
		t.Errorf("Pile(12).MarshalText: %v, want ErrBadNotation", err)
	}
	for _, l := range []Language{English, Danish} {
		text, err := l.MarshalText()
		var back Language
		if err != nil || back.UnmarshalText(text) != nil || back != l {
			t.Errorf("Language %v: %q, %v; back %v", l, text, err, back)
		}
	}
	var l Language
	if err := l.UnmarshalText([]byte("xx")); !errors.Is(err, ErrBadNotation) || l != English {
		t.Errorf("Language xx: %v, %v", l, err)
	}
	if _, err := Language(9).MarshalText(); err == nil {
		t.Error("Language(9).MarshalText: no error")
	}
	var s Suit = Hearts
	if text, err := Suit(0).MarshalText(); err != nil || len(text) != 0 || s.UnmarshalText(text) != nil || s != 0 {
		t.Errorf("the zero Suit: %q, %v; back %v", text, err, s)
	}
}
