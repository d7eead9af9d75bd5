package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// An event stream sends a "ping" event every heartbeat, so that proxies
// keep it open and the page, which cannot see a comment, can tell a live
// stream from a dead one (two heartbeats without a word). A browser whose
// stream breaks opens it again after retry.
const (
	heartbeat = 15 * time.Second
	retry     = 3 * time.Second
)

// handleEvents is the event stream (Server-Sent Events) of the player's
// game: a "state" event with the State at once and after every change,
// from any of the player's tabs or from the live verdict. With verdict=0
// in the query it does not ask for the verdict, and no search runs for it.
func (s *Server) handleEvents(q *request) {
	rc := http.NewResponseController(q.w)
	e := s.game(q)
	if e == nil {
		return
	}
	wantVerdict := q.r.URL.Query().Get("verdict") != "0"
	if wantVerdict {
		s.streamWants(e)
	}
	wake := e.hub.add()
	e.mu.Unlock()
	defer func() {
		e.hub.remove(wake)
		if wantVerdict {
			e.mu.Lock()
			s.streamEnded(e)
			e.mu.Unlock()
		}
	}()

	h := q.w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	q.w.WriteHeader(http.StatusOK)
	fmt.Fprintf(q.w, "retry: %d\n\n", retry.Milliseconds())

	send := func() bool {
		e.mu.Lock()
		if e.gone {
			e.mu.Unlock()
			return false
		}
		st := s.state(e, q.lang)
		e.mu.Unlock()
		data, err := json.Marshal(st)
		if err != nil {
			return false
		}
		if _, err := fmt.Fprintf(q.w, "event: state\ndata: %s\n\n", data); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !send() {
		return
	}
	tick := time.NewTicker(s.opts.heartbeat)
	defer tick.Stop()
	for {
		select {
		case <-q.r.Context().Done():
			return
		case <-s.closing:
			return
		case <-tick.C:
			if _, err := fmt.Fprint(q.w, "event: ping\ndata: {}\n\n"); err != nil {
				return
			}
			if rc.Flush() != nil {
				return
			}
		case <-wake:
			if !send() {
				return
			}
		}
	}
}
