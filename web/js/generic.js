// The generic game screen: any game without a screen of its own (a game
// plug-in) is played here, from what the API says of it and nothing else —
// the view's public fields shown readably, the legal moves as buttons (labels
// from the moves and the catalogue's cards), the log. A game with a dedicated
// screen (dmc.js, drive.js) never comes here.

import { h, add, humanize } from "./dom.js";
import { feed } from "./widgets.js";
import { cardInfo, cardTitle, decisionText, isCard, seatName, viewOf } from "./model.js";
import { askWithin, describeMove, SEAT_FIELDS, SEATS_FIELDS } from "./words.js";
import { t, joinNames, own } from "./i18n.js";

// the view's fields the headline already says
const SAID = new Set(["decision"]);

/** A field's name in the game's own words (<game>.field.<name>), else made readable. */
const label = (game, key) => own(game.game, `field.${key}`) ?? humanize(key);

const scalar = (v) => v === null || typeof v !== "object";

/** A scalar of the view in words: seats by name, cards by title, yes/no as marks. */
function word(game, key, value) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? "✓" : "✗";
  if (typeof value === "number" && SEAT_FIELDS.has(key)) return seatName(game, value);
  if (typeof value === "string" && isCard(value)) return cardTitle(value);
  return String(value);
}

/** One value of the view as an element: a word, a list, a table of rows, or fields. */
function shown(game, key, value, me) {
  if (scalar(value)) return word(game, key, value);
  if (Array.isArray(value)) {
    if (!value.length) return "—";
    if (value.every(scalar)) {
      if (SEATS_FIELDS.has(key)) return joinNames(value.map((s) => seatName(game, s)));
      if (value.every((v) => typeof v === "string" && isCard(v))) {
        return h("ul.generic-cards", {}, value.map((c) => h("li.card", { title: cardInfo(c).text || null }, cardTitle(c))));
      }
      return value.map((v) => word(game, key, v)).join(", ");
    }
    if (value.every((v) => v && typeof v === "object" && !Array.isArray(v))) return rows(game, value, me);
    return value.map((v) => (scalar(v) ? word(game, key, v) : JSON.stringify(v))).join(", ");
  }
  return fields(game, value, me);
}

/** A list of objects (e.g. one per car or player) as a table, this phone's row marked. */
function rows(game, items, me) {
  const columns = [...new Set(items.flatMap((item) => Object.keys(item)))];
  return h("div.generic-rows", {}, h("table", {},
    h("thead", {}, h("tr", {}, columns.map((c) => h("th", { scope: "col" }, label(game, c))))),
    h("tbody", {}, items.map((item) => h("tr", { class: me !== null && me !== undefined && item.seat === me ? "mine" : "" },
      columns.map((c) => h("td", {}, item[c] === undefined ? "" : shown(game, c, item[c], me))))))));
}

/** An object's fields as a list of names and values. */
function fields(game, object, me) {
  const keys = Object.keys(object).filter((k) => !SAID.has(k));
  return h("dl.generic-fields", {}, keys.flatMap((k) => [
    h("dt", {}, isCard(k) ? cardTitle(k) : label(game, k)),
    h("dd", {}, shown(game, k, object[k], me)),
  ]));
}

/** What this phone is asked now, in the catalogue's words, or whose turn it is. */
function headline(game, me, table) {
  if (game.status === "finished") return t("web.end.title");
  const pending = game.pending || [];
  const kind = viewOf(game).decision;
  const ask = typeof kind === "string" ? decisionText(game, kind) : "";
  if (!table && pending.includes(me)) {
    return ask ? t("web.head.your_turn_ask", { ask: askWithin(ask) }) : t("web.head.your_turn");
  }
  if (!pending.length) return "";
  return t("web.head.turn_of", { who: joinNames(pending.map((s) => seatName(game, s))) });
}

/** The legal moves as buttons (what getLegalMoves lists for this phone's seat). */
function movesPanel(game, moves, ctx) {
  return h("section.panel", { "aria-labelledby": "moves-title", id: "moves" },
    h("h2", { id: "moves-title" }, t("web.generic.moves")),
    moves.length
      ? h("div.choice-grid", {}, moves.map((m) => h("button", {
        type: "button",
        class: m.type === "undo" ? "danger" : "primary",
        title: m.card !== undefined ? cardInfo(m.card).text || null : null,
        onclick: () => ctx.send(m),
      }, describeMove(m, game))))
      : h("p.muted", {}, t("web.generic.wait")));
}

/** Draw any game for a seat, the table, or the end summary (the dmc.js/drive.js contract). */
export function render(root, ctx) {
  const { game } = ctx;
  const me = ctx.table ? null : ctx.seat;
  const mine = me !== null && me !== undefined && (game.pending || []).includes(me);
  const head = ctx.summary ? "" : headline(game, me, ctx.table);
  add(root,
    head ? h("p.status-line", { class: mine ? "your-turn" : "", role: "status", id: "status", tabindex: -1 }, head) : null,
    h("section.panel", { "aria-labelledby": "view-title", id: "view" },
      h("h2", { id: "view-title" }, t("web.generic.table")),
      fields(game, viewOf(game) || {}, me),
      h("p.small.muted", {}, t("web.generic.note"))),
    !ctx.summary && !ctx.table && me !== null && me !== undefined ? movesPanel(game, ctx.moves || [], ctx) : null,
    feed(game, ctx.events || [], ctx.table ? 12 : 30));
}
