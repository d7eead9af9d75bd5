package web

import (
	"slices"
	"testing"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// TestLine: verdicts along a line are monotone, so the undos back to the
// last winnable position follow from a few of them, and gap asks only for
// the ones that bisect what is still open.
func TestLine(t *testing.T) {
	g, _ := canfield.Deal("CF1-D1-AAAAACL")
	l := &line{}
	l.rebuild(g)
	for range 5 {
		if err := g.Play(canfield.StockTap()); err != nil {
			t.Fatal(err)
		}
		l.played(g)
	}
	if len(l.nodes) != 6 {
		t.Fatalf("%d nodes after 5 actions, want 6", len(l.nodes))
	}
	if v := l.verdict(); v.State != StateThinking || v.Revision != g.Revision() {
		t.Errorf("nothing searched: %+v", v)
	}
	l.nodes[0].learn(solve.Won)
	if !l.update(solve.Update{Revision: l.nodes[4].rev, Verdict: solve.Lost}) {
		t.Fatal("an update about the line's position was not taken")
	}
	if l.update(solve.Update{Revision: 999, Verdict: solve.Won}) {
		t.Error("an update about no position of the line was taken")
	}
	// Node 5 is unsearched but lost: it comes after a lost one.
	if v := l.verdict(); v.State != StateLost || v.Undo != 5 {
		t.Errorf("verdict %+v, want lost, undo 5", v)
	}
	if n := l.gap(); n != l.nodes[2] {
		t.Fatalf("gap is not the middle of 1–3")
	}
	l.settle(l.nodes[2], solve.Won)
	if v := l.verdict(); v.Undo != 3 {
		t.Errorf("after node 2 won: undo %d, want 3", v.Undo)
	}
	if n := l.gap(); n != l.nodes[3] {
		t.Fatalf("gap is not node 3")
	}
	l.settle(l.nodes[3], solve.Unknown)
	if n := l.gap(); n != nil {
		t.Errorf("a gap of one undecided node has nothing left to search")
	}
	l.settle(l.nodes[3], solve.Lost)
	l.settle(l.nodes[3], solve.Unknown) // an undecided search hides no verdict
	if v := l.verdict(); v.Undo != 3 || l.gap() != nil {
		t.Errorf("after node 3 lost: %+v", v)
	}
	// Undo walks down the line: the position two back is winnable.
	for range 3 {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		l.undone(g)
	}
	if v := l.verdict(); v.State != StateWinnable || v.Revision != g.Revision() {
		t.Errorf("after three undos: %+v", v)
	}
	// A rebuilt line keeps the undo history's positions.
	l.rebuild(g)
	if len(l.nodes) != g.UndosLeft()+1 || l.nodes[len(l.nodes)-1].pos != g.Position() {
		t.Errorf("rebuilt line: %d nodes for %d undos", len(l.nodes), g.UndosLeft())
	}
}

// TestLineUndoLimit: the line keeps only the positions Undo can reach.
func TestLineUndoLimit(t *testing.T) {
	g, _ := canfield.Deal("CF1-D1-AAAAACL")
	l := &line{}
	l.rebuild(g)
	for range canfield.UndoLimit + 30 {
		g.Play(canfield.StockTap())
		l.played(g)
	}
	if len(l.nodes) != canfield.UndoLimit+1 {
		t.Errorf("%d nodes, want %d", len(l.nodes), canfield.UndoLimit+1)
	}
	l.nodes[0].learn(solve.Won)
	l.nodes[len(l.nodes)-1].learn(solve.Lost)
	if v := l.verdict(); v.Undo != canfield.UndoLimit {
		t.Errorf("undo %d, want %d", v.Undo, canfield.UndoLimit)
	}
}

// TestLineRecallsWatcher: what the Watcher has proved of positions it
// reported nothing on, such as a deal that its kept search proved lost
// some actions later, settles the line's nodes without a search.
func TestLineRecallsWatcher(t *testing.T) {
	g, _ := canfield.Deal("CF1-D1-AAAAACL")
	l := &line{}
	l.rebuild(g)
	deal := g.Position()
	for range 3 {
		if err := g.Play(canfield.StockTap()); err != nil {
			t.Fatal(err)
		}
		l.played(g)
	}
	l.update(solve.Update{Revision: g.Revision(), Verdict: solve.Lost})
	if n := l.gap(); n == nil {
		t.Fatal("nothing to resolve before the Watcher is asked")
	}
	l.known = func(p canfield.Position) (solve.Verdict, []canfield.Move) {
		if p == deal {
			return solve.Lost, nil
		}
		return solve.Unknown, nil
	}
	if v := l.verdict(); v.State != StateLost || v.Undo != 0 {
		t.Errorf("verdict %+v, want lost with no undo that helps", v)
	}
	if n := l.gap(); n != nil {
		t.Errorf("the deal lost leaves nothing to resolve, but gap is depth %d", slices.Index(l.nodes, n))
	}
}
