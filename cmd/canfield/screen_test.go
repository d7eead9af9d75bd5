//go:build unix

package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
)

// The game screen in a real terminal: tmux runs canfield -screen in a
// window of a given size, sends it keys and reads back what the window
// shows, escapes and all, as a player sees it.

// screenTerm is a tmux server of the test's own, with one window.
type screenTerm struct {
	t      *testing.T
	socket string
}

// startScreen builds canfield and runs command, a shell command line, in a
// tmux window of width×height, with the state directory state. It skips
// the test where there is no tmux.
func startScreen(t *testing.T, width, height int, state, command string) *screenTerm {
	t.Helper()
	if testing.Short() {
		t.Skip("the game screen in tmux: not with -short")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("no tmux")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "canfield")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	st := &screenTerm{t: t, socket: filepath.Join(dir, "tmux.sock")}
	// The shell reports the exit status and the terminal's mode when
	// canfield is done, then waits to be read.
	script := fmt.Sprintf("export PATH=%s:$PATH CANFIELD_STATE_DIR=%s; %s; echo \"status $?\"; stty -a | grep -o -- ' -*icanon '; sleep 600",
		dir, state, command)
	st.tmux("new-session", "-d", "-x", fmt.Sprint(width), "-y", fmt.Sprint(height), "sh", "-c", script)
	t.Cleanup(func() { exec.Command("tmux", "-S", st.socket, "kill-server").Run() })
	return st
}

func (st *screenTerm) tmux(args ...string) string {
	st.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-S", st.socket}, args...)...).CombinedOutput()
	if err != nil {
		st.t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// keys sends keys as tmux names them: "h", "Enter", "Escape", "C-c".
func (st *screenTerm) keys(keys ...string) { st.tmux(append([]string{"send-keys"}, keys...)...) }

// screen returns what the window shows, with the escapes of its colours
// and styles if asked.
func (st *screenTerm) screen(escapes bool) string {
	if escapes {
		return st.tmux("capture-pane", "-p", "-e")
	}
	return st.tmux("capture-pane", "-p")
}

// waitFor waits until the window shows what ok accepts and returns it. The
// bound only keeps a broken run from hanging; no test measures time.
func (st *screenTerm) waitFor(what string, ok func(string) bool) string {
	st.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		s := st.screen(false)
		if ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			st.t.Fatalf("the window never showed %s:\n%s", what, s)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (st *screenTerm) waitForText(text string) string {
	st.t.Helper()
	return st.waitFor(fmt.Sprintf("%q", text), func(s string) bool { return strings.Contains(s, text) })
}

// TestScreenInTerminal plays on the game screen at 60×24: the board in
// place, keys without Enter, the hint marked in reverse video, the help
// over the board, and q leaving the terminal as it was, the game saved.
func TestScreenInTerminal(t *testing.T) {
	state := t.TempDir()
	st := startScreen(t, 60, 24, state, "canfield -screen -code CF1-D3-AAAAAAQ")
	first := st.waitForText("Verdict: winnable")
	if lines := strings.Split(strings.TrimRight(first, "\n"), "\n"); len(lines) != 24 || !strings.HasPrefix(lines[0], "CF1-D3-AAAAAAQ   draw 3") {
		t.Errorf("the screen at start:\n%s", first)
	}

	st.keys("4", "2")
	moved := st.waitForText("9 of spades → column 2")
	if !strings.Contains(moved, "    6♣          10♥         6♦          3♣\n                9♠\n") {
		t.Errorf("the board after 4 2:\n%s", moved)
	}

	st.keys("h")
	st.waitForText("Hint: r f2")
	if marked := st.screen(true); !strings.Contains(marked, "\x1b[7mreserve (r)") || !strings.Contains(marked, "\x1b[7mf2 ") {
		t.Errorf("the hint's piles are not in reverse video:\n%q", marked)
	}
	st.keys("Enter")
	st.waitForText("8 of spades → foundation 2")

	st.keys("?")
	st.waitForText("Keys of the game screen")
	st.keys("x")
	st.waitFor("the board again", func(s string) bool { return !strings.Contains(s, "Keys of the game screen") })

	st.keys("q")
	end := st.waitForText("icanon\n") // the shell's report comes last
	if !strings.Contains(end, "The game is saved: canfield -resume continues it.\nstatus 0\n icanon\n") {
		t.Errorf("after q the terminal shows:\n%s", end)
	}
	saved, err := os.ReadFile(filepath.Join(state, "game.txt"))
	if err != nil || !strings.Contains(string(saved), "1. c4:1 c2\n2. r f2\n") {
		t.Errorf("the saved game (%v):\n%s", err, saved)
	}
}

// TestScreenSignals: Ctrl-C leaves the screen as q does, and SIGTERM ends
// canfield with status 130; the terminal is as it was after both.
func TestScreenSignals(t *testing.T) {
	state := t.TempDir()
	st := startScreen(t, 60, 24, state, `canfield -screen -code CF1-D3-AAAAAAQ; echo "first $?"; canfield -screen -resume`)
	st.waitForText("Verdict: winnable")
	st.keys("s", "C-c")
	st.waitForText("Resumed CF1-D3-AAAAAAQ after 1 action.")

	// The shell's child is the second canfield.
	shell := strings.TrimSpace(st.tmux("display-message", "-p", "#{pane_pid}"))
	children, err := os.ReadFile("/proc/" + shell + "/task/" + shell + "/children")
	if err != nil {
		t.Skipf("no /proc to find canfield's process: %v", err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(children)))
	if err != nil {
		t.Fatalf("the shell's children: %q", children)
	}
	if err := syscall.Kill(pid, syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	end := st.waitForText("icanon\n")
	if !strings.Contains(end, "first 0\n") || !strings.Contains(end, "status 130\n") || !strings.Contains(end, "\n icanon\n") {
		t.Errorf("after Ctrl-C and SIGTERM the terminal shows:\n%s", end)
	}
}

var wins = flag.Bool("wins", false, "play the hinted wins of the game screen at 60×24 and 100×40, draw 3 and draw 1, and log the keys they take")

// TestScreenHintedWin wins a game on the game screen by its hints alone,
// with peek on (kept in the settings), so that they see every card: h
// once, then Enter for each step, a step being a move and the stock taps
// it needs. It logs the keys per action (with -v); -wins plays it at 60×24
// and 100×40, in draw 3 and draw 1, and in Danish.
func TestScreenHintedWin(t *testing.T) {
	runs := []struct {
		width, height int
		code, lang    string
	}{
		{60, 24, "CF1-D3-AAAAAAQ", "en"},
		{100, 40, "CF1-D3-AAAAAAQ", "en"},
		{60, 24, "CF1-D1-AAAAAAQ", "en"},
		{100, 40, "CF1-D1-AAAAAAQ", "en"},
		{60, 24, "CF1-D1-AAAAAAQ", "da"},
	}
	if !*wins {
		runs = runs[:1]
	}
	for _, run := range runs {
		t.Run(fmt.Sprintf("%dx%d-%s-%s", run.width, run.height, run.code, run.lang), func(t *testing.T) {
			state := t.TempDir()
			if err := os.WriteFile(filepath.Join(state, "settings.txt"), []byte("peek on\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			st := startScreen(t, run.width, run.height, state, "canfield -screen -lang "+run.lang+" -code "+run.code)
			won := map[string]string{"en": "You won", "da": "Du vandt"}[run.lang]
			verdict := map[string]string{"en": "Verdict:", "da": "Vurdering:"}[run.lang]
			// What the game shows, but for the verdict, which changes by itself.
			board := func(s string) string {
				var rows []string
				for _, row := range strings.Split(s, "\n") {
					if !strings.HasPrefix(row, verdict) {
						rows = append(rows, row)
					}
				}
				return strings.Join(rows, "\n")
			}
			before := board(st.waitForText(verdict))
			keys := 0
			for key := "h"; ; key = "Enter" {
				st.keys(key)
				keys++
				now := board(st.waitFor("the next step", func(s string) bool { return board(s) != before }))
				if strings.Contains(now, won) {
					break
				}
				if keys > 1000 {
					t.Fatalf("no win after %d keys:\n%s", keys, now)
				}
				before = now
			}
			games, err := filepath.Glob(filepath.Join(state, "games", "*.txt"))
			if err != nil || len(games) != 1 {
				t.Fatalf("the won game is not kept: %v %v", games, err)
			}
			text, err := os.ReadFile(games[0])
			if err != nil {
				t.Fatal(err)
			}
			record, _, err := canfield.ParseRecord(string(text))
			if err != nil {
				t.Fatal(err)
			}
			actions, moves := len(record.Moves), 0
			for _, m := range record.Moves {
				if !m.IsStockTap() {
					moves++
				}
			}
			t.Logf("%s at %d×%d (%s): %d keys for %d actions (%d moves and %d stock taps): %.2f keys an action, %.2f a move; the last screen:\n%s",
				run.code, run.width, run.height, run.lang, keys, actions, moves, actions-moves,
				float64(keys)/float64(actions), float64(keys)/float64(moves), st.screen(false))
			if keys >= actions {
				t.Errorf("%d keys for %d actions", keys, actions)
			}
		})
	}
}
