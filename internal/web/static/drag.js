// Dragging cards with pointer events, so that a mouse, a pen and a finger
// all work. A press that moves less than a few pixels is a tap, left to
// the card's click. A drop on a pile asks the board to play the move; a
// refused one, or a drop elsewhere, springs back to where it came from.

import { still } from "./motion.js";

const threshold = 6; // pixels a press must move to become a drag

let active = 0; // presses under way: the board waits with redrawing

// dragging reports whether a card is held, dragged or about to be: a board
// drawn anew then would take the card from under the pointer.
export function dragging() {
  return active > 0;
}

export function startDrag(ev, card, hooks) {
  if (ev.button !== 0 || !ev.isPrimary) return;
  const pileEl = card.parentElement;
  const from = card.dataset.pile;
  const n = Number(card.dataset.count);
  const sx = ev.clientX, sy = ev.clientY;
  let drag = null;
  active++;

  const move = (e) => {
    const dx = e.clientX - sx, dy = e.clientY - sy;
    if (!drag) {
      if (Math.hypot(dx, dy) < threshold) return;
      drag = begin(card, pileEl, n, hooks.targets(from, n));
    }
    drag.float.style.transform = `translate(${dx}px, ${dy}px)`;
    highlight(drag, targetAt(drag));
  };
  let ended = false;
  const end = async (e) => {
    if (ended) return;
    ended = true;
    card.removeEventListener("pointermove", move);
    card.removeEventListener("pointerup", end);
    card.removeEventListener("pointercancel", end);
    card.removeEventListener("lostpointercapture", end);
    active--;
    if (drag) {
      card.dataset.dragged = "1"; // the click that follows is no tap
      setTimeout(() => delete card.dataset.dragged, 0);
      const to = e.type === "pointerup" ? targetAt(drag) : null;
      highlight(drag, null);
      for (const el of drag.targetEls) el.classList.remove("target");
      if (to && to !== from && (await hooks.drop(from, n, to))) {
        drag.float.remove();
      } else {
        springBack(drag);
      }
      hooks.done();
    } else {
      setTimeout(hooks.done, 0); // after the click that makes this press a tap
    }
  };
  card.setPointerCapture(ev.pointerId);
  card.addEventListener("pointermove", move);
  card.addEventListener("pointerup", end);
  card.addEventListener("pointercancel", end);
  card.addEventListener("lostpointercapture", end);
}

// begin lifts the card and the cards on it into a floating layer.
function begin(card, pileEl, n, targets) {
  const cards = [...pileEl.querySelectorAll(".card[data-card]")];
  const i = cards.indexOf(card);
  const moving = cards.slice(i, i + n);
  const float = document.createElement("div");
  float.className = "float";
  float.setAttribute("aria-hidden", "true");
  const r0 = moving[0].getBoundingClientRect();
  for (const c of moving) {
    const r = c.getBoundingClientRect();
    const clone = c.cloneNode(true);
    clone.classList.remove("hint");
    clone.style.cssText = `position:absolute;left:${r.left - r0.left}px;top:${r.top - r0.top}px;width:${r.width}px;height:${r.height}px`;
    float.append(clone);
    c.classList.add("lifted");
  }
  // A run from a squeezed column keeps its small indexes.
  float.style.setProperty("--strip", getComputedStyle(pileEl).getPropertyValue("--strip"));
  float.style.left = `${r0.left}px`;
  float.style.top = `${r0.top}px`;
  document.body.append(float);
  const targetEls = [];
  for (const id of targets) {
    const el = document.getElementById(`p-${id}`);
    if (el) {
      el.classList.add("target");
      targetEls.push(el);
    }
  }
  return { float, moving, targetEls, w: r0.width, h: r0.height, over: null };
}

// targetAt returns the pile under the dragged top card: the one its
// rectangle overlaps most, each column reaching down below its cards.
function targetAt(drag) {
  const fr = drag.float.getBoundingClientRect();
  const a = { left: fr.left, top: fr.top, right: fr.left + drag.w, bottom: fr.top + drag.h };
  let best = null, bestArea = 0;
  for (const el of document.querySelectorAll(".pile.foundation, .pile.column")) {
    const r = el.getBoundingClientRect();
    const bottom = el.classList.contains("column") ? Math.max(r.bottom, r.top + drag.h) + drag.h * 0.5 : r.bottom;
    const w = Math.min(a.right, r.right) - Math.max(a.left, r.left);
    const h = Math.min(a.bottom, bottom) - Math.max(a.top, r.top);
    if (w > 0 && h > 0 && w * h > bestArea) {
      bestArea = w * h;
      best = el.dataset.pile;
    }
  }
  return best;
}

function highlight(drag, pile) {
  if (drag.over === pile) return;
  if (drag.over) document.getElementById(`p-${drag.over}`)?.classList.remove("over");
  drag.over = pile;
  if (pile) document.getElementById(`p-${pile}`)?.classList.add("over");
}

function springBack(drag) {
  const f = drag.float;
  if (still()) {
    f.remove();
    for (const c of drag.moving) c.classList.remove("lifted");
    return;
  }
  f.classList.add("returning");
  f.style.transform = "translate(0px, 0px)";
  const done = () => {
    f.remove();
    for (const c of drag.moving) c.classList.remove("lifted");
  };
  f.addEventListener("transitionend", done, { once: true });
  setTimeout(done, 400); // in case no transition runs
}
