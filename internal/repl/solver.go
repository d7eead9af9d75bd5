package repl

import (
	"context"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/solve"
)

// How long the solver may think for each command: a hint must feel
// immediate, a full solve may take a moment, and a winnable deal is found in
// milliseconds almost always.
const (
	hintTime     = 3 * time.Second
	solveTime    = 10 * time.Second
	winnableTime = 30 * time.Second
)

func (s *Session) cmdHint(args []string) error {
	if len(args) > 0 {
		return s.usage("hint")
	}
	ctx, cancel := context.WithTimeout(context.Background(), hintTime)
	defer cancel()
	sg, err := solve.Suggest(ctx, s.game, solve.Options{MaxNodes: solve.DefaultHintNodes})
	if err != nil {
		if s.game.Won() {
			return localError{s.tr("The game is won: there is nothing left to play.")}
		}
		return localError{s.tr("There is no move to suggest.")}
	}
	var why string
	switch {
	case sg.Verdict == solve.Won:
		why = s.trf("a winning line starts here (%s)", s.actionsText(len(sg.Line)))
	case sg.Verdict == solve.Lost:
		why = s.tr("but this game can no longer be won")
	case sg.Safe:
		why = s.tr("no win found in time, but the move keeps every chance")
	default:
		why = s.tr("no win found in time")
	}
	s.printf(s.tr("Hint: %s, %s.")+"\n", sg.Move, why)
	return nil
}

func (s *Session) cmdSolve(args []string) error {
	if len(args) > 0 {
		return s.usage("solve")
	}
	ctx, cancel := context.WithTimeout(context.Background(), solveTime)
	defer cancel()
	r, err := solve.Solve(ctx, s.game, solve.Options{})
	if err != nil {
		return err
	}
	positions := strconv.FormatInt(r.Nodes, 10)
	switch r.Verdict {
	case solve.Won:
		s.printf(s.tr("Winnable: %s win it (%s positions searched):")+"\n", s.actionsText(len(r.Line)), positions)
		s.out.WriteString(lineText(r.Line))
	case solve.Lost:
		s.printf(s.tr("Lost: no sequence of actions wins this game (%s positions searched). Undo, or start a new game.")+"\n", positions)
	default:
		s.printf(s.tr("Undecided: the search stopped after %s positions.")+"\n", positions)
	}
	return nil
}

// lineText writes a winning line as numbered actions, several to a line
// within 80 columns, with a run of stock taps written once: "s×7".
func lineText(line []canfield.Move) string {
	var b strings.Builder
	width := 0
	for i := 0; i < len(line); {
		n := 1
		for line[i].IsStockTap() && i+n < len(line) && line[i+n].IsStockTap() {
			n++
		}
		item := strconv.Itoa(i+1) + ". " + line[i].String()
		if n > 1 {
			item += "×" + strconv.Itoa(n)
		}
		const sep = "  "
		if width > 0 && width+len(sep)+utf8.RuneCountInString(item) > 78 {
			b.WriteString("\n")
			width = 0
		}
		b.WriteString(sep + item)
		width += len(sep) + utf8.RuneCountInString(item)
		i += n
	}
	if width > 0 {
		b.WriteString("\n")
	}
	return b.String()
}

// newWinnable deals a random game whose deal the solver proves winnable.
func (s *Session) newWinnable(args []string) error {
	mode := s.mode
	switch len(args) {
	case 0:
	case 1:
		m, err := canfield.ParseDrawMode(args[0])
		if err != nil {
			return s.usage("new")
		}
		mode = m
	default:
		return s.usage("new")
	}
	ctx, cancel := context.WithTimeout(context.Background(), winnableTime)
	defer cancel()
	g, _, err := solve.RandomWinnable(ctx, mode)
	if err != nil {
		return localError{s.tr("No winnable deal was found in time: try again.")}
	}
	s.mode = mode
	s.newGame(g)
	return nil
}

// stuckNote is the line the board ends with when no useful move is left
// (R7.2: the game is not declared lost).
func (s *Session) stuckNote() string {
	if !solve.Stuck(s.game) { // false for a won game too
		return ""
	}
	return s.tr("No useful move is left: undo, or start a new game.")
}
