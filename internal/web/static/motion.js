// Cards move from where they were to where they go: the board is drawn
// anew after every action, and each card that changed place is played back
// from its old place to its new one (FLIP: first, last, invert, play),
// with the Web Animations API. Cards that come from the stock start there;
// cards that go back onto it fly there and vanish. Nothing moves for a
// player who asks the system for less motion.

const duration = 200; // ms
const easing = "cubic-bezier(.2, .7, .3, 1)";
const reduced = matchMedia("(prefers-reduced-motion: reduce)");

export function still() {
  return reduced.matches;
}

function rectOf(el) {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
}

// snapshot notes where every face-up card is before the board is drawn
// anew: a card being dragged is where the pointer left it.
export function snapshot() {
  if (still()) return null;
  const at = new Map(), waste = new Map();
  for (const el of document.querySelectorAll("#board [data-card]")) {
    at.set(el.dataset.card, rectOf(el));
    if (el.closest("#p-w")) waste.set(el.dataset.card, el);
  }
  for (const el of document.querySelectorAll(".float [data-card]")) at.set(el.dataset.card, rectOf(el));
  return { at, waste, stock: rectOf(document.getElementById("p-s")), stockCount: stockCount() };
}

function stockCount() {
  return Number(document.querySelector("#p-s .count-label")?.textContent || 0);
}

// play moves the cards of the board as drawn now from where the snapshot
// saw them.
export function play(before) {
  if (!before || still()) return;
  const shown = new Set();
  for (const el of document.querySelectorAll("#board [data-card]")) {
    const card = el.dataset.card;
    shown.add(card);
    let from = before.at.get(card);
    // A card new on the waste was turned from the stock.
    if (!from && el.closest("#p-w")) from = before.stock;
    if (!from) continue;
    const to = el.getBoundingClientRect();
    const dx = from.left - to.left, dy = from.top - to.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    el.classList.add("moving");
    const a = el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], { duration, easing });
    a.finished.then(() => el.classList.remove("moving"), () => el.classList.remove("moving"));
  }
  // Cards taken off the waste onto the stock: an undone draw, the waste
  // turned over.
  if (stockCount() <= before.stockCount) return;
  const stock = document.getElementById("p-s").getBoundingClientRect();
  for (const [card, old] of before.waste) {
    if (shown.has(card)) continue;
    const from = before.at.get(card);
    const ghost = old.cloneNode(true);
    ghost.classList.remove("hint", "strip");
    ghost.classList.add("ghost");
    Object.assign(ghost.style, { position: "fixed", left: `${from.left}px`, top: `${from.top}px`, width: `${from.width}px`, height: `${from.height}px`, zIndex: 6, pointerEvents: "none" });
    ghost.setAttribute("aria-hidden", "true");
    document.body.append(ghost);
    const a = ghost.animate([
      { transform: "none", opacity: 1 },
      { transform: `translate(${stock.left - from.left}px, ${stock.top - from.top}px)`, opacity: 0.4 },
    ], { duration, easing });
    a.finished.then(() => ghost.remove(), () => ghost.remove());
  }
}

// celebrate marks a win: the four kings of the foundations hop, and the
// suits burst over the page. It returns how long to wait before the win is
// told in a dialog, which would hide it: 0 for a player who asks for less
// motion, who sees none.
export function celebrate() {
  if (still()) return 0;
  document.querySelectorAll("#board .foundation .card[data-card]").forEach((el, i) => {
    el.animate([
      { transform: "none" },
      { transform: "translateY(-28%) scale(1.12)", offset: 0.4 },
      { transform: "none" },
    ], { duration: 600, delay: i * 120, easing: "ease-out" });
  });
  const burst = document.createElement("div");
  burst.className = "burst";
  burst.setAttribute("aria-hidden", "true");
  const suits = ["♠", "♥", "♦", "♣"];
  const cx = innerWidth / 2, cy = innerHeight / 2;
  const all = [];
  for (let i = 0; i < 48; i++) {
    const s = document.createElement("span");
    s.textContent = suits[i % 4];
    s.className = i % 4 === 1 || i % 4 === 2 ? "r" : "k";
    s.style.left = `${cx}px`;
    s.style.top = `${cy}px`;
    burst.append(s);
    const angle = (i / 48) * 2 * Math.PI + (i % 3) * 0.2;
    const dist = Math.max(innerWidth, innerHeight) * (0.35 + ((i * 37) % 100) / 250);
    const dx = Math.cos(angle) * dist, dy = Math.sin(angle) * dist;
    all.push(s.animate([
      { transform: "translate(-50%, -50%) scale(.4)", opacity: 1 },
      { transform: `translate(calc(${dx * 0.7}px - 50%), calc(${dy * 0.7 - 60}px - 50%)) scale(1.3) rotate(${(i % 2 ? 1 : -1) * 160}deg)`, opacity: 1, offset: 0.6 },
      { transform: `translate(calc(${dx}px - 50%), calc(${dy + 120}px - 50%)) scale(1) rotate(${(i % 2 ? 1 : -1) * 300}deg)`, opacity: 0 },
    ], { duration: 1400 + (i % 5) * 120, delay: (i % 6) * 40, easing: "cubic-bezier(.15,.6,.4,1)", fill: "forwards" }).finished);
  }
  document.body.append(burst);
  Promise.allSettled(all).then(() => burst.remove());
  return 900;
}
