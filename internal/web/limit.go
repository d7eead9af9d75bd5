package web

import (
	"errors"
	"math"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"sync"
	"time"
)

// Requests are limited by token buckets: each address's requests to the
// API, before anything else is looked at, so that made-up ids cost no
// more than any other request; each address's new players; and each
// player's requests, a bucket its entry holds, so that only ids that have
// a game have one. What the limiter keeps is bounded: a bucket that has
// filled up again is as good as none and goes, and beyond max addresses
// some go at random.
type limiter struct {
	mu      sync.Mutex
	max     int
	buckets map[string]*bucket
}

// A bucket holds tokens, which fill at rate a second up to burst.
type bucket struct {
	tokens float64
	last   time.Time // zero for a bucket never used: full
	rate   float64
	burst  int
}

// take takes a token if there is one, and reports whether there was; if
// not, it also returns how long until there is.
func (b *bucket) take(now time.Time, rate float64, burst int) (bool, time.Duration) {
	if b.last.IsZero() {
		b.tokens, b.last = float64(burst), now
	}
	b.rate, b.burst = rate, burst
	if elapsed := now.Sub(b.last).Seconds(); elapsed > 0 {
		b.tokens = math.Min(float64(burst), b.tokens+elapsed*rate)
		b.last = now
	}
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, time.Duration((1 - b.tokens) / rate * float64(time.Second))
}

// full reports whether the bucket has filled up again by now.
func (b *bucket) full(now time.Time) bool {
	return b.tokens+now.Sub(b.last).Seconds()*b.rate >= float64(b.burst)
}

// allow takes a token from key's bucket, which fills at rate a second up
// to burst, and reports whether there was one; if not, it also returns
// how long until there is.
func (l *limiter) allow(key string, now time.Time, rate float64, burst int) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[key]
	if b == nil {
		if len(l.buckets) >= l.max {
			l.shrink(now)
		}
		b = &bucket{}
		l.buckets[key] = b
	}
	return b.take(now, rate, burst)
}

// shrink makes room for a new bucket: it drops the buckets that have
// filled up again, and if that is not enough an eighth of the others, at
// random, which loses some addresses' count rather than refuse new ones
// or grow without bound. l.mu is held.
func (l *limiter) shrink(now time.Time) {
	l.forgetLocked(now)
	if len(l.buckets) < l.max {
		return
	}
	drop := max(len(l.buckets)/8, 1)
	for key := range l.buckets { // in Go's random order
		delete(l.buckets, key)
		if drop--; drop == 0 {
			break
		}
	}
}

// forget drops the buckets that have filled up again.
func (l *limiter) forget(now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.forgetLocked(now)
}

func (l *limiter) forgetLocked(now time.Time) {
	for k, b := range l.buckets {
		if b.full(now) {
			delete(l.buckets, k)
		}
	}
}

func (l *limiter) len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.buckets)
}

// errRateLimited is returned for a player over its rate.
type errRateLimited struct{ wait time.Duration }

func (e *errRateLimited) Error() string { return "over the rate limit" }

// tooMany answers 429, with when to try again.
func tooMany(q *request, wait time.Duration) {
	q.w.Header().Set("Retry-After", strconv.Itoa(int(wait/time.Second)+1))
	fail(q.w, http.StatusTooManyRequests, KindRateLimited, tr(q.lang, "Too many requests: wait a moment."))
}

// limitedErr reports whether err is a rate limit's, and answers it.
func limitedErr(q *request, err error) bool {
	var limited *errRateLimited
	if errors.As(err, &limited) {
		tooMany(q, limited.wait)
		return true
	}
	return false
}

// clientAddr returns the address a request came from, without its port.
func clientAddr(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// addrKey returns what the limits count an address by: an IPv4 address
// itself, an IPv6 address by its /64, the least a site is given, so that
// one site cannot pass for many.
func addrKey(host string) string {
	ip, err := netip.ParseAddr(host)
	if err != nil || ip.Is4() {
		return host
	}
	ip = ip.Unmap()
	if ip.Is6() {
		p, _ := ip.Prefix(64)
		return p.String()
	}
	return ip.String()
}
