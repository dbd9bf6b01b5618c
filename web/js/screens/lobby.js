// The lobby: who has joined, the QR code and join code, bots for empty seats.

import { api } from "../api.js";
import { paths } from "../router.js";
import { h, mount, toast } from "../dom.js";
import { seatsOf, modeOf } from "../model.js";
import { explain, titleOf, serverInfo } from "./common.js";
import { notifyOffer, alertSetting } from "../device.js";
import { t } from "../i18n.js";
import { lookBackSlot } from "./end.js";

/**
 * The address phones open to join: this page's join screen, or the first Wi-Fi
 * address of the server when this page is on a loopback address.
 */
async function joinUrl(g) {
  const info = await serverInfo().catch(() => null);
  const base = info && info.loopback && info.lan_urls.length ? info.lan_urls[0].replace(/\/$/, "") : location.origin;
  return `${base}${paths.join(g.join_code)}`;
}

/**
 * This page is open at this computer's loopback address, which no other phone can open.
 * With a Wi-Fi address known, the QR code and Copy link already carry it (joinUrl,
 * getJoinQr): say that, and offer this lobby at the Wi-Fi addresses for another screen.
 * Without one, the join link does point at this computer only: say so, and how to fix it.
 */
function loopbackWarning(g) {
  const box = h("div", { id: "loopback" });
  serverInfo().then((info) => {
    if (!info.loopback) return;
    const here = new URL(info.join_base_url).host;
    const lans = info.lan_urls.map((u) => `${u.replace(/\/$/, "")}${paths.join(g.join_code)}`);
    mount(box, lans.length
      ? h("div.note", { role: "note", id: "loopback-warning" },
        h("h2", {}, t("web.lobby.loopback_here", { host: here })),
        h("p", {}, t("web.lobby.loopback_qr", { lan: new URL(info.lan_urls[0]).host })),
        h("p", {}, t("web.lobby.lan_here")),
        h("ul.lan", {}, lans.map((u) => h("li", {}, h("a", { href: u }, u)))))
      : h("div.warning", { role: "alert", id: "loopback-warning" },
        h("h2", {}, t("web.lobby.loopback")),
        h("p", {}, t("web.lobby.loopback_why", { host: here })),
        h("p", {}, t("web.lobby.no_lan"))));
  }).catch(() => null);
  return box;
}

/** The lobby of waiting game `g` for this phone (`ctx.seat`, host tokens in `host`, the seats it
 * holds `holds`, the form that adds a player without a phone `addHeld`). */
export function lobby(g, ctx, host, holds = [], addHeld = null) {
  const seats = seatsOf(g);
  const taken = seats.filter((s) => s.joined).length;
  const code = g.join_code;
  const qrSrc = api.has("getJoinQr") ? api.url("getJoinQr", { game_id: ctx.id }) : null;
  const me = ctx.seat;
  const wrap = h("section", { "aria-labelledby": "lobby-title" },
    h("h1", { id: "lobby-title" }, t("web.lobby.title")),
    h("p", {}, t("web.lobby.summary", { game: titleOf(g), mode: modeOf(g) === "referee" ? t("web.mode.referee") : t("web.mode.digital"), taken, seats: seats.length })),
    loopbackWarning(g),
    h("div.panel", {},
      h("h2", {}, t("web.lobby.scan")),
      qrSrc ? h("div.qr", {}, h("img", { src: qrSrc, alt: t("web.lobby.qr_alt", { code: code.split("").join(" ") }) })) : null,
      h("p.center", {}, t("web.lobby.or_type")),
      h("p.join-code.center", { "aria-label": t("web.lobby.code_label", { code: code.split("").join(" ") }), id: "join-code" }, code),
      h("div.row.center", {},
        navigator.share ? h("button", { type: "button", onclick: () => joinUrl(g).then((url) => navigator.share({ title: "Roadtrip", url })).catch(() => {}) }, t("web.lobby.share")) : null,
        h("button", { type: "button", onclick: () => joinUrl(g).then(copy) }, t("web.lobby.copy")))),
    h("h2", {}, t("web.lobby.seats")),
    h("ul.seats", { "aria-live": "polite", id: "seats" }, seats.map((s) => h("li", { class: `seat-${s.seat}` },
      h("span.dot", { "aria-hidden": "true" }),
      h("span.grow", {}, h("span.muted", {}, t("web.lobby.seat", { n: s.seat + 1 })), s.joined ? s.name : h("span.muted", {}, t("web.lobby.empty"))),
      s.bot ? h("span.badge", {}, t("web.lobby.bot")) : null,
      s.held ? h("span.badge.no-phone", {}, t("web.seats.no_phone")) : null,
      s.seat === me && !s.held ? h("span.badge.you", {}, t("web.lobby.you")) : null))),
    // a player without a phone (web/js/seats.js): the host adds them by name
    addHeld && host && host.host_token && api.has("addHeldSeat") && taken < seats.length ? addHeld(ctx, host) : null,
    me === null || me === undefined || holds.some((x) => x.seat === me && x.as !== null)
      ? h("p", {}, h("a.button.primary", { href: paths.seat(ctx.id) }, t("web.lobby.take_seat")))
      : h("p.muted", {}, t("web.lobby.starts")),
    me === null || me === undefined ? null : notifyOffer(),
    me === null || me === undefined ? null : alertSetting(),
    host && host.host_token && api.has("addBots") && taken < seats.length
      ? h("p", {}, h("button", { type: "button", id: "fill-bots", onclick: async (ev) => {
        ev.currentTarget.disabled = true;
        try {
          await api.call("addBots", { params: { game_id: ctx.id }, token: host.host_token, body: { seats: seats.filter((x) => !x.joined).map((x) => x.seat) } });
          ctx.refresh();
        } catch (e) { toast(explain(e)); ev.target.disabled = false; }
      } }, t("web.lobby.fill_bots"))) : null,
    h("p", {}, h("a.button", { href: paths.table(ctx.id) }, t("web.join.table_view"))),
    // a rematch: the evening so far
    lookBackSlot(g, ctx.id, null, "sessionPanel"));
  return wrap;
}

async function copy(text) {
  try { await navigator.clipboard.writeText(text); toast(t("web.lobby.copied")); } catch { toast(text, 8000); }
}
