// The page's message files (www/js/i18n/), without a browser: every English message has its
// Czech, Polish and Russian translation with the same placeholders, plural keys carry every form
// the language's plural rules can ask for, and lookups through www/js/i18n.js pick them.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import en from '../../www/js/i18n/en.js';
import cs from '../../www/js/i18n/cs.js';
import pl from '../../www/js/i18n/pl.js';
import ru from '../../www/js/i18n/ru.js';

const TRANSLATIONS = { cs, pl, ru };
const FORMS = ['one', 'few', 'many', 'other'];
// Words that stay as they are in every language: file formats, the page's name, the FEN example
// and key names.
const KEPT = ['FEN', 'PDN', 'Dama', '.json', '.pdn', 'W:W31-50:B1-20', 'Home', 'End', 'Enter', '←', '→'];

/** `key#form` split into its base key and form (no form for a plain key). */
function split(key) {
  const i = key.indexOf('#');
  return i < 0 ? { base: key, form: null } : { base: key.slice(0, i), form: key.slice(i + 1) };
}

function placeholders(message) {
  return new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
}

// The English keys: plain messages, and plural bases with their forms' messages.
const plain = new Map();
const plural = new Map();
for (const [key, message] of Object.entries(en)) {
  const { base, form } = split(key);
  if (form === null) plain.set(key, message);
  else plural.set(base, [...(plural.get(base) || []), message]);
}

/** The placeholders the English gives key `key` of a translation (its base's, for a form). */
function englishPlaceholders(key) {
  const { base, form } = split(key);
  if (form === null) return placeholders(en[key]);
  const messages = plural.get(base) || [plain.get(base)];
  return new Set(messages.flatMap((m) => [...placeholders(m)]));
}

function kept(message, word) {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(message);
}

test('English has messages and well-formed plural keys', () => {
  assert.ok(plain.size > 100, `only ${plain.size} plain English keys`);
  for (const key of Object.keys(en)) {
    const { form } = split(key);
    if (form !== null) assert.ok(FORMS.includes(form), `${key}: unknown plural form`);
  }
  for (const base of plural.keys()) assert.ok(`${base}#other` in en, `${base}: English lacks #other`);
});

for (const [lang, messages] of Object.entries(TRANSLATIONS)) {
  test(`${lang}: Intl.PluralRules knows the language`, () => {
    const rules = new Intl.PluralRules(lang);
    assert.equal(rules.resolvedOptions().locale.split('-')[0], lang);
    assert.deepEqual(new Set(rules.resolvedOptions().pluralCategories), new Set(FORMS));
  });

  test(`${lang}: every English message is translated`, () => {
    const missing = [];
    for (const key of plain.keys()) if (!(key in messages)) missing.push(key);
    for (const base of plural.keys()) {
      for (const form of FORMS) if (!(`${base}#${form}` in messages)) missing.push(`${base}#${form}`);
    }
    assert.deepEqual(missing, [], `${lang} lacks ${missing.length} keys`);
  });

  test(`${lang}: no keys the English lacks`, () => {
    const extra = [];
    for (const key of Object.keys(messages)) {
      if (key in en) continue;
      const { base, form } = split(key);
      const ofEnglish = plural.has(base) || (plain.has(base) && placeholders(plain.get(base)).has('count'));
      if (form === null || !FORMS.includes(form) || !ofEnglish) extra.push(key);
    }
    assert.deepEqual(extra, [], `${lang} has keys the English lacks`);
  });

  test(`${lang}: a plain English key given plural forms has them all`, () => {
    for (const base of plain.keys()) {
      const forms = FORMS.filter((form) => `${base}#${form}` in messages);
      if (forms.length) assert.deepEqual(forms, FORMS, `${lang} ${base}: some plural forms only`);
    }
  });

  test(`${lang}: no empty message`, () => {
    for (const [key, message] of Object.entries(messages)) {
      assert.equal(typeof message, 'string', `${lang} ${key} is not a string`);
      assert.notEqual(message.trim(), '', `${lang} ${key} is empty`);
    }
  });

  test(`${lang}: the same placeholders as the English`, () => {
    for (const [key, message] of Object.entries(messages)) {
      const want = englishPlaceholders(key);
      const have = placeholders(message);
      for (const name of want) assert.ok(have.has(name), `${lang} ${key}: lacks {${name}}: ${message}`);
      for (const name of have) assert.ok(want.has(name), `${lang} ${key}: unknown {${name}}: ${message}`);
    }
  });

  test(`${lang}: notation, formats and the page's name are kept`, () => {
    for (const [key, message] of Object.entries(messages)) {
      const { base } = split(key);
      const english = en[key] ?? plain.get(base) ?? plural.get(base).join(' ');
      for (const word of KEPT) {
        if (kept(english, word)) assert.ok(kept(message, word), `${lang} ${key}: lacks ${word}: ${message}`);
      }
    }
  });

  test(`${lang}: no English left in translated sentences`, () => {
    const same = Object.entries(messages).filter(([key, message]) => message === en[key] && /[a-z]{4} [a-z]{3}/.test(message));
    assert.deepEqual(same, []);
  });
}

// i18n.js itself: setLanguage rewords the document, so the test gives it an empty stand-in.
const hadDocument = 'document' in globalThis;
if (!hadDocument) globalThis.document = { documentElement: {}, querySelectorAll: () => [] };
const i18n = await import('../../www/js/i18n.js');
after(() => {
  i18n.setLanguage('en');
  if (!hadDocument) delete globalThis.document;
});

test('lookups pick the plural form of the language in use', () => {
  const cases = {
    en: [[1, '1 piece'], [3, '3 pieces'], [5, '5 pieces']],
    cs: [[1, '1 kámen'], [3, '3 kameny'], [5, '5 kamenů'], [1.5, '1.5 kamene'], [0, '0 kamenů']],
    pl: [[1, '1 bierka'], [3, '3 bierki'], [5, '5 bierek'], [22, '22 bierki'], [12, '12 bierek']],
    ru: [[1, '1 шашка'], [3, '3 шашки'], [5, '5 шашек'], [21, '21 шашка'], [11, '11 шашек']],
  };
  for (const [lang, pairs] of Object.entries(cases)) {
    i18n.setLanguage(lang);
    assert.equal(i18n.language(), lang);
    for (const [count, want] of pairs) assert.equal(i18n.t('bar.pieces', { count }), want, `${lang} ${count}`);
  }
});

test('Czech sentences with counts read right for 1, 3 and 5', () => {
  i18n.setLanguage('cs');
  assert.equal(i18n.t('cut.here', { ply: 4, count: 1 }), 'Pokračováním od tahu 4 zahodíte 1 pozdější tah partie. Pokračovat odsud?');
  assert.equal(i18n.t('cut.here', { ply: 4, count: 3 }), 'Pokračováním od tahu 4 zahodíte 3 pozdější tahy partie. Pokračovat odsud?');
  assert.equal(i18n.t('cut.here', { ply: 4, count: 5 }), 'Pokračováním od tahu 4 zahodíte 5 pozdějších tahů partie. Pokračovat odsud?');
  assert.equal(i18n.t('reason.draw.no-capture', { count: 25 }), 'každý hráč udělal 25 tahů bez braní');
  assert.equal(i18n.t('reason.draw.no-capture', { count: 3 }), 'každý hráč udělal 3 tahy bez braní');
  assert.equal(i18n.t('menu.points', { count: 33 }), '33 bodů');
  assert.equal(i18n.t('builder.valid', { count: 3 }), 'Platná hra: 3 kameny na desce.');
  assert.equal(i18n.t('builder.valid', { count: 20 }), 'Platná hra: 20 kamenů na desce.');
});

test('plain messages are filled in, and a language the page lacks falls back to English', () => {
  i18n.setLanguage('ru');
  assert.equal(i18n.t('status.to-move', { side: i18n.t('side.white') }), 'Ходят Белые');
  assert.equal(i18n.t('reason.draw.king-moves', { count: 15 }), 'каждый игрок сделал 15 ходов только дамками, без взятий');
  i18n.setLanguage('pl');
  assert.equal(i18n.t('words.move', { role: i18n.t('role.man'), from: '32', to: '28' }), 'pionek z 32 idzie na 28');
  i18n.setLanguage('xx');
  assert.equal(i18n.language(), 'en');
  assert.equal(i18n.t('bar.pieces', { count: 2 }), '2 pieces');
});
