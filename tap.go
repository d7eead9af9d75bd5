package canfield

// Tap plays the app's one-tap move for card c (R8.1) and returns it. A
// single free card (the reserve's top, the waste's top, a column's top) goes
// to its foundation if it may. Otherwise, with Double-click on (the
// default), the card, and in a column the run from it to the top, goes to
// the longest other column that takes it, the leftmost among equals, and if
// none does, to the leftmost empty column; a whole column is never tapped
// onto an empty one, as that would change nothing. A foundation's card is
// never moved by a tap (R4.5).
//
// A tap that finds no place, or a card that cannot be tapped, returns a
// *MoveError wrapping ErrIllegalMove and changes nothing. A card that is not
// face up is refused in the same words whichever pile hides it (R2.3).
func (g *Game) Tap(c Card) (Move, error) {
	if g.busy {
		return Move{}, busyError(Move{}, "tap "+c.String())
	}
	m, r := g.state.tapMove(c, !g.singleClick)
	if r.refused() {
		return Move{}, r.err(Move{})
	}
	return m, g.Play(m)
}

// TapMove returns the move Tap(c) would play, without playing it.
func (g *Game) TapMove(c Card) (Move, error) {
	m, r := g.state.tapMove(c, !g.singleClick)
	if r.refused() {
		return Move{}, r.err(Move{})
	}
	return m, nil
}

func (s *state) tapMove(c Card, doubleClick bool) (Move, refusal) {
	from, depth, r := s.locate(c)
	if r.refused() {
		return Move{}, r
	}
	if from.IsFoundation() {
		return Move{}, refusal{reason: TapFromFoundation, card: c, pile: from}
	}
	n := depth + 1
	if n == 1 && s.foundationTakes(c) {
		return Move{from: from, to: FoundationPile(int(s.fslot[c.Suit()])), count: 1}, refusal{}
	}
	if !doubleClick {
		return Move{}, whyCard(DoubleClickOff, c)
	}
	best := -1
	for j := range s.cols {
		if from == ColumnPile(j) || s.ncol[j] == 0 || !c.goesOnColumn(s.cols[j][s.ncol[j]-1]) {
			continue
		}
		if best < 0 || s.ncol[j] > s.ncol[best] {
			best = j
		}
	}
	if best < 0 {
		wholeColumn := from.IsColumn() && n == int(s.ncol[from.Index()])
		for j := range s.cols {
			if s.ncol[j] == 0 && from != ColumnPile(j) && !wholeColumn {
				best = j
				break
			}
		}
	}
	if best < 0 {
		return Move{}, whyCard(NowhereToGo, c)
	}
	return Move{from: from, to: ColumnPile(best), count: uint8(n)}, refusal{}
}

// locate finds a face-up card that can be moved, and how deep it lies
// under the top of its pile (0 for the top card). For any other card it
// says why it cannot move. A face-down card gets FaceDown and nothing
// else, the same for the stock and the reserve, so that no refusal tells
// where a hidden card lies (R2.3).
func (s *state) locate(c Card) (p Pile, depth int, r refusal) {
	if !c.Valid() {
		return NoPile, 0, why(NotACard)
	}
	for i := range s.cols {
		for k, d := range s.cols[i][:s.ncol[i]] {
			if d == c {
				return ColumnPile(i), int(s.ncol[i]) - 1 - k, refusal{}
			}
		}
	}
	if s.nreserve > 0 && s.reserve[s.nreserve-1] == c {
		return Reserve, 0, refusal{}
	}
	if s.nwaste > 0 && s.talon[s.nwaste-1] == c {
		return Waste, 0, refusal{}
	}
	f := int(s.fslot[c.Suit()])
	if s.fcount[f] > 0 {
		k := (int(c.Rank()) - int(s.start) + NumRanks) % NumRanks
		if k == int(s.fcount[f])-1 {
			return FoundationPile(f), 0, refusal{}
		}
		if k < int(s.fcount[f]) {
			return NoPile, 0, refusal{reason: UnderFoundationTop, card: c, pile: FoundationPile(f)}
		}
	}
	for _, d := range s.talon[:s.nwaste] {
		if d == c {
			return NoPile, 0, refusal{reason: UnderWasteTop, card: c, pile: Waste}
		}
	}
	for _, d := range s.reserve[:s.nreserve] {
		if d == c {
			return NoPile, 0, whyCard(FaceDown, c)
		}
	}
	for _, d := range s.talon[s.nwaste:s.ntalon] {
		if d == c {
			return NoPile, 0, whyCard(FaceDown, c)
		}
	}
	return NoPile, 0, whyCard(NotInGame, c)
}
