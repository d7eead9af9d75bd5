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
  body.replaceChildren(table(L, t(L, "Draw 3"), data.draw3), table(L, t(L, "Draw 1"), data.draw1));
}

function table(L, caption, s = {}) {
  const tab = document.createElement("table");
  tab.createCaption().textContent = caption;
  const percent = new Intl.NumberFormat(L === "da" ? "da-DK" : "en", { style: "percent", maximumFractionDigits: 0 });
  const rows = [
    [t(L, "Played"), s.played ?? 0],
    [t(L, "Won"), s.won ?? 0],
    [t(L, "Win rate"), s.played ? percent.format(s.winRate ?? 0) : "—"],
    [t(L, "Current streak"), s.currentStreak ?? 0],
    [t(L, "Best streak"), s.bestStreak ?? 0],
    [t(L, "Best score"), s.played ? s.bestScore ?? 0 : "—"],
  ];
  for (const [name, value] of rows) {
    const tr = tab.insertRow();
    const th = document.createElement("th");
    th.scope = "row";
    th.textContent = name;
    tr.append(th);
    tr.insertCell().textContent = String(value);
  }
  return tab;
}
