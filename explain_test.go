package canfield

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/canfield-go/canfield/internal/catalog"
)

// TestReasonTable: every Reason has a name, as its constant is spelt, and
// a text in the catalog of player text, which has none for a reason that is
// not one; every rule names a rule of RULES.md's form. The catalog's own
// test checks the texts: both languages, no rule number, the same
// placeholders.
func TestReasonTable(t *testing.T) {
	names := reasonConstants(t)
	if len(names) != int(numReasons) {
		t.Fatalf("reason.go declares %d reasons, the table holds %d", len(names), numReasons)
	}
	known := map[string]bool{}
	for r := NoReason; r < numReasons; r++ {
		rt := reasons[r]
		known[rt.name] = true
		if rt.name != names[r] || r.String() != names[r] {
			t.Errorf("reason %d is %s, but its table entry says %q", r, names[r], rt.name)
		}
		if r == NoReason {
			continue
		}
		if _, ok := catalog.Reasons[rt.name]; !ok {
			t.Errorf("%v: no text in the catalog", r)
		}
		if rt.rule != "" && !regexp.MustCompile(`^R\d+\.\d+$`).MatchString(rt.rule) {
			t.Errorf("%v: rule %q", r, rt.rule)
		}
	}
	for _, table := range []map[string]catalog.Text{catalog.Reasons, catalog.DanishLetterReasons} {
		for name := range table {
			if !known[name] || name == "NoReason" {
				t.Errorf("the catalog words %s, which is no reason", name)
			}
		}
	}
	if s := Reason(200).String(); s != "Reason(200)" {
		t.Errorf("Reason(200).String() = %q", s)
	}
}

// TestSentinelTexts: every sentinel has its words in the catalog, which
// keys them by the sentinel's Error(), and Explain gives them for the
// sentinel alone and wrapped.
func TestSentinelTexts(t *testing.T) {
	for _, s := range sentinelTexts {
		if s.text.En != s.err.Error() || s.text.Da == s.err.Error() {
			t.Errorf("%q: the catalog has %q", s.err, s.text)
		}
		wrapped := fmt.Errorf("reading: %w", s.err)
		for _, err := range []error{s.err, wrapped} {
			if got, want := Explain(err, Danish), sentence(s.text.Da); got != want {
				t.Errorf("Explain(%v, Danish) = %q, want %q", err, got, want)
			}
		}
	}
}

// reasonConstants returns the names of the Reason constants of reason.go,
// in order.
func reasonConstants(t *testing.T) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "reason.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, spec := range gd.Specs {
			for _, name := range spec.(*ast.ValueSpec).Names {
				if name.Name != "numReasons" {
					names = append(names, name.Name)
				}
			}
		}
	}
	return names
}

var rulePattern = regexp.MustCompile(`R\d+\.\d+|\(R\d`)

// englishWords are words that a Danish text must not hold outside quotes:
// a sign that English leaked into it. Danish shares none of them.
var englishWords = regexp.MustCompile(`\b(the|does|not|goes|go|card|cards|column|foundation|waste|stock|want|is|and|only|empty|bad|of|on|has|holds|takes|nothing|tap|move|it|or|record|game|code|letters|number|face|down|lies|top|with|must|no|a|an)\b`)

var quoted = regexp.MustCompile(`"[^"]*"`)

// checkExplained checks the texts of one error: Explain in both languages
// is a sentence without rule numbers, Danish holds no English, and Error
// says something.
func checkExplained(t *testing.T, err error) {
	t.Helper()
	if err.Error() == "" {
		t.Errorf("%#v: empty Error()", err)
	}
	for _, l := range []Language{English, Danish} {
		text := Explain(err, l)
		r, _ := utf8.DecodeRuneInString(text)
		switch {
		case text == "" || !strings.HasSuffix(text, ".") || unicode.IsLower(r):
			t.Errorf("Explain(%v, %v) = %q, want a sentence", err, l, text)
		case rulePattern.MatchString(text):
			t.Errorf("Explain(%v, %v) = %q holds a rule number", err, l, text)
		}
		// The clause is the sentence as it reads after a colon, and the
		// sentence gives it back.
		clause, _ := explain(err, l)
		if c, _ := utf8.DecodeRuneInString(clause); strings.HasSuffix(clause, ".") || unicode.IsUpper(c) ||
			text != string(unicode.ToUpper(c))+clause[utf8.RuneLen(c):]+"." || catalog.Clause(text) != clause {
			t.Errorf("clause of %v in %v = %q, not the clause of %q", err, l, clause, text)
		}
	}
	da := Explain(err, Danish)
	if words := englishWords.FindAllString(quoted.ReplaceAllString(da, `""`), -1); len(words) > 0 || da == err.Error() {
		t.Errorf("Explain(%v, Danish) = %q: English words %q", err, da, words)
	}
}

// reasonsOf returns the reasons an error of the package holds, its cause's
// included.
func reasonsOf(t *testing.T, err error) []Reason {
	t.Helper()
	var me *MoveError
	var pe *ParseError
	var re *RecordError
	switch {
	case errors.As(err, &re):
		out := []Reason{re.Reason}
		if re.Err != nil {
			out = append(out, reasonsOf(t, re.Err)...)
		}
		return out
	case errors.As(err, &me):
		return []Reason{me.Reason}
	case errors.As(err, &pe):
		return []Reason{pe.Reason}
	}
	if err != ErrNothingToUndo {
		t.Errorf("%v (%T) is no error of the package", err, err)
	}
	return nil
}

// TestExplainEveryReason makes every refusal the engine can make, from
// random positions and from every kind of bad input, and checks that each
// has its text in both languages, with no English and no rule number in the
// Danish one. It fails, too, when some Reason is never made: a new reason
// must join the inputs here.
func TestExplainEveryReason(t *testing.T) {
	seen := map[Reason]int{}
	check := func(err error) {
		t.Helper()
		if err == nil {
			return
		}
		reasons := reasonsOf(t, err)
		// The texts of a reason vary only with its facts: a few dozen of
		// each, on different positions, check them all.
		if len(reasons) == 0 || seen[reasons[len(reasons)-1]] < 40 {
			checkExplained(t, err)
		}
		for _, r := range reasons {
			seen[r]++
		}
	}
	for _, err := range badInputErrors(t) {
		check(err)
	}
	rng := rand.New(rand.NewPCG(23, 5))
	var buf []Move
	for d := 0; d < 20; d++ {
		g, err := DealFromNumber(rng.Uint64N(NumDeals), DrawMode(d%2))
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 150; step++ {
			if step%15 == 0 {
				for _, err := range positionErrors(g) {
					check(err)
				}
			}
			buf = g.state.appendMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			if err := g.Play(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
			if rng.IntN(5) == 0 {
				check(g.Undo())
			}
		}
		g.SetDoubleClick(false)
		for _, err := range positionErrors(g) {
			check(err)
		}
	}
	for r := NoReason + 1; r < numReasons; r++ {
		if seen[r] == 0 {
			t.Errorf("no input made a refusal %v", r)
		}
	}
}

// positionErrors returns the refusals of everything that can be tried in
// g's position: every move from any pile to any pile, every tap, and the
// notation's forms that the position resolves.
func positionErrors(g *Game) []error {
	var errs []error
	add := func(err error) {
		if err != nil {
			errs = append(errs, err)
		}
	}
	g = g.Clone() // what it plays stays there
	for from := NoPile; from <= Column4+1; from++ {
		for to := NoPile; to <= Column4+1; to++ {
			for _, n := range []int{0, 1, 2, 5, 53} {
				add(g.Play(NewMove(from, to, n)))
			}
		}
	}
	for _, c := range append(Deck(), 0, 255) {
		_, err := g.TapMove(c)
		add(err)
		add(tapErr(g.Tap(c)))
	}
	piles := []string{"r", "w", "f", "f1", "f2", "f3", "f4", "c1", "c2", "c3", "c4"}
	for _, src := range piles {
		for _, dst := range piles {
			_, err := g.ParseMove(src + " " + dst)
			add(err)
		}
		_, err := g.ParseInput(src, English)
		add(err)
	}
	for _, c := range Deck() {
		for _, dst := range []string{"f", "c1", "c4"} {
			_, err := g.ParseMove(c.ASCII() + " " + dst)
			add(err)
		}
	}
	return errs
}

func tapErr(_ Move, err error) error { return err }

// badInputErrors returns the errors of every kind of bad input and of every
// action that a game in some state refuses.
func badInputErrors(t *testing.T) []error {
	var errs []error
	add := func(err error) {
		t.Helper()
		if err == nil {
			t.Errorf("bad input %d: no error", len(errs)+1)
		}
		errs = append(errs, err)
	}
	for _, s := range []string{"", "Q", "QX", "ZC", "11H", "♣"} {
		add(second(ParseCard(s)))
	}
	add(second(ParseRank("Z")))
	add(second(ParsePile("c9")))
	add(second(ParseDrawMode("2")))
	add(second(ParseLanguage("fr")))
	add(second(Card(200).MarshalText()))
	add(second(Rank(20).MarshalText()))
	add(second(Suit(9).MarshalText()))
	add(second(DrawMode(9).MarshalText()))
	var c Card
	var r Rank
	var su Suit
	var d DrawMode
	var m Move
	add(c.UnmarshalText([]byte("QQ")))
	add(r.UnmarshalText([]byte("0")))
	add(su.UnmarshalText([]byte("X")))
	add(d.UnmarshalText([]byte("4")))
	add(m.UnmarshalText([]byte("c2 c4")))
	for _, s := range []string{"XYZ", "CF2-D3-AAAAAAA", "CF1-D9-AAAAAAA", "CF1-D3-AAAA", "CF1-D3-AAAAAA1", "CF1-D3"} {
		add(second(Deal(s)))
		add(third(ParseCode(s)))
	}
	add(second(DealFromNumber(NumDeals, Draw3)))
	add(second(DealFromNumber(0, DrawMode(5))))
	deck := Deck()
	add(second(DealDeck(deck[:51], Draw3)))
	bad := append([]Card(nil), deck...)
	bad[7] = 0
	add(second(DealDeck(bad, Draw3)))
	bad[7] = bad[8]
	add(second(DealDeck(bad, Draw3)))

	g, err := Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"", "xyzzy", "r c2 c3", "s c1", "r x", "x c1", "r:2 c1", "c1:0 c2", "QQ c1"} {
		add(second(g.ParseMove(s)))
	}
	p := g.Position()
	base := p.Layout()
	for _, change := range []func(l *Layout){
		func(l *Layout) { l.Mode = 7 },
		func(l *Layout) { l.Base = 0 },
		func(l *Layout) { l.Reserve = append(l.Reserve[:12:12], 0) },
		func(l *Layout) { l.Reserve = append(l.Reserve[:12:12], l.Columns[0][0]) },
		func(l *Layout) { l.Foundations[2] = 14 },
		func(l *Layout) { l.Reserve = append(l.Reserve, l.Stock[:1]...); l.Stock = l.Stock[1:] },
		func(l *Layout) { l.Waste = append(l.Stock, l.Reserve...); l.Stock, l.Reserve = nil, nil },
		func(l *Layout) {
			l.Columns[0] = append(l.Columns[0], l.Columns[2]...)
			l.Columns[2] = []Card{l.Reserve[12]}
			l.Reserve = l.Reserve[:12]
		},
		func(l *Layout) { l.Stock = l.Stock[1:] },
	} {
		l := base
		l.Reserve = append([]Card(nil), base.Reserve...)
		l.Stock = append([]Card(nil), base.Stock...)
		for i := range l.Columns {
			l.Columns[i] = append([]Card(nil), base.Columns[i]...)
		}
		change(&l)
		add(second(NewPosition(l)))
	}
	add(second(NewPosition(Layout{Base: NewCard(Ace, Spades), Foundations: [4]int{13, 13, 13, 12},
		Reserve: []Card{NewCard(King, Clubs)}})))
	empty, err := NewPosition(Layout{Base: NewCard(Ace, Spades), Foundations: [4]int{13, 13, 13, 13}})
	if err != nil {
		t.Fatal(err)
	}
	add(empty.TurnStock(1))

	for _, text := range []string{
		"",
		"[Code \"CF1-D3-AAAAACL\"]\n1. s\n[Draw \"3\"]",
		"[Code CF1]",
		"[Code \"CF1-D3-AAAAACL\"]\n[Code \"CF1-D3-AAAAACL\"]",
		"[Score \"-1\"]",
		"[Colour \"red\"]",
		"[Code \"CF1-D3-AAAAACL\"]\n[Deck \"" + ascii(Deck()) + "\"]",
		"[Code \"CF1-D3-AAAAACL\"]\n2. s",
		"[Code \"CF1-D3-AAAAACL\"]\n[Draw \"1\"]\n1. s",
		"[Code \"CF1-D3-AAAAACL\"]\n[Score \"10\"]\n1. s",
		"[Code \"CF1-D3-AAAAACL\"]\n1. r c1",
		"[Code \"CF1-D3-AAAAACL\"]\n1. r",
		"[Code \"CF1-D3-QQQ\"]",
		"[Deck \"AS KS\"]",
		"[Deck \"AS XX\"]",
		"[Draw \"2\"]",
	} {
		add(third(ParseRecord(text)))
	}
	add(second(Record{Code: "CF1-D3-AAAAACL", Mode: Draw1}.MarshalText()))
	add(second(Record{Code: "CF1-D3-AAAAACL", Moves: []Move{NewMove(Reserve, Column1, 1)}}.Game()))

	var zero Game
	add(second(zero.MarshalText()))
	add(zero.Restart())
	add(zero.Undo())
	add(tapErr(zero.Tap(NewCard(Ace, Spades))))

	// 101 actions, then 101 undos: the last one is beyond the limit.
	limit, err := Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	for range UndoLimit + 1 {
		if err := limit.Play(StockTap()); err != nil {
			t.Fatal(err)
		}
	}
	for range UndoLimit {
		if err := limit.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	add(limit.Undo())

	busy, err := Deal("CF1-D3-AAAAACL")
	if err != nil {
		t.Fatal(err)
	}
	var busyErrs []error
	busy.Listen(func(Event) {
		busyErrs = append(busyErrs, busy.Play(StockTap()), busy.Undo(), busy.Restart(), tapErr(busy.Tap(NewCard(Ace, Spades))))
	})
	if err := busy.Play(StockTap()); err != nil {
		t.Fatal(err)
	}
	for _, err := range busyErrs {
		add(err)
	}
	return errs
}

// TestExplain: the texts of a few errors, word for word, and what Explain
// does with errors from elsewhere.
func TestExplain(t *testing.T) {
	g, err := Deal("CF1-D3-AAAAAAQ") // reserve 3♣, base 8♦, columns 6♣ 10♥ 6♦ 9♠
	if err != nil {
		t.Fatal(err)
	}
	move := func(text string) error {
		m, err := g.ParseMove(text)
		if err == nil {
			err = g.Play(m)
		}
		return err
	}
	for _, tc := range []struct {
		err         error
		log, en, da string
	}{
		{move("r c2"), "r c2: 3♣ does not go on 10♥: it takes only 9♠ or 9♣ (R5.1)",
			"3 of clubs does not go on 10 of hearts: it takes only 9 of spades or 9 of clubs.",
			"Klør 3 kan ikke lægges på hjerter 10: den tager kun imod spar 9 eller klør 9."},
		{move("rf"), "r f4: 3♣ does not go on foundation 4: it is empty and takes only the card of the start rank, 8♣ (R4.3)",
			"3 of clubs does not go on foundation 4: it is empty and takes only the card of the start rank, 8 of clubs.",
			"Klør 3 kan ikke lægges på fundament 4: det er tomt og tager kun imod kortet med startrang, klør 8."},
		{move("wf"), "wf: the waste is empty", "The waste is empty.", "Kasseret-bunken er tom."},
		{move("f1 f2"), "f1 f2: a foundation's card goes back only to a column (R4.5)",
			"A foundation's card goes back only to a column.",
			"Et kort fra et fundament kan kun tages tilbage til en kolonne."},
		{move("kh c1"), "kh c1: K♥ is face down (R2.3)", "King of hearts is face down.", "Hjerter konge ligger med bagsiden opad."},
		{move("c9 c1"), `bad move "c9 c1": unknown source "c9": want r, w, f1–f4, c1–c4, c2:3 or a card`,
			`Bad move "c9 c1": unknown source "c9": want r, w, f1–f4, c1–c4, c2:3 or a card.`,
			`Ugyldigt træk ”c9 c1”: ukendt kilde ”c9”: skriv r, w, f1–f4, c1–c4, c2:3 eller et kort.`},
		{second(Deal("CF1-D9-AAAAAAA")), `bad game code "CF1-D9-AAAAAAA": unknown draw mode "D9": want D1 or D3`,
			`Bad game code "CF1-D9-AAAAAAA": unknown draw mode "D9": want D1 or D3.`,
			`Ugyldig spilkode ”CF1-D9-AAAAAAA”: ukendt trækmåde ”D9”: skriv D1 eller D3.`},
		{third(ParseRecord("[Code \"CF1-D3-AAAAAAQ\"]\n\n1. r c2\n")),
			"bad game record: line 3, action 1 (1. r c2): r c2: 3♣ does not go on 10♥: it takes only 9♠ or 9♣ (R5.1)",
			"Bad game record: line 3, action 1 (1. r c2): 3 of clubs does not go on 10 of hearts: it takes only 9 of spades or 9 of clubs.",
			"Ugyldigt spilforløb: linje 3, handling 1 (1. r c2): klør 3 kan ikke lægges på hjerter 10: den tager kun imod spar 9 eller klør 9."},
		{g.Undo(), "nothing to undo", "Nothing to undo.", "Der er intet at fortryde."},
		{fmt.Errorf("saving: %w", ErrBadCode), "saving: bad game code", "Bad game code.", "Ugyldig spilkode."},
	} {
		if got := tc.err.Error(); got != tc.log {
			t.Errorf("Error() = %q, want %q", got, tc.log)
		}
		if got := Explain(tc.err, English); got != tc.en {
			t.Errorf("Explain(%v, English) = %q, want %q", tc.err, got, tc.en)
		}
		if got := Explain(tc.err, Danish); got != tc.da {
			t.Errorf("Explain(%v, Danish) = %q, want %q", tc.err, got, tc.da)
		}
	}
	other := errors.New("disk full")
	if got := Explain(other, Danish); got != "disk full" {
		t.Errorf("Explain of another error = %q, want its Error()", got)
	}
	if got := Explain(nil, Danish); got != "" {
		t.Errorf("Explain(nil) = %q", got)
	}
	wrapped := fmt.Errorf("move 3: %w", move("r c2"))
	if got := Explain(wrapped, Danish); !strings.HasPrefix(got, "Klør 3 kan ikke") {
		t.Errorf("Explain of a wrapped refusal = %q, want the refusal's text", got)
	}
}

func second(_ any, err error) error { return err }

func third(_, _ any, err error) error { return err }

// TestClause: the clause that follows a colon (catalog.Clause of Explain)
// starts as the words start mid-sentence, in lower case, and has no period;
// an error from elsewhere is its Error().
func TestClause(t *testing.T) {
	_, langErr := ParseLanguage("xx")
	g, _ := Deal("CF1-D3-AAAAAAQ")
	moveErr := g.Play(NewMove(Reserve, Column2, 1))
	_, _, recErr := ParseRecord("[Code \"CF1-D3-AAAAACL\"]\n[Draw \"1\"]\n")
	tests := []struct {
		err    error
		en, da string
	}{
		{langErr, `bad language "xx": want en or da`, `ugyldigt sprog ”xx”: skriv en eller da`},
		{moveErr, "3 of clubs does not go on 10 of hearts: it takes only 9 of spades or 9 of clubs",
			"klør 3 kan ikke lægges på hjerter 10: den tager kun imod spar 9 eller klør 9"},
		{ErrNothingToUndo, "nothing to undo", "der er intet at fortryde"},
		{recErr, `bad game record: line 2 ([Draw "1"]): the Draw tag says 1 but the code is of draw mode D3`,
			`ugyldigt spilforløb: linje 2 ([Draw "1"]): Draw-mærket siger 1, men koden er til træk 3`},
		{errors.New("open x: permission denied"), "open x: permission denied", "open x: permission denied"},
		{nil, "", ""},
		{(*MoveError)(nil), "", ""},
	}
	for _, tt := range tests {
		if got := catalog.Clause(Explain(tt.err, English)); got != tt.en {
			t.Errorf("Clause(Explain(%v, English)) = %q, want %q", tt.err, got, tt.en)
		}
		if got := catalog.Clause(Explain(tt.err, Danish)); got != tt.da {
			t.Errorf("Clause(Explain(%v, Danish)) = %q, want %q", tt.err, got, tt.da)
		}
	}
}
