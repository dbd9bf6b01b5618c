// The home screen: new game, join, and the games this phone is in.

import { h, mount } from "../dom.js";
import { paths } from "../router.js";
import * as store from "../store.js";
import { app, focusTitle } from "./common.js";

/** Draw the home screen. */
export function home() {
  document.title = "Roadtrip";
  mount(app,
    h("h1", {}, "Roadtrip"),
    h("p", {}, "A referee and companion for ", h("strong", {}, "Driving Me Crazy!"), " and ", h("strong", {}, "Drive"), " (1960)."),
    h("div.big-buttons", {},
      h("a.button.primary", { href: paths.create() }, "New game"),
      h("a.button", { href: paths.join() }, "Join with a code")),
    h("p.muted.small", {}, "Play with the real cards and let every phone keep the score (referee mode), or play online and against bots (digital mode)."),
    store.recentGames().length ? h("section", { "aria-labelledby": "recent-title" },
      h("h2", { id: "recent-title" }, "Back to a game"),
      h("ul.seats", {}, store.recentGames().map((g) => h("li", {},
        h("a.button.grow", { href: paths.game(g.id) }, `${g.title || "Game"} · seat ${Number(g.seat) + 1}`))))) : null);
  focusTitle();
}
