package catalog

// Package canfield's words, besides the names of cards (cards.go) and its
// reasons (reasons.go).

// Board is the vocabulary of canfield.Game.Describe, which words the board
// as the app's screen-reader description does (R10):
//
//	Stok: 34 kort; kasseret-bunke tom; reserve: 13 kort, øverst: klør dame. Fundamenter, startrang 7: hjerter til og med hjerter 7 (1), spar tom, ruder tom, klør tom. kolonne 1: klør 6; kolonne 2: hjerter konge; kolonne 3: hjerter dame; kolonne 4: spar es.
var Board = struct {
	Stock, Waste, Reserve, Top   Text
	Foundations, StartRank, UpTo Text
	Empty, Column, Card, Cards   Text
	Undealt                      Text // the zero Game's description, for it holds no deal
}{
	Stock:       Text{En: "Stock", Da: "Stok"},
	Waste:       Text{En: "waste", Da: "kasseret-bunke"},
	Reserve:     Text{En: "reserve", Da: "reserve"},
	Top:         Text{En: "top", Da: "øverst"},
	Foundations: Text{En: "Foundations", Da: "Fundamenter"},
	StartRank:   Text{En: "start rank", Da: "startrang"},
	UpTo:        Text{En: "up to and including", Da: "til og med"},
	Empty:       Text{En: "empty", Da: "tom"},
	Column:      Text{En: "column", Da: "kolonne"},
	Card:        Text{En: "card", Da: "kort"},
	Cards:       Text{En: "cards", Da: "kort"},
	Undealt:     Text{En: "Empty game: no cards have been dealt.", Da: "Tomt spil: der er ikke givet nogen kort."},
}

// Piles name the piles inside a sentence, a foundation and a column by
// their number {n} from 1: "the reserve", "column 2". Package canfield's
// reasons, the terminal and the server all name them so.
var Piles = struct {
	Stock, Waste, Reserve, Foundation, Column Text
}{
	Stock:      Text{En: "the stock", Da: "stokken"},
	Waste:      Text{En: "the waste", Da: "kasseret-bunken"},
	Reserve:    Text{En: "the reserve", Da: "reserven"},
	Foundation: Text{En: "foundation {n}", Da: "fundament {n}"},
	Column:     Text{En: "column {n}", Da: "kolonne {n}"},
}

// Or joins the two cards that go on a column's card: "9♠ or 9♣".
var Or = Text{En: "or", Da: "eller"}

// Record says where a game record is at fault, before a number: "line 7,
// action 3".
var Record = struct {
	Line, Action Text
}{
	Line:   Text{En: "line", Da: "linje"},
	Action: Text{En: "action", Da: "handling"},
}

// Bad starts the text of a value that could not be read, by the kind of
// value (canfield.ParseError's What): "bad card", then what was wrong.
var Bad = map[string]Text{
	"card":        {En: "bad card", Da: "ugyldigt kort"},
	"rank":        {En: "bad rank", Da: "ugyldig rang"},
	"suit":        {En: "bad suit", Da: "ugyldig kulør"},
	"move":        {En: "bad move", Da: "ugyldigt træk"},
	"pile":        {En: "bad pile", Da: "ugyldig bunke"},
	"draw mode":   {En: "bad draw mode", Da: "ugyldig trækmåde"},
	"language":    {En: "bad language", Da: "ugyldigt sprog"},
	"game code":   {En: "bad game code", Da: "ugyldig spilkode"},
	"deal number": {En: "bad deal number", Da: "ugyldigt rundnummer"},
	"deck":        {En: "bad deck", Da: "ugyldigt kortspil"},
	"layout":      {En: "bad layout", Da: "ugyldig opstilling"},
	"game record": {En: "bad game record", Da: "ugyldigt spilforløb"},
}

// BadOther starts the text of a value of a kind that Bad does not name,
// {what}.
var BadOther = Text{En: "bad {what}", Da: "ugyldig {what}"}

// sentinels word package canfield's sentinel errors for one returned or
// wrapped on its own, keyed by their English, which is their Error().
var sentinels = []Text{
	{En: "game is busy reporting an event", Da: "spillet er optaget af at fortælle om en hændelse"},
	{En: "nothing to undo", Da: "der er intet at fortryde"},
	{En: "illegal move", Da: "ulovligt træk"},
	{En: "bad card", Da: "ugyldigt kort"},
	{En: "bad move notation", Da: "ugyldig notation for et træk"},
	{En: "bad game code", Da: "ugyldig spilkode"},
	{En: "bad deck", Da: "ugyldigt kortspil"},
	{En: "bad game record", Da: "ugyldigt spilforløb"},
}
