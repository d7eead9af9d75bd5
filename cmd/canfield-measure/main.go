// Command canfield-measure runs the measurements that the documents quote,
// each a subcommand with flags of its own:
//
//	go run ./cmd/canfield-measure fair-speed -draw 3 -deals 300
//	go run ./cmd/canfield-measure fair-speed -samples 1,2,4,8,16 -deals 200
//	go run ./cmd/canfield-measure suggest-follow -draw 1 -deals 120
//
// Run it without arguments for the list, and with -h after a measurement
// for its flags. Measure on an idle core: nice, one measurement at a time.
package main

import (
	"context"
	"os"
	"os/signal"

	"github.com/canfield-go/canfield/internal/measure"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := measure.Main(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
