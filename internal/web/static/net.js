// Talking to the server, and knowing when it cannot be reached: a request
// that gets no answer, or an event stream that breaks, marks the
// connection lost, and it is asked again every few seconds until it
// answers; any answer marks it back.
import { t } from "./i18n.js";

let lang = "en";
let online = true;
let probing = false;
const watchers = [];

export function setLanguage(l) {
  lang = l;
}

export function isOnline() {
  return online;
}

// onConnection calls fn(online) whenever the connection is lost or back.
export function onConnection(fn) {
  watchers.push(fn);
}

function setOnline(up) {
  if (online === up) return;
  online = up;
  for (const fn of watchers) fn(up);
  if (!up) probe();
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function reachable() {
  try {
    await fetch(`/api/view?lang=${lang}`, { cache: "no-store" });
    return true;
  } catch {
    return false;
  }
}

async function probe() {
  if (probing) return;
  probing = true;
  while (!online) {
    await sleep(2000);
    if (await reachable()) setOnline(true);
  }
  probing = false;
}

// streamBroke is told when the event stream fails: the server may be
// gone, or may only have ended the stream. It returns whether the server
// answers.
export async function streamBroke() {
  const up = await reachable();
  setOnline(up);
  return up;
}

// api sends a request: a body for a POST, in JSON with the page's
// language; a GET carries the language in its query. It returns whether
// it succeeded, its status (0 when the server could not be reached) and
// the JSON it answered.
export async function api(method, path, body) {
  const opts = { method, headers: {} };
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify({ lang, ...body });
  }
  const sep = path.includes("?") ? "&" : "?";
  let res;
  try {
    res = await fetch(method === "GET" ? `${path}${sep}lang=${lang}` : path, opts);
  } catch {
    setOnline(false);
    return { ok: false, status: 0, data: { message: t(lang, "Could not reach the server.") } };
  }
  setOnline(true);
  let data = null;
  try { data = await res.json(); } catch { data = { message: res.statusText }; }
  return { ok: res.ok, status: res.status, data };
}
