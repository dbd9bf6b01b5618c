// Play a whole game of Driving Me Crazy! with types generated from the OpenAPI document
// (openapi-typescript) and openapi-fetch: node build/play.js [BASE_URL].  No cast anywhere.
import createClient from "openapi-fetch";
import type { components, paths } from "./src/schema.js";

type DmcMove = components["schemas"]["driving-me-crazy.Move"];
type DriveMove = components["schemas"]["drive.Move"];

const base = process.argv[2] ?? "http://127.0.0.1:8000";
const api = createClient<paths>({ baseUrl: base });

// Request properties with a default may be left out (openapi-typescript's default flags):
// the guide's practice game, and options naming only the one that matters.
const practice: components["schemas"]["drive.CreateGame"] = { game: "drive", players: 3, bots: [1, 2] };
const guides: components["schemas"]["CreateGame"] = { game: "driving-me-crazy", mode: "digital", players: 2 };
void guides;
const shorter: components["schemas"]["driving-me-crazy.CreateGame"] = {
  game: "driving-me-crazy", players: 2, options: { goal: 500 },
};
void practice;
void shorter;

const created = await api.POST("/api/v1/games", {
  body: { game: "driving-me-crazy", players: 2 },
});
if (!created.data) throw new Error(JSON.stringify(created.error));
const path = { game_id: created.data.id };
const tokens: string[] = [];
for (const name of ["Ann", "Bob"]) {
  const joined = await api.POST("/api/v1/games/{game_id}/players", { params: { path }, body: { name } });
  if (!joined.data) throw new Error(JSON.stringify(joined.error));
  tokens.push(joined.data.token);
}

let moves = 0;
for (;;) {
  const game = await api.GET("/api/v1/driving-me-crazy/games/{game_id}", { params: { path } });
  if (!game.data) throw new Error(JSON.stringify(game.error));
  if (game.data.status === "finished") {
    // the setup is typed as the game's own: its options are Driving Me Crazy!'s
    const goal: number | null | undefined = game.data.config.options.goal;
    // the guide's referee check: the game's transcript, posted to checkTranscript as it came
    const transcript = await api.GET("/api/v1/driving-me-crazy/games/{game_id}/transcript", { params: { path } });
    if (!transcript.data) throw new Error(JSON.stringify(transcript.error));
    const verdict = await api.POST("/api/v1/transcripts/check", { body: transcript.data });
    if (!verdict.data) throw new Error(JSON.stringify(verdict.error));
    console.log(JSON.stringify({ moves, outcome: game.data.outcome, goal: goal ?? null, legal: verdict.data.legal }));
    break;
  }
  const seat = game.data.pending[0];
  const token = seat === undefined ? undefined : tokens[seat];
  if (token === undefined) throw new Error("no pending seat of ours");
  const headers = { Authorization: `Bearer ${token}` };
  const mine = await api.GET("/api/v1/driving-me-crazy/games/{game_id}", { params: { path }, headers });
  const hand: string[] = mine.data?.view.hand ?? [];  // the seat's own hand, typed
  const legal = await api.GET("/api/v1/driving-me-crazy/games/{game_id}/legal-moves", {
    params: { path }, headers,
  });
  if (!legal.data) throw new Error(JSON.stringify(legal.error));
  const move: DmcMove | undefined = legal.data.moves[0];
  if (move === undefined) throw new Error(`seat ${seat} has no move with ${hand.length} cards`);
  const answer = await api.POST("/api/v1/driving-me-crazy/games/{game_id}/moves", {
    params: { path }, headers, body: move,  // a legal move, posted as it came
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.error));
  for (const { event } of answer.data.events) {
    if (event.type === "play") moves += event.seat >= 0 ? 1 : 0;  // events are typed per type
    if (event.type === "pass_reaction" && event.move !== undefined) {
      const passed: DmcMove = event.move;  // the move a deadline made is a move of the game
      void passed;
    }
  }
}

// A move of the other game is rejected by the types, not only by the server:
const wait: DriveMove = { type: "wait" };
// @ts-expect-error a Drive move is not a Driving Me Crazy! move
const refused: DmcMove = wait;
void refused;
