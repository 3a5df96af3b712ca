// The page's controls wired to the app: the game and seat menus, the settings, the buttons under
// the board and in the panel, the result box and the files.

import { openHelp } from './help.js';
import { closeHouseRules, fillForm, houseRulesLike, openHouseRules } from './house.js';
import { t } from './i18n.js';
import { bindSoundButton } from './sound.js';

const $ = (id) => document.getElementById(id);

/** Wires every control of the page to `app`, once, when it starts. */
export function bindControls(app) {
  const on = (id, ev, fn) => $(id).addEventListener(ev, fn);
  on('variant', 'change', async (e) => {
    const picked = e.target.value;
    if (picked === 'house') openHouseRules(app);
    else if (picked === 'builder') app.builder.open();
    else if (await app.mayEndGame(picked)) app.newGame(picked);
    else e.target.value = app.state.variant;
  });
  on('house-like', 'change', (e) => fillForm($('house-form'), houseRulesLike(app, e.target.value)));
  on('house-dialog', 'close', () => closeHouseRules(app));
  on('seat-white', 'change', (e) => app.setSeat('white', e.target.value));
  on('seat-black', 'change', (e) => app.setSeat('black', e.target.value));
  on('swap', 'click', () => app.swapSeats());
  on('step', 'click', () => app.step());
  on('speed', 'change', (e) => app.setOption('speed', e.target.value));
  on('clock', 'change', (e) => {
    app.state.clock = e.target.value;
    app.clock.reset(app.state.clock);
    app.changed();
  });
  on('theme', 'change', (e) => app.setOption('theme', e.target.value));
  on('piece-set', 'change', (e) => app.setOption('pieceSet', e.target.value));
  on('labels', 'change', (e) => app.setOption('labels', e.target.value));
  on('confirm-moves', 'change', (e) => app.setOption('confirmMoves', e.target.value));
  on('confirm-move-yes', 'click', () => app.settle(true));
  on('confirm-move-no', 'click', () => app.settle(false));
  on('language', 'change', (e) => {
    app.state.language = e.target.value;
    app.speak(app.state.language);
    app.changed();
  });
  // On a phone the settings fold away under the buttons, one tap from view.
  const wide = window.matchMedia('(min-width: 861px)');
  const fold = () => {
    $('settings-box').open = wide.matches;
  };
  fold();
  wide.addEventListener('change', fold);
  on('new-game', 'click', () => app.newGame(app.state.variant));
  on('result-new', 'click', () => app.newGame(app.state.variant));
  // The result box closes, leaving the final position on view: by its button, a click on it or
  // a press anywhere outside it, or Escape. Only the box is hidden (as render() would): a redraw
  // here would replace the element under the press, and its click would be lost.
  const closeResult = () => {
    if ($('result').hidden) return;
    app.state.resultDismissed = true;
    $('result').hidden = true;
  };
  on('result', 'click', (e) => {
    if (e.target.id !== 'result-new') closeResult();
  });
  // On the press, and before the board hears it: the press that plays a game's last move would
  // otherwise close its result as soon as it shows.
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (!$('result').contains(e.target)) closeResult();
    },
    { capture: true },
  );
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !document.querySelector('dialog[open]')) closeResult();
  });
  on('undo', 'click', () => app.undo());
  on('redo', 'click', () => app.redo());
  on('flip', 'click', () => {
    app.state.flipped = !app.state.flipped;
    app.files.persist();
    app.render();
  });
  on('stop', 'click', () => app.engine.stop());
  // In a puzzle the hint is the puzzle's own (the piece, then the move; it costs the puzzle).
  on('hint', 'click', () => (app.puzzles.active ? app.puzzles.hint() : app.advice.hint()));
  on('analysis-toggle', 'click', () => app.advice.toggleAnalysis());
  on('analysis-lines', 'change', (e) => app.advice.setLines(Number(e.target.value)));
  on('pause', 'click', () => {
    app.state.paused = !app.state.paused;
    if (app.state.paused) app.interrupt();
    app.changed();
  });
  app.variations.listen();
  app.moveBox.listen();
  on('load-fen', 'click', () => app.files.load($('fen').value, t('fen.source'), t('load.typed-done')));
  on('fen', 'keydown', (e) => {
    if (e.key === 'Enter') app.files.load($('fen').value, t('fen.source'), t('load.typed-done'));
  });
  on('load-file', 'change', async (e) => {
    const file = e.target.files[0];
    e.target.value = '';
    if (file) app.files.load(await file.text(), file.name);
  });
  on('save-pdn', 'click', () => app.files.savePdn());
  on('save-csa', 'click', () => app.files.saveCsa());
  on('impasse', 'click', () => app.declareImpasse());
  on('save-session', 'click', () => app.files.saveSession());
  on('copy-fen', 'click', () => app.files.copy('FEN'));
  on('copy-pdn', 'click', () => app.files.copy('PDN'));
  on('paste', 'click', () => app.files.paste());
  on('play-here', 'click', () => app.playOnFromHere());
  on('copy-link', 'click', () => app.files.copyLink());
  bindSoundButton($('sound'));
  on('help', 'click', () => openHelp($('help-dialog'), { games: app.state.games, variant: app.state.variant }));
}
