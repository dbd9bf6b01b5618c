// Driving Me Crazy!: roads as progress bars, active effects, the hand as
// cards, legal moves as tap targets, referee reports, the event feed.

import { h, add, mount } from "./dom.js";
import { allCards, cardInfo, cardTitle, seatsOf, seatName, viewOf, modeOf, statusOf, decisionText, withSeatNames } from "./model.js";
import { askWithin, describeMove, optionText } from "./words.js";
import { feed, moveRow } from "./widgets.js";
import { t, tn, joinNames, maybe } from "./i18n.js";
import { api } from "./api.js";
import { getHost } from "./store.js";

/** The card ids of a Driving Me Crazy! game's deck: base cards plus those of its variants. */
function deckCards(game) {
  const variants = game.config.variants || [];
  return allCards()
    .filter((c) => c.base !== undefined && (c.variant ? variants.includes(c.variant) : c.base > 0))
    .map((c) => c.id);
}

let selected = null; // the card (id) whose actions are open, kept across repaints

/** The per-player rows of the view (its `seats`: seat, distance, effects, hand_count, ...). */
export function playersOf(game) {
  return viewOf(game).seats;
}

/** The goal distance in km, as the view says. */
export function goalOf(game) {
  return viewOf(game).goal;
}

function currentSeat(game) {
  return viewOf(game).turn;
}

// The view's own numbers: an effect's `turns_left` is how many of its
// player's turns it still lasts (the same number the log's Stoplight uses).
function effectLabel(e) {
  const info = cardInfo(e.card);
  // a turn tracker at 0 (a Stoplight whose skips are spent) is used up: it only waits to be
  // removed at the start of its player's next turn, it no longer acts
  const state = e.resolved ? t("web.dmc.resolved") : e.turns_left > 0 ? tn("web.dmc.turns_left", e.turns_left)
    : info.duration ? t("web.dmc.used_up") : t("web.dmc.in_play");
  return { text: `${info.title} · ${state}`, colour: info.colour };
}

// Soft hyphens so long card names break well on narrow cards, in every language
// ("-" marks where a word may break; browsers without hyphenation dictionaries
// would otherwise cut "Besserwisser" anywhere).
const SOFT = Object.fromEntries([
  "Round-about", "Stop-light", "Back-seat", "Short-cut", "Rear-view", "Motor-way", "Over-take",
  "Achteruit-kijk-spiegel", "achter-bank", "Snelweg-bord", "Rust-plaats", "Vracht-wagen", "Verkeers-drempels",
  "Aus-weichen", "Autobahn-schild", "Besser-wisser", "Boden-wellen", "Fahr-gemein-schaft", "Kreis-verkehr",
  "Maut-stelle", "Rast-stätte", "Rück-spiegel", "Stopp-schild",
  "Co-voiturage", "Dépasse-ment", "Ralentis-seurs", "Rétro-viseur",
].map((w) => [w.replace(/-/g, ""), w.replace(/-/g, "\u00AD")]));
const soft = (title) => String(title).replace(/\p{L}{8,}/gu, (w) => SOFT[w] || w);

function roadRow(game, p, ctx, turnSeat) {
  const goal = goalOf(game);
  const name = seatName(game, p.seat);
  const seatInfo = seatsOf(game).find((s) => s.seat === p.seat) || {};
  const pct = Math.max(0, Math.min(100, Math.round((p.distance / goal) * 100)));
  return h("li.road", { class: `seat-${p.seat}${p.seat === turnSeat ? " active" : ""}`, "aria-label": t("web.dmc.road_label", { name, km: p.distance, goal }) },
    h("div.road-head", {},
      h("span.dot", { "aria-hidden": "true" }),
      h("span.name", {}, name),
      seatInfo.bot ? h("span.badge", {}, botLabel(seatInfo)) : null,
      p.seat === ctx.seat ? h("span.badge.you", {}, t("web.lobby.you")) : null,
      p.seat === turnSeat ? h("span.badge.turn", {}, t("web.badge.turn")) : null,
      h("span", {}, `${p.distance} / ${goal} km`)),
    h("progress", { max: goal, value: p.distance, "aria-label": t("web.dmc.road_of", { name }), "aria-valuetext": t("web.dmc.road_value", { km: p.distance, goal, pct }) }),
    h("div.effects", {},
      p.effects.map((e) => { const l = effectLabel(e); return h("span.effect", { class: l.colour === "blue" ? "blue" : "" }, l.text); }),
      p.hand_count !== undefined ? h("span.small.muted", {}, t("web.dmc.in_hand", { n: p.hand_count })) : null,
      (Array.isArray(p.trailer) ? p.trailer : []).map((x) => h("span.effect.blue", {}, t("web.dmc.trailer", { option: optionText(x.option, "trailer"), left: tn("web.dmc.turns_left", x.turns_left) }))),
      p.hand_size !== undefined && p.hand_size !== 4 ? h("span.small.muted", {}, t("web.dmc.hand_size", { n: p.hand_size })) : null,
    ));
}

/** "bot · Hard": a bot seat says its level (the end screen and every road row). */
export function botLabel(player) {
  const level = player.level ? maybe(`web.create.level.${player.level}`, player.level) : "";
  return level ? t("web.dmc.bot_level", { level }) : t("web.lobby.bot");
}

/** The standings of a Driving Me Crazy! game: each seat's road, longest first. */
export function standings(game) {
  const goal = goalOf(game);
  return [...playersOf(game)].sort((a, b) => b.distance - a.distance)
    .map((p) => ({ seat: p.seat, score: `${p.distance} / ${goal} km` }));
}

// a card's kind on its face, by the catalogue's colour
const KIND = { distance: "web.dmc.kind.distance", red: "web.dmc.kind.red", blue: "web.dmc.kind.blue",
  reaction: "web.dmc.kind.reaction", sign: "web.dmc.kind.sign" };

function cardButton(card, opts = {}) {
  const info = cardInfo(card);
  const dist = info.colour === "distance";
  const kind = t(KIND[dist ? "distance" : info.colour] || "web.dmc.kind.card");
  return h("button.card", {
    type: "button",
    class: `${dist ? "distance" : info.colour || ""} ${opts.discardOnly ? "discard-only" : opts.playable ? "playable" : opts.playable === false ? "unplayable" : ""} ${opts.selected ? "selected" : ""}`,
    "aria-pressed": opts.selected ? "true" : "false",
    // the accessible name starts with the visible words (kind, title), then the hint
    "aria-label": `${kind} ${info.title}${opts.count > 1 || opts.countAlways ? t("web.dmc.copies", { n: opts.count }) : ""}${opts.discardOnly ? t("web.dmc.discard_only") : opts.playable ? t("web.dmc.playable") : ""}`,
    title: info.text || undefined,
    onclick: opts.onclick,
    dataset: { card: info.id },
  },
  h("span.kind", {}, kind),
  dist ? h("span.value", {}, info.title) : h("span", {}, soft(info.title)),
  opts.count > 1 || opts.countAlways ? h("span.small", {}, `×${opts.count}`) : h("span"));
}

const cardOf = (m) => m.card;

/** True when a legal move plays `card` (not only discards it). */
const canPlay = (byCard, card) => (byCard.get(card) || []).some((m) => m.type === "play");

/** The card's effect in the rulebook's words, as the catalogue gives it. */
function cardText(card) {
  const text = cardInfo(card).text;
  return text ? h("p.card-text", { id: "card-text" }, text) : null;
}

// Keyboard and screen-reader users land on the card's actions when they open,
// and back on the card when they close.
function focusSheet(root, card) {
  const first = root.querySelector("#action-sheet button");
  if (first && selected === card) first.focus();
  else focusCard(card);
}

function focusCard(card) {
  const el = document.querySelector(`.hand button.card[data-card="${CSS.escape(String(card))}"]`);
  if (el) el.focus();
}

/** The open reaction window of the view (Quick Reactions), or null. */
function windowOf(game) {
  const v = viewOf(game);
  const d = v.decision;
  return d && d.kind === "reaction_window" ? d : null;
}

function countdown(game, w, clockOffset = 0) {
  const count = h("span.countdown", { id: "countdown" });
  const deadline = w && w.deadline;
  const seconds = viewOf(game).reaction_seconds;
  // the deadline is wall-clock seconds (or ms) once the server stamps the window
  const end = typeof deadline === "number" && deadline > 1e9 ? (deadline > 1e12 ? deadline : deadline * 1000)
    : typeof deadline === "string" ? Date.parse(deadline) : null;
  if (!end) {
    count.textContent = seconds ? t("web.dmc.seconds_to_answer", { n: seconds }) : "";
    return count;
  }
  const tick = () => {
    if (!count.isConnected && count.dataset.started) return;
    count.dataset.started = "1";
    const left = Math.max(0, Math.ceil((end - (Date.now() + clockOffset)) / 1000));
    count.textContent = t("web.dmc.seconds_left", { n: left });
    count.setAttribute("aria-label", t("web.dmc.seconds_left_label", { n: left }));
    setTimeout(tick, 250);
  };
  tick();
  return count;
}

let confirming = null; // the reaction card waiting for "Yes, react"

// The per-phone setting "answer for me when I can't react" (default on), remembered on
// the device like the language: with it on, a phone whose hand holds no answer to the
// card is not asked; the game passes for it at the window's fixed pass moment.
const ANSWER_KEY = "roadtrip.answer_for_me";

/** Whether this phone lets the game answer "No reaction" for it when it cannot react. */
export function answerForMe() {
  try { return localStorage.getItem(ANSWER_KEY) !== "off"; } catch { return true; }
}

function setAnswerForMe(on) {
  try { localStorage.setItem(ANSWER_KEY, on ? "on" : "off"); } catch { /* private mode: this page only */ }
}

// The per-phone setting "ask me only about cards aimed at me or that would win" (default
// off; docs/rules/driving-me-crazy.md, "Ask me only about cards that concern me"): with it
// on, a card that neither targets this seat nor takes its player exactly to the goal is
// let go without asking. The phone sends "No reaction" at once; the game holds it, secret,
// until the window's fixed pass moment and makes it then, in seat order with the passes
// of every seat that cannot answer (core/dmc/reactions.py): the window opens and closes
// as it would had this seat held no answer, so its timing tells nobody what is held.
const ONLY_MINE_KEY = "roadtrip.ask_only_mine";

/** Whether this phone asks its player only about cards aimed at them or that would win. */
export function askOnlyMine() {
  try { return localStorage.getItem(ONLY_MINE_KEY) === "on"; } catch { return false; }
}

function setAskOnlyMine(on) {
  try { localStorage.setItem(ONLY_MINE_KEY, on ? "on" : "off"); } catch { /* private mode: this page only */ }
}

/**
 * Whether window `w`'s card concerns `seat`: it is aimed at that seat, or it is a distance
 * card that takes its player exactly to the goal (it would win).
 */
export function concerns(game, w, seat) {
  if (w.target === seat) return true;
  const km = cardInfo(w.card).distance;
  const player = playersOf(game).find((p) => p.seat === w.player);
  return typeof km === "number" && Boolean(player) && player.distance + km === goalOf(game);
}

let letGone = null; // the window this phone let go, so its "No reaction" is sent once

/** With "ask me only about…" on: send "No reaction" to a window that does not concern this seat. */
function letGo(game, moves, ctx) {
  const w = windowOf(game);
  const me = ctx.seat;
  if (!w || !askOnlyMine() || typeof me !== "number" || !w.seats.includes(me) || w.answered) return;
  if (concerns(game, w, me) || !(answersIn(moves || []).length > 0 || !answerForMe())) return;
  const pass = (moves || []).find((m) => m.type === "pass_reaction");
  const key = `${ctx.id}:${w.opened}:${w.player}:${w.card}`;
  if (!pass || letGone === key) return;
  letGone = key;
  ctx.send(pass);
}

/** The reactions that answer the window's card (Swerve answers nothing: it is played any time). */
const answersIn = (moves) => moves.filter((m) => m.type === "react" && m.card !== "swerve");

/**
 * Whether `seat` is asked now. In a reaction window: only a seat still waiting (its
 * "No reaction" not already given) that holds an answer, or whose setting is off.
 */
export function asks(game, moves, seat) {
  const w = windowOf(game);
  const pend = game.pending || [];
  if (!w) return pend.includes(seat);
  if (!w.seats.includes(seat) || w.answered) return false;
  if (askOnlyMine() && !concerns(game, w, seat)) return false; // let go (letGo)
  return answersIn(moves || []).length > 0 || !answerForMe();
}

/** Digital Quick Reactions: the setting, under the hand. */
function answerSetting(ctx) {
  const box = h("input", { type: "checkbox", id: "answer-for-me", checked: answerForMe(),
    onchange: (e) => { setAnswerForMe(e.target.checked); if (ctx.refresh) ctx.refresh(); } });
  const only = h("input", { type: "checkbox", id: "ask-only-mine", checked: askOnlyMine(),
    onchange: (e) => { setAskOnlyMine(e.target.checked); if (ctx.refresh) ctx.refresh(); } });
  return h("div.answer-setting", {},
    h("p.small", {}, h("label", { for: "answer-for-me" }, box, " ", t("web.dmc.answer_for_me"))),
    h("p.small", {}, h("label", { for: "ask-only-mine" }, only, " ", t("web.dmc.ask_only_mine"))));
}

/**
 * Quick Reactions: react to the card just played, or let it go; Swerve any
 * time. "No reaction" is the safe default (first, the main button); every
 * reaction says what it does (the catalogue's text) and asks once more,
 * since some move cards between hands.
 */
function reactionPrompt(game, moves, ctx) {
  const w = windowOf(game);
  const reacts = moves.filter((m) => m.type === "react");
  const pass = moves.filter((m) => m.type === "pass_reaction");
  if (!w && !reacts.length) return null;
  const repaintBox = () => { const old = document.getElementById("reaction"); if (old) old.replaceWith(reactionPrompt(game, moves, ctx)); };
  const reactButton = (m) => confirming === m.card
    ? h("div.confirm", { role: "group", "aria-labelledby": `confirm-${m.card}` },
      h("p", { id: `confirm-${m.card}` }, h("strong", {}, `${cardTitle(m.card)}: `), cardInfo(m.card).text || ""),
      h("div.row", {},
        h("button.danger", { type: "button", id: "confirm-react", onclick: () => { confirming = null; ctx.send(m); } }, t("web.dmc.confirm_react", { card: cardTitle(m.card) })),
        h("button", { type: "button", onclick: () => { confirming = null; repaintBox(); } }, t("web.cancel"))))
    : h("button", { type: "button", onclick: () => { confirming = m.card; repaintBox(); const b = document.getElementById("confirm-react"); if (b) b.focus(); } }, describeMove(m, game));
  if (!w) {
    // outside a window only Swerve can be played (not on your own turn); referee: a late
    // reaction, and to a card at the goal until the held end's deadline (the clock shows it)
    const held = viewOf(game).finishing;
    return h("section.panel", { "aria-labelledby": "swerve-title", id: "reaction" },
      h("h2", { id: "swerve-title" }, t("web.dmc.reaction"), held ? " " : null, held ? countdown(game, held, ctx.clockOffset || 0) : null),
      h("div.row", {}, reacts.map(reactButton)));
  }
  if (w.seats.includes(ctx.seat) && !asks(game, moves, ctx.seat)) {
    // not asked (no answer in hand and "answer for me" on, or "No reaction" given): no
    // prompt; Swerve, played any time, stays at hand as outside a window
    const swerves = w.answered ? [] : reacts.filter((m) => m.card === "swerve");
    return swerves.length ? h("section.panel", { "aria-labelledby": "swerve-title", id: "reaction" },
      h("h2", { id: "swerve-title" }, t("web.dmc.reaction")), h("div.row", {}, swerves.map(reactButton))) : null;
  }
  const mine = reacts.length > 0 || pass.length > 0;
  const who = w.player;
  return h("section.panel.action-sheet", { role: mine ? "group" : "status", "aria-labelledby": "react-title", id: "reaction" },
    h("h2", { id: "react-title" }, t(mine ? "web.dmc.react_q" : "web.dmc.waiting_reactions"), countdown(game, w, ctx.clockOffset || 0)),
    h("p", {}, w.target !== undefined && w.target !== null
      ? t("web.dmc.played_on", { who: seatName(game, who), card: cardTitle(w.card), target: seatName(game, w.target) })
      : t("web.dmc.played", { who: seatName(game, who), card: cardTitle(w.card) })),
    cardText(w.card),
    mine ? h("div.stack", {},
      pass.map((m) => h("button.primary.wide", { type: "button", id: "no-reaction", onclick: () => { confirming = null; ctx.send(m); } }, describeMove(m, game))),
      h("div.choice-grid", {}, reacts.map(reactButton))) : null);
}

/** Decisions of several picks in a row: the headline counts the picks still to make,
 * the last one too ("(1 to go)"); a one-card search says nothing of a count. */
const PICKS = new Set(["gps_take", "speed_camera_discard", "rearview_mirror_take"]);

/**
 * The headline: what this phone is asked now, in plain words, naming the
 * decision (a Toll booth victim is told who played it and how many cards to
 * discard); "Your turn" only when the turn is this player's.
 */
export function headline(game, me, referee, table = false, asked = true) {
  const v = viewOf(game);
  const d = v.decision;
  if (game.status === "finished" || !d) return game.status === "finished" ? t("web.end.title") : "";
  const name = (seat) => seatName(game, seat);
  if (d.kind === "reaction_window") {
    const on = d.target !== undefined && d.target !== null;
    const words = { name: name(d.player), card: cardTitle(d.card), target: on ? name(d.target) : "", seats: joinNames(d.seats.map(name)) };
    if (!table && d.seats.includes(me) && asked) {
      if (d.player === me) return t("web.head.react_yours", words);
      return t(!on ? "web.head.react" : d.target === me ? "web.head.react_on_you" : "web.head.react_on", words);
    }
    return t(on ? "web.head.waiting_react_on" : "web.head.waiting_react", words);
  }
  if (d.kind === "finishing") {
    // referee: the card that reached the goal may still be answered; any phone confirms the end
    const words = { name: name(d.player), card: cardTitle(d.card), ask: decisionText(game, d.kind) };
    return t(d.player === me && !table ? "web.head.finishing_you" : "web.head.finishing", words);
  }
  let ask = decisionText(game, d.kind);
  if (d.kind === "draw") ask = tn(referee ? "web.head.draw_report" : "web.head.draw", d.count);
  if (d.kind === "toll_booth_discard") ask = tn("web.head.toll", d.remaining);
  if (d.kind === "gained_card_play") ask = t("web.head.gained", { card: cardTitle(d.card) });
  if (PICKS.has(d.kind) && d.remaining >= 1) ask = t("web.head.to_go", { ask, n: d.remaining });
  const lower = askWithin(ask);
  if (table) {
    // the shared screen says whose decision it is and what is asked, of them ("Ann draws
    // the cards asked: up to 4 in hand", never "your hand")
    const who = name(d.seat);
    // (the kinds the headline words itself, with their counts, stay as they were)
    if (OTHERS[d.kind] && !["turn", "pass", "draw", "toll_booth_discard", "gained_card_play"].includes(d.kind)) return t(OTHERS[d.kind], { who });
    if (d.kind === "turn" || d.kind === "pass") return lower ? t("web.head.turn_of_ask", { who, ask: lower }) : t("web.head.turn_of", { who });
    return lower ? t("web.head.who_ask", { who, ask: lower }) : who;
  }
  if (d.seat !== me) {
    const who = name(d.seat);
    if (d.kind === "turn" || d.kind === "pass") return t("web.head.turn_of", { who });
    if (d.kind === "toll_booth_discard") return v.turn === me ? t("web.head.waiting_toll_you", { who }) : t("web.head.waiting_toll", { who, from: name(v.turn) });
    return t("web.head.waiting", { who });
  }
  if (d.kind === "toll_booth_discard") return v.turn === me ? t("web.head.toll_you", { ask }) : t("web.head.toll", { who: name(v.turn), ask });
  if (d.kind === "gained_card_play") return t("web.head.backseat", { ask });
  if (v.turn !== me) return ask;
  if (d.kind === "turn") return t(referee ? "web.head.your_turn_report" : "web.head.your_turn_play");
  return t("web.head.your_turn_ask", { ask: lower });
}

/** Signs of Madness: the sign on top of the sign pile rules the whole table. */
function signInForce(game) {
  const v = viewOf(game);
  const sign = v.sign_in_force;
  if (!sign) return null;
  const text = cardInfo(sign).text;
  return h("p.sign-in-force", { role: "status", id: "sign" }, t("web.dmc.sign_in_force"), h("strong", {}, cardTitle(sign)),
    text ? ` — ${text}` : "");
}

/** Render the Driving Me Crazy! screen for a seat, the table, or the end summary. */
export function render(root, ctx) {
  const { game, moves } = ctx;
  const v = viewOf(game);
  const players = playersOf(game);
  // a summary has no turn, nor a game that is over (one its host ended keeps its view as it was)
  const turnSeat = ctx.summary || statusOf(game) === "finished" ? null : currentSeat(game);
  const referee = modeOf(game) === "referee";
  const mine = ctx.seat;
  const pend = game.pending;
  // this phone has a decision to make (Swerve alone, playable any time, is not one)
  const myTurn = mine !== null && mine !== undefined && pend.includes(mine) && asks(game, moves, mine);
  const head = ctx.summary ? null : headline(game, mine, referee, ctx.table, asks(game, moves, mine));
  // referee: the card that reached the goal waits for the table, one panel on every screen
  const finishing = referee && !ctx.summary ? finishingPanel(game, moves, ctx) : null;

  const deckInfo = [v.deck_count, v.discard.length];
  add(root,
    head ? h("p.status-line", { class: myTurn ? "your-turn" : "", role: "status", id: "status", tabindex: -1 }, head) : null,
    signInForce(game),
    // referee mode has no open windows: its reactions are the finishing panel's and the dock's
    // (the table view shows the finishing panel beside the roads, over the feed: every
    // road stays on the one screen)
    referee ? null : reactionPrompt(game, moves, ctx));
  const roads = h("section", { "aria-labelledby": "roads-title" },
    h("h2", { id: "roads-title", class: ctx.table ? "" : "sr-only" }, t("web.dmc.roads")),
    h("ul.roads", { class: players.length > 4 && !ctx.table ? "compact" : "" }, players.map((p) => roadRow(game, p, ctx, turnSeat))),
    typeof deckInfo[0] === "number" ? h("p.small.muted", {}, typeof deckInfo[1] === "number"
      ? t("web.dmc.piles", { n: deckInfo[0], d: deckInfo[1] }) : t("web.dmc.draw_pile", { n: deckInfo[0] })) : null);
  const events = feed(game, ctx.events || [], 30);
  if (ctx.table) {
    // a tablet: roads and the feed side by side when there is room
    add(root, h("div.table-grid", {}, roads, finishing ? h("div.table-side", {}, finishing, events) : events),
      h("p.small.muted.table-note", {}, t("web.dmc.table_note")));
    return;
  }
  if (ctx.summary) { add(root, roads, events); return; }
  if (!referee) {
    if (!ctx.summary && !ctx.table) letGo(game, moves, ctx);
    add(root, roads, handPanel(game, v, moves, ctx));
    if (typeof v.reaction_seconds === "number" && typeof mine === "number") add(root, answerSetting(ctx));
    add(root, events);
    return;
  }
  // a phone that waits shows the table first and what it may do now, never a report grid;
  // while the reaction dock floats over the bottom of the screen, what the waiting phone
  // may do (Swerve, Undo) is in the dock, never under it
  const waiting = !finishing && !myTurn;
  const dock = finishing || reactionDock(game, moves, ctx, waiting);
  if (finishing) add(root, roads);
  else if (myTurn) add(root, roads, refereePanel(game, moves, ctx));
  else add(root, roads, waitingPanel(game, moves, ctx, dock !== null)); // the roads stay where they were
  add(root, events);
  if ((game.config.variants || []).includes("quick_reactions") || finishing) {
    // the dock floats over the bottom of the screen: its room is kept at the end of the page
    // whether or not it shows, so nothing above ever moves when a reaction becomes possible,
    // and as tall as the dock once it shows, so the page's end can be scrolled above it
    const space = h("div.dock-space", { "aria-hidden": "true" });
    add(root, space, dock);
    keepRoom(space, dock);
  }
}

/** Keep `space` (at the end of the page) as tall as the floating `dock`, while it shows. */
function keepRoom(space, dock) {
  if (!dock || typeof ResizeObserver === "undefined") return;
  const seen = new ResizeObserver(() => {
    if (!dock.isConnected) { seen.disconnect(); return; }
    space.style.height = `${Math.max(200, Math.ceil(dock.getBoundingClientRect().height) + 16)}px`;
  });
  seen.observe(dock);
}

/** Referee reactions that answer the last card played (Swerve answers no card). */
const answers = (moves) => moves.filter((m) => m.type === "react" && m.card !== "swerve");

/** "Ann's Traffic on Bob": the card a reaction would answer, with its player and target. */
function playedWords(game, card, player, target) {
  const words = { name: seatName(game, player), card: cardTitle(card), target: target === undefined || target === null ? "" : seatName(game, target) };
  return words.target ? t("web.dmc.card_of_on", words) : t("web.dmc.card_of", words);
}

let docked = null; // the reaction (card) of the dock waiting for "Yes, react"

/** One reaction button that asks once more (the card's text, "Yes, play …", Cancel). */
function confirmButton(game, m, label, ctx, asked, ask, repaint) {
  if (asked === m.card) {
    return h("div.confirm", { role: "group", "aria-labelledby": `confirm-${m.card}` },
      h("p", { id: `confirm-${m.card}` }, h("strong", {}, `${cardTitle(m.card)}: `), cardInfo(m.card).text || ""),
      h("div.row", {},
        h("button.danger", { type: "button", id: "confirm-react", onclick: () => { ask(null); ctx.send(m); } }, t("web.dmc.confirm_react", { card: cardTitle(m.card) })),
        h("button", { type: "button", onclick: () => { ask(null); repaint(); } }, t("web.cancel"))));
  }
  return h("button", { type: "button", dataset: { react: m.card }, onclick: (ev) => {
    if (ev.detail > 1) return; // a double tap opens the question once, it does not answer it
    ask(m.card); repaint(); const b = document.getElementById("confirm-react"); if (b) b.focus();
  } }, label);
}

/**
 * Referee, Quick Reactions: the reactions this seat may still report to the last card
 * played (until the next report), each naming what it answers ("Stop Sign against Ann's
 * Traffic on Bob?"). It floats over the bottom of the screen, so the page never moves.
 */
function reactionDock(game, moves, ctx, waiting = false) {
  const late = viewOf(game).late_reaction;
  const reacts = answers(moves);
  if (!late || !reacts.length) { docked = null; return null; }
  // a waiting phone's own moves (Swerve, Undo) come along: the dock would cover them
  const swerve = waiting ? moves.filter((m) => m.type === "react" && m.card === "swerve") : [];
  const rest = waiting ? moves.filter((m) => m.type !== "react" && m.type !== "pass_reaction") : [];
  if (docked !== null && !reacts.some((m) => m.card === docked)) docked = null;
  const played = playedWords(game, late.card, late.player, late.target);
  const box = h("section.panel.reaction-dock", { id: "reaction", "aria-labelledby": "dock-title" });
  const repaint = () => mount(box, ...build());
  const build = () => [
    h("h2.small", { id: "dock-title" }, t("web.dmc.dock_title")),
    h("div.row", {}, reacts.map((m) => confirmButton(game, m, t("web.dmc.react_against", { reaction: cardTitle(m.card), played }), ctx, docked, (c) => { docked = c; }, repaint)),
      swerve.map((m) => confirmButton(game, m, describeMove(m, game), ctx, docked, (c) => { docked = c; }, repaint))),
    rest.length ? moveRow(game, rest, ctx) : null,
  ];
  add(box, ...build());
  return box;
}

let closing = null; // the game whose host was asked "close it for the table?"

/**
 * Referee: the host closes the window on the winning card for the table, asked once more
 * (ruling: only a seat that may still answer, the deadline or the host closes it; the API
 * takes `close` from the host's token only).
 */
function hostClose(ctx, winners, repaint) {
  const host = !ctx.table && ctx.id ? getHost(ctx.id) : null;
  if (!host || !host.host_token) return null;
  if (closing !== ctx.id) {
    return h("button", { type: "button", id: "close-for-table", onclick: () => { closing = ctx.id; repaint(); } }, t("web.dmc.host_close", { names: winners }));
  }
  return h("div.confirm", { role: "group", "aria-labelledby": "close-ask" },
    h("p", { id: "close-ask" }, t("web.dmc.host_close_ask", { names: winners })),
    h("div.row", {},
      h("button.danger", { type: "button", id: "close-yes", onclick: async () => {
        closing = null;
        try { await api.call("postMove", { params: { game_id: ctx.id }, token: host.host_token, body: { type: "close" } }); await ctx.refresh(); }
        catch (e) { repaint(); }
      } }, t("web.dmc.host_close_yes", { names: winners })),
      h("button", { type: "button", onclick: () => { closing = null; repaint(); } }, t("web.cancel"))));
}

/**
 * Referee: the card that reached the goal, on every phone and the table view: who may
 * still answer it, the countdown, this seat's reactions and its "I don't answer it" (only
 * a seat that may still answer has it: never the winner's phone), and the host's close.
 */
function finishingPanel(game, moves, ctx) {
  const v = viewOf(game);
  const held = v.finishing;
  const d = v.decision;
  if (!held || !d || d.kind !== "finishing") return null;
  const winners = joinNames(held.winners.map((s) => seatName(game, s)));
  const seats = (d.seats || []).map((s) => seatName(game, s));
  const reacts = ctx.table ? [] : answers(moves);
  const finish = ctx.table ? null : moves.find((m) => m.type === "finish");
  const rest = ctx.table ? [] : moves.filter((m) => m.type !== "react" && m.type !== "finish" && m.type !== "close");
  const played = playedWords(game, d.card, d.player);
  // on a phone it floats over the bottom of the screen like the reaction dock: in view
  // wherever the phone was scrolled when the card reached the goal
  const box = h("section.panel.action-sheet.finishing", { id: "finishing", class: ctx.table ? "" : "reaction-dock", "aria-labelledby": "finishing-title" });
  const repaint = () => mount(box, ...build());
  const build = () => [
    h("h2", { id: "finishing-title" }, t("web.dmc.finish_title")),
    h("p", {}, seats.length ? t("web.dmc.finish_may_answer", { names: joinNames(seats) }) : t("web.dmc.finish_nobody_can"),
      " ", countdown(game, held, ctx.clockOffset || 0)),
    reacts.length ? h("div.row", {}, reacts.map((m) => confirmButton(game, m, t("web.dmc.react_against", { reaction: cardTitle(m.card), played }), ctx, confirming, (c) => { confirming = c; }, repaint))) : null,
    finish ? h("button.primary.wide", { type: "button", id: "finish", onclick: () => ctx.send(finish) }, t("web.dmc.i_do_not_answer"))
      : h("p.strong", {}, t("web.dmc.nobody_answers_then", { names: winners })),
    hostClose(ctx, winners, repaint),
    rest.length ? moveRow(game, rest, ctx) : null,
  ];
  add(box, ...build());
  return box;
}

/** What a decision asks, said of the decider on the other phones (one "your" is theirs). */
const OTHERS = {
  turn: "web.dmc.others.turn",
  pass: "web.dmc.others.pass",
  discard_or_end_turn: "web.dmc.others.discard_or_end_turn",
  draw: "web.dmc.others.draw",
  motorway_play: "web.dmc.others.motorway_play",
  trailer_play: "web.dmc.others.trailer_play",
  toll_booth_discard: "web.dmc.others.toll_booth_discard",
  speed_camera_discard: "web.dmc.others.speed_camera_discard",
  rest_stop_discard: "web.dmc.others.rest_stop_discard",
  carpool_opponent: "web.dmc.others.carpool_opponent",
  carpool_copy_take: "web.dmc.others.carpool_copy_take",
  gained_card_play: "web.dmc.others.gained_card_play",
};

/**
 * Referee: a phone whose player is not asked anything. It shows whose decision the table
 * waits for and what is asked, and only what this phone may do meanwhile: Swerve (any time
 * outside its turn), a sign turned up, taking a report back. Reactions to the last card
 * are in the dock.
 */
function waitingPanel(game, moves, ctx, docked = false) {
  const d = viewOf(game).decision || {};
  const who = d.seat !== undefined && d.seat !== null ? seatName(game, d.seat) : t("web.someone");
  // what the decider is asked, said of them (their own phone says "your hand"; this one
  // "Ann draws… in hand"); a kind that names nobody's hand is quoted as it is
  const ask = OTHERS[d.kind] ? t(OTHERS[d.kind], { who }) : decisionText(game, d.kind);
  // with the reaction dock open, Swerve and Undo are the dock's (reactionDock)
  const swerve = docked ? [] : moves.filter((m) => m.type === "react" && m.card === "swerve");
  const rest = docked ? [] : moves.filter((m) => m.type !== "react" && m.type !== "pass_reaction");
  const box = h("section.panel.waiting", { id: "waiting", "aria-labelledby": "waiting-title" });
  const repaint = () => mount(box, ...build());
  const build = () => [
    // the headline says whom the table waits for; this says what they are asked
    h("h2", { id: "waiting-title" }, t("web.dmc.waiting_is", { who })),
    ask ? h("p.card-text", {}, ask) : null,
    h("p.small.muted", {}, t(docked ? "web.dmc.waiting_docked" : swerve.length ? "web.dmc.waiting_swerve" : "web.dmc.waiting_nothing")),
    swerve.length ? h("div.row", {}, swerve.map((m) => confirmButton(game, m, describeMove(m, game), ctx, confirming, (c) => { confirming = c; }, repaint))) : null,
    rest.length ? moveRow(game, rest, ctx) : null,
  ];
  add(box, ...build());
  return box;
}

/** The engine names seats by number ("seat 1"); say the player's name instead. */
export function withNames(text, game) {
  return withSeatNames(text, game);
}

/** Move groups: by card (play/discard/take), the rest as plain buttons. */
function splitMoves(moves) {
  const byCard = new Map();
  const other = [];
  for (const m of moves) {
    if (m.type === "react" || m.type === "pass_reaction") continue; // the reaction panel has them
    const c = cardOf(m);
    if (c !== undefined && (m.type === "play" || m.type === "discard")) {
      if (!byCard.has(c)) byCard.set(c, []);
      byCard.get(c).push(m);
    } else other.push(m);
  }
  return { byCard, other };
}

function actionSheet(game, card, list, ctx, repaint) {
  const title = cardTitle(card);
  return h("section.panel.action-sheet", { "aria-labelledby": "sheet-title", id: "action-sheet" },
    h("h2", { id: "sheet-title" }, title),
    cardText(card),
    list.length ? h("div.choice-grid", {}, list.map((m) => h("button", {
      type: "button",
      class: m.type === "play" ? "primary" : "",
      onclick: async () => { selected = null; await ctx.send(m, { onRefused: () => { selected = card; } }); },
    }, describeMove(m, game)))) : h("p.muted", {}, t("web.dmc.nothing_with_card")),
    h("div.row.end", {}, h("button", { type: "button", onclick: () => { selected = null; repaint(); focusCard(card); } }, t("web.close"))));
}

let picked = null; // the card chosen from a deck search, waiting for "Take it"

/**
 * A deck search (GPS, Motorway): the cards it may take with how many of each the deck
 * holds (the searcher's view counts them); a tap chooses, "Take …" takes.
 */
function takePanel(game, takes, ctx) {
  const deck = (viewOf(game).decision || {}).deck || null;
  if (picked !== null && !takes.some((m) => m.card === picked)) picked = null;
  const box = h("section.panel", { "aria-labelledby": "take-title", id: "take" });
  const repaint = () => mount(box, ...build());
  const build = () => {
    const chosen = takes.find((m) => m.card === picked);
    return [
      h("h2", { id: "take-title" }, t("web.dmc.pick")),
      deck ? h("p.small.muted", {}, t("web.dmc.pick_counts")) : null,
      h("div.hand", { role: "group", "aria-labelledby": "take-title" }, takes.map((m) => cardButton(cardOf(m), {
        playable: true, selected: picked === m.card, count: deck ? deck[m.card] || 0 : 0, countAlways: Boolean(deck),
        onclick: (ev) => { if (ev.detail > 1) return; picked = picked === m.card ? null : m.card; repaint(); const b = document.getElementById("take-it"); if (b) b.focus(); },
      }))),
      chosen ? h("div.row", {}, h("button.primary", { type: "button", id: "take-it", onclick: () => { picked = null; ctx.send(chosen); } }, describeMove(chosen, game))) : null,
    ];
  };
  add(box, ...build());
  return box;
}

function otherMoves(game, other, ctx) {
  const takes = other.filter((m) => m.type === "take");
  const rest = other.filter((m) => m.type !== "take");
  return [
    takes.length ? takePanel(game, takes, ctx) : null,
    rest.length ? moveRow(game, rest, ctx, ["end_turn", "pass"]) : null,
  ];
}

function handPanel(game, v, moves, ctx) {
  const root = h("section", { "aria-labelledby": "hand-title" });
  const hand = v.hand || []; // digital mode only: the referee's phones hold no hands
  const { byCard, other } = splitMoves(moves);
  const repaint = () => mount(root, build());
  function build() {
    if (selected !== null && !byCard.has(selected) && !hand.includes(selected)) selected = null;
    const seen = new Set();
    return [
      h("h2", { id: "hand-title" }, t("web.dmc.your_hand_n", { n: hand.length })),
      hand.length ? h("div.hand", { role: "group", "aria-label": t("web.dmc.your_hand") }, hand.map((c, i) => {
        const card = c;
        const first = !seen.has(card);
        seen.add(card);
        return cardButton(card, {
          playable: canPlay(byCard, card),
          discardOnly: !canPlay(byCard, card) && byCard.has(card),
          selected: selected === card && first,
          onclick: (ev) => { if (ev.detail > 1) return; selected = selected === card ? null : card; repaint(); focusSheet(root, card); },
        });
      })) : h("p.muted", {}, t("web.dmc.hand_empty")),
      selected !== null ? actionSheet(game, selected, byCard.get(selected) || [], ctx, repaint) : null,
      // cards with moves that are not in the hand (e.g. a card in front of you)
      [...byCard.keys()].filter((c) => !hand.includes(c)).length
        ? h("div.row", {}, [...byCard.entries()].filter(([c]) => !hand.includes(c)).flatMap(([, l]) => l).map((m) => h("button", { type: "button", onclick: () => ctx.send(m) }, describeMove(m, game))))
        : null,
      h("div.actions", {}, otherMoves(game, other, ctx)),
    ];
  }
  add(root, ...build());
  return root;
}

const same = (a, b) => JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

/**
 * Every report a player could make about card `card` now: the legal ones
 * (from getLegalMoves) and the other plays and discards a player might have
 * made at the table, which the referee then checks and may refuse.
 */
function reportsFor(game, card, moves, allowPlay, allowDiscard) {
  const info = cardInfo(card);
  const seats = seatsOf(game).map((p) => p.seat);
  const me = game.seat;
  const out = [];
  if (allowPlay) {
    if (info.colour === "red") for (const other of seats) { if (other !== me) out.push({ type: "play", card, target: other }); }
    else if (info.options && info.options.length) { for (const o of info.options) out.push({ type: "play", card, option: o.option }); }
    else out.push({ type: "play", card });
  }
  if (allowDiscard) out.push({ type: "discard", card });
  const legal = moves.filter((m) => m.card === card);
  for (const m of legal) if (!out.some((o) => same(o, m))) out.push(m);
  return out.map((m) => ({ move: m, legal: legal.some((l) => same(l, m)) }));
}

/** The most cards a report of a draw offers (Trailer's hand of 6 refilled from empty). */
const MOST_DRAWN = 6;

/**
 * Referee: the cards drawn. The count the rules draw now is the main button; any other
 * count is one tap away too, for the referee to check (a real table miscounts).
 */
function drawReport(game, draws, ctx) {
  const legal = new Set(draws.map((m) => m.count));
  const others = Array.from({ length: MOST_DRAWN }, (_, i) => i + 1).filter((n) => !legal.has(n));
  return h("section.panel", { "aria-labelledby": "draw-title", id: "report-draw" },
    h("h3", { id: "draw-title" }, draws.length === 1 ? tn("web.dmc.draw_from_pile", draws[0].count) : t("web.dmc.how_many_drawn")),
    h("div.row", {}, draws.map((m) => h("button", { type: "button", class: "primary", onclick: () => ctx.send(m) }, describeMove(m, game)))),
    h("div.row.draw-other", { role: "group", "aria-labelledby": "draw-other" },
      h("span.small.muted", { id: "draw-other" }, t("web.dmc.draw_other")),
      others.map((n) => { const m = { type: "draw", count: n }; return h("button", { type: "button", "aria-label": t("web.dmc.referee_checks", { move: describeMove(m, game) }), onclick: () => ctx.send(m) }, String(n)); })));
}

function refereePanel(game, moves, ctx) {
  const root = h("section", { "aria-labelledby": "report-title" });
  const { byCard, other } = splitMoves(moves);
  const decision = viewOf(game).decision || {};
  const mine = moves.length > 0;
  // what kind of card report fits the decision now
  const allowPlay = mine && ["turn", "discard_or_end_turn", "roundabout_play", "bus_play", "shortcut_play", "race_car_play"].includes(decision.kind);
  const allowDiscard = mine && ["turn", "discard_or_end_turn", "toll_booth_discard"].includes(decision.kind);
  // a sign is never held (it is turned up onto the sign pile): it is reported by the
  // "The sign turned up is ..." buttons, never as a card played or discarded
  const held = deckCards(game).filter((c) => cardInfo(c).colour !== "sign");
  const cards = allowPlay || allowDiscard ? held : [...byCard.keys()];
  const repaint = () => mount(root, build());
  function build() {
    if (selected !== null && !cards.includes(selected)) selected = null;
    const draws = other.filter((m) => m.type === "draw");
    const rest = other.filter((m) => m.type !== "draw");
    const swerve = moves.filter((m) => m.type === "react" && m.card === "swerve");
    const sheet = selected === null ? null : reportsFor(game, selected, moves, allowPlay, allowDiscard);
    return [
      h("h2", { id: "report-title" }, t(mine ? "web.dmc.report" : "web.dmc.nothing_to_report")),
      cards.length ? h("p.small.muted", {}, t("web.dmc.tap_card"), h("br"), h("span.legend.play", {}, t("web.dmc.green_dot")), t("web.dmc.green_dot_means"),
        h("span.legend.discard", {}, t("web.dmc.grey_ring")), t("web.dmc.grey_ring_means"), " ",
        h("span.legend.dashed", {}, t("web.dmc.dashed")), t("web.dmc.dashed_means")) : null,
      cards.length ? h("div.hand", { role: "group", "aria-label": t("web.dmc.cards_to_report") },
        cards.map((c) => cardButton(c, { playable: canPlay(byCard, c), discardOnly: !canPlay(byCard, c) && byCard.has(c), selected: selected === c, onclick: (ev) => { if (ev.detail > 1) return; selected = selected === c ? null : c; repaint(); focusSheet(root, c); } }))) : null,
      sheet ? h("section.panel.action-sheet", { "aria-labelledby": "sheet-title", id: "action-sheet" },
        h("h2", { id: "sheet-title" }, cardTitle(selected)),
        cardText(selected),
        sheet.length ? h("div.choice-grid", {}, sheet.map(({ move, legal }) => h("button", {
          type: "button",
          class: legal ? "primary" : "",
          "aria-label": legal ? describeMove(move, game) : t("web.dmc.referee_checks", { move: describeMove(move, game) }),
          onclick: async () => { const c = selected; selected = null; await ctx.send(move, { onRefused: () => { selected = c; } }); },
        }, describeMove(move, game)))) : h("p.muted", {}, t("web.dmc.nothing_to_report_card")),
        h("div.row.end", {}, h("button", { type: "button", onclick: () => { const c = selected; selected = null; repaint(); focusCard(c); } }, t("web.close")))) : null,
      draws.length ? drawReport(game, draws, ctx) : null,
      // a pass is offered only when the rules allow it, with an empty hand: the app counts
      // each hand (draws and plays are reported), so a pass with cards would only be
      // refused; then getLegalMoves offers it, among the other reports below
      swerve.length ? h("div.row", {}, swerve.map((m) => confirmButton(game, m, describeMove(m, game), ctx, confirming, (c) => { confirming = c; }, repaint))) : null,
      h("div.actions", {}, otherMoves(game, rest, ctx)),
    ];
  }
  add(root, build());
  return root;
}
