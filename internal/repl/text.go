package repl

import (
	"strconv"

	"github.com/canfield-go/canfield"
)

// The session's own messages are written in English in the code and
// translated by looking them up here; the library's messages (why a move
// was refused, why a file is not a game record) come in the session's
// language from canfield.Explain. Every message passed to tr, trf or
// translate must have an entry, which text_test.go checks.

// tr returns a message in the session's language.
func (s *Session) tr(english string) string { return translate(s.cfg.Lang, english) }

// quoted returns what a player typed, quoted in language l as Go quotes
// it, control characters escaped; Danish quotes ”so”, as the app's rule
// text does.
func quoted(l canfield.Language, typed string) string {
	q := strconv.Quote(typed)
	if l == canfield.Danish {
		return "”" + q[1:len(q)-1] + "”"
	}
	return q
}

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
	"No command %s: type help for the list.": "Ingen kommando %s: skriv hjælp for at se listen.",
	"(undo goes back to the game you left.)": "(fortryd går tilbage til spillet, du forlod.)",
	"The game is saved: canfield -resume continues it.": "Spillet er gemt: canfield -resume fortsætter det.",
	"Back to %s after %s.":                              "Tilbage til %s efter %s.",
	"Nothing to undo.":                                  "Intet at fortryde.",
	"Nothing to undo in this game: undo alone goes back to the game you left.": "Intet at fortryde i dette spil: fortryd alene går tilbage til spillet, du forlod.",
	"back to where the game can still be won":                                  "tilbage til hvor spillet stadig kan vindes",
	"Enter does it.": "Enter gør det.",
	"New game %s.":   "Nyt spil %s.",
	"This game has no code: it was dealt from an explicit deck.":                   "Dette spil har ingen kode: det blev givet fra et bestemt kortspil.",
	"Double-click is on: tap sends a card to its foundation, or else to a column.": "Dobbeltklik er til: tryk sender kort til fundamentet, ellers til en kolonne.",
	"Double-click is off: tap sends a card only to its foundation.":                "Dobbeltklik er fra: tryk sender kun kort til fundamentet.",
	"Could not save the game: %s.":                                                 "Spillet kunne ikke gemmes: %s.",
	"Saved to %s.":                                                                 "Gemt i %s.",
	"There is no file %s.":                                                         "Filen %s findes ikke.",
	"Could not load %s: %s.":                                                       "%s kunne ikke hentes: %s.",
	"Loaded %s: %s after %s.":                                                      "Hentede %s: %s efter %s.",
	"Commands:":                                                                    "Kommandoer:",
	"Names:":                                                                       "Navne:",
	"No legal moves.":                                                              "Ingen lovlige træk.",
	"Legal moves:":                                                                 "Lovlige træk:",
	"turn the waste over onto the stock":                                           "vend kasseret-bunken om til stokken",
	"turn %s from the stock":                                                       "vend %s fra stokken",
	"Unknown command %s: type help for the commands, or a move such as r c2.":        "Ukendt kommando %s: skriv hjælp for kommandoerne, eller et træk som r c2.",
	"%s is a move, not a card: write the rank first to tap a card (2r for ruder 2).": "%s er et træk, ikke et kort: skriv rangen først for at trykke på et kort (2r for ruder 2).",
	"Type new for another game.":                           "Skriv nyt for et nyt spil.",
	"(Ctrl-D or quit leaves the game.)":                    "(Ctrl-D eller afslut forlader spillet.)",
	"%s from the reserve fills %s":                         "%s fra reserven fylder %s",
	"Turned %s":                                            "Vendte %s",
	"Turned the waste over onto the stock":                 "Vendte kasseret-bunken om til stokken",
	"Undid %s":                                             "Fortrød %s",
	"Dealt %s again from the start":                        "Gav %s igen fra begyndelsen",
	"You won, with a score of %d!":                         "Du vandt med %d point!",
	"New game? [y/N]":                                      "Nyt spil? [j/N]",
	"%s and %d more":                                       "%s og %d mere",
	"Could not save the game in %s: %s.":                   "Spillet kunne ikke gemmes i %s: %s.",
	"There is no saved game to resume: dealing a new one.": "Der er intet gemt spil at fortsætte: et nyt spil gives.",
	"Resumed %s after %s.":                                 "Fortsætter %s efter %s.",
	"Only %s can be undone now.":                           "Kun %s kan fortrydes nu.",
	"The verdict is off: the board does not say whether the game can still be won.": "Vurderingen er slået fra: bordet siger ikke, om spillet stadig kan vindes.",
	"The verdict is on: the board says whether the game can still be won.":          "Vurderingen er slået til: bordet siger, om spillet stadig kan vindes.",
	"The game speaks English; cards are typed as qc, the queen of clubs.":           "Spillet taler dansk; kort skrives som kd, klør dame.",
	"%s holds another game, or no game: it is kept as it is. Choose another name.":  "%s har et andet spil, eller intet spil: filen bevares, som den er. Vælg et andet navn.",
	"%s is damaged: %s.": "%s er beskadiget: %s.",
	"The game goes on from its last good action: %s kept, %s lost.": "Spillet fortsætter fra sin sidste gode handling: %s bevaret, %s tabt.",
	"Your games, the one being played first:":                       "Dine spil, det du spiller, først:",
	"(being played)": "(spilles nu)",
	"games 2 goes on with the second; the game you leave is kept.": "gemte 2 spiller videre på det andet; spillet, du forlader, gemmes.",
	"There are no other games: games lists the one being played.":  "Der er ingen andre spil: gemte viser det, du spiller.",
	"Usage: %s, a number from 1 to %d.":                            "Brug: %s, et tal fra 1 til %d.",
	"That is the game being played.":                               "Det er det spil, du spiller.",
	"won, score %d":                                                "vundet, %d point",
	"damaged":                                                      "beskadiget",
	"(games lists your last games.)":                               "(gemte viser dine seneste spil.)",
	"(The file is left as it was.)":                                "(Filen er ladt, som den var.)",
	"A new game is dealt.":                                         "Et nyt spil gives.",
	"The saved game %s is damaged and is left as it was.":          "Det gemte spil %s er beskadiget og er ladt, som det var.",
	"The saved game could not be read: %s.":                        "Det gemte spil kunne ikke læses: %s.",
	"Could not read %s: %s.":                                       "%s kunne ikke læses: %s.",
	"(The damaged file is kept as %s.)":                            "(Den beskadigede fil er gemt som %s.)",
	"Your unfinished game %s is kept: games lists it, and games 2 goes on with it.":                                    "Dit ufærdige spil %s er gemt: gemte viser det, og gemte 2 spiller videre på det.",
	"Moves name a source and a destination (r reserve, w waste, s stock, f foundation, c column):":                     "Et træk nævner hvorfra og hvortil (r reserve, w kasseret-bunke, s stok, f fundament, c kolonne):",
	"Tab completes commands, cards and moves; h gives a hint and Enter plays it, u undoes. help <command> tells more.": "Tab fuldender kommandoer, kort og træk; h giver et tip, og Enter spiller det, u fortryder. hjælp <kommando> fortæller mere.",
	"Verdict: thinking…":                     "Vurdering: tænker…",
	"Verdict: winnable":                      "Vurdering: kan vindes",
	"Verdict: undecided, the search gave up": "Vurdering: uafgjort, søgningen gav op",
	"Verdict: this deal cannot be won":       "Vurdering: dette spil kan ikke vindes",
	"Verdict: no longer winnable; looking back for the action that lost it…":                                                           "Vurdering: kan ikke længere vindes; leder efter handlingen, der tabte det…",
	"Verdict: no longer winnable since action %d, too far back to undo":                                                                "Vurdering: kan ikke længere vindes siden handling %d, for langt tilbage til at fortryde",
	"Verdict: no longer winnable since action %d or before, too far back to undo":                                                      "Vurdering: kan ikke længere vindes siden handling %d eller før, for langt tilbage til at fortryde",
	"Verdict: no longer winnable since action %d: undo %d":                                                                             "Vurdering: kan ikke længere vindes siden handling %d: fortryd %d",
	"Verdict: no longer winnable since action %d or before: undo %d or more":                                                           "Vurdering: kan ikke længere vindes siden handling %d eller før: fortryd %d eller flere",
	"The game is saved with your last games: games lists them.":                                                                        "Spillet er gemt blandt dine seneste spil: gemte viser dem.",
	"A count of stock taps goes from 1 to %d.":                                                                                         "Antallet af tryk på stokken går fra 1 til %d.",
	"(The rest of the line, after %s, was not run.)":                                                                                   "(Resten af linjen, efter %s, blev ikke kørt.)",
	"Canfield %s. Type a move such as r c2 (the reserve onto column 2), s to draw, or %s to tap the %s; help tells more, quit leaves.": "Canfield %s. Skriv et træk som r c2 (reserven på kolonne 2), s for at vende kort, eller %s for at trykke på %s; hjælp fortæller mere, afslut slutter.",
	"Tapped the stock %d times":                                                                                                        "Trykkede %d gange på stokken",
	", turning the waste over once":                                                                                                    ", og kasseret-bunken blev vendt om én gang",
	", turning the waste over %d times":                                                                                                ", og kasseret-bunken blev vendt om %d gange",
	": %s is on top of the waste.":                                                                                                     ": %s ligger øverst på kasseret-bunken.",
	"Could not save the settings in %s: %s.":                                                                                           "Indstillingerne kunne ikke gemmes i %s: %s.",
	"%s, then %s":                                                                                                                      "%s, derefter %s",
	"Enter plays it.":                                                                                                                  "Enter spiller det.",
	"unexpected argument %s: flags only (see canfield -h)":                                                                             "uventet argument %s: kun flag (se canfield -h)",
	"-lang: %s": "-lang: %s",
	"-draw: %s": "-draw: %s",
	"-code: %s": "-code: %s",
	"-code %s deals draw %d, but -draw says %d: leave out -draw, or give the code of draw %d, %s": "-code %s giver træk %d, men -draw siger %d: udelad -draw, eller giv koden til træk %d, %s",
	"-resume continues the saved game: it does not go with -code":                                 "-resume fortsætter det gemte spil: det kan ikke bruges sammen med -code",
	"-resume continues the saved game in its own draw mode: it does not go with -draw":            "-resume fortsætter det gemte spil med dets egen trækmåde: det kan ikke bruges sammen med -draw",
	"unknown flag %s (see canfield -h)":                                                           "ukendt flag %s (se canfield -h)",
	"flag %s needs a value (see canfield -h)":                                                     "flaget %s skal have en værdi (se canfield -h)",
	"bad flag %s (see canfield -h)":                                                               "ugyldigt flag %s (se canfield -h)",
	"%s takes no value, or true or false, not %s":                                                 "%s tager ingen værdi, eller true eller false, ikke %s",
	"canfield: 1 command failed":                                                                  "canfield: 1 kommando mislykkedes",
	"canfield: %d commands failed":                                                                "canfield: %d kommandoer mislykkedes",
	"canfield: no place to save the game: %v":                                                     "canfield: der er intet sted at gemme spillet: %v",
	"Verdict: undecided":                                                                          "Vurdering: uafgjort",
	"Verdict: lost; looking back…":                                                                "Vurdering: tabt; leder tilbage…",
	"Verdict: lost since action %d, beyond undo":                                                  "Vurdering: tabt siden handling %d, for langt tilbage",
	"Verdict: lost by action %d, beyond undo":                                                     "Vurdering: tabt senest ved handling %d, for langt tilbage",
	"Verdict: lost since action %d: undo %d":                                                      "Vurdering: tabt siden handling %d: fortryd %d",
	"Verdict: lost by action %d: undo %d or more":                                                 "Vurdering: tabt senest ved handling %d: fortryd %d eller flere",
	"Type a move such as r c2 (the reserve onto column 2), w f, c2 c4, s or s×3, or a card to tap it; help move tells how moves and cards are written.": "Skriv et træk som r c2 (reserven på kolonne 2), w f, c2 c4, s eller s×3, eller et kort for at trykke på det; hjælp flyt fortæller, hvordan træk og kort skrives.",
	"Commands (help <command> tells more):":                                                             "Kommandoer (hjælp <kommando> fortæller mere):",
	"Tab completes commands, cards and moves; h gives a hint and Enter plays it, u undoes.":             "Tab fuldender kommandoer, kort og træk; h giver et tip, og Enter spiller det, u fortryder.",
	"draw taps the stock once; s×3 taps it three times. The draw mode is chosen with new d1 or new d3.": "vend trykker én gang på stokken; s×3 trykker tre gange. Trækmåden vælges med nyt d1 eller nyt d3.",
}
