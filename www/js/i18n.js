// The page's words in four languages. Every text the page shows comes from a message file of
// www/js/i18n/ by its key; `{name}` in a message is replaced by a value, and a key with plural
// forms (`key#one`, `key#few`, `key#many`, `key#other`) is chosen by the `count` value under the
// language's plural rules. A key a language lacks falls back to English. Move and square
// notation are never translated.

import cs from './i18n/cs.js';
import en from './i18n/en.js';
import pl from './i18n/pl.js';
import ru from './i18n/ru.js';

const MESSAGES = { en, cs, pl, ru };

/** The languages offered, each by its own name. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'cs', name: 'Čeština' },
  { code: 'pl', name: 'Polski' },
  { code: 'ru', name: 'Русский' },
];

let current = 'en';

/** The first of the browser's preferred languages (`navigator.languages`) the page speaks, else
 * English. */
export function browserLanguage(preferred = typeof navigator === 'undefined' ? [] : navigator.languages || [navigator.language]) {
  for (const tag of preferred) {
    const code = String(tag || '').toLowerCase().split('-')[0];
    if (MESSAGES[code]) return code;
  }
  return 'en';
}

/** The language in use. */
export function language() {
  return current;
}

/** Switches to `code` (English for a language the page does not speak) and rewords the page. */
export function setLanguage(code) {
  current = MESSAGES[code] ? code : 'en';
  document.documentElement.lang = current;
  translateDocument(document);
}

function lookup(messages, key, count) {
  if (typeof count === 'number') {
    const form = new Intl.PluralRules(current).select(count);
    const plural = messages[`${key}#${form}`] ?? messages[`${key}#other`];
    if (plural !== undefined) return plural;
  }
  return messages[key];
}

/** The message `key` in the language in use, with `values` filled in. */
export function t(key, values = {}) {
  const message = lookup(MESSAGES[current], key, values.count) ?? lookup(en, key, values.count) ?? key;
  return message.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/** The name of a piece game's kind (`queen`, `promoted pawn`) in the page's language. */
export function kindWord(name) {
  return tOr(`piece.${name}`, name);
}

/** The words of an engine's reason `{key, args}` (its `wording`): the message `key` with each
 * value of `args`, a text, a number (`count` choosing the plural form), a piece game's kind
 * (`{piece}`, named as the page names it) or a reason of its own. */
export function worded(wording) {
  const values = {};
  for (const [name, value] of Object.entries(wording.args || {})) {
    if (value === null || typeof value !== 'object') values[name] = value;
    else if ('piece' in value) values[name] = kindWord(value.piece);
    else values[name] = worded(value);
  }
  return t(wording.key, values);
}

/** The message `key` with `values` when some language file has it, else `fallback`. */
export function tOr(key, fallback, values = {}) {
  return lookup(MESSAGES[current], key, values.count) !== undefined || lookup(en, key, values.count) !== undefined
    ? t(key, values)
    : fallback;
}

/** Rewords every element under `root` that names its message: `data-i18n` (its text),
 * `data-i18n-title`, `data-i18n-aria-label`, `data-i18n-label` (an option group's label) and
 * `data-i18n-placeholder`. */
export function translateDocument(root) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll('[data-i18n-aria-label]')) el.setAttribute('aria-label', t(el.dataset.i18nAriaLabel));
  for (const el of root.querySelectorAll('[data-i18n-label]')) el.label = t(el.dataset.i18nLabel);
  for (const el of root.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
}
