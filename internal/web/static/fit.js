// Fitting the board to the window: the play screen never scrolls. The
// cards take the largest size at which the board fits the room it has,
// and a column spreads its cards over the height it has, overlapping more
// as it grows. A covered card shows a strip of itself; its index, rank and
// suit, is sized to fit the strip whole, down to a smallest size; only
// when even that does not fit do the cards get smaller.

const fan = 0.32; // the waste's fan: the part of a card's width each fanned card shows
const aspect = 1.4; // a card's height by its width
const maxCard = 100; // px: a card's width on a large screen
const minStrip = 9; // px: the smallest index a covered card shows
const room = 10; // a column is given room for this many cards at least, so the cards keep their size in most games
const label = 20; // px under the reserve for its count

// The index's line box is one font size tall; inkRatio is where its
// glyphs end below the top of that box, per pixel of font size.
let inkRatio = 0;

function ink() {
  if (inkRatio) return inkRatio;
  inkRatio = 0.95;
  const probe = document.querySelector("#board .card .idx");
  const family = getComputedStyle(probe ?? document.body).fontFamily;
  const ctx = document.createElement("canvas").getContext("2d");
  if (!ctx) return inkRatio;
  ctx.font = `700 100px ${family}`;
  const m = ctx.measureText("10QJK♠♥♦♣");
  if (m.fontBoundingBoxAscent) {
    const baseline = 50 + (m.fontBoundingBoxAscent - m.fontBoundingBoxDescent) / 2;
    inkRatio = (baseline + Math.max(0, m.actualBoundingBoxDescent)) / 100;
  }
  return inkRatio;
}

const inset = 2; // px: a covered card's index from its top edge, as the style sheet has it: 1 px inside its 1 px border
const indexSize = (cw) => cw * 0.28;
// stripFor is the strip a covered card needs to show an index of font
// size f whole, with a little to spare.
const stripFor = (f) => inset + ink() * f + 0.25;

// fit sizes the board for a view: the card's width, the gap, and each
// column's step (how far down each card lies from the one under it) and
// strip index size.
export function fit(view) {
  const board = document.getElementById("board");
  const root = document.documentElement;
  if (!view || !board.clientWidth) return;
  const wide = getComputedStyle(root).getPropertyValue("--layout").trim() === "wide";
  const W = board.clientWidth, H = board.clientHeight;
  const gap = Math.round(Math.min(12, Math.max(4, W * 0.012)));
  const longest = Math.max(1, ...view.columns.map((c) => c.length));
  const n = Math.max(longest, room);
  const smallest = (cw) => Math.min(indexSize(cw), minStrip);

  let cw = wide ? (W - 7.6 * gap) / (1 + 2 * fan + 6) : (W - 5 * gap) / (6 + 2 * fan);
  cw = Math.floor(Math.min(cw, maxCard));
  for (; cw > 24; cw--) {
    const ch = cw * aspect;
    const column = ch + (n - 1) * stripFor(smallest(cw));
    const need = wide ? Math.max(column, 3 * ch + 2 * gap + label) : ch + gap + Math.max(column, ch + label);
    if (need <= H) break;
  }
  const ch = cw * aspect;
  root.style.setProperty("--cw", `${cw}px`);
  root.style.setProperty("--gap", `${gap}px`);

  const height = wide ? H : H - ch - gap;
  view.columns.forEach((cards, i) => {
    const el = document.getElementById(`p-c${i + 1}`);
    let step = ch * 0.25;
    if (cards.length > 1) step = Math.min(step, (height - ch - 1) / (cards.length - 1));
    const strip = Math.min(indexSize(cw), (step - inset - 0.25) / ink());
    el.style.setProperty("--step", `${step.toFixed(2)}px`);
    el.style.setProperty("--strip", `${Math.max(strip, 6).toFixed(2)}px`);
  });
}
