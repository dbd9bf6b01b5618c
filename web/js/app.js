// Roadtrip's single-page app: draws the screen of the current address.
// Each screen lives in screens/*.js; the game screens in dmc.js and drive.js,
// and generic.js for any other game (screens/common.js loads the one a game needs
// when it opens); addresses in router.js. The server sends this module with all it
// imports in one answer (api/http/bundle.py).

import { api } from "./api.js";
import { installable } from "./device.js";
import * as i18n from "./i18n.js";
import { h, mount } from "./dom.js";
import * as router from "./router.js";
import { app, setConn, refusalBox } from "./screens/common.js";
import { home } from "./screens/home.js";
import { joinScreen } from "./screens/join.js";

let cleanup = null; // the running screen's cleanup

async function route() {
  if (cleanup) { cleanup(); cleanup = null; }
  setConn(true, "");
  document.querySelector("main").classList.remove("wide");
  document.body.classList.remove("table-view");
  const r = router.current();
  try {
    // the words and the API's operations at once: two round trips would be one too many
    await Promise.all([i18n.load(), api.load()]);
    i18n.picker(route);
  } catch (e) {
    mount(app, h("h1", {}, "Roadtrip"), refusalBox(e), h("button.primary", { onclick: route }, i18n.t("web.try_again")));
    return;
  }
  // a newer address was opened while the API description loaded
  if (router.current().screen !== r.screen) return;
  window.scrollTo(0, 0);
  if (r.screen === "create") {
    // the New game form is one tap from the first screen: its code comes with that tap,
    // which keeps the first load under its budget (tests/web/test_first_load.py)
    const screens = await import("/js/screens/create.js");
    if (router.current().screen !== r.screen) return undefined;
    return screens.createScreen(route);
  }
  if (r.screen === "join") return joinScreen(r.code, null);
  if (r.screen === "seat") return joinScreen("", r.id);
  if (r.screen === "claim") {
    // a hand-over link is rare: its screen's code comes when it opens
    const screens = await import("/js/screens/claim.js");
    if (router.current().screen !== r.screen) return undefined;
    return screens.claimScreen(r.id, r.seat);
  }
  if (r.screen === "game" || r.screen === "table") {
    // a game's screen (lobby, play, end) is not on the first screen: its code comes in one
    // answer when a game opens, so the home screen stays under its budget
    // (tests/web/test_first_load.py); the table view is the same screen, seatless
    const screens = await import("/js/screens/game.js");
    if (router.current().screen !== r.screen) return undefined;
    cleanup = screens.gameScreen(r.id, r.screen === "table");
    return undefined;
  }
  if (r.screen === "replay" || r.screen === "check") {
    // looking back is not on the first screen: its code comes when it opens
    const screens = await import("/js/screens/replay.js");
    if (router.current().screen !== r.screen) return undefined;
    cleanup = r.screen === "replay" ? screens.replayScreen(r.id) : screens.checkScreen();
    return undefined;
  }
  return home();
}

if (document.readyState === "loading") window.addEventListener("DOMContentLoaded", () => router.start(route));
else router.start(route);
installable(); // after the first paint: the shell then opens with no network
