// The lobby: who has joined, the QR code and join code, bots for empty seats.

import { api } from "../api.js";
import { paths } from "../router.js";
import { h, mount, toast, humanize } from "../dom.js";
import { seatsOf, modeOf } from "../model.js";
import { explain, titleOf, serverInfo } from "./common.js";
import { notifyOffer } from "../device.js";

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
 * A join link to this computer's loopback address works on no other phone:
 * say so (the API says whether its join base is loopback), and offer the
 * same lobby at the LAN addresses the server reports.
 */
function loopbackWarning(g) {
  const box = h("div", { id: "loopback" });
  serverInfo().then((info) => {
    if (!info.loopback) return;
    mount(box, h("div.warning", { role: "alert", id: "loopback-warning" },
      h("h2", {}, "Phones at the table cannot open this link"),
      h("p", {}, `The join link and QR code point at ${new URL(info.join_base_url).host}, which means "this computer" only.`),
      info.lan_urls.length
        ? [h("p", {}, "Phones on the same Wi-Fi can open this address instead:"),
          h("ul.lan", {}, info.lan_urls.map((u) => h("li", {}, h("a", { href: `${u.replace(/\/$/, "")}${paths.join(g.join_code)}` }, `${u.replace(/\/$/, "")}${paths.join(g.join_code)}`))))]
        : h("p", {}, "Start the server on the Wi-Fi (the README's run command does) and open the address it prints.")));
  }).catch(() => null);
  return box;
}

/** The lobby of waiting game `g` for this phone (`ctx.seat`, host tokens in `host`). */
export function lobby(g, ctx, host) {
  const seats = seatsOf(g);
  const taken = seats.filter((s) => s.joined).length;
  const code = g.join_code;
  const qrSrc = api.has("getJoinQr") ? api.url("getJoinQr", { id: ctx.id }) : null;
  const me = ctx.seat;
  const wrap = h("section", { "aria-labelledby": "lobby-title" },
    h("h1", { id: "lobby-title" }, "Waiting for players"),
    h("p", {}, `${titleOf(g)} · ${humanize(modeOf(g))} mode · ${taken} of ${seats.length} seats taken`),
    loopbackWarning(g),
    h("div.panel", {},
      h("h2", {}, "Scan to join"),
      qrSrc ? h("div.qr", {}, h("img", { src: qrSrc, alt: `QR code to join this game. The join code is ${code.split("").join(" ")}` })) : null,
      h("p.center", {}, "or type the code"),
      h("p.join-code.center", { "aria-label": `Join code ${code.split("").join(" ")}`, id: "join-code" }, code),
      h("div.row.center", {},
        navigator.share ? h("button", { type: "button", onclick: () => joinUrl(g).then((url) => navigator.share({ title: "Roadtrip", url })).catch(() => {}) }, "Share link") : null,
        h("button", { type: "button", onclick: () => joinUrl(g).then(copy) }, "Copy link"))),
    h("h2", {}, "Seats"),
    h("ul.seats", { "aria-live": "polite", id: "seats" }, seats.map((s) => h("li", { class: `seat-${s.seat}` },
      h("span.dot", { "aria-hidden": "true" }),
      h("span.grow", {}, h("span.muted", {}, `Seat ${s.seat + 1}: `), s.joined ? s.name : h("span.muted", {}, "empty")),
      s.bot ? h("span.badge", {}, "bot") : null,
      s.seat === me ? h("span.badge.you", {}, "you") : null))),
    me === null || me === undefined
      ? h("p", {}, h("a.button.primary", { href: paths.seat(ctx.id) }, "Take a seat"))
      : h("p.muted", {}, "The game starts when every seat is taken."),
    me === null || me === undefined ? null : notifyOffer(),
    host && host.host_token && api.has("addBots") && taken < seats.length
      ? h("p", {}, h("button", { type: "button", id: "fill-bots", onclick: async (ev) => {
        ev.currentTarget.disabled = true;
        try {
          await api.call("addBots", { params: { id: ctx.id }, token: host.host_token, body: { seats: seats.filter((x) => !x.joined).map((x) => x.seat) } });
          ctx.refresh();
        } catch (e) { toast(explain(e)); ev.target.disabled = false; }
      } }, "Bots take the empty seats")) : null,
    h("p", {}, h("a.button", { href: paths.table(ctx.id) }, "Open the table view")));
  return wrap;
}

async function copy(text) {
  try { await navigator.clipboard.writeText(text); toast("Link copied"); } catch { toast(text, 8000); }
}
