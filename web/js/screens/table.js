// The table view: the whole game on a shared screen, no seat of its own.

import { gameScreen } from "./game.js";

/** Follow game `id` as the table view; returns the cleanup. */
export function tableScreen(id) {
  return gameScreen(id, true);
}
