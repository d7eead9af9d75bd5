package measure

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func run(args ...string) (int, string, string) {
	var stdout, stderr bytes.Buffer
	code := Main(context.Background(), args, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{nil, {"no-such"}, {"fair-speed", "-draw", "2"}, {"fair-speed", "-positions", "some"},
		{"fair-speed", "-samples", "0"}, {"fair-speed", "stray"}, {"suggest-follow", "-deals", "0"}} {
		if code, _, stderr := run(args...); code != 2 {
			t.Errorf("%v: exit %d, want 2: %s", args, code, stderr)
		}
	}
	if code, _, stderr := run("help"); code != 0 || !strings.Contains(stderr, "fair-speed") || !strings.Contains(stderr, "suggest-follow") {
		t.Errorf("help: exit %d: %s", code, stderr)
	}
	if code, _, stderr := run("fair-speed", "-h"); code != 0 || !strings.Contains(stderr, "-samples") {
		t.Errorf("fair-speed -h: exit %d: %s", code, stderr)
	}
}

func TestFairSpeed(t *testing.T) {
	code, out, stderr := run("fair-speed", "-draw", "1", "-deals", "2", "-samples", "1,2", "-nodes", "300", "-exact", "2s")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 5 || !strings.HasPrefix(lines[0], "fair-speed: 2 draw-1 deals (-seed 1), positions of games that follow the hints") ||
		!strings.HasPrefix(lines[1], "won by a player who sees every card") || !strings.HasPrefix(strings.TrimSpace(lines[3]), "1    300") {
		t.Errorf("output:\n%s", out)
	}
	code, out, stderr = run("fair-speed", "-deals", "1", "-positions", "random", "-nodes", "300", "-samples", "2")
	if code != 0 || !strings.Contains(out, "positions of random play") || strings.Contains(out, "sees every card") {
		t.Errorf("random: exit %d: %s%s", code, out, stderr)
	}
}

func TestSuggestFollow(t *testing.T) {
	code, out, stderr := run("suggest-follow", "-draw", "1", "-deals", "2", "-nodes", "3072", "-exact", "2s")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "suggest-follow: 2 draw-1 deals (-seed 1)") || !strings.HasPrefix(strings.TrimSpace(lines[2]), "3072") {
		t.Errorf("output:\n%s", out)
	}
}
