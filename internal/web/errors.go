package web

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/canfield-go/canfield"
)

// Error is the body of every response of the API that is not a success:
//
//	{"status": 422, "error": "illegal_move", "reason": "SameColour",
//	 "message": "Klør 3 kan ikke lægges på hjerter 10: den tager kun imod spar 9 eller klør 9."}
//
// Error is a stable kind a program can test, Message the text for the
// player in the request's language, and Reason, for a refusal of the
// library, its canfield.Reason by name.
type Error struct {
	Status  int             `json:"status"`
	Kind    string          `json:"error"`
	Reason  canfield.Reason `json:"reason,omitempty"`
	Message string          `json:"message"`
	// State is the game as it is now, for a stale action (409), so that
	// a client can redraw it.
	State *State `json:"state,omitempty"`
	// Ref names, for an internal error (500), the server's log line that
	// tells what went wrong; the answer itself tells nothing of it.
	Ref string `json:"ref,omitempty"`
}

// The kinds of Error.
const (
	KindBadJSON          = "bad_json"               // 400: the body is not the JSON the endpoint reads
	KindBadNotation      = "bad_notation"           // 400: a move or card that cannot be read
	KindBadCode          = "bad_code"               // 400: a game code or draw mode that cannot be read, or a draw that is not the code's
	KindBadLanguage      = "bad_language"           // 400: a lang that is neither English nor Danish
	KindNoGame           = "no_game"                // 404: no game for this browser (or id)
	KindNoDamaged        = "no_damaged_save"        // 404: no damaged save to download
	KindNotFound         = "not_found"              // 404: no such endpoint
	KindMethod           = "method_not_allowed"     // 405
	KindTimeout          = "timeout"                // 408: the body did not arrive in time
	KindStale            = "stale"                  // 409: the action was meant for an older board
	KindTooLarge         = "too_large"              // 413
	KindMediaType        = "unsupported_media_type" // 415: a POST that is not application/json
	KindCrossOrigin      = "cross_origin"           // 403: a POST from another site
	KindIllegalMove      = "illegal_move"           // 422: the game refuses the move or tap
	KindNothingToUndo    = "nothing_to_undo"        // 422
	KindBadRecord        = "bad_record"             // 422: an uploaded record that is not a game
	KindNoMove           = "no_move"                // 422: a hint for a game with no move
	KindDeckRecord       = "deck_record"            // 422: the record of a game dealt from a deck, which would show its face-down cards
	KindRateLimited      = "rate_limited"           // 429
	KindBusy             = "busy"                   // 503: no solver came free in time
	KindShuttingDown     = "shutting_down"          // 503
	KindInternal         = "internal"               // 500
	KindNoWinnableInTime = "no_winnable_deal"       // 503: no winnable deal was found in time
)

// writeJSON writes v as the response's JSON body.
func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		http.Error(w, `{"status":500,"error":"internal","message":"The response could not be written."}`, http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(append(body, '\n'))
}

// fail writes an Error.
func fail(w http.ResponseWriter, status int, kind, message string) {
	writeJSON(w, status, Error{Status: status, Kind: kind, Message: message})
}

// failGame writes the Error of one of the library's errors: a refused
// action, a text that cannot be read, a record that is not a game. Any
// other error is internal.
func (s *Server) failGame(q *request, err error) {
	e := Error{Message: canfield.Explain(err, q.lang), Reason: reasonOf(err)}
	switch {
	case errors.Is(err, canfield.ErrBadRecord):
		e.Status, e.Kind = http.StatusUnprocessableEntity, KindBadRecord
	case errors.Is(err, canfield.ErrNothingToUndo):
		e.Status, e.Kind = http.StatusUnprocessableEntity, KindNothingToUndo
	case errors.Is(err, canfield.ErrIllegalMove):
		e.Status, e.Kind = http.StatusUnprocessableEntity, KindIllegalMove
	case errors.Is(err, canfield.ErrBadCode):
		e.Status, e.Kind = http.StatusBadRequest, KindBadCode
	case errors.Is(err, canfield.ErrBadNotation):
		e.Status, e.Kind = http.StatusBadRequest, KindBadNotation
	default:
		s.internal(q.w, q.lang, err)
		return
	}
	writeJSON(q.w, e.Status, e)
}

// internal answers 500 for what went wrong inside the server: the answer
// says only that, with a reference that the log line of the error has, so
// that nothing of the server's insides (paths, errors) reaches a client.
// what are more key-value pairs for the log line.
func (s *Server) internal(w http.ResponseWriter, l canfield.Language, err error, what ...any) {
	ref := newRef()
	s.opts.Log.Error("internal error", append([]any{"ref", ref, "err", err}, what...)...)
	writeJSON(w, http.StatusInternalServerError, Error{
		Status: http.StatusInternalServerError, Kind: KindInternal, Ref: ref,
		Message: tr(l, "Internal error (%s): try again later.", ref),
	})
}

// newRef returns a fresh reference for an internal error's log line.
func newRef() string {
	b := make([]byte, 8)
	rand.Read(b) // never fails (crypto/rand)
	return hex.EncodeToString(b)
}

// reasonOf returns the Reason that err carries, or NoReason.
func reasonOf(err error) canfield.Reason {
	var me *canfield.MoveError
	var pe *canfield.ParseError
	var re *canfield.RecordError
	switch {
	case errors.As(err, &me):
		return me.Reason
	case errors.As(err, &pe):
		return pe.Reason
	case errors.As(err, &re):
		return re.Reason
	}
	return canfield.NoReason
}
