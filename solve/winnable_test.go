package solve

import (
	"context"
	"errors"
	"testing"

	"github.com/canfield-go/canfield"
)

func TestWinnableSkipsLostDeals(t *testing.T) {
	// Deal 17 (CF1-D3-AAAAAAR) is lost in draw 3; 18 is won.
	next := uint64(17)
	g, r, err := winnable(context.Background(), canfield.Draw3, func() uint64 { next++; return next - 1 })
	if err != nil {
		t.Fatal(err)
	}
	if n, _, err := canfield.ParseCode(g.Code()); err != nil || n != 18 {
		t.Errorf("got deal %d (%v), want 18", n, err)
	}
	if r.Verdict != Won {
		t.Fatalf("verdict %v", r.Verdict)
	}
	replay(t, g, r.Line)
}

func TestRandomWinnable(t *testing.T) {
	for _, mode := range []canfield.DrawMode{canfield.Draw3, canfield.Draw1} {
		g, r, err := RandomWinnable(context.Background(), mode)
		if err != nil {
			t.Fatal(err)
		}
		if g.DrawMode() != mode || g.Code() == "" {
			t.Errorf("got %s for %v", g.Code(), mode)
		}
		replay(t, g, r.Line)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := RandomWinnable(ctx, canfield.Draw3); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
