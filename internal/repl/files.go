package repl

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/atomicfile"
	"github.com/canfield-go/canfield/internal/catalog"
)

// The state directory (internal/statedir) holds:
//
//	game.txt          the game being played, saved after every action
//	games/            the last games it replaced, one record each (games.go)
//	game.txt.bad      a save that could not be read whole, kept as it was;
//	                  game.txt.bad.2, .3, … for the next ones
//	settings.txt      Double-click, the language and the verdict (settings.go)
//	history           the command history of readline
//	web/              canfield-web's games, which the terminal never touches
//
// Every write is atomic (a temporary file, synced, renamed over the old
// one), no file that holds a game is overwritten by another game, and a
// damaged file is renamed aside, never replaced.
const (
	autosaveName = "game.txt"
	gamesDir     = "games"
	settingsName = "settings.txt"
	HistoryName  = "history" // the readline history of the command
)

// errOtherFile is save's refusal to write over a file that is not a save
// of the same deal.
type errOtherFile struct{ path string }

func (e errOtherFile) Error() string { return e.path + " holds another game, or no game" }

// saveGame writes the game's record to path, the save command's file. A
// file already there is overwritten only if it is a save of the same deal,
// an earlier moment of the same game, so that no save loses another game.
func saveGame(path string, g *canfield.Game) error {
	text, err := g.MarshalText()
	if err != nil {
		return err
	}
	// A file too big for a record holds no save of this game; one that
	// cannot be read, or is no file, is not written over either.
	switch old, err := readBoundedFile(path); {
	case err == nil && !sameDeal(old, g), errors.Is(err, errTooBig):
		return errOtherFile{path}
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return err
	}
	return atomicfile.Write(path, text, 0o644, atomicfile.Synced)
}

// sameDeal reports whether text is a record, whole or damaged, of g's deal.
func sameDeal(text []byte, g *canfield.Game) bool {
	rec, _, _, _ := canfield.RecoverRecord(string(text))
	if rec.Code != "" || g.Code() != "" {
		return strings.EqualFold(rec.Code, g.Code())
	}
	other := rec.Deck
	if len(other) == 0 {
		return false
	}
	deck := g.DealtDeck()
	for i := range deck {
		if i >= len(other) || other[i] != deck[i] {
			return false
		}
	}
	return len(other) == len(deck) && rec.Mode == g.DrawMode()
}

// readGame reads a saved game, whole or as much of it as is good: g is nil
// only when not even the deal can be read; err says what was damaged and
// lost how many actions were given up.
func readGame(text []byte) (g *canfield.Game, lost int, err error) {
	_, g, lost, err = canfield.RecoverRecord(string(text))
	return g, lost, err
}

// damagedText says that a file was damaged, what was wrong, and what was
// kept of it.
func damagedText(l canfield.Language, name string, err error, g *canfield.Game, lost int) string {
	return fmt.Sprintf(translate(l, "%s is damaged: %s."), name, catalog.Clause(canfield.Explain(err, l))) + "\n" +
		fmt.Sprintf(translate(l, "The game goes on from its last good action: %s kept, %s lost."), actionsIn(l, len(g.Record().Moves)), actionsIn(l, lost))
}
