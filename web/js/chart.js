// The race as a picture (issue 27): an inline SVG chart of a game from its replay's
// step views, one line per player with one point per turn. Driving Me Crazy!: each
// player's distance, a red card marked as a band on its victim's line from the turn it
// landed for as long as it held; Drive: each car's progress toward its Finish (how many
// cards it is from it along the road, the Finish at the top). Colours are the seats' own (style.css, light and dark);
// a table under the picture says the same for screen readers and keyboards.

import { h, s } from "./dom.js";
import { t } from "./i18n.js";
import { seatName, cardTitle, cardInfo } from "./model.js";

/**
 * The turns of a game: runs of consecutive steps with the same seat to play. Each turn's
 * value is read from the table once it is over (the first step of the next turn, or the
 * last step): the chart has one point per turn.
 */
export function turnsOf(views) {
  const ends = [];
  let current;
  views.forEach((v, i) => {
    const turn = v.turn === undefined ? null : v.turn;
    if (i === 0) { current = turn; return; }
    if (turn !== current) { if (current !== null) ends.push(i); current = turn; }
  });
  if (current !== null || !ends.length || ends[ends.length - 1] !== views.length - 1) {
    if (views.length > 1 && ends[ends.length - 1] !== views.length - 1) ends.push(views.length - 1);
  }
  return ends; // step indexes: where each turn's result is read
}

/** Each player's value after each turn, and the red cards' bands (DMC). */
export function raceSeries(game, views) {
  const ends = turnsOf(views);
  const first = views[0];
  if (game === "drive") {
    // how many cards each car is from its Finish along the road (the view's to_finish:
    // core's "progress toward a Finish"; null while retired or with no way on), drawn
    // with the Finish at the top, so the winner's line ends there
    const series = (first.players || []).map((p) => ({ seat: p.seat, colour: p.colour,
      points: ends.map((i) => { const car = (views[i].board.cars || []).find((c) => c.seat === p.seat);
        return car && typeof car.to_finish === "number" ? car.to_finish : null; }) }));
    return { ends, series, bands: [], goal: null, towardZero: true };
  }
  const seats = first.seats || [];
  const series = seats.map((p) => ({ seat: p.seat, points: ends.map((i) => views[i].seats[p.seat].distance) }));
  // a red card in front of a player: from the turn it landed, while it held (read at every
  // step, so a card that held within one turn is marked too)
  const turnOf = (i) => { const k = ends.findIndex((end) => end >= i); return k < 0 ? ends.length - 1 : k; };
  const bands = [];
  for (const p of seats) {
    const open = new Map(); // card -> its band
    views.forEach((v, i) => {
      const cards = new Set((v.seats[p.seat].effects || []).map((e) => e.card).filter((c) => cardInfo(c).colour === "red"));
      for (const [card, band] of open) if (!cards.has(card)) { bands.push(band); open.delete(card); }
      for (const card of cards) {
        if (!open.has(card)) open.set(card, { seat: p.seat, card, from: turnOf(i), to: turnOf(i) });
        open.get(card).to = turnOf(i);
      }
    });
    bands.push(...open.values());
  }
  return { ends, series, bands, goal: first.goal || null };
}

/** s() with h()'s "tag.class" names (a class given in `attrs` too is kept). */
function sv(tag, attrs = {}, ...kids) {
  const [name, ...classes] = tag.split(".");
  const cls = [classes.join(" "), attrs.class].filter(Boolean).join(" ");
  return s(name, cls ? { ...attrs, class: cls } : attrs, ...kids);
}

const W = 340;
const H = 200;
const PAD = { left: 36, right: 8, top: 10, bottom: 26 };

/** The chart of `g` (a getGame document) from its replay's step views: a figure. */
export function raceChart(g, views) {
  const data = raceSeries(g.game, views);
  const turns = data.ends.length;
  const top = Math.max(1, data.goal || 0, ...data.series.flatMap((x) => x.points).filter((v) => v !== null));
  const x = (k) => PAD.left + (turns > 1 ? (k * (W - PAD.left - PAD.right)) / (turns - 1) : 0);
  // Drive counts down to its Finish: 0 at the top
  const y = data.towardZero ? (v) => PAD.top + (v * (H - PAD.top - PAD.bottom)) / top
    : (v) => H - PAD.bottom - (v * (H - PAD.top - PAD.bottom)) / top;
  const drive = g.game === "drive";
  const label = t(drive ? "web.chart.drive_label" : "web.chart.dmc_label", { turns });
  const svg = sv("svg.race-chart", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-labelledby": "chart-title chart-desc", id: "race-chart" },
    sv("title", { id: "chart-title" }, t("web.chart.title")),
    sv("desc", { id: "chart-desc" }, label));
  // axes, in the text's colour (readable in both schemes)
  svg.append(sv("line.axis", { x1: PAD.left, y1: H - PAD.bottom, x2: W - PAD.right, y2: H - PAD.bottom }),
    sv("line.axis", { x1: PAD.left, y1: PAD.top, x2: PAD.left, y2: H - PAD.bottom }),
    sv("text.tick", { x: PAD.left - 4, y: PAD.top + 8, "text-anchor": "end" }, data.towardZero ? t("web.chart.finish") : String(top)),
    sv("text.tick", { x: PAD.left - 4, y: H - PAD.bottom, "text-anchor": "end" }, data.towardZero ? String(top) : "0"),
    sv("text.tick", { x: W - PAD.right, y: H - 6, "text-anchor": "end" }, t("web.chart.turns", { n: turns })));
  for (const band of data.bands) {
    // a little wider than the turns it spans, but never out of the plot (before turn 1)
    const from = Math.max(PAD.left, x(band.from) - 3);
    const to = Math.min(W - PAD.right, x(band.to) + 3);
    const at = y(data.series[band.seat].points[band.from]);
    svg.append(sv("rect.red-card", { class: `seat-${band.seat}`, x: from, y: at - 7, width: Math.max(8, to - from), height: 14, rx: 5, "data-card": band.card, "data-seat": band.seat },
      sv("title", {}, t("web.chart.red_card", { card: cardTitle(band.card), name: seatName(g, band.seat), n: band.to - band.from + 1 }))));
  }
  for (const line of data.series) {
    const cls = drive ? `car-${line.colour}` : `seat-${line.seat}`;
    // a turn without a figure (a Drive car barred, with no way on, or retired) is drawn
    // where the car last stood: the line stays level while it could not go on (the table
    // below says "—")
    let last = line.points.find((v) => v !== null) ?? 0;
    const drawn = line.points.map((v) => { if (v !== null) last = v; return last; });
    svg.append(sv("polyline.series", { class: cls, "data-seat": line.seat, points: drawn.map((v, k) => `${x(k).toFixed(1)},${y(v).toFixed(1)}`).join(" ") },
      sv("title", {}, seatName(g, line.seat))));
  }
  // the same numbers as a table: what a screen reader or a keyboard user reads
  // (in a hidden box: a table itself does not clip, and would widen the page)
  const table = h("div.sr-only", {}, h("table", { id: "chart-table" },
    h("caption", {}, label),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("web.chart.turn")), data.series.map((l) => h("th", { scope: "col" }, seatName(g, l.seat))))),
    h("tbody", {}, data.ends.map((_, k) => h("tr", {}, h("th", { scope: "row" }, String(k + 1)), data.series.map((l) => h("td", {}, l.points[k] === null ? "—" : String(l.points[k]))))))));
  const legend = h("ul.chart-legend", {}, data.series.map((l) => h("li", { class: drive ? `car-${l.colour}` : `seat-${l.seat}` }, h("span.dot", { "aria-hidden": "true" }), seatName(g, l.seat))));
  return h("figure.race", { id: "race" }, h("h2", {}, t("web.chart.title")), svg, legend, table,
    data.bands.length ? h("p.small.muted", {}, t("web.chart.bands")) : null);
}
