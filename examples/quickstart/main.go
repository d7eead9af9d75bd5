// Quickstart deals a game from its code, plays a few moves, takes one back
// and prints the board.
//
//	go run ./examples/quickstart
package main

import (
	"fmt"
	"log"
	"strings"

	"github.com/canfield-go/canfield"
)

func main() {
	// A code gives the same deal on every machine (R8.5).
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("Game", g.Code())
	printBoard(g)

	// Moves are written as source and destination; ParseMove also reads
	// the short forms ("r f": the reserve to its foundation). The last one
	// is illegal: Play refuses it, says why, and changes nothing.
	for _, text := range []string{"c2 c1", "r f", "r f", "s", "w f"} {
		m, err := g.ParseMove(text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			fmt.Println("refused:", err)
			continue
		}
		fmt.Printf("played %-6v score %d\n", m, g.Score())
	}

	// Undo takes back the last action, here the draw.
	if err := g.Undo(); err != nil {
		log.Fatal(err)
	}
	fmt.Println("undone: the draw")
	printBoard(g)
	fmt.Println("legal moves:", g.Moves())

	// Describe says the same in words, as a screen reader would (R10).
	fmt.Println(g.Describe(canfield.English))
}

// printBoard prints every pile from the game's accessors, top card last.
func printBoard(g *canfield.Game) {
	fmt.Printf("stock %d  waste %s  reserve %d %s\n",
		len(g.Stock()), top(g.Waste()), len(g.Reserve()), top(g.Reserve()))
	var foundations []string
	for i := 0; i < 4; i++ {
		foundations = append(foundations, top(g.Foundation(i)))
	}
	fmt.Printf("foundations (from %v) %s\n", g.StartRank(), strings.Join(foundations, " "))
	for i := 0; i < 4; i++ {
		fmt.Printf("c%d: %v\n", i+1, g.Column(i))
	}
}

// top returns the top card of a pile, or "--" for an empty one.
func top(cards []canfield.Card) string {
	if len(cards) == 0 {
		return "--"
	}
	return cards[len(cards)-1].String()
}
