// The end of a game: the winner, rematch, and the final state of the table.

import { api, ApiError } from "../api.js";
import { h, mount } from "../dom.js";
import { t, joinNames, maybe } from "../i18n.js";
import { describeMove, reasonText } from "../words.js";
import { go, paths } from "../router.js";
import * as store from "../store.js";
import { winnersOf, seatName, outcomeOf, modeOf, endedByHost } from "../model.js";
import { refusalBox, uiFor } from "./common.js";

/**
 * The winner line: who won and why. A game the host ended (`ended_by`, api/service/ended.py)
 * says so: before its end nobody won (reason `ended`); after it, the winners stay.
 */
export function winnerBanner(g) {
  const w = winnersOf(g);
  const o = outcomeOf(g);
  if (endedByHost(g) && (!o || o.reason === "ended")) {
    return h("div.winner", { role: "status", id: "winner", tabindex: -1 }, t("web.end.host_ended"));
  }
  const text = w.length ? t(w.length > 1 ? "web.end.won_many" : "web.end.won", { names: joinNames(w.map((s) => seatName(g, s))) }) : t("web.end.nobody");
  return h("div.winner", { role: "status", id: "winner", tabindex: -1 }, text, o ? h("div.small.muted", {}, reasonText(o.reason, g)) : null,
    endedByHost(g) ? h("div.small.muted", {}, t("web.end.host_closed")) : null);
}

/**
 * The standings: every player, winners first, then as the game ranks them (its screen's
 * `standings`, e.g. the longest road), a bot with its level.
 */
export function standingsOf(g) {
  const ui = uiFor(g);
  const ranked = ui.standings ? ui.standings(g) : g.players.map((p) => ({ seat: p.seat, score: "" }));
  const won = new Set(winnersOf(g));
  const rows = [...ranked.filter((r) => won.has(r.seat)), ...ranked.filter((r) => !won.has(r.seat))];
  const bot = (p) => (!p.bot ? null : p.level ? t("web.dmc.bot_level", { level: maybe(`web.create.level.${p.level}`, p.level) }) : t("web.lobby.bot"));
  return h("section.panel", { "aria-labelledby": "standings-title", id: "standings" },
    h("h2", { id: "standings-title" }, t("web.end.standings")),
    h("ol.standings", {}, rows.map((r) => {
      const p = g.players.find((x) => x.seat === r.seat) || {};
      return h("li", { class: `seat-${r.seat}` }, h("span.dot", { "aria-hidden": "true" }), h("span.grow", {}, seatName(g, r.seat)),
        bot(p) ? h("span.badge", {}, bot(p)) : null, r.score ? h("span.figure", {}, r.score) : null);
    })));
}

/** A slot filled once the look-back code (replay link, transcript, chart) has come. */
export function lookBackSlot(g, id, token, part = "lookBack") {
  const slot = h("div", { id: `${part}-slot` });
  import("/js/screens/replay.js").then((m) => m[part](g, id, token)).then((box) => mount(slot, box), () => null);
  return slot;
}

/** The end screen of finished game `g`. */
export function endScreen(g, ctx, host, snap) {
  const ui = uiFor(g);
  const summary = h("div");
  ui.render(summary, { ...ctx, game: g, moves: [], events: snap.events, error: null, mode: modeOf(g), summary: true });
  const error = h("div");
  const nextId = g.rematch;
  const hostToken = host && host.host_token;
  async function rematch(ev) {
    const button = ev.currentTarget;
    button.disabled = true;
    try {
      const r = await api.call("rematchGame", { params: { game_id: ctx.id }, token: hostToken });
      const d = r.data || {};
      const nid = d.id;
      store.setHost(nid, { host_token: d.host_token, join_code: d.join_code });
      await takeSeat(nid);
    } catch (e) {
      if (e instanceof ApiError && e.code === "rematch_exists" && e.problem.rematch) {
        await takeSeat(e.problem.rematch).catch((e2) => mount(error, refusalBox(e2)));
        return;
      }
      mount(error, refusalBox(e));
      button.disabled = false;
    }
  }
  async function takeSeat(nid) {
    const mine = store.getSeat(nid);
    if (!mine) {
      const nm = store.getName() || t("web.player_default");
      const j = await api.call("joinGame", { params: { game_id: nid }, body: { name: nm } });
      store.setSeat(nid, { seat: j.data.seat, token: j.data.token, name: nm });
    }
    go(paths.game(nid));
  }
  return h("section", { "aria-labelledby": "end-title" },
    h("h1", { id: "end-title" }, t(endedByHost(g) ? "web.end.ended_title" : "web.end.title")),
    winnerBanner(g),
    h("div.row.end-buttons", {},
      nextId ? h("button.primary", { type: "button", id: "join-rematch", onclick: (ev) => { ev.currentTarget.disabled = true; takeSeat(nextId).catch((e) => mount(error, refusalBox(e))); } }, t("web.end.join_rematch"))
        : hostToken && api.has("rematchGame") ? h("button.primary", { type: "button", id: "rematch", onclick: rematch }, t("web.end.rematch"))
          : h("p.muted", {}, t("web.end.host_rematch")),
      h("a.button", { href: paths.create() }, t("web.home.new_game")),
      h("a.button", { href: paths.home() }, t("web.home.title"))),
    error,
    standingsOf(g),
    undoOffer(g, ctx, snap),
    lookBackSlot(g, ctx.id, null, "sessionPanel"),
    lookBackSlot(g, ctx.id, store.getSeat(ctx.id) && store.getSeat(ctx.id).token),
    summary);
}

/** Referee mode: the report that ended the game can still be taken back (core/undo.py). */
function undoOffer(g, ctx, snap) {
  const undo = (snap.moves || []).find((m) => m.type === "undo");
  if (!undo || g.rematch || endedByHost(g)) return null;
  // a bot's report that ended the game is not offered: the bot would make it again
  const reporter = g.view ? g.view.undo : null;
  if ((g.players || []).some((p) => p.seat === reporter && p.bot)) return null;
  return h("div.row", { id: "undo-end" },
    h("button.danger", { type: "button", onclick: () => ctx.send(undo) }, describeMove(undo, g)));
}
