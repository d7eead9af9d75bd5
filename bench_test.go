package canfield

import "testing"

// midGame returns a fixed mid-game position, reached from a fixed code by a
// fixed line of play.
func midGame(b *testing.B) *Game {
	g, err := Deal("CF1-D3-AAAAACL")
	if err != nil {
		b.Fatal(err)
	}
	for _, text := range midGameLine {
		m, err := g.ParseMove(text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			b.Fatalf("%s: %v", text, err)
		}
	}
	return g
}

var midGameLine = []string{
	"s", "c2:1 c1", "s", "c4:1 c1", "c4 f4", "c3:1 c2", "s", "r f3", "w c4", "w c3", "c3:2 c2",
	"c2:4 c3", "s", "c1:3 c2", "s", "s", "s", "s", "w c2", "s", "s", "s", "s", "s", "s", "w c3",
	"s", "s", "s", "s", "w c1", "s",
}

func BenchmarkAppendMoves(b *testing.B) {
	g := midGame(b)
	p := g.Position()
	buf := make([]Move, 0, 64)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		buf = p.AppendMoves(buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "moves")
}

func BenchmarkPlayUndo(b *testing.B) {
	g := midGame(b)
	moves := g.Moves()
	b.ReportAllocs()
	b.ResetTimer()
	i := 0
	for range b.N {
		m := moves[i%len(moves)]
		i++
		if err := g.Play(m); err != nil {
			b.Fatal(err)
		}
		if err := g.Undo(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDeal(b *testing.B) {
	b.ReportAllocs()
	var n uint64
	for range b.N {
		if _, err := DealFromNumber(n%NumDeals, Draw3); err != nil {
			b.Fatal(err)
		}
		n++
	}
}

func BenchmarkDealCode(b *testing.B) {
	b.ReportAllocs()
	for range b.N {
		if _, err := Deal("CF1-D3-AAAAACL"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDescribe words a mid-game board, as a screen reader's page and
// the terminal's describe do after every action.
func BenchmarkDescribe(b *testing.B) {
	g := midGame(b)
	for _, l := range []Language{English, Danish} {
		b.Run(l.String(), func(b *testing.B) {
			b.ReportAllocs()
			for range b.N {
				_ = g.Describe(l)
			}
		})
	}
}

// BenchmarkExplain words a refused move and an unreadable card, as the
// terminal and the server do for every mistake a player makes.
func BenchmarkExplain(b *testing.B) {
	g := midGame(b)
	errs := []error{
		g.Play(NewMove(Reserve, Foundation1, 1)),
		func() error { _, err := g.ParseInput("zz", Danish); return err }(),
	}
	for _, err := range errs {
		if err == nil {
			b.Fatal("no error to explain")
		}
	}
	for _, l := range []Language{English, Danish} {
		b.Run(l.String(), func(b *testing.B) {
			b.ReportAllocs()
			for range b.N {
				for _, err := range errs {
					_ = Explain(err, l)
				}
			}
		})
	}
}

// BenchmarkParseInput reads what a player types: moves in the notation and
// its two-key forms, cards in letters, and a card by its name.
func BenchmarkParseInput(b *testing.B) {
	g, err := Deal("CF1-D3-AAAAAAQ")
	if err != nil {
		b.Fatal(err)
	}
	inputs := []struct {
		text string
		lang Language
	}{{"r c2", English}, {"42", English}, {"c4:1 c2", English}, {"9s", English}, {"9s c2", Danish}, {"spar 9", Danish}, {"9 of spades c2", English}}
	b.ReportAllocs()
	for b.Loop() {
		for _, in := range inputs {
			g.ParseInput(in.text, in.lang)
		}
	}
}
