// The New game form, built from the catalogue's games, modes, variants and options.

import { api } from "../api.js";
import { h, mount, humanize } from "../dom.js";
import { go, paths } from "../router.js";
import * as store from "../store.js";
import { app, catalogue, refusalBox, focusTitle } from "./common.js";

function optionInput(name, spec, idPrefix) {
  const id = `${idPrefix}-${name}`;
  const d = spec && typeof spec === "object" ? spec : typeof spec === "string" ? describeOption(name, spec) : { default: spec };
  if (d.skip) return null;
  const label = d.title || d.label || humanize(name);
  const help = d.description || d.help || "";
  // a JSON Schema type may be a list (["integer", "null"]: a number, or left empty)
  const type = (Array.isArray(d.type) ? d.type.find((t) => t !== "null") : d.type) || (typeof d.default === "boolean" ? "boolean" : typeof d.default === "number" ? "integer" : "string");
  const choices = d.enum || d.choices || d.values;
  let input;
  if (type === "boolean") {
    input = h("input", { type: "checkbox", id, name, checked: Boolean(d.default), dataset: { kind: "boolean" } });
    return h("label.check", { for: id }, input, h("span", {}, label, help ? h("span.small.muted.help", {}, help) : null));
  }
  if (Array.isArray(choices)) {
    input = h("select", { id, name, dataset: { kind: type === "integer" || type === "number" ? "number" : "string" } },
      choices.map((c) => h("option", { value: String(c), selected: c === d.default }, String(c))));
  } else if (type === "integer" || type === "number") {
    input = h("input", { type: "number", id, name, inputmode: "numeric", value: d.default ?? "", min: d.minimum ?? d.min, max: d.maximum ?? d.max, step: d.multipleOf ?? d.step ?? (type === "integer" ? 1 : "any"), dataset: { kind: "number" } });
  } else if (type === "object" || type === "array") {
    return null; // house decks and the like are for programs, not this form
  } else {
    input = h("input", { type: "text", id, name, value: d.default ?? "", dataset: { kind: "string" } });
  }
  return h("label.field", { for: id }, h("span", {}, label), input, help ? h("span.small.muted", {}, help) : null);
}

// The catalogue may describe an option by a sentence ("bool: ...", "int: ...").
function describeOption(name, text) {
  const m = text.match(/^(bool|boolean|int|integer|number|str|string)\s*:\s*(.*)$/i);
  if (m) {
    const t = m[1].toLowerCase();
    const type = t.startsWith("bool") ? "boolean" : t.startsWith("int") || t === "number" ? "integer" : "string";
    return { type, description: m[2], default: type === "boolean" ? false : undefined };
  }
  if (/[{}]/.test(text) || /house deck/i.test(text)) return { skip: true };
  if (/\b(km|seat|number|count|multiple|turns?|seconds?)\b/i.test(text)) return { type: "integer", description: text };
  return { type: "string", description: text };
}

function optionsOf(entry) {
  const o = entry.options || {};
  if (Array.isArray(o)) return Object.fromEntries(o.map((x) => [x.name || x.id, x]));
  if (o.properties) return o.properties;
  return o;
}

function variantsOf(entry) {
  const v = entry.variants || [];
  const list = Array.isArray(v) ? v.map((x) => (typeof x === "string" ? { name: x } : { ...x, name: x.name || x.id }))
    : Object.entries(v).map(([name, x]) => ({ name, ...(typeof x === "object" ? x : { title: x }) }));
  // the catalogue describes each variant in variant_descriptions: {name: text}
  const texts = entry.variant_descriptions || {};
  return list.map((x) => (!x.description && typeof texts[x.name] === "string" ? { ...x, description: texts[x.name] } : x));
}

function modesOf(entry) {
  const m = entry.modes || ["digital", "referee"];
  return Array.isArray(m) ? m.map((x) => (typeof x === "string" ? x : x.name)) : Object.keys(m);
}

/** Draw the New game form; `retry` redraws the current route. */
export async function createScreen(retry) {
  document.title = "New game · Roadtrip";
  mount(app, h("h1", {}, "New game"), h("p.muted", {}, "Loading the games…"));
  let games;
  try { games = await catalogue(); } catch (e) {
    mount(app, h("h1", {}, "New game"), refusalBox(e), h("button.primary", { onclick: retry }, "Try again"));
    return;
  }
  let chosen = games[0];
  const form = h("form", { onsubmit: (ev) => { ev.preventDefault(); submit(); }, "aria-label": "New game" });
  const error = h("div");

  function paint() {
    const e = chosen;
    const min = e.min_players ?? e.players?.min ?? 2;
    const max = e.max_players ?? e.players?.max ?? 4;
    const playersSel = h("select", { id: "players", name: "players", onchange: () => paintBots() },
      Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => h("option", { value: n, selected: n === Math.min(Math.max(2, min), max) }, `${n} players`)));
    const bots = h("div", { id: "bots" });
    function paintBots() {
      const n = Number(playersSel.value);
      mount(bots,
        h("p.small.muted", {}, "You take the first seat. Tick the seats a bot should drive."),
        Array.from({ length: n - 1 }, (_, i) => i + 1).map((seat) =>
          h("label.check", { for: `bot-${seat}` }, h("input", { type: "checkbox", id: `bot-${seat}`, name: "bot", value: seat }), `Seat ${seat + 1} is a bot`)));
    }
    paintBots();
    const variants = variantsOf(e);
    const opts = optionsOf(e);
    mount(form,
      h("fieldset", {}, h("legend", {}, "Game"),
        games.map((g) => h("label.check", { for: `game-${g.name}` },
          h("input", { type: "radio", name: "game", id: `game-${g.name}`, value: g.name, checked: g === e, onchange: () => { chosen = g; paint(); } }),
          g.title || humanize(g.name)))),
      h("fieldset", {}, h("legend", {}, "Mode"),
        modesOf(e).map((m, i) => h("label.check", { for: `mode-${m}` },
          h("input", { type: "radio", name: "mode", id: `mode-${m}`, value: m, checked: i === 0 }),
          m === "referee" ? "Referee — we play with the real cards" : m === "digital" ? "Digital — the phones deal the cards" : humanize(m)))),
      h("label.field", { for: "players" }, h("span", {}, "Players"), playersSel),
      h("label.field", { for: "myname" }, h("span", {}, "Your name"),
        h("input", { type: "text", id: "myname", name: "myname", autocomplete: "nickname", maxlength: 40, value: store.getName() || "" })),
      h("fieldset", {}, h("legend", {}, "Bots"), bots),
      variants.length ? h("fieldset", {}, h("legend", {}, "Variants"),
        variants.map((v) => h("label.check", { for: `variant-${v.name}` },
          h("input", { type: "checkbox", name: "variant", id: `variant-${v.name}`, value: v.name,
            "aria-describedby": v.description ? `variant-${v.name}-help` : null }),
          h("span", {}, v.title || humanize(v.name),
            v.description ? h("span.small.muted.help", { id: `variant-${v.name}-help` }, v.description) : null)))) : null,
      Object.keys(opts).length ? h("fieldset", { id: "options" }, h("legend", {}, "Options"),
        Object.entries(opts).map(([name, spec]) => optionInput(name, spec, "opt"))) : null,
      h("details", {}, h("summary", { style: "min-height:44px;display:flex;align-items:center" }, "Advanced"),
        h("label.field", { for: "seed" }, h("span", {}, "Seed (replays the same shuffle)"),
          h("input", { type: "number", id: "seed", name: "seed", inputmode: "numeric" }))),
      error,
      h("div.row.end", {}, h("button.primary", { type: "submit" }, "Create game")));
  }

  async function submit() {
    const fd = new FormData(form);
    const players = Number(fd.get("players"));
    const body = { game: chosen.name, mode: fd.get("mode") || "digital", players };
    const variants = fd.getAll("variant");
    if (variants.length) body.variants = variants;
    const options = {};
    form.querySelectorAll("#options [name]").forEach((el) => {
      const k = el.dataset.kind;
      if (k === "boolean") options[el.name] = el.checked;
      else if (el.value === "") return;
      else options[el.name] = k === "number" ? Number(el.value) : el.value;
    });
    if (Object.keys(options).length) body.options = options;
    const bots = fd.getAll("bot").map(Number).filter((s) => s < players);
    if (bots.length) body.bots = bots;
    if (fd.get("seed") !== null && fd.get("seed") !== "") body.seed = Number(fd.get("seed"));
    const name = String(fd.get("myname") || "").trim() || "Host";
    store.setName(name);
    const button = form.querySelector("button[type=submit]");
    button.disabled = true;
    mount(error);
    try {
      const r = await api.call("createGame", { body });
      const g = r.data;
      const id = g.id || g.game_id;
      store.setHost(id, { host_token: g.host_token, join_code: g.join_code });
      const j = await api.call("joinGame", { params: { id }, body: { name } });
      store.setSeat(id, { seat: j.data.seat, token: j.data.token, name });
      go(paths.lobby(id));
    } catch (e) {
      mount(error, refusalBox(e));
      button.disabled = false;
    }
  }

  paint();
  mount(app, h("h1", {}, "New game"), form);
  focusTitle();
}
