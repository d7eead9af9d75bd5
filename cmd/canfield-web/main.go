// Command canfield-web serves Canfield in the browser, played as the app
// plays it: tap or drag the cards, undo, ask a hint, and see live whether
// the game can still be won.
//
//	canfield-web [-addr 127.0.0.1:8080] [-state DIR] [-keep 180d] [-verdicts N]
//	             [-verdict-time 1s] [-verdict-positions 1000000] [-conns-per-addr 64]
//
// It prints the address to open. Each browser gets its own game, saved
// after every action in the web directory of the state directory: -state,
// else $CANFIELD_STATE_DIR, else $XDG_STATE_HOME/canfield, else
// ~/.local/state/canfield, the terminal's, whose saved game it never
// touches. The games of a player not seen for -keep are removed, with the
// player's statistics and damaged saves (0 keeps them for good). SIGINT or
// SIGTERM stops it gracefully, every game saved. The JSON API is described
// in the documentation of internal/web.
//
// -verdicts bounds the games whose live verdict is searched at once, by
// default 8 a core within half the machine's memory; beyond them, games
// take turns. -verdict-time and -verdict-positions bound each search of
// the live verdict (the Budget and MaxNodes of solve.WatchOptions): a
// position whose search reaches either may be left undecided. Bounded by
// positions alone, with a long -verdict-time, the verdict is the same on a
// fast machine and a slow one.
//
// -conns-per-addr bounds the connections one address holds open; a request
// whose headers or body take more than 10 s is cut off.
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
