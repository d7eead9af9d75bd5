// The notice of a damaged save: the server tells it with every State until
// the player dismisses it, with the damaged game's record to download and,
// where its good part could be read, the game going on from there.
import { t } from "./i18n.js";

const $ = (id) => document.getElementById(id);

// showNotice shows the State's "damaged" notice d in language L, or
// hides the notice when d is absent.
export function showNotice(d, L) {
  const box = $("notice");
  if (!d) {
    box.hidden = true;
    return;
  }
  // Set only when it changes: an alert's text set again is said again.
  if ($("notice-text").textContent !== d.message) $("notice-text").textContent = d.message;
  const download = $("notice-download");
  download.hidden = !d.record;
  if (d.record) download.href = `${d.record}${d.record.includes("?") ? "&" : "?"}lang=${L}`;
  $("notice-dismiss").textContent = d.resumed ? t(L, "Play on") : t(L, "Dismiss");
  box.hidden = false;
}
