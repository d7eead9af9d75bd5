package catalog

// The terminal game's help and usage (internal/repl): what help says of
// each command and of moves and cards, and what canfield -h says.

// Command is what help says of a command.
type Command struct {
	Name    Text // its name, the English one also in Danish
	Args    Text // its arguments: "<file>", "[da|en]"; none for a command without
	Summary Text // one line for the list of commands
	Help    Text // more, for help on the command; none for a command without
}

// Commands are what help says of each command, keyed by its English name.
var Commands = map[string]Command{
	"help": {
		Name: Text{En: "help", Da: "hjælp"},
		Args: Text{En: "[command]", Da: "[kommando]"},
		Summary: Text{
			En: "list the commands, or explain one",
			Da: "vis kommandoerne, eller forklar én"},
	},
	"moves": {
		Name: Text{En: "moves", Da: "mulige"},
		Summary: Text{
			En: "list the legal moves of the moment",
			Da: "vis de lovlige træk lige nu"},
	},
	"move": {
		Name: Text{En: "move", Da: "flyt"},
		Args: Text{En: "<move>", Da: "<træk>"},
		Summary: Text{
			En: "play a move, as in move r c2 (the word move may go)",
			Da: "spil et træk, som i flyt r c2 (flyt kan udelades)"},
	},
	"draw": {
		Name: Text{En: "draw", Da: "vend"},
		Summary: Text{
			En: "tap the stock (the same as s; s×3 taps it three times)",
			Da: "tryk på stokken (det samme som s; s×3 trykker tre gange)"},
		Help: Text{
			En: "Turns the next cards of the stock onto the waste, 3 or 1 at a time as the game " +
				"was dealt (the board's draw 3 or draw 1), or turns the waste back over when the " +
				"stock is empty. s×3 taps it three times, as solve writes a run of taps; sx3 " +
				"and s*3 do the same where × is hard to type.",
			Da: "Vender de næste kort fra stokken over på kasseret-bunken, 3 eller 1 ad gangen " +
				"som spillet blev givet (bordets træk 3 eller træk 1), eller vender " +
				"kasseret-bunken om, når stokken er tom. s×3 trykker tre gange, som løs skriver " +
				"flere tryk i træk; sx3 og s*3 gør det samme, hvor × er svært at skrive."},
	},
	"tap": {
		Name: Text{En: "tap", Da: "tryk"},
		Args: Text{En: "<card>", Da: "<kort>"},
		Summary: Text{
			En: "send a card to its foundation, or else to a column",
			Da: "send et kort til dets fundament, ellers til en kolonne"},
		Help: Text{
			En: "A bare card or pile does the same: qc taps Q♣, r taps the reserve's top card, " +
				"c2 the top card of column 2. A card inside a column takes the cards on it " +
				"along. With doubleclick off, tap only sends cards to the foundations.",
			Da: "Et kort eller en bunke alene gør det samme: kd trykker på klør dame, r på " +
				"reservens øverste kort, c2 på det øverste kort i kolonne 2. Et kort inde i " +
				"en kolonne tager kortene oven på med. Med dobbeltklik slået fra sender tryk " +
				"kun kort til fundamenterne."},
	},
	"undo": {
		Name: Text{En: "undo", Da: "fortryd"},
		Args: Text{En: "[count]", Da: "[antal]"},
		Summary: Text{
			En: "take back the last command, or count actions (up to 100)",
			Da: "fortryd den seneste kommando, eller de seneste antal handlinger (op til 100)"},
		Help: Text{
			En: "undo alone takes back the whole of the last command: all the taps of s×7, or " +
				"the stock taps and the move of a hint that Enter played. undo 3 takes back " +
				"three actions, as the verdict line may advise; draws and recycles count as " +
				"actions, and undo takes back the points an action earned. Only the last 100 " +
				"actions can be undone: a count beyond what can be undone undoes what can be, " +
				"and says so. Undo at the start of a game that new, restart, load or games began " +
				"goes back to the game before it.",
			Da: "fortryd alene fortryder hele den seneste kommando: alle tryk fra s×7, eller " +
				"trykkene på stokken og trækket fra et tip, som Enter spillede. fortryd 3 " +
				"fortryder tre handlinger, som vurderingen kan råde til; at vende kort og vende " +
				"kasseret-bunken om tæller som handlinger, og fortryd tager pointene for " +
				"handlingen tilbage. Kun de seneste 100 handlinger kan fortrydes: et antal ud " +
				"over det fortryder det, der kan, og siger det. Fortryd i starten af et spil, som " +
				"nyt, forfra, hent eller gemte begyndte, går tilbage til spillet før."},
	},
	"new": {
		Name: Text{En: "new", Da: "nyt"},
		Args: Text{En: "[code | d1 | d3]", Da: "[kode | d1 | d3]"},
		Summary: Text{
			En: "a new game: random, of a code, or winnable",
			Da: "nyt spil: tilfældigt, fra en kode, eller vindbart"},
		Help: Text{
			En: "new deals a random game that draws as the last one did; new d1 and new d3 " +
				"choose the draw mode; new CF1-D3-AAAAACL deals the game of that code; new " +
				"winnable (or new winnable d1) deals a random game that the solver has proved " +
				"can be won.",
			Da: "nyt giver et tilfældigt spil med samme trækmåde som det forrige; nyt d1 og " +
				"nyt d3 vælger træk 1 eller træk 3; nyt CF1-D3-AAAAACL giver spillet med den " +
				"kode; nyt vindbart (eller nyt vindbart d1) giver et tilfældigt spil, som " +
				"løseren har bevist kan vindes."},
	},
	"hint": {
		Name: Text{En: "hint", Da: "tip"},
		Summary: Text{
			En: "suggest a move from the cards you have seen; Enter plays it",
			Da: "foreslå et træk ud fra de kort, du har set; Enter spiller det"},
		Help: Text{
			En: "A hint uses only the cards you have seen: it tries 16 ways the unseen cards may " +
				"lie and suggests the move that wins in the most of them, never a card face down " +
				"nor where one lies. With peek on it sees every card: it takes the next move of a " +
				"winning line, with the stock taps it needs (s×7, then w c2), and in a game that can " +
				"no longer be won offers the undos back to where it still can. Enter on an empty " +
				"line plays the hint and gives the next one, so that following the hints takes one " +
				"key a step.",
			Da: "Et tip bruger kun de kort, du har set: det prøver 16 måder, de usete kort kan " +
				"ligge på, og foreslår det træk, der vinder i flest af dem, uden at røbe et kort " +
				"med bagsiden opad eller hvor et ligger. Med kig til ser det alle kort: det tager " +
				"det næste træk i en vindende række, med de tryk på stokken, det kræver (s×7, " +
				"derefter w c2), og i et spil, der ikke længere kan vindes, foreslår det de " +
				"fortryd, der går tilbage til hvor det stadig kan. Enter på en tom linje spiller " +
				"tippet og giver det næste, så det kun koster én tast at følge tippene."},
	},
	"solve": {
		Name: Text{En: "solve", Da: "løs"},
		Summary: Text{
			En: "decide whether the game can still be won, knowing every card",
			Da: "afgør om spillet stadig kan vindes, med kendskab til alle kort"},
		Help: Text{
			En: "The solver knows every card, face-down ones too. It searches for up to 10 seconds " +
				"and says winnable (and in how many actions), lost (no sequence of actions wins) or " +
				"undecided. With peek on it also shows the line of actions that wins from here, a " +
				"run of stock taps written once: s×7, which can be typed as it is.",
			Da: "Løseren kender alle kort, også dem med bagsiden opad. Den søger i op til 10 " +
				"sekunder og siger vindbart (og med hvor mange handlinger), tabt (ingen række " +
				"handlinger vinder) eller uafgjort. Med kig til viser den også den række " +
				"handlinger, der vinder herfra, med flere tryk på stokken i træk skrevet én gang: " +
				"s×7, som kan skrives sådan."},
	},
	"verdict": {
		Name: Text{En: "verdict", Da: "vurdering"},
		Args: Text{En: "[on|off]", Da: "[til|fra]"},
		Summary: Text{
			En: "whether the board says if the game can still be won",
			Da: "om bordet siger, om spillet stadig kan vindes"},
		Help: Text{
			En: "The solver judges every position in the background, knowing every card, never " +
				"delaying the prompt, and the board's last line says winnable — knowing every " +
				"card, no longer winnable since the action that lost it (and how many undos go " +
				"back), or thinking… while it searches. verdict off hides it, for a game without " +
				"spoilers; the setting is kept for the next time.",
			Da: "Løseren vurderer hver stilling i baggrunden, med kendskab til alle kort, uden at " +
				"forsinke prompten, og bordets sidste linje siger kan vindes — med kendskab til " +
				"alle kort, kan ikke længere vindes siden den handling, der tabte det (og hvor " +
				"mange fortryd der går tilbage), eller tænker… mens den søger. vurdering fra " +
				"skjuler den, så intet røbes; indstillingen huskes til næste gang."},
	},
	"peek": {
		Name: Text{En: "peek", Da: "kig"},
		Args: Text{En: "[on|off]", Da: "[til|fra]"},
		Summary: Text{
			En: "whether hints see every card, face-down ones too",
			Da: "om tip ser alle kort, også dem med bagsiden opad"},
		Help: Text{
			En: "Off, as it starts, hints use only the cards you have seen, and solve says " +
				"whether the game can be won but not how. peek on lets hints and solve see every " +
				"card, the stock's and the reserve's under its top: a hint then follows a winning " +
				"line, and solve shows it. The setting is kept for the next time.",
			Da: "Fra, som det begynder, bruger tip kun de kort, du har set, og løs siger, om " +
				"spillet kan vindes, men ikke hvordan. kig til lader tip og løs se alle kort, " +
				"stokkens og reservens under det øverste: et tip følger så en vindende række, og " +
				"løs viser den. Indstillingen huskes til næste gang."},
	},
	"restart": {
		Name: Text{En: "restart", Da: "forfra"},
		Summary: Text{
			En: "deal the same game again from the start",
			Da: "giv det samme spil igen fra begyndelsen"},
	},
	"code": {
		Name: Text{En: "code", Da: "kode"},
		Summary: Text{
			En: "show the game's code, which deals the same game again",
			Da: "vis spilkoden, som giver det samme spil igen"},
	},
	"board": {
		Name: Text{En: "board", Da: "bord"},
		Summary: Text{
			En: "show the board again",
			Da: "vis bordet igen"},
	},
	"describe": {
		Name: Text{En: "describe", Da: "beskriv"},
		Args: Text{En: "[da|en]", Da: "[da|en]"},
		Summary: Text{
			En: "the board in words, as a screen reader reads it",
			Da: "bordet i ord, som en skærmlæser læser det"},
	},
	"doubleclick": {
		Name: Text{En: "doubleclick", Da: "dobbeltklik"},
		Args: Text{En: "[on|off]", Da: "[til|fra]"},
		Summary: Text{
			En: "whether tap may send cards to the columns too",
			Da: "om tryk også må sende kort til kolonnerne"},
	},
	"language": {
		Name: Text{En: "language", Da: "sprog"},
		Args: Text{En: "[en|da]", Da: "[en|da]"},
		Summary: Text{
			En: "the language of the game: en English, da Danish",
			Da: "spillets sprog: en engelsk, da dansk"},
	},
	"games": {
		Name: Text{En: "games", Da: "gemte"},
		Args: Text{En: "[number]", Da: "[nummer]"},
		Summary: Text{
			En: "list your last games, or go on with one",
			Da: "vis dine seneste spil, eller spil videre på ét"},
		Help: Text{
			En: "The game being played is saved after every action, and the games it replaces " +
				"(by new, restart, load or a new canfield) are kept too: the last 10. games " +
				"lists them, newest first; games 2 goes on with the second, and the game you " +
				"leave is kept in its place.",
			Da: "Spillet gemmes efter hver handling, og de spil, det afløser (med nyt, forfra, " +
				"hent eller et nyt canfield), gemmes også: de seneste 10. gemte viser dem, " +
				"nyeste først; gemte 2 spiller videre på det andet, og spillet, du forlader, " +
				"gemmes i stedet."},
	},
	"save": {
		Name: Text{En: "save", Da: "gem"},
		Args: Text{En: "<file>", Da: "<fil>"},
		Summary: Text{
			En: "save the game to a file",
			Da: "gem spillet i en fil"},
		Help: Text{
			En: "A file that holds another game, or is no game at all, is never overwritten: " +
				"choose another name.",
			Da: "En fil med et andet spil, eller som slet ikke er et spil, overskrives aldrig: " +
				"vælg et andet navn."},
	},
	"load": {
		Name: Text{En: "load", Da: "hent"},
		Args: Text{En: "<file>", Da: "<fil>"},
		Summary: Text{
			En: "load a game saved with save",
			Da: "hent et spil, der er gemt med gem"},
	},
	"screen": {
		Name: Text{En: "screen", Da: "skærm"},
		Summary: Text{
			En: "play on a screen of its own, with single keys",
			Da: "spil på en skærm for sig, med enkelte taster"},
		Help: Text{
			En: "The board stays in place and is drawn again after each action. A source then " +
				"a destination moves (r then 2: the reserve onto column 2), s taps the stock, u " +
				"undoes, h shows a hint on the board and Enter plays it, : types a command, ? " +
				"lists the keys and q comes back here. canfield -screen starts on it.",
			Da: "Bordet bliver stående og tegnes igen efter hver handling. Hvorfra og så hvortil " +
				"flytter (r og så 2: reserven på kolonne 2), s trykker på stokken, u fortryder, " +
				"h viser et tip på bordet og Enter spiller det, : skriver en kommando, ? viser " +
				"tasterne og q kommer tilbage hertil. canfield -screen begynder på den."},
	},
	"quit": {
		Name: Text{En: "quit", Da: "afslut"},
		Summary: Text{
			En: "leave; canfield -resume continues the game",
			Da: "afslut; canfield -resume fortsætter spillet"},
	}}

// MoveForm is a row of help's table of moves: what to type, its short
// form if it has one (a source and a destination in two keys, or a count
// of taps in ASCII), and what it does. The form of a
// card differs by language: "qc" is the queen of clubs, "kd" klør dame.
type MoveForm struct {
	Form  Text
	Short string
	Does  Text
}

// MoveForms is help's table of moves, in its order.
var MoveForms = []MoveForm{
	{Form: Text{En: "r c2", Da: "r c2"}, Short: "r2",
		Does: Text{En: "the reserve's top card onto column 2", Da: "reservens øverste kort på kolonne 2"}},
	{Form: Text{En: "w f", Da: "w f"}, Short: "wf",
		Does: Text{En: "the waste's top card to its foundation", Da: "kasseret-bunkens kort til dets fundament"}},
	{Form: Text{En: "c2 c4", Da: "c2 c4"}, Short: "24",
		Does: Text{En: "the part of column 2 that fits on column 4", Da: "det af kolonne 2, der passer på kolonne 4"}},
	{Form: Text{En: "c2:2 c4", Da: "c2:2 c4"},
		Does: Text{En: "the top 2 cards of column 2 onto column 4", Da: "de 2 øverste kort i kolonne 2 på kolonne 4"}},
	{Form: Text{En: "c2 f", Da: "c2 f"}, Short: "2f",
		Does: Text{En: "column 2's top card to its foundation", Da: "kolonne 2's kort til dets fundament"}},
	{Form: Text{En: "f1 c3", Da: "f1 c3"}, Short: "f13",
		Does: Text{En: "foundation 1's top card back onto column 3", Da: "fundament 1's kort tilbage på kolonne 3"}},
	{Form: Text{En: "QC c4", Da: "kd c4"},
		Does: Text{En: "Q♣ and the cards on it onto column 4", Da: "klør dame og kortene oven på til kolonne 4"}},
	{Form: Text{En: "s", Da: "s"},
		Does: Text{En: "tap the stock: draw, or turn the waste over", Da: "tryk på stokken: vend kort, eller vend bunken om"}},
	{Form: Text{En: "s×3", Da: "s×3"}, Short: "sx3",
		Does: Text{En: "tap the stock three times", Da: "tryk tre gange på stokken"}},
	{Form: Text{En: "qc", Da: "kd"},
		Does: Text{En: "tap a card: to its foundation, else to a column", Da: "tryk på et kort: til fundamentet, ellers en kolonne"}},
	{Form: Text{En: "s; wf", Da: "s; wf"},
		Does: Text{En: "several commands on one line", Da: "flere kommandoer på én linje"}},
}

// CardsHelp says how cards are typed.
var CardsHelp = Text{
	En: "Cards are rank then suit: A, 2–10, J, Q, K and S, H, D, C (or ♠ ♥ ♦ ♣): " +
		"qc is the queen of clubs, 10h the 10 of hearts. A card may also be typed by its " +
		"name, as the game writes it: queen of clubs c4.",
	Da: "Kort skrives med kulør og rang i vilkårlig rækkefølge: s spar, h hjerter, r ruder, " +
		"k klør; e es, 2–10, kn knægt, d dame, k konge (kd og dk er klør dame, h10 hjerter 10). " +
		"Et ord, der også er et træk, er trækket: ruder 2 skrives 2r (r2 er reserven på kolonne 2) " +
		"og spar 3 3s (s3 ligner tre tryk, som skrives s×3). Bordet viser D♣ for klør dame, Kn♥ for hjerter knægt. " +
		"Et kort kan også skrives med sit navn, som spillet skriver det: klør dame c4.",
}

// MoveWord is what help calls a move. It names no command, as the Danish
// "træk" also names the draw mode, but "hjælp træk" is help on moves, as
// "help move" is.
var MoveWord = Text{En: "move", Da: "træk"}

// The words of a command's argument, typed and offered by Tab: "verdict
// on", "vurdering til", "new winnable".
var (
	On       = Text{En: "on", Da: "til"}
	Off      = Text{En: "off", Da: "fra"}
	Winnable = Text{En: "winnable", Da: "vindbart"}
)

// Usage is what canfield -h says.
var Usage = Text{
	En: `usage: canfield [flags]

Play the patience game Canfield in the terminal. Type help in the game
to see how moves are written and what the commands do.

Flags:
  -code CODE   play the deal of a game code, such as CF1-D3-AAAAACL
  -draw N      turn N cards at a time from the stock: 1 or 3 (3 unless
               a code or -draw says otherwise)
  -lang LANG   the language of the game: en for English, da for Danish
  -resume      go on with the game you were playing when canfield last
               stopped
  -save        keep the game and the command history even when the
               commands come from a file or a pipe (else nothing is kept)
  -ascii       write only ASCII: suits as letters (QC), x for ×, ... for …
  -no-color    do not show red suits in red (NO_COLOR does the same)
  -screen      play on a screen of its own, with single keys: the board
               stays in place, and ? there lists the keys

The game is saved after every action in $CANFIELD_STATE_DIR, else in
$XDG_STATE_HOME/canfield, else in ~/.local/state/canfield, with your last
games, the settings and the command history.
`,
	Da: `brug: canfield [flag]

Spil kabalen Canfield i terminalen. Skriv hjælp i spillet for at se,
hvordan træk skrives, og hvad kommandoerne gør.

Flag:
  -code KODE   spil kortene fra en spilkode, som CF1-D3-AAAAACL
  -draw N      vend N kort ad gangen fra stokken: 1 eller 3 (3, hvis
               hverken en kode eller -draw siger andet)
  -lang SPROG  spillets sprog: en for engelsk, da for dansk
  -resume      spil videre på det spil, du spillede, da canfield sidst
               sluttede
  -save        gem spillet og kommandohistorikken, også når kommandoerne
               kommer fra en fil eller et rør (ellers gemmes intet da)
  -ascii       skriv kun ASCII: kulører som bogstaver (QC), x for ×, ... for …
  -no-color    vis ikke røde kulører med rødt (også NO_COLOR)
  -screen      spil på en skærm for sig, med enkelte taster: bordet
               bliver stående, og ? viser tasterne der

Spillet gemmes efter hver handling i $CANFIELD_STATE_DIR, ellers i
$XDG_STATE_HOME/canfield, ellers i ~/.local/state/canfield, sammen med
dine seneste spil, indstillingerne og historikken.
`,
}
