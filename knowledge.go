package canfield

// Knowledge is what the player of a game knows of its cards: the View's
// cards, and besides them every card that has been face up and, remembering,
// where it lies now. That is every card but the reserve's under its top and,
// until the waste has first been turned back over, the stock's (R2.3): a
// card comes face up as the reserve's top, as it is turned onto the waste
// (all three of a draw-3 fan), or in a column or on a foundation, and once
// seen it is known wherever it goes, the stock's order on each later pass
// included (R6.2 keeps it).
//
// Knowledge is that of the game's actions (the moves of Game.Record): a card turned and
// then undone counts as never seen, as it does in a game saved and loaded
// again, so that what is known is the same whichever way the game got here.
// A hint that reads only the Knowledge therefore uses no more than the player
// saw.
//
// It is meant for a program that plays fairly, such as a hint that does
// not peek (package solve's FairSuggest), or for an app that helps a
// player's memory. A View shows only what the table shows. The zero
// Knowledge knows no card.
type Knowledge struct {
	pos    Position
	unseen uint64 // bit Card.index() of each card never face up
}

// Knowledge returns what the player of g knows of its cards. It costs one
// pass over the game's actions and no allocation.
func (g *Game) Knowledge() Knowledge {
	if !g.laidOut() {
		return Knowledge{}
	}
	k := Knowledge{pos: g.Position()}
	s := &k.pos.s
	for i := 0; i+1 < int(s.nreserve); i++ {
		k.unseen |= 1 << s.reserve[i].index()
	}
	for _, a := range g.history {
		if a.move.from == Stock && a.turned == 0 {
			return k // turned back over: every card of the talon has been seen
		}
	}
	for _, c := range s.talon[s.nwaste:s.ntalon] {
		k.unseen |= 1 << c.index()
	}
	return k
}

// Seen reports whether the player has seen c face up: false for a card
// never face up, and for anything that is not a card.
func (k Knowledge) Seen(c Card) bool {
	return c.Valid() && k.pos.s.start != 0 && k.unseen&(1<<c.index()) == 0
}

// Unseen returns the cards the player has never seen, in the order of Deck:
// their order says nothing of where they lie.
func (k Knowledge) Unseen() []Card {
	var cards []Card
	for i := range 52 {
		if k.unseen&(1<<i) != 0 {
			cards = append(cards, cardAt(i))
		}
	}
	return cards
}

// Find returns where the player knows c to lie: its pile and its place in
// it as Position.Find counts them, for a card seen; NoPile and -1 for a
// card never seen, or anything that is not a card.
func (k Knowledge) Find(c Card) (Pile, int) {
	if !k.Seen(c) {
		return NoPile, -1
	}
	return k.pos.Find(c)
}

// Layout returns the game's piles as the player knows them: each card never
// seen is the zero Card, in its place. It is the game's own Layout
// otherwise, and nil slices for the zero Knowledge.
func (k Knowledge) Layout() Layout {
	if k.pos.s.start == 0 {
		return Layout{}
	}
	l := k.pos.Layout()
	for _, pile := range [][]Card{l.Reserve, l.Stock} {
		for i, c := range pile {
			if !k.Seen(c) {
				pile[i] = 0
			}
		}
	}
	return l
}
