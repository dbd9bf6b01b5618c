// Drive (1960): the board as SVG (roadway cards with roads, stops, signs and
// triangles; the Start and Finish card; cars in seat colours), the drawn card
// with rotate and place, exits to choose, Roundabouts left, zoom and pan.

import { h, s, add, humanize } from "./dom.js";
import { moveRow, feed } from "./widgets.js";
import { seatName, seatsOf, viewOf, modeOf, statusOf, edgeName, decisionText, learnCards } from "./model.js";
import { askWithin, describeMove, stuckText } from "./words.js";
import { t, tn, term, signName, maybe, joinNames } from "./i18n.js";

const C = 100; // one cell in SVG units
/** The four cars of the box, in the order seats get them unless the host chose (option `cars`). */
export const COLOUR_NAMES = ["red", "blue", "green", "yellow"];
const HEX = { red: "#dc2626", blue: "#2563eb", green: "#16a34a", yellow: "#eab308" };
export const COLOURS = COLOUR_NAMES.map((c) => HEX[c]);

/**
 * The colour of `seat`'s car as the view gives it ("red", ...): each seat's `colour` in the
 * view's players (the car the host chose for it), else its car's, else the box's order.
 */
export function seatColour(game, seat) {
  const v = game ? viewOf(game) : null;
  const player = v && (v.players || []).find((p) => p.seat === seat);
  const car = v && v.board && (v.board.cars || []).find((c) => c.seat === seat);
  return (player && player.colour) || (car && car.colour) || COLOUR_NAMES[seat] || "";
}

/** The drawing colour of a car's colour name (grey for one this app does not know). */
export const colourHex = (colour) => HEX[colour] || "#666";

const COLOUR_KEYS = { red: "web.colour.0", blue: "web.colour.1", green: "web.colour.2", yellow: "web.colour.3" };
/** A colour name in the phone's language ("red", "rood", "rot", "rouge"). */
export const colourWord = (colour) => (COLOUR_KEYS[colour] ? t(COLOUR_KEYS[colour]) : String(colour || ""));

/** A seat's car colour in the phone's language, as the view of `game` gives it. */
export const colourName = (seat, game) => colourWord(game ? seatColour(game, seat) : COLOUR_NAMES[seat]);
const EDGE_ORDER = ["N", "E", "S", "W"];
const OFFS = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
let cardDefs = {}; // card id -> the catalogue's card (roads, stops, triangle, rules, signs at 0°)
let houseDefs = {}; // card id -> a referee's house-deck card the catalogue lacks (view.deck, at 0°)
/** Remember the catalogue's Drive cards (its `cards` list). */
export function learn(entry) {
  cardDefs = Object.fromEntries(entry.cards.map((c) => [c.id, c]));
}

/**
 * Remember a house deck's cards (the view's `deck`: each card of the box with its title and
 * its roads, stops, triangle and rules at 0°), so a card the reconstructed set lacks is
 * drawn from its roads and named by the table's own name, like any catalogue card.
 */
export function learnHouse(deck) {
  houseDefs = Object.fromEntries((deck || []).filter((c) => !cardDefs[c.id]).map((c) => [c.id, c]));
  learnCards(Object.values(houseDefs));
}

/** Rotate edge `e` clockwise by `deg` degrees. */
export function rotateEdge(e, deg) {
  const i = EDGE_ORDER.indexOf(e);
  if (i < 0) return e;
  return EDGE_ORDER[(i + Math.round((deg || 0) / 90) + 4) % 4];
}

/**
 * The geometry of a card to draw: {arms, stops, triangle, noStopping, rules,
 * noEntry, signs, title, roundabout, type}. A board cell of the view is already
 * turned (its roads, stops and triangle are where they lie); a drawn card
 * (`rotation` given) is the catalogue's card at 0°, turned here.
 */
export function geometry(cell, rotation) {
  const def = cardDefs[cell.card] || houseDefs[cell.card] || {};
  const turning = rotation !== undefined;
  const src = turning ? def : { ...def, ...cell };
  const turn = (e) => rotateEdge(e, turning ? rotation : 0);
  const rules = src.rules || {};
  return {
    arms: (src.roads || []).map(turn),
    stops: (src.stops || []).map(turn),
    triangle: src.triangle ? turn(src.triangle) : null,
    noStopping: Boolean(src.no_stopping),
    rules: Object.keys(rules).length > 0,
    // a road whose list of exits is empty may not be entered (No Entry)
    noEntry: Object.entries(rules).filter(([, exits]) => exits.length === 0).map(([e]) => turn(e)),
    signs: src.signs || [],
    // the card's name in the phone's language (card.drive.<id>, English as the catalogue)
    title: maybe(`card.drive.${cell.card}`, def.title || humanize(cell.card)),
    roundabout: cell.card === "roundabout",
    type: cell.card,
  };
}

/** Draw one card's content into an SVG group at (0,0)-(C,C). */
export function drawCard(g, geo, opts = {}) {
  const cx = C / 2;
  const mid = { N: [cx, 0], E: [C, cx], S: [cx, C], W: [0, cx] };
  g.append(s("rect", { class: `cell-bg${opts.covered ? " covered" : ""}`, x: 1, y: 1, width: C - 2, height: C - 2, rx: 6 }));
  // who placed the card: a corner in that player's car colour (`placedColour`, a colour name)
  if (opts.placedColour) {
    g.append(s("rect", { x: 3, y: 3, width: 10, height: 10, rx: 2, fill: colourHex(opts.placedColour), opacity: 0.8 }));
  }
  for (const e of geo.arms) {
    const [x, y] = mid[e];
    g.append(s("line", { class: "road", x1: cx, y1: cx, x2: x, y2: y }));
  }
  if (geo.arms.length) g.append(s("circle", { cx, cy: cx, r: 11, fill: "#4b4b52" }));
  for (const e of geo.arms) {
    const [x, y] = mid[e];
    g.append(s("line", { class: "lane", x1: cx, y1: cx, x2: x, y2: y }));
  }
  if (geo.roundabout) {
    g.append(s("circle", { cx, cy: cx, r: 26, fill: "none", stroke: "#4b4b52", "stroke-width": 16 }));
    g.append(s("circle", { cx, cy: cx, r: 14, fill: "#7cb36b", stroke: "#fff", "stroke-width": 2 }));
  }
  for (const e of geo.stops) {
    // a red bar across the arm: the obstruction (Miss a Turn)
    const [ex, ey] = mid[e];
    const px = cx + (ex - cx) * 0.55, py = cx + (ey - cx) * 0.55;
    const horiz = e === "N" || e === "S";
    g.append(s("line", { class: "stop", x1: horiz ? px - 15 : px, y1: horiz ? py : py - 15, x2: horiz ? px + 15 : px, y2: horiz ? py : py + 15 }));
  }
  if (geo.triangle) {
    const [ex, ey] = mid[geo.triangle];
    const ix = cx + (ex - cx) * 0.82, iy = cx + (ey - cx) * 0.82;
    const dx = (ex - cx) / (C / 2), dy = (ey - cx) / (C / 2);
    const pts = [[ix + dx * 8, iy + dy * 8], [ix - dx * 4 - dy * 9, iy - dy * 4 - dx * 9], [ix - dx * 4 + dy * 9, iy - dy * 4 + dx * 9]];
    g.append(s("polygon", { class: "tri", points: pts.map((p) => p.join(",")).join(" "), transform: `translate(${dy * 22} ${dx * 22})` }));
  }
  for (const e of geo.noEntry) {
    const [ex, ey] = mid[e];
    const ix = cx + (ex - cx) * 0.7 + (e === "N" || e === "S" ? 24 : 0), iy = cx + (ey - cx) * 0.7 + (e === "E" || e === "W" ? 24 : 0);
    g.append(s("circle", { cx: ix, cy: iy, r: 8, fill: "#dc2626" }), s("rect", { x: ix - 5, y: iy - 1.5, width: 10, height: 3, fill: "#fff" }));
  }
  const labels = [];
  // the glossary's words for the rulebook's terms
  if (geo.noStopping) labels.push(term("No Stopping").toUpperCase());
  if (geo.rules && !geo.noEntry.length) labels.push(shortTitle(geo.title));
  if (geo.stops.length) labels.push(term("Miss a Turn").toUpperCase());
  if (labels.length) {
    const text = labels.join(" · ");
    // long captions (German, French) take two lines at the space nearest the middle;
    // each line is squeezed to the card's width rather than spilling over
    const cut = text.length > 18 ? nearestSpace(text) : -1;
    const lines = cut > 0 ? [text.slice(0, cut), text.slice(cut + 1)] : [text];
    lines.forEach((line, i) => g.append(s("text", { class: "sign-txt", x: cx, y: C - 6 - (lines.length - 1 - i) * 10, "text-anchor": "middle", "font-size": 10,
      textLength: line.length > 10 ? C - 10 : undefined, lengthAdjust: "spacingAndGlyphs" }, line)));
  }
  if (geo.signs && geo.signs.length) {
    // warning and information signs: pictures only, no effect on play
    const w = s("g", { class: "warning", transform: `translate(${C - 24} 6)` });
    w.append(s("polygon", { points: "9,0 18,16 0,16", fill: "#fff", stroke: "#dc2626", "stroke-width": 2.5 }));
    w.append(s("text", { x: 9, y: 14, "text-anchor": "middle", "font-size": 10, "font-weight": 800, fill: "#111" }, "!"));
    w.append(s("title", {}, t("web.drive.warning_sign", { signs: geo.signs.map(signName).join(", ") })));
    g.append(w);
  }
  g.append(s("title", {}, geo.title));
}

/** The index of the space nearest the middle of `text` (-1: none). */
function nearestSpace(text) {
  const mid = text.length / 2;
  let best = -1;
  for (let i = 0; i < text.length; i++) if (text[i] === " " && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  return best;
}

// the words after the kind of road ("T-junction, ..."), in any language
function shortTitle(title) {
  const text = String(title);
  const comma = text.indexOf(",");
  return (comma >= 0 ? text.slice(comma + 1).trim() : text).toUpperCase();
}

/** The placed roadway cards of the view's board. */
export const cellsOf = (v) => v.board.cells;

/** The cars of the view's board: {seat, x, y, edge, held, retired, ...}. */
export const carsOf = (v) => v.board.cars;

/** The cell in front of a car (where the next card goes), as the view gives it (null: retired). */
export function frontOf(car) {
  return car && car.front ? { x: car.front.x, y: car.front.y } : null;
}

function carPoint(car, index) {
  const [dx, dy] = OFFS[car.edge] || [0, 0];
  const px = car.x * C + C / 2 + dx * C * 0.34 + (dy ? (index - 1.5) * 12 : 0);
  const py = car.y * C + C / 2 + dy * C * 0.34 + (dx ? (index - 1.5) * 12 : 0);
  return [px, py];
}

/** The board as an SVG element, with optional ghost card and exit targets. */
export function boardSvg(game, { ghost = null, exits = [], onExit = null } = {}) {
  const v = viewOf(game);
  const cells = cellsOf(v);
  const cars = carsOf(v);
  // a picture, unless it holds exit targets to press (then a labelled group)
  const svg = s("svg", { class: "board", role: exits.length ? "group" : "img", "aria-label": boardLabel(game, cells, cars), xmlns: "http://www.w3.org/2000/svg" });
  const world = s("g", { class: "world" });
  svg.append(world);
  // Start and Finish card
  const start = s("g", {});
  start.append(s("rect", { class: "startcard", x: 2, y: 2, width: 2 * C - 4, height: 2 * C - 4, rx: 10 }));
  start.append(s("text", { x: C, y: C - 6, "text-anchor": "middle", "font-size": 16, "font-weight": 800, fill: "#6b5d2f" }, t("web.drive.start")));
  start.append(s("text", { x: C, y: C + 14, "text-anchor": "middle", "font-size": 16, "font-weight": 800, fill: "#6b5d2f" }, t("web.drive.finish")));
  // the Start and Finish card's ports, as the view describes them (closed ones greyed)
  for (const p of v.board.start_finish.ports) {
    const [dx, dy] = OFFS[p.edge];
    const seat = p.seat;
    const mx = p.x * C + C / 2 + dx * C * 0.5, my = p.y * C + C / 2 + dy * C * 0.5;
    const ix = p.x * C + C / 2 + dx * C * 0.3, iy = p.y * C + C / 2 + dy * C * 0.3;
    if (p.kind === "closed" || seat === null) {
      start.append(s("line", { x1: ix, y1: iy, x2: mx, y2: my, stroke: "#9ca3af", "stroke-width": 6 }));
      continue;
    }
    const kind = p.kind === "start" ? "S" : "F";
    const hex = colourHex(seatColour(game, seat));
    start.append(s("line", { x1: ix, y1: iy, x2: mx, y2: my, stroke: "#4b4b52", "stroke-width": 22 }));
    start.append(s("circle", { cx: ix, cy: iy, r: 11, fill: kind === "S" ? hex : "#fff", stroke: hex, "stroke-width": 4 }));
    start.append(s("text", { class: "port-label", x: ix, y: iy + 4, "text-anchor": "middle", fill: kind === "S" ? "#fff" : hex }, kind));
    start.append(s("title", {}, t("web.drive.port", { colour: colourName(seat, game), kind: t(p.kind === "start" ? "web.drive.port.start" : "web.drive.port.finish"), port: p.port })));
  }
  world.append(start);
  let minX = 0, minY = 0, maxX = 1, maxY = 1;
  const limit = v.board.limit;
  if (limit && typeof limit.min === "number") {
    // the agreed "4 cards in any direction" edge of the table
    const a = limit.min * C, size = (limit.max - limit.min + 1) * C;
    world.prepend(s("rect", { x: a, y: a, width: size, height: size, fill: "none", stroke: "#b45309", "stroke-width": 4, "stroke-dasharray": "16 10" }, s("title", {}, t("web.drive.limit"))));
  }
  for (const c of cells) {
    if (c.x === undefined) continue;
    if (c.start || c.card === "start" || c.card === "start_finish") continue;
    minX = Math.min(minX, c.x); minY = Math.min(minY, c.y); maxX = Math.max(maxX, c.x); maxY = Math.max(maxY, c.y);
    const g = s("g", { transform: `translate(${c.x * C} ${c.y * C})`, class: "cell", "data-x": c.x, "data-y": c.y });
    const geo = geometry(c);
    drawCard(g, geo, { covered: Array.isArray(c.covered) ? c.covered.length > 0 : Boolean(c.covered), placedColour: c.placed_by === null || c.placed_by === undefined ? null : seatColour(game, c.placed_by) });
    world.append(g);
  }
  if (ghost && ghost.x !== undefined) {
    minX = Math.min(minX, ghost.x); minY = Math.min(minY, ghost.y); maxX = Math.max(maxX, ghost.x); maxY = Math.max(maxY, ghost.y);
    const g = s("g", { transform: `translate(${ghost.x * C} ${ghost.y * C})`, class: "ghost" });
    if (ghost.geo) drawCard(g, ghost.geo, {});
    g.append(s("rect", { class: "target", x: 3, y: 3, width: C - 6, height: C - 6, rx: 8 }));
    world.append(g);
  }
  cars.forEach((car, i) => {
    const p = carPoint(car, i);
    if (!p) return;
    const seat = car.seat ?? i;
    const g = s("g", { class: "car-g" });
    g.append(s("circle", { class: "car", cx: p[0], cy: p[1], r: 12, fill: car.retired ? "#9ca3af" : colourHex(car.colour || seatColour(game, seat)) }));
    if (car.held) g.append(s("circle", { class: "held", cx: p[0], cy: p[1], r: 18 }));
    g.append(s("title", {}, t(car.held ? "web.drive.car_held" : "web.drive.car_title", { name: seatName(game, seat), colour: colourName(seat, game) })));
    world.append(g);
  });
  for (const ex of exits) {
    const [dx, dy] = OFFS[ex.edge] || [0, 0];
    const px = ex.x * C + C / 2 + dx * C * 0.42, py = ex.y * C + C / 2 + dy * C * 0.42;
    const a = s("g", { class: "exit-target", role: "button", tabindex: 0, "aria-label": t("web.move.exit", { edge: edgeName(ex.edge) }), onclick: () => onExit && onExit(ex.move), onkeydown: (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onExit && onExit(ex.move); } } });
    a.append(s("circle", { cx: px, cy: py, r: 16, fill: "#f59e0b", stroke: "#111", "stroke-width": 2 }));
    a.append(s("text", { x: px, y: py + 5, "text-anchor": "middle", "font-size": 14, "font-weight": 800 }, ex.edge));
    world.append(a);
  }
  const pad = 0.6;
  svg.dataset.bounds = JSON.stringify([(minX - pad) * C, (minY - pad) * C, (maxX - minX + 1 + 2 * pad) * C, (maxY - minY + 1 + 2 * pad) * C]);
  return svg;
}

function boardLabel(game, cells, cars) {
  const parts = [tn("web.drive.board", cells.length)];
  for (const [i, car] of cars.entries()) {
    const seat = car.seat ?? i;
    const words = { name: seatName(game, seat), colour: colourName(seat, game), port: car.port, x: car.x, y: car.y, edge: edgeName(car.edge) };
    const where = t(car.port ? "web.drive.car_at_start" : "web.drive.car_at", words);
    parts.push(`${where}${car.held ? t("web.drive.held") : ""}${car.retired ? t("web.drive.broken") : ""}.`);
  }
  return parts.join(" ");
}

// ------------------------------------------------------------ zoom and pan

let viewBox = null;   // kept across repaints of the same game
let viewGame = null;
let userMoved = false; // until the player zooms or pans, the board follows the game

function attachZoom(wrap, svg, gameId, focus = null) {
  const bounds = JSON.parse(svg.dataset.bounds);
  const home = () => (focus ? around(focus, bounds) : fit(bounds));
  if (viewGame !== gameId || !viewBox || !userMoved) {
    viewBox = home();
    if (viewGame !== gameId) userMoved = false;
    viewGame = gameId;
  }
  const apply = () => svg.setAttribute("viewBox", viewBox.map((n) => n.toFixed(1)).join(" "));
  apply();
  const zoom = (f, cx, cy) => {
    userMoved = true;
    const [x, y, w, hh] = viewBox;
    const nw = Math.min(Math.max(w * f, C * 1.5), C * 30), nh = hh * (nw / w);
    const px = cx ?? x + w / 2, py = cy ?? y + hh / 2;
    viewBox = [px - (px - x) * (nw / w), py - (py - y) * (nh / hh), nw, nh];
    apply();
  };
  const pan = (dx, dy) => { userMoved = true; viewBox = [viewBox[0] + dx, viewBox[1] + dy, viewBox[2], viewBox[3]]; apply(); };
  const step = () => viewBox[2] * 0.25;
  const tools = h("div.board-tools", { role: "toolbar", "aria-label": t("web.drive.zoom_tools") },
    h("button", { type: "button", "aria-label": t("web.drive.zoom_in"), onclick: () => zoom(1 / 1.3) }, "+"),
    h("button", { type: "button", "aria-label": t("web.drive.zoom_out"), onclick: () => zoom(1.3) }, "−"),
    h("button", { type: "button", "aria-label": t("web.drive.fit"), onclick: () => { userMoved = true; viewBox = fit(bounds); apply(); } }, "⤢"),
    focus ? h("button", { type: "button", "aria-label": t("web.drive.my_car"), onclick: () => { userMoved = false; viewBox = home(); apply(); } }, "◎") : null,
    h("button", { type: "button", "aria-label": t("web.drive.pan_up"), onclick: () => pan(0, -step()) }, "↑"),
    h("button", { type: "button", "aria-label": t("web.drive.pan_down"), onclick: () => pan(0, step()) }, "↓"),
    h("button", { type: "button", "aria-label": t("web.drive.pan_left"), onclick: () => pan(-step(), 0) }, "←"),
    h("button", { type: "button", "aria-label": t("web.drive.pan_right"), onclick: () => pan(step(), 0) }, "→"));
  // pointers: one finger pans, two fingers pinch
  const pts = new Map();
  let last = null;
  const toWorld = (clientX, clientY) => {
    const r = svg.getBoundingClientRect();
    const scale = Math.max(viewBox[2] / r.width, viewBox[3] / r.height);
    return [viewBox[0] + (clientX - r.left) * scale, viewBox[1] + (clientY - r.top) * scale, scale];
  };
  // where the gesture stands now (one finger: its point; two: their middle and spread): a
  // move is measured from it, so a drag's first movement pans too (from where it went down)
  const anchor = () => {
    const list = [...pts.values()];
    if (list.length === 1) return [...list[0]];
    if (list.length < 2) return null;
    const [a, b] = list;
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, Math.hypot(a[0] - b[0], a[1] - b[1])];
  };
  svg.addEventListener("pointerdown", (e) => { if (e.target.closest(".exit-target")) return; pts.set(e.pointerId, [e.clientX, e.clientY]); try { svg.setPointerCapture(e.pointerId); } catch { /* not a live pointer */ } last = anchor(); });
  svg.addEventListener("pointermove", (e) => {
    if (!pts.has(e.pointerId)) return;
    pts.set(e.pointerId, [e.clientX, e.clientY]);
    const list = [...pts.values()];
    if (list.length === 1) {
      const [x, y] = list[0];
      if (last && last.length === 2) { const [, , sc] = toWorld(x, y); pan(-(x - last[0]) * sc, -(y - last[1]) * sc); }
      last = [x, y];
    } else if (list.length >= 2) {
      const [a, b] = list;
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
      const mx = (a[0] + b[0]) / 2, my = (a[1] + b[1]) / 2;
      if (last && last.length === 3 && d > 0) { const [wx, wy] = toWorld(mx, my); zoom(last[2] / d, wx, wy); }
      last = [mx, my, d];
    }
  });
  // a finger lifted from a pinch: the other one pans on from where it is
  const up = (e) => { pts.delete(e.pointerId); last = anchor(); };
  svg.addEventListener("pointerup", up);
  svg.addEventListener("pointercancel", up);
  svg.addEventListener("wheel", (e) => { e.preventDefault(); const [wx, wy] = toWorld(e.clientX, e.clientY); zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, wx, wy); }, { passive: false });
  return tools;
}

// Four cells around the point of interest (clamped to the board), so tile
// features stay readable on a phone; the whole board is one tap away (⤢).
function around(p, bounds) {
  const side = Math.min(Math.max(bounds[2], bounds[3], C * 4), C * 4);
  return [(p.x + 0.5) * C - side / 2, (p.y + 0.5) * C - side / 2, side, side];
}

function fit(bounds) {
  const [x, y, w, hh] = bounds;
  const side = Math.max(w, hh, C * 4);
  return [x + w / 2 - side / 2, y + hh / 2 - side / 2, side, side];
}

// ------------------------------------------------------------ the screen

let rotationIndex = 0;

function myCar(game, seat) {
  return carsOf(viewOf(game)).find((c) => c.seat === seat) || null;
}

/** The card just drawn and where it goes: {seat, card, x, y, entry}, or null. */
function drawnOf(game) {
  return viewOf(game).board.drawn;
}

function roundaboutsLeft(v, seat) {
  return v.board.roundabouts_left[seat];
}

/** What a phase asks, said of the player whose turn it is (the table view). */
const DRIVE_OTHERS = { turn: "web.drive.others.turn", place: "web.drive.others.place", exit: "web.drive.others.exit" };

/** What this phone is asked now, in plain words ("Your turn" only on its own turn). */
function driveHeadline(game, ctx, myTurn, moves, referee) {
  const v = viewOf(game);
  if (game.status === "finished") return t("web.end.title");
  const ask = decisionText(game, v.phase);
  if (ctx.table) {
    // the shared screen says what the player is asked of them, not "your car"
    const who = seatName(game, v.turn);
    if (DRIVE_OTHERS[v.phase]) return t(DRIVE_OTHERS[v.phase], { who });
    return ask ? t("web.head.turn_of_ask", { who, ask: askWithin(ask) }) : t("web.head.turn_of", { who });
  }
  if (!myTurn) return t("web.head.waiting", { who: game.pending.length ? joinNames(game.pending.map((x) => seatName(game, x))) : seatName(game, v.turn) });
  // the drawn card's two steps are asked in both modes; the rest of a referee's turn is
  // whatever the table did, reported
  const has = (type) => moves.some((m) => m.type === type);
  if (has("place")) return t("web.drive.head.place");
  if (has("exit")) return t("web.drive.head.exit");
  if (referee) return t("web.head.your_turn_report");
  if (has("draw")) return t("web.drive.head.draw");
  return t("web.head.your_turn");
}

/** Render the Drive screen. */
export function render(root, ctx) {
  const { game, moves } = ctx;
  const v = viewOf(game);
  learnHouse(v.deck);
  const referee = modeOf(game) === "referee";
  // a game that is over has no turn (one its host ended keeps the view as it was)
  const turnSeat = statusOf(game) === "finished" ? null : v.turn;
  // the referee undo may outlast the turn: it alone does not make it this seat's decision
  const myTurn = ctx.seat !== null && ctx.seat !== undefined && game.pending.includes(ctx.seat);
  const car = myCar(game, ctx.seat);
  const drawn = drawnOf(game);
  const places = moves.filter((m) => m.type === "place");
  const exits = moves.filter((m) => m.type === "exit");
  const rotations = [...new Set(places.map((m) => m.rotation))].sort((a, b) => a - b);
  if (rotationIndex >= rotations.length) rotationIndex = 0;
  const rot = rotations[rotationIndex] ?? 0;

  const statusText = ctx.summary ? "" : driveHeadline(game, ctx, myTurn, moves, referee);
  const head = [];
  // whose turn it is, with that car's colour beside the words (the car the view gives the seat)
  if (statusText) {
    const turnDot = turnSeat !== null && turnSeat !== undefined ? h("span.dot", { class: `car-${seatColour(game, turnSeat)}`, "aria-hidden": "true" }) : null;
    head.push(h("p.status-line", { class: myTurn ? "your-turn" : "", role: "status", id: "status", tabindex: -1 }, turnDot, turnDot ? " " : null, statusText));
  }
  // why the car to move cannot drive on, in the engine's words (the view's `stuck`)
  if (v.stuck && !ctx.summary) head.push(h("p.muted", { id: "stuck", role: "note" }, stuckText(game, v.stuck.seat, v.stuck.reason, v.stuck.text)));
  // a game that ended with no winner says why in the engine's words (the view's `ending`)
  if (v.ending) head.push(h("p.muted", { id: "ending", role: "note" }, stuckText(game, null, v.ending.reason, v.ending.text)));

  // ghost of the drawn card in front of my car, turned to the chosen rotation
  let ghost = null;
  if (!ctx.table && drawn && places.length) {
    ghost = { x: drawn.x, y: drawn.y, geo: geometry({ card: drawn.card }, rot) };
  }
  const exitTargets = [];
  if (!ctx.table && exits.length && car) {
    for (const m of exits) {
      exitTargets.push({ x: m.x ?? car.x, y: m.y ?? car.y, edge: m.edge, move: m });
    }
  }
  // before the draw: mark the empty cell in front of the car, where the card will go
  if (!ghost && !ctx.table && moves.some((m) => m.type === "draw") && car) {
    const f = frontOf(car);
    if (f) ghost = { ...f, geo: null };
  }
  const svg = boardSvg(game, { ghost, exits: exitTargets, onExit: (m) => ctx.send(m) });
  const wrap = h("div.board-wrap", {}, svg);
  // the board centres on what this player looks at: the cell being placed, else the own car;
  // the end screen opens on the whole road (a view of its own, whatever the game's zoom was)
  const focus = ctx.summary ? null : ghost ? { x: ghost.x, y: ghost.y } : car && !ctx.table ? { x: car.x, y: car.y } : null;
  const tools = attachZoom(wrap, svg, ctx.summary ? `${ctx.id}:end` : ctx.id, focus);

  const boardSection = h("section", { "aria-labelledby": "board-title" }, h("h2", { id: "board-title", class: "sr-only" }, t("web.drive.board_title")), wrap, tools);
  if (ctx.table) {
    // a tablet: the board beside the cars and the feed when there is room
    add(root, ...head, h("div.table-grid.drive", {}, boardSection, h("div", {}, playersPanel(game, v, ctx, turnSeat), feedPanel(game, ctx.events || []))));
    return;
  }
  if (ctx.summary) {
    add(root, boardSection, playersPanel(game, v, ctx, turnSeat), feedPanel(game, ctx.events || []));
    return;
  }

  // the action bar: under the board and sticky at the bottom of the screen (beside the board
  // on a landscape phone), so Rotate and Place are in view at any size and any text size
  const panel = h("section.panel.action-bar.drive-bar", { "aria-labelledby": "moves-title", id: "action-bar" }, h("h2", { id: "moves-title" }, t(myTurn ? (referee ? "web.drive.report_turn" : "web.drive.your_move") : "web.drive.not_your_turn")));
  let picking = false;
  if (drawn && places.length) {
    const geo = geometry({ card: drawn.card }, rot);
    const mini = s("svg", { viewBox: `0 0 ${C} ${C}`, role: "img", "aria-label": t("web.drive.turned_label", { title: geo.title, rot }) });
    drawCard(mini, geo, {});
    const forRot = places.filter((m) => m.rotation === rot);
    add(panel, h("div.drawn", {}, mini, h("p.drawn-title", {}, h("strong", {}, geo.title), t("web.drive.turned", { rot }))),
      h("div.row.drawn-buttons", {},
        rotations.length > 1 ? h("button", { type: "button", id: "rotate", "aria-label": t("web.drive.rotate_label", { rot }), onclick: () => { rotationIndex = (rotationIndex + 1) % rotations.length; repaint(); } }, t("web.drive.rotate")) : null,
        forRot.map((m) => h("button.primary", { type: "button", class: "place", onclick: () => { rotationIndex = 0; ctx.send(m); } }, forRot.length > 1 ? describeMove(m, game) : t("web.drive.place_here")))));
  } else if (drawn) {
    add(panel, h("p", {}, t("web.drive.drawn"), h("strong", {}, geometry({ card: drawn.card }).title)));
  }
  if (exits.length) {
    add(panel, h("h3", {}, t("web.drive.which_way")), h("div.row", { id: "exits" }, exits.map((m) => h("button.primary", { type: "button", onclick: () => ctx.send(m) }, describeMove(m, game)))));
  }
  const rest = moves.filter((m) => m.type !== "place" && m.type !== "exit");
  if (rest.length) {
    const refDraws = rest.filter((m) => m.type === "draw" && (m.card !== undefined));
    const plain = rest.filter((m) => !refDraws.includes(m));
    if (refDraws.length) {
      picking = true;
      add(panel, cardPicker(game, refDraws, ctx));
    }
    // the referee's "Undo my last report" comes through here, as on the Driving Me Crazy! screen
    if (plain.length) add(panel, moveRow(game, plain, ctx, ["draw"]));
  }
  if (!moves.length) add(panel, h("p.muted", {}, t("web.drive.watch")));
  if (picking) {
    // "Which card did you draw?" is this phone's whole decision: the picker comes first,
    // in the page (not a box scrolling inside a sticky bar), the board under it
    panel.classList.add("drive-pick");
    add(root, ...head, panel, boardSection);
  } else {
    // the headline in the same box as the bar: the sticky bar may rise over the board up to
    // it, however tall large text makes the bar
    boardSection.classList.add("board-side");
    add(root, h("div.drive-play", {}, ...head, boardSection, panel));
  }
  add(root, playersPanel(game, v, ctx, turnSeat));
  add(root, feedPanel(game, ctx.events || []));
  fitSoon();

  function repaint() {
    root.replaceChildren();
    render(root, ctx);
  }
}

// ------------------------------------------------------------ the referee's card picker

// the road shapes of the pack's cards, in the order the picker shows them (the Roundabouts
// are in the players' hands, not in the pack)
const SHAPES = ["straight", "bend", "t", "cross"];
const SHAPE_KEYS = { straight: "web.drive.shape.straight", bend: "web.drive.shape.bend", t: "web.drive.shape.t", cross: "web.drive.shape.cross" };
let pickShape = "straight"; // the shape whose cards the picker shows (kept across repaints)
let pickQuery = ""; // the search typed, kept across repaints of the same turn

/** The road shape of a card: straight, bend, t (three roads) or cross (four; a Roundabout too). */
export function shapeOf(geo) {
  const n = geo.arms.length;
  if (n >= 4) return "cross";
  if (n === 3) return "t";
  if (n === 2) {
    const [a, b] = geo.arms.map((e) => EDGE_ORDER.indexOf(e));
    return Math.abs(a - b) === 2 ? "straight" : "bend";
  }
  return "straight";
}

// lower case without accents, so "peatón" and "peaton", "Kreuzung" and "kreuzung" match
const fold = (text) => String(text).normalize("NFD").replace(/[\u0300-\u036f\u00ad]/g, "").toLowerCase();

/** What a card shows, as words a player may search for: its name, road shape, signs and marks. */
function searchWords(geo) {
  const words = [geo.title, t(SHAPE_KEYS[shapeOf(geo)]), ...geo.signs.map(signName)];
  if (geo.stops.length) words.push(term("Miss a Turn"));
  if (geo.noStopping) words.push(term("No Stopping"));
  if (geo.triangle) words.push(t("web.drive.search.triangle"));
  if (geo.noEntry.length) words.push(t("web.drive.search.no_entry"));
  return fold(words.join(" "));
}

/**
 * "Which card did you draw?": the box's cards as small pictures with their names, one road
 * shape at a time (a row of shape buttons), or every card whose name, shape or signs match
 * what is typed in the search field. One tap on a card reports the draw.
 */
function cardPicker(game, draws, ctx) {
  const cards = draws.map((m) => {
    const geo = geometry({ card: m.card });
    return { m, geo, shape: shapeOf(geo), words: searchWords(geo) };
  });
  const shapes = SHAPES.filter((sh) => cards.some((c) => c.shape === sh));
  if (!shapes.includes(pickShape)) pickShape = shapes[0];
  const list = h("div.pick-cards", { id: "pick-cards", "aria-live": "polite" });
  const tabs = h("div.pick-shapes", { role: "group", "aria-label": t("web.drive.shape_label") });
  const search = h("input.pick-search", { type: "search", id: "draw-search", value: pickQuery, autocomplete: "off", enterkeyhint: "search",
    placeholder: t("web.drive.search"), "aria-label": t("web.drive.search_label"),
    oninput: () => { pickQuery = search.value; paint(); } });
  function paint() {
    const q = fold(pickQuery.trim());
    // every word typed must be found ("t stop", "bocht driehoek")
    const terms = q.split(/\s+/).filter(Boolean);
    const shown = terms.length ? cards.filter((c) => terms.every((w) => c.words.includes(w))) : cards.filter((c) => c.shape === pickShape);
    tabs.replaceChildren(...shapes.map((sh) => {
      const plain = cards.find((c) => c.shape === sh);
      const pic = s("svg", { viewBox: `0 0 ${C} ${C}`, "aria-hidden": "true" });
      drawCard(pic, { ...plain.geo, stops: [], triangle: null, noEntry: [], signs: [], rules: false, noStopping: false, title: "" }, {});
      return h("button", { type: "button", class: "pick-shape", "aria-pressed": String(!terms.length && sh === pickShape), dataset: { shape: sh },
        onclick: () => { pickShape = sh; pickQuery = ""; search.value = ""; paint(); } }, pic, h("span", {}, t(SHAPE_KEYS[sh])));
    }));
    list.replaceChildren(...(shown.length ? shown.map(({ m, geo }) => {
      const mini = s("svg", { viewBox: `0 0 ${C} ${C}`, "aria-hidden": "true" });
      drawCard(mini, geo, {});
      return h("button", { type: "button", class: "pick-card", onclick: () => { pickQuery = ""; ctx.send(m); }, "aria-label": describeMove(m, game) }, mini, h("span", {}, geo.title));
    }) : [h("p.muted", {}, t("web.drive.search_none"))]));
  }
  paint();
  return h("div", { id: "report-draw" }, h("h3", {}, t("web.drive.which_card")), search, tabs, list);
}

// ------------------------------------------------------------ the board's height

// The board takes what the screen leaves once the action bar (Rotate, Place, the exits) has its
// room, so on a short phone, in landscape or with large text the decision stays in view
// without scrolling; never smaller than a few cells, never taller than it needs.
let fitQueued = false;
function fitSoon() {
  if (fitQueued) return;
  fitQueued = true;
  requestAnimationFrame(() => { fitQueued = false; fitBoard(); });
}

function fitBoard() {
  const play = document.querySelector(".drive-play");
  const svg = play && play.querySelector("svg.board");
  if (!svg) return;
  const wrap = svg.parentElement;
  const bar = play.querySelector(".drive-bar");
  const beside = getComputedStyle(play).display === "grid";
  const top = wrap.getBoundingClientRect().top + window.scrollY;
  // the zoom buttons: a column beside the board (its least height), or a row under it
  const toolsBox = wrap.nextElementSibling ? wrap.nextElementSibling.getBoundingClientRect() : null;
  const toolsBeside = toolsBox && toolsBox.top < wrap.getBoundingClientRect().bottom - 1;
  const tools = toolsBox && !toolsBeside ? toolsBox.height + 12 : 0;
  const least = toolsBeside ? Math.max(toolsBox.height, 150) : 150;
  const below = bar && !beside ? bar.getBoundingClientRect().height + 12 : 0;
  const room = window.innerHeight - top - tools - below - 4;
  // the viewBox is square: a board much taller than wide would only show more grass
  const wide = wrap.getBoundingClientRect().width * 1.15;
  const height = Math.round(Math.max(Math.min(room, 380, window.innerHeight * 0.6, wide), least));
  svg.style.height = `${height}px`;
}
if (typeof window !== "undefined") window.addEventListener("resize", fitSoon);

function playersPanel(game, v, ctx, turnSeat) {
  const cars = carsOf(v);
  const b = v.board;
  return h("section.panel", { "aria-labelledby": "players-title" },
    h("h2", { id: "players-title" }, t("web.drive.cars")),
    typeof b.pack === "number" ? h("p.small.muted", {}, b.discard ? t("web.drive.pack", { n: b.pack, d: b.discard }) : t("web.drive.pack_only", { n: b.pack })) : null,
    h("ul.seats", {}, seatsOf(game).map((p) => {
      const car = cars.find((c) => c.seat === p.seat) || {};
      const left = roundaboutsLeft(v, p.seat);
      // each seat's dot and name in the colour of the car the view gives it
      const colour = car.colour || seatColour(game, p.seat);
      // seat-N names the seat (as on every game's screen), car-<colour> paints it
      return h("li", { class: `seat-${p.seat} car-${colour}`, dataset: { colour } },
        h("span.dot", { "aria-hidden": "true" }),
        h("span.grow", {}, `${p.name} (${colourWord(colour)})`),
        p.seat === turnSeat ? h("span.badge.turn", {}, t("web.badge.turn")) : null,
        p.seat === ctx.seat ? h("span.badge.you", {}, t("web.lobby.you")) : null,
        car.held ? h("span.badge", {}, t("web.drive.misses")) : null,
        car.retired ? h("span.badge", {}, t("web.drive.broken_badge")) : null,
        left !== undefined ? h("span.badge", {}, h("span", { "aria-hidden": "true" }, "⟳ "), tn("web.drive.roundabouts_left", left)) : null);
    })));
}

function feedPanel(game, events) {
  return feed(game, events);
}

/**
 * The standings of a Drive game: each car by how far it is from its Finish along the road
 * (the view's `to_finish`, core's progress toward a Finish), the winner at 0; a car
 * retired or with no way on last, saying so.
 */
export function standings(game) {
  const cars = carsOf(viewOf(game));
  const far = (c) => (c && typeof c.to_finish === "number" ? c.to_finish : Infinity);
  return seatsOf(game).map((p) => ({ p, car: cars.find((c) => c.seat === p.seat) }))
    .sort((a, b) => far(a.car) - far(b.car))
    .map(({ p, car }) => ({ seat: p.seat,
      score: !car ? "" : car.to_finish === 0 ? t("web.drive.at_finish")
        : typeof car.to_finish === "number" ? tn("web.drive.to_finish", car.to_finish)
          : car.retired ? t("web.drive.broken_badge") : t("web.drive.no_way") }));
}
