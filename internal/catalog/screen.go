package catalog

// screen is what the terminal game's screen mode says besides what the
// line mode says (internal/repl, screen*.go): keyed by its English and
// formatted with fmt, as terminal.go is. The keys are the same in both
// languages, as the Danish board names the piles with the same letters.
var screen = []Text{
	// The first message, and what a half-typed move waits for.
	{En: "Canfield %s. A source then a destination moves: r then 2 puts the reserve's card on column 2. s draws, h gives a hint, ? lists the keys.",
		Da: "Canfield %s. Hvorfra og så hvortil flytter: r og så 2 lægger reservens kort på kolonne 2. s vender kort, h giver et tip, ? viser tasterne."},
	{En: "%s chosen: 1–4 puts it on a column, f on its foundation, Enter taps it, Esc cancels.",
		Da: "%s valgt: 1–4 lægger det på en kolonne, f på dets fundament, Enter trykker på det, Esc annullerer."},
	{En: "%s chosen: 1–4 puts it on a column, f on its foundation, + and - choose how many cards, Enter taps it, Esc cancels.",
		Da: "%s valgt: 1–4 lægger det på en kolonne, f på dets fundament, + og - vælger hvor mange kort, Enter trykker på det, Esc annullerer."},
	{En: "A foundation to take a card back from: 1–4 chooses which, Esc cancels.",
		Da: "Et fundament at tage et kort tilbage fra: 1–4 vælger hvilket, Esc annullerer."},
	{En: "%s is no key of the game screen: ? lists them.",
		Da: "%s er ingen tast på spilskærmen: ? viser dem."},
	{En: "h gives a hint; Enter then plays it.",
		Da: "h giver et tip; Enter spiller det så."},

	// The line at the bottom, the help and what lies over the board.
	{En: "? help  q quit",
		Da: "? hjælp  q afslut"},
	{En: "? help  q back to typing",
		Da: "? hjælp  q tilbage til at skrive"},
	{En: "Keys of the game screen",
		Da: "Spilskærmens taster"},
	{En: "Any key closes this help.",
		Da: "En vilkårlig tast lukker hjælpen."},
	{En: "Any key goes back to the board.",
		Da: "En vilkårlig tast går tilbage til bordet."},
	{En: "Space: more. Any other key: back to the board.",
		Da: "Mellemrum: mere. Anden tast: tilbage til bordet."},
	{En: "The window is %d×%d: the game screen needs %d×%d.",
		Da: "Vinduet er %d×%d: spilskærmen kræver %d×%d."},

	// Asking for the screen where there is none.
	{En: "The game screen needs a terminal.",
		Da: "Spilskærmen kræver en terminal."},
	{En: "This is the game screen already.",
		Da: "Dette er allerede spilskærmen."},
	{En: "canfield: -screen needs a terminal",
		Da: "canfield: -screen kræver en terminal"},
}

// ScreenKeys are the rows of the game screen's help, in its order: the
// keys, a tab, and what they do.
var ScreenKeys = []Text{
	{En: "r w 1–4\tmove from the reserve, the waste, a column",
		Da: "r w 1–4\tflyt fra reserven, kasseret-bunken, en kolonne"},
	{En: "f 1–4\ttake a card back from a foundation",
		Da: "f 1–4\ttag et kort tilbage fra et fundament"},
	{En: "then 1–4, f\tonto a column, or to its foundation",
		Da: "så 1–4, f\tpå en kolonne eller til dets fundament"},
	{En: "+ -\tmore or fewer cards of the column",
		Da: "+ -\tflere eller færre kort fra kolonnen"},
	{En: "Enter\ttap the source; else play the hint",
		Da: "Enter\ttryk på kilden; ellers spil tippet"},
	{En: "s, space\ttap the stock",
		Da: "s, mellemrum\ttryk på stokken"},
	{En: "h\ta hint, shown on the board",
		Da: "h\tet tip, vist på bordet"},
	{En: "u\tundo",
		Da: "u\tfortryd"},
	{En: "n\ta new game (u goes back to this one)",
		Da: "n\tet nyt spil (u går tilbage til dette)"},
	{En: ":\ta command: save <file>, load <file>, solve, help",
		Da: ":\ten kommando: gem <fil>, hent <fil>, løs, hjælp"},
	{En: "Esc\tcancel",
		Da: "Esc\tannullér"},
	{En: "Ctrl-L\tdraw the screen again",
		Da: "Ctrl-L\ttegn skærmen igen"},
	{En: "q\tleave; every action is saved",
		Da: "q\tforlad; hver handling er gemt"},
}
