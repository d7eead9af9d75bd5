package web

import (
	"bytes"
	"encoding/binary"
	"flag"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "write the page's icons anew")

// The page's icons (the web app manifest's, the favicon) are drawn here,
// from shapes, and kept in static/ as PNG files: go test -run TestIcons
// -update draws them anew. Nothing else draws them, so the repository
// needs no image tools.
var icons = []struct {
	name string
	size int
}{
	{"icon-192.png", 192},
	{"icon-512.png", 512},
	{"favicon.ico", 32},
}

// TestIcons: the icons in static/ are the ones drawn here, at their sizes.
func TestIcons(t *testing.T) {
	for _, ic := range icons {
		path := filepath.Join("static", ic.name)
		img := drawIcon(ic.size)
		if *update {
			var b bytes.Buffer
			if err := png.Encode(&b, img); err != nil {
				t.Fatal(err)
			}
			data := b.Bytes()
			if filepath.Ext(ic.name) == ".ico" {
				data = icoOf(data, ic.size)
			}
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if filepath.Ext(ic.name) == ".ico" {
			if len(data) < 22 || binary.LittleEndian.Uint16(data[2:]) != 1 || binary.LittleEndian.Uint32(data[18:]) != 22 {
				t.Fatalf("%s is not an icon file of one image", ic.name)
			}
			data = data[22:]
		}
		got, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", ic.name, err)
		}
		if b := got.Bounds(); b.Dx() != ic.size || b.Dy() != ic.size {
			t.Fatalf("%s is %d×%d, want %d×%d", ic.name, b.Dx(), b.Dy(), ic.size, ic.size)
		}
		// The same pixels, give or take the rounding of another machine's
		// floating point.
		for y := 0; y < ic.size; y++ {
			for x := 0; x < ic.size; x++ {
				if !near(got.At(x, y), img.At(x, y)) {
					t.Fatalf("%s differs from its drawing at (%d, %d): %v, drawn %v (go test -run TestIcons -update draws it anew)", ic.name, x, y, got.At(x, y), img.At(x, y))
				}
			}
		}
	}
}

func near(a, b color.Color) bool {
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	d := func(x, y uint32) bool { return max(x, y)-min(x, y) <= 3*0x101 }
	return d(r1, r2) && d(g1, g2) && d(b1, b2) && d(a1, a2)
}

// icoOf wraps a PNG image in an icon file, as browsers ask for
// /favicon.ico: a header, one directory entry, the PNG.
func icoOf(pngData []byte, size int) []byte {
	var b bytes.Buffer
	le := func(v any) { binary.Write(&b, binary.LittleEndian, v) }
	le([3]uint16{0, 1, 1}) // reserved, type icon, one image
	dim := uint8(size)
	if size >= 256 {
		dim = 0
	}
	le([4]uint8{dim, dim, 0, 0})            // width, height, no palette, reserved
	le([2]uint16{1, 32})                    // colour planes, bits per pixel
	le([2]uint32{uint32(len(pngData)), 22}) // the image's size and where it starts
	b.Write(pngData)
	return b.Bytes()
}

// The drawing: on a rounded square of the board's felt, a card's back
// and, fanned over it, a card's face with a heart.
var (
	felt     = rgb(0x1f, 0x6b, 0x45)
	feltDark = rgb(0x17, 0x54, 0x3a)
	white    = rgb(0xff, 0xff, 0xff)
	edge     = rgb(0x9a, 0x9a, 0x9a)
	backBlue = rgb(0x2b, 0x4e, 0x9b)
	backLine = rgb(0x4d, 0x6d, 0xb2)
	red      = rgb(0xc8, 0x10, 0x2e)
)

func rgb(r, g, b uint8) color.NRGBA { return color.NRGBA{r, g, b, 255} }

// drawIcon draws the icon at size × size pixels, each pixel the mean of
// 4 × 4 samples so that the edges are smooth.
func drawIcon(size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	const n = 4
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b, a float64
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					// The drawing's coordinates run from 0 to 1 across.
					x := (float64(px) + (float64(sx)+0.5)/n) / float64(size)
					y := (float64(py) + (float64(sy)+0.5)/n) / float64(size)
					c := sample(x, y)
					al := float64(c.A) / 255
					r += float64(c.R) * al
					g += float64(c.G) * al
					b += float64(c.B) * al
					a += al
				}
			}
			if a == 0 {
				continue
			}
			img.SetNRGBA(px, py, color.NRGBA{
				R: uint8(math.Round(r / a)), G: uint8(math.Round(g / a)), B: uint8(math.Round(b / a)),
				A: uint8(math.Round(a / (n * n) * 255)),
			})
		}
	}
	return img
}

// sample is the drawing's colour at a point, the topmost shape's.
func sample(x, y float64) color.NRGBA {
	// The front card: its face, a heart.
	if u, v, ok := inCard(x, y, 0.585, 0.54, 8); ok {
		if !inRoundRect(u, v, 0.018) {
			return edge
		}
		if inHeart((u-0.5)*cardW/0.27, (v-0.5)*cardH/0.27) {
			return red
		}
		return white
	}
	// The back card under it.
	if u, v, ok := inCard(x, y, 0.40, 0.47, -12); ok {
		if !inRoundRect(u, v, 0.07) {
			return white
		}
		if math.Mod((u+v)*14, 1) < 0.35 || math.Mod((u-v+2)*14, 1) < 0.35 {
			return backLine
		}
		return backBlue
	}
	// The felt, a rounded square, darker towards its edge.
	if inRoundSquare(x, y, 0.22) {
		d := math.Hypot(x-0.5, y-0.42) / 0.7
		return mix(felt, feltDark, math.Min(1, d))
	}
	return color.NRGBA{}
}

func mix(a, b color.NRGBA, t float64) color.NRGBA {
	m := func(p, q uint8) uint8 { return uint8(math.Round(float64(p)*(1-t) + float64(q)*t)) }
	return color.NRGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
}

// The cards are 0.42 wide and 0.59 tall, turned by deg degrees about
// their centre (cx, cy).
const cardW, cardH = 0.42, 0.59

// inCard reports whether (x, y) is on the card, and where on it, from 0 to
// 1 across and down.
func inCard(x, y, cx, cy, deg float64) (u, v float64, ok bool) {
	s, c := math.Sincos(-deg * math.Pi / 180)
	dx, dy := x-cx, y-cy
	rx, ry := dx*c-dy*s, dx*s+dy*c
	u, v = rx/cardW+0.5, ry/cardH+0.5
	return u, v, inRoundRect(u, v, 0)
}

// inRoundRect reports whether (u, v) is inside the card's shape, inset by
// in (a fraction of its width).
func inRoundRect(u, v, in float64) bool {
	x, y := u*cardW, v*cardH
	w, h, r := cardW-2*in*cardW, cardH-2*in*cardW, 0.05
	x, y = x-in*cardW, y-in*cardW
	if x < 0 || y < 0 || x > w || y > h {
		return false
	}
	qx := math.Max(math.Max(r-x, x-(w-r)), 0)
	qy := math.Max(math.Max(r-y, y-(h-r)), 0)
	return qx*qx+qy*qy <= r*r
}

func inRoundSquare(x, y, r float64) bool {
	if x < 0 || y < 0 || x > 1 || y > 1 {
		return false
	}
	qx := math.Max(math.Max(r-x, x-(1-r)), 0)
	qy := math.Max(math.Max(r-y, y-(1-r)), 0)
	return qx*qx+qy*qy <= r*r
}

// inHeart is the heart curve (x² + y² − 1)³ ≤ x² y³, upright, about 2.3
// wide: a point from the card's centre, scaled.
func inHeart(x, y float64) bool {
	x, y = x*2.6, -y*2.6+0.2
	a := x*x + y*y - 1
	return a*a*a-x*x*y*y*y <= 0
}
