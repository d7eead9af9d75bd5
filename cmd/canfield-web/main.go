// Command canfield-web serves Canfield in the browser, played as the app
// plays it: tap or drag the cards, undo, ask a hint, and see live whether
// the game can still be won.
//
//	canfield-web [-addr 127.0.0.1:8080] [-state DIR] [-verdict-time 1s] [-verdict-positions 1000000]
//
// It prints the address to open. Each browser gets its own game, saved
// after every action in the web directory of the state directory: -state,
// else $CANFIELD_STATE_DIR, else $XDG_STATE_HOME/canfield, else
// ~/.local/state/canfield, the terminal's, whose saved game it never
// touches. SIGINT or SIGTERM stops it gracefully, every game saved. The
// JSON API is described in the documentation of internal/web.
//
// -verdict-time and -verdict-positions bound each search of the live
// verdict (the Budget and MaxNodes of solve.WatchOptions): a position
// whose search reaches either may be left undecided. Bounded by positions
// alone, with a long -verdict-time, the verdict is the same on a fast
// machine and a slow one.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/canfield-go/canfield/internal/web"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := web.Main(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
