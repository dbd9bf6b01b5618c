// The phone itself: an installable app that opens with no network (service
// worker), a screen that stays on while a game is active (Screen Wake Lock, or a
// silent video where the browser does not offer it), and a buzz, a notification,
// or a sound, the page's title and a flash when this phone must decide.
//
// Each feature is used only where the browser offers it. Browsers offer the
// service worker, the wake lock and notifications only on secure pages
// (served over TLS, or from localhost); vibration, sound and the video also need
// a tap on the page, and WebKit grants the wake lock only during a tap: what a
// browser refused is asked again on the next tap.

import { SPEC_URL } from "./api.js";
import { h, mount } from "./dom.js";
import { t } from "./i18n.js";

let lock = null; // the WakeLockSentinel held now, if any
let asking = null; // the wake lock request on its way (one at a time: item 12 of issue 38)
let awake = false; // whether a game wants the screen kept on
let video = null; // the silent video that keeps the screen on where there is no wake lock
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

/**
 * Keep the screen on (true) while a game is active, or let it sleep again (false).
 * Resolves to whether the screen is kept on now. Called on every repaint: while a
 * request is on its way no second one is made, and a lock granted after the game
 * let go is given back at once.
 */
export async function keepAwake(on) {
  awake = Boolean(on);
  if (!awake) {
    const held = lock;
    lock = null;
    if (video) video.pause();
    if (held) await held.release().catch(() => null);
    return false;
  }
  return hold();
}

/** Take the wake lock (or start the video) unless it is held or being asked for. */
function hold() {
  if (!awake || document.visibilityState !== "visible") return Promise.resolve(isAwake());
  // where the browser offers no wake lock (a plain http page on the Wi-Fi, an older
  // browser): a silent video playing keeps the screen on
  if (!("wakeLock" in navigator)) return playVideo();
  if (lock) return Promise.resolve(true);
  if (asking) return asking;
  asking = navigator.wakeLock.request("screen").then((sentinel) => {
    asking = null;
    if (!awake || document.visibilityState !== "visible") {
      sentinel.release().catch(() => null); // the game let go while the request was on its way
      return false;
    }
    lock = sentinel;
    sentinel.addEventListener("release", () => { if (lock === sentinel) lock = null; });
    return true;
  }, () => {
    // refused: outside a tap in WebKit (NotAllowedError), battery saver... the next tap asks again
    asking = null;
    return false;
  });
  return asking;
}

// The video: two seconds of picture with a silent sound track, played unmuted and not
// looped (seeking back instead): WebKit keeps the display on only for such a video,
// and Chromium for one with sound or that fills the screen (NoSleep.js does the same).
// Its files are fetched only on a phone that needs them.
function playVideo() {
  if (!video) {
    video = document.createElement("video");
    video.className = "keep-awake";
    video.setAttribute("playsinline", "");
    video.setAttribute("aria-hidden", "true");
    video.tabIndex = -1;
    video.disablePictureInPicture = true;
    video.disableRemotePlayback = true;
    video.preload = "auto";
    for (const [src, type] of [["/media/awake.webm", "video/webm"], ["/media/awake.mp4", "video/mp4"]]) {
      video.append(Object.assign(document.createElement("source"), { src, type }));
    }
    video.addEventListener("timeupdate", () => { if (video.currentTime > 0.5) video.currentTime = 0.1; });
    // (a page too busy to seek in time: its end would stop it)
    video.addEventListener("ended", () => { if (awake) { video.currentTime = 0; video.play().catch(() => null); } });
    document.body.append(video);
  }
  if (!video.paused) return Promise.resolve(true);
  return video.play().then(() => {
    if (!awake) video.pause();
    return awake;
  }, () => false); // not allowed without a tap (iPhones, Firefox): the next tap plays it
}

/** Whether the screen is being kept on now. */
export const isAwake = () => Boolean(lock) || Boolean(video && !video.paused);

/** How the screen is kept on now: "lock" (Screen Wake Lock), "video" (the fallback) or null. */
export const awakeBy = () => (lock ? "lock" : video && !video.paused ? "video" : null);

// The browser drops the lock when the page is hidden: take it again on return.
document.addEventListener("visibilitychange", () => {
  if (awake && document.visibilityState === "visible") hold();
});

// A tap is what WebKit wants for the wake lock, and every browser for sound: what was
// refused without one is asked again on the next tap, and the sound is unlocked.
function onTap() {
  if (awake && !isAwake()) hold();
  unlockSound();
}
for (const type of ["click", "touchend", "keydown"]) document.addEventListener(type, onTap, { capture: true, passive: true });

// ------------------------------------------------------------------ your decision

// The per-phone setting "sound and flash when it is my decision" (default on),
// remembered on the device like the language.
const ALERT_KEY = "roadtrip.alert";

/** Whether this phone plays a sound (where it cannot buzz), flashes and marks its title when it must decide. */
export function alertOn() {
  try { return localStorage.getItem(ALERT_KEY) !== "off"; } catch { return true; }
}

/** Turn the decision alert of this phone on or off. */
export function setAlert(on) {
  try { localStorage.setItem(ALERT_KEY, on ? "on" : "off"); } catch { /* private mode: this page only */ }
  if (on) unlockSound(); // the tap on the switch unlocks the sound at once
}

/** The setting, as a labelled switch (the lobby and a game's screen show it). */
export function alertSetting() {
  const box = h("input", { type: "checkbox", id: "alert-me", checked: alertOn(),
    onchange: (ev) => setAlert(ev.currentTarget.checked) });
  return h("p.small.alert-setting", {}, h("label", { for: "alert-me" }, box, " ", t("web.alert.setting")));
}

let sound = null; // the AudioContext, made on a tap (browsers let a page sound only after one)

function unlockSound() {
  // only a phone that cannot buzz sounds (an idle AudioContext is no use to the others)
  if (!alertOn() || "vibrate" in navigator) return;
  if (!sound) {
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    try { sound = new Context(); } catch { return; }
    // a silent note inside the tap: iOS then lets the page sound later without one
    const gain = sound.createGain();
    gain.gain.value = 0;
    gain.connect(sound.destination);
    const note = sound.createOscillator();
    note.connect(gain);
    note.start();
    note.stop(sound.currentTime + 0.02);
  }
  if (sound.state === "suspended") sound.resume().catch(() => null);
}

/** Two short notes; false when no tap has unlocked the sound yet. */
function chime() {
  if (!sound || sound.state !== "running") return false;
  const at = sound.currentTime + 0.01;
  [880, 1320].forEach((pitch, i) => {
    const start = at + i * 0.18;
    const gain = sound.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.16);
    gain.connect(sound.destination);
    const note = sound.createOscillator();
    note.frequency.value = pitch;
    note.connect(gain);
    note.start(start);
    note.stop(start + 0.17);
  });
  return true;
}

let flashing = null;

/** The whole screen's edge pulses for a moment (a steady edge with reduced motion: style.css). */
function flash() {
  document.body.classList.remove("decision-flash");
  void document.body.offsetWidth; // restart the animation
  document.body.classList.add("decision-flash");
  clearTimeout(flashing);
  flashing = setTimeout(() => document.body.classList.remove("decision-flash"), 2000);
}

let alerted = null; // what the last alert did: {buzz, sound, flash, title, notification}

/** What the last decision alert did ({buzz, sound, flash, title, notification}), or null. */
export const lastAlert = () => alerted;

/**
 * Tell the phone whether it must decide now; when that becomes true, buzz where
 * it can, play a sound where it cannot (the setting on), flash the screen and mark
 * the page's title, and, if the app is in the background and may notify, show
 * `text`. While the decision lasts the title keeps its mark (screens set the title
 * on every repaint). Returns true when it alerted.
 */
export function decisionNow(mine, text = t("web.head.your_turn")) {
  const became = Boolean(mine) && !deciding;
  deciding = Boolean(mine);
  const on = alertOn();
  if (deciding && on && !document.title.startsWith("🔔")) document.title = `🔔 ${text}`;
  if (!became) return false;
  // a phone buzzes only once someone has touched the page (before that Chromium refuses
  // the call and says so on the console: a reloaded phone waiting for its turn)
  const touched = !navigator.userActivation || navigator.userActivation.hasBeenActive;
  const canBuzz = "vibrate" in navigator;
  let buzz = false;
  if (canBuzz && touched) {
    try { buzz = navigator.vibrate([120, 60, 120]); } catch { /* not allowed before a tap */ }
  }
  // iPhones and Firefox cannot vibrate: a sound instead
  const rang = on && !canBuzz ? chime() : false;
  if (on) flash();
  const notified = document.visibilityState !== "visible" && notify(text);
  alerted = { buzz: Boolean(buzz), sound: rang, flash: on, title: on, notification: Boolean(notified) };
  return true;
}

/** Ask, on a tap, to notify this phone when it must decide while the app is in the background. */
export async function askToNotify() {
  if (!("Notification" in window) || !window.isSecureContext) return "unsupported";
  if (Notification.permission !== "default") return Notification.permission;
  return Notification.requestPermission();
}

// whether this phone answered the offer on this page: the lobby is drawn again on every
// change (a phone joins), and a player who just answered must still read what the phone
// will do, though the permission is no longer "default"
let answeredHere = false;

/** What the phone will do now that it answered the offer. */
const notifyAnswer = () => t(Notification.permission === "granted" ? "web.notify.granted" : "web.notify.denied");

/**
 * A button that asks, on a tap, to notify this phone of its decisions while
 * the app is in the background, then says what the phone will do (on every
 * later drawing of the page too); null where notifications cannot be used or
 * the phone answered before this page was opened.
 */
export function notifyOffer() {
  if (!("Notification" in window) || !window.isSecureContext) return null;
  const box = h("p", { id: "notify-offer", role: "status" });
  if (answeredHere) return mount(box, notifyAnswer());
  if (Notification.permission !== "default") return null;
  const button = h("button", { type: "button", id: "notify", onclick: async () => {
    await askToNotify();
    answeredHere = true;
    // the lobby may have been drawn again while the phone asked: say it in the one shown
    mount(document.getElementById("notify-offer") || box, notifyAnswer());
  } }, t("web.notify.ask"));
  box.append(button);
  return box;
}

function notify(text) {
  if (!("Notification" in window) || Notification.permission !== "granted") return false;
  const options = { body: text, icon: "/icons/icon-192.png", tag: "roadtrip-decision", renotify: true };
  const viaWorker = navigator.serviceWorker && navigator.serviceWorker.controller
    ? navigator.serviceWorker.ready.then((r) => r.showNotification("Roadtrip", options)) : Promise.reject();
  viaWorker.catch(() => { try { new Notification("Roadtrip", options); } catch { /* Android needs the worker */ } });
  return true;
}
