// The statistics dialog: the player's games by draw mode, as GET
// /api/stats counts them on the server, with the player's saves.
import { t } from "./i18n.js";
import { api } from "./net.js";

const $ = (id) => document.getElementById(id);

// openStats opens the dialog and fills it in language L.
export async function openStats(L) {
  const body = $("stats-body");
  body.replaceChildren(t(L, "Loading…"));
  $("stats-dialog").showModal();
  const { ok, data } = await api("GET", "/api/stats");
  if (!ok) {
    body.textContent = data.message;
    return;
  }
  body.replaceChildren(table(L, data));
}

// table shows the statistics with a column for each draw mode.
function table(L, data) {
  const tab = document.createElement("table");
  const percent = new Intl.NumberFormat(L === "da" ? "da-DK" : "en", { style: "percent", maximumFractionDigits: 0 });
  const modes = [data.draw3 ?? {}, data.draw1 ?? {}];
  const head = tab.createTHead().insertRow();
  head.append(document.createElement("td"));
  for (const name of [t(L, "Draw 3"), t(L, "Draw 1")]) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = name;
    head.append(th);
  }
  const body = tab.createTBody();
  const rows = [
    [t(L, "Played"), (s) => s.played ?? 0],
    [t(L, "Won"), (s) => s.won ?? 0],
    [t(L, "Win rate"), (s) => (s.played ? percent.format(s.winRate ?? 0) : "—")],
    [t(L, "Current streak"), (s) => s.currentStreak ?? 0],
    [t(L, "Best streak"), (s) => s.bestStreak ?? 0],
    [t(L, "Best score"), (s) => (s.played ? s.bestScore ?? 0 : "—")],
  ];
  for (const [name, value] of rows) {
    const tr = body.insertRow();
    const th = document.createElement("th");
    th.scope = "row";
    th.textContent = name;
    tr.append(th);
    for (const s of modes) tr.insertCell().textContent = String(value(s));
  }
  return tab;
}
