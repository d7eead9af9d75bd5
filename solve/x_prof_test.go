package solve

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/canfield-go/canfield"
)

func TestXProf(t *testing.T) {
	code := os.Getenv("XCODE")
	if code == "" {
		t.Skip()
	}
	secs, _ := strconv.Atoi(os.Getenv("XSECS"))
	if secs == 0 {
		secs = 30
	}
	g, _ := canfield.Deal(code)
	p := g.Position()
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(secs)*time.Second)
	defer cancel()
	s := newSearcher(ctx, Options{})
	s.deep = os.Getenv("XDEEP") != "0"
	s.wasteUpLate = true
	start := time.Now()
	v, _ := s.run(&p)
	t.Logf("%s %v nodes=%d peak=%dMiB %v stopped=%v tainted=%v", code, v, s.nodes, s.peak>>20, time.Since(start), s.stopped, s.tainted)
}
