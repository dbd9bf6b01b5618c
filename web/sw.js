// Roadtrip's service worker: the app's shell (page, style, modules, icons and
// the API's operations map) opens with no network, so a phone that lost the
// Wi-Fi still opens the app and shows that it is reconnecting.
//
// Online, everything comes from the network as without a worker (the files are
// revalidated on each use, so a deploy never mixes old and new modules) and the
// answer refreshes the copy; offline, the last copy answers. What the page
// fetches for data (games, their QR codes, the event stream) is never kept nor
// even seen by the worker, unless the page asked for it (the operations map):
// a phone must not show an old game as if it were now.

const CACHE = "roadtrip-shell-v1";
// The first files; the page sends the rest it loaded ("keep" message: its language's
// words among them, /i18n/web/<lang>.json), so a module added to the app needs no
// change here. /js/app.js is the first screen's code in one answer (api/http/bundle.py);
// a game's screen code is kept when its first game opens (a script, see below).
// The page has just loaded each of them: they are copied from the browser's HTTP cache
// (force-cache), not fetched again, so installing the worker costs the phone no
// request. (Online, every use still goes to the network first: see networkFirst.)
// The manifest and the icons are kept when asked for through the worker (the browser
// fetches the tab's icon itself, from its own cache: a copy of it would cost a request).
const SHELL = ["/", "/style.css", "/js/app.js"];
const fromHttpCache = (path) => new Request(path, { cache: "force-cache" });
// the words of the languages (/i18n/web/<lang>.json, and the API's /i18n/<lang>.json)
const WORDS = "/i18n/";
// requests for the page's own code and style: always part of the shell
const PAGE_FILES = ["script", "style", "manifest", "font"];

// Paths held in the cache (the shell, and what the page asked to keep): the
// fetch handler must decide at once, so it asks this set, not the cache.
const kept = new Set(SHELL);
caches.open(CACHE).then((cache) => cache.keys())
  .then((requests) => requests.forEach((r) => kept.add(new URL(r.url).pathname)));

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL.map(fromHttpCache)))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // every address of the app (/games/<id>, /new, ...) is the same page
    event.respondWith(networkFirst(request, "/"));
  } else if (PAGE_FILES.includes(request.destination) || kept.has(url.pathname) || url.pathname.startsWith(WORDS)) {
    // the words of any language the phone loads are kept too: a phone switched to
    // Deutsch after the shell was kept still opens in Deutsch with no network
    event.respondWith(networkFirst(request, url.pathname));
  }
  // anything else (game data, a game's QR code, the event stream) goes to the
  // network untouched, as if there were no worker
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const answer = await fetch(request);
    if (answer.ok) { await cache.put(key, answer.clone()); kept.add(key); }
    return answer;
  } catch (offline) {
    const copy = await cache.match(key);
    if (copy) return copy;
    throw offline;
  }
}

// The page lists the shell files it loaded: keep a copy of each (from the HTTP cache,
// where the page's own load left it: no request).
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "keep" || !Array.isArray(data.urls)) return;
  const paths = data.urls.map((u) => new URL(u, self.location.origin))
    .filter((u) => u.origin === self.location.origin).map((u) => u.pathname);
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(paths.map(async (path) => {
    if (await cache.match(path)) { kept.add(path); return; }
    try { await cache.add(fromHttpCache(path)); kept.add(path); } catch { /* gone or offline: the next visit keeps it */ }
  }))));
});
