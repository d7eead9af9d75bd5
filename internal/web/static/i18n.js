// The page's own words in English and Danish; the Danish in the words of
// the app's rules ("Nyt spil", "Træk 3", "3 kort", "Svær", "Dobbeltklik",
// "Fortryd"). The server words the rest: refusals, what a move did, the
// board in words.

const danish = {
  "Code": "Spilkode",
  "Copy": "Kopiér",
  "Copied.": "Kopieret.",
  "Undo": "Fortryd",
  "Hint": "Tip",
  "New game": "Nyt spil",
  "Settings": "Indstillinger",
  "Board": "Spillebræt",
  "Move": "Træk",
  "Play": "Spil",
  "cmd-help": "r\u00a0c2 · c2:2\u00a0c4 · w\u00a0f · s · kd\u00a0trykker · u\u00a0fortryd · h\u00a0tip",
  "The board in words": "Spillet i ord",
  "Draw": "Træk",
  "Draw 3": "Træk 3",
  "Draw 1": "Træk 1",
  "draw3-note": "3 kort, Svær",
  "draw1-note": "1 kort, Let",
  "Game code (optional)": "Spilkode (valgfri)",
  "new-note": "Uden kode: et tilfældigt spil, der kan vindes.",
  "Cancel": "Annuller",
  "Deal": "Giv kort",
  "Dealing…": "Giver kort …",
  "Language": "Sprog",
  "Double-click": "Dobbeltklik",
  "doubleclick-note": "Et tryk sender et kort til dets fundament, når det er muligt; ellers, med Dobbeltklik slået til, til en kolonne.",
  "Show whether the game can be won": "Vis, om spillet kan vindes",
  "Save the record": "Gem spilforløbet",
  "Load a record": "Hent et spilforløb",
  "Close": "Luk",
  "Stock": "Stok",
  "Waste": "Kasseret-bunke",
  "Reserve": "Reserve",
  "Foundation {n}": "Fundament {n}",
  "Column {n}": "Kolonne {n}",
  "{n} cards": "{n} kort",
  "1 card": "1 kort",
  "empty": "tom",
  "Tap to draw": "Tryk for at vende kort",
  "Tap to turn the waste over": "Tryk for at vende kasseret-bunken om",
  "start rank {r}": "startrang {r}",
  "Start rank {r}": "Startrang {r}",
  "Score {n}": "Point {n}",
  "Casino {n}": "Kasino {n}",
  "{n} dollars": "{n} dollars",
  "Winnable": "Kan vindes",
  "No longer winnable": "Kan ikke længere vindes",
  "No longer winnable — undo {n} to get back": "Kan ikke længere vindes — fortryd {n} for at komme tilbage",
  "Undo {n}": "Fortryd {n}",
  "Thinking…": "Tænker …",
  "Undecided: no verdict in time": "Uafgjort: ingen afgørelse i tide",
  "No verdict now: the server is busy": "Ingen afgørelse lige nu: serveren har travlt",
  "You won, with a score of {n}!": "Du vandt med {n} point!",
  "The connection to the server was lost: trying again…": "Forbindelsen til serveren blev afbrudt: prøver igen …",
  "Could not reach the server.": "Kunne ikke nå serveren.",
  "{card} from {pile}": "{card} fra {pile}",
  "the reserve": "reserven",
  "the waste": "kasseret-bunken",
  "foundation {n}": "fundament {n}",
  "column {n}": "kolonne {n}",
};

// The English of the keys that are not English text themselves. The
// help's items are joined by no-break spaces, so that none is split
// over two lines.
const english = {
  "cmd-help": "r\u00a0c2 · c2:2\u00a0c4 · w\u00a0f · s · qc\u00a0taps · u\u00a0undo · h\u00a0hint",
  "draw3-note": "3 cards, Hard",
  "draw1-note": "1 card, Easy",
  "new-note": "Without a code: a random deal that can be won.",
  "doubleclick-note": "A tap sends a card to its foundation when it can; otherwise, with Double-click on, to a column.",
};

// names of cards, for the labels of their buttons, as the board's
// description names them: "queen of clubs", "klør dame".
const ranks = {
  en: { A: "ace", J: "jack", Q: "queen", K: "king" },
  da: { A: "es", J: "knægt", Q: "dame", K: "konge" },
};
const suits = {
  en: { S: "spades", H: "hearts", D: "diamonds", C: "clubs" },
  da: { S: "spar", H: "hjerter", D: "ruder", C: "klør" },
};
export const symbols = { S: "♠", H: "♥", D: "♦", C: "♣" };

// The ranks as a card shows them. A Danish card shows the letters a Dane
// types, as the Danish terminal does: E for es, Kn for knægt, D for dame.
const rankLetters = {
  en: {},
  da: { A: "E", J: "Kn", Q: "D", K: "K" },
};

// rankShown shows a rank written as the API writes it ("Q", "10").
export function rankShown(lang, rank) {
  return rankLetters[lang][rank] ?? rank;
}

// cardShown shows a card written as the API writes it: "QC" is "Q♣", in
// Danish "D♣". The server reads it so too, in the same language.
export function cardShown(lang, card) {
  return rankShown(lang, card.slice(0, -1)) + symbols[card.slice(-1)];
}

export function t(lang, key, args = {}) {
  let s = english[key] ?? key;
  if (lang === "da" && key in danish) s = danish[key];
  return s.replace(/\{(\w+)\}/g, (_, k) => String(args[k]));
}

// cardName names a card written as the API writes it ("QC", "10H").
export function cardName(lang, card) {
  const rank = card.slice(0, -1), suit = card.slice(-1);
  const r = ranks[lang][rank] ?? rank;
  return lang === "da" ? `${suits.da[suit]} ${r}` : `${r} of ${suits.en[suit]}`;
}

export function count(lang, n) {
  return n === 1 ? t(lang, "1 card") : t(lang, "{n} cards", { n });
}

// pickLanguage is the player's choice, else the browser's first language
// that the page speaks.
export function pickLanguage() {
  const saved = localStorage.getItem("canfield.lang");
  if (saved === "da" || saved === "en") return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === "da" || base === "en") return base;
  }
  return "en";
}
