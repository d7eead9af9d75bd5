package canfield

import (
	"errors"
	"fmt"
	"iter"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// TestNoPanics calls every exported method of every exported type, on its
// zero value, on a nil pointer where the type promises that is safe (the
// errors and Replay), on odd values (Rank(99), Card(255), Pile(200)) and on
// real games and positions, with arguments drawn at random from ordinary
// and odd ones: none may panic. Functions and iterators a method returns
// are called and ranged over too.
func TestNoPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	rounds := 40
	if testing.Short() {
		rounds = 8
	}
	for _, r := range receivers() {
		typ := r.make().Type()
		for i := range typ.NumMethod() {
			m := typ.Method(i)
			for range rounds {
				recv := r.make()
				args := make([]reflect.Value, m.Type.NumIn()-1)
				for k := range args {
					args[k] = randomArg(rng, m.Type.In(k+1))
				}
				if msg := callSafely(recv.Method(i), args); msg != "" {
					t.Errorf("%s.%s(%s) panics: %s", r.name, m.Name, argsText(args), msg)
					break
				}
			}
		}
	}
}

// TestNoPanicsFunctions calls the package's functions with odd arguments.
func TestNoPanicsFunctions(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	funcs := map[string]any{
		"Explain": Explain, "ParseRecord": ParseRecord, "RecoverRecord": RecoverRecord,
		"NewReplay": NewReplay, "NewPosition": NewPosition, "DealDeck": DealDeck,
		"DealFromNumber": DealFromNumber, "Deal": Deal, "NewGame": NewGame, "NewMove": NewMove,
		"NewCard": NewCard, "ParseCard": ParseCard, "ParseRank": ParseRank,
		"ParseCode": ParseCode, "FormatCode": FormatCode, "ParsePile": ParsePile, "ParseDrawMode": ParseDrawMode,
		"ParseLanguage": ParseLanguage, "FoundationPile": FoundationPile, "ColumnPile": ColumnPile,
	}
	for name, f := range funcs {
		fv := reflect.ValueOf(f)
		for range 200 {
			args := make([]reflect.Value, fv.Type().NumIn())
			for k := range args {
				args[k] = randomArg(rng, fv.Type().In(k))
			}
			if msg := callSafely(fv, args); msg != "" {
				t.Errorf("%s(%s) panics: %s", name, argsText(args), msg)
				break
			}
		}
	}
}

// receiver makes a fresh value to call methods on: a pointer, so that the
// method set holds every method.
type receiver struct {
	name string
	make func() reflect.Value
}

func receivers() []receiver {
	var out []receiver
	add := func(name string, make func() any) {
		out = append(out, receiver{name, func() reflect.Value { return reflect.ValueOf(make()) }})
	}
	// Zero values, through a pointer so that pointer methods count too.
	for _, v := range []any{
		Game{}, Position{}, Replay{}, Record{}, View{}, Layout{}, Move{}, TalonMove{}, FoundationView{},
		MoveError{}, ParseError{}, RecordError{},
		DealEvent{}, LoadEvent{}, MoveEvent{}, RefillEvent{}, DrawEvent{}, RecycleEvent{}, UndoEvent{}, WinEvent{},
		Card(0), Rank(0), Suit(0), Pile(0), DrawMode(0), Language(0), Reason(0),
	} {
		add("zero "+reflect.TypeOf(v).Name(), func() any { return reflect.New(reflect.TypeOf(v)).Interface() })
	}
	// Nil pointers of the types that promise to take them.
	add("nil *MoveError", func() any { return (*MoveError)(nil) })
	add("nil *ParseError", func() any { return (*ParseError)(nil) })
	add("nil *RecordError", func() any { return (*RecordError)(nil) })
	add("nil *Replay", func() any { return (*Replay)(nil) })
	// Odd values of the small types.
	for _, v := range []any{Card(255), Card(3), Rank(99), Rank(14), Suit(99), Clubs + 1, Pile(200), Pile(12),
		DrawMode(7), Language(9), Reason(250)} {
		add(fmt.Sprintf("%T(%d)", v, v), func() any {
			p := reflect.New(reflect.TypeOf(v))
			p.Elem().Set(reflect.ValueOf(v))
			return p.Interface()
		})
	}
	// Real values, played some way in.
	add("*Game", func() any { return playedGame(20) })
	add("*Position", func() any { p := playedGame(20).Position(); return &p })
	add("*Replay", func() any { r, _ := NewReplay(playedGame(30).Record()); return r })
	add("*Record", func() any { r := playedGame(10).Record(); return &r })
	add("*View", func() any { v := playedGame(10).View(); return &v })
	return out
}

// playedGame returns a game of a fixed deal after n random legal actions.
func playedGame(n int) *Game {
	g, _ := Deal("CF1-D3-AAAAACL")
	rng := rand.New(rand.NewPCG(1, 2))
	for range n {
		moves := g.Moves()
		if len(moves) == 0 {
			break
		}
		_ = g.Play(moves[rng.IntN(len(moves))])
	}
	return g
}

// callSafely calls f, calls what it returns that can be called, and
// returns the panic's text, or "".
func callSafely(f reflect.Value, args []reflect.Value) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint(r)
		}
	}()
	var results []reflect.Value
	if f.Type().IsVariadic() {
		results = f.CallSlice(args)
	} else {
		results = f.Call(args)
	}
	for _, r := range results {
		switch fn := r.Interface().(type) {
		case func():
			if fn != nil {
				fn()
			}
		case iter.Seq[Event]:
			for range fn {
			}
		case error:
			_ = fn.Error()
			_ = Explain(fn, Danish)
			_ = Explain(fn, English)
		case fmt.Stringer:
			_ = fn.String()
		}
	}
	return ""
}

func argsText(args []reflect.Value) string {
	parts := make([]string, len(args))
	for i, a := range args {
		if a.Kind() == reflect.Func {
			parts[i] = "func"
			continue
		}
		parts[i] = fmt.Sprintf("%#v", a.Interface())
	}
	return strings.Join(parts, ", ")
}

var oddStrings = []string{"", " ", "x", "\xff\xfe", "\ufeff[Code \"CF1-D3-AAAAACL\"]", "CF1-D3-AAAAACL", "cf1-d1-zzzzzzz",
	"CF1-D3-ÆØÅAAAA", "r c2", "s", "w f", "c2:99 c4", "c2:0 c4", "f1 c3", "QC", "kd", "10♥", "[Code", "1. s\n2. s",
	"[Deck \"AS\"]", strings.Repeat("é", 100), "da", "en", "3", "D1", "SameColour", "\x00"}

var oddInts = []int{math.MinInt, -1 << 40, -53, -1, 0, 1, 2, 3, 4, 5, 12, 13, 14, 33, 51, 52, 53, 99, 100, 101, 1000, 1 << 40, math.MaxInt}

// randomArg returns a value of type t, ordinary or odd.
func randomArg(rng *rand.Rand, t reflect.Type) reflect.Value {
	pick := func(vs ...any) reflect.Value { return reflect.ValueOf(vs[rng.IntN(len(vs))]).Convert(t) }
	switch t {
	case reflect.TypeFor[Card]():
		return pick(Card(0), Card(255), Card(3), NewCard(Queen, Clubs), NewCard(Rank(rng.IntN(13)+1), Spades+Suit(rng.IntN(4))))
	case reflect.TypeFor[Rank]():
		return pick(Rank(0), Rank(99), Rank(14), Ace, King, Seven)
	case reflect.TypeFor[Suit]():
		return pick(Suit(0), Suit(5), Suit(99), Clubs, Hearts)
	case reflect.TypeFor[Pile]():
		return pick(Pile(rng.IntN(14)), Pile(200), NoPile)
	case reflect.TypeFor[DrawMode]():
		return pick(Draw3, Draw1, DrawMode(7))
	case reflect.TypeFor[Language]():
		return pick(English, Danish, Language(9))
	case reflect.TypeFor[Reason](), reflect.TypeFor[*Reason]():
		if t.Kind() == reflect.Pointer {
			return reflect.ValueOf(new(Reason))
		}
		return pick(NoReason, SameColour, Reason(250), numReasons-1)
	case reflect.TypeFor[Move]():
		piles := func() Pile { return Pile(rng.IntN(14)) }
		return pick(Move{}, StockTap(), NewMove(piles(), piles(), rng.IntN(5)), Move{from: piles(), to: piles(), count: uint8(rng.IntN(256))})
	case reflect.TypeFor[[]Card]():
		return pick([]Card(nil), Deck(), Deck()[:3], append(Deck()[:51], Card(0)), append(Deck()[1:], Deck()[2]))
	case reflect.TypeFor[error]():
		errs := []error{nil, (*MoveError)(nil), (*ParseError)(nil), (*RecordError)(nil), &MoveError{}, &ParseError{},
			&RecordError{}, &RecordError{Err: (*MoveError)(nil)}, &MoveError{Reason: Reason(200)},
			fmt.Errorf("wrapped: %w", (*MoveError)(nil)), ErrBadDeck, errors.New("other"),
			&ParseError{Reason: DeckCardTwice, What: "deck"}}
		e := errs[rng.IntN(len(errs))]
		if e == nil {
			return reflect.Zero(t)
		}
		return reflect.ValueOf(e)
	case reflect.TypeFor[*Position]():
		p := playedGame(rng.IntN(20)).Position()
		return reflect.ValueOf([]*Position{{}, &p}[rng.IntN(2)])
	case reflect.TypeFor[Record]():
		return pick(Record{}, playedGame(5).Record(), Record{Code: "CF1-D1-AAAAAAB"}, Record{Deck: Deck()[:5]},
			Record{Code: "CF1-D3-AAAAACL", Moves: []Move{{}, StockTap()}})
	case reflect.TypeFor[Layout]():
		p := playedGame(rng.IntN(20)).Position()
		return pick(Layout{}, p.Layout(), Layout{Base: NewCard(Ace, Spades), Foundations: [4]int{-1, 99, 0, 0}})
	}
	switch t.Kind() {
	case reflect.Int:
		return reflect.ValueOf(oddInts[rng.IntN(len(oddInts))]).Convert(t)
	case reflect.Uint64:
		return pick(uint64(0), uint64(1), uint64(NumDeals-1), uint64(NumDeals), uint64(math.MaxUint64))
	case reflect.Bool:
		return reflect.ValueOf(rng.IntN(2) == 0).Convert(t)
	case reflect.String:
		return reflect.ValueOf(oddStrings[rng.IntN(len(oddStrings))]).Convert(t)
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return reflect.ValueOf([]byte(oddStrings[rng.IntN(len(oddStrings))])).Convert(t)
		}
		if rng.IntN(2) == 0 {
			return reflect.Zero(t)
		}
		return reflect.MakeSlice(t, rng.IntN(3), 16)
	case reflect.Func:
		return reflect.MakeFunc(t, func([]reflect.Value) []reflect.Value {
			out := make([]reflect.Value, t.NumOut())
			for i := range out {
				out[i] = reflect.Zero(t.Out(i))
			}
			return out
		})
	}
	return reflect.Zero(t)
}

// TestZeroReplay checks that a zero Replay, and a nil one, is an empty
// replay rather than a trap.
func TestZeroReplay(t *testing.T) {
	for name, r := range map[string]*Replay{"zero": {}, "nil": nil} {
		if r.Next() || r.Prev() || r.Pos() != 0 || r.Len() != 0 || r.Action(1) != (Move{}) {
			t.Errorf("%s Replay: Next %v Prev %v Pos %d Len %d, want an empty replay", name, r.Next(), r.Prev(), r.Pos(), r.Len())
		}
		if err := r.Seek(3); err != nil {
			t.Errorf("%s Replay: Seek(3) = %v", name, err)
		}
		if g := r.Game(); g == nil || g.DealtDeck() != nil || len(g.Moves()) != 0 {
			t.Errorf("%s Replay: Game() = %v, want the zero Game", name, g)
		}
		if rec := r.Record(); rec.Code != "" || rec.Moves != nil || rec.Deck != nil {
			t.Errorf("%s Replay: Record() = %+v, want the zero Record", name, rec)
		}
		heard := false
		stop := r.Listen(func(Event) { heard = true })
		r.Next()
		stop()
		if heard {
			t.Errorf("%s Replay: a listener heard something", name)
		}
	}
}

// TestExplainNil checks that a nil error, and a typed nil one, explains as
// nothing, and that one wrapped in another error reads as that error.
func TestExplainNil(t *testing.T) {
	for _, err := range []error{nil, (*MoveError)(nil), (*ParseError)(nil), (*RecordError)(nil)} {
		for _, l := range []Language{English, Danish} {
			if got := Explain(err, l); got != "" {
				t.Errorf("Explain(%#v, %v) = %q, want \"\"", err, l, got)
			}
		}
	}
	wrapped := fmt.Errorf("saving: %w", (*MoveError)(nil))
	if got, want := Explain(wrapped, Danish), "saving: <nil>"; got != want {
		t.Errorf("Explain(%v) = %q, want %q", wrapped, got, want)
	}
	rec := &RecordError{Line: 2, Err: (*ParseError)(nil)}
	if got, want := Explain(rec, English), "Bad game record: line 2: <nil>."; got != want {
		t.Errorf("Explain(%#v) = %q, want %q", rec, got, want)
	}
}
