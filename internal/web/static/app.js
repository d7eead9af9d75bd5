// Canfield in the browser: the board drawn from the server's view, played
// by tapping, dragging, the keys or the library's notation. Every action
// goes to the JSON API; the server holds the game and answers with the
// board.
import { t, cardShown, pickLanguage, rankShown } from "./i18n.js";
import { startDrag, dragging } from "./drag.js";
import { draw } from "./board.js";
import { fit } from "./fit.js";
import { snapshot, play, celebrate } from "./motion.js";
import { setupKeys } from "./keys.js";
import { api, isOnline, onConnection, setLanguage, streamBroke } from "./net.js";
import { openStats } from "./stats.js";
import { showNotice } from "./notice.js";

const $ = (id) => document.getElementById(id);

const settings = {
  lang: pickLanguage(),
  doubleClick: localStorage.getItem("canfield.doubleClick") !== "0",
  showVerdict: localStorage.getItem("canfield.showVerdict") !== "0",
  // Hints see only the cards the player has seen, unless asked (R2.3).
  peek: localStorage.getItem("canfield.peek") === "1",
};
setLanguage(settings.lang);

let state = null; // the last State the server sent
let hint = null; // the hint shown, until the board changes
let wonShown = ""; // the board whose win was announced
let stream = null;

// Actions run one after another, each on the board the one before left.
let queue = Promise.resolve();
function act(fn) {
  queue = queue.then(fn).catch((err) => say(String(err), true));
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
const undo = () => act(() => (state?.view.undosLeft ? send("/api/undo", {}) : undefined));
const tapStock = () => {
  if (state && (state.view.stockCount > 0 || state.view.wasteCount > 0)) move("s");
};

async function askHint() {
  if (!state || state.view.won) return;
  const { ok, data } = await api("GET", settings.peek ? "/api/hint?peek=1" : "/api/hint");
  if (!ok) return say(data.message, true);
  if (data.revision !== state?.view.revision || data.epoch !== state?.epoch) return;
  hint = data;
  render(false);
  say(data.text);
}

// The event stream brings the verdict and what other tabs did; the server
// pings it every 15 s, so that a stream silent for 30 s has lost the
// server. A stream the server refused is not reopened by the browser: the
// page opens a new one once the server answers.
function openStream() {
  if (stream) stream.close();
  const es = new EventSource(`/api/events?lang=${settings.lang}&verdict=${settings.showVerdict ? 1 : 0}`);
  stream = es;
  let silence = 0;
  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(async () => {
      if (stream === es && (await streamBroke()) && stream === es) openStream();
    }, 30000);
  };
  heard();
  es.addEventListener("ping", heard);
  es.addEventListener("error", async () => {
    if (stream !== es || es.readyState === EventSource.OPEN) return;
    if ((await streamBroke()) && es.readyState === EventSource.CLOSED) {
      setTimeout(() => { if (stream === es) openStream(); }, 3000);
    }
  });
  es.addEventListener("state", (ev) => {
    heard();
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

// While the server cannot be reached the page says so in place of the
// verdict, which it can no longer vouch for; once it answers again, the
// game is fetched anew and the event stream opened again.
onConnection(async (up) => {
  renderVerdict();
  if (!up) {
    $("alert").textContent = t(settings.lang, "Connection lost: trying again…");
    return;
  }
  $("alert").textContent = "";
  if (!state) return start();
  const { ok, data } = await api("GET", "/api/view");
  if (ok) show(data, true);
  openStream();
});

async function start() {
  let { ok, status, data } = await api("GET", "/api/view");
  if (!ok && status === 404) {
    ({ ok, data } = await api("POST", "/api/new", { draw: "3" }));
  }
  if (ok) show(data);
  else say(data.message, true);
  openStream();
}

// ---- what the player sees ----

// show draws a State the server sent, unless the page shows a newer one
// already (the stream can be quicker than an action's answer); an
// action's answer says what it did, which a screen reader hears.
function show(st, fromStream = false) {
  const older = state && st.version < state.version;
  if (!older) {
    const sameGame = state && st.epoch === state.epoch;
    const changed = !state || st.view.revision !== state.view.revision || !sameGame;
    state = st;
    if (changed) hint = null;
    showNotice(st.damaged, settings.lang); // first: it takes room from the board
    render(sameGame && changed);
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
    const wait = celebrate();
    setTimeout(() => { if (!$("win-dialog").open) $("win-dialog").showModal(); }, wait);
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

// render draws the game; animate moves the cards that changed place from
// where they were.
function render(animate) {
  if (!state) return;
  if (dragging()) {
    renderLater = true;
    return;
  }
  renderLater = false;
  const before = animate ? snapshot() : null;
  // The board's buttons are made anew: keep the keyboard's place on the
  // card (wherever it went) or the control that had it.
  const had = document.activeElement;
  const focusCard = had?.dataset?.card, focusId = had?.id;
  const v = state.view, L = settings.lang;
  $("code").textContent = v.code || "—";
  $("copy").hidden = !v.code;
  $("score").textContent = t(L, "Score {n}", { n: v.score });
  $("net").textContent = t(L, "Casino {n}", { n: dollars(v.casinoNet) });
  $("start").textContent = v.startRank ? t(L, "Start rank {r}", { r: rankShown(L, v.startRank) }) : "";
  $("undos").textContent = v.undosLeft;
  $("undo").disabled = v.undosLeft === 0;
  $("hint").disabled = v.won;
  document.body.classList.toggle("won", v.won);
  $("board").dataset.revision = `${state.epoch}.${v.revision}`;
  draw(v, L, hint, { stock: () => move("s"), playable });
  renderVerdict();
  fit(v);
  play(before);
  if (focusCard || (focusId && had.closest("#board"))) {
    const el = focusCard ? document.querySelector(`#board [data-card="${focusCard}"]`) : $(focusId);
    (el ?? $("board").querySelector("button"))?.focus({ preventScroll: true });
  }
}

// playable lets a card be tapped (a click, a key) or dragged with the
// cards on it: n is how many cards a drag from it takes.
function playable(b, pile, n) {
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
    if (renderLater) render(false);
  },
};

function renderVerdict() {
  const p = $("verdict"), text = $("verdict-text"), btn = $("verdict-undo");
  const v = state?.verdict, L = settings.lang;
  btn.hidden = true;
  clearTimeout(thinkingTimer);
  if (!isOnline()) {
    p.hidden = false;
    p.dataset.state = "offline";
    text.textContent = t(L, "Connection lost: trying again…");
    return;
  }
  // The line keeps its place while it is shown, so the board never moves
  // under a finger when a verdict comes.
  p.hidden = !settings.showVerdict;
  p.dataset.state = state?.view.won ? "none" : v?.state ?? "none";
  switch (p.dataset.state) {
    // The verdict's search sees every card, and the line says so.
    case "winnable":
      text.textContent = t(L, "Winnable — knowing every card");
      break;
    case "thinking":
      // Most positions are decided in a blink: say so only if it lasts.
      text.textContent = "";
      thinkingTimer = setTimeout(() => {
        if (state?.verdict?.state === "thinking" && isOnline()) text.textContent = t(settings.lang, "Thinking…");
      }, 400);
      break;
    case "undecided": text.textContent = t(L, "Undecided: no verdict in time"); break;
    case "busy": text.textContent = t(L, "No verdict now: the server is busy"); break;
    case "lost":
      // The way back is the button, which keeps the line short enough
      // for one row on a desktop.
      text.textContent = t(L, "No longer winnable — knowing every card");
      if (v.undo > 0) {
        btn.textContent = t(L, "Undo {n}", { n: v.undo });
        btn.hidden = false;
        btn.dataset.n = v.undo;
      }
      // Said where a screen reader hears it, once a game: the move threw
      // it away, and how many undos get back.
      if (lostSaid !== String(state.epoch)) {
        lostSaid = String(state.epoch);
        $("alert").textContent = v.undo > 0 ? t(L, "No longer winnable, knowing every card — undo {n} to get back", { n: v.undo }) : text.textContent;
      }
      break;
    default: text.textContent = "";
  }
}
let lostSaid = ""; // the epoch whose loss was announced
let thinkingTimer = 0;

// ---- the page's own words ----

function translate() {
  const L = settings.lang;
  document.documentElement.lang = L;
  for (const el of document.querySelectorAll("[data-t]")) el.textContent = t(L, el.dataset.t);
  for (const id of ["undo", "hint", "new", "stats", "keys", "settings"]) {
    $(id).title = $(id).querySelector(".label").textContent;
  }
  $("copy").title = t(L, "Copy");
  $("lang").value = L;
  render(false);
}

// ---- controls ----

function openKeys(open = $("keys-panel").hidden) {
  $("keys-panel").hidden = !open;
  $("keys").setAttribute("aria-expanded", String(open));
  if (open) $("cmd-input").focus();
  else if (document.activeElement === document.body || $("keys-panel").contains(document.activeElement)) $("keys").focus();
}

function setup() {
  $("undo").addEventListener("click", undo);
  $("hint").addEventListener("click", () => act(askHint));
  $("new").addEventListener("click", openNewGame);
  $("stats").addEventListener("click", () => openStats(settings.lang));
  $("keys").addEventListener("click", () => openKeys());
  $("keys-close").addEventListener("click", () => openKeys(false));
  $("settings").addEventListener("click", () => $("settings-dialog").showModal());
  setupKeys({ undo, hint: () => act(askHint), stock: tapStock, newGame: openNewGame, panel: openKeys });
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
    setLanguage(settings.lang);
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
  $("peek").checked = settings.peek;
  $("peek").addEventListener("change", (ev) => {
    settings.peek = ev.target.checked;
    localStorage.setItem("canfield.peek", settings.peek ? "1" : "0");
    hint = null; // the hint shown was of the other kind
    render(false);
  });
  $("download").addEventListener("click", (ev) => {
    ev.preventDefault();
    download(`/api/record?lang=${settings.lang}`, () => $("settings-dialog").close());
  });
  $("notice-download").addEventListener("click", (ev) => {
    ev.preventDefault();
    download(ev.currentTarget.href);
  });
  $("notice-dismiss").addEventListener("click", () => act(() => send("/api/damaged/dismiss", {})));
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
  // The board's room changes with the window, and with what is shown
  // around it: a notice, the verdict's line.
  new ResizeObserver(() => {
    if (!dragging()) fit(state?.view);
  }).observe($("board"));
}

// download saves the text file at url, or says why it cannot, after
// failed() (closing the dialog the link was in).
async function download(url, failed = () => {}) {
  const res = await fetch(url).catch(() => null);
  if (!res?.ok) {
    const data = res ? await res.json().catch(() => ({ message: res.statusText })) : { message: t(settings.lang, "Could not reach the server.") };
    failed();
    say(data.message, true);
    return;
  }
  const a = document.createElement("a");
  a.href = URL.createObjectURL(await res.blob());
  a.download = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "canfield.txt";
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
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
