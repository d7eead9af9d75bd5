package web

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/atomicfile"
	"github.com/canfield-go/canfield/internal/catalog"
	"github.com/canfield-go/canfield/solve"
)

// A damaged save is never lost silently: the store keeps its file as it
// was (<id>.txt.bad, .bad.2, …), the game goes on from its good part or,
// where its deal cannot be read, from a new deal under the same id, and
// the player is told until they dismiss the notice, which
// <id>.damaged.json keeps across restarts.

// Damaged is the notice of a damaged save that every State carries until
// the player dismisses it (State.Damaged).
type Damaged struct {
	// Resumed reports that the game goes on from the save's good part;
	// false, that its deal could not be read and a new deal took its place.
	Resumed bool `json:"resumed"`
	// Kept is the actions of the good part; Lost the action lines of the
	// save that could not be read or played (for a deal that could not be
	// read, all of them).
	Kept int `json:"kept"`
	Lost int `json:"lost"`
	// Reason is what was wrong, as canfield.Explain tells it in Message.
	Reason  canfield.Reason `json:"reason,omitempty"`
	Message string          `json:"message"` // the notice, in the request's language
	Record  string          `json:"record"`  // where to download the damaged save: /api/damaged
}

// notice is what <id>.damaged.json keeps of a damaged save until the
// player dismisses it.
type notice struct {
	Resumed bool            `json:"resumed"`
	Kept    int             `json:"kept"`
	Lost    int             `json:"lost"`
	Reason  canfield.Reason `json:"reason,omitempty"`
	// Why is what was wrong, as a clause in each language.
	Why struct {
		En string `json:"en"`
		Da string `json:"da"`
	} `json:"why"`
	File string `json:"file"` // the damaged save's name in the store's directory
}

func (s *store) noticePath(id string) string { return filepath.Join(s.dir, id+".damaged.json") }

// newNotice returns the notice of a damaged save, of whose good part good
// is the game, or nil.
func newNotice(d *damagedError, good *canfield.Game) *notice {
	n := &notice{Resumed: good != nil, Lost: d.lost, Reason: reasonOf(d.err), File: filepath.Base(d.keptAs)}
	if good != nil {
		n.Kept = len(good.Record().Moves)
	}
	n.Why.En = catalog.Clause(canfield.Explain(d.err, canfield.English))
	n.Why.Da = catalog.Clause(canfield.Explain(d.err, canfield.Danish))
	return n
}

// damaged returns the notice as the API shows it, in language l.
func (n *notice) damaged(l canfield.Language) *Damaged {
	why := n.Why.En
	if l == canfield.Danish {
		why = n.Why.Da
	}
	var text string
	switch {
	case !n.Resumed:
		text = tr(l, "The saved game could not be read, so a new deal takes its place (%s).", why)
	case n.Lost == 0:
		text = tr(l, "The saved game was damaged, but nothing was lost (%s).", why)
	case n.Kept == 0 && n.Lost == 1:
		text = tr(l, "The saved game was damaged: it goes on from its deal, and 1 action was lost (%s).", why)
	case n.Kept == 0:
		text = tr(l, "The saved game was damaged: it goes on from its deal, and %d actions were lost (%s).", n.Lost, why)
	case n.Lost == 1:
		text = tr(l, "The saved game was damaged: it goes on from its last good action, and 1 later action was lost (%s).", why)
	default:
		text = tr(l, "The saved game was damaged: it goes on from its last good action, and %d later actions were lost (%s).", n.Lost, why)
	}
	return &Damaged{
		Resumed: n.Resumed, Kept: n.Kept, Lost: n.Lost, Reason: n.Reason,
		Message: text + " " + tr(l, "The damaged record is kept as it was, to download."),
		Record:  "/api/damaged",
	}
}

// readNotice returns the notice kept for id, or nil. A notice that cannot
// be read is logged and moved aside: the damaged save it told of is still
// there to download, and the game goes on.
func (s *Server) readNotice(id string) *notice {
	path := s.store.noticePath(id)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	var n notice
	if err == nil {
		err = json.Unmarshal(data, &n)
	}
	if err != nil {
		kept, moveErr := atomicfile.MoveAside(path, ".bad")
		s.opts.Log.Error("notice unreadable", "game", id, "err", err, "kept", kept, "moveErr", moveErr)
		return nil
	}
	return &n
}

// afterDamage makes the entry's game of a damaged save: its good part, or
// where there is none a new deal of the save's draw mode, with the notice,
// kept on the disk. e.mu is held.
func (s *Server) afterDamage(e *entry, good *canfield.Game, sv saved, d *damagedError) (*canfield.Game, saved) {
	s.opts.Log.Warn("damaged save", "game", e.id, "kept", d.keptAs, "err", d.err)
	n := newNotice(d, good)
	if good == nil {
		good = s.replacementDeal(d.mode)
		sv = saved{epoch: sv.epoch + 1, revision: good.Revision(), start: good.Revision()}
	}
	data, err := json.Marshal(n)
	if err == nil {
		err = s.store.writeFile(s.store.noticePath(e.id), data)
	}
	if err != nil {
		// The game goes on all the same: its save is gone from its place,
		// and only the game in memory keeps the id's game. The notice is
		// told as long as the server runs.
		s.opts.Log.Error("save notice", "game", e.id, "err", err)
	}
	e.notice = n
	return good, sv
}

// replacementDeal deals the game that takes the place of a save whose
// deal could not be read: a random deal proved winnable, as New game
// deals, or a random deal if no solver proves one soon.
func (s *Server) replacementDeal(mode canfield.DrawMode) *canfield.Game {
	const wait = 5 * time.Second
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	if s.acquireSolver(ctx, wait) {
		g, _, err := solve.RandomWinnable(ctx, mode)
		s.releaseSolver()
		if err == nil {
			return g
		}
	}
	return canfield.NewGame(mode)
}

// dismissBody is what POST /api/damaged/dismiss reads.
type dismissBody struct {
	common
}

// handleDismiss takes the notice of a damaged save away: the player has
// read it. The damaged save itself stays, to download.
func (s *Server) handleDismiss(q *request) {
	var b dismissBody
	if !q.decode(&b, maxBody) {
		return
	}
	e := s.game(q)
	if e == nil {
		return
	}
	defer e.mu.Unlock()
	if e.notice != nil {
		if err := os.Remove(s.store.noticePath(e.id)); err != nil && !errors.Is(err, os.ErrNotExist) {
			s.internal(q.w, q.lang, err, "game", e.id)
			return
		}
		e.notice = nil
		e.changed()
	}
	writeJSON(q.w, http.StatusOK, s.state(e, q.lang))
}

// deckTag matches a record's Deck tag, however damaged the rest: it names
// every card, face down too (R2.3).
var deckTag = regexp.MustCompile(`(?im)^\s*\[\s*deck\b`)

// handleDamaged sends the text of the player's damaged save as it was: the
// one the notice is about, else the newest the player has.
func (s *Server) handleDamaged(q *request) {
	e := s.game(q)
	if e == nil {
		return
	}
	name := ""
	if e.notice != nil {
		name = e.notice.File
	}
	e.mu.Unlock()
	if name == "" {
		name = s.store.newestDamaged(q.id)
	}
	var text []byte
	err := os.ErrNotExist
	if name != "" {
		text, err = os.ReadFile(filepath.Join(s.store.dir, name))
	}
	switch {
	case errors.Is(err, os.ErrNotExist):
		fail(q.w, http.StatusNotFound, KindNoDamaged, tr(q.lang, "There is no damaged save for this browser."))
		return
	case err != nil:
		s.internal(q.w, q.lang, err, "game", q.id)
		return
	case deckTag.Match(text):
		fail(q.w, http.StatusUnprocessableEntity, KindDeckRecord, tr(q.lang, "This game was dealt from a deck, not a code: its record would show the face-down cards, so it is not sent. The record it was loaded from holds its deal."))
		return
	}
	h := q.w.Header()
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="canfield-damaged.txt"`)
	h.Set("Cache-Control", "no-store")
	q.w.Write(text)
}

// newestDamaged returns the name of the newest damaged save kept for id,
// or "".
func (s *store) newestDamaged(id string) string {
	names, _ := filepath.Glob(filepath.Join(s.dir, id+".txt.bad*"))
	newest, best := "", 0
	for _, path := range names {
		name := filepath.Base(path)
		n := 1
		if rest, ok := strings.CutPrefix(name, id+".txt.bad."); ok {
			var err error
			if n, err = strconv.Atoi(rest); err != nil {
				continue
			}
		} else if name != id+".txt.bad" {
			continue
		}
		if n > best {
			newest, best = name, n
		}
	}
	return newest
}
