// One phone, several seats (issue 38): the host's phone holds the seats of players
// without a phone (and, at a one-device table, every seat). The API acts for a held
// seat with the host's token and `as` (getGame, getLegalMoves, postMove, getLog,
// getEvents); this module says which seats this phone holds, which one it acts for
// now (the one whose decision is due), draws the bar of those seats, the hand-over
// link of a seat, and the cover a pass-and-play device shows between two players.

import { api } from "./api.js";
import { h, mount, toast } from "./dom.js";
import { t } from "./i18n.js";
import * as store from "./store.js";
import { explain } from "./screens/common.js";

/**
 * The seats this phone holds in game `g` (its document): its own seat (its seat token)
 * and, on the host's phone, every seat of a player without a phone (the host token and
 * `as`). [{seat, token, as}], by seat.
 */
export function holdingsOf(g, id) {
  const mine = store.getSeat(id);
  const host = store.getHost(id);
  const out = [];
  const own = store.ownHolding(mine);
  if (own) out.push(own);
  // seats this phone took by their hand-over links with its own seat's token
  for (const seat of (own && mine.also) || []) {
    if (!out.some((o) => o.seat === seat)) out.push({ seat, token: mine.token, as: seat });
  }
  if (host && host.host_token && g) {
    for (const p of g.players || []) {
      if (p.held && !out.some((o) => o.seat === p.seat)) out.push({ seat: p.seat, token: host.host_token, as: p.seat });
    }
  }
  return out.sort((a, b) => a.seat - b.seat);
}

/** Whether this phone holds more than its own seat (a bar of seats, `as` on requests). */
export const manySeats = (holdings) => holdings.some((x) => x.as !== null);

/**
 * The seat this phone should act for now: the one it acts for while its decision is
 * due; else the first held seat whose decision is due; else the one the player picked
 * (`picked`, until the game moves on), else the one it had, else its first seat.
 */
export function chooseSeat(g, holdings, acting, picked) {
  const active = g.status === "active";
  const pending = active ? g.pending || [] : [];
  const current = acting && holdings.find((x) => x.seat === acting.seat && x.token === acting.token) || null;
  if (picked && picked.version === g.version) {
    const chosen = holdings.find((x) => x.seat === picked.seat);
    if (chosen) return chosen;
  }
  if (current && pending.includes(current.seat)) return current;
  const due = holdings.find((x) => pending.includes(x.seat));
  if (due) return due;
  return current || holdings[0] || null;
}

const nameOf = (g, seat) => {
  const p = (g.players || []).find((x) => x.seat === seat);
  return (p && p.name) || t("web.player", { n: seat + 1 });
};

/**
 * The bar of the seats this phone holds: one button each (pressed: the seat it acts
 * for), marked when its decision is due or it may react; above it, whose decision is
 * due ("Grandpa's turn — report what Grandpa did").
 */
export function seatBar(g, holdings, acting, mayReact, pick) {
  const referee = g.mode === "referee";
  const pending = g.status === "active" ? g.pending || [] : [];
  const who = acting && typeof acting.seat === "number" ? nameOf(g, acting.seat) : null;
  const due = acting && pending.includes(acting.seat);
  // a card at the goal (Drive, referee) is no one's turn: the seats pending may still answer it
  const decision = g.view && g.view.decision;
  const answering = Boolean(decision && decision.kind === "finishing");
  const dueWords = answering ? "web.seats.answer" : "web.seats.turn";
  const line = who ? (due && referee ? t(dueWords, { name: who }) : t(referee ? "web.seats.acting" : "web.seats.playing", { name: who })) : null;
  return h("section.seat-bar", { "aria-label": t("web.seats.bar"), id: "seat-bar" },
    line ? h("p.acting-for", { id: "acting-for", class: due ? "due" : "" }, line) : null,
    h("div.row.seat-buttons", {}, holdings.map((x) => h("button", {
      type: "button", dataset: { seat: x.seat }, "aria-pressed": String(Boolean(acting && acting.seat === x.seat)),
      class: pending.includes(x.seat) ? "due" : "", onclick: () => pick(x),
    }, nameOf(g, x.seat),
    pending.includes(x.seat) ? h("span.badge", {}, t(answering ? "web.seats.may_answer" : "web.seats.due")) : null,
    !pending.includes(x.seat) && mayReact[x.seat] ? h("span.badge.react", {}, t("web.seats.may_react")) : null))));
}

/** Which held seats (other than the one acted for) may react now: {seat: true}. */
export async function reactingSeats(id, holdings, acting) {
  const out = {};
  await Promise.all(holdings.filter((x) => !acting || x.seat !== acting.seat).map(async (x) => {
    try {
      const r = await api.call("getLegalMoves", { params: { game_id: id }, query: x.as === null ? {} : { as: x.as }, token: x.token });
      const moves = (r.data && r.data.moves) || [];
      out[x.seat] = moves.some((m) => m.type === "react" && m.card !== "swerve"); // Swerve is no answer to a card
    } catch { /* a seat that went to another phone meanwhile: not this phone's */ }
  }));
  return out;
}

// the hand-over links made on this screen (game:seat -> answer): a repaint keeps them shown
const links = new Map();
let linksOpen = false; // the panel of links is open (kept across repaints)

/** Forget the link of a seat that went to another phone (it is used). */
export const linkUsed = (id, seat) => links.delete(`${id}:${seat}`);

/** The panel of the hand-over links of the seats this phone holds (a seat to another phone, or back). */
export function seatLinks(g, id, holds, mineLabel) {
  return h("details.seat-links", { id: "seat-links", open: linksOpen, ontoggle: (ev) => { linksOpen = ev.currentTarget.open; } },
    h("summary", {}, t("web.seats.bar")),
    holds.map((x) => handOverPanel(g, id, x, x.as === null ? mineLabel : null)));
}

/**
 * A hand-over link of `seat` (held with `token`, `as`): the QR code another phone scans
 * and the link; it works once.
 */
function handOverPanel(g, id, x, label) {
  const box = h("div.handover", { id: `handover-${x.seat}` });
  const name = nameOf(g, x.seat);
  const show = (d) => mount(box, h("div.panel", {},
    h("h3", {}, t("web.seats.link_title", { name })),
    h("div.qr", {}, h("img", { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(d.qr_svg)}`, alt: t("web.seats.qr_alt", { name }) })),
    h("p.small.muted", {}, t("web.seats.link_help")),
    h("p", {}, h("a", { href: d.url, id: `handover-link-${x.seat}`, rel: "noreferrer" }, d.url.replace(/#.*/, "#…"))),
    h("div.row", {}, h("button", { type: "button", onclick: () => copy(d.url) }, t("web.lobby.copy")))));
  const kept = links.get(`${id}:${x.seat}`);
  if (kept) { show(kept); return box; }
  mount(box, h("button", { type: "button", id: `hand-over-${x.seat}`, onclick: async (ev) => {
    ev.currentTarget.disabled = true;
    try {
      const r = await api.call("handOverSeat", { params: { game_id: id, seat: x.seat }, token: x.token });
      links.set(`${id}:${x.seat}`, r.data);
      linksOpen = true;
      show(r.data);
    } catch (e) { toast(explain(e)); ev.target.disabled = false; }
  } }, label || t("web.seats.hand_over", { name })));
  return box;
}

const heldDraft = new Map(); // game -> the name typed in "Add a player without a phone"

/**
 * The host adds a player without a phone: a name, and the seat is held by this phone
 * (addHeldSeat), which reports for them (web/js/seats.js).
 */
export function addHeld(ctx, host) {
  // the lobby repaints as players join: the name being typed survives it
  const input = h("input", { type: "text", id: "held-name", name: "held-name", maxlength: 40, autocomplete: "off", "aria-labelledby": "add-held-title", "aria-describedby": "held-help",
    value: heldDraft.get(ctx.id) || "", oninput: (ev) => heldDraft.set(ctx.id, ev.currentTarget.value) });
  const error = h("div");
  return h("form.panel", { id: "add-held", "aria-labelledby": "add-held-title", onsubmit: async (ev) => {
    ev.preventDefault();
    const name = input.value.trim();
    mount(error);
    if (!name) { mount(error, h("p.refusal", { role: "alert" }, t("web.join.name_needed"))); input.focus(); return; }
    const button = ev.currentTarget.querySelector("button");
    button.disabled = true;
    try {
      await api.call("addHeldSeat", { params: { game_id: ctx.id }, token: host.host_token, body: { name } });
      input.value = "";
      heldDraft.delete(ctx.id);
      ctx.refresh();
    } catch (e) { mount(error, h("p.refusal", { role: "alert" }, explain(e))); button.disabled = false; }
  } },
  h("h2", { id: "add-held-title" }, t("web.lobby.add_held")),
  h("p.small.muted", { id: "held-help" }, t("web.lobby.add_held_help")),
  h("div.row", {}, input,
    h("button", { type: "submit", id: "add-held-submit" }, t("web.lobby.add"))),
  error);
}

/**
 * A phone holding several seats: the sticky headline says whose decision it is, never a
 * bare "Your turn" ("Grandpa's turn — report what Grandpa did"; else "Grandpa · ...").
 */
export function nameTheSeat(body, g, acting) {
  const status = body.querySelector("#status");
  if (!status || !acting || typeof acting.seat !== "number") return;
  const p = (g.players || []).find((x) => x.seat === acting.seat);
  const name = (p && p.name) || t("web.player", { n: acting.seat + 1 });
  const decision = g.view && g.view.decision;
  if (status.classList.contains("your-turn") && g.mode === "referee" && decision && decision.kind === "turn") {
    status.textContent = t("web.seats.turn", { name });
    const line = body.querySelector("#acting-for"); // the headline says it now: not twice
    if (line) line.remove();
    return;
  }
  status.prepend(h("strong.acting-name", {}, `${name} · `));
}

async function copy(text) {
  try { await navigator.clipboard.writeText(text); toast(t("web.lobby.copied")); } catch { toast(text, 8000); }
}

/**
 * Pass and play: what the device shows between two players (no card of any hand),
 * until the next player taps.
 */
export function passCover(g, seat, reveal) {
  const name = nameOf(g, seat);
  return h("section.pass-cover", { "aria-labelledby": "pass-title", id: "pass-cover" },
    h("h1", { id: "pass-title", tabindex: -1 }, t("web.pass.hand_to", { name })),
    h("button.primary.big", { type: "button", id: "reveal", onclick: reveal }, t("web.pass.tap", { name })),
    h("p.small.muted", {}, t("web.pass.hidden")));
}
