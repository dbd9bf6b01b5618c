// Taking a seat by its hand-over link (/games/<id>/claim/<seat>#<secret>): the phone
// that opens it holds the seat from now on (claimSeat). The host's phone takes a seat
// back with its host token; a phone with a seat here takes it with that seat's token (it
// holds both); a phone new to the game gets a seat token of its own.

import { api } from "../api.js";
import { h, mount, toast } from "../dom.js";
import { t } from "../i18n.js";
import { go, paths } from "../router.js";
import * as store from "../store.js";
import { app, refusalBox, focusTitle } from "./common.js";

/** Draw the claim screen of `seat` in game `id`; the secret is the address's fragment. */
export async function claimScreen(id, seat) {
  const secret = decodeURIComponent(location.hash.replace(/^#/, ""));
  // the secret is not kept in the address (nor in the history) once read
  if (location.hash) history.replaceState(null, "", paths.claim(id, seat));
  let name = t("web.player", { n: seat + 1 });
  try {
    const r = await api.call("getGame", { params: { game_id: id } });
    const p = (r.data.players || []).find((x) => x.seat === seat);
    if (p && p.name) name = p.name;
  } catch { /* the claim itself says what is wrong */ }
  document.title = `${t("web.seats.claim_title", { name })} · Roadtrip`;
  const host = store.getHost(id);
  const mine = store.getSeat(id);
  const error = h("div", { id: "claim-error" });
  const take = async (ev) => {
    ev.currentTarget.disabled = true;
    mount(error);
    try {
      // the host's phone holds it with the host token (as before it left); a phone with a
      // seat here holds it with that seat's token too (both seats in its bar); else a new token
      const own = !(host && host.host_token) && mine && mine.token ? mine : null;
      const token = host && host.host_token ? host.host_token : own ? own.token : null;
      const r = await api.call("claimSeat", { params: { game_id: id, seat }, token, body: { secret } });
      if (r.data.token) store.setSeat(id, { seat, token: r.data.token, name });
      else if (own && own.seat !== seat) store.setSeat(id, { ...own, also: [...new Set([...(own.also || []), seat])] });
      toast(t("web.seats.claimed", { name }));
      go(paths.game(id), { replace: true });
    } catch (e) {
      mount(error, refusalBox(e));
      ev.target.disabled = false;
    }
  };
  mount(app,
    h("h1", {}, t("web.seats.claim_title", { name })),
    h("p", {}, t("web.seats.claim_help", { name })),
    h("p", {}, h("button.primary", { type: "button", id: "claim", onclick: take }, t("web.seats.claim_button"))),
    error);
  focusTitle();
}
