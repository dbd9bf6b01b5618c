// Addresses of the screens (History API paths) and moving between them.
// Every screen has its own path, so Back/Forward and reload do what people
// expect; the server answers these paths with index.html (api/http/web.py).

const enc = encodeURIComponent;

/** The path of each screen. */
export const paths = {
  home: () => "/",
  create: () => "/new",
  join: (code = "") => (code ? `/join/${enc(code)}` : "/join"),
  game: (id) => `/games/${enc(id)}`,
  lobby: (id) => `/games/${enc(id)}/lobby`,
  end: (id) => `/games/${enc(id)}/end`,
  table: (id) => `/games/${enc(id)}/table`,
  seat: (id) => `/games/${enc(id)}/seat`,
  replay: (id) => `/games/${enc(id)}/replay`,
  claim: (id, seat) => `/games/${enc(id)}/claim/${enc(seat)}`,
  check: () => "/replay",
};

let onChange = () => {};
// the addresses of screens (anything else, e.g. the API's, is left to the browser)
const SCREEN = /^\/(new|replay|join(\/[^/]*)?|games\/[^/]+(\/[a-z]+)?|games\/[^/]+\/claim\/[0-9]+)?$/;

/** Go to `path` (a new history entry, or replacing the current one) and draw it. */
export function go(path, { replace = false } = {}) {
  if (replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  onChange();
}

/** Say which screen this is without drawing it again (e.g. the lobby became the game). */
export function settle(path) {
  if (location.pathname !== path) history.replaceState(null, "", path);
}

/**
 * The route of the current address: {screen, id?, code?}. Old hash addresses
 * (#/g/ID, #/t/ID, #/join/CODE) and the API's join links (?join=CODE) are
 * rewritten to their paths first.
 */
export function current() {
  const q = new URLSearchParams(location.search);
  const code = q.get("join");
  if (code) history.replaceState(null, "", paths.join(code));
  // (a replay's #move-N names a step of its screen, not an old address)
  // (nor is a hand-over link's fragment its secret, web/js/screens/claim.js)
  const legacy = /^#move-\d+$/.test(location.hash) || /\/claim\/\d+$/.test(location.pathname) ? [] : location.hash.replace(/^#\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  if (legacy.length) {
    const [page, a] = legacy;
    const to = page === "g" && a ? paths.game(a) : page === "t" && a ? paths.table(a)
      : page === "seat" && a ? paths.seat(a) : page === "join" ? paths.join(a || "")
        : page === "new" ? paths.create() : paths.home();
    history.replaceState(null, "", to);
  }
  const parts = location.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  const [page, a, b] = parts;
  if (page === "new") return { screen: "create" };
  if (page === "replay") return { screen: "check" };
  if (page === "join") return { screen: "join", code: a || "" };
  if (page === "games" && a) {
    if (b === "table") return { screen: "table", id: a };
    if (b === "seat") return { screen: "seat", id: a };
    if (b === "replay") return { screen: "replay", id: a };
    if (b === "claim" && /^[0-9]+$/.test(parts[3] || "")) return { screen: "claim", id: a, seat: Number(parts[3]) };
    return { screen: "game", id: a, part: b || "" };
  }
  return { screen: "home" };
}

/** Start routing: `draw` runs now and on every change of address. */
export function start(draw) {
  onChange = draw;
  window.addEventListener("popstate", draw);
  // links inside the app change the screen without reloading the page
  document.addEventListener("click", (ev) => {
    const a = ev.target.closest && ev.target.closest("a[href^='/']");
    if (!a || ev.defaultPrevented || ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey || a.target) return;
    const href = a.getAttribute("href");
    if (!SCREEN.test(href)) return;
    ev.preventDefault();
    if (href !== location.pathname) go(href);
  });
  draw();
}
