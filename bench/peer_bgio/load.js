// 8 concurrent 2-player games over boardgame.io's socket.io transport: each
// move goes out on the socket and its round trip ends when the new state is
// pushed back: to the mover (mode "mover", the default), or to every player of
// the match (mode "all": the server pushes each move to both clients, and the
// move counts once both have it). Prints {"moves", "seconds", "rtt": [...],
// "lost", "games", "gameMoves"} as JSON: "games" finished in the round and the
// moves they took ("gameMoves"), whose mean is the race's game length as played.
const { Client, LobbyClient } = require("boardgame.io/client");
const { SocketIO } = require("boardgame.io/multiplayer");
const { CardRace, legalMoves } = require("./game");

const [port, games, seconds] = [Number(process.argv[2]), Number(process.argv[3] || 8), Number(process.argv[4] || 10)];
const everyone = (process.argv[5] || "mover") === "all";
const server = `http://127.0.0.1:${port}`;
const lobby = new LobbyClient({ server });

async function table(stopAt, out) {
  for (;;) {
    if (Date.now() >= stopAt) return;
    const { matchID } = await lobby.createMatch("card-race", { numPlayers: 2 });
    const clients = [];
    for (const playerID of ["0", "1"]) {
      const { playerCredentials } = await lobby.joinMatch("card-race", matchID, { playerID, playerName: `P${playerID}` });
      // a WebSocket from the start: engine.io's long-polling first, then an upgrade, left a
      // socket on polling now and then on a loaded machine (an HTTP request a push)
      const c = Client({ game: CardRace, multiplayer: SocketIO({ server, socketOpts: { transports: ["websocket"] } }), matchID, playerID, credentials: playerCredentials, debug: false });
      c.start();
      clients.push(c);
    }
    await new Promise((resolve) => {
      let pending = null; // [sentAt, stateID, mover, players who have the new state]
      let done = false;
      let sent = 0; // moves made in this match
      const finish = (over) => {
        if (done) return;
        done = true;
        clearInterval(watchdog);
        if (over) { out.games += 1; out.gameMoves += sent; }
        resolve();
      };
      const step = () => {
        if (pending || done) return;
        // the first move waits until both players have synced: boardgame.io
        // pushes a move only to the sockets it has registered, and with an
        // async storage a sync is registered only after its read, so a move
        // made as the first client synced was never pushed to the second
        if (clients.some((c) => !c.getState())) return;
        for (const c of clients) {
          const s = c.getState();
          if (!s || !s.G || !s.G.hands) continue;
          if (s.ctx.gameover || Date.now() >= stopAt) { finish(Boolean(s.ctx.gameover)); return; }
          if (s.ctx.currentPlayer !== c.playerID) continue;
          const moves = legalMoves(s.G, c.playerID);
          const [name, arg] = moves[Math.floor(Math.random() * moves.length)];
          pending = [performance.now(), s._stateID, c.playerID, new Set()];
          sent += 1;
          c.moves[name](arg);
          return;
        }
      };
      // a move whose push never comes (seen with FlatFile storage under load)
      // must not stall the table: after 5 s it counts as lost and play goes on
      const watchdog = setInterval(() => {
        if (Date.now() >= stopAt) { finish(false); return; }
        if (pending && performance.now() - pending[0] > 5000) {
          out.lost += 1;
          pending = null;
          step();
        }
      }, 200);
      for (const c of clients) {
        c.subscribe((s) => {
          if (!s) return;
          if (pending && s._stateID > pending[1] && (everyone || c.playerID === pending[2])) {
            pending[3].add(c.playerID);
            if (!everyone || pending[3].size === clients.length) {
              out.rtt.push(performance.now() - pending[0]);
              out.moves += 1;
              pending = null;
            }
          }
          if (s.ctx.gameover || Date.now() >= stopAt) { finish(Boolean(s.ctx.gameover)); return; }
          setImmediate(step);
        });
      }
      setImmediate(step);
    });
    // which transport each socket ended on (a WebSocket, as asked above)
    for (const c of clients) {
      const engine = c.transport && c.transport.socket && c.transport.socket.io && c.transport.socket.io.engine;
      const name = engine && engine.transport ? engine.transport.name : "none";
      out.transports[name] = (out.transports[name] || 0) + 1;
    }
    clients.forEach((c) => c.stop());
  }
}

(async () => {
  const out = { moves: 0, lost: 0, rtt: [], games: 0, gameMoves: 0, transports: {} };
  const started = Date.now();
  const stopAt = started + seconds * 1000;
  await Promise.all(Array.from({ length: games }, () => table(stopAt, out)));
  out.seconds = (Date.now() - started) / 1000;
  // exit once the line is flushed: process.exit() right after a write to a
  // pipe cuts it at 64 KB (the round-trip list of a fast round is longer)
  process.stdout.write(JSON.stringify(out) + "\n", () => process.exit(0));
})();
