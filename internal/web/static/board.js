// Drawing the board from the server's view: every pile anew, each card a
// button named for a screen reader, the face-down ones counted, never
// named (R2.3).
import { t, cardName, count, rankShown, symbols } from "./i18n.js";

// draw draws the view v in language L; hint is the hint shown, if any; on
// has the board's actions: tap(card), stock(), and playable(button, pile,
// count), which makes a card playable by tap and drag.
export function draw(v, L, hint, on) {
  renderStock(v, L, hint, on);
  renderWaste(v, L, hint, on);
  renderReserve(v, L, hint, on);
  v.foundations.forEach((f, i) => renderFoundation(i, f, v, L, hint, on));
  v.columns.forEach((c, i) => renderColumn(i, c, L, hint, on));
}

const $ = (id) => document.getElementById(id);

function cardEl(card, L, { label, playable = true } = {}) {
  const b = document.createElement("button");
  b.type = "button";
  const rank = card.slice(0, -1), suit = card.slice(-1);
  b.className = "card " + (suit === "H" || suit === "D" ? "red" : "black");
  b.dataset.card = card;
  b.setAttribute("aria-label", label ?? cardName(L, card));
  const idx = document.createElement("span");
  idx.className = "idx";
  const r = document.createElement("span"), s = document.createElement("span");
  r.className = "r";
  r.textContent = rankShown(L, rank);
  if (r.textContent.length > 1) r.classList.add("wide");
  s.className = "s";
  s.textContent = symbols[suit];
  idx.append(r, s);
  const pip = document.createElement("span");
  pip.className = "pip";
  pip.textContent = symbols[suit];
  b.append(idx, pip);
  if (!playable) b.tabIndex = -1;
  return b;
}

function clear(id) {
  const el = $(id);
  el.replaceChildren();
  el.classList.remove("hint-to", "target", "over");
  return el;
}

function under(back) {
  const d = document.createElement("div");
  d.className = back ? "card back under" : "card under";
  return d;
}

function slot() {
  const s = document.createElement("div");
  s.className = "slot";
  return s;
}

function renderStock(v, L, hint, on) {
  const el = clear("p-s");
  el.setAttribute("aria-label", `${t(L, "Stock")}: ${count(L, v.stockCount)}`);
  const b = document.createElement("button");
  b.type = "button";
  b.id = "stock";
  if (v.stockCount > 0) {
    b.className = "card back";
    b.setAttribute("aria-label", `${t(L, "Stock")}, ${count(L, v.stockCount)}: ${t(L, "Tap to draw")}`);
  } else {
    b.className = "slot recycle";
    b.textContent = v.wasteCount > 0 ? "↻" : "";
    b.disabled = v.wasteCount === 0;
    b.setAttribute("aria-label", `${t(L, "Stock")}, ${t(L, "empty")}: ${t(L, "Tap to turn the waste over")}`);
  }
  if (hint && hint.from === "s") b.classList.add("hint");
  b.addEventListener("click", on.stock);
  const n = document.createElement("span");
  n.className = "count-label";
  n.textContent = v.stockCount || "";
  n.setAttribute("aria-hidden", "true");
  el.append(b, n);
}

function renderWaste(v, L, hint, on) {
  const el = clear("p-w");
  el.setAttribute("aria-label", `${t(L, "Waste")}: ${count(L, v.wasteCount)}`);
  if (v.wasteCount > v.wasteFan.length) el.append(under(false));
  if (v.wasteCount === 0) el.append(slot());
  v.wasteFan.forEach((c, i) => {
    const top = i === v.wasteFan.length - 1;
    const b = cardEl(c, L, { playable: top, label: `${cardName(L, c)}, ${t(L, "Waste")}` });
    b.style.setProperty("--i", i);
    b.classList.add("fan");
    if (!top) b.classList.add("strip");
    if (top) on.playable(b, "w", 1);
    if (top && hint && hint.from === "w") b.classList.add("hint");
    el.append(b);
  });
}

function renderReserve(v, L, hint, on) {
  const el = clear("p-r");
  el.setAttribute("aria-label", `${t(L, "Reserve")}: ${count(L, v.reserveCount)}`);
  if (v.reserveCount > 1) el.append(under(true));
  if (v.reserveTop) {
    const b = cardEl(v.reserveTop, L, { label: `${cardName(L, v.reserveTop)}, ${t(L, "Reserve")}` });
    on.playable(b, "r", 1);
    if (hint && hint.from === "r") b.classList.add("hint");
    el.append(b);
  } else {
    el.append(slot());
  }
  const n = document.createElement("span");
  n.className = "count-label";
  n.textContent = count(L, v.reserveCount);
  el.append(n);
  if (hint && hint.to === "r") el.classList.add("hint-to");
}

function renderFoundation(i, f, v, L, hint, on) {
  const id = `f${i + 1}`, el = clear(`p-${id}`);
  const name = t(L, "Foundation {n}", { n: i + 1 });
  el.setAttribute("aria-label", `${name}: ${f.count ? `${cardName(L, f.top)}, ${count(L, f.count)}` : t(L, "empty")}`);
  if (f.count === 0) {
    const s = slot();
    s.classList.add(f.suit === "H" || f.suit === "D" ? "red" : "black");
    s.textContent = rankShown(L, v.startRank) + symbols[f.suit];
    s.title = t(L, "start rank {r}", { r: rankShown(L, v.startRank) });
    el.append(s);
  } else {
    if (f.count > 1) el.append(under(false));
    const b = cardEl(f.top, L, { label: `${cardName(L, f.top)}, ${name}` });
    on.playable(b, id, 1);
    if (hint && hint.from === id) b.classList.add("hint");
    el.append(b);
  }
  if (hint && (hint.to === id || (hint.then && hint.then.endsWith(id)))) el.classList.add("hint-to");
}

function renderColumn(i, cards, L, hint, on) {
  const id = `c${i + 1}`, el = clear(`p-${id}`);
  const where = t(L, "Column {n}", { n: i + 1 });
  el.setAttribute("aria-label", `${where}: ${cards.length ? count(L, cards.length) : t(L, "empty")}`);
  if (cards.length === 0) el.append(slot());
  cards.forEach((c, k) => {
    const b = cardEl(c, L, { label: `${cardName(L, c)}, ${where}` });
    b.style.setProperty("--k", k);
    on.playable(b, id, cards.length - k);
    if (hint && hint.from === id && k >= cards.length - hint.count) b.classList.add("hint");
    el.append(b);
  });
  el.style.setProperty("--n", Math.max(cards.length, 1));
  if (hint && (hint.to === id || (hint.then && hint.then.endsWith(" " + id)))) el.classList.add("hint-to");
}
