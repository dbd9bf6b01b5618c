// Play a whole game of Driving Me Crazy! with the roadtrip-client package: a refusal, the
// live stream, a 429 waited out and a 304. Compile with tsc, then: node example.js [BASE_URL]
import { createRoadtripClient, followEvents, type RoadtripClient } from "roadtrip-client";

/** Make the call; while it answers 429 (too many requests), wait Retry-After and retry. */
async function patiently<T extends { response: Response }>(call: () => Promise<T>): Promise<T> {
  for (;;) {
    const answer = await call();
    if (answer.response.status !== 429) return answer;
    const wait = Number(answer.response.headers.get("Retry-After") ?? "1");
    console.log(`429: retrying after ${wait} s`);
    await new Promise((resume) => setTimeout(resume, wait * 1000));
  }
}

const baseUrl = process.argv[2] ?? "http://127.0.0.1:8000";
const api = createRoadtripClient({ baseUrl });  // a spectator
const created = await patiently(() => api.POST("/api/v1/games", {
  body: { game: "driving-me-crazy", players: 2 },
}));
if (!created.data) throw new Error(JSON.stringify(created.error));  // a problem: its code says why
const path = { game_id: created.data.id };
const seats: RoadtripClient[] = [];
for (const name of ["Ann", "Bob"]) {  // take both seats; each token is shown only once
  const joined = await patiently(() => api.POST("/api/v1/games/{game_id}/players", {
    params: { path }, body: { name },
  }));
  if (!joined.data) throw new Error(JSON.stringify(joined.error));
  seats.push(createRoadtripClient({ baseUrl, token: joined.data.token }));
}

// The live stream, as a spectator: every log entry once, in order, then the end.
const watching = (async () => {
  for await (const event of followEvents({ baseUrl, gameId: path.game_id, game: "driving-me-crazy" })) {
    if (event.kind === "log" && event.entry.event.type === "game_over") {
      console.log(`stream: game over at entry ${event.index}`);
    } else if (event.kind === "end" || event.kind === "gone") {
      console.log(`stream: ${event.kind} after entry ${event.last}`);
    }
  }
})();

let refused = false;
for (;;) {
  const game = await api.GET("/api/v1/driving-me-crazy/games/{game_id}", { params: { path } });
  if (!game.data) throw new Error(JSON.stringify(game.error));
  if (game.data.status === "finished") {
    await watching;
    // Asked again with its ETag, the game answers 304: neither data nor error
    const etag = game.response.headers.get("ETag") ?? "";
    const again = await api.GET("/api/v1/driving-me-crazy/games/{game_id}", {
      params: { path, header: { "If-None-Match": etag } },
    });
    console.log(`${again.response.status}: data ${again.data}, error ${again.error}`);
    console.log(JSON.stringify(game.data.outcome));
    break;
  }
  const pending = game.data.pending[0] ?? 0;
  const seat = seats[pending], other = seats[1 - pending];
  if (seat === undefined || other === undefined) throw new Error("not our game");
  const legal = await seat.GET("/api/v1/driving-me-crazy/games/{game_id}/legal-moves", {
    params: { path },
  });
  const move = legal.data?.moves[0];
  if (move === undefined) throw new Error(JSON.stringify(legal.error));
  if (!refused) {  // a refusal: the other seat tries the pending seat's move
    const problem = await other.POST("/api/v1/driving-me-crazy/games/{game_id}/moves", {
      params: { path }, body: move,
    });
    if (problem.error) console.log(`refused: ${problem.error.code} - ${problem.error.detail}`);
    refused = true;
  }
  await patiently(() => seat.POST("/api/v1/driving-me-crazy/games/{game_id}/moves", {
    params: { path }, body: move,  // a legal move, posted as it came
  }));
}
