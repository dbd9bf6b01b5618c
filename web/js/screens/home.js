// The home screen: new game, join, and the games this phone is in.

import { h, mount } from "../dom.js";
import { t } from "../i18n.js";
import { paths } from "../router.js";
import * as store from "../store.js";
import { app, focusTitle } from "./common.js";

/** Draw the home screen. */
export function home() {
  document.title = "Roadtrip";
  mount(app,
    h("h1", {}, "Roadtrip"),
    h("p", {}, t("web.home.intro_a"), h("strong", {}, "Driving Me Crazy!"), t("web.home.intro_and"), h("strong", {}, "Drive"), " (1960)."),
    h("div.big-buttons", {},
      h("a.button.primary", { href: paths.create() }, t("web.home.new_game")),
      h("a.button", { href: paths.join() }, t("web.home.join"))),
    h("p.muted.small", {}, t("web.home.modes")),
    store.recentGames().length ? h("section", { "aria-labelledby": "recent-title" },
      h("h2", { id: "recent-title" }, t("web.home.back")),
      h("ul.seats", {}, store.recentGames().map((g) => h("li", {},
        h("a.button.grow", { href: paths.game(g.id) }, t("web.home.recent", { title: g.title || t("web.home.game"), seat: Number(g.seat) + 1 })))))) : null);
  focusTitle();
}
