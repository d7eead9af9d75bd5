// Command canfield-measure runs the measurements that the documents quote,
// each a subcommand with flags of its own:
//
//	go run ./cmd/canfield-measure hint-speed -deals 60
//	go run ./cmd/canfield-measure line-lengths -deals 1000
//	go run ./cmd/canfield-measure fair-speed -draw 3 -deals 300
//	go run ./cmd/canfield-measure fair-speed -samples 1,2,4,8,16 -deals 200
//	go run ./cmd/canfield-measure suggest-follow -draw 1 -deals 120
//
// Run it without arguments for the list, and with -h after a measurement
// for its flags. For times that compare, run it on an idle core, one
// measurement at a time: GOMAXPROCS=1 nice canfield-measure ....
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
