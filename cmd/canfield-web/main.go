// Command canfield-web serves Canfield in the browser, played as the app
// plays it: tap or drag the cards, undo, ask a hint, and see live whether
// the game can still be won.
//
//	canfield-web [-addr 127.0.0.1:8080] [-state DIR]
//
// It prints the address to open. Each browser gets its own game, saved
// after every action in the web directory of the state directory: -state,
// else $CANFIELD_STATE_DIR, else $XDG_STATE_HOME/canfield, else
// ~/.local/state/canfield, the terminal's, whose saved game it never
// touches. SIGINT or SIGTERM stops it gracefully, every game saved. The
// JSON API is described in the documentation of internal/web.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/canfield-go/canfield/internal/statedir"
	"github.com/canfield-go/canfield/internal/web"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr, os.Getenv))
}

// run is the whole command; it returns the exit status: 0 after a
// graceful stop, 1 if serving failed, 2 for bad flags.
func run(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) int {
	fs := flag.NewFlagSet("canfield-web", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "serve on this `host:port`")
	state := fs.String("state", "", "keep the games in the web directory of this state `directory`")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: canfield-web [flags]\n\nServe Canfield in the browser.\n\nFlags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "canfield-web: unexpected argument %q: flags only (see canfield-web -h)\n", fs.Arg(0))
		return 2
	}
	dir := *state
	if dir == "" {
		var err error
		if dir, err = statedir.Dir(getenv); err != nil {
			fmt.Fprintf(stderr, "canfield-web: no place to keep the games: %v (use -state)\n", err)
			return 1
		}
	}
	log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	srv, err := web.New(web.Options{Dir: filepath.Join(dir, "web"), Log: log})
	if err != nil {
		fmt.Fprintf(stderr, "canfield-web: %v\n", err)
		return 1
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "canfield-web: %v\n", err)
		srv.Close()
		return 1
	}
	hs := &http.Server{
		Handler:           srv,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    16 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	hs.RegisterOnShutdown(srv.Shutdown)
	fmt.Fprintf(stdout, "Canfield: http://%s/ (games in %s)\n", ln.Addr(), filepath.Join(dir, "web"))

	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()
	status := 0
	select {
	case err := <-served:
		fmt.Fprintf(stderr, "canfield-web: %v\n", err)
		status = 1
	case <-ctx.Done():
		shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := hs.Shutdown(shutdown); err != nil {
			fmt.Fprintf(stderr, "canfield-web: stopping: %v\n", err)
		}
		cancel()
	}
	if err := srv.Close(); err != nil {
		fmt.Fprintf(stderr, "canfield-web: a game could not be saved: %v\n", err)
		status = 1
	}
	if status == 0 {
		fmt.Fprintln(stdout, "Stopped; every game is saved.")
	}
	return status
}
