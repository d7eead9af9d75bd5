package canfield_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/canfield-go/canfield"
)

// A listener hears every change as it happens. A game is dealt before
// anyone can listen, so the listener is first told the story so far.
func ExampleGame_Listen() {
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		panic(err)
	}
	logEvent := func(e canfield.Event) { fmt.Println(e) }
	for e := range g.Events() {
		logEvent(e) // the deal
	}
	stop := g.Listen(logEvent)
	defer stop()

	for _, text := range []string{"c2 c1", "r f", "s"} {
		m, err := g.ParseMove(text)
		if err != nil {
			panic(err)
		}
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	if err := g.Undo(); err != nil {
		panic(err)
	}
	// Output:
	// deal CF1-D3-AAAAACL
	// move c2:1 c1 K♣ score 0
	// refill c2 3♣ reserve 12
	// move r f4 10♣ +5 score 5
	// draw 6♦ Q♥ Q♣ stock 31
	// undo s 3 cards score 5
}

// A listener tells events apart with a type switch and may read the game,
// but not change it: a change is refused with ErrBusy.
func ExampleGame_Listen_typeSwitch() {
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		panic(err)
	}
	g.Listen(func(e canfield.Event) {
		switch e := e.(type) {
		case canfield.MoveEvent:
			fmt.Printf("%d card(s) from %v to %v, %d points\n", len(e.Cards), e.Move.From(), e.Move.To(), e.Points)
		case canfield.RefillEvent:
			fmt.Printf("%v refills %v; %d left in the reserve\n", e.Card, e.Column, e.Reserve)
		}
		if err := g.Undo(); errors.Is(err, canfield.ErrBusy) {
			fmt.Println("  (a listener cannot undo)")
		}
	})
	m, err := g.ParseMove("c2 c1")
	if err != nil {
		panic(err)
	}
	if err := g.Play(m); err != nil {
		panic(err)
	}
	// Output:
	// 1 card(s) from c2 to c1, 0 points
	//   (a listener cannot undo)
	// 3♣ refills c2; 12 left in the reserve
	//   (a listener cannot undo)
}

// Events tells a game's story from its deal: what a record holds, as events.
func ExampleGame_Events() {
	g, err := canfield.Deal("CF1-D1-AAAAACL")
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"c2 c1", "s", "s"} {
		m, _ := g.ParseMove(text)
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	if err := g.Undo(); err != nil { // an undone action is not in the story
		panic(err)
	}
	for e := range g.Events() {
		fmt.Println(e)
	}
	// Output:
	// deal CF1-D1-AAAAACL
	// move c2:1 c1 K♣ score 0
	// refill c2 3♣ reserve 12
	// draw 6♦ stock 33
}

// A game saves as its record: the deal and every action, one a line.
func ExampleGame_MarshalText() {
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"c2 c1", "r f", "r f", "s"} {
		m, _ := g.ParseMove(text)
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	text, err := g.MarshalText()
	if err != nil {
		panic(err)
	}
	fmt.Print(string(text))
	// Output:
	// [Code "CF1-D3-AAAAACL"]
	// [Draw "3"]
	// [Score "10"]
	//
	// 1. c2:1 c1
	// 2. r f4
	// 3. r f2
	// 4. s
}

// A Game is a JSON string: its record.
func ExampleGame_MarshalText_json() {
	type save struct {
		Player string
		Game   *canfield.Game
	}
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"c2 c1", "r f"} {
		m, _ := g.ParseMove(text)
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	data, err := json.Marshal(save{Player: "Ada", Game: g})
	if err != nil {
		panic(err)
	}
	fmt.Println(string(data))

	var back save
	if err := json.Unmarshal(data, &back); err != nil {
		panic(err)
	}
	fmt.Println(back.Player, back.Game.Code(), back.Game.Score())
	// Output:
	// {"Player":"Ada","Game":"[Code \"CF1-D3-AAAAACL\"]\n[Draw \"3\"]\n[Score \"5\"]\n\n1. c2:1 c1\n2. r f4\n"}
	// Ada CF1-D3-AAAAACL 5
}

// Loading a record replays every action; the game can be played on, and
// its last actions undone, as if it had never been saved.
func ExampleGame_UnmarshalText() {
	var g canfield.Game
	err := g.UnmarshalText([]byte(`[Code "CF1-D3-AAAAACL"]
1. c2 c1   ; short forms are read too
2. r f
3. r f
`))
	if err != nil {
		panic(err)
	}
	fmt.Println(g.Score(), g.UndosLeft(), g.Record().Moves)
	// Output:
	// 10 3 [c2:1 c1 r f4 r f2]
}

// A bad record is refused with the line and the action that are wrong.
func ExampleParseRecord() {
	_, _, err := canfield.ParseRecord(`[Code "CF1-D3-AAAAACL"]

1. c2 c1
2. r c1
`)
	fmt.Println(err)
	fmt.Println(errors.Is(err, canfield.ErrBadRecord), errors.Is(err, canfield.ErrIllegalMove))

	var re *canfield.RecordError
	if errors.As(err, &re) {
		fmt.Println("line", re.Line, "action", re.Action)
	}
	// Output:
	// bad game record: line 4, action 2 (2. r c1): r c1: 10♣ does not go on K♣: same colour (R5.1)
	// true true
	// line 4 action 2
}

// A Replay steps through a record for a viewer, in both directions.
func ExampleReplay() {
	rec, _, err := canfield.ParseRecord(`[Code "CF1-D3-AAAAACL"]
1. c2:1 c1
2. r f4
3. r f2
`)
	if err != nil {
		panic(err)
	}
	rp, err := canfield.NewReplay(rec)
	if err != nil {
		panic(err)
	}
	for rp.Next() {
		fmt.Println(rp.Pos(), rp.Action(rp.Pos()), "score", rp.Game().Score())
	}
	rp.Seek(1)
	fmt.Println("back to", rp.Pos(), "score", rp.Game().Score())
	fmt.Println(rp.Game().Describe(canfield.English))
	// Output:
	// 1 c2:1 c1 score 0
	// 2 r f4 score 5
	// 3 r f2 score 10
	// back to 1 score 0
	// Stock: 34 cards; waste empty; reserve: 12 cards, top: 10 of clubs. Foundations, start rank 10: diamonds up to and including 10 of diamonds (1), spades empty, hearts empty, clubs empty. column 1: ace of diamonds, king of clubs; column 2: 3 of clubs; column 3: 2 of diamonds; column 4: queen of diamonds.
}

// A save whose third action is not legal still gives back its first two,
// in its own draw mode.
func ExampleRecoverRecord() {
	damaged := `[Code "CF1-D1-AAAAAAQ"]
[Draw "1"]

1. c4:1 c2
2. r f2
3. r c2
4. s
`
	rec, g, lost, err := canfield.RecoverRecord(damaged)
	fmt.Println(canfield.Explain(err, canfield.English))
	fmt.Printf("%s draw %d: %d actions kept, %d lost\n", rec.Code, g.DrawMode().Cards(), len(g.Record().Moves), lost)
	// Output:
	// Bad game record: line 6, action 3 (3. r c2): 9 of clubs does not go on 9 of spades: same colour.
	// CF1-D1-AAAAAAQ draw 1: 2 actions kept, 2 lost
}
