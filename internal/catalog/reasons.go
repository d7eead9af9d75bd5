package catalog

// Reasons word package canfield's reasons (canfield.Reason), keyed by the
// reason's name, for canfield.Explain to give a player and, in English,
// for Error to write in a log. Each is a clause, not a sentence: Explain
// capitalizes it and ends it with a period. None names a rule. Their
// placeholders are filled in with the facts of the error:
//
//	{card} {onto}      a card, by name for a player ("klør dame") and by
//	                   symbol in a log ("Q♣")
//	{fits}             the two cards that go on {onto} in a column (R5.1):
//	                   "9♠ or 9♣"
//	{pile}             a pile: "the reserve", "column 2"; "reserven", "kolonne 2"
//	{suit}             a suit
//	{n} {m}            numbers
//	{n+1} {m+1}        a number one up: a place of the deck counted from 1
//	{n:card|cards}     a number and a noun, singular or plural
//	{part}             the part of the text at fault, quoted; {raw} unquoted
//	{tom}              Danish only: "tom" or "tomt", as {pile}'s gender asks
var Reasons = map[string]Text{
	// Why an action was refused (*MoveError).
	"StockToWasteOnly": {
		En: "the stock's cards go only to the waste",
		Da: "stokkens kort kan kun vendes over på kasseret-bunken"},
	"NoCardsToTurn": {
		En: "the stock and the waste are both empty",
		Da: "stokken og kasseret-bunken er begge tomme"},
	"NothingOnReserve": {
		En: "nothing is ever put on the reserve",
		Da: "man lægger aldrig kort på reserven"},
	"WasteFromStockOnly": {
		En: "cards reach the waste only by a tap on the stock",
		Da: "kort kommer kun på kasseret-bunken ved et tryk på stokken"},
	"NoSuchSource": {
		En: "no such source pile {pile}",
		Da: "der er ingen bunke {pile} at tage fra"},
	"NoSuchDestination": {
		En: "no such destination pile {pile}",
		Da: "der er ingen bunke {pile} at lægge på"},
	"PileEmpty": {
		En: "{pile} is empty",
		Da: "{pile} er {tom}"},
	"NoCardsMoved": {
		En: "a move from a column carries at least one card",
		Da: "et træk fra en kolonne flytter mindst ét kort"},
	"TooFewCards": {
		En: "{pile} has only {n:card|cards}",
		Da: "{pile} har kun {n:kort|kort}"},
	"OntoItself": {
		En: "a column does not move onto itself",
		Da: "en kolonne kan ikke flyttes over på sig selv"},
	"OneCardToFoundation": {
		En: "only one card at a time goes to a foundation",
		Da: "der lægges kun ét kort ad gangen på et fundament"},
	"TakeBackToColumnOnly": {
		En: "a foundation's card goes back only to a column",
		Da: "et kort fra et fundament kan kun tages tilbage til en kolonne"},
	"SameColour": {
		En: "{card} does not go on {onto}: same colour",
		Da: "{card} kan ikke lægges på {onto}: de har samme farve"},
	"WrongRank": {
		En: "{card} does not go on {onto}: it takes only {fits}",
		Da: "{card} kan ikke lægges på {onto}: den tager kun imod {fits}"},
	"NoRunFits": {
		En: "no card of {pile} goes on {onto}: it takes only {fits}",
		Da: "intet kort i {pile} kan lægges på {onto}: den tager kun imod {fits}"},
	"WrongSuit": {
		En: "{card} does not go on {pile}: it holds {suit}",
		Da: "{card} kan ikke lægges på {pile}: det får kun {suit}"},
	"NotStartRank": {
		En: "{card} does not go on {pile}: it is empty and takes only the card of the start rank, {onto}",
		Da: "{card} kan ikke lægges på {pile}: det er tomt og tager kun imod kortet med startrang, {onto}"},
	"NotNextRank": {
		En: "{card} does not go on {pile}: it takes {onto} next",
		Da: "{card} kan ikke lægges på {pile}: det tager kun imod {onto} nu"},
	"FaceDown": {
		En: "{card} is face down",
		Da: "{card} ligger med bagsiden opad"},
	"UnderWasteTop": {
		En: "{card} lies under the waste's top card",
		Da: "{card} ligger under det øverste kort på kasseret-bunken"},
	"UnderFoundationTop": {
		En: "{card} lies under the top card of {pile}",
		Da: "{card} ligger under det øverste kort på {pile}"},
	"TapFromFoundation": {
		En: "{card} is on a foundation: a tap never takes it back; move it to a column",
		Da: "{card} ligger på et fundament: et tryk tager det aldrig tilbage; flyt det selv til en kolonne"},
	"DoubleClickOff": {
		En: "{card} does not go to its foundation, and Double-click is off",
		Da: "{card} kan ikke lægges på sit fundament, og Dobbeltklik er slået fra"},
	"NowhereToGo": {
		En: "{card} has nowhere to go",
		Da: "der er ingen plads til {card}"},
	"NothingToTap": {
		En: "nothing to tap: {pile} is empty",
		Da: "intet at trykke på: {pile} er {tom}"},
	"NotInGame": {
		En: "{card} is not in this game",
		Da: "{card} er ikke med i dette spil"},
	"NotACard": {
		En: "not a card",
		Da: "det er ikke et kort"},
	"Busy": {
		En: "a listener may read the game but not change it",
		Da: "en lytter må læse spillet, men ikke ændre det"},
	"NotDealt": {
		En: "the game is empty: no cards have been dealt",
		Da: "spillet er tomt: der er ikke givet nogen kort"},
	"UndoLimitReached": {
		En: "nothing to undo: only the last 100 actions can be undone",
		Da: "der er intet at fortryde: kun de seneste 100 handlinger kan fortrydes"},

	// Why a text or a value could not be read (*ParseError).
	"EmptyText": {
		En: "empty",
		Da: "der står ingenting"},
	"NoSuit": {
		En: "no suit: end with S, H, D, C or ♠ ♥ ♦ ♣",
		Da: "ingen kulør: slut med S, H, D, C eller ♠ ♥ ♦ ♣"},
	"NoRank": {
		En: "no rank: start with A, 2–10, J, Q or K",
		Da: "ingen rang: begynd med A, 2–10, J, Q eller K"},
	"UnknownRank": {
		En: "unknown rank {part}: want A, 2–10, J, Q or K",
		Da: "ukendt rang {part}: skriv A, 2–10, J, Q eller K"},
	"NotARank": {
		En: "want A, 2–10, J, Q or K",
		Da: "skriv A, 2–10, J, Q eller K"},
	"NotASuit": {
		En: "want S, H, D, C or ♠ ♥ ♦ ♣",
		Da: "skriv S, H, D, C eller ♠ ♥ ♦ ♣"},
	"NotADrawMode": {
		En: "want 1 or 3",
		Da: "skriv 1 eller 3"},
	"NotALanguage": {
		En: "want en or da",
		Da: "skriv en eller da"},
	"NotAPile": {
		En: "want s, w, r, f1–f4 or c1–c4",
		Da: "skriv s, w, r, f1–f4 eller c1–c4"},
	"NoDestination": {
		En: `want a source and a destination, as in "r c2" or "r2", or "s" for the stock`,
		Da: `skriv hvorfra og hvortil, som i "r c2" eller "r2", eller "s" for stokken`},
	"TooManyWords": {
		En: `too many words: want a source and a destination, as in "r c2"`,
		Da: `for mange ord: skriv hvorfra og hvortil, som i "r c2"`},
	"StockTapNotation": {
		En: `the stock's cards go only to the waste: write "s"`,
		Da: `stokkens kort kan kun vendes over på kasseret-bunken: skriv "s"`},
	"UnknownDestination": {
		En: "unknown destination {part}: want f, f1–f4 or c1–c4",
		Da: "ukendt mål {part}: skriv f, f1–f4 eller c1–c4"},
	"UnknownSource": {
		En: "unknown source {part}: want r, w, f1–f4, c1–c4, c2:3 or a card",
		Da: "ukendt kilde {part}: skriv r, w, f1–f4, c1–c4, c2:3 eller et kort"},
	"CountOnlyForColumns": {
		En: `only a column takes a count, as in "c2:3", not {part}`,
		Da: `kun en kolonne kan få et antal, som i "c2:3", ikke {part}`},
	"BadCount": {
		En: "the count after {part} must be a number from 1 to 52",
		Da: "antallet efter {part} skal være et tal fra 1 til 52"},
	"NotCanonical": {
		En: `not in canonical notation, such as "c2:1 c4" or "w f1"`,
		Da: `ikke i den faste notation, som "c2:1 c4" eller "w f1"`},
	"NotACodeForm": {
		En: "want the form CF1-D3-AAAAACL",
		Da: "skriv den som CF1-D3-AAAAACL"},
	"UnknownCodeFormat": {
		En: "unknown code format {part}: want CF1",
		Da: "ukendt kodeformat {part}: skriv CF1"},
	"UnknownCodeDrawMode": {
		En: "unknown draw mode {part}: want D1 or D3",
		Da: "ukendt trækmåde {part}: skriv D1 eller D3"},
	"CodeLetterCount": {
		En: "the deal number has {n:letter|letters}, want 7",
		Da: "rundnummeret har {n:bogstav|bogstaver}, der skal være 7"},
	"CodeLettersOnly": {
		En: "the deal number may hold only the letters A–Z",
		Da: "rundnummeret må kun have bogstaverne A–Z"},
	"DealNumberTooLarge": {
		En: "want a number below 26^7 = {n}",
		Da: "skriv et tal under 26^7 = {n}"},
	"DeckSize": {
		En: "has {n:card|cards}, want 52",
		Da: "det har {n:kort|kort}, der skal være 52"},
	"DeckNotACard": {
		En: "position {n+1} is not a card",
		Da: "plads {n+1} er ikke et kort"},
	"DeckCardTwice": {
		En: "{card} appears twice, at positions {n+1} and {m+1}",
		Da: "{card} er med to gange, på plads {n+1} og {m+1}"},
	"BaseNotACard": {
		En: "the base card is not a card",
		Da: "grundkortet er ikke et kort"},
	"LayoutNotACard": {
		En: "{pile} holds a value that is not a card",
		Da: "{pile} har en værdi, der ikke er et kort"},
	"LayoutCardTwice": {
		En: "{card} appears twice (again in {pile})",
		Da: "{card} er med to gange (igen i {pile})"},
	"LayoutFoundationSize": {
		En: "{pile} holds {n:card|cards}, not 0 to 13",
		Da: "{pile} har {n:kort|kort}, ikke 0 til 13"},
	"LayoutReserveSize": {
		En: "the reserve holds {n:card|cards}, at most 13",
		Da: "reserven har {n:kort|kort}, højst 13"},
	"LayoutTalonSize": {
		En: "the waste and the stock hold {n:card|cards}, at most 34",
		Da: "kasseret-bunken og stokken har {n:kort|kort}, højst 34"},
	"LayoutEmptyColumn": {
		En: "{pile} is empty while the reserve has cards",
		Da: "{pile} er tom, mens reserven har kort"},
	"LayoutNotARun": {
		En: "{pile}: {card} does not go on {onto}",
		Da: "{pile}: {card} kan ikke lægges på {onto}"},
	"LayoutCardMissing": {
		En: "{card} is missing",
		Da: "{card} mangler"},

	// Why a game record could not be read or replayed (*RecordError).
	"TagAfterActions": {
		En: "a tag after the first action",
		Da: "et mærke efter den første handling"},
	"NotATag": {
		En: `want a tag such as [Code "CF1-D3-AAAAACL"]`,
		Da: `skriv et mærke som [Code "CF1-D3-AAAAACL"]`},
	"RepeatedTag": {
		En: "a second {raw} tag; the first is on line {n}",
		Da: "endnu et {raw}-mærke; det første står på linje {n}"},
	"BadScoreTag": {
		En: "the score must be a whole number of 0 or more",
		Da: "pointtallet skal være et helt tal fra 0 og op"},
	"UnknownTag": {
		En: "unknown tag {part}: want Code, Deck, Draw or Score",
		Da: "ukendt mærke {part}: skriv Code, Deck, Draw eller Score"},
	"CodeAndDeck": {
		En: "a record has a Code tag or a Deck tag, not both",
		Da: "et spilforløb har et Code-mærke eller et Deck-mærke, ikke begge"},
	"BadActionNumber": {
		En: `want action {n} as a number, a dot and a move, as in "{n}. r c2"`,
		Da: `skriv handling {n} som et tal, et punktum og et træk, som i "{n}. r c2"`},
	"DrawTagDisagrees": {
		En: "the Draw tag says {n} but the code is of draw mode D{m}",
		Da: "Draw-mærket siger {n}, men koden er til træk {m}"},
	"NoDealTag": {
		En: "the record has no Code or Deck tag",
		Da: "spilforløbet har intet Code- eller Deck-mærke"},
	"ScoreDisagrees": {
		En: "the Score tag says {n} but the actions score {m}",
		Da: "Score-mærket siger {n}, men handlingerne giver {m} point"},
	"CodeDrawMismatch": {
		En: "the code {raw} is of draw mode D{n}, not D{m}",
		Da: "koden {raw} er til træk {n}, ikke træk {m}"},
}

// DanishLetterReasons word the reasons of a card typed in the Danish
// letters (canfield.Game.ParseInput in Danish), which name those letters
// rather than the English ones.
var DanishLetterReasons = map[string]Text{
	"NoSuit": {
		En: "no suit: write s, h, r or k (spar, hjerter, ruder, klør) or ♠ ♥ ♦ ♣ with the rank, as in kd (klør dame)",
		Da: "ingen kulør: skriv s, h, r eller k (spar, hjerter, ruder, klør) eller ♠ ♥ ♦ ♣ ved rangen, som i kd (klør dame)"},
	"NoRank": {
		En: "no rank: write e, 2–10, kn, d or k (es, knægt, dame, konge) with the suit, as in kd (klør dame)",
		Da: "ingen rang: skriv e, 2–10, kn, d eller k (es, knægt, dame, konge) ved kuløren, som i kd (klør dame)"},
	"UnknownRank": {
		En: "unknown rank {part}: want e, 2–10, kn, d or k (es, knægt, dame, konge)",
		Da: "ukendt rang {part}: skriv e, 2–10, kn, d eller k (es, knægt, dame, konge)"},
}
