package canfield

import (
	"errors"
	"strconv"
)

// Reason says why the package refused an action or a text, as a kind that a
// program can test (e.Reason == canfield.SameColour) and that Explain words
// for a player in English or Danish. The error that carries it (*MoveError,
// *ParseError, *RecordError) holds what the reason speaks of: the cards,
// the piles, the part of the text at fault. The zero Reason, NoReason, says
// nothing: a *RecordError whose cause is another error has it.
type Reason uint8

// The reasons. Each says in brackets which fields of its error it fills.
const (
	NoReason Reason = iota

	// Why an action was refused (*MoveError).
	StockToWasteOnly     // a move from the stock to a pile other than the waste (R6.1)
	NoCardsToTurn        // a tap on the stock when the stock and the waste are both empty (R6.2)
	NothingOnReserve     // a move onto the reserve (R3.2)
	WasteFromStockOnly   // a move onto the waste or the stock (R6.1)
	NoSuchSource         // a move from a pile that does not exist [Pile]
	NoSuchDestination    // a move to a pile that does not exist [Pile]
	PileEmpty            // a move from an empty pile [Pile]
	NoCardsMoved         // a move of no cards from a column
	TooFewCards          // a move of more cards than the column holds [Pile, Count]
	OntoItself           // a move from a column onto itself
	OneCardToFoundation  // a run of several cards to a foundation (R4.3)
	TakeBackToColumnOnly // a foundation's card to anywhere but a column (R4.5)
	SameColour           // a card onto a column's card of its own colour [Card, Onto] (R5.1)
	WrongRank            // a card onto a column's card that is not one rank higher [Card, Onto] (R5.1)
	NoRunFits            // "c2 c4" when no card of column 2 goes on column 4's top [Pile, Onto] (R5.1)
	WrongSuit            // a card onto the foundation of another suit [Card, Pile, Suit] (R4.2)
	NotStartRank         // a card onto an empty foundation that is not of the start rank [Card, Pile, Onto: the card it takes] (R4.3)
	NotNextRank          // a card onto a foundation that takes another one next [Card, Pile, Onto: the card it takes] (R4.3)
	FaceDown             // a card that is face down, in the stock or under the reserve's top; the pile is not named [Card] (R2.3)
	UnderWasteTop        // a card of the waste under its top [Card, Pile] (R6.3)
	UnderFoundationTop   // a card of a foundation under its top [Card, Pile] (R4.5)
	TapFromFoundation    // a tap on a foundation's card [Card, Pile] (R4.5)
	DoubleClickOff       // a tap on a card that does not go to its foundation, with Double-click off [Card] (R8.1)
	NowhereToGo          // a tap on a card that no pile takes [Card] (R8.1)
	NothingToTap         // a tap on an empty pile [Pile]
	NotInGame            // a card that the game does not hold: the zero Game holds none [Card]
	NotACard             // a Card value that is not one of the 52 cards
	Busy                 // a change asked for by a listener (see Game.Listen)
	NotDealt             // Restart or a record of the zero Game, which has no deal
	UndoLimitReached     // an undo beyond the last 100 actions (R8.4)

	// Why a text or a value could not be read (*ParseError).
	EmptyText            // the text is empty
	NoSuit               // a card without a suit
	NoRank               // a card without a rank
	UnknownRank          // a card whose rank is unknown [Part]
	NotARank             // a rank that is not one
	NotASuit             // a suit that is not one
	NotADrawMode         // a draw mode that is not 1 or 3
	NotALanguage         // a language that is not en or da
	NotAPile             // a pile that is not one
	NoDestination        // a move of one word that is no move form
	TooManyWords         // a move of more than two words
	StockTapNotation     // a move from the stock written with a destination other than the waste
	UnknownDestination   // a move's unknown destination [Part]
	UnknownSource        // a move's unknown source [Part]
	CountOnlyForColumns  // a count after a pile that is not a column [Part]
	BadCount             // a count that is not a number from 1 to 52 [Part: the column and the colon]
	NotCanonical         // a move that Move.UnmarshalText reads only in canonical notation
	NotACodeForm         // a game code not of the form CF1-D3-AAAAACL
	UnknownCodeFormat    // a game code of another format than CF1 [Part]
	UnknownCodeDrawMode  // a game code's draw mode other than D1 or D3 [Part]
	CodeLetterCount      // a game code whose deal number is not 7 letters [Part]
	CodeLettersOnly      // a game code whose deal number holds other characters than A–Z
	DealNumberTooLarge   // a deal number of NumDeals or more
	DeckSize             // a dealing order of other than 52 cards
	DeckNotACard         // a dealing order with a value that is not a card (its place: Explain counts from 1, Error from 0)
	DeckCardTwice        // a dealing order with a card twice [Card] (its places: Explain counts from 1, Error from 0)
	BaseNotACard         // a layout whose base card is not a card (R4.1)
	LayoutNotACard       // a layout with a value that is not a card
	LayoutCardTwice      // a layout with a card twice
	LayoutFoundationSize // a layout with a foundation of more than 13 cards, or fewer than none
	LayoutReserveSize    // a layout with more than 13 cards in the reserve
	LayoutTalonSize      // a layout with more than 34 cards in the stock and the waste
	LayoutEmptyColumn    // a layout with an empty column while the reserve has cards (R3.4)
	LayoutNotARun        // a layout with a column that is not a run (R5.1)
	LayoutCardMissing    // a layout without one of the 52 cards

	// Why a game record could not be read or replayed (*RecordError).
	TagAfterActions  // a tag after the first action
	NotATag          // a line in brackets that is no tag
	RepeatedTag      // a tag given twice
	BadScoreTag      // a Score tag that is not a whole number of 0 or more
	UnknownTag       // a tag other than Code, Deck, Draw and Score
	CodeAndDeck      // a Code tag and a Deck tag
	BadActionNumber  // an action line without its number
	DrawTagDisagrees // a Draw tag of another draw mode than the code's
	NoDealTag        // neither a Code tag nor a Deck tag
	ScoreDisagrees   // a Score tag that the actions do not reach
	CodeDrawMismatch // a Record whose Mode is not its code's
	numReasons
)

// String returns the reason's name, as its constant is spelt: "SameColour".
func (r Reason) String() string {
	if r < numReasons {
		return reasons[r].name
	}
	return "Reason(" + strconv.Itoa(int(r)) + ")"
}

// MarshalText implements encoding.TextMarshaler with the reason's name, so
// that a server can send a refusal's kind as text: "SameColour".
func (r Reason) MarshalText() ([]byte, error) {
	if r >= numReasons {
		return nil, errors.New("canfield: no such reason: " + r.String())
	}
	return []byte(r.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler for the names String
// returns.
func (r *Reason) UnmarshalText(text []byte) error {
	for i := range reasons {
		if reasons[i].name == string(text) {
			*r = Reason(i)
			return nil
		}
	}
	return errors.New("canfield: no such reason: " + strconv.Quote(string(text)))
}

// rule returns the rule of RULES.md behind the reason, such as "R5.1", or "".
func (r Reason) rule() string {
	if r < numReasons {
		return reasons[r].rule
	}
	return ""
}

// reasonText is how a reason reads, in English (en) and in Danish (da).
// The texts are templates whose placeholders the facts of the error fill
// in (see speaker.render):
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
//
// Texts are clauses, not sentences: Explain capitalizes them and ends them
// with a period. They never hold rule numbers; Error adds the rule for a log.
type reasonText struct {
	name, rule string
	en, da     string
}

// logTexts are the texts of Error for the reasons whose log reads unlike
// their English for a player: a program counts the deck's places from 0,
// as it indexes the slice, and a player from 1.
var logTexts = map[Reason]string{
	DeckNotACard:  "deck[{n}] is not a card",
	DeckCardTwice: "{card} appears twice, at deck[{n}] and deck[{m}]",
}

var reasons = [numReasons]reasonText{
	NoReason: {"NoReason", "", "", ""},

	StockToWasteOnly: {"StockToWasteOnly", "R6.1",
		"the stock's cards go only to the waste",
		"stokkens kort kan kun vendes over på kasseret-bunken"},
	NoCardsToTurn: {"NoCardsToTurn", "R6.2",
		"the stock and the waste are both empty",
		"stokken og kasseret-bunken er begge tomme"},
	NothingOnReserve: {"NothingOnReserve", "R3.2",
		"nothing is ever put on the reserve",
		"man lægger aldrig kort på reserven"},
	WasteFromStockOnly: {"WasteFromStockOnly", "R6.1",
		"cards reach the waste only by a tap on the stock",
		"kort kommer kun på kasseret-bunken ved et tryk på stokken"},
	NoSuchSource: {"NoSuchSource", "",
		"no such source pile {pile}",
		"der er ingen bunke {pile} at tage fra"},
	NoSuchDestination: {"NoSuchDestination", "",
		"no such destination pile {pile}",
		"der er ingen bunke {pile} at lægge på"},
	PileEmpty: {"PileEmpty", "",
		"{pile} is empty",
		"{pile} er {tom}"},
	NoCardsMoved: {"NoCardsMoved", "",
		"a move from a column carries at least one card",
		"et træk fra en kolonne flytter mindst ét kort"},
	TooFewCards: {"TooFewCards", "",
		"{pile} has only {n:card|cards}",
		"{pile} har kun {n:kort|kort}"},
	OntoItself: {"OntoItself", "",
		"a column does not move onto itself",
		"en kolonne kan ikke flyttes over på sig selv"},
	OneCardToFoundation: {"OneCardToFoundation", "R4.3",
		"only one card at a time goes to a foundation",
		"der lægges kun ét kort ad gangen på et fundament"},
	TakeBackToColumnOnly: {"TakeBackToColumnOnly", "R4.5",
		"a foundation's card goes back only to a column",
		"et kort fra et fundament kan kun tages tilbage til en kolonne"},
	SameColour: {"SameColour", "R5.1",
		"{card} does not go on {onto}: same colour",
		"{card} kan ikke lægges på {onto}: de har samme farve"},
	WrongRank: {"WrongRank", "R5.1",
		"{card} does not go on {onto}: it takes only {fits}",
		"{card} kan ikke lægges på {onto}: den tager kun imod {fits}"},
	NoRunFits: {"NoRunFits", "R5.1",
		"no card of {pile} goes on {onto}: it takes only {fits}",
		"intet kort i {pile} kan lægges på {onto}: den tager kun imod {fits}"},
	WrongSuit: {"WrongSuit", "R4.2",
		"{card} does not go on {pile}: it holds {suit}",
		"{card} kan ikke lægges på {pile}: det får kun {suit}"},
	NotStartRank: {"NotStartRank", "R4.3",
		"{card} does not go on {pile}: it is empty and takes only the card of the start rank, {onto}",
		"{card} kan ikke lægges på {pile}: det er tomt og tager kun imod kortet med startrang, {onto}"},
	NotNextRank: {"NotNextRank", "R4.3",
		"{card} does not go on {pile}: it takes {onto} next",
		"{card} kan ikke lægges på {pile}: det tager kun imod {onto} nu"},
	FaceDown: {"FaceDown", "R2.3",
		"{card} is face down",
		"{card} ligger med bagsiden opad"},
	UnderWasteTop: {"UnderWasteTop", "R6.3",
		"{card} lies under the waste's top card",
		"{card} ligger under det øverste kort på kasseret-bunken"},
	UnderFoundationTop: {"UnderFoundationTop", "R4.5",
		"{card} lies under the top card of {pile}",
		"{card} ligger under det øverste kort på {pile}"},
	TapFromFoundation: {"TapFromFoundation", "R4.5",
		"{card} is on a foundation: a tap never takes it back; move it to a column",
		"{card} ligger på et fundament: et tryk tager det aldrig tilbage; flyt det selv til en kolonne"},
	DoubleClickOff: {"DoubleClickOff", "R8.1",
		"{card} does not go to its foundation, and Double-click is off",
		"{card} kan ikke lægges på sit fundament, og Dobbeltklik er slået fra"},
	NowhereToGo: {"NowhereToGo", "R8.1",
		"{card} has nowhere to go",
		"der er ingen plads til {card}"},
	NothingToTap: {"NothingToTap", "",
		"nothing to tap: {pile} is empty",
		"intet at trykke på: {pile} er {tom}"},
	NotInGame: {"NotInGame", "",
		"{card} is not in this game",
		"{card} er ikke med i dette spil"},
	NotACard: {"NotACard", "",
		"not a card",
		"det er ikke et kort"},
	Busy: {"Busy", "",
		"a listener may read the game but not change it",
		"en lytter må læse spillet, men ikke ændre det"},
	NotDealt: {"NotDealt", "",
		"the game is empty: no cards have been dealt",
		"spillet er tomt: der er ikke givet nogen kort"},
	UndoLimitReached: {"UndoLimitReached", "R8.4",
		"nothing to undo: only the last 100 actions can be undone",
		"der er intet at fortryde: kun de seneste 100 handlinger kan fortrydes"},

	EmptyText: {"EmptyText", "",
		"empty",
		"der står ingenting"},
	NoSuit: {"NoSuit", "",
		"no suit: end with S, H, D, C or ♠ ♥ ♦ ♣",
		"ingen kulør: slut med S, H, D, C eller ♠ ♥ ♦ ♣"},
	NoRank: {"NoRank", "",
		"no rank: start with A, 2–10, J, Q or K",
		"ingen rang: begynd med A, 2–10, J, Q eller K"},
	UnknownRank: {"UnknownRank", "",
		"unknown rank {part}: want A, 2–10, J, Q or K",
		"ukendt rang {part}: skriv A, 2–10, J, Q eller K"},
	NotARank: {"NotARank", "",
		"want A, 2–10, J, Q or K",
		"skriv A, 2–10, J, Q eller K"},
	NotASuit: {"NotASuit", "",
		"want S, H, D, C or ♠ ♥ ♦ ♣",
		"skriv S, H, D, C eller ♠ ♥ ♦ ♣"},
	NotADrawMode: {"NotADrawMode", "",
		"want 1 or 3",
		"skriv 1 eller 3"},
	NotALanguage: {"NotALanguage", "",
		"want en or da",
		"skriv en eller da"},
	NotAPile: {"NotAPile", "",
		"want s, w, r, f1–f4 or c1–c4",
		"skriv s, w, r, f1–f4 eller c1–c4"},
	NoDestination: {"NoDestination", "",
		`want a source and a destination, as in "r c2" or "r2", or "s" for the stock`,
		`skriv hvorfra og hvortil, som i "r c2" eller "r2", eller "s" for stokken`},
	TooManyWords: {"TooManyWords", "",
		`too many words: want a source and a destination, as in "r c2"`,
		`for mange ord: skriv hvorfra og hvortil, som i "r c2"`},
	StockTapNotation: {"StockTapNotation", "",
		`the stock's cards go only to the waste: write "s"`,
		`stokkens kort kan kun vendes over på kasseret-bunken: skriv "s"`},
	UnknownDestination: {"UnknownDestination", "",
		"unknown destination {part}: want f, f1–f4 or c1–c4",
		"ukendt mål {part}: skriv f, f1–f4 eller c1–c4"},
	UnknownSource: {"UnknownSource", "",
		"unknown source {part}: want r, w, f1–f4, c1–c4, c2:3 or a card",
		"ukendt kilde {part}: skriv r, w, f1–f4, c1–c4, c2:3 eller et kort"},
	CountOnlyForColumns: {"CountOnlyForColumns", "",
		`only a column takes a count, as in "c2:3", not {part}`,
		`kun en kolonne kan få et antal, som i "c2:3", ikke {part}`},
	BadCount: {"BadCount", "",
		"the count after {part} must be a number from 1 to 52",
		"antallet efter {part} skal være et tal fra 1 til 52"},
	NotCanonical: {"NotCanonical", "",
		`not in canonical notation, such as "c2:1 c4" or "w f1"`,
		`ikke i den faste notation, som "c2:1 c4" eller "w f1"`},
	NotACodeForm: {"NotACodeForm", "",
		"want the form CF1-D3-AAAAACL",
		"skriv den som CF1-D3-AAAAACL"},
	UnknownCodeFormat: {"UnknownCodeFormat", "",
		"unknown code format {part}: want CF1",
		"ukendt kodeformat {part}: skriv CF1"},
	UnknownCodeDrawMode: {"UnknownCodeDrawMode", "",
		"unknown draw mode {part}: want D1 or D3",
		"ukendt trækmåde {part}: skriv D1 eller D3"},
	CodeLetterCount: {"CodeLetterCount", "",
		"the deal number has {n:letter|letters}, want 7",
		"rundnummeret har {n:bogstav|bogstaver}, der skal være 7"},
	CodeLettersOnly: {"CodeLettersOnly", "",
		"the deal number may hold only the letters A–Z",
		"rundnummeret må kun have bogstaverne A–Z"},
	DealNumberTooLarge: {"DealNumberTooLarge", "",
		"want a number below 26^7 = {n}",
		"skriv et tal under 26^7 = {n}"},
	DeckSize: {"DeckSize", "",
		"has {n:card|cards}, want 52",
		"det har {n:kort|kort}, der skal være 52"},
	DeckNotACard: {"DeckNotACard", "",
		"position {n+1} is not a card",
		"plads {n+1} er ikke et kort"},
	DeckCardTwice: {"DeckCardTwice", "",
		"{card} appears twice, at positions {n+1} and {m+1}",
		"{card} er med to gange, på plads {n+1} og {m+1}"},
	BaseNotACard: {"BaseNotACard", "R4.1",
		"the base card is not a card",
		"grundkortet er ikke et kort"},
	LayoutNotACard: {"LayoutNotACard", "",
		"{pile} holds a value that is not a card",
		"{pile} har en værdi, der ikke er et kort"},
	LayoutCardTwice: {"LayoutCardTwice", "",
		"{card} appears twice (again in {pile})",
		"{card} er med to gange (igen i {pile})"},
	LayoutFoundationSize: {"LayoutFoundationSize", "R4.3",
		"{pile} holds {n:card|cards}, not 0 to 13",
		"{pile} har {n:kort|kort}, ikke 0 til 13"},
	LayoutReserveSize: {"LayoutReserveSize", "R2.1",
		"the reserve holds {n:card|cards}, at most 13",
		"reserven har {n:kort|kort}, højst 13"},
	LayoutTalonSize: {"LayoutTalonSize", "R2.1",
		"the waste and the stock hold {n:card|cards}, at most 34",
		"kasseret-bunken og stokken har {n:kort|kort}, højst 34"},
	LayoutEmptyColumn: {"LayoutEmptyColumn", "R3.4",
		"{pile} is empty while the reserve has cards",
		"{pile} er tom, mens reserven har kort"},
	LayoutNotARun: {"LayoutNotARun", "R5.1",
		"{pile}: {card} does not go on {onto}",
		"{pile}: {card} kan ikke lægges på {onto}"},
	LayoutCardMissing: {"LayoutCardMissing", "",
		"{card} is missing",
		"{card} mangler"},

	TagAfterActions: {"TagAfterActions", "",
		"a tag after the first action",
		"et mærke efter den første handling"},
	NotATag: {"NotATag", "",
		`want a tag such as [Code "CF1-D3-AAAAACL"]`,
		`skriv et mærke som [Code "CF1-D3-AAAAACL"]`},
	RepeatedTag: {"RepeatedTag", "",
		"a second {raw} tag; the first is on line {n}",
		"endnu et {raw}-mærke; det første står på linje {n}"},
	BadScoreTag: {"BadScoreTag", "",
		"the score must be a whole number of 0 or more",
		"pointtallet skal være et helt tal fra 0 og op"},
	UnknownTag: {"UnknownTag", "",
		"unknown tag {part}: want Code, Deck, Draw or Score",
		"ukendt mærke {part}: skriv Code, Deck, Draw eller Score"},
	CodeAndDeck: {"CodeAndDeck", "",
		"a record has a Code tag or a Deck tag, not both",
		"et spilforløb har et Code-mærke eller et Deck-mærke, ikke begge"},
	BadActionNumber: {"BadActionNumber", "",
		`want action {n} as a number, a dot and a move, as in "{n}. r c2"`,
		`skriv handling {n} som et tal, et punktum og et træk, som i "{n}. r c2"`},
	DrawTagDisagrees: {"DrawTagDisagrees", "",
		"the Draw tag says {n} but the code is of draw mode D{m}",
		"Draw-mærket siger {n}, men koden er til træk {m}"},
	NoDealTag: {"NoDealTag", "",
		"the record has no Code or Deck tag",
		"spilforløbet har intet Code- eller Deck-mærke"},
	ScoreDisagrees: {"ScoreDisagrees", "",
		"the Score tag says {n} but the actions score {m}",
		"Score-mærket siger {n}, men handlingerne giver {m} point"},
	CodeDrawMismatch: {"CodeDrawMismatch", "",
		"the code {raw} is of draw mode D{n}, not D{m}",
		"koden {raw} er til træk {n}, ikke træk {m}"},
}

// danishLetterTexts word the reasons of a card typed in the Danish letters
// (Game.ParseInput), which name those letters rather than the English ones.
var danishLetterTexts = map[Reason]struct{ en, da string }{
	NoSuit: {
		"no suit: write s, h, r or k (spar, hjerter, ruder, klør) or ♠ ♥ ♦ ♣ with the rank, as in kd (klør dame)",
		"ingen kulør: skriv s, h, r eller k (spar, hjerter, ruder, klør) eller ♠ ♥ ♦ ♣ ved rangen, som i kd (klør dame)"},
	NoRank: {
		"no rank: write e, 2–10, kn, d or k (es, knægt, dame, konge) with the suit, as in kd (klør dame)",
		"ingen rang: skriv e, 2–10, kn, d eller k (es, knægt, dame, konge) ved kuløren, som i kd (klør dame)"},
	UnknownRank: {
		"unknown rank {part}: want e, 2–10, kn, d or k (es, knægt, dame, konge)",
		"ukendt rang {part}: skriv e, 2–10, kn, d eller k (es, knægt, dame, konge)"},
}
