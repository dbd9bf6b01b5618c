// Roadtrip's service worker: the app's shell (page, style, modules, icons and
// the API's operations map) opens with no network, so a phone that lost the
// Wi-Fi still opens the app and shows that it is reconnecting.
//
// Online, everything comes from the network as without a worker (the files are
// revalidated on each use, so a deploy never mixes old and new modules) and the
// answer refreshes the copy; offline, the last copy answers. What the page
// fetches with fetch() (game data) is never kept, unless the page asked for it
// (the operations map): a phone must not show an old game as if it were now.

const CACHE = "roadtrip-shell-v1";
// The first files; the page sends the rest it loaded ("keep" message), so a
// module added to the app needs no change here.
const SHELL = ["/", "/style.css", "/js/app.js", "/manifest.webmanifest", "/icons/icon.svg", "/favicon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
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
  } else if (request.destination !== "") {
    // a file of the page itself: script, style, image, manifest
    event.respondWith(networkFirst(request, url.pathname));
  } else {
    // data: kept only when the page asked for it
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(url.pathname))
      .then((kept) => (kept ? networkFirst(request, url.pathname) : fetch(request))));
  }
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(key, answer.clone());
    return answer;
  } catch (offline) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw offline;
  }
}

// The page lists the shell files it loaded: keep a copy of each (from the HTTP cache).
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "keep" || !Array.isArray(data.urls)) return;
  const paths = data.urls.map((u) => new URL(u, self.location.origin))
    .filter((u) => u.origin === self.location.origin).map((u) => u.pathname);
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(paths.map(async (path) => {
    if (await cache.match(path)) return;
    try { await cache.add(path); } catch { /* gone or offline: the next visit keeps it */ }
  }))));
});
