// The outbox on the screen: the reports waiting to be sent (tapped while the
// connection was down) and what became of each once it was sent: accepted,
// refused (the reason and the rule), or superseded (the game moved on before
// it arrived). It sits right under the top bar, outside the game screen, so no
// repaint of the game hides it, and sticks under the bar while the page
// scrolls. live.js keeps the reports and sends them; this draws them.

import { h, mount } from "./dom.js";
import { t } from "./i18n.js";
import { withSeatNames } from "./model.js";
import { describeMove } from "./words.js";

/** The outbox element (made once, under the top bar). */
function box() {
  let el = document.getElementById("outbox");
  const bar = document.querySelector(".topbar");
  if (!el) {
    el = h("section.outbox", { id: "outbox", hidden: true });
    if (bar) bar.after(el);
    else document.body.prepend(el);
    // the game's headline sticks under the bar and the outbox, never under them:
    // --head-top is where (style.css's sticky .status-line), kept as either changes size
    if (typeof ResizeObserver !== "undefined") {
      const seen = new ResizeObserver(() => place(el, document.querySelector(".topbar")));
      seen.observe(el);
      if (bar) seen.observe(bar);
    }
  }
  place(el, bar);
  return el;
}

/** Stick the outbox right under the top bar (however tall larger text or the connection
 * notice make it), and say in --head-top where the headline sticks below both. */
function place(el, bar) {
  const barHeight = bar ? Math.ceil(bar.getBoundingClientRect().height) : 48;
  el.style.top = `${barHeight + 4}px`;
  const head = el.hidden ? barHeight : barHeight + 4 + Math.ceil(el.getBoundingClientRect().height) + 4;
  document.documentElement.style.setProperty("--head-top", `${head}px`);
}

/** A move in the phone's words (the game names the seats and cards), or `fallback`. */
export function describe(move, game, fallback = "") {
  try {
    if (game) return describeMove(move, game);
  } catch {
    /* a view without what the words need: the words kept from the tap */
  }
  return fallback || String(move.type);
}

/** What the phone says of a resent report, by what became of it. */
const HEADLINE = { accepted: "web.outbox.accepted", refused: "web.outbox.refused", superseded: "web.outbox.superseded" };

/** A kept report ({move, label}) in the phone's words. */
const say = (entry, game) => describe(entry.move, game, entry.label);

/** The server's reason for refusing a resent report, seats named by their players. */
function reason(error, game) {
  const text = error.detail || error.title || error.message || "";
  return game ? withSeatNames(text, game) : text;
}

/**
 * Draw the outbox of the game on the screen.
 *
 * @param {object} o
 * @param {object|null} o.game the game as this phone sees it now
 * @param {{move: object, label?: string}[]} o.waiting reports kept until the connection returns, oldest first
 * @param {{id: string, kind: "accepted"|"refused"|"superseded", move: object, label?: string, error?: object}[]} o.outcomes
 *   what became of resent reports, until the player has read them
 * @param {(id: string) => void} o.dismiss called when the player has read outcome `id`
 */
export function drawOutbox({ game, waiting, outcomes, dismiss }) {
  const el = box();
  if (!waiting.length && !outcomes.length) {
    el.hidden = true;
    mount(el);
    return;
  }
  el.hidden = false;
  el.setAttribute("aria-label", t("web.outbox.label"));
  mount(el,
    waiting.length
      ? h("div.outbox-waiting", { id: "outbox-waiting", role: "status" },
        h("p", {}, h("strong", {}, t("web.outbox.waiting"))),
        h("ul", {}, waiting.map((m) => h("li", {}, say(m, game)))),
        h("p.small", {}, t("web.outbox.waiting_why")))
      : null,
    outcomes.map((o) => h(`div.outbox-outcome.${o.kind}`, {
      role: o.kind === "accepted" ? "status" : "alert", dataset: { outcome: o.kind },
    },
    h("p", {}, h("strong", {}, t(HEADLINE[o.kind], { move: say(o, game) }))),
    o.kind === "superseded" ? h("p.small", {}, t("web.outbox.superseded_why")) : null,
    o.kind === "refused" && o.error ? h("p.small", {}, reason(o.error, game)) : null,
    o.kind === "refused" && o.error && o.error.rule
      ? h("blockquote.small", { "aria-label": t("web.the_rule") }, o.error.rule) : null,
    h("button", { type: "button", class: "outbox-ok", onclick: () => dismiss(o.id) }, t("web.outbox.ok")))));
}

/** Take the outbox off the screen (the game it belonged to is no longer shown). */
export function clearOutbox() {
  const el = document.getElementById("outbox");
  if (el) {
    el.hidden = true;
    mount(el);
  }
}
