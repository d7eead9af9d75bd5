// Package statedir finds the directory where the canfield commands keep
// what they save: canfield, the terminal game, its game, the games it
// replaced, its settings and its command history at the top (package
// internal/repl says which files), and canfield-web its players' games in
// the directory web within it (package internal/web).
package statedir

import (
	"os"
	"path/filepath"
)

// Dir returns the state directory: the environment variable
// CANFIELD_STATE_DIR if set, else canfield under XDG_STATE_HOME, else
// ~/.local/state/canfield, the home directory from HOME or else from the
// system. getenv is os.Getenv or a stand-in for tests. The directory need
// not exist yet.
func Dir(getenv func(string) string) (string, error) {
	if dir := getenv("CANFIELD_STATE_DIR"); dir != "" {
		return dir, nil
	}
	if dir := getenv("XDG_STATE_HOME"); dir != "" {
		return filepath.Join(dir, "canfield"), nil
	}
	home := getenv("HOME")
	if home == "" {
		var err error
		if home, err = os.UserHomeDir(); err != nil {
			return "", err
		}
	}
	return filepath.Join(home, ".local", "state", "canfield"), nil
}
