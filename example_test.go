package canfield_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/canfield-go/canfield"
)

func ExampleDeal() {
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Code(), g.DrawMode().Cards(), "cards a tap")
	fmt.Println("start rank:", g.StartRank())
	fmt.Println("reserve top:", g.Reserve()[len(g.Reserve())-1], "of", len(g.Reserve()))
	for i := 0; i < 4; i++ {
		fmt.Printf("column %d: %v\n", i+1, g.Column(i))
	}
	fmt.Println("legal moves:", g.Moves())

	_, err = canfield.Deal("CF1-D2-AAAAACL")
	fmt.Println(err)
	// Output:
	// CF1-D3-AAAAACL 3 cards a tap
	// start rank: 10
	// reserve top: 3♣ of 13
	// column 1: [A♦]
	// column 2: [K♣]
	// column 3: [2♦]
	// column 4: [Q♦]
	// legal moves: [c2:1 c1 c4:1 c2 s]
	// bad game code "CF1-D2-AAAAACL": unknown draw mode "D2": want D1 or D3
}

func ExampleGame_Play() {
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	for _, text := range []string{"c2 c1", "r c4", "c4 c2", "s"} {
		m, err := g.ParseMove(text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			fmt.Printf("%-6s refused: %v (illegal: %v)\n", text, err, errors.Is(err, canfield.ErrIllegalMove))
			continue
		}
		fmt.Printf("%-6s played %v\n", text, m)
	}
	// Column 2 was emptied by the first move and refilled from the reserve (R3.4).
	fmt.Println(g.Column(0), g.Column(1), g.Waste(), g.Score())
	// Output:
	// c2 c1  played c2:1 c1
	// r c4   refused: r c4: 10♣ does not go on Q♦: it takes only J♠ or J♣ (R5.1) (illegal: true)
	// c4 c2  refused: c4 c2: no card of column 4 goes on 3♣: it takes only 2♥ or 2♦ (R5.1) (illegal: true)
	// s      played s
	// [A♦ K♣] [3♣] [6♦ Q♥ Q♣] 0
}

func ExampleGame_Tap() {
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	m, err := g.Tap(canfield.NewCard(canfield.King, canfield.Clubs))
	fmt.Println(m, err)
	_, err = g.Tap(canfield.NewCard(canfield.Ace, canfield.Spades))
	fmt.Println(err)
	// Output:
	// c2:1 c1 <nil>
	// A♠ is face down (R2.3)
}

func ExampleGame_Undo() {
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	_ = g.Play(canfield.StockTap())
	fmt.Println("waste:", g.Waste(), "stock:", len(g.Stock()))
	if err := g.Undo(); err != nil {
		fmt.Println(err)
	}
	fmt.Println("waste:", g.Waste(), "stock:", len(g.Stock()))
	fmt.Println(g.Undo())
	// Output:
	// waste: [6♦ Q♥ Q♣] stock: 31
	// waste: [] stock: 34
	// nothing to undo
}

func ExampleGame_Describe() {
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	fmt.Println(g.Describe(canfield.English))
	fmt.Println(g.Describe(canfield.Danish))
	// Output:
	// Stock: 34 cards; waste empty; reserve: 13 cards, top: 3 of clubs. Foundations, start rank 10: diamonds up to and including 10 of diamonds (1), spades empty, hearts empty, clubs empty. column 1: ace of diamonds; column 2: king of clubs; column 3: 2 of diamonds; column 4: queen of diamonds.
	// Stok: 34 kort; kasseret-bunke tom; reserve: 13 kort, øverst: klør 3. Fundamenter, startrang 10: ruder til og med ruder 10 (1), spar tom, hjerter tom, klør tom. kolonne 1: ruder es; kolonne 2: klør konge; kolonne 3: ruder 2; kolonne 4: ruder dame.
}

// The quick start of the README.
func Example() {
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		fmt.Println(err)
		return
	}
	m, _ := g.ParseMove("c2 c1")
	if err := g.Play(m); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Moves(), g.Score())
	fmt.Println(g.Describe(canfield.English))
	// Output:
	// [r f4 c3:1 c2 c4:1 c1 s] 0
	// Stock: 34 cards; waste empty; reserve: 12 cards, top: 10 of clubs. Foundations, start rank 10: diamonds up to and including 10 of diamonds (1), spades empty, hearts empty, clubs empty. column 1: ace of diamonds, king of clubs; column 2: 3 of clubs; column 3: 2 of diamonds; column 4: queen of diamonds.
}

// A Position is a value: a bot or a solver copies it to try a move, and
// asks it where cards are, without touching the game.
func ExamplePosition() {
	g, _ := canfield.Deal("CF1-D3-AAAAACL")
	p := g.Position()
	fmt.Println("reserve top:", p.Top(canfield.Reserve))
	pile, place := p.Find(canfield.NewCard(canfield.King, canfield.Clubs))
	fmt.Println("K♣ is in", pile, "at place", place)

	m, _ := g.ParseMove("c2 c1")
	fmt.Println(m, "legal:", p.CanPlay(m))
	try := p // a copy: p and g stay as they were
	if err := try.Play(m); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("column 1 after it:", try.Top(canfield.Column1), "on", try.Card(canfield.Column1, 0))
	fmt.Println("column 2 refilled from the reserve:", try.Top(canfield.Column2))
	fmt.Println("the game's column 1 is still", g.Column(0))
	// Output:
	// reserve top: 3♣
	// K♣ is in c2 at place 0
	// c2:1 c1 legal: true
	// column 1 after it: K♣ on A♦
	// column 2 refilled from the reserve: 3♣
	// the game's column 1 is still [A♦]
}

// A view holds what a player may see, ready for JSON: a server sends it
// to its client, which draws the board from it. The face-down cards are
// only counted.
func ExampleGame_View() {
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"c2 c1", "s"} {
		m, err := g.ParseMove(text)
		if err != nil {
			panic(err)
		}
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	data, err := json.MarshalIndent(g.View(), "", "  ")
	if err != nil {
		panic(err)
	}
	fmt.Println(string(data))
	// Output:
	// {
	//   "code": "CF1-D3-AAAAACL",
	//   "draw": "D3",
	//   "startRank": "10",
	//   "score": 0,
	//   "casinoNet": -47,
	//   "won": false,
	//   "reserveTop": "10C",
	//   "reserveCount": 12,
	//   "stockCount": 31,
	//   "wasteFan": [
	//     "6D",
	//     "QH",
	//     "QC"
	//   ],
	//   "wasteCount": 3,
	//   "foundations": [
	//     {
	//       "suit": "D",
	//       "top": "10D",
	//       "count": 1
	//     },
	//     {
	//       "suit": "S",
	//       "top": "",
	//       "count": 0
	//     },
	//     {
	//       "suit": "H",
	//       "top": "",
	//       "count": 0
	//     },
	//     {
	//       "suit": "C",
	//       "top": "",
	//       "count": 0
	//     }
	//   ],
	//   "columns": [
	//     [
	//       "AD",
	//       "KC"
	//     ],
	//     [
	//       "3C"
	//     ],
	//     [
	//       "2D"
	//     ],
	//     [
	//       "QD"
	//     ]
	//   ],
	//   "undosLeft": 2,
	//   "moves": [
	//     "r f4",
	//     "c3:1 c2",
	//     "c4:1 c1",
	//     "s"
	//   ],
	//   "revision": 2
	// }
}

// Explain words any error of the package for a player, here in Danish,
// with the cards named as the app names them and no rule numbers; Error
// stays English, for a log.
func ExampleExplain() {
	g, err := canfield.Deal("CF1-D3-AAAAAAQ")
	if err != nil {
		panic(err)
	}
	play := func(text string) error {
		m, err := g.ParseMove(text)
		if err != nil {
			return err
		}
		return g.Play(m)
	}
	_, tapped := g.Tap(canfield.NewCard(canfield.King, canfield.Hearts)) // face down in the stock
	_, dealt := canfield.Deal("CF1-D9-AAAAAAA")
	for _, err := range []error{play("r c2"), play("wf"), tapped, play("c9 c1"), dealt} {
		fmt.Println(canfield.Explain(err, canfield.Danish))
		fmt.Println("  log:", err)
	}
	// Output:
	// Klør 3 kan ikke lægges på hjerter 10: den tager kun imod spar 9 eller klør 9.
	//   log: r c2: 3♣ does not go on 10♥: it takes only 9♠ or 9♣ (R5.1)
	// Kasseret-bunken er tom.
	//   log: wf: the waste is empty
	// Hjerter konge ligger med bagsiden opad.
	//   log: K♥ is face down (R2.3)
	// Ugyldigt træk ”c9 c1”: ukendt kilde ”c9”: skriv r, w, f1–f4, c1–c4, c2:3 eller et kort.
	//   log: bad move "c9 c1": unknown source "c9": want r, w, f1–f4, c1–c4, c2:3 or a card
	// Ugyldig spilkode ”CF1-D9-AAAAAAA”: ukendt trækmåde ”D9”: skriv D1 eller D3.
	//   log: bad game code "CF1-D9-AAAAAAA": unknown draw mode "D9": want D1 or D3
}

// ParseMove reads the notation's short forms and the two-key forms;
// ParseInput reads what a player types, a move or a card or pile alone,
// which is tapped.
func ExampleGame_ParseInput() {
	g, err := canfield.Deal("CF1-D3-AAAAAAQ")
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"42", "rf"} {
		m, err := g.ParseMove(text)
		if err != nil {
			panic(err)
		}
		fmt.Println(text, "is", m)
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	for _, text := range []string{"r", "9S", "r", "w"} {
		m, err := g.ParseInput(text, canfield.English)
		if err == nil {
			if err = g.Play(m); err == nil {
				fmt.Println(text, "plays", m)
				continue
			}
		}
		fmt.Println(text, "refused:", canfield.Explain(err, canfield.English))
	}
	// Output:
	// 42 is c4:1 c2
	// rf is r f2
	// r refused: 9 of clubs has nowhere to go.
	// 9S plays c2 f2
	// r plays r c2
	// w refused: Nothing to tap: the waste is empty.
}

// A Danish player types cards in the Danish letters, suit and rank in
// either order: "kd" is klør dame.
func ExampleGame_ParseInput_danish() {
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"kk", "rd c2", "qc"} {
		m, err := g.ParseInput(text, canfield.Danish)
		if err != nil {
			fmt.Println(text+":", canfield.Explain(err, canfield.Danish))
			continue
		}
		fmt.Println(text, "plays", m)
	}
	// Output:
	// kk plays c2:1 c1
	// rd c2 plays c4:1 c2
	// qc: Ugyldigt kort ”qc”: ingen kulør: skriv s, h, r eller k (spar, hjerter, ruder, klør) eller ♠ ♥ ♦ ♣ ved rangen, som i kd (klør dame).
}
