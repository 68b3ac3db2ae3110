// Keydom's service worker: keeps the app working offline after the first visit.
// The build (scripts/sw-precache.mjs) fills in VERSION and ASSETS; a new build means a new
// VERSION, so the browser installs this worker again and the old cache is dropped.
const VERSION = "dev";
const ASSETS = [];
const CACHE = `keydom-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(["./", ...ASSETS])).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("keydom-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Pages: network first, so a new deploy shows at once; the precached page when offline.
// (A page only changes together with its hashed assets, and then a new worker precaches it.)
// Assets: their names carry a content hash, so the cached copy is always right.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => caches.match("./")));
    return;
  }
  event.respondWith(caches.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request)));
});
