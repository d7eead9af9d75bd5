package canfield

import (
	"errors"
	"strconv"

	"github.com/canfield-go/canfield/internal/catalog"
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

// reasonInfo is a reason's name and the rule behind it. How it reads, in
// English and in Danish, is in the catalog of player text
// (internal/catalog's Reasons), a template whose placeholders the facts of
// the error fill in (see speaker.render).
type reasonInfo struct {
	name, rule string
}

// logTexts are the texts of Error for the reasons whose log reads unlike
// their English for a player: a program counts the deck's places from 0,
// as it indexes the slice, and a player from 1.
var logTexts = map[Reason]string{
	DeckNotACard:  "deck[{n}] is not a card",
	DeckCardTwice: "{card} appears twice, at deck[{n}] and deck[{m}]",
}

var reasons = [numReasons]reasonInfo{
	NoReason: {"NoReason", ""},

	StockToWasteOnly:     {"StockToWasteOnly", "R6.1"},
	NoCardsToTurn:        {"NoCardsToTurn", "R6.2"},
	NothingOnReserve:     {"NothingOnReserve", "R3.2"},
	WasteFromStockOnly:   {"WasteFromStockOnly", "R6.1"},
	NoSuchSource:         {"NoSuchSource", ""},
	NoSuchDestination:    {"NoSuchDestination", ""},
	PileEmpty:            {"PileEmpty", ""},
	NoCardsMoved:         {"NoCardsMoved", ""},
	TooFewCards:          {"TooFewCards", ""},
	OntoItself:           {"OntoItself", ""},
	OneCardToFoundation:  {"OneCardToFoundation", "R4.3"},
	TakeBackToColumnOnly: {"TakeBackToColumnOnly", "R4.5"},
	SameColour:           {"SameColour", "R5.1"},
	WrongRank:            {"WrongRank", "R5.1"},
	NoRunFits:            {"NoRunFits", "R5.1"},
	WrongSuit:            {"WrongSuit", "R4.2"},
	NotStartRank:         {"NotStartRank", "R4.3"},
	NotNextRank:          {"NotNextRank", "R4.3"},
	FaceDown:             {"FaceDown", "R2.3"},
	UnderWasteTop:        {"UnderWasteTop", "R6.3"},
	UnderFoundationTop:   {"UnderFoundationTop", "R4.5"},
	TapFromFoundation:    {"TapFromFoundation", "R4.5"},
	DoubleClickOff:       {"DoubleClickOff", "R8.1"},
	NowhereToGo:          {"NowhereToGo", "R8.1"},
	NothingToTap:         {"NothingToTap", ""},
	NotInGame:            {"NotInGame", ""},
	NotACard:             {"NotACard", ""},
	Busy:                 {"Busy", ""},
	NotDealt:             {"NotDealt", ""},
	UndoLimitReached:     {"UndoLimitReached", "R8.4"},

	EmptyText:            {"EmptyText", ""},
	NoSuit:               {"NoSuit", ""},
	NoRank:               {"NoRank", ""},
	UnknownRank:          {"UnknownRank", ""},
	NotARank:             {"NotARank", ""},
	NotASuit:             {"NotASuit", ""},
	NotADrawMode:         {"NotADrawMode", ""},
	NotALanguage:         {"NotALanguage", ""},
	NotAPile:             {"NotAPile", ""},
	NoDestination:        {"NoDestination", ""},
	TooManyWords:         {"TooManyWords", ""},
	StockTapNotation:     {"StockTapNotation", ""},
	UnknownDestination:   {"UnknownDestination", ""},
	UnknownSource:        {"UnknownSource", ""},
	CountOnlyForColumns:  {"CountOnlyForColumns", ""},
	BadCount:             {"BadCount", ""},
	NotCanonical:         {"NotCanonical", ""},
	NotACodeForm:         {"NotACodeForm", ""},
	UnknownCodeFormat:    {"UnknownCodeFormat", ""},
	UnknownCodeDrawMode:  {"UnknownCodeDrawMode", ""},
	CodeLetterCount:      {"CodeLetterCount", ""},
	CodeLettersOnly:      {"CodeLettersOnly", ""},
	DealNumberTooLarge:   {"DealNumberTooLarge", ""},
	DeckSize:             {"DeckSize", ""},
	DeckNotACard:         {"DeckNotACard", ""},
	DeckCardTwice:        {"DeckCardTwice", ""},
	BaseNotACard:         {"BaseNotACard", "R4.1"},
	LayoutNotACard:       {"LayoutNotACard", ""},
	LayoutCardTwice:      {"LayoutCardTwice", ""},
	LayoutFoundationSize: {"LayoutFoundationSize", "R4.3"},
	LayoutReserveSize:    {"LayoutReserveSize", "R2.1"},
	LayoutTalonSize:      {"LayoutTalonSize", "R2.1"},
	LayoutEmptyColumn:    {"LayoutEmptyColumn", "R3.4"},
	LayoutNotARun:        {"LayoutNotARun", "R5.1"},
	LayoutCardMissing:    {"LayoutCardMissing", ""},

	TagAfterActions:  {"TagAfterActions", ""},
	NotATag:          {"NotATag", ""},
	RepeatedTag:      {"RepeatedTag", ""},
	BadScoreTag:      {"BadScoreTag", ""},
	UnknownTag:       {"UnknownTag", ""},
	CodeAndDeck:      {"CodeAndDeck", ""},
	BadActionNumber:  {"BadActionNumber", ""},
	DrawTagDisagrees: {"DrawTagDisagrees", ""},
	NoDealTag:        {"NoDealTag", ""},
	ScoreDisagrees:   {"ScoreDisagrees", ""},
	CodeDrawMismatch: {"CodeDrawMismatch", ""},
}

// reasonTexts are the reasons' texts, from the catalog; NoReason has none.
var reasonTexts = func() (texts [numReasons]catalog.Text) {
	for r := range texts {
		texts[r] = catalog.Reasons[reasons[r].name]
	}
	return texts
}()

// danishLetterTexts word the reasons of a card typed in the Danish letters
// (Game.ParseInput), which name those letters rather than the English ones;
// a reason without one has empty texts.
var danishLetterTexts = func() (texts [numReasons]catalog.Text) {
	for r := range texts {
		texts[r] = catalog.DanishLetterReasons[reasons[r].name]
	}
	return texts
}()
