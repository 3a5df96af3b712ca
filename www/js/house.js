// The house-rules form: the switches of a draughts game of the player's own choosing, read from
// and written to the text the engine takes after `house:` (`board=8 backward=yes …`). The
// engine checks the text when the game starts; the form only offers values it takes.

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
