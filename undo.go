package canfield

// UndoLimit is how many of the latest actions Undo can take back (R8.4).
const UndoLimit = 100

// push records a played action for Undo and for the game's record.
func (g *Game) push(a action) {
	g.history = append(g.history, a)
	if g.undoable < UndoLimit {
		g.undoable++
	}
	g.revision++
}

// Undo takes back the last action (R8.4). Draws and recycles count as
// actions, a refill of an emptied column goes back with the move that caused
// it, and the points the action earned are removed.
//
// Like the app, the game remembers only the last 100 actions for undo: a
// new action beyond that forgets the oldest, so at most 100 undos follow
// one another. Undo returns ErrNothingToUndo when no action was played,
// and a *MoveError wrapping it (Reason UndoLimitReached) when the last 100
// have been undone; either changes nothing.
func (g *Game) Undo() error {
	if g.busy {
		return busyError(Move{}, "undo")
	}
	if g.undoable == 0 {
		if len(g.history) == 0 {
			return ErrNothingToUndo
		}
		return &MoveError{Reason: UndoLimitReached, Rule: UndoLimitReached.rule(), Err: ErrNothingToUndo}
	}
	a := g.history[len(g.history)-1]
	g.history = g.history[:len(g.history)-1]
	g.undoable--
	g.state.revert(a)
	g.revision++
	if g.listeners != nil {
		g.emitUndo(a)
	}
	return nil
}

// UndosLeft returns how many actions Undo can still take back, one after
// another: up to 100 (R8.4).
func (g *Game) UndosLeft() int { return g.undoable }

// revert reverses apply(a.move) exactly.
func (s *state) revert(a action) {
	m := a.move
	if m.from == Stock {
		if a.turned == 0 {
			s.nwaste = s.ntalon
		} else {
			s.nwaste -= a.turned
		}
		return
	}
	if a.refill {
		i := m.from.Index()
		s.reserve[s.nreserve] = s.cols[i][0]
		s.nreserve++
		s.cols[i][0] = 0
		s.ncol[i] = 0
	}
	var moved [52]Card
	n := int(m.count)
	if m.to.IsFoundation() {
		f := m.to.Index()
		moved[0] = s.foundationCard(f, int(s.fcount[f])-1)
		s.fcount[f]--
		s.score -= a.points()
	} else {
		j := m.to.Index()
		k := int(s.ncol[j]) - n
		copy(moved[:n], s.cols[j][k:s.ncol[j]])
		clear(s.cols[j][k:s.ncol[j]])
		s.ncol[j] = uint8(k)
	}
	switch {
	case m.from == Reserve:
		s.reserve[s.nreserve] = moved[0]
		s.nreserve++
	case m.from == Waste:
		copy(s.talon[s.nwaste+1:s.ntalon+1], s.talon[s.nwaste:s.ntalon])
		s.talon[s.nwaste] = moved[0]
		s.nwaste++
		s.ntalon++
	case m.from.IsFoundation():
		s.fcount[m.from.Index()]++
	default:
		i := m.from.Index()
		copy(s.cols[i][s.ncol[i]:], moved[:n])
		s.ncol[i] += uint8(n)
	}
}
