// Keydom's service worker: keeps the app working offline after the first visit, and keeps an
// older version's files while a page still runs it.
// The build (scripts/sw-precache.mjs) fills in VERSION and ASSETS; a new build means a new
// VERSION, so the browser installs this worker again.
//
// Updates never strand a page. A new worker takes over at once (skipWaiting, clients.claim) and
// the page offers a reload (src/ui/update.rs). Until then a page opened earlier runs the older
// version, which loads each game's code later, by the older hashed names; those files may be gone
// from the server. So on activation this worker keeps the older caches, noting which pages were
// open, and deletes them only once none of those pages is left (checked then and whenever a
// page is opened). Hashed names are content-addressed, so a copy from any of Keydom's caches is
// the right file.
const VERSION = "dev";
const ASSETS = [];
const CACHE = `keydom-${VERSION}`;
// Kept in this version's cache: the older caches and the pages (client ids) that may need them.
const KEPT = "./sw-kept.json";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(["./", ...ASSETS])).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const older = (await caches.keys()).filter((k) => k.startsWith("keydom-") && k !== CACHE);
    const pages = (await openPages()).map((client) => client.id);
    await (await caches.open(CACHE)).put(KEPT, new Response(JSON.stringify({ older, pages })));
    await dropUnused();
    await self.clients.claim();
  })());
});

/** Every page and worker of this origin, controlled by a worker or not. */
const openPages = () => self.clients.matchAll({ type: "all", includeUncontrolled: true });

/** Deletes the older caches once no page that was open at activation is open any more. */
async function dropUnused() {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(KEPT);
  if (!kept) return;
  const { older, pages } = await kept.json();
  if ((await openPages()).some((client) => pages.includes(client.id))) return;
  await Promise.all(older.map((name) => caches.delete(name)));
  await cache.delete(KEPT);
}

// Pages: network first, so a new deploy shows at once; this version's precached page when offline.
// (A page only changes together with its hashed assets, and then a new worker precaches it.)
// Assets: their names carry a content hash, so a cached copy, of this version or an older one, is
// always right.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.waitUntil(dropUnused());
    event.respondWith(fetch(request).catch(() => caches.match("./", { cacheName: CACHE })));
    return;
  }
  event.respondWith(caches.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request)));
});
