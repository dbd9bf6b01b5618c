// The race's goal that makes a game last `target` moves on average, under
// load.js's play (each player picks uniformly among its legal moves).
// Games are played here with the game's own setup, moves and endIf, without
// a server (boardgame.io's Immer lets moves mutate G; plain objects do too).
//   node tune.js TARGET [GAMES]   -> {"target", "goal", "mean", "games", "tried"}
// Also: node tune.js --goal GOAL [GAMES] -> the mean at that goal.
const { makeRace, legalMoves } = require("./game");

function shuffle(deck) {
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck;
}

/** The mean moves a game of the race to `goal` lasts, over `games` games. */
function meanMoves(goal, games) {
  const race = makeRace(goal);
  const ctx = { numPlayers: 2 };
  const events = { endTurn() {} };
  let total = 0;
  for (let n = 0; n < games; n++) {
    const G = race.setup({ ctx, random: { Shuffle: shuffle } });
    let player = 0;
    for (let moves = 1; ; moves++) {
      const options = legalMoves(G, String(player), goal);
      const [name, arg] = options[Math.floor(Math.random() * options.length)];
      race.moves[name]({ G, playerID: String(player), events }, arg);
      if (race.endIf({ G, ctx })) { total += moves; break; }
      player = 1 - player;
    }
  }
  return total / games;
}

const args = process.argv.slice(2);
if (args[0] === "--goal") {
  const [goal, games] = [Number(args[1]), Number(args[2] || 20000)];
  console.log(JSON.stringify({ goal, mean: meanMoves(goal, games), games }));
} else {
  const [target, games] = [Number(args[0]), Number(args[1] || 20000)];
  // the goal is a multiple of 25 km (every card is): bisect on it with fewer
  // games, then take the nearer of the two goals around the target
  const tried = [];
  let [lo, hi] = [1, 400]; // x 25 km
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const mean = meanMoves(mid * 25, 2000);
    tried.push([mid * 25, mean]);
    if (mean < target) lo = mid; else hi = mid;
  }
  const around = [lo, hi].map((k) => [k * 25, meanMoves(k * 25, games)]);
  const [goal, mean] = around.sort((a, b) => Math.abs(a[1] - target) - Math.abs(b[1] - target))[0];
  console.log(JSON.stringify({ target, goal, mean, games, tried: [...tried, ...around] }));
}
