// The smallest turn-based card race equivalent to a Driving Me Crazy! turn:
// a seeded shuffled deck, hidden hands of 4, on your turn play a distance card
// (never past the goal) or discard one; draw back to 4; first to the goal wins.
// Every move is validated (INVALID_MOVE), hands are hidden by playerView.
// The goal (km) sets how long a game lasts: BGIO_GOAL, which run.py tunes with
// tune.js so that a game lasts as many moves on average as Roadtrip's do.
const { INVALID_MOVE } = require("boardgame.io/core");

const DECK = [];
for (let i = 0; i < 20; i++) DECK.push(25, 50, 75, 100);
for (let i = 0; i < 20; i++) DECK.push(0); // hazards: only discardable here

function draw(G, player) {
  if (!G.deck.length) { G.deck = G.discard; G.discard = []; }
  if (G.deck.length) G.hands[player].push(G.deck.pop());
}

/** The race to `goal` km, as a boardgame.io game. */
function makeRace(goal) {
  return {
    name: "card-race",
    setup: ({ ctx, random }) => {
      const G = { deck: random.Shuffle(DECK.slice()), discard: [], hands: {}, distance: {} };
      for (let p = 0; p < ctx.numPlayers; p++) {
        G.hands[p] = [];
        G.distance[p] = 0;
        for (let k = 0; k < 4; k++) draw(G, p);
      }
      return G;
    },
    playerView: ({ G, playerID }) => ({
      ...G, deck: G.deck.length,
      hands: Object.fromEntries(Object.entries(G.hands).map(([p, h]) => [p, p === playerID ? h : h.length])),
    }),
    turn: { minMoves: 1, maxMoves: 1 },
    moves: {
      play: ({ G, playerID, events }, index) => {
        const hand = G.hands[playerID];
        if (!Number.isInteger(index) || index < 0 || index >= hand.length) return INVALID_MOVE;
        const card = hand[index];
        if (card === 0 || G.distance[playerID] + card > goal) return INVALID_MOVE;
        hand.splice(index, 1);
        G.distance[playerID] += card;
        G.discard.push(card);
        draw(G, playerID);
        events.endTurn();
      },
      discard: ({ G, playerID, events }, index) => {
        const hand = G.hands[playerID];
        if (!Number.isInteger(index) || index < 0 || index >= hand.length) return INVALID_MOVE;
        G.discard.push(hand.splice(index, 1)[0]);
        draw(G, playerID);
        events.endTurn();
      },
    },
    endIf: ({ G, ctx }) => {
      for (let p = 0; p < ctx.numPlayers; p++) if (G.distance[p] === goal) return { winner: String(p) };
    },
  };
}

/** The moves `playerID` may make in `G` (its own view) in the race to `goal`. */
function legalMoves(G, playerID, goal = GOAL) {
  const hand = G.hands[playerID];
  const out = [];
  hand.forEach((card, i) => {
    if (card !== 0 && G.distance[playerID] + card <= goal) out.push(["play", i]);
    out.push(["discard", i]);
  });
  return out;
}

const GOAL = Number(process.env.BGIO_GOAL || 300);
const CardRace = makeRace(GOAL);

module.exports = { CardRace, legalMoves, makeRace, GOAL };
