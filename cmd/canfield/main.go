// Command canfield plays the patience game Canfield in the terminal.
//
//	canfield [-code CF1-D3-AAAAACL] [-draw 1|3] [-lang en|da] [-resume] [-save] [-no-color] [-ascii] [-screen]
//
// It deals a game at once and shows the board; moves are typed in the
// notation of package canfield ("r c2", "w f", "c2:2 c4", "s") or in its
// two-key forms ("r2", "wf", "24"), stock taps with a count ("s×3"), and
// help lists the commands. The board's last line says whether the game can still be
// won, from a search that runs in the background.
//
// With -screen, or after the command screen, the game is played on a
// screen of its own instead: the board stays in place on the terminal's
// alternate screen and is drawn again after each action, and single keys
// play, without Enter (r then 2 plays the reserve onto column 2; ? lists
// the keys).
//
// On a terminal the game is saved after every action, the games it replaces
// are kept, and canfield -resume continues it. When standard input is not
// a terminal, canfield reads commands line by line, writes a plain
// transcript, keeps nothing unless -save asks it to, and exits with status
// 1 if any command failed. SIGINT or SIGTERM ends it at once, with status
// 130: what it keeps is saved after every action already.
//
// Files live in $CANFIELD_STATE_DIR, else $XDG_STATE_HOME/canfield, else
// ~/.local/state/canfield. NO_COLOR turns colour off; CLICOLOR_FORCE turns
// it on when the output is not a terminal. Without a terminal, COLUMNS and
// LINES give the width and height to fit.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/canfield-go/canfield/internal/repl"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := repl.Main(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
