package catalog

// The page's own words (internal/web/static), which the server writes into
// the page for both languages; the server words the rest, from its
// messages and the library: refusals, what a move did, the board in words.
// The page's scripts look a text up by its key with t (i18n.js), which
// fills in its placeholders, {n} and the like; its HTML by data-t.

// page is keyed by its English.
var page = []Text{
	// The bar above the board, and the move typed below it.
	{En: "Code", Da: "Spilkode"},
	{En: "Copy", Da: "Kopiér"},
	{En: "Copied.", Da: "Kopieret."},
	{En: "Undo", Da: "Fortryd"},
	{En: "Hint", Da: "Tip"},
	{En: "New game", Da: "Nyt spil"},
	{En: "Settings", Da: "Indstillinger"},
	{En: "Board", Da: "Spillebræt"},
	{En: "Move", Da: "Træk"},
	{En: "Play", Da: "Spil"},
	{En: "The board in words", Da: "Spillet i ord"},
	{En: "Statistics", Da: "Statistik"},
	{En: "Keyboard", Da: "Tastatur"},

	// The keyboard panel: the keys of the game.
	{En: "Space", Da: "Mellemrum"},
	{En: "Tap the stock", Da: "Tryk på stokken"},
	{En: "Choose a card", Da: "Vælg et kort"},
	{En: "Tap the card", Da: "Tryk på kortet"},
	{En: "Open or close this panel", Da: "Åbn eller luk dette panel"},

	// The dialogs: a new game, the settings.
	{En: "Draw", Da: "Træk"},
	{En: "Draw 3", Da: "Træk 3"},
	{En: "Draw 1", Da: "Træk 1"},
	{En: "Game code (optional)", Da: "Spilkode (valgfri)"},
	{En: "Cancel", Da: "Annuller"},
	{En: "Deal", Da: "Giv kort"},
	{En: "Dealing…", Da: "Giver kort …"},
	{En: "Language", Da: "Sprog"},
	{En: "Double-click", Da: "Dobbeltklik"},
	{En: "Show whether the game can be won", Da: "Vis, om spillet kan vindes"},
	{En: "Hints that see every card", Da: "Tip, der ser alle kort"},
	{En: "Save the record", Da: "Gem spilforløbet"},
	{En: "Load a record", Da: "Hent et spilforløb"},
	{En: "Close", Da: "Luk"},

	// The statistics, by draw mode.
	{En: "Loading…", Da: "Henter …"},
	{En: "Played", Da: "Spillet"},
	{En: "Won", Da: "Vundet"},
	{En: "Win rate", Da: "Vundet i procent"},
	{En: "Current streak", Da: "Sejre i træk nu"},
	{En: "Best streak", Da: "Flest sejre i træk"},
	{En: "Best score", Da: "Bedste pointtal"},

	// A damaged save, and a lost connection.
	{En: "Download the damaged game", Da: "Hent det beskadigede spil"},
	{En: "Play on", Da: "Spil videre"},
	{En: "Dismiss", Da: "Luk beskeden"},
	{En: "Connection lost: trying again…", Da: "Forbindelsen er afbrudt: prøver igen …"},

	// The board, as its piles' labels read it out.
	{En: "Stock", Da: "Stok"},
	{En: "Waste", Da: "Kasseret-bunke"},
	{En: "Reserve", Da: "Reserve"},
	{En: "Foundation {n}", Da: "Fundament {n}"},
	{En: "Column {n}", Da: "Kolonne {n}"},
	{En: "{n} cards", Da: "{n} kort"},
	{En: "1 card", Da: "1 kort"},
	{En: "empty", Da: "tom"},
	{En: "Tap to draw", Da: "Tryk for at vende kort"},
	{En: "Tap to turn the waste over", Da: "Tryk for at vende kasseret-bunken om"},
	{En: "start rank {r}", Da: "startrang {r}"},
	{En: "Start rank {r}", Da: "Startrang {r}"},

	// The score, the verdict and the end of a game.
	{En: "Score {n}", Da: "Point {n}"},
	{En: "Casino {n}", Da: "Kasino {n}"},
	// The verdict knows every card, and says so.
	{En: "Winnable — knowing every card", Da: "Kan vindes — med kendskab til alle kort"},
	{En: "No longer winnable — knowing every card", Da: "Kan ikke længere vindes — med kendskab til alle kort"},
	{En: "No longer winnable, knowing every card — undo {n} to get back", Da: "Kan ikke længere vindes, med kendskab til alle kort — fortryd {n} for at komme tilbage"},
	{En: "Undo {n}", Da: "Fortryd {n}"},
	{En: "Thinking…", Da: "Tænker …"},
	{En: "Undecided: no verdict in time", Da: "Uafgjort: ingen afgørelse i tide"},
	{En: "No verdict now: the server is busy", Da: "Ingen afgørelse lige nu: serveren har travlt"},
	{En: "You won, with a score of {n}!", Da: "Du vandt med {n} point!"},
	{En: "Could not reach the server.", Da: "Kunne ikke nå serveren."},
}

// pageNamed is keyed by a name: a text too long to be its own key, or one
// whose English is not a word to look up. The help's items are joined by
// no-break spaces, so that none is split over two lines.
var pageNamed = map[string]Text{
	"cmd-help": {
		En: "r\u00a0c2 · c2:2\u00a0c4 · w\u00a0f · s · qc\u00a0taps · u\u00a0undo · h\u00a0hint",
		Da: "r\u00a0c2 · c2:2\u00a0c4 · w\u00a0f · s · kd\u00a0trykker · u\u00a0fortryd · h\u00a0tip"},
	"draw3-note": {
		En: "3 cards, Hard",
		Da: "3 kort, Svær"},
	"draw1-note": {
		En: "1 card, Easy",
		Da: "1 kort, Let"},
	"stats-note": {
		En: "A game left unfinished counts as played.",
		Da: "Et spil, der ikke blev spillet færdigt, tæller som spillet."},
	"new-note": {
		En: "Without a code: a random deal that can be won.",
		Da: "Uden kode: et tilfældigt spil, der kan vindes."},
	"peek-note": {
		En: "Without it, a hint uses only the cards you have seen.",
		Da: "Uden den bruger et tip kun de kort, du har set."},
	"doubleclick-note": {
		En: "A tap sends a card to its foundation when it can; otherwise, with Double-click on, to a column.",
		Da: "Et tryk sender et kort til dets fundament, når det er muligt; ellers, med Dobbeltklik slået til, til en kolonne."},
	// An amount of the casino's money, with its sign: "+$5", "−42 dollars".
	"dollars": {
		En: "{sign}${n}",
		Da: "{sign}{n} dollars"},
}
