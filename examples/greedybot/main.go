// Greedybot plays a whole game of a given code with a simple greedy rule
// and prints how it ended.
//
//	go run ./examples/greedybot CF1-D1-AAAAACL
//
// Each turn it asks the game for its legal moves (Moves), picks the first
// of the most useful kind, plays it (Play), and stops when the game is won
// (Won) or when it can make no more progress.
package main

import (
	"fmt"
	"os"

	"github.com/canfield-go/canfield"
)

func main() {
	code := "CF1-D1-AAAAACL"
	if len(os.Args) > 1 {
		code = os.Args[1]
	}
	g, err := canfield.Deal(code)
	if err != nil {
		fmt.Fprintln(os.Stderr, "greedybot:", err)
		os.Exit(2)
	}
	actions := play(g)
	result := "stuck"
	if g.Won() {
		result = "won"
	}
	fmt.Printf("%s: %s after %d actions, score %d\n", g.Code(), result, actions, g.Score())
	fmt.Println(g.Describe(canfield.English))
}

// play plays g until it is won or the bot is stuck, and returns how many
// actions it played.
//
// Every move the bot makes other than a stock tap is progress that cannot
// be undone by the bot's own rule: a card goes up to a foundation, or the
// reserve, the stock or the waste loses a card. So the game can only go
// round in circles through the stock, and a whole pass through it with
// nothing played means the next pass would see the same cards again: the
// bot stops there.
func play(g *canfield.Game) int {
	actions := 0
	playedThisPass := false
	for !g.Won() {
		m, ok := choose(g)
		if !ok {
			return actions // no legal move at all
		}
		if m.IsStockTap() && len(g.Stock()) == 0 { // a recycle (R6.2)
			if !playedThisPass {
				return actions
			}
			playedThisPass = false
		}
		if err := g.Play(m); err != nil {
			panic(err) // Moves lists only legal moves
		}
		actions++
		if !m.IsStockTap() {
			playedThisPass = true
		}
	}
	return actions
}

// choose picks the most useful legal move: a card to its foundation; then
// the reserve's card to a column; then the waste's; then a whole column
// onto another, which empties it for the reserve to refill (R3.4); and
// last a tap on the stock. It never takes a card back from a foundation.
func choose(g *canfield.Game) (canfield.Move, bool) {
	moves := g.Moves()
	rules := []func(canfield.Move) bool{
		func(m canfield.Move) bool { return m.To().IsFoundation() },
		func(m canfield.Move) bool { return m.From() == canfield.Reserve },
		func(m canfield.Move) bool { return m.From() == canfield.Waste },
		func(m canfield.Move) bool {
			from, to := m.From(), m.To()
			return from.IsColumn() && to.IsColumn() && len(g.Reserve()) > 0 &&
				m.Count() == len(g.Column(from.Index())) && len(g.Column(to.Index())) > 0
		},
		func(m canfield.Move) bool { return m.IsStockTap() },
	}
	for _, rule := range rules {
		for _, m := range moves {
			if rule(m) {
				return m, true
			}
		}
	}
	return canfield.Move{}, false
}
