package repl

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/canfield-go/canfield"
)

// report writes what the line just did: one line for each event the game
// reported (through Game.Listen), then the board, then the offer of a new
// game if the game was won. A run of several stock taps, or of several
// undos, is one line, so that "s×7" does not push the board off the screen.
func (s *Session) report() {
	won, score := false, 0
	events := s.events
	for i := 0; i < len(events); i++ {
		start := s.out.Len()
		if n := runOf(events[i:], isStockEvent); n > 1 {
			s.println(s.tapsText(events[i : i+n]))
			i += n - 1
			continue
		}
		if n := runOf(events[i:], isUndoEvent); n > 3 {
			s.println(s.trf("Undid %s", s.actionsText(n)))
			i += n - 1
			continue
		}
		switch e := events[i].(type) {
		case canfield.MoveEvent:
			line := s.cardsText(e.Cards) + " → " + s.pileName(e.Move.To())
			if e.Points != 0 {
				line += "  +" + strconv.Itoa(e.Points)
			}
			s.println(line)
		case canfield.RefillEvent:
			s.println(s.trf("%s from the reserve fills %s", s.cardName(e.Card), s.pileName(e.Column)))
		case canfield.DrawEvent:
			s.println(s.trf("Turned %s", s.cardsText(e.Cards)))
		case canfield.RecycleEvent:
			s.println(s.tr("Turned the waste over onto the stock"))
		case canfield.UndoEvent:
			line := s.trf("Undid %s", e.Move)
			if e.Points != 0 {
				line += "  " + strconv.Itoa(e.Points)
			}
			s.println(line)
		case canfield.DealEvent:
			s.println(s.trf("Dealt %s again from the start", s.codeText()))
		case canfield.WinEvent:
			won, score = true, e.Score
		}
		s.capitalize(start)
	}
	s.out.WriteString("\n")
	// The stuck note suggests undo; the footer, when there is one, says
	// where undo goes, so it comes last.
	var after strings.Builder
	for _, line := range []string{s.stuckNote(), s.footer} {
		if line != "" {
			after.WriteString(line + "\n")
		}
	}
	if won {
		after.WriteString("\n" + s.trf("You won, with a score of %d!", score) + "\n" + s.tr("New game? [y/N]") + "\n")
		s.offer = true
	}
	// The board gets what the terminal's height leaves: the line typed,
	// what was written above the board and below it (Exec adds a refusal
	// and the hint), and the prompt.
	others := 2 + s.rows(s.out.String()) + s.rows(after.String()) + s.rows(s.failure)
	if s.hintLine != "" {
		others += s.rows(s.hintLine + "\n")
	}
	s.out.WriteString(s.boardWithin(others))
	s.out.WriteString(after.String())
}

// rows returns how many lines text takes on the terminal.
func (s *Session) rows(text string) int {
	width, _ := s.size()
	return strings.Count(wrapText(text, width), "\n")
}

// runOf returns how many events from the first one on are of one kind.
func runOf(events []canfield.Event, is func(canfield.Event) bool) int {
	n := 0
	for n < len(events) && is(events[n]) {
		n++
	}
	return n
}

func isStockEvent(e canfield.Event) bool {
	switch e.(type) {
	case canfield.DrawEvent, canfield.RecycleEvent:
		return true
	}
	return false
}

func isUndoEvent(e canfield.Event) bool {
	_, ok := e.(canfield.UndoEvent)
	return ok
}

// tapsText sums up several stock taps: "Tapped the stock 7 times, turning
// the waste over once: 9♦ is on top of the waste."
func (s *Session) tapsText(events []canfield.Event) string {
	recycles := 0
	for _, e := range events {
		if _, ok := e.(canfield.RecycleEvent); ok {
			recycles++
		}
	}
	text := s.trf("Tapped the stock %d times", len(events))
	switch recycles {
	case 0:
	case 1:
		text += s.tr(", turning the waste over once")
	default:
		text += s.trf(", turning the waste over %d times", recycles)
	}
	// The waste's top when the taps ended: a move after them may have taken it.
	if d, ok := events[len(events)-1].(canfield.DrawEvent); ok && len(d.Cards) > 0 {
		return text + s.trf(": %s is on top of the waste.", s.card(d.Cards[len(d.Cards)-1]))
	}
	return text + "."
}

// cardName names a card in the session's language: "queen of clubs",
// "klør dame".
func (s *Session) cardName(c canfield.Card) string { return c.Name(s.cfg.Lang) }

// cardsText names the cards that moved: all of them up to three, else the
// first and how many more.
func (s *Session) cardsText(cards []canfield.Card) string {
	if len(cards) > 3 {
		return s.trf("%s and %d more", s.cardName(cards[0]), len(cards)-1)
	}
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = s.cardName(c)
	}
	return strings.Join(names, ", ")
}

// capitalize upper-cases the first letter written from offset start on,
// since card names start sentences in lower case: "queen of clubs".
func (s *Session) capitalize(start int) {
	text := s.out.String()
	if start >= len(text) {
		return
	}
	r, size := utf8.DecodeRuneInString(text[start:])
	if !unicode.IsLower(r) {
		return
	}
	s.out.Reset()
	s.out.WriteString(text[:start] + string(unicode.ToUpper(r)) + text[start+size:])
}
