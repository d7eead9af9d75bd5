package repl

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/canfield-go/canfield"
	"github.com/canfield-go/canfield/internal/atomicfile"
)

// keptGames is how many of the last games games/ keeps. When there are
// more, the oldest won game goes first, then the oldest of the others.
const keptGames = 10

// stampLayout names a kept game by when it was left: games/20240501-140312-CF1-D3-AAAAACL.txt.
const stampLayout = "20060102-150405"

// files is a session's state directory. Its methods do nothing on a nil
// files (no state directory), and write nothing when save is off.
type files struct {
	dir  string
	save bool
	now  func() time.Time
	// path is where the session saves its game: game.txt, or a file of
	// games/ if another canfield has taken game.txt since.
	path string
	// owned is what path held when the session last read or wrote it,
	// nil if nothing: a path holding anything else has been written by
	// someone else, and is left to them.
	owned []byte
	kept  string // the file that keep wrote last, for unkeep
}

func newFiles(cfg Config) *files {
	if cfg.StateDir == "" {
		return nil
	}
	now := cfg.Now
	if now == nil {
		now = time.Now
	}
	return &files{dir: cfg.StateDir, save: cfg.Save, now: now, path: filepath.Join(cfg.StateDir, autosaveName)}
}

func (f *files) gamePath() string { return filepath.Join(f.dir, autosaveName) }

// autosave saves g where the session keeps it, after an action. A won game
// joins the last games, and game.txt is left for the next one.
func (f *files) autosave(g *canfield.Game) error {
	if f == nil || !f.save {
		return nil
	}
	text, err := g.MarshalText()
	if err != nil {
		return err
	}
	if now, err := readBoundedFile(f.path); (err == nil && !bytes.Equal(now, f.owned)) || (err != nil && !errors.Is(err, os.ErrNotExist)) {
		// Another canfield saved its game here: ours goes elsewhere.
		if f.path, err = f.newKeptPath(g); err != nil {
			return err
		}
	} else if err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	if g.Won() && f.path == f.gamePath() {
		if err := f.keep(g); err != nil {
			return err
		}
		f.kept = "" // not a game to undo back into
		f.owned = nil
		if err := os.Remove(f.path); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
		return nil
	}
	if err := atomicfile.Write(f.path, text, 0o600, atomicfile.Synced); err != nil {
		return err
	}
	f.owned = text
	return nil
}

// keep adds g to the last games.
func (f *files) keep(g *canfield.Game) error {
	if f == nil || !f.save {
		return nil
	}
	text, err := g.MarshalText()
	if err != nil {
		return err
	}
	path, err := f.newKeptPath(g)
	if err != nil {
		return err
	}
	if err := atomicfile.Write(path, text, 0o600, atomicfile.Synced); err != nil {
		return err
	}
	f.kept = path
	f.prune()
	return nil
}

// unkeep takes back the file keep wrote last: its game is being played
// again, and saved in game.txt.
func (f *files) unkeep() {
	if f == nil || !f.save || f.kept == "" {
		return
	}
	os.Remove(f.kept)
	f.kept = ""
}

// newKeptPath returns a free name in games/ for g, made now.
func (f *files) newKeptPath(g *canfield.Game) (string, error) {
	dir := filepath.Join(f.dir, gamesDir)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	code := g.Code()
	if code == "" {
		code = "deck"
	}
	base := f.now().Format(stampLayout) + "-" + code
	for i := 1; ; i++ {
		name := base
		if i > 1 {
			name += "-" + strconv.Itoa(i)
		}
		path := filepath.Join(dir, name+".txt")
		if _, err := os.Lstat(path); errors.Is(err, os.ErrNotExist) {
			return path, nil
		}
	}
}

// keptGame is one of the last games.
type keptGame struct {
	path    string
	when    time.Time // when it was left, from its name
	written time.Time // when its file was written, which orders the list
	code    string
	actions int
	score   int
	won     bool
	damaged bool
}

// list returns the last games, newest first.
func (f *files) list() []keptGame {
	if f == nil {
		return nil
	}
	entries, err := os.ReadDir(filepath.Join(f.dir, gamesDir))
	if err != nil {
		return nil
	}
	var out []keptGame
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".txt") || strings.HasPrefix(name, ".") {
			continue
		}
		k := keptGame{path: filepath.Join(f.dir, gamesDir, name)}
		if info, err := e.Info(); err == nil {
			k.written = info.ModTime()
		}
		if len(name) >= len(stampLayout) {
			k.when, _ = time.ParseInLocation(stampLayout, name[:len(stampLayout)], time.Local)
		}
		text, err := readBoundedFile(k.path)
		if err != nil {
			k.damaged = true
			out = append(out, k)
			continue
		}
		g, _, err := readGame(text)
		if g == nil {
			k.damaged = true
		} else {
			k.code, k.actions, k.score, k.won, k.damaged = g.Code(), len(g.Record().Moves), g.Score(), g.Won(), err != nil
		}
		out = append(out, k)
	}
	slices.SortFunc(out, func(a, b keptGame) int {
		if c := b.written.Compare(a.written); c != 0 {
			return c
		}
		return strings.Compare(b.path, a.path)
	})
	return out
}

// prune removes the oldest games beyond keptGames, won ones first.
func (f *files) prune() {
	games := f.list()
	for len(games) > keptGames {
		victim := len(games) - 1
		for i := len(games) - 1; i >= 0; i-- {
			if games[i].won {
				victim = i
				break
			}
		}
		os.Remove(games[victim].path)
		games = slices.Delete(games, victim, victim+1)
	}
}

// cmdGames lists the last games, or goes on with one of them.
func (s *Session) cmdGames(args []string) error {
	games := s.files.list()
	if len(args) == 0 {
		s.println(s.tr("Your games, the one being played first:"))
		s.println("  1  " + s.gameSummary(s.codeText(), len(s.game.Record().Moves), s.game.Score(), s.game.Won(), false) + "   " + s.tr("(being played)"))
		for i, k := range games {
			code := k.code
			if code == "" {
				code = gameCode(s.cfg.Lang, &canfield.Game{})
			}
			row := pad("  "+strconv.Itoa(i+2), 5) + s.gameSummary(code, k.actions, k.score, k.won, k.damaged)
			width, _ := s.size()
			// The date when it fits the terminal, else the day and the time.
			for _, layout := range []string{"2006-01-02 15:04", "01-02 15:04", ""} {
				when := ""
				if layout != "" && !k.when.IsZero() {
					when = "   " + k.when.Format(layout)
				}
				if width <= 0 || visibleWidth(row+when) < width || layout == "" {
					row += when
					break
				}
			}
			s.println(row)
		}
		if len(games) > 0 {
			s.println(s.tr("games 2 goes on with the second; the game you leave is kept."))
		}
		return nil
	}
	n, err := strconv.Atoi(args[0])
	if len(args) > 1 || err != nil || n < 1 || n > len(games)+1 {
		if len(games) == 0 {
			return localError{s.tr("There are no other games: games lists the one being played.")}
		}
		return localError{s.trf("Usage: %s, a number from 1 to %d.", s.usageLine(lookup("games")), len(games)+1)}
	}
	if n == 1 {
		s.println(s.tr("That is the game being played."))
		return nil
	}
	k := games[n-2]
	text, err := readBoundedFile(k.path)
	if err != nil {
		return localError{s.trf("Could not read %s: %s.", k.path, errorClause(s.cfg.Lang, err))}
	}
	g, lost, err := readGame(text)
	if g == nil {
		return localError{s.trf("Could not load %s: %s.", k.path, errorClause(s.cfg.Lang, err))}
	}
	s.keepPrevious()
	if err != nil {
		s.println(damagedText(s.cfg.Lang, k.path, err, g, lost))
		if s.files.save {
			if bad, err := atomicfile.MoveAside(k.path, ".bad"); err == nil {
				s.println(s.trf("(The damaged file is kept as %s.)", bad))
			}
		}
	} else if s.files.save {
		os.Remove(k.path) // its game is the one being played now, saved in game.txt
	}
	s.mode = g.DrawMode()
	s.setGame(g)
	s.printf(s.tr("Back to %s after %s.")+"\n", s.codeText(), s.actionsText(len(g.Record().Moves)))
	s.changed = true
	return nil
}

// gameSummary writes a line of the list of games.
func (s *Session) gameSummary(code string, actions, score int, won, damaged bool) string {
	var what string
	switch {
	case damaged && actions == 0 && code == "":
		what = s.tr("damaged")
	case won:
		what = s.trf("won, score %d", score)
	default:
		what = s.actionsText(actions) + ", " + s.trf("score %d", score)
		if damaged {
			what += ", " + s.tr("damaged")
		}
	}
	return pad(code, 16) + what
}

// gameNumbers offers the numbers of the last games to Tab.
func gameNumbers(s *Session, _ string) []string {
	var out []string
	for i := range s.files.list() {
		out = append(out, strconv.Itoa(i+2))
	}
	return out
}

// autosave saves the game after an action, and says so once if it cannot.
func (s *Session) autosave() {
	if err := s.files.autosave(s.game); err != nil && !s.saveWarned() {
		s.println(s.trf("Could not save the game in %s: %s.", s.files.dir, errorClause(s.cfg.Lang, err)))
	}
}

// saveWarned reports whether the player has been told that saving fails,
// and notes that they now are.
func (s *Session) saveWarned() bool {
	warned := s.warnedSave
	s.warnedSave = true
	return warned
}

// resume reads game.txt for -resume: the whole game, or as much of it as is
// good. A damaged file is moved aside, unless the session only reads.
func (f *files) resume(l canfield.Language) (g *canfield.Game, mode canfield.DrawMode, notes []string) {
	tr := func(format string, args ...any) string { return fmt.Sprintf(translate(l, format), args...) }
	if f == nil {
		return nil, canfield.Draw3, []string{tr("There is no saved game to resume: dealing a new one.")}
	}
	path := f.gamePath()
	text, err := readBoundedFile(path)
	if errors.Is(err, os.ErrNotExist) {
		note := tr("There is no saved game to resume: dealing a new one.")
		if len(f.list()) > 0 {
			note += "\n" + tr("(games lists your last games.)")
		}
		return nil, canfield.Draw3, []string{note}
	}
	if err != nil {
		return nil, canfield.Draw3, []string{tr("The saved game could not be read: %s.", errorClause(l, err)) + "\n" + tr("A new game is dealt.")}
	}
	rec, g, lost, err := canfield.RecoverRecord(string(text))
	if err == nil {
		f.owned = text
		return g, g.DrawMode(), []string{tr("Resumed %s after %s.", gameCode(l, g), actionsIn(l, len(g.Record().Moves)))}
	}
	kept := tr("(The file is left as it was.)")
	if f.save {
		if bad, merr := atomicfile.MoveAside(path, ".bad"); merr == nil {
			kept = tr("(The damaged file is kept as %s.)", bad)
		} else {
			// It stays where it is: the game goes to games/ instead.
			f.owned = text
			if f.path, merr = f.newKeptPath(canfield.NewGame(rec.Mode)); merr != nil {
				f.save = false
			}
		}
	}
	if g == nil {
		return nil, rec.Mode, []string{tr("The saved game could not be read: %s.", errorClause(l, err)) + "\n" + tr("A new game is dealt.") + "\n" + kept}
	}
	return g, g.DrawMode(), []string{damagedText(l, path, err, g, lost) + "\n" + kept,
		tr("Resumed %s after %s.", gameCode(l, g), actionsIn(l, len(g.Record().Moves)))}
}

// setAside makes room in game.txt for a new game: an unfinished game there
// joins the last games, and a damaged one is moved aside, its good part
// joining the last games. It says what it did.
func (f *files) setAside(l canfield.Language) []string {
	if f == nil || !f.save {
		return nil
	}
	tr := func(format string, args ...any) string { return fmt.Sprintf(translate(l, format), args...) }
	path := f.gamePath()
	text, err := readBoundedFile(path)
	if err != nil {
		return nil
	}
	_, g, lost, rerr := canfield.RecoverRecord(string(text))
	var notes []string
	if rerr != nil {
		bad, err := atomicfile.MoveAside(path, ".bad")
		if err != nil {
			// It cannot be moved: this session saves elsewhere.
			f.owned = text
			f.path, _ = f.newKeptPath(canfield.NewGame(canfield.Draw3))
			return []string{tr("The saved game %s is damaged and is left as it was.", path)}
		}
		if g == nil {
			return []string{tr("The saved game could not be read: %s.", errorClause(l, rerr)) + "\n" +
				tr("(The damaged file is kept as %s.)", bad)}
		}
		notes = append(notes, damagedText(l, path, rerr, g, lost)+"\n"+tr("(The damaged file is kept as %s.)", bad))
		if len(g.Record().Moves) == 0 {
			return notes
		}
	} else if len(g.Record().Moves) == 0 || g.Won() {
		f.owned = text // nothing to keep: the new game takes its place
		return nil
	}
	if err := f.keep(g); err != nil {
		f.owned = text
		f.path, _ = f.newKeptPath(g)
		return append(notes, tr("Could not save the game in %s: %s.", f.dir, errorClause(l, err)))
	}
	f.kept = ""
	if rerr == nil {
		os.Remove(path)
	}
	return append(notes, tr("Your unfinished game %s is kept: games lists it, and games 2 goes on with it.", gameCode(l, g)))
}
