package canfield

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func wonRecord(t *testing.T) Record {
	t.Helper()
	g, err := Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	mustPlay(t, g, wonLine(t)...)
	return g.Record()
}

// TestReplaySeek: the position after n actions is the game of the record's
// first n actions, for every n, reached forward, backward or by a jump,
// past the undo window of 100 (R8.4) both ways.
func TestReplaySeek(t *testing.T) {
	rec := wonRecord(t)
	rp, err := NewReplay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if rp.Len() != len(rec.Moves) || rp.Pos() != 0 {
		t.Fatalf("new replay: Len %d, Pos %d", rp.Len(), rp.Pos())
	}
	want := make([]*Game, rp.Len()+1)
	for n := range want {
		prefix := rec
		prefix.Moves = rec.Moves[:n]
		if want[n], err = prefix.Game(); err != nil {
			t.Fatal(err)
		}
	}
	check := func(how string) {
		t.Helper()
		n := rp.Pos()
		g := rp.Game()
		if g.state != want[n].state || g.UndosLeft() != want[n].UndosLeft() || len(g.actions()) != n {
			t.Fatalf("%s to %d: %s, %d undoable", how, n, g.Describe(English), g.UndosLeft())
		}
	}
	check("start")
	for rp.Next() {
		check("Next")
	}
	if rp.Pos() != rp.Len() || !rp.Game().Won() {
		t.Fatalf("after the last Next: Pos %d, Won %v", rp.Pos(), rp.Game().Won())
	}
	for rp.Prev() {
		check("Prev")
	}
	if rp.Pos() != 0 {
		t.Fatalf("after the last Prev: Pos %d", rp.Pos())
	}
	for _, n := range []int{117, 3, 0, 120, 101, 100, 99, 50} {
		if err := rp.Seek(n); err != nil {
			t.Fatal(err)
		}
		check("Seek")
	}
	if rp.Seek(-5); rp.Pos() != 0 {
		t.Errorf("Seek(-5) went to %d, want 0", rp.Pos())
	}
	if rp.Seek(1000); rp.Pos() != rp.Len() {
		t.Errorf("Seek(1000) went to %d, want %d", rp.Pos(), rp.Len())
	}
}

// TestReplayAccessors: Action counts from 1 as the record's text does;
// Record and Game are copies.
func TestReplayAccessors(t *testing.T) {
	rec, _, err := ParseRecord(seedRecordText)
	if err != nil {
		t.Fatal(err)
	}
	rp, err := NewReplay(rec)
	if err != nil {
		t.Fatal(err)
	}
	for n, want := range []Move{{}, NewMove(Reserve, Column2, 1), NewMove(Reserve, Foundation1, 1), NewMove(Column2, Column4, 2), {}} {
		if got := rp.Action(n); got != want {
			t.Errorf("Action(%d) = %v, want %v", n, got, want)
		}
	}
	if rp.Action(-1) != (Move{}) {
		t.Error("Action(-1) is a move")
	}
	got := rp.Record()
	if diff := cmp.Diff(rec, got, moveOpts); diff != "" {
		t.Errorf("Record() mismatch (-want +got):\n%s", diff)
	}
	got.Moves[0], got.Deck[0] = Move{}, 0
	if rp.Action(1) != NewMove(Reserve, Column2, 1) || rp.Record().Deck[0] != rec.Deck[0] {
		t.Error("changing Record()'s result changed the replay")
	}
	rp.Seek(3)
	g := rp.Game()
	mustPlay(t, g, "s")
	if len(rp.Game().Stock()) != 34 || rp.Pos() != 3 {
		t.Error("playing on Game()'s result changed the replay")
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := g.Undo(); err != nil {
		t.Errorf("the game taken over at 3 cannot undo its third action: %v", err)
	}

	if _, err := NewReplay(Record{Code: "CF1-D3-AAAAACL", Moves: []Move{NewMove(Reserve, Column1, 1)}}); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("NewReplay of an illegal record: %v", err)
	}
	rp, err = NewReplay(Record{Code: "cf1-d3-aaaaacl", Deck: Deck()})
	if err != nil {
		t.Fatal(err)
	}
	if r := rp.Record(); r.Code != "CF1-D3-AAAAACL" || r.Deck != nil || rp.Len() != 0 || rp.Next() {
		t.Errorf("replay of an empty record: %+v", r)
	}
}

// TestReplayListen: stepping forward tells what playing tells, stepping
// back what undoing tells, and a listener may not step the replay.
func TestReplayListen(t *testing.T) {
	rec, _, err := ParseRecord(seedRecordText)
	if err != nil {
		t.Fatal(err)
	}
	rp, err := NewReplay(rec)
	if err != nil {
		t.Fatal(err)
	}
	var log []string
	var refused []bool
	var busy error
	stop := rp.Listen(func(e Event) {
		log = append(log, e.String())
		refused = append(refused, !rp.Next(), !rp.Prev())
		busy = rp.Seek(0)
		_ = rp.Game()
	})
	if err := rp.Seek(3); err != nil {
		t.Fatal(err)
	}
	rp.Prev()
	stop()
	rp.Prev()
	want := []string{
		"move r c2 Q♣ score 0",
		"move r f1 8♥ +5 score 5",
		"move c2:2 c4 K♥ Q♣ score 5",
		"refill c2 Q♠ reserve 10",
		"undo c2:2 c4 K♥ Q♣ refill Q♠ score 5",
	}
	if diff := cmp.Diff(want, log); diff != "" {
		t.Errorf("log mismatch (-want +got):\n%s", diff)
	}
	for i, r := range refused {
		if !r {
			t.Errorf("step %d from a listener was not refused", i)
		}
	}
	if !errors.Is(busy, ErrBusy) {
		t.Errorf("Seek from a listener: %v, want ErrBusy", busy)
	}
	if rp.Pos() != 1 {
		t.Errorf("Pos() = %d, want 1", rp.Pos())
	}
}
