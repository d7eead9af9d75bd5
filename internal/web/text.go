package web

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/canfield-go/canfield"
)

// The server's own messages are written in English here and looked up in
// danish for a Danish player, in the words of the app's rules; the
// library's (why a move was refused, why a record is not a game) come from
// canfield.Explain. text_test.go checks that every message has an entry.

// tr returns a message in language l, formatted with args.
func tr(l canfield.Language, english string, args ...any) string {
	format := english
	if l == canfield.Danish {
		if t, ok := danish[english]; ok {
			format = t
		}
	}
	if len(args) == 0 {
		return format
	}
	return fmt.Sprintf(format, args...)
}

var danish = map[string]string{
	"%s is a move, not a card: write the rank first to tap a card (2r for ruder 2).": "%s er et træk, ikke et kort: skriv rangen først for at trykke på et kort (2r for ruder 2).",
	// Piles.
	"the stock":     "stokken",
	"the waste":     "kasseret-bunken",
	"the reserve":   "reserven",
	"foundation %d": "fundament %d",
	"column %d":     "kolonne %d",

	// What an action did.
	"%s onto %s":                                         "%s på %s",
	"%s and %d more onto %s":                             "%s og %d mere på %s",
	"+%d, score %d":                                      "+%d, %d point",
	"Turned %s.":                                         "Vendte %s.",
	"Turned the waste over onto the stock.":              "Vendte kasseret-bunken om til stokken.",
	"%s from the reserve fills %s.":                      "%s fra reserven fylder %s.",
	"Undone: %s back to %s.":                             "Fortrudt: %s tilbage til %s.",
	"Undone: %s and %d more back to %s.":                 "Fortrudt: %s og %d mere tilbage til %s.",
	"Undone: %d cards back onto the stock.":              "Fortrudt: %d kort tilbage på stokken.",
	"Undone: 1 card back onto the stock.":                "Fortrudt: 1 kort tilbage på stokken.",
	"Undone: the stock turned back over onto the waste.": "Fortrudt: stokken vendt tilbage til kasseret-bunken.",
	"%s goes back onto the reserve.":                     "%s kommer tilbage på reserven.",
	"You won, with a score of %d!":                       "Du vandt med %d point!",
	"New game %s.":                                       "Nyt spil %s.",
	"New game, dealt from a deck.":                       "Nyt spil, givet fra et bestemt kortspil.",
	"Loaded %s after %d actions.":                        "Hentede %s efter %d handlinger.",
	"Loaded %s after 1 action.":                          "Hentede %s efter 1 handling.",
	"Loaded %s at its deal.":                             "Hentede %s, som det blev givet.",
	"a game without a code":                              "et spil uden kode",

	// Hints.
	"Hint: %s, %s.":                                         "Tip: %s, %s.",
	"tap the stock":                                         "tryk på stokken",
	"tap the stock %d times":                                "tryk på stokken %d gange",
	"turn the waste over":                                   "vend kasseret-bunken om",
	"%s, then %s":                                           "%s, og så %s",
	"play the waste's top card":                             "spil kasseret-bunkens øverste kort",
	"%s onto %s (%d cards)":                                 "%s på %s (%d kort)",
	"%s to its foundation":                                  "%s på sit fundament",
	"take %s back onto %s":                                  "tag %s tilbage til %s",
	"a winning line starts here (%d actions)":               "en vindende række begynder her (%d handlinger)",
	"a winning line starts here (1 action)":                 "en vindende række begynder her (1 handling)",
	"but this game can no longer be won":                    "men spillet kan ikke længere vindes",
	"no win found in time, but the move keeps every chance": "ingen gevinst fundet i tide, men trækket bevarer alle chancer",
	"no win found in time":                                  "ingen gevinst fundet i tide",
	"The game is won: there is nothing left to play.":       "Spillet er vundet: der er intet tilbage at spille.",
	"There is no move to suggest.":                          "Der er intet træk at foreslå.",

	// Errors of the API that are not the library's.
	"The request body is larger than %d bytes.":                    "Forespørgslen er større end %d byte.",
	"Send the request as application/json.":                        "Send forespørgslen som application/json.",
	"The request comes from another site.":                         "Forespørgslen kommer fra et andet websted.",
	"There is no game for this browser: start one with New game.":  "Der er intet spil for denne browser: start et med Nyt spil.",
	"The saved game could not be read, so it was put aside: %s.":   "Det gemte spil kunne ikke læses, så det er lagt til side: %s.",
	"The board has changed since: it is shown again as it is now.": "Spillet har ændret sig i mellemtiden: det vises igen, som det er nu.",
	"Too many requests: wait a moment.":                            "For mange forespørgsler: vent et øjeblik.",
	"The server is busy: try again in a moment.":                   "Serveren har travlt: prøv igen om et øjeblik.",
	"No winnable deal was found in time: try again.":               "Der blev ikke fundet et vindbart spil i tide: prøv igen.",
	"The new game could not be saved on the server: try again.":    "Det nye spil kunne ikke gemmes på serveren: prøv igen.",
	"This game was dealt from a deck, not a code: its record would show the face-down cards, so it is not sent. The record it was loaded from holds its deal.": "Dette spil blev givet fra et bestemt kortspil, ikke fra en kode: dets spilforløb ville vise kortene med bagsiden opad, så det sendes ikke. Spilforløbet, det blev hentet fra, har kortene.",
	"The game speaks no language %s: send \"lang\": \"en\" for English or \"da\" for Danish.":                                                                  "Spillet taler ikke sproget %s: send \"lang\": \"da\" for dansk eller \"en\" for engelsk.",
	"The server is shutting down.": "Serveren lukker ned.",
	"No such page.":                "Siden findes ikke.",
	"Use %s for this address.":     "Brug %s til denne adresse.",
	"The game could not be saved on the server: it goes on, and saving is tried again.":                  "Spillet kunne ikke gemmes på serveren: det fortsætter, og der prøves igen.",
	"The saved game was damaged: it goes on from its last good action, %d later actions were lost (%s).": "Det gemte spil var beskadiget: det fortsætter fra sidste gode handling, %d senere handlinger gik tabt (%s).",

	// What is wrong with a request's body, for whoever wrote it by hand.
	"The request body could not be read.":                                                                 "Forespørgslen kunne ikke læses.",
	"The request body is empty: send a JSON object, such as %s.":                                          "Forespørgslen er tom: send et JSON-objekt, fx %s.",
	"The request body must be a JSON object, such as %s.":                                                 "Forespørgslen skal være et JSON-objekt, fx %s.",
	"The request body is not valid JSON: the mistake is at byte %d. Send a JSON object, such as %s.":      "Forespørgslen er ikke gyldig JSON: fejlen er ved byte %d. Send et JSON-objekt, fx %s.",
	"The request body ends after %d bytes, before its JSON object does: send a whole object, such as %s.": "Forespørgslen slutter efter %d byte, før dens JSON-objekt gør: send et helt objekt, fx %s.",
	"The request body goes on after its JSON object, at byte %d: send one object only.":                   "Forespørgslen fortsætter efter sit JSON-objekt, ved byte %d: send kun ét objekt.",
	"There is no field %s in %s: it reads %s.":                                                            "Der er intet felt %s i %s: den læser %s.",
	"There are no fields %s in %s: it reads %s.":                                                          "Der er ingen felter %s i %s: den læser %s.",
	"The request body is not the JSON object %s reads.":                                                   "Forespørgslen er ikke det JSON-objekt, som %s læser.",
	"The field %s must be a string, such as %q.":                                                          "Feltet %s skal være en streng, fx %q.",
	"The field %s must be a string.":                                                                      "Feltet %s skal være en streng.",
	"The field %s must be true or false.":                                                                 "Feltet %s skal være true eller false.",
	"The field %s must be a whole number, 0 or more.":                                                     "Feltet %s skal være et helt tal, 0 eller mere.",
	"The field %s has a value of the wrong kind.":                                                         "Feltet %s har en værdi af den forkerte slags.",
	"%s and %s":                             "%s og %s",
	"The record is missing: send it as %s.": "Spilforløbet mangler: send det som %s.",
	"The move is missing: send it as %s.":   "Trækket mangler: send det som %s.",
	"The card is missing: send it as %s.":   "Kortet mangler: send det som %s.",
	"The code %s deals Draw %d, but Draw %d is chosen: choose Draw %d, or play the same deal in Draw %d with the code %s.": "Koden %s giver Træk %d, men Træk %d er valgt: vælg Træk %d, eller spil det samme rund i Træk %d med koden %s.",
}

// pileName returns a pile's name in a sentence: "the reserve", "column 2".
func pileName(l canfield.Language, p canfield.Pile) string {
	switch {
	case p == canfield.Stock:
		return tr(l, "the stock")
	case p == canfield.Waste:
		return tr(l, "the waste")
	case p == canfield.Reserve:
		return tr(l, "the reserve")
	case p.IsFoundation():
		return tr(l, "foundation %d", p.Index()+1)
	case p.IsColumn():
		return tr(l, "column %d", p.Index()+1)
	}
	return p.String()
}

// cardList names cards: "the 4 of spades, 9 of diamonds, jack of clubs".
func cardList(l canfield.Language, cards []canfield.Card) string {
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.Name(l)
	}
	return strings.Join(names, ", ")
}

// capitalize makes s start a sentence.
func capitalize(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[size:]
}

// said returns what the events of one action did, in words, one sentence
// each: the lines the page reads out before the board. Like the events'
// own log lines they name no face-down card: a draw taken back is
// counted, not named (R2.3).
func said(l canfield.Language, events []canfield.Event) []string {
	var out []string
	for _, ev := range events {
		switch e := ev.(type) {
		case canfield.MoveEvent:
			text := movedText(l, e.Cards, e.Move.To())
			if e.Points > 0 {
				text += ", " + tr(l, "+%d, score %d", e.Points, e.Score)
			}
			out = append(out, capitalize(text)+".")
		case canfield.DrawEvent:
			out = append(out, tr(l, "Turned %s.", cardList(l, e.Cards)))
		case canfield.RecycleEvent:
			out = append(out, tr(l, "Turned the waste over onto the stock."))
		case canfield.RefillEvent:
			out = append(out, capitalize(tr(l, "%s from the reserve fills %s.", e.Card.Name(l), pileName(l, e.Column))))
		case canfield.UndoEvent:
			out = append(out, undoneText(l, e)...)
		case canfield.WinEvent:
			out = append(out, tr(l, "You won, with a score of %d!", e.Score))
		case canfield.DealEvent:
			out = append(out, newGameText(l, e.Code))
		case canfield.LoadEvent:
			code := e.Code
			if code == "" {
				code = tr(l, "a game without a code")
			}
			out = append(out, loadedText(l, code, e.Actions))
		}
	}
	return out
}

// loadedText announces a game loaded from a record of n actions.
func loadedText(l canfield.Language, code string, n int) string {
	switch n {
	case 0:
		return tr(l, "Loaded %s at its deal.", code)
	case 1:
		return tr(l, "Loaded %s after 1 action.", code)
	}
	return tr(l, "Loaded %s after %d actions.", code, n)
}

// newGameText announces a new deal.
func newGameText(l canfield.Language, code string) string {
	if code == "" {
		return tr(l, "New game, dealt from a deck.")
	}
	return tr(l, "New game %s.", code)
}

// movedText says which cards went where: "queen of clubs onto column 2",
// a run by its first card and how many more.
func movedText(l canfield.Language, cards []canfield.Card, to canfield.Pile) string {
	if len(cards) == 0 {
		return pileName(l, to)
	}
	if len(cards) > 1 {
		return tr(l, "%s and %d more onto %s", cards[0].Name(l), len(cards)-1, pileName(l, to))
	}
	return tr(l, "%s onto %s", cards[0].Name(l), pileName(l, to))
}

func undoneText(l canfield.Language, e canfield.UndoEvent) []string {
	var out []string
	switch {
	case e.Move.IsStockTap() && len(e.Cards) == 1:
		out = append(out, tr(l, "Undone: 1 card back onto the stock."))
	case e.Move.IsStockTap() && len(e.Cards) > 0:
		out = append(out, tr(l, "Undone: %d cards back onto the stock.", len(e.Cards)))
	case e.Move.IsStockTap():
		out = append(out, tr(l, "Undone: the stock turned back over onto the waste."))
	case len(e.Cards) > 1:
		out = append(out, capitalize(tr(l, "Undone: %s and %d more back to %s.", e.Cards[0].Name(l), len(e.Cards)-1, pileName(l, e.Move.From()))))
	case len(e.Cards) == 1:
		out = append(out, tr(l, "Undone: %s back to %s.", e.Cards[0].Name(l), pileName(l, e.Move.From())))
	}
	if e.Refill.Valid() {
		out = append(out, capitalize(tr(l, "%s goes back onto the reserve.", e.Refill.Name(l))))
	}
	return out
}
