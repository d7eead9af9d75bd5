package web

import (
	"net"
	"sync"
)

// limitConns returns a listener that lets each address (an IPv4 address,
// an IPv6 /64) hold at most max connections open: a connection beyond
// them is closed as soon as it is accepted, so that one address cannot
// hold all the server's connections, as slow or idle ones do.
func limitConns(l net.Listener, max int) net.Listener {
	return &connLimiter{Listener: l, max: max, open: map[string]int{}}
}

type connLimiter struct {
	net.Listener
	max int

	mu   sync.Mutex
	open map[string]int // connections open by address; none kept at 0
}

func (l *connLimiter) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		key := c.RemoteAddr().String()
		if host, _, err := net.SplitHostPort(key); err == nil {
			key = addrKey(host)
		}
		l.mu.Lock()
		full := l.open[key] >= l.max
		if !full {
			l.open[key]++
		}
		l.mu.Unlock()
		if full {
			c.Close()
			continue
		}
		return &countedConn{Conn: c, l: l, key: key}, nil
	}
}

// countedConn gives its place back when it is closed, once.
type countedConn struct {
	net.Conn
	l    *connLimiter
	key  string
	once sync.Once
}

func (c *countedConn) Close() error {
	c.once.Do(func() {
		c.l.mu.Lock()
		if c.l.open[c.key]--; c.l.open[c.key] <= 0 {
			delete(c.l.open, c.key)
		}
		c.l.mu.Unlock()
	})
	return c.Conn.Close()
}
