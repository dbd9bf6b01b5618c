// Roadtrip's single-page app: the router. Each screen lives in screens/*.js;
// the game screens of each game in dmc.js and drive.js.

import { api } from "./api.js";
import { h, mount } from "./dom.js";
import { app, setConn, refusalBox } from "./screens/common.js";
import { home } from "./screens/home.js";
import { createScreen } from "./screens/create.js";
import { joinScreen } from "./screens/join.js";
import { gameScreen } from "./screens/game.js";
import { tableScreen } from "./screens/table.js";

let current = null; // the running screen's cleanup

function parseRoute() {
  // A join URL may arrive as ?join=CODE, /join/CODE or #/join/CODE.
  const q = new URLSearchParams(location.search);
  const code = q.get("join") || q.get("code") || (location.pathname.match(/\/join\/([^/]+)/) || [])[1];
  if (code) {
    history.replaceState(null, "", `/#/join/${encodeURIComponent(code)}`);
  }
  const parts = location.hash.replace(/^#\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  return parts;
}

async function route() {
  if (current) { current(); current = null; }
  setConn(true, "");
  document.querySelector("main").classList.remove("wide");
  const [page, a, b] = parseRoute();
  try {
    await api.load();
  } catch (e) {
    mount(app, h("h1", {}, "Roadtrip"), refusalBox(e), h("button.primary", { onclick: route }, "Try again"));
    return;
  }
  if (!page) return home();
  if (page === "new") return createScreen(route);
  if (page === "join") return joinScreen(a || "", b);
  if (page === "seat" && a) return joinScreen("", a);
  if (page === "g" && a) { current = gameScreen(a, false); return undefined; }
  if (page === "t" && a) { current = tableScreen(a); return undefined; }
  return home();
}

window.addEventListener("hashchange", route);
if (document.readyState === "loading") window.addEventListener("DOMContentLoaded", route);
else route();
