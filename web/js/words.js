// Moves and events in plain words. Every event type an engine (or the API's
// lobby) emits has a sentence here, keyed by game and type exactly as the
// engines name them; tests/web/test_log_words.py plays random games of every
// game, mode and variant and fails on an event type without one.

import { humanize } from "./dom.js";
import { cardInfo, cardTitle, seatName, edgeName, gameName } from "./model.js";

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
const list = (cards) => cards.map(cardTitle).join(", ");

/** A card option in players' words: the catalogue's text of `card`'s option when it has one. */
export function optionText(option, card) {
  const o = card !== undefined ? (cardInfo(card).options || []).find((x) => x.option === option) : null;
  return (o && o.text) || humanize(option).toLowerCase();
}

/** A sentence for a legal move (a button's label), e.g. "Play Traffic on Ann". */
export function describeMove(move, game) {
  const c = move.card !== undefined ? cardTitle(move.card) : "";
  const target = move.target !== undefined ? ` on ${seatName(game, move.target)}` : "";
  switch (move.type) {
    case "play": return `Play ${c}${target}${move.option ? `: ${optionText(move.option, move.card)}` : ""}`;
    case "discard": return c ? `Discard ${c}` : "Discard the drawn card (it cannot be placed)";
    case "take": return `Take ${c}`;
    case "end_turn": return "End my turn";
    case "pass": return "Pass";
    case "skip": return "Skip this action";
    case "stop": return "Done";
    case "undo": {
      // any seat may take back the last report on behalf of the table (core/undo.py);
      // the view's `undo` names whose report that is
      const reporter = game.view && game.view.undo;
      return reporter === undefined || reporter === null || reporter === game.view.you
        ? "Undo my last report" : `Undo ${seatName(game, reporter)}'s last report`;
    }
    case "draw":
      if (move.count !== undefined) return `I drew ${plural(move.count, "card")}`;
      if (move.card !== undefined) return `I drew ${c}`;
      return "Draw a card";
    case "place": return `Place the card turned ${move.rotation}°`;
    case "exit": return `Leave by the ${edgeName(move.edge)}`;
    case "drive": return "Drive onto the card in front";
    case "pass_obstruction": return "Move past the obstruction";
    case "break_down": {
      // a car barred while it holds a Roundabout is not broken down: retiring is a choice
      const stuck = game.view && game.view.stuck;
      return stuck && stuck.reason !== "no_roundabouts" ? "Retire from the game" : "My car has broken down (retire)";
    }
    case "roundabout": return "Play a Roundabout";
    case "turn_round": return "Turn the car round";
    case "wait": {
      const stuck = game.view && game.view.stuck;
      return stuck && stuck.reason !== "opponents_car" ? "Wait: the turn passes" : "Wait for the car in the way to move";
    }
    case "react": return `React with ${c}`;
    case "pass_reaction": return "No reaction";
    case "choose_opponent": return `Choose ${seatName(game, move.target)}`;
    case "look": return `Look at ${seatName(game, move.target)}'s hand`;
    case "flip_sign": return `The sign turned up is ${c}`;
    default: return humanize(move.type);
  }
}

const REASONS = {
  goal: "reached the goal exactly", deck_exhausted: "the cards ran out: the longest road wins",
  finish: "reached the Finish", all_retired: "every car broke down",
  no_moves: "no car could move", stalemate: "no card was put down for too long (house rule)",
};

/** Why the game ended, in words. */
export const reasonText = (reason) => REASONS[reason] || humanize(reason).toLowerCase();

function gameOver(e, game) {
  const w = e.winners.map((s) => seatName(game, s));
  return w.length ? `${w.join(" and ")} won (${reasonText(e.reason)})!` : `The game is over (${reasonText(e.reason)}).`;
}

// The lobby's own events (the API's, any game).
const LOBBY = {
  joined: (e) => `${e.name || `Player ${e.seat + 1}`} took seat ${e.seat + 1}.`,
  started: () => "The game has started.",
};

const DMC = {
  deal: (e) => `Everyone was dealt ${plural(e.count, "card")}.`,
  turn: (e, g, who) => `${who}'s turn.`,
  play: (e, g, who) => `${who} played ${e.gained ? "the gained " : ""}${cardTitle(e.card)}${e.target !== undefined ? ` on ${seatName(g, e.target)}` : ""}${e.option ? ` (${optionText(e.option, e.card)})` : ""}.`,
  road: (e, g, who) => `${who}'s road is now ${e.distance} km.`,
  discard: (e, g, who) => `${who} discarded ${cardTitle(e.card)}.`,
  discarded: (e, g, who) => `${who} could not play the gained ${cardTitle(e.card)} and discarded it.`,
  draw: (e, g, who) => `${who} drew ${plural(e.count, "card")}${e.private && e.private.cards ? `: ${list(e.private.cards)}` : ""}.`,
  take: (e, g, who) => `${who} took ${e.private && e.private.card ? cardTitle(e.private.card) : e.card !== undefined ? cardTitle(e.card) : "a card"} (${cardTitle(e.source)}).`,
  end_turn: (e, g, who) => `${who} ended the turn.`,
  pass: (e, g, who) => `${who} had no cards and passed.`,
  // an optional play not made, or a search that found nothing (the card gives no more)
  skip: (e, g, who) => `${who} got nothing more from the ${cardTitle(e.source)}.`,
  stop: (e, g, who) => `${who} is done with ${cardTitle(e.source)}.`,
  skip_turn: (e, g, who) => `${who} misses this turn (Stoplight${e.left > 1 ? `; ${e.left - 1} more to miss` : "; the last one"}).`,
  remove: (e, g, who) => `${list(e.cards)} in front of ${who} ${e.cards.length > 1 ? "are" : "is"} over.`,
  resolve: (e, g, who) => `${who} resolved their ${cardTitle(e.card)}.`,
  resolved: (e, g, who) => `${who}'s ${cardTitle(e.card)} is resolved.`,
  u_turn: (e, g, who) => `${who} lost ${list(e.cards)} to a U-turn.`,
  trailer: (e, g, who) => `${who}'s Trailer: ${optionText(e.option, "trailer")} (${plural(e.turns_left, "turn")}).`,
  reshuffle: (e) => `The discard pile (${plural(e.count, "card")}) was shuffled into a new draw pile.`,
  look: (e, g, who) => `${who} looked at ${seatName(g, e.target)}'s hand${e.private && e.private.cards ? `: ${list(e.private.cards)}` : ""}.`,
  choose_opponent: (e, g, who) => `${who} chose ${seatName(g, e.target)} for the Carpool.`,
  flip_sign: (e) => `${cardTitle(e.card)} is turned up: the sign in force.`,
  reaction_window: (e, g, who) => `Reactions to ${who}'s ${cardTitle(e.card)} are open.`,
  reaction_window_opened: () => "The clock for reactions started.",
  reaction_window_closed: (e) => (e.reason === "all_passed" ? `Nobody reacted to ${cardTitle(e.card)}.` : `${cardTitle(e.card)} got a reaction.`),
  pass_reaction: (e, g, who) => (e.deadline ? `${who} did not react in time.` : `${who} chose no reaction.`),
  react: (e, g, who) => `${who} reacted with ${cardTitle(e.card)}!`,
  cancel: (e, g, who) => `${who}'s ${cardTitle(e.card)} is cancelled by a Stop Sign.`,
  yield: (e, g, who) => `${who} yielded: ${seatName(g, e.from)}'s ${cardTitle(e.card)} goes on ${who}'s road (now ${e.distance} km).`,
  swerve: () => "Swerve! Every hand passed to the player on the left.",
  undo: (e, g, who) => (e.reporter !== undefined && e.reporter !== e.seat
    ? `${who} took back ${seatName(g, e.reporter)}'s last report.` : `${who} took back the last report.`),
  game_over: gameOver,
};

const DRIVE = {
  draw: (e, g, who) => `${who} drew ${e.card !== undefined ? cardTitle(e.card) : "a card"}.`,
  place: (e, g, who) => `${who} placed ${cardTitle(e.card)}.`,
  discard: (e, g, who) => `${who} could not place ${cardTitle(e.card)} and discarded it.`,
  drive: (e, g, who) => `${who} drove onto the next card.`,
  exit: (e, g, who) => `${who} heads ${edgeName(e.edge).replace(/ \(.\)$/, "")}.`,
  roundabout: (e, g, who) => `${who} played a Roundabout${e.covers ? ` over ${cardTitle(e.covers)}` : ""}.`,
  miss_a_turn: (e, g, who) => `${who} stops at an obstruction and misses a turn.`,
  pass_obstruction: (e, g, who) => `${who} moved past the obstruction.`,
  another_turn: (e, g, who) => `${who} may not stop here (No Stopping): another turn.`,
  // the engine says why, in words (Drive's stuck reasons); older events had no text
  wait: (e, g, who) => e.text || `${who} waits for the car in the way to move.`,
  turn_round: (e, g, who) => `${who} turned the car round.`,
  break_down: (e, g, who) => e.text || `${who}'s car broke down: ${who} retires.`,
  finish: (e, g, who) => `${who} reached the Finish!`,
  reshuffle: (e) => `The discards (${plural(e.cards, "card")}) were shuffled into a new pack.`,
  undo: (e, g, who) => (e.reporter !== undefined && e.reporter !== e.seat
    ? `${who} took back ${seatName(g, e.reporter)}'s last report.` : `${who} took back the last report.`),
  game_over: gameOver,
};

/** The sentences of each game's events, by event type. */
export const SENTENCES = { "driving-me-crazy": { ...LOBBY, ...DMC }, drive: { ...LOBBY, ...DRIVE } };

/** The sentence for one event of `game`'s log, or null when its type has none. */
export function describeEvent(ev, game) {
  const say = (SENTENCES[gameName(game)] || LOBBY)[ev.type];
  if (!say) return null;
  return say(ev, game, ev.seat !== undefined ? seatName(game, ev.seat) : "");
}

// Reaction-window bookkeeping belongs to the card it is about: folded into
// that card's line instead of lines of its own.
const FOLDED = new Set(["reaction_window", "reaction_window_opened", "turn"]);

/**
 * The log as lines, newest first: one sentence per event, window
 * opened/closed noise folded into the line of the card it belongs to
 * ("… — nobody reacted"), a distance card's new total into its play.
 */
export function logLines(events, game) {
  const lines = [];
  let lastPlay = null;
  for (const ev of events) {
    if (FOLDED.has(ev.type)) continue;
    if (ev.type === "reaction_window_closed") {
      if (ev.reason === "all_passed" && lastPlay) lastPlay.text = `${lastPlay.text.replace(/\.$/, "")} — nobody reacted.`;
      continue;
    }
    // a chosen "no reaction" is said once by "nobody reacted"; a timed-out one has its own line
    if (ev.type === "pass_reaction" && !ev.deadline && lastPlay) continue;
    if (ev.type === "road" && lastPlay && lastPlay.seat === ev.seat) {
      lastPlay.text = `${lastPlay.text.replace(/\.$/, "")} (now ${ev.distance} km).`;
      continue;
    }
    const line = { type: ev.type, seat: ev.seat, text: describeEvent(ev, game) || humanize(ev.type) };
    if (ev.type === "play" || ev.type === "yield") lastPlay = line;
    lines.push(line);
  }
  return lines.reverse();
}
