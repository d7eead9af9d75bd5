package web

import "github.com/canfield-go/canfield/solve"

// The verdict states of the API (Verdict.State).
const (
	StateOff       = "off"       // not watched: the player hid the verdict, or no event stream asks for it
	StateBusy      = "busy"      // the server watches as many games as it may: no verdict for now
	StateThinking  = "thinking"  // the search of the position has not ended yet
	StateWinnable  = "winnable"  // some line of play wins from here
	StateLost      = "lost"      // no line of play wins from here; Undo says how far back one does
	StateUndecided = "undecided" // the search ended within its budget without deciding
)

// Verdict is the live verdict on a game as the API reports it.
type Verdict struct {
	State string `json:"state"` // one of the State constants
	// Undo is, for StateLost, how many undos lead back to the latest
	// position known to be winnable; 0 when no position within undo reach
	// is known to be.
	Undo int `json:"undo,omitempty"`
	// Revision is the game's revision the verdict is about.
	Revision uint64 `json:"revision"`
}

// verdictState returns the API's state for a verdict the Watcher reached.
func verdictState(v solve.Verdict) string {
	switch v {
	case solve.Won:
		return StateWinnable
	case solve.Lost:
		return StateLost
	}
	return StateUndecided
}
