// The house-rules form: the switches of a draughts game of the player's own choosing, read from
// and written to the text the engine takes after `house:` (`board=8 backward=yes …`). The
// engine checks the text when the game starts; the form only offers values it takes. Opening
// the form and starting the game it describes.

import { Game, houseRulesOf } from '../../pkg/dama.js';
import { errorText } from './files.js';
import { t } from './i18n.js';
import { renderPanel } from './panel.js';
import { gameTitle } from './words.js';

const $ = (id) => document.getElementById(id);

const CHECKS = ['backward', 'take-kings', 'compulsory'];
const FIELDS = ['board', 'kings', 'precedence', 'promotion', 'first', 'repetition', 'king-moves'];

/** The switches of a text as an object (`{board: '8', backward: 'yes', …}`). */
export function readSwitches(text) {
  const out = {};
  for (const item of text.split(/[\s,;]+/).filter(Boolean)) {
    const [key, value] = item.split('=');
    if (key && value !== undefined) out[key] = value;
  }
  return out;
}

/** The text of the switches set in `form`. */
export function formText(form) {
  const parts = FIELDS.map((name) => `${name}=${form.elements[name].value || '0'}`);
  for (const name of CHECKS) parts.push(`${name}=${form.elements[name].checked ? 'yes' : 'no'}`);
  return parts.join(' ');
}

/** Sets `form` to the switches of `text`. */
export function fillForm(form, text) {
  const s = readSwitches(text);
  for (const name of FIELDS) if (s[name] !== undefined) form.elements[name].value = s[name];
  for (const name of CHECKS) if (s[name] !== undefined) form.elements[name].checked = s[name] === 'yes';
}

/** Opens the house-rules form of `app`, set to its game's switches where it has them. */
export function openHouseRules(app) {
  const like = $('house-like');
  if (like.options.length === 2) {
    for (const g of app.state.games) {
      if (!houseRulesOf(g.name)) continue;
      const o = document.createElement('option');
      o.value = g.name;
      o.textContent = gameTitle(g);
      like.append(o);
    }
  }
  like.value = houseRulesOf(app.state.variant) ? '' : 'house';
  fillForm($('house-form'), houseRulesLike(app, like.value));
  $('house-dialog').showModal();
}

/** The switches of the game picked in the house-rules form ('' for `app`'s game in progress). */
export function houseRulesLike(app, name) {
  return houseRulesOf(name || app.state.variant) || houseRulesOf('house');
}

/** Starts in `app` the house game the form describes, unless it was cancelled. */
export function closeHouseRules(app) {
  const dialog = $('house-dialog');
  if (dialog.returnValue !== 'play') {
    renderPanel(app.state);
    return;
  }
  dialog.returnValue = '';
  const variant = `house:${formText($('house-form'))}`;
  app.state.fileTags = null;
  try {
    app.setGame(new Game(variant), { kind: 'info', text: t('house.begins') });
  } catch (err) {
    app.say(t('house.error', { error: errorText(err) }));
  }
}
