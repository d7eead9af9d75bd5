package solve

import "github.com/canfield-go/canfield"

// Stuck reports whether no useful move is left in g: whatever the player
// does, other than turning the stock, can be done only between the columns
// and the foundations and can always be taken back, and none of it leads
// to a win. No card can leave the reserve or the talon, whatever
// arrangement of the columns and foundations is tried and however the
// stock is turned; a column never empties for the reserve to refill (R3.4).
// Every arrangement the player can reach leads back to this one, so none
// is new in any way that matters, and the game is lost, though the app
// declares nothing (R7.2): a user interface may say that no useful move is
// left and offer an undo or a new game.
//
// Stuck does not change g. It looks at up to 20,000 arrangements and
// reports false when there are more: a game with that much room is not
// stuck in any way a player would notice. It reports false for a game that
// is won.
func Stuck(g *canfield.Game) bool {
	if g == nil || g.StartRank() == 0 {
		return false
	}
	p := g.Position()
	return stuck(&p, stuckLimit)
}

const stuckLimit = 20_000

// stuck searches the arrangements that reversible moves reach from p (see
// reversible) for a win or for a move that is not reversible.
func stuck(p *canfield.Position, limit int) bool {
	if p.Won() {
		return false
	}
	seen := map[key]bool{keyOf(p): true}
	queue := []canfield.Position{*p}
	var moves []canfield.Move
	for len(queue) > 0 {
		q := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		if len(q.AppendTalonMoves(nil)) > 0 {
			return false
		}
		moves = q.AppendMoves(moves[:0])
		for _, m := range moves {
			if m.IsStockTap() {
				continue
			}
			if !reversible(&q, m) {
				return false
			}
			child := q
			if child.Play(m) != nil {
				continue
			}
			if child.Won() {
				return false
			}
			k := keyOf(&child)
			if seen[k] {
				continue
			}
			if len(seen) == limit {
				return false
			}
			seen[k] = true
			queue = append(queue, child)
		}
	}
	return true
}
