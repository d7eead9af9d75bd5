package web

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"strings"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// State is the answer of every endpoint that shows the game: what the
// player sees, in JSON with the library's stable names, the board in words
// and the live verdict.
type State struct {
	// Version orders the States of a player as they were made: a client
	// that gets them over several connections (the answers to its
	// actions, the event stream) keeps the one of the highest version.
	Version uint64 `json:"version"`
	// Epoch counts the games the player has started or loaded: with the
	// view's Revision, which a new game starts again from 0, it names a
	// board.
	Epoch       uint64        `json:"epoch"`
	View        canfield.View `json:"view"`
	Description string        `json:"description"` // Game.Describe in the request's language, for a screen reader
	Verdict     Verdict       `json:"verdict"`
	// Said is what the action did, a sentence each, in the request's
	// language: "Queen of clubs onto column 2." It is empty for a plain
	// look at the game.
	Said []string `json:"said,omitempty"`
	// Played is the action made, in canonical notation ("r c2", "s");
	// empty for an undo and for a plain look.
	Played string `json:"played,omitempty"`
	// Saved reports that the game is saved on the server as shown. When it
	// is false the game goes on and Warning says so; the server tries
	// again after the next action.
	Saved   bool   `json:"saved"`
	Warning string `json:"warning,omitempty"`
	// Damaged is the notice of a damaged save, until the player dismisses
	// it (POST /api/damaged/dismiss).
	Damaged *Damaged `json:"damaged,omitempty"`
}

// CookieName is the cookie that holds a browser's player id.
const CookieName = "canfield"

// Body limits: every request is small but a record, which holds one line
// an action.
const (
	maxBody       = 8 << 10
	maxRecordBody = 1 << 20
)

func (s *Server) routes() {
	s.mux = http.NewServeMux()
	s.mux.HandleFunc("/{$}", s.servePage)
	s.mux.HandleFunc("/static/{file}", s.serveAsset)
	s.mux.HandleFunc("/favicon.ico", s.serveFavicon)
	s.api("GET", "/api/view", s.handleView)
	s.api("POST", "/api/move", s.handleMove)
	s.api("POST", "/api/tap", s.handleTap)
	s.api("POST", "/api/undo", s.handleUndo)
	s.api("POST", "/api/new", s.handleNew)
	s.api("POST", "/api/load", s.handleLoad)
	s.api("GET", "/api/hint", s.handleHint)
	s.api("GET", "/api/record", s.handleRecord)
	s.api("GET", "/api/stats", s.handleStats)
	s.api("GET", "/api/damaged", s.handleDamaged)
	s.api("POST", "/api/damaged/dismiss", s.handleDismiss)
	s.api("GET", "/api/events", s.handleEvents)
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusNotFound, KindNotFound, tr(requestLanguage(r, ""), "No such page."))
	})
}

// A request of the API, once its checks have passed.
type request struct {
	w    http.ResponseWriter
	r    *http.Request
	id   string // the player's id from the cookie; "" for none
	lang canfield.Language
}

// api registers an endpoint of the API: one method, checked; the rate
// limits; for a POST the cross-origin checks and the JSON body's type.
func (s *Server) api(method, path string, h func(*request)) {
	s.mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
		q := &request{w: w, r: r, lang: requestLanguage(r, "")}
		if r.Method == http.MethodPost {
			// The body must arrive within BodyTimeout; the server lifts
			// the deadline once it has read all of it, or read what a
			// refused request left. A GET has no body, and its
			// connection no deadline while it is served: an event stream
			// lasts.
			http.NewResponseController(w).SetReadDeadline(time.Now().Add(s.opts.BodyTimeout))
		}
		// The address's limit comes first, before the id is looked at:
		// made-up ids are limited as any other request.
		if ok, wait := s.limits.allow(addrKey(clientAddr(r)), s.opts.Now(), s.opts.AddrRate, s.opts.AddrBurst); !ok {
			tooMany(q, wait)
			return
		}
		if c, err := r.Cookie(CookieName); err == nil && validID(c.Value) {
			q.id = c.Value
		}
		if r.Method != method {
			w.Header().Set("Allow", method)
			fail(w, http.StatusMethodNotAllowed, KindMethod, tr(q.lang, "Use %s for this address.", method))
			return
		}
		if lang := r.URL.Query().Get("lang"); !knownLanguage(lang) {
			failLanguage(w, q.lang, lang)
			return
		}
		if method == http.MethodPost {
			if err := s.csrf.Check(r); err != nil {
				fail(w, http.StatusForbidden, KindCrossOrigin, tr(q.lang, "The request comes from another site."))
				return
			}
			if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
				fail(w, http.StatusUnsupportedMediaType, KindMediaType, tr(q.lang, "Send the request as application/json."))
				return
			}
		}
		select {
		case <-s.closing:
			fail(w, http.StatusServiceUnavailable, KindShuttingDown, tr(q.lang, "The server is shutting down."))
			return
		default:
		}
		h(q)
	})
}

// requestLanguage returns the language a request asks for: the lang field
// of its body, else of its query, else the first English or Danish tag of
// its Accept-Language, whatever their weights, else English. As the
// language decides what a card's letters mean, a lang that names neither
// is refused (knownLanguage), never read as the default.
func requestLanguage(r *http.Request, field string) canfield.Language {
	for _, s := range []string{field, r.URL.Query().Get("lang")} {
		if l, err := canfield.ParseLanguage(s); err == nil && s != "" {
			return l
		}
	}
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag, _, _ := strings.Cut(strings.TrimSpace(part), ";")
		tag = strings.ToLower(tag)
		switch {
		case tag == "da" || strings.HasPrefix(tag, "da-"):
			return canfield.Danish
		case tag == "en" || strings.HasPrefix(tag, "en-"):
			return canfield.English
		}
	}
	return canfield.English
}

// lookup returns the player's game, locked, within the player's rate
// limit: errNoSave for none, an *errRateLimited over the limit.
func (s *Server) lookup(q *request) (*entry, error) {
	e, err := s.lockGame(q.id)
	if err != nil {
		return nil, err
	}
	if ok, wait := e.limit.take(s.opts.Now(), s.opts.Rate, s.opts.Burst); !ok {
		e.mu.Unlock()
		return nil, &errRateLimited{wait}
	}
	return e, nil
}

// game returns the player's game, locked, or writes why there is none.
func (s *Server) game(q *request) *entry {
	if q.id == "" {
		fail(q.w, http.StatusNotFound, KindNoGame, tr(q.lang, "There is no game for this browser: start one with New game."))
		return nil
	}
	e, err := s.lookup(q)
	switch {
	case err == nil:
		return e
	case limitedErr(q, err):
	case errors.Is(err, errNoSave):
		fail(q.w, http.StatusNotFound, KindNoGame, tr(q.lang, "There is no game for this browser: start one with New game."))
	default:
		s.internal(q.w, q.lang, err, "game", q.id)
	}
	return nil
}

// state returns the entry's game as the API shows it. e.mu is held.
func (s *Server) state(e *entry, l canfield.Language) State {
	st := State{
		Version:     e.version.Load(), // before the verdict: a newer verdict may come with it, never an older
		Epoch:       e.epoch,
		View:        e.game.View(),
		Description: e.game.Describe(l),
		Verdict:     e.verdict(),
		Saved:       e.saveErr == nil,
	}
	st.View.Revision = e.revision()
	if !st.Saved {
		st.Warning = tr(l, "The game could not be saved on the server: it goes on, and saving is tried again.")
	}
	if e.notice != nil {
		st.Damaged = e.notice.damaged(l)
	}
	return st
}

// stale reports, and answers 409, when an action was meant for another
// board than the game's.
func (s *Server) stale(q *request, e *entry, b *common) bool {
	if (b.Revision == nil || *b.Revision == e.revision()) && (b.Epoch == nil || *b.Epoch == e.epoch) {
		return false
	}
	st := s.state(e, q.lang)
	writeJSON(q.w, http.StatusConflict, Error{
		Status: http.StatusConflict, Kind: KindStale,
		Message: tr(q.lang, "The board has changed since: it is shown again as it is now."),
		State:   &st,
	})
	return true
}

// acted finishes an action that changed the game: it saves it, tells the
// event streams and answers with the new state. e.mu is held.
func (s *Server) acted(q *request, e *entry, played string) {
	s.save(e)
	s.countWin(e)
	s.want(e) // a verdict kept from the game's last turn is about another board now
	e.bump()
	st := s.state(e, q.lang)
	st.Said = said(q.lang, e.takeEvents())
	st.Played = played
	e.hub.notify()
	writeJSON(q.w, http.StatusOK, st)
}

func (s *Server) handleView(q *request) {
	e := s.game(q)
	if e == nil {
		return
	}
	defer e.mu.Unlock()
	writeJSON(q.w, http.StatusOK, s.state(e, q.lang))
}

// action runs one action on the player's game, whose body b has read:
// it checks that the board is the one the action was meant for, plays it
// with do, which returns the move made in notation, and saves the game.
func (s *Server) action(q *request, b *common, do func(*canfield.Game) (string, error)) {
	e := s.game(q)
	if e == nil {
		return
	}
	defer e.mu.Unlock()
	if s.stale(q, e, b) {
		return
	}
	e.takeEvents()
	played, err := do(e.game)
	if err != nil {
		s.failGame(q, err)
		return
	}
	s.acted(q, e, played)
}

// handleMove plays a move in the library's notation, its cards in the
// letters of the request's language. A card or pile alone ("qc", "c2";
// "kd" in Danish), which is no move, is tapped, as the terminal does.
func (s *Server) handleMove(q *request) {
	var b moveBody
	if !q.decode(&b, maxBody) {
		return
	}
	if b.Move == nil {
		fail(q.w, http.StatusBadRequest, KindBadJSON, tr(q.lang, "The move is missing: send it as %s.", example(q.lang, "/api/move")))
		return
	}
	s.action(q, &b.common, func(g *canfield.Game) (string, error) {
		return play(g, *b.Move, q.lang, b.DoubleClick)
	})
}

// handleTap plays the app's one-tap move of a card (R8.1), named in the
// letters of the request's language, or by its pile.
func (s *Server) handleTap(q *request) {
	var b tapBody
	if !q.decode(&b, maxBody) {
		return
	}
	if b.Card == nil {
		fail(q.w, http.StatusBadRequest, KindBadJSON, tr(q.lang, "The card is missing: send it as %s.", example(q.lang, "/api/tap")))
		return
	}
	// A word that is a move ("r2", the reserve onto column 2) is no card,
	// whatever the position: in Danish, ruder 2 is written 2r.
	var noGame canfield.Game
	var pe *canfield.ParseError
	if _, err := noGame.ParseMove(*b.Card); !errors.As(err, &pe) {
		fail(q.w, http.StatusBadRequest, KindBadNotation, tr(q.lang, "%s is a move, not a card: write the rank first to tap a card (2r for ruder 2).", quoteField(*b.Card)))
		return
	}
	s.action(q, &b.common, func(g *canfield.Game) (string, error) {
		return play(g, *b.Card, q.lang, b.DoubleClick)
	})
}

// knownLanguage reports whether a lang field or parameter is absent or
// names a language the game speaks.
func knownLanguage(lang string) bool {
	_, err := canfield.ParseLanguage(lang)
	return lang == "" || err == nil
}

// failLanguage refuses a lang that names no language the game speaks, in
// the language the rest of the request asks for.
func failLanguage(w http.ResponseWriter, l canfield.Language, lang string) {
	fail(w, http.StatusBadRequest, KindBadLanguage, tr(l, "The game speaks no language %s: send \"lang\": \"en\" for English or \"da\" for Danish.", quoteField(lang)))
}

// play plays what a player typed (canfield.Game.ParseInput): a move, or a
// card or pile alone, tapped with the Double-click setting the request
// asks for, on unless it says.
func play(g *canfield.Game, text string, l canfield.Language, doubleClick *bool) (string, error) {
	g.SetDoubleClick(doubleClick == nil || *doubleClick)
	m, err := g.ParseInput(text, l)
	if err == nil {
		err = g.Play(m)
	}
	return m.String(), err
}

func (s *Server) handleUndo(q *request) {
	var b undoBody
	if !q.decode(&b, maxBody) {
		return
	}
	s.action(q, &b.common, func(g *canfield.Game) (string, error) {
		return "", g.Undo()
	})
}

// winnableTime bounds the search for a winnable deal; one is found in
// milliseconds almost always.
const winnableTime = 20 * time.Second

// handleNew deals a new game: the deal of a code, or a random deal that
// the solver proves winnable, in the draw mode asked for. A code names
// its draw mode, so a draw that says otherwise is refused rather than
// one of the two chosen.
func (s *Server) handleNew(q *request) {
	var b newBody
	if !q.decode(&b, maxBody) {
		return
	}
	mode := canfield.Draw3
	if b.Draw != "" {
		var err error
		if mode, err = canfield.ParseDrawMode(b.Draw); err != nil {
			s.failGame(q, fmt.Errorf("%w: %w", canfield.ErrBadCode, err))
			return
		}
	}
	var g *canfield.Game
	if strings.TrimSpace(b.Code) != "" {
		number, codeMode, err := canfield.ParseCode(b.Code)
		if err != nil {
			s.failGame(q, err)
			return
		}
		if b.Draw != "" && mode != codeMode {
			code := canfield.FormatCode(number, codeMode)
			fail(q.w, http.StatusBadRequest, KindBadCode, tr(q.lang, "The code %s deals Draw %d, but Draw %d is chosen: choose Draw %d, or play the same deal in Draw %d with the code %s.",
				code, codeMode.Cards(), mode.Cards(), codeMode.Cards(), mode.Cards(), canfield.FormatCode(number, mode)))
			return
		}
		if g, err = canfield.DealFromNumber(number, codeMode); err != nil {
			s.failGame(q, err)
			return
		}
	} else {
		ctx, cancel := context.WithTimeout(q.r.Context(), winnableTime)
		defer cancel()
		if !s.acquireSolver(ctx, winnableTime) {
			fail(q.w, http.StatusServiceUnavailable, KindBusy, tr(q.lang, "The server is busy: try again in a moment."))
			return
		}
		var err error
		g, _, err = solve.RandomWinnable(ctx, mode)
		s.releaseSolver()
		if err != nil {
			fail(q.w, http.StatusServiceUnavailable, KindNoWinnableInTime, tr(q.lang, "No winnable deal was found in time: try again."))
			return
		}
	}
	s.replace(q, g, []string{newGameText(q.lang, g.Code())})
}

// handleLoad replaces the player's game by the game of a record, checked
// action by action; a record that is not a game is refused and changes
// nothing.
func (s *Server) handleLoad(q *request) {
	var b loadBody
	if !q.decode(&b, maxRecordBody) {
		return
	}
	if b.Record == nil {
		fail(q.w, http.StatusBadRequest, KindBadJSON, tr(q.lang, "The record is missing: send it as %s.", example(q.lang, "/api/load")))
		return
	}
	_, g, err := canfield.ParseRecord(*b.Record)
	if err != nil {
		s.failGame(q, err)
		return
	}
	code := g.Code()
	if code == "" {
		code = tr(q.lang, "a game without a code")
	}
	s.replace(q, g, []string{loadedText(q.lang, code, len(g.Record().Moves))})
}

// replace makes g the player's game, in place of the one the cookie names
// if there is one, else as a new player's with a new cookie.
func (s *Server) replace(q *request, g *canfield.Game, words []string) {
	var e *entry
	if q.id != "" {
		var err error
		if e, err = s.lookup(q); limitedErr(q, err) {
			return
		} else if err != nil && !errors.Is(err, errNoSave) {
			// A save that is there but cannot be read now: a new id would
			// leave it behind.
			s.internal(q.w, q.lang, err, "game", q.id)
			return
		}
		if e != nil {
			s.countLeft(e)
			e.epoch++
			e.revBase = 0
			e.setGame(g)
			e.start = e.revision()
			s.restartWatcher(e)
		}
	}
	if e == nil {
		// A new player's game, a file on the disk: bounded by address, as
		// a made-up cookie would dodge the player's own limit.
		if ok, wait := s.limits.allow("new "+addrKey(clientAddr(q.r)), s.opts.Now(), s.opts.NewRate, s.opts.NewBurst); !ok {
			tooMany(q, wait)
			return
		}
		var err error
		if e, err = s.addGame(g); err != nil {
			s.internal(q.w, q.lang, err, "saving", "a new game")
			return
		}
		http.SetCookie(q.w, &http.Cookie{
			Name: CookieName, Value: e.id, Path: "/",
			MaxAge: 400 * 24 * 60 * 60, HttpOnly: true, SameSite: http.SameSiteStrictMode,
			Secure: q.r.TLS != nil,
		})
	}
	defer e.mu.Unlock()
	e.takeEvents()
	s.save(e)
	e.bump()
	st := s.state(e, q.lang)
	st.Said = words
	e.hub.notify()
	writeJSON(q.w, http.StatusOK, st)
}

// handleRecord sends the game's record as a text file to download. The
// record of a game of a code is the code and the actions, and names no
// face-down card (R2.3); a game dealt from a deck has no code, and its
// record's Deck tag would name them all, so it is not sent.
func (s *Server) handleRecord(q *request) {
	e := s.game(q)
	if e == nil {
		return
	}
	name := e.game.Code()
	if name == "" {
		e.mu.Unlock()
		fail(q.w, http.StatusUnprocessableEntity, KindDeckRecord, tr(q.lang, "This game was dealt from a deck, not a code: its record would show the face-down cards, so it is not sent. The record it was loaded from holds its deal."))
		return
	}
	text, err := e.game.MarshalText()
	e.mu.Unlock()
	if err != nil {
		s.failGame(q, err)
		return
	}
	h := q.w.Header()
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="canfield-`+name+`.txt"`)
	h.Set("Cache-Control", "no-store")
	q.w.Write(text)
}
