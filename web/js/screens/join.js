// Joining a game by its code (or a seat link), as a player or to watch.

import { api, ApiError } from "../api.js";
import { h, mount } from "../dom.js";
import { t } from "../i18n.js";
import { go, paths } from "../router.js";
import * as store from "../store.js";
import { app, refusalBox } from "./common.js";

async function findGame(code) {
  const r = await api.call("findByJoinCode", { params: { code } });
  const d = r.data || {};
  return { id: d.id, data: d };
}

/** Draw the join form for `code` (or for game `gameId` directly). */
export function joinScreen(code, gameId) {
  document.title = t("web.join.title");
  const error = h("div");
  const input = h("input", { type: "text", id: "code", name: "code", value: code, autocomplete: "off", autocapitalize: "characters", spellcheck: "false", maxlength: 16, "aria-describedby": "code-help" });
  const name = h("input", { type: "text", id: "name", name: "name", autocomplete: "nickname", maxlength: 40, value: store.getName() });
  const form = h("form", { "aria-label": t("web.join.form"), onsubmit: async (ev) => {
    ev.preventDefault();
    mount(error);
    const btn = form.querySelector("button[type=submit]");
    btn.disabled = true;
    try {
      const c = input.value.trim().toUpperCase().replace(/\s+/g, "");
      const { id } = gameId ? { id: gameId } : await findGame(c);
      const existing = store.getSeat(id);
      if (existing && existing.token) { go(paths.game(id), { replace: true }); return; }
      const nm = name.value.trim();
      if (!nm) {
        // the other players see this name at the table: no silent "Player"
        mount(error, h("p.refusal", { role: "alert", id: "name-error" }, t("web.join.name_needed")));
        btn.disabled = false;
        name.focus();
        return;
      }
      store.setName(nm);
      const j = await api.call("joinGame", { params: { game_id: id }, body: { name: nm } });
      store.setSeat(id, { seat: j.data.seat, token: j.data.token, name: nm });
      go(paths.game(id), { replace: true }); // Back from the game goes home, not to the form
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) e.detail = e.detail || t("web.join.no_game");
      mount(error, refusalBox(e));
      btn.disabled = false;
    }
  } },
  h("label.field", { for: "code", hidden: Boolean(gameId) }, h("span", {}, t("web.join.code")), input,
    h("span.small.muted", { id: "code-help" }, t("web.join.code_help"))),
  h("label.field", { for: "name" }, h("span", {}, t("web.join.name")), name),
  error,
  h("div.row.end", {}, h("button.primary", { type: "submit" }, t("web.join.submit"))));
  mount(app, h("h1", {}, t("web.join.form")), form,
    h("p.small.muted", {}, t("web.join.watching"), h("button", { type: "button", onclick: async () => {
      try { const { id } = gameId ? { id: gameId } : await findGame(input.value.trim().toUpperCase()); go(paths.table(id), { replace: true }); } catch (e) { mount(error, refusalBox(e)); }
    } }, t("web.join.table_view"))));
  (code ? name : input).focus();
}
