package repl

import "github.com/canfield-go/canfield"

// The session's own messages are written in English in the code and
// translated by looking them up here; the library's messages (why a move
// was refused, why a file is not a game record) come in the session's
// language from canfield.Explain. Every message passed to tr, trf or
// translate must have an entry, which text_test.go checks.

// tr returns a message in the session's language.
func (s *Session) tr(english string) string { return translate(s.cfg.Lang, english) }

// translate returns a message in language l.
func translate(l canfield.Language, english string) string {
	if l == canfield.Danish {
		if t, ok := danish[english]; ok {
			return t
		}
	}
	return english
}

var danish = map[string]string{
	"The game is won: there is nothing left to play.":       "Spillet er vundet: der er intet tilbage at spille.",
	"There is no move to suggest.":                          "Der er intet træk at foreslå.",
	"a winning line starts here (%s)":                       "en vindende række begynder her (%s)",
	"but this game can no longer be won":                    "men spillet kan ikke længere vindes",
	"no win found in time, but the move keeps every chance": "ingen gevinst fundet i tide, men trækket bevarer alle chancer",
	"no win found in time":                                  "ingen gevinst fundet i tide",
	"Hint: %s, %s.":                                         "Tip: %s, %s.",
	"Winnable: %s win it (%s positions searched):":          "Vindbart: %s vinder det (%s stillinger undersøgt):",
	"Undecided: the search stopped after %s positions.":     "Uafgjort: søgningen stoppede efter %s stillinger.",
	"No winnable deal was found in time: try again.":        "Der blev ikke fundet et vindbart spil i tide: prøv igen.",
	"No useful move is left: undo, or start a new game.":    "Der er ingen brugbare træk tilbage: fortryd, eller start et nyt spil.",
	"Lost: no sequence of actions wins this game (%s positions searched). Undo, or start a new game.": "Tabt: ingen række handlinger vinder dette spil (%s stillinger undersøgt). Fortryd, eller start et nyt spil.",
	"1 card":                                 "1 kort",
	"%d cards":                               "%d kort",
	"1 action":                               "1 handling",
	"%d actions":                             "%d handlinger",
	"(a game without a code)":                "(et spil uden kode)",
	"the stock":                              "stokken",
	"the waste":                              "kasseret-bunken",
	"the reserve":                            "reserven",
	"foundation %d":                          "fundament %d",
	"column %d":                              "kolonne %d",
	"draw %d":                                "træk %d",
	"score %d":                               "point %d",
	"reserve (r)":                            "reserve (r)",
	"stock (s)":                              "stok (s)",
	"waste (w)":                              "kasseret-bunke (w)",
	"foundations":                            "fundamenter",
	"empty: s turns the waste over":          "tom: s vender kasseret-bunken om",
	"empty":                                  "tom",
	"start rank %s":                          "startrang %s",
	"Usage: %s":                              "Brug: %s",
	"No command %q: type help for the list.": "Ingen kommando %q: skriv hjælp for at se listen.",
	"(undo goes back to the game you left.)": "(fortryd går tilbage til spillet, du forlod.)",
	"The game is saved: canfield -resume continues it.": "Spillet er gemt: canfield -resume fortsætter det.",
	"Back to %s after %s.":                              "Tilbage til %s efter %s.",
	"Nothing to undo.":                                  "Intet at fortryde.",
	"New game %s.":                                      "Nyt spil %s.",
	"This game has no code: it was dealt from an explicit deck.":                   "Dette spil har ingen kode: det blev givet fra et bestemt kortspil.",
	"Double-click is on: tap sends a card to its foundation, or else to a column.": "Dobbeltklik er til: tryk sender kort til fundamentet, ellers til en kolonne.",
	"Double-click is off: tap sends a card only to its foundation.":                "Dobbeltklik er fra: tryk sender kun kort til fundamentet.",
	"Could not save the game: %s":                                                  "Spillet kunne ikke gemmes: %s",
	"Saved to %s.":                                                                 "Gemt i %s.",
	"There is no file %s.":                                                         "Filen %s findes ikke.",
	"Could not load %s. %s":                                                        "%s kunne ikke hentes. %s",
	"Loaded %s: %s after %s.":                                                      "Hentede %s: %s efter %s.",
	"Commands:":                                                                    "Kommandoer:",
	"Tab completes commands, cards and moves. help <command> tells more.":          "Tab fuldender kommandoer, kort og træk. hjælp <kommando> fortæller mere.",
	"Names:":                             "Navne:",
	"No legal moves.":                    "Ingen lovlige træk.",
	"Legal moves:":                       "Lovlige træk:",
	"turn the waste over onto the stock": "vend kasseret-bunken om til stokken",
	"turn %s from the stock":             "vend %s fra stokken",
	"Unknown command %q: type help for the commands, or a move such as r c2.": "Ukendt kommando %q: skriv hjælp for kommandoerne, eller et træk som r c2.",
	"Type new for another game.": "Skriv nyt for et nyt spil.",
	"Canfield %s. Type a move such as r c2 (the reserve onto column 2):\ns draws, qc taps the queen of clubs; help tells more, quit leaves.": "Canfield %s. Skriv et træk som r c2 (reserven på kolonne 2):\ns vender kort, qc trykker på klør dame; hjælp fortæller mere, afslut slutter.",
	"(Ctrl-D or quit leaves the game.)":                    "(Ctrl-D eller afslut forlader spillet.)",
	"%s from the reserve fills %s":                         "%s fra reserven fylder %s",
	"Turned %s":                                            "Vendte %s",
	"Turned the waste over onto the stock":                 "Vendte kasseret-bunken om til stokken",
	"Undid %s":                                             "Fortrød %s",
	"Dealt %s again from the start":                        "Gav %s igen fra begyndelsen",
	"You won, with a score of %d!":                         "Du vandt med %d point!",
	"New game? [Y/n]":                                      "Nyt spil? [J/n]",
	"%s and %d more":                                       "%s og %d mere",
	"Could not save the game in %s: %v":                    "Spillet kunne ikke gemmes i %s: %v",
	"There is no saved game to resume: dealing a new one.": "Der er intet gemt spil at fortsætte: et nyt spil gives.",
	"The saved game could not be read, so a new one is dealt.\n%s\n(The file is kept as %s.)": "Det gemte spil kunne ikke læses, så et nyt spil gives.\n%s\n(Filen er gemt som %s.)",
	"Resumed %s after %s.": "Fortsætter %s efter %s.",
	"Your unfinished game %s is kept in %s; load it to go on with it.": "Dit ufærdige spil %s er gemt i %s; hent det for at spille videre.",
}
