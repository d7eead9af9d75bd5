// The keys of the game, anywhere on the page but in a text field or a
// dialog: u or Ctrl+Z undoes, h asks for a hint, d or space taps the stock,
// n opens New game, ? the keyboard panel; the arrow keys choose a card,
// and Enter (or a click) taps it, as a card is a button. Tab goes through
// the cards too, in the board's order.

// setupKeys listens for the keys and calls the actions: undo, hint, stock,
// newGame, panel (open or close the keyboard panel, or close it with
// false).
export function setupKeys(actions) {
  document.addEventListener("keydown", (ev) => {
    if (ev.defaultPrevented || ev.isComposing || ev.repeat && ev.key !== "ArrowLeft" && ev.key !== "ArrowRight" && ev.key !== "ArrowUp" && ev.key !== "ArrowDown") return;
    if (document.querySelector("dialog[open]")) return; // a dialog has its own keys
    const target = ev.target instanceof Element ? ev.target : document.body;
    // A text field takes its letters; one left with the focus in a dialog
    // just closed, out of sight, does not.
    const field = target.closest("textarea, select, [contenteditable], input:not([type=radio], [type=checkbox], [type=button], [type=submit], [type=file])");
    const typing = field !== null && field.checkVisibility();
    if (ev.key === "Escape" && target.closest("#keys-panel, body")) {
      actions.panel(false);
      return;
    }
    if (typing) return;
    const key = ev.key.length === 1 ? ev.key.toLowerCase() : ev.key;
    if ((ev.ctrlKey || ev.metaKey) && !ev.altKey && !ev.shiftKey && key === "z") {
      ev.preventDefault();
      actions.undo();
      return;
    }
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    switch (key) {
      case "u": actions.undo(); break;
      case "h": actions.hint(); break;
      case "d": actions.stock(); break;
      case "n": actions.newGame(); break;
      case "?": actions.panel(); break;
      case " ":
        // Space keeps its own meaning on the page's other buttons.
        if (target.closest("button, a, summary") && !target.closest("#board")) return;
        actions.stock();
        break;
      case "ArrowLeft": case "ArrowRight": case "ArrowUp": case "ArrowDown":
        choose(key.slice(5).toLowerCase(), target);
        break;
      default:
        return;
    }
    ev.preventDefault();
  });
}

// choose moves the focus from the card that has it to the nearest card in
// a direction, whatever the board's arrangement: first the board's first
// card.
function choose(dir, from) {
  const cards = [...document.querySelectorAll("#board button")].filter((b) => !b.disabled && b.tabIndex >= 0);
  if (!cards.length) return;
  if (!from.closest("#board button")) {
    cards[0].focus();
    return;
  }
  const a = from.getBoundingClientRect();
  const ax = a.left + a.width / 2, ay = a.top + Math.min(a.height / 2, 12);
  let best = null, bestScore = Infinity;
  for (const b of cards) {
    if (b === from) continue;
    const r = b.getBoundingClientRect();
    const bx = r.left + r.width / 2, by = r.top + Math.min(r.height / 2, 12);
    const along = { left: ax - bx, right: bx - ax, up: ay - by, down: by - ay }[dir];
    const across = dir === "left" || dir === "right" ? Math.abs(by - ay) : Math.abs(bx - ax);
    if (along < 1) continue;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = b;
    }
  }
  best?.focus();
}
