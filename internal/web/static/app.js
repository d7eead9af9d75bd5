// Canfield in the browser: the board drawn from the server's view, played
// by tapping, dragging or typing the library's notation. Every action goes
// to the JSON API; the server holds the game and answers with the board.
import { t, cardName, cardShown, count, pickLanguage, rankShown, symbols } from "./i18n.js";
import { startDrag, dragging } from "./drag.js";

const $ = (id) => document.getElementById(id);

const settings = {
  lang: pickLanguage(),
  doubleClick: localStorage.getItem("canfield.doubleClick") !== "0",
  showVerdict: localStorage.getItem("canfield.showVerdict") !== "0",
};

let state = null; // the last State the server sent
let hint = null; // the hint shown, until the board changes
let wonShown = ""; // the board whose win was announced
let stream = null;

// ---- talking to the server ----

async function api(method, path, body) {
  const opts = { method, headers: {} };
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify({ lang: settings.lang, ...body });
  }
  const sep = path.includes("?") ? "&" : "?";
  let res;
  try {
    res = await fetch(method === "GET" ? `${path}${sep}lang=${settings.lang}` : path, opts);
  } catch {
    return { ok: false, status: 0, data: { message: t(settings.lang, "Could not reach the server.") } };
  }
  let data = null;
  try { data = await res.json(); } catch { data = { message: res.statusText }; }
  return { ok: res.ok, status: res.status, data };
}

// Actions run one after another, each on the board the one before left.
let queue = Promise.resolve();
function act(fn) {
  queue = queue.then(fn).catch((err) => say(String(err)));
  return queue;
}

// send posts an action; it returns true if the server played it.
async function send(path, body) {
  const { ok, status, data } = await api("POST", path, { epoch: state?.epoch, revision: state?.view.revision, ...body });
  if (ok) {
    show(data);
    return true;
  }
  if (status === 409 && data.state) show(data.state);
  say(data.message, true);
  return false;
}

const move = (text) => act(() => send("/api/move", { move: text, doubleClick: settings.doubleClick }));
// A tap names its card as the card shows it, which the server reads in
// the page's language: "D♣" in Danish.
const tap = (card) => act(() => send("/api/tap", { card: cardShown(settings.lang, card), doubleClick: settings.doubleClick }));
const undo = () => act(() => send("/api/undo", {}));

async function askHint() {
  const { ok, data } = await api("GET", "/api/hint");
  if (!ok) return say(data.message, true);
  if (data.revision !== state?.view.revision || data.epoch !== state?.epoch) return;
  hint = data;
  render();
  say(data.text);
}

function openStream() {
  if (stream) stream.close();
  stream = new EventSource(`/api/events?lang=${settings.lang}&verdict=${settings.showVerdict ? 1 : 0}`);
  stream.addEventListener("state", (ev) => {
    const st = JSON.parse(ev.data);
    if (state && st.version <= state.version) return; // older than what is shown
    if (!state || st.epoch !== state.epoch || st.view.revision !== state.view.revision) {
      show(st, true);
    } else {
      state.version = st.version;
      state.verdict = st.verdict;
      renderVerdict();
    }
  });
}

async function start() {
  let { ok, data } = await api("GET", "/api/view");
  if (!ok) {
    if (data.error === "damaged_save") say(data.message, true);
    ({ ok, data } = await api("POST", "/api/new", { draw: "3" }));
    if (!ok) return say(data.message, true);
  }
  show(data);
  openStream();
}

// ---- what the player sees ----

// show draws a State the server sent, unless the page shows a newer one
// already (the stream can be quicker than an action's answer); an
// action's answer still says what it did.
function show(st, fromStream = false) {
  const older = state && st.version < state.version;
  if (!older) {
    const changed = !state || st.view.revision !== state.view.revision || st.epoch !== state.epoch;
    state = st;
    if (changed) hint = null;
    render();
    $("live").textContent = st.description;
  }
  if (fromStream) return;
  const words = [...(st.said ?? [])];
  if (st.warning) words.push(st.warning);
  if (words.length) say(words.join(" "), false, !!st.warning);
  if (st.view.won && st.played && wonShown !== `${st.epoch}.${st.view.revision}`) {
    wonShown = `${st.epoch}.${st.view.revision}`;
    $("win-title").textContent = t(settings.lang, "You won, with a score of {n}!", { n: st.view.score });
    $("win-net").textContent = t(settings.lang, "Casino {n}", { n: dollars(st.view.casinoNet) });
    $("win-dialog").showModal();
  }
}

function say(text, isError = false, warn = false) {
  const m = $("message");
  m.textContent = text ?? "";
  m.classList.toggle("error", !!(isError || warn));
}

function dollars(n) {
  const sign = n < 0 ? "−" : n > 0 ? "+" : "";
  return t(settings.lang, "dollars", { sign, n: Math.abs(n) });
}

let renderLater = false; // a change came during a drag

function render() {
  if (!state) return;
  if (dragging()) {
    renderLater = true;
    return;
  }
  renderLater = false;
  // The board's buttons are made anew: keep the keyboard's place on the
  // card (wherever it went) or the control that had it.
  const had = document.activeElement;
  const focusCard = had?.dataset?.card, focusId = had?.id;
  draw();
  if (focusCard || focusId) {
    const el = focusCard ? document.querySelector(`#board [data-card="${focusCard}"]`) : $(focusId);
    (el ?? $("board").querySelector("button"))?.focus({ preventScroll: true });
  }
}

function draw() {
  const v = state.view, L = settings.lang;
  $("code").textContent = v.code || "—";
  $("score").textContent = t(L, "Score {n}", { n: v.score });
  $("net").textContent = t(L, "Casino {n}", { n: dollars(v.casinoNet) });
  $("start").textContent = v.startRank ? t(L, "Start rank {r}", { r: rankShown(L, v.startRank) }) : "";
  $("undos").textContent = `(${v.undosLeft})`;
  $("undo").disabled = v.undosLeft === 0;
  $("hint").disabled = v.won;
  document.body.classList.toggle("won", v.won);
  $("board").dataset.revision = `${state.epoch}.${v.revision}`;

  renderStock(v);
  renderWaste(v);
  renderReserve(v);
  v.foundations.forEach((f, i) => renderFoundation(i, f, v));
  v.columns.forEach((c, i) => renderColumn(i, c));
  renderVerdict();
  fitColumns();
}

function cardEl(card, { label, playable = true } = {}) {
  const b = document.createElement("button");
  b.type = "button";
  const rank = card.slice(0, -1), suit = card.slice(-1);
  b.className = "card " + (suit === "H" || suit === "D" ? "red" : "black");
  b.dataset.card = card;
  b.setAttribute("aria-label", label ?? cardName(settings.lang, card));
  const idx = document.createElement("span");
  idx.className = "idx";
  const r = document.createElement("span"), s = document.createElement("span");
  r.textContent = rankShown(settings.lang, rank);
  if (r.textContent.length > 1) r.className = "wide";
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
  el.classList.remove("hint-to", "target");
  return el;
}

function label(el, text) {
  el.setAttribute("aria-label", text);
}

function renderStock(v) {
  const L = settings.lang, el = clear("p-s");
  label(el, `${t(L, "Stock")}: ${count(L, v.stockCount)}`);
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
  b.addEventListener("click", () => move("s"));
  const n = document.createElement("span");
  n.className = "count-label";
  n.textContent = v.stockCount || "";
  n.setAttribute("aria-hidden", "true");
  el.append(b, n);
}

function renderWaste(v) {
  const L = settings.lang, el = clear("p-w");
  label(el, `${t(L, "Waste")}: ${count(L, v.wasteCount)}`);
  if (v.wasteCount > v.wasteFan.length) {
    const under = document.createElement("div");
    under.className = "card under";
    el.append(under);
  }
  if (v.wasteCount === 0) el.append(slot());
  v.wasteFan.forEach((c, i) => {
    const top = i === v.wasteFan.length - 1;
    const b = cardEl(c, { playable: top, label: `${cardName(settings.lang, c)}, ${t(settings.lang, "Waste")}` });
    b.style.setProperty("--i", i);
    b.classList.add("fan");
    if (!top) b.classList.add("strip");
    if (top) makePlayable(b, "w", 1);
    if (top && hint && hint.from === "w") b.classList.add("hint");
    el.append(b);
  });
}

function renderReserve(v) {
  const L = settings.lang, el = clear("p-r");
  label(el, `${t(L, "Reserve")}: ${count(L, v.reserveCount)}`);
  if (v.reserveCount > 1) {
    const under = document.createElement("div");
    under.className = "card back under";
    el.append(under);
  }
  if (v.reserveTop) {
    const b = cardEl(v.reserveTop, { label: `${cardName(L, v.reserveTop)}, ${t(L, "Reserve")}` });
    makePlayable(b, "r", 1);
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

function renderFoundation(i, f, v) {
  const L = settings.lang, id = `f${i + 1}`, el = clear(`p-${id}`);
  const name = t(L, "Foundation {n}", { n: i + 1 });
  label(el, `${name}: ${f.count ? `${cardName(L, f.top)}, ${count(L, f.count)}` : t(L, "empty")}`);
  if (f.count === 0) {
    const s = slot();
    s.classList.add(f.suit === "H" || f.suit === "D" ? "red" : "black");
    s.textContent = rankShown(L, v.startRank) + symbols[f.suit];
    s.title = t(L, "start rank {r}", { r: rankShown(L, v.startRank) });
    el.append(s);
  } else {
    if (f.count > 1) {
      const under = document.createElement("div");
      under.className = "card under";
      el.append(under);
    }
    const b = cardEl(f.top, { label: `${cardName(L, f.top)}, ${name}` });
    makePlayable(b, id, 1);
    if (hint && hint.from === id) b.classList.add("hint");
    el.append(b);
  }
  if (hint && (hint.to === id || (hint.then && hint.then.endsWith(id)))) el.classList.add("hint-to");
}

function renderColumn(i, cards) {
  const L = settings.lang, id = `c${i + 1}`, el = clear(`p-${id}`);
  label(el, `${t(L, "Column {n}", { n: i + 1 })}: ${cards.length ? count(L, cards.length) : t(L, "empty")}`);
  if (cards.length === 0) el.append(slot());
  const where = t(L, "Column {n}", { n: i + 1 });
  cards.forEach((c, k) => {
    const b = cardEl(c, { label: `${cardName(L, c)}, ${where}` });
    b.style.setProperty("--k", k);
    makePlayable(b, id, cards.length - k);
    if (hint && hint.from === id && k >= cards.length - hint.count) b.classList.add("hint");
    el.append(b);
  });
  el.style.setProperty("--n", Math.max(cards.length, 1));
  if (hint && (hint.to === id || (hint.then && hint.then.endsWith(" " + id)))) el.classList.add("hint-to");
}

function slot() {
  const s = document.createElement("div");
  s.className = "slot";
  return s;
}

// makePlayable lets a card be tapped (a click, a key) or dragged with the
// cards on it: count is how many cards a drag from it takes.
function makePlayable(b, pile, n) {
  b.dataset.pile = pile;
  b.dataset.count = n;
  b.addEventListener("click", (ev) => {
    if (b.dataset.dragged) return;
    if (ev.detail > 1) return; // the second click of a double click: the first one tapped
    tap(b.dataset.card);
  });
  b.addEventListener("pointerdown", (ev) => startDrag(ev, b, dragHooks));
}

// The drag's questions to the board: where cards may go, and the move.
const dragHooks = {
  targets(from, n) {
    const out = new Set();
    for (const m of state.view.moves) {
      const [src, dst] = m.split(" ");
      const [p, k] = src.split(":");
      if (p === from && Number(k ?? 1) === n) out.add(dst);
    }
    return out;
  },
  async drop(from, n, to) {
    let text;
    if (from.startsWith("c")) text = to.startsWith("f") && n === 1 ? `${from} ${to}` : `${from}:${n} ${to}`;
    else text = `${from} ${to}`;
    let played = false;
    await act(async () => { played = await send("/api/move", { move: text }); });
    return played;
  },
  done() {
    if (renderLater) render();
  },
};

function renderVerdict() {
  const p = $("verdict"), text = $("verdict-text"), btn = $("verdict-undo");
  const v = state?.verdict, L = settings.lang;
  btn.hidden = true;
  // The line keeps its place while it is shown, so the board never moves
  // under a finger when a verdict comes.
  p.hidden = !settings.showVerdict;
  p.dataset.state = state?.view.won ? "none" : v?.state ?? "none";
  switch (p.dataset.state) {
    case "winnable":
      text.textContent = t(L, "Winnable");
      lostSaid = "";
      break;
    case "thinking":
      // Most positions are decided in a blink: say so only if it lasts.
      text.textContent = "";
      clearTimeout(thinkingTimer);
      thinkingTimer = setTimeout(() => {
        if (state?.verdict?.state === "thinking") text.textContent = t(settings.lang, "Thinking…");
      }, 400);
      break;
    case "undecided": text.textContent = t(L, "Undecided: no verdict in time"); break;
    case "busy": text.textContent = t(L, "No verdict now: the server is busy"); break;
    case "lost":
      if (v.undo > 0) {
        text.textContent = t(L, "No longer winnable — undo {n} to get back", { n: v.undo });
        btn.textContent = t(L, "Undo {n}", { n: v.undo });
        btn.hidden = false;
        btn.dataset.n = v.undo;
      } else {
        text.textContent = t(L, "No longer winnable");
      }
      // Said where a screen reader hears it, once until the game is
      // winnable again: the move threw it away.
      if (lostSaid !== String(state.epoch)) {
        lostSaid = String(state.epoch);
        $("alert").textContent = text.textContent;
      }
      break;
    default: text.textContent = "";
  }
}
let lostSaid = ""; // the epoch whose loss was announced
let thinkingTimer = 0;

// fitColumns spaces each column's cards so that the longest fits the
// window's height where it can.
function fitColumns() {
  const sample = document.querySelector("#board .card, #board .slot");
  const ch = sample ? sample.getBoundingClientRect().height : 0;
  for (let i = 1; i <= 4; i++) {
    const el = $(`p-c${i}`);
    const n = el.querySelectorAll(".card").length;
    const room = window.innerHeight - el.getBoundingClientRect().top + window.scrollY - 8 - ch;
    let step = ch * 0.27;
    if (n > 1) step = Math.max(ch * 0.17, Math.min(step, room / (n - 1)));
    el.style.setProperty("--step", `${step}px`);
  }
}

// ---- the page's own words ----

function translate() {
  const L = settings.lang;
  document.documentElement.lang = L;
  for (const el of document.querySelectorAll("[data-t]")) el.textContent = t(L, el.dataset.t);
  $("lang").value = L;
  render();
}

// ---- controls ----

function setup() {
  $("undo").addEventListener("click", undo);
  $("hint").addEventListener("click", () => act(askHint));
  $("new").addEventListener("click", openNewGame);
  $("settings").addEventListener("click", () => $("settings-dialog").showModal());
  $("verdict-undo").addEventListener("click", (ev) => {
    const n = Number(ev.currentTarget.dataset.n);
    for (let i = 0; i < n; i++) undo();
  });
  $("copy").addEventListener("click", async () => {
    const code = state?.view.code;
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      const r = document.createRange();
      r.selectNodeContents($("code"));
      getSelection().removeAllRanges();
      getSelection().addRange(r);
      document.execCommand("copy");
    }
    say(`${t(settings.lang, "Copied.")} ${code}`);
  });

  $("cmd").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const input = $("cmd-input"), text = input.value.trim();
    input.value = "";
    if (!text) return;
    const word = text.toLowerCase();
    if (word === "u" || word === "undo" || word === "fortryd") undo();
    else if (word === "h" || word === "hint" || word === "tip") act(askHint);
    else move(text);
  });

  $("lang").addEventListener("change", async (ev) => {
    settings.lang = ev.target.value;
    localStorage.setItem("canfield.lang", settings.lang);
    translate();
    const { ok, data } = await api("GET", "/api/view");
    if (ok) show(data, true);
    openStream();
  });
  $("doubleclick").checked = settings.doubleClick;
  $("doubleclick").addEventListener("change", (ev) => {
    settings.doubleClick = ev.target.checked;
    localStorage.setItem("canfield.doubleClick", settings.doubleClick ? "1" : "0");
  });
  $("show-verdict").checked = settings.showVerdict;
  $("show-verdict").addEventListener("change", (ev) => {
    settings.showVerdict = ev.target.checked;
    localStorage.setItem("canfield.showVerdict", settings.showVerdict ? "1" : "0");
    renderVerdict();
    openStream();
  });
  $("download").addEventListener("click", async (ev) => {
    ev.preventDefault();
    const res = await fetch(`/api/record?lang=${settings.lang}`);
    if (!res.ok) {
      const data = await res.json().catch(() => ({ message: res.statusText }));
      $("settings-dialog").close();
      say(data.message, true);
      return;
    }
    const a = document.createElement("a");
    a.href = URL.createObjectURL(await res.blob());
    a.download = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "canfield.txt";
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });
  $("upload").addEventListener("change", async (ev) => {
    const file = ev.target.files[0];
    ev.target.value = "";
    if (!file) return;
    const record = await file.text();
    $("settings-dialog").close();
    act(() => send("/api/load", { record }));
  });

  $("new-code").addEventListener("input", (ev) => {
    const m = /^\s*cf1-d([13])-/i.exec(ev.target.value);
    if (m) document.querySelector(`#new-form input[name=draw][value="${m[1]}"]`).checked = true;
  });
  $("new-form").addEventListener("submit", async (ev) => {
    if (ev.submitter?.value !== "deal") return;
    ev.preventDefault();
    const form = ev.target, deal = $("new-deal");
    const body = { draw: form.draw.value, code: form.code.value.trim() };
    deal.disabled = true;
    deal.textContent = t(settings.lang, "Dealing…");
    const { ok, data } = await api("POST", "/api/new", body);
    deal.disabled = false;
    deal.textContent = t(settings.lang, "Deal");
    if (!ok) {
      $("new-error").textContent = data.message;
      return;
    }
    $("new-dialog").close();
    const first = !state;
    show(data);
    if (first) openStream();
  });
  $("win-dialog").addEventListener("close", () => {
    if ($("win-dialog").returnValue === "new") openNewGame();
  });
  addEventListener("resize", fitColumns);
}

function openNewGame() {
  $("new-error").textContent = "";
  const mode = state?.view.draw === "D1" ? "1" : "3";
  document.querySelector(`#new-form input[name=draw][value="${mode}"]`).checked = true;
  $("new-code").value = "";
  $("new-dialog").showModal();
}

setup();
translate();
start();
