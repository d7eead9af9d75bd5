package canfield

// PointsPerCard is what a card put on a foundation earns (R9.1).
const PointsPerCard = 5

// WinningScore is the score of a won game without take-backs: the base
// card starts in place, so 51 cards earn 5 points each (R9.3).
const WinningScore = 51 * PointsPerCard

// points returns what the action earned: 5 for a card put on a foundation
// from the reserve, a column or the waste (R9.1), nothing for anything else,
// take-backs included (R9.2). Undo takes exactly this back (R8.4), so the
// score is never below 0 (R9.3).
func (a action) points() int32 {
	if a.move.to.IsFoundation() && !a.move.from.IsFoundation() {
		return PointsPerCard
	}
	return 0
}

// casinoNet returns the casino view of the position (R9.4): the player paid
// $52 for the deck and wins $5 for every card on the foundations, the base
// card included. A new deal nets −47 and a won game 208. It is not the score:
// it depends only on the cards now on the foundations. The zero Game, which
// has no deck to pay for, nets 0.
func (g *Game) casinoNet() int {
	if !g.laidOut() {
		return 0
	}
	cards := 0
	for _, n := range g.fcount {
		cards += int(n)
	}
	return PointsPerCard*cards - 52
}
