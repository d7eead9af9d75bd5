package catalog

// The names and letters of suits, ranks and cards, keyed by the letters of
// the notation (canfield.Suit.Letter, canfield.Rank.String): package
// canfield names cards by them, the terminal shows and reads their
// letters, and the page does both.

// Suits are the suits' names.
var Suits = map[string]Text{
	"S": {En: "spades", Da: "spar"},
	"H": {En: "hearts", Da: "hjerter"},
	"D": {En: "diamonds", Da: "ruder"},
	"C": {En: "clubs", Da: "klør"},
}

// Ranks are the ranks' names; a number is its own name.
var Ranks = map[string]Text{
	"A":  {En: "ace", Da: "es"},
	"2":  {En: "2", Da: "2"},
	"3":  {En: "3", Da: "3"},
	"4":  {En: "4", Da: "4"},
	"5":  {En: "5", Da: "5"},
	"6":  {En: "6", Da: "6"},
	"7":  {En: "7", Da: "7"},
	"8":  {En: "8", Da: "8"},
	"9":  {En: "9", Da: "9"},
	"10": {En: "10", Da: "10"},
	"J":  {En: "jack", Da: "knægt"},
	"Q":  {En: "queen", Da: "dame"},
	"K":  {En: "king", Da: "konge"},
}

// CardName names a card by the names of its rank and suit (R10.1, R10.3):
// "queen of clubs", "klør dame".
var CardName = Text{En: "{rank} of {suit}", Da: "{suit} {rank}"}

// RankLetters are the ranks as a card shows them, where a language shows
// them otherwise than by the notation's letter: a Danish card shows the
// letters a Dane types, the start of the rank's Danish name (E for es, Kn
// for knægt, D for dame), as the terminal's board and the page do. A rank
// not here shows its notation: 7, 10.
var RankLetters = map[string]Text{
	"A": {En: "A", Da: "E"},
	"J": {En: "J", Da: "Kn"},
	"Q": {En: "Q", Da: "D"},
	"K": {En: "K", Da: "K"},
}

// SuitLetters are the suits' letters, as a board written in ASCII shows
// them and a player types them: the start of the suit's name (S H R K for
// spar, hjerter, ruder, klør).
var SuitLetters = map[string]Text{
	"S": {En: "S", Da: "S"},
	"H": {En: "H", Da: "H"},
	"D": {En: "D", Da: "R"},
	"C": {En: "C", Da: "K"},
}
