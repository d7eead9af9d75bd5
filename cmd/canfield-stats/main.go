// Command canfield-stats classifies Canfield deals as won, lost or unknown
// and prints the win rate with its confidence interval, the time per deal
// and the memory:
//
//	go run ./cmd/canfield-stats -draw 3 -from AAAAAAA -count 10000 -j 2 -o d3.jsonl
//	go run ./cmd/canfield-stats -merge d3-a.jsonl d3-b.jsonl
//
// Run it with -h for its flags.
package main

import (
	"context"
	"os"
	"os/signal"

	"github.com/canfield-go/canfield/internal/stats"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := stats.Main(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
