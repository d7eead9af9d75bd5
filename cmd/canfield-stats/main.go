// Command canfield-stats classifies Canfield deals as won, lost or unknown
// and prints the win rate with its confidence interval, the time per deal
// and the memory:
//
//	go run ./cmd/canfield-stats -draw 3 -from AAAAAAA -count 10000 -j 2 -o d3.jsonl
//	go run ./cmd/canfield-stats -draw 3 -sample 300000 -seed 1 -shard 2/8 -o 'd3-{shard}.jsonl'
//	go run ./cmd/canfield-stats -merge d3-*.jsonl
//
// A run that is stopped resumes its -o file when run again; -shard auto
// takes a Kubernetes Indexed Job's or a Slurm job array's part of a run
// (deploy/ has the files for both). Run it with -h for its flags.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/canfield-go/canfield/internal/stats"
)

func main() {
	// Batch engines stop a task with SIGTERM: the run then ends cleanly,
	// its file synced, to be resumed by the next attempt.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := stats.Main(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
