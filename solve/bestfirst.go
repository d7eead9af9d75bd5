package solve

import (
	"unsafe"

	"github.com/canfield-go/canfield"
)

// bestFirst searches from root, always expanding the position that looks
// closest to a win (progress), until it wins, runs out of positions (the
// root is lost), or has reached s.maxNodes positions (undecided: it
// returns Unknown with s.stopped nil).
//
// Most wins are found by a depth-first search in a few hundred positions,
// but when its first choices are poor it can spend millions in a subtree
// with no win. A best-first search does not commit to a branch, so it finds
// those wins far sooner; it keeps every open position, though, which a
// depth-first search does not, so it runs on a budget, after a short
// depth-first search and before the long one (DESIGN.md, "The phases").
//
// Open positions are kept as their keys alone and rebuilt when expanded
// (decoder), so an open position costs a few dozen bytes.
func (s *searcher) bestFirst(root *canfield.Position) (Verdict, []canfield.Move) {
	if root.Won() {
		return Won, []canfield.Move{}
	}
	rootKey := keyOf(root)
	if !s.record(rootKey) {
		return Unknown, nil
	}
	nodes := []bfNode{{key: rootKey, parent: -1}}
	heap := bfHeap{{prio: progressOf(rootKey), id: 0}}
	// The last position expanded and the steps to its children: on a
	// plateau the search goes on from one of them, which replaying its step
	// makes faster than rebuilding it from its key.
	type made struct {
		id int32
		st step
	}
	var last canfield.Position
	var recent, next []made
	for len(heap) > 0 && s.stopped == nil {
		if s.maxNodes > 0 && s.nodes >= s.maxNodes {
			break
		}
		e := heap.pop()
		n := nodes[e.id]
		var p canfield.Position
		found := false
		for _, r := range recent {
			if r.id == e.id {
				found = s.makeChild(&last, r.st, n.key, &p)
				break
			}
		}
		switch {
		case found:
		case e.id == 0:
			p = *root
		default:
			var err error
			if p, err = s.dec.position(n.key); err != nil {
				s.stopped = err
			}
		}
		if s.stopped != nil {
			break
		}
		next = next[:0]
		lo := len(s.steps)
		s.steps = s.appendSteps(s.steps, &p, n.key)
		s.expanding(&p)
		for i, st := range s.steps[lo:] {
			// Only the key of a child is needed to list it: it is made
			// when it is expanded.
			k, won := stepKey(&p, n.key, &s.pc, st, s.keys[lo+i])
			if won {
				s.steps = s.steps[:lo]
				if n.relaxed || st.kind == cycle {
					s.stopped = errRelaxedWin
					return Unknown, nil
				}
				return Won, s.relink(root, nodes, e.id)
			}
			if !s.record(k) {
				if s.stopped != nil {
					break
				}
				continue
			}
			nodes = append(nodes, bfNode{key: k, parent: e.id, relaxed: n.relaxed || st.kind == cycle})
			heap.push(bfEntry{prio: progressOf(k), id: int32(len(nodes) - 1)})
			next = append(next, made{int32(len(nodes) - 1), st})
		}
		last = p
		recent, next = next, recent
		s.steps = s.steps[:lo]
		if s.nodes%checkEvery < 64 {
			s.notePeak(int64(cap(nodes))*int64(unsafe.Sizeof(bfNode{})) + int64(cap(heap))*int64(unsafe.Sizeof(bfEntry{})))
		}
	}
	s.notePeak(int64(cap(nodes))*int64(unsafe.Sizeof(bfNode{})) + int64(cap(heap))*int64(unsafe.Sizeof(bfEntry{})))
	if len(heap) == 0 && s.stopped == nil {
		return s.exhausted(), nil
	}
	return Unknown, nil
}

// bfNode is a position met: its key, the node it was listed from, and
// whether a cycle step led there on the way from the root, so that no real
// line does (DESIGN.md §10).
type bfNode struct {
	key     key
	parent  int32
	relaxed bool
}

// bfEntry is an open position: its node and how close to a win it looks.
type bfEntry struct {
	prio int32
	id   int32
}

// bfHeap is a max-heap of open positions. Among equals the newest comes
// first, so that the search runs depth-first along a plateau.
type bfHeap []bfEntry

func (h bfHeap) less(i, j int) bool {
	if h[i].prio != h[j].prio {
		return h[i].prio > h[j].prio
	}
	return h[i].id > h[j].id
}

func (h *bfHeap) push(e bfEntry) {
	*h = append(*h, e)
	a := *h
	for i := len(a) - 1; i > 0; {
		parent := (i - 1) / 2
		if !a.less(i, parent) {
			break
		}
		a[i], a[parent] = a[parent], a[i]
		i = parent
	}
}

func (h *bfHeap) pop() bfEntry {
	a := *h
	top := a[0]
	last := len(a) - 1
	a[0] = a[last]
	a = a[:last]
	for i := 0; ; {
		c := 2*i + 1
		if c >= len(a) {
			break
		}
		if c+1 < len(a) && a.less(c+1, c) {
			c++
		}
		if !a.less(c, i) {
			break
		}
		a[i], a[c] = a[c], a[i]
		i = c
	}
	*h = a
	return top
}

// progress scores how close p looks to a win; only the order of trial
// depends on it. Cards out of the reserve count most: the reserve is what
// blocks a game of Canfield; then cards on the foundations, then cards out
// of the talon.
func progress(p *canfield.Position) int32 {
	f := 0
	for i := 0; i < 4; i++ {
		f += p.Len(canfield.FoundationPile(i))
	}
	reserve := p.Len(canfield.Reserve)
	talon := p.Len(canfield.Stock) + p.Len(canfield.Waste)
	return progressScore(f, reserve, talon)
}

// progressOf is progress of the position with key k, read from the key
// alone: the cards neither on a foundation, in the reserve nor in a column
// are the talon.
func progressOf(k key) int32 {
	fcount, reserve, _ := k.counts()
	f := fcount[0] + fcount[1] + fcount[2] + fcount[3]
	return progressScore(f, reserve, 52-f-reserve-k.columnCards())
}

func progressScore(foundations, reserve, talon int) int32 {
	return int32(10*foundations - 12*reserve - 2*talon)
}

// relink returns the actions from root to a win through the positions of
// nodes from the root to node last, which are known only by their keys: a
// rebuilt position may have its columns in another order, or its stock
// turned elsewhere in its cycle, than the one the line reaches, so each
// step is found again from the position the line has really reached.
func (s *searcher) relink(root *canfield.Position, nodes []bfNode, last int32) []canfield.Move {
	var path []int32
	for id := last; id > 0; id = nodes[id].parent {
		path = append(path, id)
	}
	var line []canfield.Move
	p := *root
	k := keyOf(root)
	for i := len(path); i >= 0; i-- {
		var want key // the zero key: the last step must win
		if i > 0 {
			want = nodes[path[i-1]].key
		}
		lo := len(s.steps)
		s.steps = s.appendSteps(s.steps, &p, k)
		found := false
		for _, st := range s.steps[lo:] {
			var next canfield.Position
			if st.rebuilt() {
				continue
			}
			ck, ok := child(&p, k, st, &next)
			if !ok {
				continue
			}
			if (i == 0 && next.Won()) || (i > 0 && ck == want) {
				line = appendStep(line, &p, st)
				p, k = next, want
				found = true
				break
			}
		}
		s.steps = s.steps[:lo]
		if !found {
			return nil // replaysToWin rejects it
		}
	}
	return line
}
