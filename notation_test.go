package canfield

import (
	"errors"
	"strings"
	"testing"
)

// formsGame returns a position where every form of the notation means
// something.
func formsGame(t *testing.T) *Game {
	return build(t, Draw3, `
		start: 7H
		f1: 7H 8H
		reserve: 2S QC
		waste: 9H
		stock: 3D
		c1: KH
		c2: 10S
		c3: 9D 8C
		c4: 6S`)
}

func TestParseMoveForms(t *testing.T) {
	g := formsGame(t)
	for text, want := range map[string]Move{
		"s":        StockTap(),
		"S":        StockTap(),
		"s w":      StockTap(),
		"r c1":     NewMove(Reserve, Column1, 1),
		"R   C1 ":  NewMove(Reserve, Column1, 1),
		"w f":      NewMove(Waste, Foundation1, 1),
		"w f1":     NewMove(Waste, Foundation1, 1),
		"w c2":     NewMove(Waste, Column2, 1),
		"c3 f":     NewMove(Column3, Foundation4, 1), // 8♣: clubs are foundation 4 with a ♥ base
		"c3 c1":    {},                               // nothing of column 3 fits on K♥
		"c3:2 c2":  NewMove(Column3, Column2, 2),
		"c3:1 c2":  NewMove(Column3, Column2, 1),
		"f1 c2":    NewMove(Foundation1, Column2, 1),
		"QC c1":    NewMove(Reserve, Column1, 1),
		"q♣ c1":    NewMove(Reserve, Column1, 1),
		"9D c2":    NewMove(Column3, Column2, 2),
		"9h f":     NewMove(Waste, Foundation1, 1),
		"8H c2":    NewMove(Foundation1, Column2, 1),
		"c2:1 f2":  NewMove(Column2, Foundation2, 1),
		"c1:1 c4":  NewMove(Column1, Column4, 1),
		"c4 c2":    {},                           // 6♠ does not fit on 10♠
		"c2:2 c4":  NewMove(Column2, Column4, 2), // parses; Play refuses it
		"f2 c1":    NewMove(Foundation2, Column1, 1),
		"r f3":     NewMove(Reserve, Foundation3, 1),
		"c3:52 c1": NewMove(Column3, Column1, 52),
	} {
		got, err := g.ParseMove(text)
		if want == (Move{}) {
			if !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), "goes on") {
				t.Errorf("ParseMove(%q) = %v, %v; want a refusal: no part fits", text, got, err)
			}
			continue
		}
		if err != nil || got != want {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H
		stock: 3D
		c1: KH 2D`)
	for text, want := range map[string]error{
		"":          ErrBadNotation,
		"   ":       ErrBadNotation,
		"r":         ErrBadNotation,
		"x c1":      ErrBadNotation,
		"r c5":      ErrBadNotation,
		"r c0":      ErrBadNotation,
		"r w":       ErrBadNotation,
		"r r":       ErrBadNotation,
		"s c1":      ErrBadNotation,
		"c1:0 c2":   ErrBadNotation,
		"c1:x c2":   ErrBadNotation,
		"c1:53 c2":  ErrBadNotation,
		"r:2 c2":    ErrBadNotation,
		"r c1 c2":   ErrBadNotation,
		"1C c2":     ErrIllegalMove, // 1 reads as an ace: A♣ is not in this game
		"w f":       ErrIllegalMove, // the waste is empty
		"3D c2":     ErrIllegalMove, // in the stock
		"KH f":      ErrIllegalMove, // a run of two to a foundation
		"c2 c1":     ErrIllegalMove, // column 2 is empty
		"c1 c1":     ErrIllegalMove,
		"ZZ c1":     ErrBadNotation,
		"\x00 c1":   ErrBadNotation,
		"♣♣ c1":     ErrBadNotation,
		"10♥♥ c1":   ErrBadNotation,
		"c1:-1 c2":  ErrBadNotation,
		"c1:+1 c2":  ErrBadNotation,
		"f5 c1":     ErrBadNotation,
		"c1:2 f":    ErrIllegalMove,
		"c1 c2 c3":  ErrBadNotation,
		"r c1\nr c": ErrBadNotation,
	} {
		m, err := g.ParseMove(text)
		if !errors.Is(err, want) {
			t.Errorf("ParseMove(%q) = %v, %v; want an error wrapping %v", text, m, err, want)
		}
	}
}

// The two-key forms read as the forms they stand for, in
// any case, and resolve against the position as those do.
func TestParseMoveTwoKeys(t *testing.T) {
	g := formsGame(t)
	for short, long := range map[string]string{
		"r1": "r c1", "rf": "r f", "w2": "w c2", "wf": "w f", "WF": "w f",
		"32": "c3 c2", "3f": "c3 f", "f12": "f1 c2", "F12": "f1 c2", "44": "c4 c4", "31": "c3 c1",
	} {
		want, wantErr := g.ParseMove(long)
		got, err := g.ParseMove(short)
		if got != want || (err == nil) != (wantErr == nil) {
			t.Errorf("ParseMove(%q) = %v, %v; want %v, %v as for %q", short, got, err, want, wantErr, long)
		}
		if err != nil {
			var me *MoveError
			if !errors.As(err, &me) || me.Input != short {
				t.Errorf("ParseMove(%q): %v, want a *MoveError naming %q", short, err, short)
			}
		}
	}
	// Neither a card nor a pile nor a command is a two-key form.
	for _, text := range []string{"r5", "2s", "qc", "f1", "f1f", "r", "rff", "5f", "f15", "ww", "fr", "s2"} {
		if m, err := g.ParseMove(text); !errors.Is(err, ErrBadNotation) {
			t.Errorf("ParseMove(%q) = %v, %v; want ErrBadNotation", text, m, err)
		}
	}
}

// ParseInput reads a card, or a pile for its top card, as the tap that
// TapMove gives; an empty pile has nothing to tap, and the stock is tapped
// by the move "s".
func TestParseInputTaps(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H 8H
		reserve: 2S QC
		stock: 3D
		c1: KH
		c2: 10S`)
	for text, card := range map[string]string{
		"qc": "QC", " Q♣ ": "QC", "2s": "2S", "3d": "3D", "r": "QC", "R": "QC", "c1": "KH", " c2 ": "10S", "f1": "8H",
	} {
		c, err := ParseCard(card)
		if err != nil {
			t.Fatal(err)
		}
		want, wantErr := g.TapMove(c)
		got, err := g.ParseInput(text, English)
		if got != want || reasonOf(err) != reasonOf(wantErr) || (err == nil) != (wantErr == nil) {
			t.Errorf("ParseInput(%q) = %v, %v; want the tap of %s: %v, %v", text, got, err, card, want, wantErr)
		}
	}
	for text, want := range map[string]Reason{"w": NothingToTap, "c3": NothingToTap, "f2": NothingToTap} {
		var me *MoveError
		if _, err := g.ParseInput(text, English); !errors.As(err, &me) || me.Reason != want || !errors.Is(err, ErrIllegalMove) {
			t.Errorf("ParseInput(%q) = %v, want a refusal %v", text, err, want)
		}
	}
	// A word that starts as a pile does is told how moves are written, any
	// other how cards are.
	for text, what := range map[string]string{"": "move", "c5": "move", "w3x": "card", "f": "move", "zz": "card", "kx": "card"} {
		var pe *ParseError
		if m, err := g.ParseInput(text, English); !errors.As(err, &pe) || pe.What != what || !errors.Is(err, ErrBadNotation) {
			t.Errorf("ParseInput(%q) = %v, %v; want a *ParseError of a %s", text, m, err, what)
		}
	}
	// A word is a move first: "s" taps the stock, "r2" plays the reserve.
	if m, err := g.ParseInput("s", English); err != nil || m != StockTap() {
		t.Errorf("ParseInput(s) = %v, %v; want the stock tap", m, err)
	}
	if m, err := g.ParseInput("r2", English); err != nil || m != NewMove(Reserve, Column2, 1) {
		t.Errorf("ParseInput(r2) = %v, %v; want r c2", m, err)
	}
}

// reasonOf returns the Reason of an error of the package, or NoReason.
func reasonOf(err error) Reason {
	var me *MoveError
	var pe *ParseError
	switch {
	case errors.As(err, &me):
		return me.Reason
	case errors.As(err, &pe):
		return pe.Reason
	}
	return NoReason
}

// A refusal of a short form names the text it read, as Play's refusals
// name the move.
func TestParseMoveRefusalNamesText(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H
		c1: KH 2D`)
	for text, want := range map[string]string{
		"w  F":  "w F: the waste is empty",
		"wf":    "wf: the waste is empty",
		"c2 c1": "c2 c1: column 2 is empty",
		"KH f":  "KH f: only one card at a time goes to a foundation (R4.3)",
	} {
		if _, err := g.ParseMove(text); err == nil || err.Error() != want {
			t.Errorf("ParseMove(%q): %v, want %q", text, err, want)
		}
	}
}

// In Danish a card is typed in the Danish letters, as the source of a move
// and as a tap; the piles and the two-key forms read as in English, and an
// English card is told it is written in the wrong letters.
func TestParseInDanish(t *testing.T) {
	g := formsGame(t) // reserve 2♠ Q♣, waste 9♥, c1 K♥, c2 10♠, c3 9♦ 8♣, c4 6♠
	for text, want := range map[string]Move{
		"kd c1": NewMove(Reserve, Column1, 1), // klør dame onto hjerter konge
		"dk c1": NewMove(Reserve, Column1, 1),
		"r9 c2": NewMove(Column3, Column2, 2), // ruder 9, with klør 8 on it
		"9r c2": NewMove(Column3, Column2, 2),
		"h9 f":  NewMove(Waste, Foundation1, 1),
		"r c1":  NewMove(Reserve, Column1, 1),
		"r1":    NewMove(Reserve, Column1, 1), // a two-key form, not ruder es
		"wf":    NewMove(Waste, Foundation1, 1),
		"s":     StockTap(),
	} {
		if got, err := g.ParseInput(text, Danish); err != nil || got != want {
			t.Errorf("ParseInput(%q, Danish) = %v, %v; want %v", text, got, err, want)
		}
	}
	if _, err := g.ParseInput("qc c1", Danish); !errors.Is(err, ErrBadNotation) {
		t.Errorf("ParseInput(qc c1, Danish) = %v: English letters read in Danish", err)
	}
	for text, card := range map[string]string{"kd": "QC", "h9": "9H", "r": "QC", "c3": "8C", "2r": "2D", "2♦": "2D", "kk": "KC", "D♣": "QC"} {
		c, err := ParseCard(card)
		if err != nil {
			t.Fatal(err)
		}
		want, wantErr := g.TapMove(c)
		got, err := g.ParseInput(text, Danish)
		if got != want || reasonOf(err) != reasonOf(wantErr) || (err == nil) != (wantErr == nil) {
			t.Errorf("ParseInput(%q, Danish) = %v, %v; want the tap of %s: %v, %v", text, got, err, card, want, wantErr)
		}
	}
	var pe *ParseError
	if _, err := g.ParseInput("qc", Danish); !errors.As(err, &pe) || pe.What != "card" || pe.Reason != NoSuit || !errors.Is(err, ErrBadNotation) {
		t.Errorf("ParseInput(qc, Danish) = %v, want a card in the Danish letters, NoSuit", err)
	}
	if _, err := g.ParseInput("dk", English); !errors.As(err, &pe) || pe.What != "card" {
		t.Errorf("ParseInput(dk, English) = %v, want a card in the English letters", err)
	}
	// In English "kd" is the king of diamonds, which this game lacks.
	if _, err := g.ParseInput("kd", English); reasonOf(err) != NotInGame {
		t.Errorf("ParseInput(kd, English) = %v, want the king of diamonds, NotInGame", err)
	}
}

// ParseInput reads a card by its name as the game writes it, in either
// language and any case, alone as a tap and as the source of a move;
// ParseMove, the notation, does not.
func TestParseInputCardNames(t *testing.T) {
	g := formsGame(t) // reserve 2♠ Q♣, waste 9♥, c1 K♥, c2 10♠, c3 9♦ 8♣, c4 6♠
	for _, l := range []Language{English, Danish} {
		for _, c := range Deck() {
			want, wantErr := g.TapMove(c)
			for _, name := range []string{c.Name(l), strings.ToUpper(c.Name(l)), " " + strings.ReplaceAll(c.Name(l), " ", "  ") + " "} {
				for _, in := range []Language{English, Danish} {
					got, err := g.ParseInput(name, in)
					if got != want || reasonOf(err) != reasonOf(wantErr) || (err == nil) != (wantErr == nil) {
						t.Errorf("ParseInput(%q, %v) = %v, %v; want the tap of %v: %v, %v", name, in, got, err, c, want, wantErr)
					}
				}
			}
		}
	}
	for text, want := range map[string]Move{
		"klør dame c1":      NewMove(Reserve, Column1, 1),
		"Queen of Clubs c1": NewMove(Reserve, Column1, 1),
		"ruder 9 c2":        NewMove(Column3, Column2, 2), // with klør 8 on it
		"9 of diamonds c2":  NewMove(Column3, Column2, 2),
		"hjerter 9 f":       NewMove(Waste, Foundation1, 1),
	} {
		for _, l := range []Language{English, Danish} {
			if got, err := g.ParseInput(text, l); err != nil || got != want {
				t.Errorf("ParseInput(%q, %v) = %v, %v; want %v", text, l, got, err, want)
			}
		}
		if m, err := g.ParseMove(text); !errors.Is(err, ErrBadNotation) {
			t.Errorf("ParseMove(%q) = %v, %v: the notation reads no names", text, m, err)
		}
	}
	for text, want := range map[string]Reason{
		"klør dame c9":    UnknownDestination,
		"klør dame c1 c2": TooManyWords,
	} {
		if _, err := g.ParseInput(text, Danish); reasonOf(err) != want {
			t.Errorf("ParseInput(%q, Danish) = %v, want %v", text, err, want)
		}
	}
	// A face-down card named is refused as a face-down card typed in
	// letters is (R2.3).
	_, byName := g.ParseInput("spar 2", Danish)
	_, byLetters := g.ParseInput("s2", Danish)
	if byName == nil || Explain(byName, Danish) != Explain(byLetters, Danish) {
		t.Errorf("spar 2: %v, as s2: %v", byName, byLetters)
	}
}
