package web

import (
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/google/go-cmp/cmp"
)

// TestManyPlayers has hundreds of players play at once, some of them with
// two tabs on one game and an event stream open; afterwards every saved
// record replays to the view the server last served its player.
func TestManyPlayers(t *testing.T) {
	players, actions := 200, 12
	if testing.Short() {
		players = 40
	}
	dir := t.TempDir()
	srv, ts := testServer(t, Options{Dir: dir, MaxGames: players / 2, MaxWatchers: 4})
	ts.Client().Transport.(*http.Transport).MaxIdleConnsPerHost = players

	type result struct {
		id   string
		last State
	}
	results := make([]result, players)
	var wg sync.WaitGroup
	for i := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), 24))
			p := newPlayer(t, ts.URL)
			p.c.Transport = ts.Client().Transport
			code := canfield.FormatCode(rng.Uint64N(canfield.NumDeals), canfield.DrawMode(i%2))
			status, data := p.request("POST", "/api/new", map[string]string{"code": code})
			if status != http.StatusOK {
				t.Errorf("player %d: new: %d %s", i, status, data)
				return
			}
			var st State
			json.Unmarshal(data, &st)
			u, _ := url(ts.URL)
			results[i].id = p.c.Jar.Cookies(u)[0].Value
			if i%10 == 0 {
				s := p.stream(t, "")
				defer s.close()
			}
			for k := 0; k < actions; k++ {
				var body map[string]any
				path := "/api/move"
				switch r := rng.IntN(10); {
				case r < 2 && st.View.UndosLeft > 0:
					path, body = "/api/undo", map[string]any{}
				case r < 3 && st.View.ReserveTop != 0:
					path, body = "/api/tap", map[string]any{"card": st.View.ReserveTop.ASCII()}
				case len(st.View.Moves) > 0:
					body = map[string]any{"move": st.View.Moves[rng.IntN(len(st.View.Moves))].String()}
				default:
					continue
				}
				status, data := p.request("POST", path, body)
				switch status {
				case http.StatusOK:
					st = State{}
					json.Unmarshal(data, &st)
				case http.StatusUnprocessableEntity: // a tap with nowhere to go
				default:
					t.Errorf("player %d: %s %v: %d %s", i, path, body, status, data)
					return
				}
				if i%3 == 0 { // a second tab looks at the game meanwhile
					p.request("GET", "/api/view", nil)
				}
			}
			results[i].last = st
		}()
	}
	wg.Wait()
	ts.Close()
	if err := srv.Close(); err != nil {
		t.Fatal(err)
	}
	for i, r := range results {
		if r.id == "" {
			continue
		}
		text, err := os.ReadFile(filepath.Join(dir, r.id+".txt"))
		if err != nil {
			t.Fatalf("player %d: %v", i, err)
		}
		_, g, err := canfield.ParseRecord(string(text))
		if err != nil {
			t.Fatalf("player %d: the save does not replay: %v", i, err)
		}
		want := r.last.View
		got := g.View()
		got.Revision = readSaved(string(text)).revision
		if diff := cmp.Diff(viewJSON(t, want), viewJSON(t, got)); diff != "" {
			t.Fatalf("player %d: the save replays to another view (-served +saved):\n%s", i, diff)
		}
	}
}
