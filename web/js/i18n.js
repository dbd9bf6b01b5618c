// The phone's language: English, Nederlands, Deutsch or Français.
// The words come from the same JSON catalogues the API translates with
// (api/i18n/messages/<lang>.json): the server sends the ones the app shows, in one
// language, English filling any gap, with the glossary (/i18n/web/<lang>.json), so a
// phone fetches its own language only. The choice is remembered per phone
// (localStorage); the first time it follows the browser's languages (navigator.languages).

export const LANGUAGES = { en: "English", nl: "Nederlands", de: "Deutsch", fr: "Français" };
const KEY = "roadtrip.lang";
let words = {};
let glossary = { dmc_cards: {}, drive_signs: {} };
let current = "en"; // the language whose words are loaded
let loaded = null; // the language whose words are here (null: none yet)

/** The language this phone shows: its own choice, else the browser's first shipped one. */
export function language() {
  const chosen = localStorage.getItem(KEY);
  if (chosen && chosen in LANGUAGES) return chosen;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (base in LANGUAGES) return base;
  }
  return "en";
}

async function fetchWords(lang) {
  const url = `/i18n/web/${lang}.json`;
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`no words for ${lang}`);
  keepOffline(url);
  return answer.json();
}

// The service worker (sw.js) keeps a copy of the words the phone loaded, so the app
// opens offline in its language, even if they arrived after the worker took its
// list of the page's files. Where there is no worker, `ready` never comes: nothing happens.
function keepOffline(url) {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.ready.then((r) => r.active && r.active.postMessage({ type: "keep", urls: [url] }))
    .catch(() => null);
}

/** Load the words of the phone's language (once per language; English if they cannot be had). */
export async function load() {
  const lang = language();
  if (loaded === lang) return;
  let got = lang;
  const answer = await fetchWords(lang).catch((e) => {
    if (lang === "en") throw e;
    got = "en";
    return fetchWords("en");
  });
  words = answer.words;
  // card and sign names: the glossary is their one source (api/i18n/glossary)
  glossary = answer.glossary || glossary;
  current = got;
  loaded = got === lang ? lang : null; // English stood in: try the own words again next time
  document.documentElement.lang = got; // last: the page says a language once its words are here
}

/** A card's name in the phone's language from the glossary, or undefined when it has none. */
export function cardName(id) {
  return glossary.dmc_cards[id];
}

/** A game term of the glossary (its `terms`: "Miss a Turn", "No Stopping", ...) in the phone's language. */
export function term(english) {
  return (glossary.terms || {})[english] ?? english;
}

/** A Drive sign's name (as the rulebook captions it in English) in the phone's language. */
export function signName(english) {
  return glossary.drive_signs[english] ?? english;
}

/** `template` with each `{name}` filled from `params` (a name without a value stays). */
export function fill(template, params = {}) {
  return template.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
}

/** The words of `key` in the phone's language, `{name}` filled from `params`. */
export function t(key, params = {}) {
  return fill(words[key] ?? key, params);
}

/**
 * Game `game`'s own words for `key` (the catalogue's `<game>.<key>`: a plug-in's package
 * ships them, api/i18n game_messages), the first of `keys` it has, or undefined. Game
 * first: a word another game says for the same key never stands in for a game's own.
 */
export function own(game, ...keys) {
  for (const key of keys) {
    const said = words[`${game}.${key}`];
    if (said !== undefined) return said;
  }
  return undefined;
}

/**
 * The words of `key` for `n` things: `key.one` or `key.other` as the language's
 * plural rules say (French counts 0 as one), `{n}` filled in.
 */
export function tn(key, n, params = {}) {
  const form = new Intl.PluralRules(current).select(Number(n)) === "one" ? "one" : "other";
  return t(`${key}.${form}`, { n, ...params });
}

/** Names joined as the language joins them: "Ann, Bas and Cas", "Ann, Bas et Cas". */
export function joinNames(names) {
  return new Intl.ListFormat(current, { style: "long", type: "conjunction" }).format(names.map(String));
}

/** The words of `key` in the phone's language when the catalogue has it, else `fallback`. */
export function maybe(key, fallback) {
  return words[key] ?? fallback;
}

/** Remember `lang` for this phone. */
export function choose(lang) {
  if (lang in LANGUAGES) localStorage.setItem(KEY, lang);
}

/** Put the language picker in the top bar (it stays on every screen); `redraw` after a change. */
export function picker(redraw) {
  const brand = document.querySelector(".brand");
  if (brand) brand.setAttribute("aria-label", t("web.brand"));
  const select = document.getElementById("lang");
  if (!select) return;
  select.setAttribute("aria-label", t("web.language"));
  if (!select.options.length) {
    for (const [code, name] of Object.entries(LANGUAGES)) {
      const option = document.createElement("option");
      option.value = code;
      option.textContent = name;
      option.lang = code;
      select.append(option);
    }
    select.addEventListener("change", async () => {
      choose(select.value);
      await load();
      select.setAttribute("aria-label", t("web.language"));
      if (brand) brand.setAttribute("aria-label", t("web.brand"));
      redraw();
    });
  }
  select.value = language();
}
