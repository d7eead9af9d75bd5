package web

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
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/canfield-go/canfield/internal/statedir"
)

// Main runs the command canfield-web with args (without the program name),
// reading the environment, until ctx ends, and returns its exit status: 0
// after a graceful stop, every game saved; 1 if serving failed or a game
// could not be saved; 2 for bad flags.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return run(ctx, args, stdout, stderr, os.Getenv)
}

// parseDays reads a duration as time.ParseDuration does, or in days
// ("180d"); 0 means for good, which Options.Keep says with -1.
func parseDays(v string) (time.Duration, error) {
	var d time.Duration
	if days, ok := strings.CutSuffix(v, "d"); ok {
		n, err := strconv.ParseFloat(days, 64)
		if err != nil || n < 0 || n > 100_000 {
			return 0, fmt.Errorf("%q is not a number of days", v)
		}
		d = time.Duration(n * 24 * float64(time.Hour))
	} else {
		var err error
		if d, err = time.ParseDuration(v); err != nil || d < 0 {
			return 0, fmt.Errorf("%q is not a duration such as 180d or 720h", v)
		}
	}
	if d == 0 {
		return -1, nil
	}
	return d, nil
}

// run is Main with the environment given.
func run(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) int {
	fs := flag.NewFlagSet("canfield-web", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "serve on this `host:port`")
	state := fs.String("state", "", "keep the games in the web directory of this state `directory`")
	verdicts := fs.Int("verdicts", DefaultWatchers(), "search the live verdict of at most this many `games` at once, in turns (the default is sized to this machine)")
	verdictTime := fs.Duration("verdict-time", time.Second, "stop each search of the live verdict after this `duration`")
	verdictPositions := fs.Int64("verdict-positions", 1_000_000, "stop each search of the live verdict after this many `positions`")
	keep := 180 * 24 * time.Hour
	fs.Func("keep", "remove the games of a player not seen for this `duration` (180d, 720h; 0 keeps them for good) (default 180d)", func(v string) error {
		d, err := parseDays(v)
		keep = d
		return err
	})
	connsPerAddr := fs.Int("conns-per-addr", 64, "let one address (an IPv6 /64) hold at most this many `connections` open")
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
	if *verdicts <= 0 || *verdictTime <= 0 || *verdictPositions <= 0 || *connsPerAddr <= 0 {
		fmt.Fprintln(stderr, "canfield-web: -verdicts, -verdict-time, -verdict-positions and -conns-per-addr must be more than 0")
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
	srv, err := New(Options{
		Dir:         filepath.Join(dir, "web"),
		Log:         log,
		MaxWatchers: *verdicts,
		Keep:        keep,
		WatchBudget: *verdictTime,
		WatchNodes:  *verdictPositions,
	})
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
	ln = limitConns(ln, *connsPerAddr)
	hs := &http.Server{
		Handler: srv,
		// A request's headers and body must arrive within 10 s (the API's
		// POSTs have their own deadline, Options.BodyTimeout); the server
		// lifts it once it has read them, so an event stream lasts.
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       10 * time.Second,
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
