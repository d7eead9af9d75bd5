package repl

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
	"github.com/chzyer/readline"
)

// Complete returns what Tab offers for the last word of line, the text
// left of the cursor: whole words that start with what was typed of it,
// ignoring case. The first word may be a command, a source of a legal
// move or a card that can be tapped; after a source come the destinations
// of its legal moves, and after a command what it takes.
//
//	Complete("ta")  → ["tap"]
//	Complete("r ")  → the destinations of the reserve's top card: ["f1", "c2"]
//	Complete("c2 ") → where column 2's cards can go
func (s *Session) Complete(line string) []string {
	line = line[strings.LastIndex(line, ";")+1:] // the command being typed
	words := strings.Fields(line)
	partial := ""
	if len(words) > 0 && !strings.HasSuffix(line, " ") && !strings.HasSuffix(line, "\t") {
		partial = words[len(words)-1]
		words = words[:len(words)-1]
	}
	var candidates []string
	move := false
	if len(words) > 0 {
		if c := lookup(words[0]); c != nil && c.name == "move" {
			words, move = words[1:], true
		}
	}
	switch len(words) {
	case 0:
		if !move {
			candidates = commandNames(s, partial)
		}
		candidates = append(candidates, s.moveWords(partial)...)
	case 1:
		if c := lookup(words[0]); c != nil && !move {
			if c.complete != nil {
				candidates = c.complete(s, partial)
			}
		} else {
			candidates = s.destinations(words[0])
		}
	}
	return matching(candidates, partial)
}

// matching keeps the candidates that start with prefix, ignoring case,
// without duplicates, in their order.
func matching(candidates []string, prefix string) []string {
	prefix = strings.ToLower(prefix)
	var out []string
	for _, c := range candidates {
		if strings.HasPrefix(strings.ToLower(c), prefix) && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// moveWords returns what may start a move: the sources of the legal moves
// and the cards that a tap would move. Once something is typed, the compact
// forms of the legal moves join them ("4" offers "42"), and so does a pile
// name typed in full, so that Tab on "r" does not turn it into "restart".
func (s *Session) moveWords(partial string) []string {
	var words []string
	moves := s.game.Moves()
	for _, m := range moves {
		words = append(words, m.From().String())
	}
	words = append(words, tappableCards(s, "")...)
	if partial == "" {
		return words
	}
	if p, err := canfield.ParsePile(partial); err == nil {
		words = append(words, p.String())
	}
	for _, m := range moves {
		if c := compactForm(s.game, m); c != "" {
			words = append(words, c)
		}
	}
	return words
}

// destinations returns where the cards named by source (a pile such as
// "c2", a run such as "c2:2", or a card such as "qc") can legally go: the
// piles d for which Game.ParseInput reads "source d" as a legal move. A
// foundation is offered as help writes it, "f": the card's suit chooses
// which.
func (s *Session) destinations(source string) []string {
	legal := map[canfield.Move]bool{}
	for _, m := range s.game.Moves() {
		legal[m] = true
	}
	var out []string
	if m, err := s.game.ParseInput(source+" f", s.cfg.Lang); err == nil && legal[m] {
		out = append(out, "f")
	}
	for p := canfield.Column1; p <= canfield.Column4; p++ {
		if m, err := s.game.ParseInput(source+" "+p.String(), s.cfg.Lang); err == nil && legal[m] {
			out = append(out, p.String())
		}
	}
	return out
}

// typed returns a card as the player types it in the session's language:
// "qc" in English; "kd" (klør dame) in Danish, or rank first where suit
// first would read as a move: "2r" for ruder 2, as "r2" is the reserve onto
// column 2, and "3s" for spar 3, as "s3" reads as a count of stock taps.
func (s *Session) typed(c canfield.Card) string {
	if s.cfg.Lang != canfield.Danish {
		return strings.ToLower(c.ASCII())
	}
	suit, rank := strings.ToLower(suitLetter(s.cfg.Lang, c.Suit())), strings.ToLower(s.rankText(c.Rank()))
	word := suit + rank
	var pe *canfield.ParseError
	if _, err := s.game.ParseMove(word); !errors.As(err, &pe) {
		return rank + suit
	}
	if bareCount.MatchString(word) {
		return rank + suit
	}
	return word
}

// tappableCards returns the cards a tap would move now, in lower case as
// they are typed: "qc", "kd" in Danish.
func tappableCards(s *Session, _ string) []string {
	var out []string
	seen := map[canfield.Card]bool{}
	pos := s.game.Position()
	for _, p := range []canfield.Pile{canfield.Reserve, canfield.Waste, canfield.Column1, canfield.Column2, canfield.Column3, canfield.Column4} {
		for _, c := range pos.AppendPile(nil, p) {
			if seen[c] {
				continue
			}
			seen[c] = true
			if _, err := s.game.TapMove(c); err == nil {
				out = append(out, s.typed(c))
			}
		}
	}
	return out
}

func commandNames(s *Session, _ string) []string {
	var out []string
	for _, c := range commands {
		out = append(out, s.commandName(c))
	}
	return out
}

// helpTopics offers what help explains: the commands, and in Danish the
// word help calls a move, "træk".
func helpTopics(s *Session, prefix string) []string {
	return append(commandNames(s, prefix), in(s.cfg.Lang, catalog.MoveWord))
}

// newArgs offers what may follow new: a draw mode, or winnable.
func newArgs(s *Session, _ string) []string {
	return []string{"d1", "d3", in(s.cfg.Lang, catalog.Winnable)}
}

func languages(*Session, string) []string { return []string{"da", "en"} }

func onOff(s *Session, _ string) []string {
	return []string{in(s.cfg.Lang, catalog.On), in(s.cfg.Lang, catalog.Off)}
}

// fileNames returns the files and directories whose path starts with
// prefix, directories with a trailing slash.
func fileNames(_ *Session, prefix string) []string {
	dir, base := filepath.Split(prefix)
	readDir := dir
	if readDir == "" {
		readDir = "."
	}
	entries, err := os.ReadDir(readDir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, base) || (strings.HasPrefix(name, ".") && !strings.HasPrefix(base, ".")) {
			continue
		}
		if e.IsDir() {
			name += "/"
		}
		out = append(out, dir+name)
	}
	return out
}

// Completer returns the session's Tab completion in the form readline
// wants: the rest of each candidate word after what was typed of it.
func (s *Session) Completer() readline.AutoCompleter { return completer{s} }

type completer struct{ s *Session }

func (c completer) Do(line []rune, pos int) (newLine [][]rune, length int) {
	text := string(line[:min(max(pos, 0), len(line))])
	partial := []rune(text[strings.LastIndexAny(text, " \t;")+1:])
	for _, w := range c.s.Complete(text) {
		word := []rune(w)
		if len(word) < len(partial) {
			continue // a case mapping that changed the length: no safe suffix
		}
		rest := word[len(partial):]
		if !strings.HasSuffix(w, "/") {
			rest = append(rest, ' ')
		}
		newLine = append(newLine, rest)
	}
	return newLine, len(partial)
}
