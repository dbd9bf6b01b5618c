// Widgets every game screen shares (dmc.js, drive.js, generic.js): the log of what
// happened and the row of plain move buttons. They live here, not in a game's screen,
// so no game screen imports another game's screen.

import { h } from "./dom.js";
import { describeMove, logLines } from "./words.js";
import { t } from "./i18n.js";

/** "What happened": the log in plain words, newest first (keyboard-scrollable). */
export function feed(game, events, limit = 30) {
  const items = logLines(events, game).slice(0, limit);
  return h("section.panel.feed-panel", { "aria-labelledby": "feed-title" },
    h("h2", { id: "feed-title" }, t("web.feed.title")),
    items.length ? h("ol.feed", { id: "feed", tabindex: 0, "aria-labelledby": "feed-title", reversed: true }, items.map((l) => h("li", {}, l.text)))
      : h("p.muted", {}, t("web.feed.empty")));
}

/** The row of plain move buttons (end turn, pass, skip, referee undo, ...), shared by
 *  every game screen: "Undo my last report" is the same red button everywhere;
 *  `primary` lists the move types to stress. */
export function moveRow(game, moves, ctx, primary = []) {
  return h("div.row", { id: "other-moves" }, moves.map((m) => h("button", {
    type: "button",
    class: m.type === "undo" ? "danger" : primary.includes(m.type) ? "primary" : "",
    onclick: () => ctx.send(m),
  }, describeMove(m, game))));
}
