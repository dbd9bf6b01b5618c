// The phone itself: an installable app that opens with no network (service
// worker), a screen that stays on while a game is active (Screen Wake Lock),
// and a buzz or a notification when this phone must decide.
//
// Each feature is used only where the browser offers it. Browsers offer the
// service worker, the wake lock and notifications only on secure pages
// (served over TLS, or from localhost); vibration also needs a first tap on the page.

import { SPEC_URL } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

let lock = null; // the WakeLockSentinel held now, if any
let awake = false; // whether a game wants the screen kept on
let deciding = false; // whether this phone had a decision to make at the last update

/** Register the service worker after the first paint, and give it the files this page loaded. */
export function installable() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return Promise.resolve(null);
  const start = () => navigator.serviceWorker.register("/sw.js", { scope: "/" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // the page's own files, its language's words, and the operations map (without
      // them no screen opens)
      const files = performance.getEntriesByType("resource")
        .filter((r) => ["script", "link", "css"].includes(r.initiatorType)
          || new URL(r.name).pathname.startsWith("/i18n/"));
      registration.active.postMessage({ type: "keep", urls: [...files.map((r) => r.name), SPEC_URL] });
      return registration;
    })
    .catch(() => null); // no worker: the app works as before, only not offline
  if (document.readyState === "complete") return start();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(start()), { once: true }));
}

/** Keep the screen on (true) while a game is active, or let it sleep again (false). */
export async function keepAwake(on) {
  awake = Boolean(on);
  if (!awake) {
    const held = lock;
    lock = null;
    if (held) await held.release().catch(() => null);
    return false;
  }
  if (lock || !("wakeLock" in navigator) || document.visibilityState !== "visible") return Boolean(lock);
  try {
    lock = await navigator.wakeLock.request("screen");
    lock.addEventListener("release", () => { lock = null; });
  } catch {
    lock = null; // refused (battery saver, not allowed): the screen sleeps as usual
  }
  return Boolean(lock);
}

/** Whether the screen is being kept on now. */
export const isAwake = () => Boolean(lock);

// The browser drops the lock when the page is hidden: take it again on return.
document.addEventListener("visibilitychange", () => {
  if (awake && document.visibilityState === "visible") keepAwake(true);
});

/**
 * Tell the phone whether it must decide now; when that becomes true, buzz
 * and, if the app is in the background and may notify, show `text`.
 * Returns true when it alerted.
 */
export function decisionNow(mine, text = t("web.head.your_turn")) {
  const became = Boolean(mine) && !deciding;
  deciding = Boolean(mine);
  if (!became) return false;
  // a phone buzzes only once someone has touched the page (before that Chromium refuses
  // the call and says so on the console: a reloaded phone waiting for its turn)
  const touched = !navigator.userActivation || navigator.userActivation.hasBeenActive;
  if ("vibrate" in navigator && touched) {
    try { navigator.vibrate([120, 60, 120]); } catch { /* not allowed before a tap */ }
  }
  if (document.visibilityState !== "visible") notify(text);
  return true;
}

/** Ask, on a tap, to notify this phone when it must decide while the app is in the background. */
export async function askToNotify() {
  if (!("Notification" in window) || !window.isSecureContext) return "unsupported";
  if (Notification.permission !== "default") return Notification.permission;
  return Notification.requestPermission();
}

/**
 * A button that asks, on a tap, to notify this phone of its decisions while
 * the app is in the background; null where notifications cannot be used or
 * the phone already answered.
 */
export function notifyOffer() {
  if (!("Notification" in window) || !window.isSecureContext || Notification.permission !== "default") return null;
  const box = h("p", { id: "notify-offer", role: "status" });
  const button = h("button", { type: "button", id: "notify", onclick: async () => {
    const answer = await askToNotify();
    box.replaceChildren(t(answer === "granted" ? "web.notify.granted" : "web.notify.denied"));
  } }, t("web.notify.ask"));
  box.append(button);
  return box;
}

function notify(text) {
  if (!("Notification" in window) || Notification.permission !== "granted") return;
  const options = { body: text, icon: "/icons/icon-192.png", tag: "roadtrip-decision", renotify: true };
  const viaWorker = navigator.serviceWorker && navigator.serviceWorker.controller
    ? navigator.serviceWorker.ready.then((r) => r.showNotification("Roadtrip", options)) : Promise.reject();
  viaWorker.catch(() => { try { new Notification("Roadtrip", options); } catch { /* Android needs the worker */ } });
}
