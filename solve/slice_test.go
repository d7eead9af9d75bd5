package solve

import (
	"context"
	"testing"
	"time"
)

// TestSlicedSearchAgrees: a search run in slices of a millisecond reaches
// the verdict, in the same positions, that it reaches in one go; only the
// time it takes is cut up. CF1-D3-AAAAKGZ is lost in some 120,000
// positions, so it takes many slices on any machine.
func TestSlicedSearchAgrees(t *testing.T) {
	p := dealPositions(t, "CF1-D3-AAAAKGZ")[0]
	opts := Options{MaxNodes: 160_000}
	want := solvePosition(context.Background(), &p, opts)
	ss := startSliced(&p, opts)
	defer ss.stop()
	slices := 0
	for {
		slices++
		ss.arm(time.Millisecond)
		if got, ended := ss.run(); ended {
			if got.Verdict != want.Verdict || got.Nodes != want.Nodes {
				t.Errorf("in %d slices: %v in %d positions, want %v in %d", slices, got.Verdict, got.Nodes, want.Verdict, want.Nodes)
			}
			break
		}
	}
	if want.Verdict != Lost {
		t.Errorf("in one go: %v, want lost", want.Verdict)
	}
	if _, ended := ss.run(); ended {
		t.Error("a search that has ended ran again")
	}
}

// TestSlicedSearchStops: stop ends a search between its slices, and one
// that never ran; a run after stop returns at once, undecided.
func TestSlicedSearchStops(t *testing.T) {
	p := dealPositions(t, "CF1-D3-AAAAKGZ")[0]
	ss := startSliced(&p, Options{})
	ss.arm(time.Millisecond)
	ss.run()
	ss.stop() // returns only once the search's goroutine has
	ss.arm(time.Millisecond)
	if r, ended := ss.run(); ended && r.Verdict != Unknown {
		t.Errorf("run after stop: %v, want no verdict", r.Verdict)
	}
	if _, ended := ss.run(); ended {
		t.Error("a search that was stopped ran again")
	}
	never := startSliced(&p, Options{})
	never.stop()
	if _, ended := never.run(); ended {
		t.Error("a search stopped before its first slice ended with a result")
	}
}
