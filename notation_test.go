package canfield

import (
	"errors"
	"strings"
	"testing"
)

func TestParseMoveForms(t *testing.T) {
	g := build(t, Draw3, `
		start: 7H
		f1: 7H 8H
		reserve: 2S QC
		waste: 9H
		stock: 3D
		c1: KH
		c2: 10S
		c3: 9D 8C
		c4: 6S`)
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
