package solve_test

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

func ExampleSolve() {
	g, err := canfield.Deal("CF1-D3-AAAAACL")
	if err != nil {
		panic(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	r, err := solve.Solve(ctx, g, solve.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Verdict)
	// The line replays to a win.
	for _, m := range r.Line {
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	fmt.Println(g.Won())
	// Output:
	// won
	// true
}

func ExampleStuck() {
	// In CF1-D3-AAAAAAR only 7♥ can move, after eleven taps on the stock;
	// once it is on its foundation nothing else can.
	g, err := canfield.Deal("CF1-D3-AAAAAAR")
	if err != nil {
		panic(err)
	}
	fmt.Println(solve.Stuck(g))
	for _, text := range []string{"s", "s", "s", "s", "s", "s", "s", "s", "s", "s", "s", "w f3"} {
		m, err := g.ParseMove(text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			panic(err)
		}
	}
	fmt.Println(solve.Stuck(g))
	// Output:
	// false
	// true
}

// A server keeps each game behind a lock and plays it from whichever
// goroutine serves a request: the Watcher needs no goroutine of the game's
// own. Watch, every action and Close run with the lock held; OnUpdate hands
// each verdict over without waiting. A verdict counts only while its
// Revision is the game's: here a client waits for the one about the board
// it shows.
func ExampleWatch_server() {
	g, err := canfield.Deal("CF1-D3-AAAAAAJ")
	if err != nil {
		panic(err)
	}
	var mu sync.Mutex // guards g
	updates := make(chan solve.Update, 64)
	mu.Lock()
	w := solve.Watch(g, solve.WatchOptions{
		Budget: 10 * time.Second,
		OnUpdate: func(u solve.Update) {
			select {
			case updates <- u:
			default: // nobody is listening: Latest keeps the newest
			}
		},
	})
	mu.Unlock()

	// play is a request handler: it plays the moves under the lock.
	play := func(moves ...string) {
		mu.Lock()
		defer mu.Unlock()
		for _, text := range moves {
			m, err := g.ParseMove(text)
			if err == nil {
				err = g.Play(m)
			}
			if err != nil {
				panic(err)
			}
		}
	}
	// verdict waits for the verdict on the position the game is in now,
	// dropping those about positions that are gone.
	verdict := func() solve.Verdict {
		for u := range updates {
			mu.Lock()
			fresh := u.Revision == g.View().Revision
			mu.Unlock()
			if fresh {
				return u.Verdict
			}
		}
		return solve.Unknown
	}

	fmt.Println("the deal:", verdict())
	play("s", "s", "s", "s", "s", "s", "s", "w f1", "s", "s", "w f1", "c3:1 c1")
	fmt.Println("after 12 actions:", verdict())
	play("c3 f1") // 7♣ up: column 3 empties and takes 5♦ from the reserve
	fmt.Println("after c3 f1:", verdict())

	mu.Lock()
	w.Close()
	mu.Unlock()
	// Output:
	// the deal: won
	// after 12 actions: won
	// after c3 f1: lost
}

// A game thrown away some actions back, and watched from there: the
// Watcher proves the position lost, then looks back along the game for the
// action that lost it, sending an update after each search, until
// Loss.Searching is false.
func ExampleLoss() {
	g, err := canfield.Deal("CF1-D3-AAAAAAJ")
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"s", "s", "s", "s", "s", "s", "s", "w f1", "s", "s", "w f1", "c3:1 c1", "c3 f1", "s", "s"} {
		m, err := g.ParseMove(text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			panic(err)
		}
	}
	settled := make(chan solve.Update, 1)
	w := solve.Watch(g, solve.WatchOptions{
		Budget: 10 * time.Second,
		OnUpdate: func(u solve.Update) {
			if u.Verdict != solve.Lost || !u.Loss.Searching {
				select {
				case settled <- u:
				default: // OnUpdate never waits
				}
			}
		},
	})
	defer w.Close()
	u := <-settled
	if u.Verdict == solve.Lost && u.Loss.Exact {
		fmt.Printf("no longer winnable since action %d: undo %d\n", u.Loss.Action, u.Loss.Undos)
	}
	// Output:
	// no longer winnable since action 13: undo 3
}

// On the draw-1 deal CF1-D1-BAPTCQE, with the stock untouched, a hint that
// sees every card knows the stock's top card goes up at once (foundation 4
// is diamonds, start rank 5: it is the 5♦); a fair hint only knows that a
// tap is the best start in most arrangements of the cards not yet seen,
// and its line stops where the tap turns a card up.
func ExampleFairSuggest() {
	g, err := canfield.Deal("CF1-D1-BAPTCQE")
	if err != nil {
		panic(err)
	}
	sg, err := solve.Suggest(context.Background(), g, solve.Options{MaxNodes: solve.DefaultHintNodes})
	if err != nil {
		panic(err)
	}
	fmt.Println("seeing every card:", sg.Line[:2], sg.Verdict)
	fair, err := solve.FairSuggest(context.Background(), g, solve.FairOptions{})
	if err != nil {
		panic(err)
	}
	fmt.Println("fair:", fair.Line, fair.Verdict, fair.Wins, "of", fair.Samples, "arrangements")
	// Output:
	// seeing every card: [s w f4] won
	// fair: [s] unknown 14 of 16 arrangements
}
