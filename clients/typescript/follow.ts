// Follow a whole game of each game the server serves with the typed stream reader (stream.ts)
// while its one person plays it (the other seats are bots): node build/follow.js BASE_URL.
// Prints one JSON line per game: what the reader got and the game's log (the test compares
// them), and what a reader started after entry 5 got. No cast anywhere.
import createClient from "openapi-fetch";
import type { components, paths } from "./src/schema.js";
import { followEvents, type GameName, type LogEntry, type StreamEvent } from "./src/stream.js";

type Move = components["schemas"]["Move"];

const base = process.argv[2] ?? "http://127.0.0.1:8000";
const api = createClient<paths>({ baseUrl: base });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function followOne(game: GameName, players: number): Promise<object> {
  const bots = Array.from({ length: players - 1 }, (_, seat) => seat + 1);
  const created = await api.POST("/api/v1/games", { body: { game, players, bots } });
  if (!created.data) throw new Error(JSON.stringify(created.error));
  const path = { game_id: created.data.id };
  const joined = await api.POST("/api/v1/games/{game_id}/players", { params: { path }, body: { name: "Ann" } });
  if (!joined.data) throw new Error(JSON.stringify(joined.error));
  const token = joined.data.token;
  const headers = { Authorization: `Bearer ${token}` };

  // the reader follows from the start: the moves below come to it live
  const got: StreamEvent<GameName>[] = [];
  const types = new Set<string>();
  let connections = 0;
  let arrived = () => {};
  const first = new Promise<void>((resolve) => { arrived = resolve; });
  const reading = (async () => {
    const events = followEvents({
      baseUrl: base, gameId: created.data.id, game, token, includeView: true, legalMoves: true,
      onConnect: () => { connections += 1; },
    });
    for await (const event of events) {
      got.push(event);
      if (event.kind === "log") types.add(event.entry.event.type);  // typed per game
      arrived();
    }
  })();
  await first;

  let moves = 0;
  for (let tries = 0; tries < 5000; tries += 1) {
    const legal = await api.GET("/api/v1/games/{game_id}/legal-moves", { params: { path }, headers });
    if (!legal.data) throw new Error(JSON.stringify(legal.error));
    let chosen: Move | undefined;
    for (const move of legal.data.moves) {
      if (move.type !== "undo") { chosen = move; break; }
    }
    if (chosen === undefined) {
      const now = await api.GET("/api/v1/games/{game_id}", { params: { path }, headers });
      if (now.data?.status === "finished") break;
      await sleep(20);  // not our decision yet
      continue;
    }
    const answer = await api.POST("/api/v1/games/{game_id}/moves", { params: { path }, headers, body: chosen });
    if (!answer.data) throw new Error(JSON.stringify(answer.error));
    moves += 1;
    if (moves === 1) await sleep(1500);  // past the stream's lifetime: the reader resumes
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("the reader saw no end in 120 s")), 120_000);
  });
  await Promise.race([reading, timeout]);
  clearTimeout(timer);

  const log = await api.GET("/api/v1/games/{game_id}/log", { params: { path }, headers });
  if (!log.data) throw new Error(JSON.stringify(log.error));
  const resumed: number[] = [];
  for await (const event of followEvents({ baseUrl: base, gameId: created.data.id, game, token, after: 5 })) {
    if (event.kind === "log") resumed.push(event.index);
    if (event.kind === "view") throw new Error("a view without includeView");
  }
  const entries: LogEntry<GameName>[] = [];
  const indexes: number[] = [];
  const viewGames = new Set<string>();
  let views = 0;
  let legalMovesInViews = false;
  for (const event of got) {
    if (event.kind === "log") {
      entries.push(event.entry);
      indexes.push(event.index);
    } else if (event.kind === "view") {
      views += 1;
      viewGames.add(event.view.game);
      if (event.view.legal_moves !== undefined && event.view.legal_moves.length > 0) legalMovesInViews = true;
    }
  }
  return {
    game, moves, connections, types: [...types].sort(), entries, indexes, end: got.at(-1),
    views, view_games: [...viewGames], legal_moves_in_views: legalMovesInViews,
    log: log.data.events, last: log.data.last,
    resumed,
  };
}

const catalogue = await api.GET("/api/v1/games/catalogue");
if (!catalogue.data) throw new Error(JSON.stringify(catalogue.error));
for (const entry of catalogue.data.games) {
  console.log(JSON.stringify(await followOne(entry.name, entry.players.min)));
}

// The reader's events are typed per game, not only at run time:
function typedPerGame(drive: StreamEvent<"drive">, dmc: StreamEvent<"driving-me-crazy">): void {
  if (dmc.kind === "view") void dmc.view.view.view.hand;  // a seat's own hand
  if (dmc.kind === "log" && dmc.entry.event.type === "play") void dmc.entry.event.card;
  // @ts-expect-error a Driving Me Crazy! event type is not one of Drive's
  if (drive.kind === "log" && drive.entry.event.type === "play") return;
}
void typedPerGame;
