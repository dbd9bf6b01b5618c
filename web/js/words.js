// Moves and events in plain words, looked up by game first: a game's own words
// (the catalogue's <game>.move.<type>, <game>.event.<type>, <game>.reason.<code>,
// each maybe for one mode first: <game>.event.<type>.<mode>), then the sentences of
// the game's screen here (Driving Me Crazy!'s and Drive's, keyed by game and type
// exactly as the engines name them), then the words every game shares (the lobby's,
// undo), and last a generic line naming the type and every scalar field. Nothing
// one game says stands in for another's. tests/web/test_log_words.py plays random
// games of every game, mode and variant and fails on an event type without words.

import { humanize } from "./dom.js";
import { t, tn, maybe, joinNames, own, fill, language } from "./i18n.js";
import { allCards, cardInfo, cardTitle, isCard, seatName, edgeName, gameName } from "./model.js";

// fields naming one seat, and fields listing seats: said as the players' names
export const SEAT_FIELDS = new Set(["seat", "turn", "player", "target", "winner", "you", "reporter", "from", "owner"]);
export const SEATS_FIELDS = new Set(["seats", "winners", "pending", "waiting"]);
// what an event carries for the machinery, never said
const UNSAID = new Set(["type", "private", "private_to"]);

// Every sentence is a catalogue key (web.move.*, web.log.*) in the phone's language.
const list = (cards) => cards.map(cardTitle).join(", ");
const seat = (game, s) => seatName(game, s);

/**
 * A card option in players' words: the catalogue's text of `card`'s option in the
 * phone's language (cardoption.<card>.<option>, English identical to the catalogue).
 */
export function optionText(option, card) {
  const o = card !== undefined ? (cardInfo(card).options || []).find((x) => x.option === option) : null;
  return maybe(`cardoption.${card}.${option}`, (o && o.text) || humanize(option).toLowerCase());
}

/** A value of a move or event in words: seats by name, cards by title, a reason by its text. */
function valueWords(game, key, v) {
  if (v === null || v === undefined) return "—";
  if (Array.isArray(v)) {
    return SEATS_FIELDS.has(key) ? joinNames(v.map((x) => seatName(game, x))) : v.map((x) => valueWords(game, "", x)).join(", ");
  }
  if (typeof v === "number" && SEAT_FIELDS.has(key)) return seatName(game, v);
  if (key === "reason" && typeof v === "string") return reasonText(v, game);
  if (typeof v === "string" && isCard(v)) return cardTitle(v);
  if (typeof v === "boolean") return v ? "✓" : "✗";
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

/** The fields of a move or event (and this phone's private ones) in words, `who` its seat's player. */
function paramsOf(thing, game) {
  const params = { who: thing.seat !== undefined ? seatName(game, thing.seat) : "" };
  const fields = { ...thing, ...(thing.private && typeof thing.private === "object" ? thing.private : {}) };
  for (const [k, v] of Object.entries(fields)) if (!UNSAID.has(k)) params[k] = valueWords(game, k, v);
  return params;
}

/** `game`'s own words for a move or event (`kind` "move" or "event"), filled in; undefined without. */
function ownWords(kind, thing, game) {
  const name = gameName(game);
  const template = name ? own(name, `${kind}.${thing.type}.${game.mode}`, `${kind}.${thing.type}`) : undefined;
  return template === undefined ? undefined : fill(template, paramsOf(thing, game));
}

/** A sentence for a legal move (a button's label), e.g. "Play Traffic on Ann". */
export function describeMove(move, game) {
  const said = ownWords("move", move, game);
  if (said !== undefined) return said;
  // the move sentences below are Driving Me Crazy!'s and Drive's (the games with SENTENCES)
  if (move.type !== "undo" && !(gameName(game) in SENTENCES)) return genericMove(move, game);
  return shippedMove(move, game);
}

/** The move sentences of Driving Me Crazy! and Drive (and undo, any game's in referee mode). */
function shippedMove(move, game) {
  const card = move.card !== undefined ? cardTitle(move.card) : "";
  const target = move.target !== undefined ? seat(game, move.target) : null;
  switch (move.type) {
    case "play": {
      const option = move.option ? optionText(move.option, move.card) : null;
      if (target !== null) return t(option ? "web.move.play_on_option" : "web.move.play_on", { card, target, option });
      return t(option ? "web.move.play_option" : "web.move.play", { card, option });
    }
    case "discard": return card ? t("web.move.discard", { card }) : t("web.move.discard_drawn");
    case "take": return t("web.move.take", { card });
    case "end_turn": return t("web.move.end_turn");
    case "pass": return t("web.move.pass");
    case "skip": return t("web.move.skip");
    case "stop": return t("web.move.stop");
    case "undo": {
      // any seat may take back the last report on behalf of the table (core/undo.py);
      // the view's `undo` names whose report that is
      const reporter = game.view && game.view.undo;
      return reporter === undefined || reporter === null || reporter === game.view.you
        ? t("web.move.undo_mine") : t("web.move.undo_of", { name: seat(game, reporter) });
    }
    case "draw":
      if (move.count !== undefined) return tn("web.move.drew_count", move.count);
      if (move.card !== undefined) return t("web.move.drew", { card });
      return t("web.move.draw");
    case "place": return t("web.move.place", { rotation: move.rotation });
    case "exit": return t("web.move.exit", { edge: edgeName(move.edge) });
    case "drive": return t("web.move.drive");
    case "pass_obstruction": return t("web.move.pass_obstruction");
    case "break_down": {
      // a car barred while it holds a Roundabout is not broken down: retiring is a choice
      const stuck = game.view && game.view.stuck;
      return t(stuck && stuck.reason !== "no_roundabouts" ? "web.move.retire" : "web.move.break_down");
    }
    case "roundabout": return t("web.move.roundabout");
    case "turn_round": return t("web.move.turn_round");
    case "wait": {
      const stuck = game.view && game.view.stuck;
      return t(stuck && stuck.reason !== "opponents_car" ? "web.move.wait" : "web.move.wait_for_car");
    }
    case "react": return t("web.move.react", { card });
    case "pass_reaction": return t("web.move.pass_reaction");
    case "choose_opponent": return t("web.move.choose_opponent", { name: target });
    case "look": return t("web.move.look", { name: target });
    case "flip_sign": return t("web.move.flip_sign", { card });
    case "finish": return t("web.move.finish");
    default: return genericMove(move, game);
  }
}

/** A move of a game without words for it: its type, then its values. */
function genericMove(move, game) {
  return [humanize(move.type), ...fieldWords(move, game)].join(" · ");
}

/**
 * Every scalar field of a move or event (and a list of seats), in words: a card by its
 * title, seats by name, the rest as "name value" ("steps 7").
 */
function fieldWords(thing, game) {
  const fields = { ...thing, ...(thing.private && typeof thing.private === "object" ? thing.private : {}) };
  const out = [];
  for (const [k, v] of Object.entries(fields)) {
    if (UNSAID.has(k) || k === "seat") continue;
    const list = Array.isArray(v) && v.every((x) => x === null || typeof x !== "object");
    if (v !== null && typeof v === "object" && !list) continue;
    if (k === "card" || SEATS_FIELDS.has(k) || (typeof v === "string" && isCard(v))) out.push(valueWords(game, k, v));
    else out.push(`${humanize(k).toLowerCase()} ${valueWords(game, k, v)}`);
  }
  return out;
}

/**
 * Why the game ended, in words: the game's own (<game>.reason.<code>: a plug-in's), else
 * the catalogue's for that game (reason.<game>.<code>: Roadtrip's own games'), else the
 * code itself made readable; never another game's words for the same code. `game` the
 * game document or its registry name.
 */
export function reasonText(reason, game) {
  const name = typeof game === "string" ? game : gameName(game);
  // "ended" is the API's, any game's: its host ended it (api/service/ended.py)
  const fallback = reason === "ended" ? t("web.reason.ended") : humanize(String(reason)).toLowerCase();
  return own(name, `reason.${reason}`) ?? maybe(`reason.${name}.${reason}`, fallback);
}

/** Why a Drive car cannot go on, in words: core's sentence (stuck.drive.<reason>) naming the player. */
export const stuckText = (game, s, reason, english) => {
  const template = maybe(`stuck.drive.${reason}`, null);
  return template ? template.replace(/\{c\}/g, seat(game, s)) : english || "";
};

function gameOver(e, game) {
  const w = e.winners.map((s) => seat(game, s));
  const why = reasonText(e.reason, game);
  if (!w.length) return t("web.log.game_over", { reason: why });
  return t(w.length > 1 ? "web.log.won_many" : "web.log.won", { names: joinNames(w), reason: why });
}

const undo = (e, g, who) => (e.reporter !== undefined && e.reporter !== e.seat
  ? t("web.log.undo_of", { who, name: seat(g, e.reporter) }) : t("web.log.undo", { who }));

// The lobby's own events (the API's, any game).
const LOBBY = {
  joined: (e) => t("web.log.joined", { name: e.name || t("web.player", { n: e.seat + 1 }), n: e.seat + 1 }),
  handed_over: (e) => t("web.log.handed_over", { name: e.name || t("web.player", { n: e.seat + 1 }) }),
  started: () => t("web.log.started"),
  ended: () => t("web.log.ended"),
};

const DMC = {
  deal: (e) => tn("web.log.dmc.deal", e.count),
  turn: (e, g, who) => t("web.log.dmc.turn", { who }),
  play: (e, g, who) => {
    const extra = e.option ? ` (${optionText(e.option, e.card)})` : "";
    const key = e.gained ? (e.target !== undefined ? "web.log.dmc.play_gained_on" : "web.log.dmc.play_gained")
      : e.target !== undefined ? "web.log.dmc.play_on" : "web.log.dmc.play";
    return t(key, { who, card: cardTitle(e.card), target: e.target !== undefined ? seat(g, e.target) : "", extra });
  },
  road: (e, g, who) => t("web.log.dmc.road", { who, km: e.distance }),
  discard: (e, g, who) => t("web.log.dmc.discard", { who, card: cardTitle(e.card) }),
  discarded: (e, g, who) => t("web.log.dmc.discarded", { who, card: cardTitle(e.card) }),
  draw: (e, g, who) => tn("web.log.dmc.draw", e.count, { who, cards: e.private && e.private.cards ? `: ${list(e.private.cards)}` : "" }),
  take: (e, g, who) => {
    const card = e.private && e.private.card ? e.private.card : e.card;
    return card !== undefined ? t("web.log.dmc.take", { who, card: cardTitle(card), source: cardTitle(e.source) })
      : t("web.log.dmc.take_a_card", { who, source: cardTitle(e.source) });
  },
  end_turn: (e, g, who) => t("web.log.dmc.end_turn", { who }),
  pass: (e, g, who) => t("web.log.dmc.pass", { who }),
  // an optional play not made, or a search that found nothing (the card gives no more)
  skip: (e, g, who) => t("web.log.dmc.skip", { who, source: cardTitle(e.source) }),
  stop: (e, g, who) => t("web.log.dmc.stop", { who, source: cardTitle(e.source) }),
  skip_turn: (e, g, who) => (e.left > 1 ? tn("web.log.dmc.skip_turn_more", e.left - 1, { who }) : t("web.log.dmc.skip_turn_last", { who })),
  remove: (e, g, who) => t(e.cards.length > 1 ? "web.log.dmc.remove_many" : "web.log.dmc.remove", { who, cards: list(e.cards) }),
  resolve: (e, g, who) => t("web.log.dmc.resolve", { who, card: cardTitle(e.card) }),
  resolved: (e, g, who) => t("web.log.dmc.resolved", { who, card: cardTitle(e.card) }),
  u_turn: (e, g, who) => t("web.log.dmc.u_turn", { who, cards: list(e.cards) }),
  trailer: (e, g, who) => tn("web.log.dmc.trailer", e.turns_left, { who, option: optionText(e.option, "trailer") }),
  reshuffle: (e) => tn("web.log.dmc.reshuffle", e.count),
  look: (e, g, who) => t("web.log.dmc.look", { who, name: seat(g, e.target), cards: e.private && e.private.cards ? `: ${list(e.private.cards)}` : "" }),
  choose_opponent: (e, g, who) => t("web.log.dmc.choose_opponent", { who, name: seat(g, e.target) }),
  flip_sign: (e) => t("web.log.dmc.flip_sign", { card: cardTitle(e.card) }),
  reaction_window: (e, g, who) => t("web.log.dmc.reaction_window", { who, card: cardTitle(e.card) }),
  reaction_window_opened: () => t("web.log.dmc.reaction_window_opened"),
  reaction_window_closed: (e) => t(e.reason === "all_passed" ? "web.log.dmc.nobody_reacted" : "web.log.dmc.got_reaction", { card: cardTitle(e.card) }),
  pass_reaction: (e, g, who) => t(e.deadline ? "web.log.dmc.too_late" : "web.log.dmc.no_reaction", { who }),
  react: (e, g, who) => t("web.log.dmc.react", { who, card: cardTitle(e.card) }),
  cancel: (e, g, who) => t("web.log.dmc.cancel", { who, card: cardTitle(e.card) }),
  yield: (e, g, who) => t("web.log.dmc.yield", { who, name: seat(g, e.from), card: cardTitle(e.card), km: e.distance }),
  swerve: () => t("web.log.dmc.swerve"),
  // referee: a seat that may still answer the card at the goal says, for itself, it does not
  no_answer: (e, g, who) => t("web.log.dmc.no_answer", { who, card: cardTitle(e.card) }),
  finishing: (e, g) => t("web.log.dmc.finishing", { names: joinNames(e.winners.map((s) => seat(g, s))), card: cardTitle(e.card) }),
  undo,
  game_over: gameOver,
};

const DRIVE = {
  draw: (e, g, who) => (e.card !== undefined ? t("web.log.drive.draw", { who, card: cardTitle(e.card) }) : t("web.log.drive.draw_a_card", { who })),
  place: (e, g, who) => t("web.log.drive.place", { who, card: cardTitle(e.card) }),
  discard: (e, g, who) => t("web.log.drive.discard", { who, card: cardTitle(e.card) }),
  drive: (e, g, who) => t("web.log.drive.drive", { who }),
  exit: (e, g, who) => t("web.log.drive.exit", { who, direction: t(`web.edge.${e.edge}`) }),
  roundabout: (e, g, who) => (e.covers ? t("web.log.drive.roundabout_over", { who, card: cardTitle(e.covers) }) : t("web.log.drive.roundabout", { who })),
  miss_a_turn: (e, g, who) => t("web.log.drive.miss_a_turn", { who }),
  pass_obstruction: (e, g, who) => t("web.log.drive.pass_obstruction", { who }),
  another_turn: (e, g, who) => t("web.log.drive.another_turn", { who }),
  // the engine says why (Drive's stuck reasons): its sentence in the phone's language
  wait: (e, g, who) => (e.reason ? stuckText(g, e.seat, e.reason, e.text) : e.text || t("web.log.drive.wait", { who })),
  turn_round: (e, g, who) => t("web.log.drive.turn_round", { who }),
  break_down: (e, g, who) => (e.reason ? stuckText(g, e.seat, e.reason, e.text) : e.text || t("web.log.drive.break_down", { who })),
  finish: (e, g, who) => t("web.log.drive.finish", { who }),
  reshuffle: (e) => tn("web.log.drive.reshuffle", e.cards),
  // a card reported by its look, booked as another that fits (core/drive/apply.py rebook)
  rebook: (e) => t("web.log.drive.rebook", { card: cardTitle(e.card), now: cardTitle(e.now) }),
  undo,
  game_over: gameOver,
};

/** The sentences of each game's events, by event type. */
export const SENTENCES = { "driving-me-crazy": { ...LOBBY, ...DMC }, drive: { ...LOBBY, ...DRIVE } };

// Events every game has (core's referee undo): their words when a game has none of its own.
const COMMON = { undo };

/**
 * An event of a game without words for it: who, what, and every scalar field
 * in words: "Ann: roll · pips 3", "Ann: play · 2 steps · steps 4".
 */
function genericEvent(ev, game, who) {
  const what = [humanize(ev.type).toLowerCase(), ...fieldWords(ev, game)].join(" · ");
  return who ? t("web.generic.event", { who, what }) : what.charAt(0).toUpperCase() + what.slice(1);
}

/** The sentence for one event of `game`'s log, or null when a shipped game's type has none. */
export function describeEvent(ev, game) {
  const said = ownWords("event", ev, game);
  if (said !== undefined) return said;
  const who = ev.seat !== undefined ? seatName(game, ev.seat) : "";
  const sentences = SENTENCES[gameName(game)];
  if (sentences) return sentences[ev.type] ? sentences[ev.type](ev, game, who) : null;
  const shared = LOBBY[ev.type] || COMMON[ev.type];
  return shared ? shared(ev, game, who) : genericEvent(ev, game, who);
}

// Driving Me Crazy!'s reaction-window bookkeeping belongs to the card it is about:
// folded into that card's line instead of lines of its own (its turns too).
const FOLDED = new Set(["reaction_window", "reaction_window_opened", "turn"]);

/**
 * The log as lines, newest first: one sentence per event. Driving Me Crazy!'s
 * window opened/closed noise is folded into the line of the card it belongs to
 * ("… — nobody reacted"), a distance card's new total into its play; any other
 * game's events are each a line of their own.
 */
export function logLines(events, game) {
  if (gameName(game) !== "driving-me-crazy") {
    return events.map((ev) => ({ type: ev.type, seat: ev.seat, text: describeEvent(ev, game) || humanize(ev.type) })).reverse();
  }
  const lines = [];
  let lastPlay = null;
  for (const ev of events) {
    if (FOLDED.has(ev.type)) continue;
    if (ev.type === "reaction_window_closed") {
      if (ev.reason === "all_passed" && lastPlay) lastPlay.text = t("web.log.dmc.and_nobody_reacted", { line: lastPlay.text.replace(/[.!]$/, "") });
      continue;
    }
    // a chosen "no reaction" is said once by "nobody reacted"; a timed-out one has its own line
    if (ev.type === "pass_reaction" && !ev.deadline && lastPlay) continue;
    if (ev.type === "road" && lastPlay && lastPlay.seat === ev.seat) {
      lastPlay.text = t("web.log.dmc.now_km", { line: lastPlay.text.replace(/[.!]$/, ""), km: ev.distance });
      continue;
    }
    const line = { type: ev.type, seat: ev.seat, text: describeEvent(ev, game) || humanize(ev.type) };
    if (ev.type === "play" || ev.type === "yield") lastPlay = line;
    lines.push(line);
  }
  return lines.reverse();
}

/**
 * The ask in the middle of a sentence ("Your turn — play a card"): its first letter in
 * lower case, except a name written in capitals ("GPS: search the deck"), a card's name
 * that heads the ask ("Roundabout: play an additional card": the card is named as on
 * the card everywhere else) and German, whose headlines join the ask after a colon, with
 * its capital ("Du bist dran: Zieh 1 Karte").
 */
export function askWithin(ask) {
  if (!ask) return "";
  if (language() === "de" || /^\p{Lu}[\p{Lu}\d]/u.test(ask) || headedByCard(ask)) return ask;
  return `${ask.charAt(0).toLowerCase()}${ask.slice(1)}`;
}

/** True when `ask` begins with a card's name and a colon ("Roundabout: play …"). */
function headedByCard(ask) {
  const colon = ask.indexOf(":");
  if (colon < 1) return false;
  const label = ask.slice(0, colon).trim();
  return allCards().some((c) => cardInfo(c.id).title === label);
}
