// The New game form, built from the catalogue: each game's modes, player
// counts, variants and options (JSON Schemas with defaults and descriptions
// in players' words). Seats count from 1 as at the table; the last setup is
// remembered.

import { api, ApiError } from "../api.js";
import { h, mount, humanize } from "../dom.js";
import { t, tn, maybe, own } from "../i18n.js";
import { backoff } from "../live.js";
import { go, paths } from "../router.js";
import * as store from "../store.js";
import { app, catalogue, refusalBox, focusTitle } from "./common.js";

// a mode's name and what it means, in the phone's language: the game's own words first
// (<game>.mode.<mode>(.help): a dice game's referee plays with a real die, not real cards),
// else mode.<mode>, mode.<mode>.help
const modeText = (game, m) => [own(game, `mode.${m}`) ?? maybe(`mode.${m}`, humanize(m)),
  own(game, `mode.${m}.help`) ?? maybe(`mode.${m}.help`, "")];

// what a bot level means: the game's own words (<game>.bot_level.<level>), else the shared
// ones (bot_level.<level>), else the catalogue's (the API's English, the game's if it has any)
const levelText = (game, l) => own(game, `bot_level.${l.level}`) ?? maybe(`bot_level.${l.level}`, l.description || "");

// an option's label and help, and a variant's title and help, in the phone's
// language: catalogue keys option.<game>.<name>(.help) and variant.<game>.<name>(.help),
// English identical to the catalogue (checked by tests/core/test_catalogues.py)
// (a plug-in's own words first: <game>.option.<name>(.help))
const optionLabel = (game, name) => own(game, `option.${name}`) ?? maybe(`option.${game}.${name}`, humanize(name));
const optionHelp = (game, name, spec) => spec.description && (own(game, `option.${name}.help`) ?? maybe(`option.${game}.${name}.help`, spec.description));

// Drive: the cars of the box, and the colours' names in the phone's language (web.colour.<i>)
const DRIVE_CARS = ["red", "blue", "green", "yellow"];
const CAR_WORDS = { red: "web.colour.0", blue: "web.colour.1", green: "web.colour.2", yellow: "web.colour.3" };

/**
 * Drive's per-seat car choice (option `cars`: distinct colours, one per seat, default the
 * first N of red, blue, green, yellow): one compact select per seat; choosing a colour another
 * seat has swaps the two, so the seats never share a car.
 */
function carsChoice(spec, players, saved) {
  const colours = (spec && spec.items && Array.isArray(spec.items.enum) ? spec.items.enum : DRIVE_CARS).filter((c) => DRIVE_CARS.includes(c));
  // the colours kept (as chosen before, in seat order), the seats beyond them given the first free ones
  const chosen = [];
  for (const c of Array.isArray(saved) ? saved.slice(0, players) : []) if (colours.includes(c) && !chosen.includes(c)) chosen.push(c);
  for (const c of colours) if (chosen.length < players && !chosen.includes(c)) chosen.push(c);
  const word = (c) => t(CAR_WORDS[c]);
  const selects = [];
  const rows = chosen.map((colour, seat) => {
    const dot = h("span.dot", { class: `car-${colour}`, "aria-hidden": "true" });
    const select = h("select", { id: `car-${seat}`, "aria-label": t(seat === 0 ? "web.create.car_of_you" : "web.create.car_of", { n: seat + 1 }), dataset: { seat, was: colour },
      onchange: () => {
        // the seat that had this colour takes the one this seat gave up
        const other = selects.find((x) => x !== select && x.value === select.value);
        if (other) { other.value = select.dataset.was; other.dataset.was = other.value; other.previousElementSibling.className = `dot car-${other.value}`; }
        select.dataset.was = select.value;
        dot.className = `dot car-${select.value}`;
      } },
    colours.map((c) => h("option", { value: c, selected: c === colour }, word(c))));
    selects.push(select);
    return h("label.car-seat", { for: `car-${seat}` }, h("span", {}, t(seat === 0 ? "web.create.seat_you" : "web.create.seat", { n: seat + 1 })), dot, select);
  });
  return h("fieldset", { id: "cars" }, h("legend", {}, t("web.create.cars")), h("p.small.muted", {}, t("web.create.cars_help")), h("div.car-seats", {}, rows));
}

/** The cars the form's Drive car choice holds, in seat order (empty without one). */
const carsOf = (form) => [...form.querySelectorAll("#cars select")].map((x) => x.value);

// a bot level's name in the phone's language (the catalogue lists the levels, weakest first)
const LEVEL_WORDS = { easy: "web.create.level.easy", normal: "web.create.level.normal", hard: "web.create.level.hard" };

/** The schema's type, a list such as ["integer", "null"] read as its non-null type. */
const typeOf = (spec) => (Array.isArray(spec.type) ? spec.type.find((t) => t !== "null") : spec.type);

/** What the label says of a field's default: its value, or that the field may stay empty
 * (a default of nothing: the game decides, e.g. the goal of its player count). */
function defaultText(spec) {
  if (spec.default === null || spec.default === undefined) return t("web.create.optional");
  return t("web.create.default", { value: String(spec.default) });
}

/**
 * One option's field. `first_player` names seats from 1 ("Seat 1 (you)");
 * the others follow their JSON Schema: a checkbox, or a number field whose
 * default is shown.
 */
function optionInput(game, name, spec, players, saved) {
  const id = `opt-${name}`;
  const type = typeOf(spec);
  const label = optionLabel(game, name);
  const help = spec.description ? h("span.small.muted.help", { id: `${id}-help` }, optionHelp(game, name, spec)) : null;
  const value = saved !== undefined ? saved : spec.default;
  if (type === "boolean") {
    return h("label.check", { for: id },
      h("input", { type: "checkbox", id, name, checked: Boolean(value), dataset: { kind: "boolean" }, "aria-describedby": help ? `${id}-help` : null }),
      h("span", {}, label, h("span.small.muted", {}, ` ${t("web.create.default", { value: t(spec.default ? "web.create.on" : "web.create.off") })}`), help));
  }
  if (name === "first_player") {
    return h("label.field", { for: id }, h("span", {}, t("web.create.first_player")),
      // seats by their number from 1: the schema's own words count them from 0
      h("select", { id, name, dataset: { kind: "number" } },
        h("option", { value: "", selected: value === null || value === undefined }, t("web.create.first_random")),
        Array.from({ length: players }, (_, seat) => h("option", { value: String(seat), selected: value === seat }, t(seat === 0 ? "web.create.seat_you" : "web.create.seat", { n: seat + 1 })))));
  }
  if (type === "integer" || type === "number") {
    return h("label.field", { for: id }, h("span", {}, `${label} ${defaultText(spec)}`),
      h("input", { type: "number", id, name, inputmode: "numeric", value: value ?? "", placeholder: String(spec.default ?? ""),
        min: spec.minimum, max: spec.maximum, step: spec.multipleOf ?? (type === "integer" ? 1 : "any"), dataset: { kind: "number" }, "aria-describedby": help ? `${id}-help` : null }),
      help);
  }
  return null; // house decks and the like are for programs, not this form
}

/**
 * Create the game, asking again as long as the server sheds the request and says when to
 * come back (a busy server turns new tables away with 503 and Retry-After, and serves the
 * games already being played): the wait is shown in `notice`, then cleared.
 */
async function createWhenServed(body, notice) {
  for (;;) {
    try {
      return await api.call("createGame", { body });
    } catch (e) {
      if (!(e instanceof ApiError) || !(e.retryAfter > 0)) throw e;
      const wait = backoff(e, 1000);
      mount(notice, h("p", { id: "busy-retrying", role: "status" }, t("web.busy_retrying", { seconds: Math.max(1, Math.round(wait / 1000)) })));
      await new Promise((resolve) => setTimeout(resolve, wait));
      mount(notice);
    }
  }
}

/** Draw the New game form; `retry` redraws the current route. */
export async function createScreen(retry) {
  document.title = `${t("web.home.new_game")} · Roadtrip`;
  mount(app, h("h1", {}, t("web.home.new_game")), h("p.muted", {}, t("web.create.loading")));
  let games;
  try { games = await catalogue(); } catch (e) {
    mount(app, h("h1", {}, t("web.home.new_game")), refusalBox(e), h("button.primary", { onclick: retry }, t("web.try_again")));
    return;
  }
  const last = store.getLastSetup() || {};
  let chosen = games.find((g) => g.name === last.game) || null;
  const form = h("form", { onsubmit: (ev) => { ev.preventDefault(); submit(); }, "aria-label": t("web.home.new_game"), novalidate: true });
  const error = h("div", { id: "form-error" });

  function gameChoice() {
    return h("fieldset", {}, h("legend", {}, t("web.create.which_game")),
      games.map((g) => h("label.check", { for: `game-${g.name}` },
        h("input", { type: "radio", name: "game", id: `game-${g.name}`, value: g.name, checked: g === chosen, onchange: () => { chosen = g; paint(); } }),
        g.title)));
  }

  function paint() {
    if (!chosen) {
      mount(form, gameChoice(), h("p.muted", {}, t("web.create.choose_game")));
      return;
    }
    const e = chosen;
    const same = last.game === e.name;
    const { min, max } = e.players;
    const start = same && last.players >= min && last.players <= max ? last.players : min;
    const playersSel = h("select", { id: "players", name: "players", onchange: () => { paintSeats(); paintOptions(); } },
      Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => h("option", { value: n, selected: n === start }, tn("web.create.players", n))));
    const seats = h("div", { id: "bots" });
    const optionsBox = h("div");
    const botsSaved = same ? last.bots || [] : [];
    const levelsSaved = same ? last.botLevels || {} : {};
    const levels = (e.bot_levels || []).map((l) => l.level);
    function paintSeats() {
      const n = Number(playersSel.value);
      const oneDevice = Boolean(form.querySelector("#one-device:checked"));
      mount(seats,
        h("label.check", { for: "one-device" },
          h("input", { type: "checkbox", id: "one-device", name: "one_device", checked: oneDevice, onchange: paintSeats, "aria-describedby": "one-device-help" }),
          h("span", {}, h("strong", {}, t("web.create.one_device")), h("span.small.muted.help", { id: "one-device-help" }, t("web.create.one_device_help")))),
        h("p.small.muted", {}, t("web.create.seats_help")),
        levels.length ? h("ul.small.muted.levels", { id: "bot-levels" }, (e.bot_levels || []).map((l) => h("li", {},
          h("strong", {}, maybe(LEVEL_WORDS[l.level], humanize(l.level))), ` — ${levelText(e.name, l)}`))) : null,
        Array.from({ length: n - 1 }, (_, i) => i + 1).map((seat) => {
          // each bot seat plays at its own level (createGame's bot_levels), normal unless chosen
          const level = h("select", { id: `bot-level-${seat}`, name: `bot-level-${seat}`, disabled: !botsSaved.includes(seat), "aria-label": t("web.create.bot_level", { n: seat + 1 }) },
            levels.map((l) => h("option", { value: l, selected: l === (levelsSaved[seat] || "normal") }, maybe(LEVEL_WORDS[l], humanize(l)))));
          const box = h("input", { type: "checkbox", id: `bot-${seat}`, name: "bot", value: seat, checked: botsSaved.includes(seat), onchange: () => { level.disabled = !box.checked; } });
          // one device for the whole table: each seat that is no bot is a name on this device
          const named = oneDevice ? h("label.field.seat-name", { for: `seat-name-${seat}` }, h("span", {}, t("web.create.seat_name", { n: seat + 1 })),
            h("input", { type: "text", id: `seat-name-${seat}`, name: `seat-name-${seat}`, maxlength: 40, autocomplete: "off", placeholder: t("web.player", { n: seat + 1 }) })) : null;
          return h("div.bot-seat-wrap", {}, named, h("div.row.bot-seat", {}, h("label.check", { for: `bot-${seat}` }, box, t("web.create.seat_bot", { n: seat + 1 })), levels.length ? level : null));
        }));
    }
    const variantsOn = () => [...form.querySelectorAll("input[name=variant]:checked")].map((x) => x.value);
    function paintOptions() {
      const opts = Object.entries(e.options || {}).filter(([, spec]) => !spec.variant || variantsOn().includes(spec.variant));
      const saved = same ? last.options || {} : {};
      const fields = opts.map(([name, spec]) => optionInput(e.name, name, spec, Number(playersSel.value), saved[name])).filter(Boolean);
      // Drive: each seat's car (the option `cars`), whether or not this server's catalogue lists it yet
      const cars = e.name === "drive" ? carsChoice((e.options || {}).cars, Number(playersSel.value), carsOf(form).length ? carsOf(form) : saved.cars) : null;
      mount(optionsBox, cars, fields.length ? h("fieldset", { id: "options" }, h("legend", {}, t("web.create.options")), fields) : null);
    }
    const variantsSaved = same ? last.variants || [] : [];
    mount(form,
      gameChoice(),
      h("fieldset", {}, h("legend", {}, t("web.create.how")),
        e.modes.map((m, i) => h("label.check.mode-option", { for: `mode-${m}` },
          h("input", { type: "radio", name: "mode", id: `mode-${m}`, value: m, checked: same && last.mode ? last.mode === m : i === 0 }),
          h("span", {}, h("strong", {}, modeText(e.name, m)[0]), modeText(e.name, m)[1] ? ` — ${modeText(e.name, m)[1]}` : "")))),
      h("label.field", { for: "myname" }, h("span", {}, t("web.create.your_name")),
        h("input", { type: "text", id: "myname", name: "myname", autocomplete: "nickname", maxlength: 40, required: true, value: store.getName() || "", "aria-describedby": "form-error" })),
      h("label.field", { for: "players" }, h("span", {}, t("web.create.how_many")), playersSel),
      h("fieldset", {}, h("legend", {}, t("web.lobby.seats")), seats),
      e.variants.length ? h("fieldset", {}, h("legend", {}, t("web.create.variants")),
        e.variants.map((v) => h("label.check", { for: `variant-${v.name}` },
          h("input", { type: "checkbox", name: "variant", id: `variant-${v.name}`, value: v.name, checked: variantsSaved.includes(v.name),
            onchange: paintOptions, "aria-describedby": `variant-${v.name}-help` }),
          h("span", {}, own(e.name, `variant.${v.name}`) ?? maybe(`variant.${e.name}.${v.name}`, v.title),
            h("span.small.muted.help", { id: `variant-${v.name}-help` }, own(e.name, `variant.${v.name}.help`) ?? maybe(`variant.${e.name}.${v.name}.help`, v.description)))))) : null,
      optionsBox,
      h("details", {}, h("summary", {}, t("web.create.advanced")),
        h("label.field", { for: "seed" }, h("span", {}, t("web.create.seed")),
          h("input", { type: "number", id: "seed", name: "seed", inputmode: "numeric" }))),
      error,
      h("div.row.end", {}, h("button.primary", { type: "submit" }, t("web.create.submit"))));
    paintSeats();
    paintOptions();
  }

  async function submit() {
    const fd = new FormData(form);
    mount(error);
    const name = String(fd.get("myname") || "").trim();
    if (!name) {
      // the other players see this name at the table: no silent "Player"
      mount(error, h("p.refusal", { role: "alert", id: "name-error" }, t("web.join.name_needed")));
      form.querySelector("#myname").focus();
      return;
    }
    const players = Number(fd.get("players"));
    const body = { game: chosen.name, mode: fd.get("mode"), players };
    const variants = fd.getAll("variant");
    if (variants.length) body.variants = variants;
    const options = {};
    form.querySelectorAll("#options [name]").forEach((el) => {
      const k = el.dataset.kind;
      if (k === "boolean") options[el.name] = el.checked;
      else if (el.value === "") return;
      else options[el.name] = Number(el.value);
    });
    const cars = carsOf(form).slice(0, players);
    // the cars go to a server that knows the option, or when they differ from the box's order
    // (a server without it then says so, rather than silently seat the wrong cars)
    if (cars.length && ((chosen.options || {}).cars || cars.some((c, i) => c !== DRIVE_CARS[i]))) options.cars = cars;
    if (Object.keys(options).length) body.options = options;
    const bots = fd.getAll("bot").map(Number).filter((s) => s < players);
    const botLevels = Object.fromEntries(bots.map((s) => [s, fd.get(`bot-level-${s}`) || "normal"]));
    if (bots.length) {
      body.bots = bots;
      body.bot_levels = bots.map((s) => botLevels[s]);
    }
    if (fd.get("seed") !== null && fd.get("seed") !== "") body.seed = Number(fd.get("seed"));
    store.setName(name);
    store.setLastSetup({ game: chosen.name, mode: body.mode, players, variants, options, bots, botLevels });
    const button = form.querySelector("button[type=submit]");
    button.disabled = true;
    try {
      const r = await createWhenServed(body, error);
      const g = r.data;
      store.setHost(g.id, { host_token: g.host_token, join_code: g.join_code });
      if (fd.get("one_device")) {
        // one device for the whole table: this device holds every seat that is no bot
        for (let seat = 0; seat < players; seat += 1) {
          if (bots.includes(seat)) continue;
          const seatName = seat === 0 ? name : String(fd.get(`seat-name-${seat}`) || "").trim() || t("web.player", { n: seat + 1 });
          await api.call("addHeldSeat", { params: { game_id: g.id }, token: g.host_token, body: { name: seatName, seat } });
        }
        go(paths.game(g.id), { replace: true });
        return;
      }
      const j = await api.call("joinGame", { params: { game_id: g.id }, body: { name } });
      store.setSeat(g.id, { seat: j.data.seat, token: j.data.token, name });
      // replacing the form: Back from the game goes home, not to a form already sent
      go(paths.lobby(g.id), { replace: true });
    } catch (e) {
      mount(error, refusalBox(e));
      button.disabled = false;
    }
  }

  paint();
  mount(app, h("h1", {}, t("web.home.new_game")), form);
  focusTitle();
}
