// Reading the API's game document exactly as the OpenAPI schemas define it
// (Game, Player, the catalogue), one field per fact. Card facts (titles,
// colours, effect texts, options) come from the catalogue only.

import { cardName, maybe, own, t, term } from "./i18n.js";
import { humanize } from "./dom.js";

const cardFacts = {};
const decisions = {};

/** Learn a catalogue entry: its cards and what each of its decisions asks. */
export function learnGame(entry) {
  for (const c of entry.cards || []) cardFacts[c.id] = { ...c, title: c.title || humanize(c.id), game: entry.name };
  decisions[entry.name] = entry.decisions || {};
}

/**
 * Learn the cards a game's view describes beyond the catalogue (a Drive referee's house
 * deck: `view.deck`, each with its `title` and its drawing at 0°); catalogue cards keep
 * the catalogue's facts.
 */
export function learnCards(cards) {
  for (const c of cards || []) {
    if (!Object.prototype.hasOwnProperty.call(cardFacts, c.id)) cardFacts[c.id] = { ...c, title: c.title || humanize(c.id), house: true };
  }
}

/** What decision `kind` of `game` asks, in the catalogue's words ("" when it has none). */
// in the phone's language: the game's own words (<game>.decision.<kind>, a plug-in's), else
// the catalogue entry decision.<game>.<kind> (same English as core), else the API's English
export const decisionText = (game, kind) => own(game.game, `decision.${kind}`)
  ?? maybe(`decision.${game.game}.${kind}`, (decisions[game.game] || {})[kind] || "");

/** The catalogue's facts about card `id`: {id, title, colour, text, options, ...}. */
export function cardInfo(id) {
  const facts = cardFacts[id] || { id, title: humanize(id), colour: "" };
  // the name in the phone's language comes from the glossary (one source for all words),
  // else from the game's own words (<game>.card.<id>, <game>.card_text.<id>: a plug-in's),
  // else from the messages as card.<game>.<id>, its effect as card_text.<game>.<id>
  // (<game> the registry name of the game whose catalogue has the card)
  const name = cardName(id) || (facts.game && own(facts.game, `card.${id}`)) || maybe(`card.${facts.game}.${id}`, undefined);
  const text = facts.text && ((facts.game && own(facts.game, `card_text.${id}`)) ?? maybe(`card_text.${facts.game}.${id}`, facts.text));
  return (name && name !== facts.title) || text !== facts.text
    ? { ...facts, title: name || facts.title, text } : facts;
}

/** The catalogue's facts of every card learned, of every game. */
export const allCards = () => Object.values(cardFacts);

/** True when `id` names a card of some game in the catalogue. */
export const isCard = (id) => Object.prototype.hasOwnProperty.call(cardFacts, id);

/** The card's title in the phone's language (the glossary), else as the catalogue spells it. */
export const cardTitle = (id) => cardInfo(id).title;

/** The seats of a game document (Player: seat, name, bot, joined). */
export const seatsOf = (game) => game.players;

/** The name of `seat`'s player ("Player 2" for an empty seat: seats count from 1). */
export function seatName(game, seat) {
  if (seat === null || seat === undefined) return t("web.someone");
  const p = game.players[seat];
  return (p && p.name) || t("web.player", { n: Number(seat) + 1 });
}

/**
 * The API names seats as people count them, from 1, in the phone's language ("seat 1",
 * "plaats 1", "Platz 1", "la place 1"; Drive adds its car's colour: "seat 1 (red)");
 * say the player's name instead.
 */
export function withSeatNames(text, game) {
  const seat = new RegExp(`(?:\\b(?:la|le) )?\\b${term("seat")} (\\d+)\\b(?: \\([^()]+\\))?`, "giu");
  return String(text || "").replace(seat, (_, n) => seatName(game, Number(n) - 1));
}

/** The engine's view inside the game document. */
export const viewOf = (game) => game.view;
/** The seats that have a decision to make now. */
export const pendingOf = (game) => game.pending;
/** The game's registry name ("driving-me-crazy", "drive"). */
export const gameName = (game) => game.game;
/** "digital" or "referee". */
export const modeOf = (game) => game.mode;
/** "waiting", "active" or "finished". */
export const statusOf = (game) => game.status;
/** {winners, reason} once over, else null. */
export const outcomeOf = (game) => game.outcome;
/** Whether the host ended the game (endGame on a started game: it is over, kept readable). */
export const endedByHost = (game) => game.ended_by === "host";
/** The winning seats (empty until the game is over). */
export const winnersOf = (game) => (game.outcome ? game.outcome.winners : []);

const EDGES = { N: "web.edge.N", E: "web.edge.E", S: "web.edge.S", W: "web.edge.W" };
/** An edge of a Drive card in words, in the phone's language: "north (N)". */
export function edgeName(e) {
  return EDGES[e] ? t("web.edge", { name: t(EDGES[e]), edge: e }) : String(e ?? "");
}
