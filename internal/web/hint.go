package web

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// Hint is the answer of /api/hint: the action to play next, from what the
// player has seen (package solve's FairSuggest), or with peek=1 in the
// query from every card (Suggest).
type Hint struct {
	Move  string `json:"move"`            // the action, in canonical notation: "c2:2 c4", "s"
	From  string `json:"from"`            // its source pile: "c2", "s"
	To    string `json:"to"`              // its destination pile: "c4", "w"
	Count int    `json:"count,omitempty"` // how many cards it moves, for a move of cards
	// For a stock tap that starts a winning line: Taps is how many taps
	// the line makes in a row, and Then the move they make possible, a
	// move of the waste's top card ("w c2", "w f1"). The card is not
	// named: it is face down until the taps turn it (R2.3). A hint from
	// the cards seen has neither: its line stops at the first tap that
	// turns a card face up, and a tap that turns the waste over leaves no
	// card on the waste to move.
	Taps int    `json:"taps,omitempty"`
	Then string `json:"then,omitempty"`
	// Verdict is what the search found about the position: "won",
	// "lost" or "unknown", always "unknown" for a hint from the cards
	// seen; Safe that the move keeps every chance the game has (see
	// solve.Suggestion).
	Verdict solve.Verdict `json:"verdict"`
	Safe    bool          `json:"safe"`
	// For a hint from the cards seen: how many arrangements of the cards
	// never seen it drew (Samples), and in how many of them the move wins
	// (Wins).
	Wins    int `json:"wins,omitempty"`
	Samples int `json:"samples,omitempty"`
	// Text is the hint in words, in the request's language.
	Text     string `json:"text"`
	Epoch    uint64 `json:"epoch"` // with Revision, the board the hint is for (see State)
	Revision uint64 `json:"revision"`
}

// A hint's search is bounded in time, in positions (DefaultHintNodes, or
// FairSuggest's defaults) and in memory, so that MaxSolvers of them at
// once stay within the machine.
const (
	hintTime   = 3 * time.Second
	hintMemory = 256 << 20
)

func (s *Server) handleHint(q *request) {
	peek := q.r.URL.Query().Get("peek") == "1"
	e := s.game(q)
	if e == nil {
		return
	}
	g := e.game.Clone() // the search reads a copy; the game goes on meanwhile
	epoch, rev := e.epoch, e.revision()
	var known []canfield.Move
	if peek && e.watcher != nil {
		if v, line := e.watcher.Known(e.game.Position()); v == solve.Won {
			known = line
		}
	}
	e.mu.Unlock()
	sg, ok := s.suggest(q, e, g, peek)
	if !ok {
		return
	}
	if sg.Verdict != solve.Won && len(known) > 0 {
		// The live verdict's longer search has found a winning line
		// from here that the hint's quick one did not. The Watcher keeps
		// the rest of its line for every position along it, so hints
		// that follow it stay on it.
		sg = solve.Suggestion{Move: known[0], Verdict: solve.Won, Line: known, Safe: true}
	}
	h := hintOf(g, sg, q.lang)
	h.Epoch, h.Revision = epoch, rev
	writeJSON(q.w, http.StatusOK, h)
}

// suggest runs a hint's search on g, a copy of e's game: from the cards
// the player has seen, or with peek from every card. It reports false
// when it has answered the request with a refusal instead.
func (s *Server) suggest(q *request, e *entry, g *canfield.Game, peek bool) (solve.Suggestion, bool) {
	ctx, cancel := context.WithTimeout(q.r.Context(), hintTime)
	defer cancel()
	if !s.acquireSolver(ctx, hintTime) {
		fail(q.w, http.StatusServiceUnavailable, KindBusy, tr(q.lang, "The server is busy: try again in a moment."))
		return solve.Suggestion{}, false
	}
	var sg solve.Suggestion
	var err error
	if peek {
		sg, err = solve.Suggest(ctx, g, solve.Options{MaxNodes: solve.DefaultHintNodes, MaxMemory: hintMemory})
	} else {
		sg, err = solve.FairSuggest(ctx, g, solve.FairOptions{Options: solve.Options{MaxMemory: hintMemory}})
	}
	s.releaseSolver()
	switch {
	case g.Won():
		fail(q.w, http.StatusUnprocessableEntity, KindNoMove, tr(q.lang, "The game is won: there is nothing left to play."))
	case errors.Is(err, solve.ErrNoMove) && peek:
		fail(q.w, http.StatusUnprocessableEntity, KindNoMove, tr(q.lang, "There is no move to suggest."))
	case errors.Is(err, solve.ErrNoMove):
		fail(q.w, http.StatusUnprocessableEntity, KindNoMove, tr(q.lang, "There is no move to suggest from the cards seen."))
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled):
		// FairSuggest decided no arrangement in time: the machine is
		// that busy, or the player left.
		fail(q.w, http.StatusServiceUnavailable, KindBusy, tr(q.lang, "The server is busy: try again in a moment."))
	case err != nil:
		s.internal(q.w, q.lang, err, "game", e.id, "in", "hint")
	default:
		return sg, true
	}
	return solve.Suggestion{}, false
}

// hintOf words a suggestion for the game it was made for.
func hintOf(g *canfield.Game, sg solve.Suggestion, l canfield.Language) Hint {
	m := sg.Move
	h := Hint{
		Move: m.String(), From: m.From().String(), To: m.To().String(),
		Count: m.Count(), Verdict: sg.Verdict, Safe: sg.Safe,
		Wins: sg.Wins, Samples: sg.Samples,
	}
	var what string
	switch {
	case m.IsStockTap():
		taps := 0
		for taps < len(sg.Line) && sg.Line[taps].IsStockTap() {
			taps++
		}
		if taps == len(sg.Line) || sg.Line[taps].From() != canfield.Waste {
			// No move of the waste's top card follows: the tap alone.
			// FairSuggest's line, unlike Suggest's, may turn the waste
			// over before a move of the columns, which no tap is for.
			what = tapsText(l, g, 0)
			break
		}
		then := sg.Line[taps]
		h.Taps, h.Then = taps, then.String()
		what = tr(l, "%s, then %s", tapsText(l, g, taps), wasteMoveText(l, then))
	case m.To().IsFoundation():
		what = tr(l, "%s to its foundation", cardOf(g, m).Name(l))
	case m.From().IsFoundation():
		what = tr(l, "take %s back onto %s", cardOf(g, m).Name(l), pileName(l, m.To()))
	case m.Count() > 1:
		what = tr(l, "%s onto %s (%d cards)", cardOf(g, m).Name(l), pileName(l, m.To()), m.Count())
	default:
		what = tr(l, "%s onto %s", cardOf(g, m).Name(l), pileName(l, m.To()))
	}
	var why string
	switch {
	case sg.Samples > 1:
		why = tr(l, "it wins in %d of %d ways the unseen cards may lie", sg.Wins, sg.Samples)
	case sg.Samples == 1:
		why = tr(l, "the cards seen show that it wins")
	case sg.Verdict == solve.Won && len(sg.Line) == 1:
		why = tr(l, "a winning line starts here (1 action)")
	case sg.Verdict == solve.Won:
		why = tr(l, "a winning line starts here (%d actions)", len(sg.Line))
	case sg.Verdict == solve.Lost:
		why = tr(l, "but this game can no longer be won")
	case sg.Safe:
		why = tr(l, "no win found in time, but the move keeps every chance")
	default:
		why = tr(l, "no win found in time")
	}
	h.Text = tr(l, "Hint: %s, %s.", what, why)
	return h
}

// tapsText says to tap the stock n times (n 0 or 1: once), or to turn the
// waste over when the stock is empty.
func tapsText(l canfield.Language, g *canfield.Game, n int) string {
	switch {
	case n > 1:
		return tr(l, "tap the stock %d times", n)
	case len(g.Stock()) == 0:
		return tr(l, "turn the waste over")
	}
	return tr(l, "tap the stock")
}

// wasteMoveText words a move of the waste's top card without naming it.
func wasteMoveText(l canfield.Language, m canfield.Move) string {
	card := tr(l, "play the waste's top card")
	if m.To().IsFoundation() {
		return tr(l, "%s to its foundation", card)
	}
	return tr(l, "%s onto %s", card, pileName(l, m.To()))
}

// cardOf returns the card a move of cards carries first: the bottom card
// of the run it moves.
func cardOf(g *canfield.Game, m canfield.Move) canfield.Card {
	pos := g.Position()
	pile := pos.AppendPile(nil, m.From())
	if k := len(pile) - max(m.Count(), 1); k >= 0 {
		return pile[k]
	}
	return 0
}
