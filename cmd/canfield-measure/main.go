// Command canfield-measure measures the solver and prints figures:
//
//	go run ./cmd/canfield-measure hint-speed -deals 60
//	go run ./cmd/canfield-measure line-lengths -deals 1000
//
// Each measurement takes -h for its flags. For times that compare, run it
// on an idle core: GOMAXPROCS=1 nice canfield-measure ....
package main

import (
	"context"
	"os"
	"os/signal"

	"github.com/canfield-go/canfield/internal/measure"
)

func main() {
	// An interrupted measurement prints the figures of what it measured.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := measure.Main(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
