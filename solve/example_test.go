package solve_test

import (
	"context"
	"fmt"
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
