// Reading the API's game document into one shape the screens use, and
// describing moves and events in plain words. Defensive on purpose: the
// screens must keep working if a field is renamed or missing.

import { humanize } from "./dom.js";

export const SEAT_COLOURS = ["red", "blue", "green", "yellow", "purple", "cyan", "orange", "pink", "lime", "grey"];

// Fallback card facts for Driving Me Crazy! (the catalogue may refine them).
const DMC_CARDS = {
  km50: ["50 km", "distance"], km100: ["100 km", "distance"],
  stoplight: ["Stoplight", "red"], u_turn: ["U-turn", "red"], traffic: ["Traffic", "red"],
  toll_booth: ["Toll booth", "red"], roundabout: ["Roundabout", "blue"], shortcut: ["Shortcut", "blue"],
  gps: ["GPS", "blue"], bus: ["Bus", "blue"], race_car: ["Race car", "blue"],
  stop_sign: ["Stop Sign", "reaction"], yield: ["Yield", "reaction"],
  backseat_driver: ["Backseat Driver", "reaction"], swerve: ["Swerve", "reaction"],
  speed_camera: ["Speed Camera", "red"], truck: ["Truck", "red"], motorway: ["Motorway", "blue"],
  rest_stop: ["Rest Stop", "blue"], rearview_mirror: ["Rearview Mirror", "blue"],
  overtake: ["Overtake", "blue"], carpool: ["Carpool", "blue"], trailer: ["Trailer", "blue"],
  highway_sign: ["Highway Sign", "sign"], no_u_turn_sign: ["No U-Turn Sign", "sign"],
  low_tunnel_sign: ["Low Tunnel Sign", "sign"], speed_bumps_sign: ["Speed Bumps Sign", "sign"],
  signal_not_found: ["Signal Not Found", "sign"],
};

const cardFacts = { ...Object.fromEntries(Object.entries(DMC_CARDS).map(([id, [title, colour]]) => [id, { id, title, colour }])) };

/** Learn card titles/colours from a catalogue entry (deck contents). */
export function learnCards(entry) {
  const list = entry && (entry.cards || entry.deck);
  const items = Array.isArray(list) ? list : list && typeof list === "object" ? Object.entries(list).map(([id, v]) => ({ id, ...(typeof v === "object" ? v : {}) })) : [];
  for (const c of items) {
    if (!c || !c.id) continue;
    cardFacts[c.id] = { ...(cardFacts[c.id] || {}), ...c, title: c.title || c.name || (cardFacts[c.id] || {}).title || humanize(c.id) };
  }
}

/** {id, title, colour} of a card id (or a card object). */
export function cardInfo(card) {
  if (card && typeof card === "object") {
    const id = card.id || card.card || card.type;
    return { ...(cardFacts[id] || {}), ...card, id, title: card.title || (cardFacts[id] || {}).title || humanize(id) };
  }
  return cardFacts[card] || { id: card, title: humanize(card), colour: "" };
}

export const cardTitle = (card) => cardInfo(card).title;

const BASE_IDS = ["km50", "km100", "stoplight", "u_turn", "traffic", "toll_booth", "roundabout", "shortcut", "gps", "bus", "race_car"];

/** The card ids of a game's deck (base cards plus those of its variants). */
export function deckCards(game) {
  const variants = game?.config?.variants || [];
  const known = Object.values(cardFacts).filter((c) => c.base !== undefined);
  if (!known.length) return BASE_IDS;
  return known.filter((c) => (c.variant ? variants.includes(c.variant) : c.base > 0 || c.seven_plus > 0)).map((c) => c.id);
}

/** The list of seats of a game document: [{seat, name, bot, joined}]. */
export function seatsOf(game) {
  if (!game) return [];
  const v = game.view || {};
  const raw = game.seats || game.players || v.seats || v.players || [];
  const n = game.config?.players ?? game.players_count ?? (Array.isArray(raw) ? raw.length : 0);
  const out = [];
  for (let i = 0; i < Math.max(n, Array.isArray(raw) ? raw.length : 0); i++) {
    const r = (Array.isArray(raw) ? raw[i] : raw[i] || raw[String(i)]) || {};
    const seat = typeof r.seat === "number" ? r.seat : i;
    const bot = Boolean(r.bot || r.is_bot || r.kind === "bot");
    const joined = Boolean(r.joined ?? r.taken ?? (r.name || bot));
    out.push({ ...r, seat, name: r.name || (bot ? `Bot ${seat + 1}` : joined ? `Player ${seat + 1}` : ""), bot, joined });
  }
  return out;
}

export function seatName(game, seat) {
  if (seat === null || seat === undefined) return "someone";
  const s = seatsOf(game).find((x) => x.seat === seat);
  return (s && s.name) || `Player ${Number(seat) + 1}`;
}

/** The engine's view inside the game document. */
export const viewOf = (game) => (game && (game.view || game.state)) || {};

export function pendingOf(game) {
  const p = game?.pending ?? viewOf(game).pending ?? [];
  return Array.isArray(p) ? p : [p];
}

export function gameName(game) {
  return game?.game || game?.config?.game || game?.name || viewOf(game).game || "";
}

export function modeOf(game) {
  return game?.mode || game?.config?.mode || viewOf(game).mode || "digital";
}

export function statusOf(game) {
  if (!game) return "loading";
  if (game.status) return game.status;
  if (game.outcome || viewOf(game).outcome) return "finished";
  return "active";
}

export function outcomeOf(game) {
  return game?.outcome || viewOf(game).outcome || null;
}

export function winnersOf(game) {
  const o = outcomeOf(game);
  const w = o?.winners ?? game?.winners ?? (game?.winner !== undefined && game?.winner !== null ? [game.winner] : null);
  return Array.isArray(w) ? w : w === null || w === undefined ? [] : [w];
}

/** The two effects of the "one OR the other" cards, as move options. */
export const CARD_OPTIONS = {
  shortcut: ["resolve_traffic", "play_distance"],
  overtake: ["resolve_truck", "play_distance"],
  rest_stop: ["draw", "discard"],
  rearview_mirror: ["discard_pile", "hands"],
  carpool: ["blue_card", "distance_cards"],
  trailer: ["hand_size", "two_plays"],
};

const OPTION_TEXT = {
  resolve_traffic: "resolve my Traffic",
  resolve_truck: "resolve my Truck",
  play_distance: "play 2 distance cards",
  draw: "draw 5 cards",
  discard: "discard any cards",
  discard_pile: "take 3 from the discard pile",
  hands: "look at up to 3 hands",
  blue_card: "a blue card for me and an opponent",
  distance_cards: "2 distance cards for me, the same for an opponent",
  hand_size: "a hand of 6 for 4 turns",
  two_plays: "2 cards a turn for 4 turns",
};

export const optionText = (o) => OPTION_TEXT[o] || humanize(o).toLowerCase();

/** A sentence for a move, e.g. "Play Traffic on Ann". */
export function describeMove(move, game) {
  const t = move.type;
  const card = move.card ?? move.card_type ?? move.kind;
  const c = card !== undefined ? cardTitle(card) : "";
  const target = move.target !== undefined ? ` on ${seatName(game, move.target)}` : "";
  const at = move.x !== undefined && move.y !== undefined ? ` at (${move.x}, ${move.y})` : "";
  const rot = move.rotation !== undefined ? ` turned ${move.rotation}°` : "";
  const edge = move.edge ?? move.exit;
  const exit = edge !== undefined ? ` leaving ${edgeName(edge)}` : "";
  const cards = Array.isArray(move.cards) ? move.cards.map(cardTitle).join(", ") : "";
  switch (t) {
    case "play": return `Play ${c}${target}${move.option ? `: ${optionText(move.option)}` : ""}`;
    case "discard": return cards || c ? `Discard ${cards || c}` : "Discard the drawn card (it cannot be placed)";
    case "take": return `Take ${c}`;
    case "end_turn": return "End my turn";
    case "pass": return "Pass";
    case "skip": return move.seat !== undefined ? `Skip ${seatName(game, move.seat)}` : "Skip this action";
    case "undo": return "Undo my last report";
    case "draw":
      if (move.count !== undefined) return `I drew ${move.count} card${move.count === 1 ? "" : "s"}`;
      if (card !== undefined) return `I drew ${c}`;
      return "Draw a card";
    case "place": return `Place the card${at}${rot}${exit}`;
    case "exit": return `Leave by the ${edgeName(edge)}`;
    case "move": case "drive": return `Drive onto the card in front${at}${exit}`;
    case "pass_obstruction": return "Move past the obstruction";
    case "break_down": return "My car has broken down (retire)";
    case "roundabout": return `Play a Roundabout${at}${exit}`;
    case "turn_round": return "Turn the car round";
    case "wait": return "Wait for the car in the way to move";
    case "react": return `React with ${c}`;
    case "pass_reaction": return "No reaction";
    case "choose_opponent": return `Choose ${seatName(game, move.target)}`;
    case "look": return `Look at ${seatName(game, move.target)}'s hand`;
    case "stop": return "Done";
    case "flip_sign": return `The sign turned up is ${c}`;
    default: {
      const rest = Object.entries(move).filter(([k]) => k !== "type").map(([k, v]) => `${humanize(k)} ${typeof v === "object" ? JSON.stringify(v) : v}`);
      return [humanize(t), ...rest].join(" · ");
    }
  }
}

const EDGES = { N: "north", E: "east", S: "south", W: "west" };
export function edgeName(e) {
  if (e === undefined || e === null) return "";
  const s = String(e);
  if (EDGES[s]) return `${EDGES[s]} (${s})`;
  return s;
}

/** A sentence for an event of the log. */
export function describeEvent(ev, game) {
  if (!ev || typeof ev !== "object") return String(ev);
  if (ev.text || ev.message) return ev.text || ev.message;
  const who = ev.seat !== undefined ? seatName(game, ev.seat) : ev.player !== undefined ? seatName(game, ev.player) : "";
  const c = ev.card !== undefined ? cardTitle(ev.card) : "";
  const on = ev.target !== undefined ? ` on ${seatName(game, ev.target)}` : "";
  const t = ev.type || ev.event || ev.kind || "";
  switch (t) {
    case "play": case "played": return `${who} played ${c}${on}.`;
    case "discard": case "discarded": {
      const list = Array.isArray(ev.cards) ? ev.cards.map(cardTitle).join(", ") : c;
      return `${who} discarded ${list || (ev.count !== undefined ? `${ev.count} card${ev.count === 1 ? "" : "s"}` : "a card")}.`;
    }
    case "draw": case "drew": {
      const list = Array.isArray(ev.cards) ? `: ${ev.cards.map(cardTitle).join(", ")}` : c ? `: ${c}` : "";
      const n = ev.count ?? (Array.isArray(ev.cards) ? ev.cards.length : 1);
      return `${who} drew ${n} card${n === 1 ? "" : "s"}${list}.`;
    }
    case "take": case "took": return `${who} took ${c || "a card"} from the deck.`;
    case "skip": case "skipped": return `${who} missed a turn.`;
    case "turn": case "turn_start": case "start_turn": return `${who}'s turn.`;
    case "end_turn": return `${who} ended the turn.`;
    case "pass": case "passed": return `${who} passed.`;
    case "win": case "won": case "game_over": case "finished": {
      const w = ev.winners ?? (ev.winner !== undefined ? [ev.winner] : ev.seat !== undefined ? [ev.seat] : []);
      return w.length ? `${w.map((s) => seatName(game, s)).join(" and ")} won!` : "The game is over.";
    }
    case "joined": case "join": return `${who || ev.name} took a seat.`;
    case "started": case "start": return "The game has started.";
    case "undo": case "undone": return `${who} undid the last report.`;
    case "place": case "placed": return `${who} placed ${c || "a card"}${ev.x !== undefined ? ` at (${ev.x}, ${ev.y})` : ""}.`;
    case "move": case "moved": case "drive": case "drove": return `${who} drove on${ev.x !== undefined ? ` to (${ev.x}, ${ev.y})` : ""}.`;
    case "roundabout": return `${who} played a Roundabout${ev.x !== undefined ? ` at (${ev.x}, ${ev.y})` : ""}.`;
    case "exit": return `${who} drove on, heading ${edgeName(ev.edge).replace(/ \(.\)$/, "")}.`;
    case "held": case "miss_a_turn": return `${who} stops before the obstruction and misses a turn.`;
    case "pass_obstruction": return `${who} moved past the obstruction.`;
    case "no_stopping": case "another_turn": return `${who} may not stop on a No Stopping card: another turn.`;
    case "finish": return `${who} reached the Finish!`;
    case "break_down": return `${who}'s car broke down: ${who} retires.`;
    case "turn_round": return `${who} turned the car round.`;
    case "wait": return `${who} waits for a car to move.`;
    case "deal": return `Cards dealt (${ev.count} each).`;
    case "reshuffle": return "The discard pile was shuffled into a new draw pile.";
    case "remove": return `${Array.isArray(ev.cards) ? ev.cards.map(cardTitle).join(", ") : "Cards"} in front of ${who} ${Array.isArray(ev.cards) && ev.cards.length > 1 ? "are" : "is"} over.`;
    case "resolved": return `${c} in front of ${who} is resolved.`;
    case "reaction_window": return "Reactions are open.";
    case "reaction_window_opened": return "Reactions are open.";
    case "reaction_window_closed": return `Reactions to ${c} are closed${ev.reason ? ` (${humanize(ev.reason).toLowerCase()})` : ""}.`;
    case "pass_reaction": return `${who} let it go.`;
    case "look": return `${who} looked at ${seatName(game, ev.target)}'s hand${Array.isArray(ev.cards) ? `: ${ev.cards.map(cardTitle).join(", ")}` : ""}.`;
    case "choose_opponent": return `${who} chose ${seatName(game, ev.target)}.`;
    case "react": return `${who} reacted with ${c}!`;
    case "flip_sign": case "sign": return `${c} is turned up: the sign in force.`;
    case "resolve": return `${who} resolved ${c}.`;
    case "u_turn": return `${who} lost ${Array.isArray(ev.cards) ? ev.cards.map(cardTitle).join(" and ") : "distance"} to a U-turn.`;
    case "skip_turn": return `${who} misses this turn (Stoplight${ev.left !== undefined ? `, ${ev.left} more to miss` : ""}).`;
    case "broken_down": case "retired": case "retire": return `${who} broke down and retires.`;
    case "expired": case "effect_ended": case "removed": return `${c || "An effect"} on ${who} is over.`;
    default: {
      const bits = Object.entries(ev).filter(([k, v]) => !["type", "seat", "index", "seq", "version", "at"].includes(k) && typeof v !== "object").map(([k, v]) => `${humanize(k).toLowerCase()} ${k === "card" ? cardTitle(v) : v}`);
      return `${who ? `${who}: ` : ""}${humanize(t)}${bits.length ? ` (${bits.join(", ")})` : ""}.`;
    }
  }
}
