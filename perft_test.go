package canfield

import (
	"fmt"
	"testing"
)

// perftDepth is how deep TestPerft counts: the issue asks for 1–4, and
// depths 5 and 6 reach far more rules (refills, recycles, take-backs) for
// little time.
const perftDepth = 6

// perft counts the distinct action sequences of the given depth, as chess
// engines do: one number that changes when any rule of move generation
// does.
func perft(t *testing.T, g *Game, depth int, bufs [][]Move) int {
	if depth == 0 {
		return 1
	}
	moves := g.state.appendMoves(bufs[depth][:0])
	if depth == 1 {
		return len(moves)
	}
	total := 0
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			t.Fatalf("Play(%v) of a listed move: %v", m, err)
		}
		total += perft(t, g, depth-1, bufs)
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	return total
}

func TestPerft(t *testing.T) {
	for _, tc := range []struct {
		code string
		line []string // actions played before counting
		want []int    // depths 1 to perftDepth
	}{
		{"CF1-D3-AAAAACL", nil, []int{3, 11, 43, 171, 683, 2609}},
		{"CF1-D1-AAAAAAA", nil, []int{3, 10, 31, 95, 261, 751}},
		{"CF1-D3-ZZZZZZZ", nil, []int{3, 10, 30, 90, 229, 610}},
		{"CF1-D3-AAAAACL", midGameLine, []int{6, 29, 128, 553, 2391, 10360}},
	} {
		g, err := Deal(tc.code)
		if err != nil {
			t.Fatal(err)
		}
		for _, text := range tc.line {
			play(t, g, text)
		}
		bufs := make([][]Move, perftDepth+1)
		var got []int
		for depth := 1; depth <= perftDepth; depth++ {
			got = append(got, perft(t, g, depth, bufs))
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("perft(%s, 1…6) = %v, want %v", tc.code, got, tc.want)
		}
	}
}
