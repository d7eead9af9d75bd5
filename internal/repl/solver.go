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

// plan is a winning line the solver found and the position it starts from.
// A hint follows it for as long as the game is on it, with no new search:
// a new search from each position may find another line each time, and
// hints that jump between lines can go round in circles.
type plan struct {
	from canfield.Position
	line []canfield.Move
}

// rest returns what is left of the plan from g's position, or nil if g is
// not on it. A line may pass the same position twice (a card put on a
// foundation and taken back); the rest starts from the last time, so that
// following the plan never goes round the same loop again.
func (p plan) rest(g *canfield.Game) []canfield.Move {
	pos, now := p.from, g.Position()
	var rest []canfield.Move
	for i, m := range p.line {
		if pos == now {
			rest = p.line[i:]
		}
		if pos.Play(m) != nil {
			break
		}
	}
	return rest
}

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
// then plays it.
func (s *Session) giveHint() error {
	if s.game.Won() {
		return localError{s.tr("The game is won: there is nothing left to play.")}
	}
	line := s.plan.rest(s.game)
	if line == nil {
		if n := s.undosToWinnable(); n > 0 {
			s.pending = &hint{revision: s.game.Revision(), undos: n}
			undo := s.commandName(lookup("undo")) + " " + strconv.Itoa(n)
			s.hintLine = s.trf("Hint: %s, %s.", undo, s.tr("back to where the game can still be won")) + " " + s.tr("Enter does it.")
			return nil
		}
	}
	var steps []canfield.Move
	var why string
	if line == nil {
		ctx, cancel := context.WithTimeout(context.Background(), hintTime)
		sg, err := solve.Suggest(ctx, s.game, solve.Options{MaxNodes: solve.DefaultHintNodes})
		cancel()
		if err != nil {
			return localError{s.tr("There is no move to suggest.")}
		}
		if sg.Verdict != solve.Won && s.judge != nil {
			// The live verdict's longer search may have found the win
			// that the hint's quick one did not.
			if l := s.judge.winningLine(s.game.Position(), s.cfg.Live); l != nil {
				sg.Verdict, sg.Line = solve.Won, l
			}
		}
		switch {
		case sg.Verdict == solve.Won:
			s.plan = plan{from: s.game.Position(), line: sg.Line}
			line = sg.Line
		case sg.Verdict == solve.Lost:
			why = s.tr("but this game can no longer be won")
		case sg.Safe:
			why = s.tr("no win found in time, but the move keeps every chance")
		default:
			why = s.tr("no win found in time")
		}
		steps = []canfield.Move{sg.Move}
	}
	if line != nil {
		steps = nextStep(line)
		why = s.trf("a winning line starts here (%s)", s.actionsText(len(line)))
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
// the stock taps it starts with and the move after them, which the taps
// are for.
func nextStep(line []canfield.Move) []canfield.Move {
	return line[:min(leadingTaps(line)+1, len(line))]
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
	switch r.Verdict {
	case solve.Won:
		s.plan = plan{from: s.game.Position(), line: r.Line}
		if len(r.Line) == 1 {
			s.printf(s.tr("Winnable: 1 action wins it (%s searched):")+"\n", positions)
		} else {
			s.printf(s.tr("Winnable: %s win it (%s searched):")+"\n", s.actionsText(len(r.Line)), positions)
		}
		width, _ := s.size()
		s.out.WriteString(lineText(r.Line, width))
	case solve.Lost:
		s.printf(s.tr("Lost: no sequence of actions wins this game (%s searched). Undo, or start a new game.")+"\n", positions)
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
	g, r, err := solve.RandomWinnable(ctx, mode)
	if err != nil {
		return localError{s.tr("No winnable deal was found in time: try again.")}
	}
	s.mode = mode
	s.newGame(g)
	s.plan = plan{from: g.Position(), line: r.Line}
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
