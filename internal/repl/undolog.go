package repl

import "github.com/canfield-go/canfield"

// A command may play several actions: s×7 taps the stock seven times, and
// Enter on a hint plays the stock taps and the move they are for. Undo
// without a count takes back the whole of the last command, as the player
// thinks of it, not its last tap; undo with a count counts actions, as the
// verdict line's "undo 3" does. The library knows actions only, so the
// session keeps the sizes of the last commands here. Any front end that
// runs commands through the session (Exec) gets the same grouping.

// commandLog holds how many actions each of the last commands of a game
// played, newest last. It knows them only while the game changes through
// the session: a game changed otherwise (another Revision than the log
// last saw) starts the log again, and undo then takes back one action.
type commandLog struct {
	game  *canfield.Game
	rev   uint64 // the game's Revision when the log last saw it
	sizes []int
}

// last returns how many actions the last command of g played, or 1 when
// the log does not know.
func (l *commandLog) last(g *canfield.Game) int {
	if l.game != g || l.rev != g.Revision() || len(l.sizes) == 0 {
		return 1
	}
	return l.sizes[len(l.sizes)-1]
}

// note adds what a command did to g, which was at Revision rev before it:
// events are what the game reported meanwhile. A command that replaced the
// game starts the log of the new one.
func (l *commandLog) note(g *canfield.Game, rev uint64, events []canfield.Event, now *canfield.Game) {
	if now != g {
		*l = commandLog{game: now, rev: now.Revision()}
		return
	}
	if l.game != g || l.rev != rev {
		*l = commandLog{game: g}
	}
	played := 0
	for _, e := range events {
		switch e.(type) {
		case canfield.MoveEvent, canfield.DrawEvent, canfield.RecycleEvent:
			played++
		case canfield.UndoEvent:
			if played > 0 {
				played--
			} else {
				l.undone()
			}
		case canfield.DealEvent, canfield.LoadEvent:
			l.sizes, played = l.sizes[:0], 0
		}
	}
	if played > 0 {
		l.sizes = append(l.sizes, played)
		// Only the last UndoLimit actions can be undone: older commands
		// are of no use.
		if len(l.sizes) > canfield.UndoLimit {
			l.sizes = append(l.sizes[:0], l.sizes[len(l.sizes)-canfield.UndoLimit:]...)
		}
	}
	l.rev = g.Revision()
}

// undone takes one action off the last command.
func (l *commandLog) undone() {
	if n := len(l.sizes); n > 0 {
		if l.sizes[n-1]--; l.sizes[n-1] == 0 {
			l.sizes = l.sizes[:n-1]
		}
	}
}

// command runs one command and notes in the log how many actions it
// played or took back.
func (s *Session) command(run func() Result) Result {
	g, rev, from := s.game, s.game.Revision(), len(s.events)
	res := run()
	s.commands.note(g, rev, s.events[from:], s.game)
	return res
}
