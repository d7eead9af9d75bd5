// The page's words in English and Danish, which the server writes into
// index.html from its catalog of player text: the page's own, and the
// names and letters of ranks and suits, with which it names and shows
// cards as the server's board in words does ("queen of clubs", "klør
// dame"). The server words the rest: refusals, what a move did, the board
// in words.
const words = JSON.parse(document.getElementById("text").textContent);

export const symbols = words.symbols;

// t returns the text of a key in a language, its placeholders ({n})
// filled in from args.
export function t(lang, key, args = {}) {
  const s = words[lang].text[key] ?? key;
  return s.replace(/\{(\w+)\}/g, (_, k) => String(args[k]));
}

// rankShown shows a rank written as the API writes it ("Q", "10"). A
// Danish card shows the letters a Dane types, as the Danish terminal
// does: E for es, Kn for knægt, D for dame.
export function rankShown(lang, rank) {
  return words[lang].rankLetters[rank] ?? rank;
}

// cardShown shows a card written as the API writes it: "QC" is "Q♣", in
// Danish "D♣". The server reads it so too, in the same language.
export function cardShown(lang, card) {
  return rankShown(lang, card.slice(0, -1)) + symbols[card.slice(-1)];
}

// cardName names a card written as the API writes it ("QC", "10H"), for
// the label of its button.
export function cardName(lang, card) {
  const w = words[lang], rank = card.slice(0, -1), suit = card.slice(-1);
  const names = { rank: w.ranks[rank] ?? rank, suit: w.suits[suit] };
  return w.card.replace(/\{(rank|suit)\}/g, (_, k) => names[k]);
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
