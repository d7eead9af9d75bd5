package web

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
)

// The server's own messages are written in English here and looked up in
// the catalog of player text (internal/catalog) for the player's language;
// the library's (why a move was refused, why a record is not a game) come
// from canfield.Explain. The catalog's tests check that every message is
// there.

// tr returns a message in language l, formatted with args.
func tr(l canfield.Language, english string, args ...any) string {
	format := catalog.Server(english).In(l == canfield.Danish)
	if len(args) == 0 {
		return format
	}
	return fmt.Sprintf(format, args...)
}

// pileName returns a pile's name in a sentence, as the library's texts
// name it: "the reserve", "column 2".
func pileName(l canfield.Language, p canfield.Pile) string {
	danish, piles := l == canfield.Danish, &catalog.Piles
	switch {
	case p == canfield.Stock:
		return piles.Stock.In(danish)
	case p == canfield.Waste:
		return piles.Waste.In(danish)
	case p == canfield.Reserve:
		return piles.Reserve.In(danish)
	case p.IsFoundation():
		return catalog.FillN(piles.Foundation.In(danish), p.Index()+1)
	case p.IsColumn():
		return catalog.FillN(piles.Column.In(danish), p.Index()+1)
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

// movedText says which cards went where: "queen of clubs onto column 2";
// of two cards both ("3 of clubs and 2 of hearts onto column 3"), of a
// longer run its first card and how many more.
func movedText(l canfield.Language, cards []canfield.Card, to canfield.Pile) string {
	if len(cards) == 0 {
		return pileName(l, to)
	}
	return tr(l, "%s onto %s", runText(l, cards), pileName(l, to))
}

// runText names the cards a move carries, from the bottom one: "3 of
// clubs", "3 of clubs and 2 of hearts", "8 of spades and 3 more cards".
func runText(l canfield.Language, cards []canfield.Card) string {
	switch len(cards) {
	case 1:
		return cards[0].Name(l)
	case 2:
		return tr(l, "%s and %s", cards[0].Name(l), cards[1].Name(l))
	}
	return tr(l, "%s and %d more cards", cards[0].Name(l), len(cards)-1)
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
	case len(e.Cards) > 0:
		out = append(out, tr(l, "Undone: %s back to %s.", runText(l, e.Cards), pileName(l, e.Move.From())))
	}
	if e.Refill.Valid() {
		out = append(out, capitalize(tr(l, "%s goes back onto the reserve.", e.Refill.Name(l))))
	}
	return out
}
