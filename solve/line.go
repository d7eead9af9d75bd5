package solve

import (
	"slices"
	"sync"

	"github.com/canfield-go/canfield"
)

// tidyLine returns line, a line that wins from p, without the detours the
// search leaves in it. The search meets its win in its own order of
// trial, through positions it counts as one (columns in any order, twins,
// the stock's turning), so the line it puts together can come back to a
// position it passed, carry a run away and back, scatter stock taps among
// moves they have nothing to do with, and in an endgame walk a long column
// round the empty columns, two moves a card. tidyLine rewrites it in four
// ways, each of which keeps a line that canfield.Position.Play accepts
// throughout and that ends in a win, and none of which makes it longer:
//
//  1. Stock taps grouped (groupTaps). A tap changes only how the talon is
//     split between stock and waste, and no move but one from the waste
//     reads or changes that split, so a tap commutes with every move that
//     is not a tap or from the waste. Every tap moves forward to just
//     before the next move from the waste: in the result every tap is
//     followed by a tap or by a move from the waste, and the taps that
//     bring a card up stand together in front of its move ("s s s w c2").
//  2. Loops cut (cutLoops). Where the line comes back to a position it met
//     before, the stretch in between goes. Positions are compared with ==:
//     the same cards in the same places and the talon split the same way,
//     so a tap makes a new position. A loop holds no move from the waste,
//     as no card goes back into the talon, so its taps, once step 1 has
//     put them together, turn the stock a whole cycle back to the split
//     they left, as a group does that turns it further than the card it
//     brings up. Taps spread among moves that put everything else back
//     make no loop as they stand, each tap changing the split, but do once
//     step 1 has moved them out from among those moves.
//  3. Runs carried back and forth (dropPairs). For each move, the move that
//     last moved its lowest card: if that one carried the same cards onto
//     the pile this one takes them from, the two go if this one takes
//     them back where they came from, or become one move if it carries
//     them on, played where the first was or where the second is; either
//     only when the moves in between, played without the pair, reach the
//     same position after it as before, so that nothing in between needed
//     the cards where the pair had them. Cards taken straight back onto a
//     column that the reserve refilled when they left lie on its top card
//     now: that pair goes when the line wins without it.
//  4. Endgames played straight (finishEarly, finish). From each position
//     with the reserve empty, in order, a plain play-out is tried: a top
//     card of a column that goes up goes up; else, of a card of the talon
//     that taps bring up to go up and of the run above the card that a
//     foundation takes next (the one nearest a column's top, onto a top
//     it goes on or else an empty column), the one that takes fewer
//     actions. The first play-out that wins in fewer actions than the rest
//     of the line replaces it. This is what straightens a long column
//     that the search walked round the empty columns.
//
// Steps 1 and 2 run first, then step 4 once, then step 3 until a pass of
// it changes nothing, each pass that changes the line followed by 1 and
// 2, as a change can bring two equal positions or a pair together. Every change but step 1's shortens the
// line, so this ends, and the result holds: no two positions of the line
// equal, every tap followed by a tap or a move from the waste, and no pair
// that step 3 would drop or merge. Step 2 plays every action it has not
// played before; should the line not play from p, or not win, tidyLine
// returns it as it was.
//
// Costs, for a line of n actions: step 1 is one pass; step 2 one pass,
// with a hash table of the positions, that plays only the actions it has
// not met; step 3 a pass, replaying the stretch a pair spans only when no
// move in between touches a pile the rewrite leaves the cards on, and
// going on after a change from where the change began; step 4 stops at
// its first success, and a play-out that cannot win ends as soon as it is
// stuck or as long as the rest of the line, and is not tried again from
// the positions it shares with the line. BenchmarkTidyLine measures it on
// the won lines of a sample of deals, and canfield-measure line-lengths
// the lines that Solve and Suggest give.
func tidyLine(p *canfield.Position, line []canfield.Move) []canfield.Move {
	if len(line) < 2 {
		return line
	}
	t := tidiers.Get().(*tidier)
	defer func() { t.line = nil; tidiers.Put(t) }()
	t.start(p, line)
	t.groupTaps()
	t.cutLoops()
	if !t.broken && t.finishEarly() {
		t.cutLoops()
	}
	for !t.broken && t.dropPairs() {
		t.groupTaps()
		t.cutLoops()
	}
	if t.broken || !t.pos[len(t.line)].Won() {
		return line
	}
	return t.line
}

// tidiers keeps the buffers of tidyLine for its next call.
var tidiers = sync.Pool{New: func() any { return new(tidier) }}

// tidier holds a line being tidied and the positions it passes through.
type tidier struct {
	root canfield.Position
	line []canfield.Move
	// pos[k] is the position before line[k], pos[len(line)] the last one;
	// those past valid are out of date.
	pos    []canfield.Position
	valid  int
	broken bool // the line does not play from root

	// slots is cutLoops' open-addressing hash table of the positions up
	// to pos[checked], which no later one equals; entries holds how many
	// slots are taken, some by positions gone since.
	slots   []slot
	entries int
	checked int

	window  []canfield.Move      // dropPairs' rewritten stretch
	between []canfield.Position  // and its positions
	talon   []canfield.TalonMove // finish's waste moves
	ending  []canfield.Move      // finish's line
}

// slot is an entry of cutLoops' table.
type slot struct {
	hash uint64
	at   int32 // index into pos plus one; 0 marks an empty slot
}

// start sets t to tidy a copy of line, played from p.
func (t *tidier) start(p *canfield.Position, line []canfield.Move) {
	t.root, t.line, t.broken = *p, append(make([]canfield.Move, 0, len(line)), line...), false
	if cap(t.pos) < len(line)+1 {
		t.pos = make([]canfield.Position, len(line)+1)
	}
	t.pos = t.pos[:len(line)+1]
	t.pos[0] = *p
	t.valid, t.checked, t.entries = 0, 0, 0
	t.slots = t.slots[:0] // cutLoops clears the table before its first use
}

// stale notes that the line changed from index k on.
func (t *tidier) stale(k int) {
	t.valid, t.checked = min(t.valid, k), min(t.checked, k)
}

// groupTaps moves every stock tap of the line to just before the next move
// from the waste (step 1 of tidyLine).
func (t *tidier) groupTaps() {
	w, taps := 0, 0
	for _, m := range t.line {
		switch {
		case m.IsStockTap():
			taps++
			continue
		case m.From() == canfield.Waste:
			w = t.putTaps(w, taps)
			taps = 0
		}
		t.put(w, m)
		w++
	}
	t.putTaps(w, taps)
}

// putTaps puts n stock taps into the line from index w on and returns the
// index after them.
func (t *tidier) putTaps(w, n int) int {
	for range n {
		t.put(w, canfield.StockTap())
		w++
	}
	return w
}

// put sets line[w] to m.
func (t *tidier) put(w int, m canfield.Move) {
	if t.line[w] != m {
		t.line[w] = m
		t.stale(w)
	}
}

// lineHash returns a hash of q for cutLoops' table. Equal positions hash
// alike, and a collision costs only a comparison, so it reads only what
// tells the positions of one line apart at a glance: the size of every
// pile but the foundations, whose total it takes, and the top cards of
// the columns and the waste.
func lineHash(q *canfield.Position) uint64 {
	up := q.Len(canfield.Foundation1) + q.Len(canfield.Foundation2) + q.Len(canfield.Foundation3) + q.Len(canfield.Foundation4)
	h := uint64(up)<<18 | uint64(q.Len(canfield.Stock))<<12 | uint64(q.Len(canfield.Waste))<<6 | uint64(q.Top(canfield.Waste)&63)
	for col := canfield.Column1; col <= canfield.Column4; col++ {
		h = h<<12 ^ h>>52 ^ uint64(q.Len(col))<<6 ^ uint64(q.Top(col)&63)
	}
	// SplitMix64's finalizer spreads the bits over the table's low ones.
	h ^= h >> 30
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 27
	h *= 0x94D049BB133111EB
	return h ^ h>>31
}

// cutLoops drops every stretch of the line that comes back to a position
// met before (step 2 of tidyLine), and brings pos up to date. It reports
// whether it dropped any. A line that does not play from root is left as
// it is, and broken set.
//
// The positions up to pos[checked] are in the table already, and a stretch
// that comes back to a position leaves the positions after it as they
// were: pos is played anew only past valid.
func (t *tidier) cutLoops() bool {
	if 2*(t.entries+len(t.line)-t.checked+1) > len(t.slots) {
		size := 16
		for size < 4*(len(t.line)+1) {
			size *= 2
		}
		if cap(t.slots) < size {
			t.slots = make([]slot, size)
		}
		t.slots = t.slots[:size]
		clear(t.slots)
		t.entries, t.checked = 0, 0
		t.remember(lineHash(&t.pos[0]), 0)
	}
	cut := false
	w := t.checked // line[:w] and pos[:w+1] are kept
	for r := t.checked; r < len(t.line); r++ {
		// The position after line[r] goes to pos[w+1]: that is pos[r+1],
		// or one that this loop has read already.
		m, q := t.line[r], &t.pos[w+1]
		switch {
		case r >= t.valid:
			*q = t.pos[w]
			if q.Play(m) != nil {
				t.broken = true
				return cut
			}
		case w < r:
			*q = t.pos[r+1]
		}
		h := lineHash(q)
		if at := t.recall(q, h, w+1); at >= 0 {
			w, cut = at, true
			continue
		}
		t.line[w] = m
		w++
		t.remember(h, w)
	}
	t.line, t.pos = t.line[:w], t.pos[:w+1]
	t.valid, t.checked = w, w
	return cut
}

// remember enters pos[at], whose hash is h, into the table.
func (t *tidier) remember(h uint64, at int) {
	mask := uint64(len(t.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		if t.slots[i].at == 0 {
			t.slots[i] = slot{h, int32(at + 1)}
			t.entries++
			return
		}
	}
}

// recall returns the index in pos, below n, of q, whose hash is h, or -1.
// Entries for positions gone since are skipped: their index is n or more,
// or holds another position.
func (t *tidier) recall(q *canfield.Position, h uint64, n int) int {
	mask := uint64(len(t.slots) - 1)
	for i := h & mask; t.slots[i].at != 0; i = (i + 1) & mask {
		s := t.slots[i]
		if at := int(s.at) - 1; s.hash == h && at < n && t.pos[at] == *q {
			return at
		}
	}
	return -1
}

// carried returns the lowest card that m takes from q and how many cards
// it takes; 0, 0 for a stock tap.
func carried(q *canfield.Position, m canfield.Move) (canfield.Card, int) {
	from := m.From()
	switch {
	case m.IsStockTap():
		return 0, 0
	case from.IsColumn():
		return q.Card(from, q.Len(from)-m.Count()), m.Count()
	}
	return q.Top(from), 1
}

// dropPairs drops or merges the pairs of moves that carry cards and then
// take them back or carry them on (step 3 of tidyLine), and reports
// whether it changed the line. It needs pos up to date, and keeps it so.
func (t *tidier) dropPairs() bool {
	changed := false
	var last [64]int32 // by card: index plus one of the last move that moved it
	for b := 0; b < len(t.line); b++ {
		m, q := t.line[b], &t.pos[b]
		low, n := carried(q, m)
		if n == 0 {
			continue
		}
		if a := int(last[low]) - 1; a >= 0 {
			ma := t.line[a]
			if lowA, nA := carried(&t.pos[a], ma); ma.To() == m.From() && lowA == low && nA == n && t.rewrite(a, b) {
				// The line before a is as it was: go on from there.
				changed = true
				t.checked = min(t.checked, a)
				last = [64]int32{}
				for k := range a {
					t.mark(&last, k)
				}
				b = a - 1
				continue
			}
		}
		t.mark(&last, b)
	}
	return changed
}

// mark notes in last that line[k] is the last move of the cards it moves.
func (t *tidier) mark(last *[64]int32, k int) {
	q, m := &t.pos[k], t.line[k]
	if _, n := carried(q, m); n > 0 {
		from, top := m.From(), q.Len(m.From())
		for i := top - n; i < top; i++ {
			last[q.Card(from, i)] = int32(k + 1)
		}
	}
}

// rewrite replaces moves a and b, where b takes the cards that a carried,
// by nothing if b takes them back where a took them from, or else by one
// move that carries them from there to where b does, played in a's place
// or in b's; the first of these that reaches pos[b+1] as the moves in
// between are played. It reports whether it changed the line.
//
// A rewrite leaves the cards somewhere else between a and b than the line
// did: on the pile a took them from, or the pile b puts them on, and never
// on the one a put them on. A move in between that touches such a pile
// meets other cards there, and the stretch does not reach pos[b+1], so
// such rewrites are not tried, but for a card that stays in the waste,
// under the cards that taps turn over it, and cards that a put on an empty
// column, where the cards laid on them go on the empty column instead.
func (t *tidier) rewrite(a, b int) bool {
	ma, mb := t.line[a], t.line[b]
	between := t.line[a+1 : b]
	var touched uint32 // piles that a move in between takes from or puts on
	for _, m := range between {
		touched |= 1<<m.From() | 1<<m.To()
	}
	free := func(pile canfield.Pile) bool { return touched&(1<<pile) == 0 }
	if !free(ma.To()) && t.pos[a].Len(ma.To()) > 0 {
		return false
	}
	if mb.To() == ma.From() {
		if !free(ma.From()) {
			return false
		}
		if t.replace(a, b, append(t.window[:0], between...)) {
			return true
		}
		// Cards taken straight back onto a column that the reserve
		// refilled when they left have its top card under them now; the
		// line may win without that too.
		return b == a+1 && t.replace(a, len(t.line)-1, append(t.window[:0], t.line[b+1:]...))
	}
	merged := canfield.NewMove(ma.From(), mb.To(), mb.Count())
	if free(mb.To()) && t.replace(a, b, append(append(t.window[:0], merged), between...)) {
		return true
	}
	return (free(ma.From()) || ma.From() == canfield.Waste) && t.replace(a, b, append(append(t.window[:0], between...), merged))
}

// replace replaces moves a to b of the line by window if window, played
// from pos[a], reaches pos[b+1], and reports whether it did.
func (t *tidier) replace(a, b int, window []canfield.Move) bool {
	t.window = window
	q := t.pos[a]
	t.between = t.between[:0]
	for _, m := range window {
		if !q.CanPlay(m) {
			return false
		}
		q.Play(m)
		t.between = append(t.between, q)
	}
	if q != t.pos[b+1] {
		return false
	}
	t.line = slices.Replace(t.line, a, b+1, window...)
	t.pos = slices.Replace(t.pos, a+1, b+2, t.between...)
	t.valid = len(t.line) // as dropPairs needs it
	return true
}

// finishEarly replaces the rest of the line from the first position with
// an empty reserve from which finish wins in fewer actions (step 4 of
// tidyLine), and reports whether it did.
func (t *tidier) finishEarly() bool {
	for k := 0; k < len(t.line); k++ {
		q := &t.pos[k]
		if q.Len(canfield.Reserve) != 0 || k > 0 && t.line[k-1].IsStockTap() {
			continue // a play-out after a tap would part it from its card
		}
		ending, ok := t.finish(*q, t.ending[:0], len(t.line)-k-1)
		t.ending = ending
		if !ok {
			// From the positions that the line and the play-out share,
			// the play-out goes the same way and fails the same way.
			for _, m := range ending {
				if k+1 >= len(t.line) || t.line[k] != m {
					break
				}
				k++
			}
			continue
		}
		t.line = append(t.line[:k], ending...)
		t.pos = t.pos[:k+1+len(ending)]
		t.stale(k)
		return true
	}
	return false
}

// finish appends to dst a line that wins from q by the play-out of step 4
// of tidyLine, and reports whether it found one of at most limit actions.
func (t *tidier) finish(q canfield.Position, dst []canfield.Move, limit int) ([]canfield.Move, bool) {
	start := len(dst)
	for !q.Won() {
		if len(dst)-start >= limit {
			return dst, false
		}
		if up, ok := cardUp(&q); ok {
			q.Play(up)
			dst = append(dst, up)
			continue
		}
		taps, up := -1, canfield.Move{}
		t.talon = q.AppendTalonMoves(t.talon[:0])
		for _, tm := range t.talon {
			if tm.Move.To().IsFoundation() {
				taps, up = tm.Taps, tm.Move
				break
			}
		}
		dig, ok := uncover(&q)
		switch {
		case taps == 0 || (taps > 0 && (!ok || taps == 1)):
			// A card of the waste goes up for as few actions as a dig
			// and the card it frees.
			for range taps {
				dst = append(dst, canfield.StockTap())
			}
			dst = append(dst, up)
			q.TurnStock(taps)
			q.Play(up)
		case ok:
			dst = append(dst, dig)
			q.Play(dig)
		default:
			return dst, false
		}
	}
	return dst, len(dst)-start <= limit
}

// cardUp returns the move of a column's top card that its foundation
// takes, if there is one.
func cardUp(q *canfield.Position) (canfield.Move, bool) {
	for from := canfield.Column1; from <= canfield.Column4; from++ {
		if c := q.Top(from); c != 0 && goesUp(q, c) {
			return canfield.NewMove(from, foundationOf(q, c), 1), true
		}
	}
	return canfield.Move{}, false
}

// uncover returns the move of the run above the card that a foundation
// takes next, of those in a column the one nearest its top, onto a top
// the run goes on or else an empty column, if there is one.
func uncover(q *canfield.Position) (canfield.Move, bool) {
	var dig canfield.Move
	for f := range 4 {
		x := nextUp(q, f)
		if x == 0 {
			continue
		}
		pile, k := q.Find(x)
		depth := q.Len(pile) - 1 - k
		if !pile.IsColumn() || depth == 0 || (dig != canfield.Move{} && depth >= dig.Count()) {
			continue
		}
		low := q.Card(pile, k+1)
		to := canfield.NoPile
		for j := range 4 {
			col := canfield.ColumnPile(j)
			top := q.Top(col)
			if col != pile && top != 0 && low.GoesOn(top) {
				to = col
				break
			}
			if top == 0 && to == canfield.NoPile {
				to = col
			}
		}
		if to != canfield.NoPile {
			dig = canfield.NewMove(pile, to, depth)
		}
	}
	return dig, dig != canfield.Move{}
}

// nextUp returns the card foundation f takes next, or 0 if it is full.
func nextUp(q *canfield.Position, f int) canfield.Card {
	pile := canfield.FoundationPile(f)
	switch q.Len(pile) {
	case 0:
		return canfield.NewCard(q.StartRank(), q.FoundationSuit(f))
	case canfield.NumRanks:
		return 0
	}
	return canfield.NewCard(q.Top(pile).Rank().Next(), q.FoundationSuit(f))
}
