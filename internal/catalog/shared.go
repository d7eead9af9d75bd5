package catalog

// shared is what the terminal game and the server both say, keyed by its
// English and formatted with fmt, as terminal.go and server.go are.
var shared = []Text{
	// Hints.
	{En: "The game is won: there is nothing left to play.",
		Da: "Spillet er vundet: der er intet tilbage at spille."},
	{En: "There is no move to suggest.",
		Da: "Der er intet træk at foreslå."},
	{En: "but this game can no longer be won",
		Da: "men spillet kan ikke længere vindes"},
	{En: "no win found in time, but the move keeps every chance",
		Da: "ingen gevinst fundet i tide, men trækket bevarer alle chancer"},
	{En: "no win found in time",
		Da: "ingen gevinst fundet i tide"},
	{En: "Hint: %s, %s.",
		Da: "Tip: %s, %s."},
	// A fair hint, from the cards the player has seen alone.
	{En: "There is no move to suggest from the cards seen.",
		Da: "Der er intet træk at foreslå ud fra de sete kort."},
	{En: "it wins in %d of %d ways the unseen cards may lie",
		Da: "det vinder på %d af de %d måder, de usete kort kan ligge på"},
	{En: "the cards seen show that it wins",
		Da: "de sete kort viser, at det vinder"},

	// New games, a won game, and what a player typed.
	{En: "No winnable deal was found in time: try again.",
		Da: "Der blev ikke fundet et vindbart spil i tide: prøv igen."},
	{En: "New game %s.",
		Da: "Nyt spil %s."},
	{En: "You won, with a score of %d!",
		Da: "Du vandt med %d point!"},
	{En: "%s is a move, not a card: write the rank first to tap a card (2r for ruder 2).",
		Da: "%s er et træk, ikke et kort: skriv rangen først for at trykke på et kort (2r for ruder 2)."},
}
