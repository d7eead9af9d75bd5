package repl

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/catalog"
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

// hint is a hint just given: the actions that Enter plays, or the undos it
// takes.
type hint struct {
	revision uint64 // the game's Revision when it was given
	moves    []canfield.Move
	undos    int
}

func (s *Session) cmdHint(args []string) error {
	if len(args) > 0 {
		return s.usage("hint")
	}
	return s.giveHint()
}

// giveHint finds the next step and writes it below the board: a move, or
// the stock taps it needs and the move after them. Enter on an empty line
// then plays it. A hint uses only the cards the player has seen
// (solve.FairSuggest), unless the player asked for hints that see every
// card (peek on, solve.Suggest), as R2.3 has it.
func (s *Session) giveHint() error {
	if s.game.Won() {
		return localError{s.tr("The game is won: there is nothing left to play.")}
	}
	if s.peek {
		return s.givePeekingHint()
	}
	ctx, cancel := context.WithTimeout(context.Background(), hintTime)
	sg, err := solve.FairSuggest(ctx, s.game, solve.FairOptions{})
	cancel()
	switch {
	case errors.Is(err, solve.ErrNoMove):
		return localError{s.tr("There is no move to suggest from the cards seen.")}
	case err != nil:
		return localError{s.tr("No hint was found in time: try again.")}
	}
	// The line goes only as far as the cards seen show it: its stock taps
	// up to one that turns a face-down card, or a move.
	steps := []canfield.Move{sg.Move}
	if len(sg.Line) > 0 {
		steps = nextStep(sg.Line)
	}
	why := s.tr("the cards seen show that it wins")
	if sg.Samples > 1 {
		why = s.trf("it wins in %d of %d ways the unseen cards may lie", sg.Wins, sg.Samples)
	}
	s.pending = &hint{revision: s.game.Revision(), moves: steps}
	s.hintLine = s.trf("Hint: %s, %s.", s.stepText(steps), why) + " " + s.tr("Enter plays it.")
	return nil
}

// givePeekingHint is giveHint from every card: the next step of a winning
// line, from Suggest, which follows the line it gave before, or else from
// the live verdict's longer search; in a lost game, the undos back to
// where it can still be won.
func (s *Session) givePeekingHint() error {
	if n := s.undosToWinnable(); n > 0 {
		s.pending = &hint{revision: s.game.Revision(), undos: n}
		undo := s.commandName(lookup("undo")) + " " + strconv.Itoa(n)
		s.hintLine = s.trf("Hint: %s, %s.", undo, s.tr("back to where the game can still be won")) + " " + s.tr("Enter does it.")
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), hintTime)
	sg, err := solve.Suggest(ctx, s.game, solve.Options{MaxNodes: solve.DefaultHintNodes})
	cancel()
	if err != nil {
		return localError{s.tr("There is no move to suggest.")}
	}
	if sg.Verdict != solve.Won && s.judge != nil {
		// The live verdict's longer search may have found the win that
		// the hint's quick one did not. It keeps the rest of a line it
		// found for every position along it, so that the hints follow
		// one line.
		if l := s.judge.winningLine(s.game.Position(), s.cfg.Live); l != nil {
			sg.Verdict, sg.Line = solve.Won, l
		}
	}
	steps := []canfield.Move{sg.Move}
	var why string
	switch {
	case sg.Verdict == solve.Won:
		steps = nextStep(sg.Line)
		why = s.trf("a winning line starts here (%s)", s.actionsText(len(sg.Line)))
	case sg.Verdict == solve.Lost:
		why = s.tr("but this game can no longer be won")
	case sg.Safe:
		why = s.tr("no win found in time, but the move keeps every chance")
	default:
		why = s.tr("no win found in time")
	}
	s.pending = &hint{revision: s.game.Revision(), moves: steps}
	s.hintLine = s.trf("Hint: %s, %s.", s.stepText(steps), why) + " " + s.tr("Enter plays it.")
	return nil
}

// undosToWinnable returns how many undos take a lost game back to the
// last position that can be won, as the live verdict knows it, or 0 when
// it does not: the verdict is off, still searching or undecided, or the
// position is beyond undo. Without a live terminal it waits for the
// verdict, as the board does, so that a script's hints are the same every
// time.
func (s *Session) undosToWinnable() int {
	if s.judge == nil {
		return 0
	}
	var st status
	if s.cfg.Live {
		st = s.judge.status()
	} else {
		st = s.judge.wait()
	}
	if !st.known || st.verdict != solve.Lost || st.looking || !st.exact || st.lostAt == 0 {
		return 0
	}
	if n := st.actions - st.lostAt + 1; n <= s.game.UndosLeft() {
		return n
	}
	return 0
}

// nextStep returns the first step of a winning line: its first move, or
// the stock taps it starts with and the move from the waste after them,
// which the taps are for. Taps followed by any other move are the step
// alone: FairSuggest's line, unlike Suggest's, may tap the stock before a
// move that the taps do nothing for ("s", then "c2 c1"), and the hint
// would read as though the move needed them.
func nextStep(line []canfield.Move) []canfield.Move {
	taps := leadingTaps(line)
	if taps == 0 || taps < len(line) && line[taps].From() == canfield.Waste {
		return line[:taps+1]
	}
	return line[:taps]
}

// leadingTaps returns how many stock taps line starts with.
func leadingTaps(line []canfield.Move) int {
	k := 0
	for k < len(line) && line[k].IsStockTap() {
		k++
	}
	return k
}

// stepText writes a step as the player would type it: "r c2", or "s×7,
// then w c2". The taps come with the move they are for and not with the
// card they bring up, which is face down in the stock until then (R2.3).
func (s *Session) stepText(steps []canfield.Move) string {
	taps := leadingTaps(steps)
	if taps == 0 {
		return s.shortNotation(steps[0])
	}
	text := "s"
	if taps > 1 {
		text += "×" + strconv.Itoa(taps)
	}
	if taps == len(steps) {
		return text
	}
	return s.trf("%s, then %s", text, s.shortNotation(steps[taps]))
}

// playHint plays the hint just given and gives the next one, so that
// following the hints takes one Enter a step.
func (s *Session) playHint(h *hint) Result {
	for range h.undos {
		if err := s.game.Undo(); err != nil {
			return s.result(err)
		}
		s.changed = true
	}
	for _, m := range h.moves {
		if err := s.game.Play(m); err != nil {
			return s.result(err)
		}
		s.changed = true
	}
	if !s.game.Won() {
		if err := s.giveHint(); err != nil {
			s.hintLine = s.errorText(err)
		}
	}
	return Result{}
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
	positions := s.positionsText(r.Nodes)
	switch {
	case r.Verdict == solve.Won && !s.peek:
		// The line goes through cards face down: only the setting that
		// lets the player see every card shows it (R2.3).
		peekOn := s.commandName(lookup("peek")) + " " + in(s.cfg.Lang, catalog.On)
		if len(r.Line) == 1 {
			s.printf(s.tr("Winnable — knowing every card: 1 action wins it (%s searched). %s shows it.")+"\n", positions, peekOn)
		} else {
			s.printf(s.tr("Winnable — knowing every card: %s win it (%s searched). %s shows them.")+"\n", s.actionsText(len(r.Line)), positions, peekOn)
		}
	case r.Verdict == solve.Won:
		if len(r.Line) == 1 {
			s.printf(s.tr("Winnable — knowing every card: 1 action wins it (%s searched):")+"\n", positions)
		} else {
			s.printf(s.tr("Winnable — knowing every card: %s win it (%s searched):")+"\n", s.actionsText(len(r.Line)), positions)
		}
		width, _ := s.size()
		s.out.WriteString(lineText(r.Line, width))
	case r.Verdict == solve.Lost:
		s.printf(s.tr("Lost — knowing every card: no sequence of actions wins this game (%s searched). Undo, or start a new game.")+"\n", positions)
	default:
		s.printf(s.tr("Undecided: the search stopped after %s.")+"\n", positions)
	}
	return nil
}

// positionsText returns "1 position", "12 positions" in the session's
// language.
func (s *Session) positionsText(n int64) string {
	if n == 1 {
		return s.tr("1 position")
	}
	return s.trf("%s positions", strconv.FormatInt(n, 10))
}

// lineText writes a winning line as numbered actions, as many to a line as
// the width holds (80 when it is not known), with a run of stock taps
// written once: "s×7".
func lineText(line []canfield.Move, width int) string {
	if width <= 0 {
		width = 80
	}
	var b strings.Builder
	used := 0
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
		if used > 0 && used+len(sep)+utf8.RuneCountInString(item) >= width {
			b.WriteString("\n")
			used = 0
		}
		b.WriteString(sep + item)
		used += len(sep) + utf8.RuneCountInString(item)
		i += n
	}
	if used > 0 {
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
