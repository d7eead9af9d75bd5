// Eventlog turns a game's events into an animation script for a user
// interface: one instruction a line, in the order the changes happened.
//
//	go run ./examples/eventlog
package main

import (
	"fmt"
	"log"
	"strconv"
	"strings"

	"github.com/canfield-go/canfield"
)

func main() {
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		log.Fatal(err)
	}

	// The game was dealt before anyone listened: tell the script the story
	// so far (here, only the deal), then listen to what comes next.
	script := func(e canfield.Event) { fmt.Println(animate(e)) }
	for e := range g.Events() {
		script(e)
	}
	stop := g.Listen(script)
	defer stop()

	for _, text := range []string{"c2 c1", "r f", "r f", "r c3", "r f", "c3 c2", "s"} {
		m, err := g.ParseMove(text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			log.Fatal(err)
		}
	}
	// An undo is animated backwards: the script gets one event for it,
	// the refill it takes back included.
	for range 2 {
		if err := g.Undo(); err != nil {
			log.Fatal(err)
		}
	}
}

// animate returns the instruction for one event. Events carry the cards
// and piles involved, so the script needs nothing else from the game.
func animate(e canfield.Event) string {
	switch e := e.(type) {
	case canfield.DealEvent:
		d := e.Deck
		return fmt.Sprintf("deal: 13 cards to the reserve, %v on top; %v to foundation 1; %s to columns 1-4; 34 face down to the stock",
			d[12], d[13], cards(d[14:18]))
	case canfield.LoadEvent:
		return "redraw everything: a saved game was loaded"
	case canfield.MoveEvent:
		s := "slide " + cards(e.Cards) + " from " + pile(e.Move.From()) + " to " + pile(e.Move.To())
		if e.Points > 0 {
			s += "; score +" + strconv.Itoa(e.Points) + " = " + strconv.Itoa(e.Score)
		}
		return s
	case canfield.RefillEvent:
		return "slide " + e.Card.String() + " from the reserve to " + pile(e.Column) +
			"; reserve counter " + strconv.Itoa(e.Reserve)
	case canfield.DrawEvent:
		return "flip " + cards(e.Cards) + " from the stock to the waste; stock counter " + strconv.Itoa(e.Stock)
	case canfield.RecycleEvent:
		return "turn the waste over onto the stock; stock counter " + strconv.Itoa(e.Cards)
	case canfield.UndoEvent:
		m := e.Move
		var s string
		switch {
		case m.IsStockTap() && len(e.Cards) == 0:
			s = "rewind: turn the stock back over onto the waste"
		case m.IsStockTap():
			s = "rewind: flip " + cards(e.Cards) + " from the waste back to the stock"
		default:
			s = "rewind: slide " + cards(e.Cards) + " from " + pile(m.To()) + " back to " + pile(m.From())
		}
		if e.Refill.Valid() {
			s += ", after sliding " + e.Refill.String() + " from " + pile(m.From()) + " back to the reserve"
		}
		if e.Points != 0 {
			s += "; score " + strconv.Itoa(e.Points) + " = " + strconv.Itoa(e.Score)
		}
		return s
	case canfield.WinEvent:
		return "celebrate: won with " + strconv.Itoa(e.Score) + " points"
	}
	return "redraw everything: " + e.String()
}

func pile(p canfield.Pile) string {
	switch {
	case p == canfield.Stock:
		return "the stock"
	case p == canfield.Waste:
		return "the waste"
	case p == canfield.Reserve:
		return "the reserve"
	case p.IsFoundation():
		return "foundation " + strconv.Itoa(p.Index()+1)
	}
	return "column " + strconv.Itoa(p.Index()+1)
}

func cards(cs []canfield.Card) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.String()
	}
	return strings.Join(names, " ")
}
