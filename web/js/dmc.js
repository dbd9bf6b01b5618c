// Driving Me Crazy!: roads as progress bars, active effects, the hand as
// cards, legal moves as tap targets, referee reports, the event feed.

import { h, add, mount, humanize } from "./dom.js";
import {
  cardInfo, cardTitle, describeMove, describeEvent, seatsOf, seatName, viewOf, pendingOf, modeOf,
  deckCards, CARD_OPTIONS, optionText,
} from "./model.js";

let selected = null; // the card (id) whose actions are open, kept across repaints

/** The per-player rows of the view: [{seat, distance, effects, hand_size, ...}]. */
export function playersOf(game) {
  const v = viewOf(game);
  const raw = [v.seats, v.players, v.roads].find((x) => x && typeof x === "object") || [];
  const list = Array.isArray(raw) ? raw : Object.entries(raw).map(([seat, p]) => ({ seat: Number(seat), ...p }));
  return list.map((p, i) => {
    const seat = typeof p.seat === "number" ? p.seat : i;
    const road = p.road || p.distances || [];
    const distance = p.distance ?? p.km ?? p.total ?? (Array.isArray(road) ? road.reduce((a, c) => a + (typeof c === "number" ? c : cardInfo(c).value || (c === "km100" ? 100 : c === "km50" ? 50 : 0)), 0) : 0);
    const effects = p.effects || p.in_front || p.active || p.front || [];
    return { ...p, seat, distance, effects: Array.isArray(effects) ? effects : Object.entries(effects).map(([card, e]) => ({ card, ...(typeof e === "object" ? e : { turns_left: e }) })) };
  });
}

export function goalOf(game) {
  const v = viewOf(game);
  return v.goal ?? game.config?.options?.goal ?? game.options?.goal ?? 1000;
}

function currentSeat(game) {
  const v = viewOf(game);
  const t = v.turn ?? v.current ?? v.active ?? v.current_seat ?? game.turn;
  if (typeof t === "number") return t;
  if (t && typeof t.seat === "number") return t.seat;
  const p = pendingOf(game);
  return p.length ? p[0] : null;
}

function effectLabel(e) {
  const card = typeof e === "string" ? e : e.card ?? e.id ?? e.type;
  const left = typeof e === "object" ? e.turns_left ?? e.turns ?? e.remaining : undefined;
  const info = cardInfo(card);
  let state = "";
  if (typeof e === "object" && e.resolved) state = "resolved";
  else if (typeof left === "number" && left > 0) state = `${left} turn${left === 1 ? "" : "s"} left`;
  else if (info.duration) state = "ends at the next turn";
  else state = "in play";
  return { text: `${info.title} · ${state}`, colour: info.colour };
}

// Soft hyphens so long card names break well on narrow cards.
const SOFT = { Roundabout: "Round\u00ADabout", Stoplight: "Stop\u00ADlight", Backseat: "Back\u00ADseat", Shortcut: "Short\u00ADcut", Rearview: "Rear\u00ADview", Motorway: "Motor\u00ADway", Overtake: "Over\u00ADtake" };
const soft = (title) => String(title).replace(/[A-Za-z]{8,}/g, (w) => SOFT[w] || w);

function roadRow(game, p, ctx, turnSeat) {
  const goal = goalOf(game);
  const name = seatName(game, p.seat);
  const seatInfo = seatsOf(game).find((s) => s.seat === p.seat) || {};
  const pct = Math.max(0, Math.min(100, Math.round((p.distance / goal) * 100)));
  return h("li.road", { class: `seat-${p.seat}${p.seat === turnSeat ? " active" : ""}`, "aria-label": `${name}: ${p.distance} of ${goal} km` },
    h("div.road-head", {},
      h("span.dot", { "aria-hidden": "true" }),
      h("span.name", {}, name),
      seatInfo.bot ? h("span.badge", {}, "bot") : null,
      p.seat === ctx.seat ? h("span.badge.you", {}, "you") : null,
      p.seat === turnSeat ? h("span.badge.turn", {}, "turn") : null,
      h("span", {}, `${p.distance} / ${goal} km`)),
    h("progress", { max: goal, value: p.distance, "aria-label": `${name}'s road`, "aria-valuetext": `${p.distance} of ${goal} km (${pct}%)` }),
    h("div.effects", {},
      p.effects.map((e) => { const l = effectLabel(e); return h("span.effect", { class: l.colour === "blue" ? "blue" : "" }, l.text); }),
      p.hand_count !== undefined ? h("span.small.muted", {}, `${p.hand_count} in hand`) : null,
      (Array.isArray(p.trailer) ? p.trailer : []).map((t) => h("span.effect.blue", {}, `Trailer: ${optionText(t.option)} · ${t.turns_left} turn${t.turns_left === 1 ? "" : "s"} left`)),
      p.hand_size !== undefined && p.hand_size !== 4 ? h("span.small.muted", {}, `hand size ${p.hand_size}`) : null,
    ));
}

function cardButton(card, opts = {}) {
  const info = cardInfo(card);
  const dist = info.colour === "distance";
  const kind = dist ? "distance" : info.colour === "red" ? "red card" : info.colour === "blue" ? "blue card" : info.colour || "card";
  return h("button.card", {
    type: "button",
    class: `${dist ? "distance" : info.colour || ""} ${opts.playable ? "playable" : opts.playable === false ? "unplayable" : ""} ${opts.selected ? "selected" : ""}`,
    "aria-pressed": opts.selected ? "true" : "false",
    "aria-label": `${info.title}, ${kind}${opts.count > 1 ? `, ${opts.count} copies` : ""}${opts.playable === false ? ", nothing to do with it now" : ""}`,
    onclick: opts.onclick,
    dataset: { card: info.id },
  },
  h("span.kind", {}, kind),
  dist ? h("span.value", {}, info.title) : h("span", {}, soft(info.title)),
  opts.count > 1 ? h("span.small", {}, `×${opts.count}`) : h("span"));
}

const cardOf = (m) => m.card ?? m.card_type;

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

function feed(game, events, limit = 30) {
  const items = events.slice(-limit).reverse();
  return h("section.panel", { "aria-labelledby": "feed-title" },
    h("h2", { id: "feed-title" }, "What happened"),
    items.length ? h("ol.feed", { id: "feed", "aria-live": "polite", reversed: true }, items.map((e) => h("li", {}, describeEvent(e, game))))
      : h("p.muted", {}, "Nothing yet."));
}

/** The open reaction window of the view (Quick Reactions), or null. */
function windowOf(game) {
  const v = viewOf(game);
  const d = v.decision;
  if (d && d.kind === "reaction_window") return d;
  return v.reaction_window || v.window || null;
}

function countdown(game, w, clockOffset = 0) {
  const count = h("span.countdown", { id: "countdown" });
  const deadline = w && w.deadline;
  const seconds = viewOf(game).reaction_seconds;
  // the deadline is wall-clock seconds (or ms) once the server stamps the window
  const end = typeof deadline === "number" && deadline > 1e9 ? (deadline > 1e12 ? deadline : deadline * 1000)
    : typeof deadline === "string" ? Date.parse(deadline) : null;
  if (!end) {
    count.textContent = seconds ? `${seconds} s to answer` : "";
    return count;
  }
  const tick = () => {
    if (!count.isConnected && count.dataset.started) return;
    count.dataset.started = "1";
    const left = Math.max(0, Math.ceil((end - (Date.now() + clockOffset)) / 1000));
    count.textContent = `${left} s left`;
    count.setAttribute("aria-label", `${left} seconds left to react`);
    setTimeout(tick, 250);
  };
  tick();
  return count;
}

/** Quick Reactions: react to the card just played, or let it go; Swerve any time. */
function reactionPrompt(game, moves, ctx) {
  const w = windowOf(game);
  const reacts = moves.filter((m) => m.type === "react");
  const pass = moves.filter((m) => m.type === "pass_reaction");
  if (!w && !reacts.length) return null;
  if (!w) {
    // outside a window only Swerve can be played (not on your own turn)
    return h("section.panel", { "aria-labelledby": "swerve-title" },
      h("h2", { id: "swerve-title" }, "Reaction"),
      h("div.row", {}, reacts.map((m) => h("button", { type: "button", onclick: () => ctx.send(m) }, describeMove(m, game)))));
  }
  const mine = reacts.length > 0 || pass.length > 0;
  const who = w.player ?? w.seat;
  return h("section.panel.action-sheet", { role: mine ? "alertdialog" : "status", "aria-labelledby": "react-title", id: "reaction" },
    h("h2", { id: "react-title" }, mine ? "React? " : "Waiting for reactions… ", countdown(game, w, ctx.clockOffset || 0)),
    w.card ? h("p", {}, `${seatName(game, who)} played ${cardTitle(w.card)}${w.target !== undefined && w.target !== null ? ` on ${seatName(game, w.target)}` : ""}.`) : null,
    mine ? h("div.choice-grid", {}, reacts.concat(pass).map((m) =>
      h("button", { type: "button", class: m.type === "react" ? "primary" : "", onclick: () => ctx.send(m) }, describeMove(m, game)))) : null);
}

const PROMPTS = {
  turn: "Play a card, or discard one or more.",
  pass: "Your hand is empty: pass.",
  discard_or_end_turn: "Discard more cards, or end your turn.",
  roundabout_play: "Roundabout: play another card.",
  bus_play: "Bus: play a card.",
  shortcut_play: "Shortcut: play a distance card.",
  race_car_play: "Race car: play a distance card.",
  gps_take: "GPS: pick a card from the deck.",
  toll_booth_discard: "Toll booth: choose a card from your hand to discard.",
  draw: "Draw back up to your hand size.",
  motorway_take: "Motorway: pick a distance card from the deck.",
  motorway_play: "Motorway: play a distance card.",
  overtake_play: "Overtake: play a distance card.",
  trailer_play: "Trailer: play another card.",
  gained_card_play: "Play the card you gained.",
  speed_camera_discard: "Speed Camera: choose a distance card from your hand to discard.",
  rest_stop_discard: "Rest Stop: discard as many cards as you want, then end.",
  rearview_mirror_take: "Rearview Mirror: pick a card from the discard pile.",
  rearview_mirror_look: "Rearview Mirror: choose a player whose hand to look at.",
  carpool_blue_take: "Carpool: pick a blue card from the deck.",
  carpool_distance_take: "Carpool: pick a distance card from the deck.",
  carpool_opponent: "Carpool: choose the opponent who gets the same.",
  carpool_copy_take: "Carpool: take another of the same card for your opponent.",
};

/** What the pending decision asks of this player, in plain words. */
function decisionPrompt(decision, referee) {
  if (!decision || !decision.kind) return null;
  let text = PROMPTS[decision.kind] || "";
  if (decision.remaining !== undefined && decision.remaining > 1) text += ` (${decision.remaining} to go)`;
  if (decision.kind === "draw" && referee) text = `Draw ${decision.count} card${decision.count === 1 ? "" : "s"} from the pile, then report it.`;
  return text ? h("p.prompt", { id: "prompt" }, text) : null;
}

const SIGN_RULE = {
  highway_sign: "no Stoplight cards may be played",
  no_u_turn_sign: "no U-turn cards may be played",
  low_tunnel_sign: "no Bus cards may be played",
  speed_bumps_sign: "no Race car cards may be played",
  signal_not_found: "no GPS cards may be played",
};

/** Signs of Madness: the sign on top of the sign pile rules the whole table. */
function signInForce(game) {
  const v = viewOf(game);
  const sign = "sign_in_force" in v ? v.sign_in_force : v.sign;
  if (!sign) return null;
  return h("p.sign-in-force", { role: "status", id: "sign" }, "Sign in force: ", h("strong", {}, cardTitle(sign)),
    SIGN_RULE[sign] ? ` — ${SIGN_RULE[sign]}.` : "");
}

/** Render the Driving Me Crazy! screen for a seat, the table, or the end summary. */
export function render(root, ctx) {
  const { game, moves } = ctx;
  const v = viewOf(game);
  const players = playersOf(game);
  const turnSeat = currentSeat(game);
  const referee = modeOf(game) === "referee";
  const mine = ctx.seat;
  // a decision is pending for this seat (Swerve alone, playable any time, is not a turn)
  const myTurn = pendingOf(game).includes(mine) || (mine !== null && mine !== undefined && moves.some((m) => m.type !== "react") && !pendingOf(game).length);
  const pend = pendingOf(game);

  const statusText = ctx.summary ? "" : game.status === "finished" ? "Game over" : ctx.table
    ? `${seatName(game, turnSeat)}'s turn`
    : myTurn && windowOf(game) ? "React now?"
    : myTurn ? (referee ? "Your turn — report what you did" : "Your turn")
      : `Waiting for ${pend.length ? pend.map((s) => seatName(game, s)).join(", ") : seatName(game, turnSeat)}`;

  const deckInfo = [
    v.deck_count ?? v.deck_size ?? v.draw_pile,
    v.discard_size ?? (Array.isArray(v.discard) ? v.discard.length : v.discard_count),
  ];
  add(root,
    ctx.summary ? null : h("p.status-line", { class: myTurn ? "your-turn" : "", role: "status", id: "status" }, statusText),
    myTurn && !ctx.summary ? decisionPrompt(v.decision, referee) : null,
    signInForce(game),
    ctx.error ? refusal(ctx.error, game) : null,
    reactionPrompt(game, moves, ctx));
  const roads = h("section", { "aria-labelledby": "roads-title" },
    h("h2", { id: "roads-title", class: ctx.table ? "" : "sr-only" }, "Roads"),
    h("ul.roads", { class: players.length > 4 && !ctx.table ? "compact" : "", style: "list-style:none;padding:0;margin:0" }, players.map((p) => roadRow(game, p, ctx, turnSeat))),
    typeof deckInfo[0] === "number" ? h("p.small.muted", {}, `Draw pile: ${deckInfo[0]} cards${typeof deckInfo[1] === "number" ? ` · discard pile: ${deckInfo[1]}` : ""}`) : null);
  const events = feed(game, ctx.events || [], ctx.table ? 12 : 30);
  if (ctx.table) {
    // a tablet: roads and the feed side by side when there is room
    add(root, h("div.table-grid", {}, roads, events), h("p.small.muted", {}, "Table view: no hands are shown."));
    return;
  }
  add(root, roads);
  if (!ctx.summary) add(root, referee ? refereePanel(game, moves, ctx) : handPanel(game, v, moves, ctx));
  add(root, events);
}

/** The engine names seats by number ("seat 1"); say the player's name instead. */
export function withNames(text, game) {
  return String(text || "").replace(/\bseat (\d+)\b/g, (_, n) => seatName(game, Number(n)));
}

function refusal(e, game) {
  return h("div.refusal", { role: "alert", id: "refusal" },
    h("h3", {}, e.rule || e.status === 422 ? "Not allowed" : "Something went wrong"),
    h("p", {}, withNames(e.detail || e.message, game)),
    e.rule ? h("blockquote", { "aria-label": "The rule" }, e.rule) : null);
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
    cardInfo(card).text ? h("p.small", {}, cardInfo(card).text) : null,
    list.length ? h("div.choice-grid", {}, list.map((m) => h("button", {
      type: "button",
      class: m.type === "play" ? "primary" : "",
      onclick: async () => { selected = null; await ctx.send(m); },
    }, describeMove(m, game)))) : h("p.muted", {}, "Nothing can be done with this card now."),
    h("div.row.end", {}, h("button", { type: "button", onclick: () => { selected = null; repaint(); focusCard(card); } }, "Close")));
}

function otherMoves(game, other, ctx) {
  const takes = other.filter((m) => m.type === "take");
  const rest = other.filter((m) => m.type !== "take");
  return [
    takes.length ? h("section.panel", { "aria-labelledby": "take-title" },
      h("h2", { id: "take-title" }, "Pick a card"),
      h("div.hand", {}, takes.map((m) => cardButton(cardOf(m), { playable: true, onclick: () => ctx.send(m) })))) : null,
    rest.length ? moveRow(game, rest, ctx, ["end_turn", "pass"]) : null,
  ];
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

function handPanel(game, v, moves, ctx) {
  const root = h("section", { "aria-labelledby": "hand-title" });
  const hand = Array.isArray(v.hand) ? v.hand : [];
  const { byCard, other } = splitMoves(moves);
  const repaint = () => mount(root, build());
  function build() {
    if (selected !== null && !byCard.has(selected) && !hand.includes(selected)) selected = null;
    const seen = new Set();
    return [
      h("h2", { id: "hand-title" }, `Your hand (${hand.length})`),
      hand.length ? h("div.hand", { role: "group", "aria-label": "Your hand" }, hand.map((c, i) => {
        const card = typeof c === "object" ? c.id || c.card : c;
        const first = !seen.has(card);
        seen.add(card);
        return cardButton(card, {
          playable: byCard.has(card),
          selected: selected === card && first,
          onclick: () => { selected = selected === card ? null : card; repaint(); focusSheet(root, card); },
        });
      })) : h("p.muted", {}, "Your hand is empty."),
      selected !== null ? actionSheet(game, selected, byCard.get(selected) || [], ctx, repaint) : null,
      // cards with moves that are not in the hand (e.g. a card in front of you)
      [...byCard.keys()].filter((c) => !hand.some((x) => (typeof x === "object" ? x.id || x.card : x) === c)).length
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
    if (info.colour === "red") for (const t of seats) { if (t !== me) out.push({ type: "play", card, target: t }); }
    else if (CARD_OPTIONS[card]) { for (const option of CARD_OPTIONS[card]) out.push({ type: "play", card, option }); }
    else out.push({ type: "play", card });
  }
  if (allowDiscard) out.push({ type: "discard", card });
  const legal = moves.filter((m) => m.card === card);
  for (const m of legal) if (!out.some((o) => same(o, m))) out.push(m);
  return out.map((m) => ({ move: m, legal: legal.some((l) => same(l, m)) }));
}

function refereePanel(game, moves, ctx) {
  const root = h("section", { "aria-labelledby": "report-title" });
  const { byCard, other } = splitMoves(moves);
  const decision = viewOf(game).decision || {};
  const mine = moves.length > 0;
  // what kind of card report fits the decision now
  const allowPlay = mine && ["turn", "discard_or_end_turn", "roundabout_play", "bus_play", "shortcut_play", "race_car_play"].includes(decision.kind);
  const allowDiscard = mine && ["turn", "discard_or_end_turn", "toll_booth_discard"].includes(decision.kind);
  const cards = allowPlay || allowDiscard ? deckCards(game) : [...byCard.keys()];
  const repaint = () => mount(root, build());
  function build() {
    if (selected !== null && !cards.includes(selected)) selected = null;
    const draws = other.filter((m) => m.type === "draw");
    const rest = other.filter((m) => m.type !== "draw");
    const sheet = selected === null ? null : reportsFor(game, selected, moves, allowPlay, allowDiscard);
    return [
      h("h2", { id: "report-title" }, mine ? "Report what you did" : "Nothing to report now"),
      cards.length ? h("p.small.muted", {}, "Tap the card you played or discarded. A green dot: the referee expects it is allowed.") : null,
      cards.length ? h("div.hand", { role: "group", "aria-label": "Cards you can report" },
        cards.map((c) => cardButton(c, { playable: byCard.has(c), selected: selected === c, onclick: () => { selected = selected === c ? null : c; repaint(); focusSheet(root, c); } }))) : null,
      sheet ? h("section.panel.action-sheet", { "aria-labelledby": "sheet-title", id: "action-sheet" },
        h("h2", { id: "sheet-title" }, cardTitle(selected)),
        sheet.length ? h("div.choice-grid", {}, sheet.map(({ move, legal }) => h("button", {
          type: "button",
          class: legal ? "primary" : "",
          "aria-label": `${describeMove(move, game)}${legal ? "" : " (the referee will check this)"}`,
          onclick: async () => { selected = null; await ctx.send(move); },
        }, describeMove(move, game)))) : h("p.muted", {}, "Nothing can be reported with this card now."),
        h("div.row.end", {}, h("button", { type: "button", onclick: () => { const c = selected; selected = null; repaint(); focusCard(c); } }, "Close"))) : null,
      draws.length ? h("section.panel", { "aria-labelledby": "draw-title" },
        h("h3", { id: "draw-title" }, "How many cards did you draw?"),
        h("div.row", {}, draws.map((m) => h("button", { type: "button", class: "primary", onclick: () => ctx.send(m), "aria-label": describeMove(m, game) }, String(m.count ?? humanize(cardOf(m) ?? "draw")))))) : null,
      h("div.actions", {}, otherMoves(game, rest, ctx)),
    ];
  }
  add(root, build());
  return root;
}
