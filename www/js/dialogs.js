// The page's questions: whether to drop the later moves of a game (or resign, or agree a draw),
// and which game of a file of many to open. Each resolves once the player answers; closing the
// dialog is a "no".

import { t, worded } from './i18n.js';

const $ = (id) => document.getElementById(id);

/** Asks `question` with `yes` as the button that agrees (without `never: false`, with a box
 * to tick not to be asked again). Resolves to `{yes, never}`: whether the player agreed, and
 * whether they asked not to be asked again. */
export function ask(question, yes, { never = true } = {}) {
  const dialog = $('confirm-dialog');
  $('confirm-text').textContent = question;
  $('confirm-yes').textContent = yes;
  $('confirm-never').checked = false;
  $('confirm-never').closest('label').hidden = !never;
  dialog.returnValue = '';
  return new Promise((resolve) => {
    dialog.addEventListener(
      'close',
      () => resolve({ yes: dialog.returnValue === 'yes', never: $('confirm-never').checked }),
      { once: true },
    );
    dialog.showModal();
    $('confirm-yes').focus();
  });
}

/** The value of tag `name` in `tags` (`[[name, value]]`, any case), or ''. */
function tag(tags, name) {
  const found = tags.find(([n]) => n.toLowerCase() === name.toLowerCase());
  const value = found ? found[1].trim() : '';
  return /^[?.\s]*$/.test(value) ? '' : value;
}

/** Lets the player pick one game of `entries` (the engine's `pdnGames`) read from `source`.
 * Resolves to the chosen entry's index, or null when none is chosen. A game that cannot be
 * opened is listed with its reason and cannot be picked. */
export function pickGame(entries, source) {
  const dialog = $('games-dialog');
  const broken = entries.filter((e) => e.error).length;
  $('games-source').textContent =
    `${t('games.count', { source, count: entries.length })}${broken ? t('games.count-broken', { count: broken }) : ''}. ${t('games.pick')}`;
  let chosen = null;
  $('games-list').replaceChildren(
    ...entries.map((entry) => {
      const reason = entry.wording ? worded(entry.wording) : entry.error;
      const tr = document.createElement('tr');
      tr.dataset.index = entry.index;
      const cells = [
        String(entry.index + 1),
        tag(entry.tags, 'White'),
        tag(entry.tags, 'Black'),
        [tag(entry.tags, 'Event'), tag(entry.tags, 'Round') && t('tags.round', { round: tag(entry.tags, 'Round') })].filter(Boolean).join(', '),
        tag(entry.tags, 'Date'),
        entry.result,
        entry.error ? '' : String(Math.ceil(entry.plies / 2)),
      ];
      cells.forEach((text, i) => {
        const td = document.createElement('td');
        if (i === 0) {
          const b = document.createElement('button');
          b.type = 'button';
          b.className = 'btn small';
          b.textContent = text;
          b.disabled = Boolean(entry.error);
          b.title = entry.error ? t('games.broken', { error: reason }) : t('games.open', { number: text });
          b.addEventListener('click', () => {
            chosen = entry.index;
            dialog.close('open');
          });
          td.append(b);
        } else {
          td.textContent = text;
        }
        tr.append(td);
      });
      if (entry.error) {
        tr.classList.add('broken');
        const why = document.createElement('td');
        why.colSpan = 7;
        why.className = 'games-error';
        why.textContent = reason;
        const row = document.createElement('tr');
        row.className = 'broken-reason';
        row.append(why);
        return [tr, row];
      }
      return [tr];
    }).flat(),
  );
  dialog.returnValue = '';
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'open' ? chosen : null), { once: true });
    dialog.showModal();
  });
}
