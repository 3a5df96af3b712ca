// The built-in help in real headless Chromium, from file:// and over http: it opens on the game in
// progress; for every game it shows the rules and diagrams whose pieces are those of their
// positions; a diagram does not react to clicks; the use of the page is explained; Escape and
// Close shut it; on a 360 px phone it fills the screen and nothing scrolls sideways.
'use strict';
const assert = require('node:assert/strict');
const { test, onTargetsInTurn, shot, inPage } = require('./harness.js');
const { DRAUGHTS_POINTS, PIECE_GAMES, board, choose, currentPly, moveCount, pieces, playAnyMove, waitTurn } = require('./helpers.js');

const GAMES = Object.keys(DRAUGHTS_POINTS);
const SHOWN = ['international', 'english', 'turkish', 'frisian', 'sixteen-soldiers-49', 'xiangqi'];

/** Square → piece (`white-man`, `black-king`, …) of a FEN such as `W:W31-50,K7:Bc3,Kd4`. */
function fenPieces(fen) {
  const out = {};
  for (const group of fen.split(':').slice(1)) {
    const color = group[0] === 'W' ? 'white' : 'black';
    for (const token of group.slice(1).split(',').filter(Boolean)) {
      const role = token.startsWith('K') ? 'king' : 'man';
      const name = role === 'king' ? token.slice(1) : token;
      const range = name.match(/^(\d+)-(\d+)$/);
      const squares = range
        ? Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => String(Number(range[1]) + i))
        : [name];
      for (const s of squares) out[s] = `${color}-${role}`;
    }
  }
  return out;
}

/** The diagrams of the article shown: position, squares drawn, pieces drawn, error if any. */
function diagrams(page) {
  return page.$$eval('#help-article .help-diagram', (figures) =>
    figures.map((f) => ({
      id: f.dataset.id,
      fen: f.dataset.fen,
      squares: f.querySelectorAll('[data-square]').length,
      pieces: Object.fromEntries(
        [...f.querySelectorAll('[data-square]')]
          .filter((c) => c.querySelector('.piece'))
          .map((c) => [c.dataset.square, c.querySelector('.piece').dataset.piece]),
      ),
      caption: f.querySelector('figcaption') ? f.querySelector('figcaption').textContent : '',
      error: f.querySelector('.help-diagram-error') ? f.querySelector('.help-diagram-error').textContent : null,
    })),
  );
}

/** What the page's own game is: the board, its pieces and the moves played. */
async function gameShown(page) {
  return { board: await board(page), pieces: await pieces(page), moves: await moveCount(page) };
}

async function openHelp(page) {
  await page.click('#help');
  await page.waitForSelector('#help-dialog[open] #help-article .help-game');
}

function helpOpen(page) {
  return page.$eval('#help-dialog', (d) => d.open);
}

onTargetsInTurn(
  (target) => `the help over ${target}`,
  (env) => {
    const withPage = (body, viewport = { width: 1280, height: 800 }, contextOptions = {}) =>
      inPage(env, body, viewport, null, null, '', contextOptions);

    test('opens on the game in progress and shows the rules and diagrams of every game; a diagram ignores clicks', () =>
      withPage(async (page) => {
        await choose(page, 'variant', 'russian');
        await playAnyMove(page);
        await waitTurn(page, 'white', 20000);
        const before = await gameShown(page);
        await openHelp(page);
        assert.equal(await page.$eval('#help-game', (s) => s.value), 'russian');
        assert.match(await page.$eval('#help-game', (s) => s.selectedOptions[0].textContent), /Russian \(on the board\)/);
        assert.equal(await page.$eval('#help-article .help-game', (a) => a.dataset.game), 'russian');
        const offered = await page.$$eval('#help-game option', (o) => o.map((x) => x.value));
        assert.deepEqual(offered.filter((g) => !PIECE_GAMES.includes(g)), [...GAMES, 'house']);
        assert.deepEqual(offered.filter((g) => PIECE_GAMES.includes(g)), PIECE_GAMES);
        // The piece games with help of their own: their rules by topic and diagrams, the side to
        // move named as the game names it (shogi's first player is Black; xiangqi's Red is White).
        for (const [game, squares, count, mover] of [
          ['chess', 64, 4, 'White'],
          ['shogi', 81, 4, 'Black'],
          ['xiangqi', 90, 6, 'White'],
          ['minixiangqi', 49, 2, 'White'],
          ['makruk', 64, 4, 'White'],
        ]) {
          await page.selectOption('#help-game', game);
          await page.waitForSelector(`#help-article .help-game[data-game="${game}"]`);
          const topics = await page.$$eval('#help-article .help-terms dt', (d) => d.map((x) => x.textContent));
          assert.ok(topics.includes('Pieces') && topics.includes('Promotion'), `${game}: ${topics}`);
          const shown = await diagrams(page);
          assert.equal(shown.length, count, game);
          for (const d of shown) {
            const where = `${game} ${d.id}`;
            assert.equal(d.error, null, where);
            assert.equal(d.squares, squares, `${where}: squares drawn`);
            const placed = d.fen.split(' ')[0].replace(/[^A-Za-z]/g, '').length;
            assert.equal(Object.keys(d.pieces).length, placed, `${where}: pieces drawn`);
            assert.match(d.caption, new RegExp(`^${mover} to move\\. \\S`), where);
          }
          await shot(page, `help-${game}`);
        }
        // A game file's game: its description and its pieces.
        await page.selectOption('#help-game', 'minishogi');
        await page.waitForSelector('#help-article .help-game[data-game="minishogi"]');
        assert.match(await page.textContent('#help-article .help-summary'), /\w/);
        assert.ok((await page.$$eval('#help-article .help-terms dt', (d) => d.length)) >= 6);

        for (const game of GAMES) {
          await page.selectOption('#help-game', game);
          await page.waitForSelector(`#help-article .help-game[data-game="${game}"]`);
          const rules = await page.$$eval('#help-article .help-terms dd', (d) => d.map((x) => x.textContent));
          assert.ok(rules.length >= 6, `${game}: ${rules.length} rules`);
          assert.ok(rules.join(' ').length > 400, `${game}: rules too short`);
          assert.match(await page.textContent('#help-article h3'), /\w/);
          const shown = await diagrams(page);
          assert.ok(shown.length >= 2 && shown.length <= 4, `${game}: ${shown.length} diagrams`);
          for (const d of shown) {
            const where = `${game} ${d.id}`;
            assert.equal(d.error, null, where);
            assert.equal(d.squares, DRAUGHTS_POINTS[game], `${where}: squares drawn`);
            assert.deepEqual(d.pieces, fenPieces(d.fen), `${where}: pieces drawn`);
            assert.match(d.caption, /^(White|Black) to move\. \S/, where);
          }
          if (SHOWN.includes(game)) await shot(page, `help-${game}`);
        }

        // A click or a drag on a diagram does nothing, to the diagram or to the game.
        await page.selectOption('#help-game', 'russian');
        const cell = page.locator('#help-article .help-diagram').first().locator('[data-square="c3"]');
        const drawn = await diagrams(page);
        await cell.click();
        await cell.dragTo(page.locator('#help-article .help-diagram').first().locator('[data-square="d4"]'));
        assert.deepEqual(await diagrams(page), drawn);
        assert.equal(await page.$$eval('#help-article .selected, #help-article .target', (c) => c.length), 0);
        assert.ok(await helpOpen(page));

        await page.selectOption('#help-game', 'house');
        assert.match(await page.textContent('#help-article'), /House rules[\s\S]*Which capture/);

        await page.click('#help-tab-usage');
        assert.ok(await page.isVisible('#help-usage'));
        assert.ok(!(await page.isVisible('#help-rules')));
        const usage = await page.textContent('#help-usage');
        for (const word of ['Mouse', 'Touch', 'Keyboard', 'Enter', 'Escape', 'Home', 'New game', 'Undo', 'Flip', 'Hint', 'Move now', 'Analyse', 'Position', 'House rules']) {
          assert.ok(usage.includes(word), `the usage names ${word}`);
        }
        await shot(page, 'help-usage');

        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.getElementById('help-dialog').open);
        assert.deepEqual(await gameShown(page), before, 'the game after the help');

        // Opened again, it shows the rules of the game in progress; Close shuts it.
        await openHelp(page);
        assert.ok(await page.isVisible('#help-rules'));
        assert.equal(await page.$eval('#help-game', (s) => s.value), 'russian');
        await page.click('#help-close');
        assert.ok(!(await helpOpen(page)));
        assert.deepEqual(await gameShown(page), before, 'the game after the help');
      }));

    test('a house-rules game opens the help on house rules', () =>
      withPage(async (page) => {
        await choose(page, 'variant', 'house');
        await page.waitForSelector('#house-dialog[open]');
        await page.click('#house-play');
        await page.waitForFunction(() => document.getElementById('board').dataset.variant.startsWith('house:'));
        await openHelp(page);
        assert.equal(await page.$eval('#help-game', (s) => s.value), 'house');
        assert.equal(await page.$eval('#help-article .help-game', (a) => a.dataset.game), 'house');
        await page.keyboard.press('Escape');
        assert.ok(!(await helpOpen(page)));
      }));

    test('the keys the help names: arrows move the focus, Enter picks and plays, Escape lets go', () =>
      withPage(async (page) => {
        const selected = () => page.$$eval('#board .selected', (c) => c.map((x) => x.dataset.square));
        await page.focus('#board [data-square="32"]');
        await page.keyboard.press('Enter');
        assert.deepEqual(await selected(), ['32']);
        await page.keyboard.press('Escape');
        assert.deepEqual(await selected(), []);
        await page.keyboard.press('Enter');
        await page.keyboard.press('ArrowUp');
        assert.equal(await page.evaluate(() => document.activeElement.dataset.square), '28');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.querySelector('#moves .move.current'));
        assert.equal(await currentPly(page), 1);
        assert.equal((await pieces(page))['28'], 'white-man');
      }));

    test("speaks the page's language: Czech, Polish and Russian, with the same diagrams", () =>
      withPage(async (page) => {
        const titles = { cs: 'Nápověda', pl: 'Pomoc', ru: 'Справка', xx: 'Help' };
        for (const [lang, title] of Object.entries(titles)) {
          await page.evaluate((l) => {
            document.documentElement.lang = l;
          }, lang);
          await openHelp(page);
          assert.equal(await page.textContent('#help-title'), title, lang);
          for (const game of ['czech', 'turkish', 'sixteen-soldiers']) {
            await page.selectOption('#help-game', game);
            const shown = await diagrams(page);
            assert.ok(shown.length >= 2, `${lang} ${game}`);
            for (const d of shown) {
              assert.equal(d.error, null, `${lang} ${game} ${d.id}`);
              assert.deepEqual(d.pieces, fenPieces(d.fen), `${lang} ${game} ${d.id}`);
            }
          }
          if (lang === 'cs') await shot(page, 'help-cs-czech');
          await page.keyboard.press('Escape');
          assert.ok(!(await helpOpen(page)));
        }
      }));

    test('on a 360x740 phone the help fills the screen, scrolls down and never sideways', () =>
      withPage(
        async (page) => {
          await openHelp(page);
          const box = await page.locator('#help-dialog').boundingBox();
          assert.ok(box.x >= 0 && box.width <= 360 && box.width >= 340, `dialog at ${box.x}, ${box.width} px wide`);
          assert.ok(box.height >= 700, `dialog ${box.height} px high`);
          for (const game of [...GAMES, 'xiangqi', 'minixiangqi', 'makruk']) {
            await page.selectOption('#help-game', game);
            const widths = await page.evaluate(() => {
              const d = document.getElementById('help-dialog');
              return {
                page: document.scrollingElement.scrollWidth,
                inner: innerWidth,
                dialog: d.scrollWidth,
                dialogClient: d.clientWidth,
                boards: [...d.querySelectorAll('.help-board')].map((b) => b.getBoundingClientRect().right),
              };
            });
            assert.ok(widths.page <= widths.inner, `${game}: page ${widths.page} px wide`);
            assert.ok(widths.dialog <= widths.dialogClient, `${game}: dialog ${widths.dialog} px wide`);
            assert.ok(Math.max(...widths.boards) <= 360, `${game}: a diagram reaches ${Math.max(...widths.boards)} px`);
            if (SHOWN.includes(game)) {
              await shot(page, `help-phone-${game}`);
              await page.locator('#help-article .help-diagram').first().scrollIntoViewIfNeeded();
              await shot(page, `help-phone-${game}-diagrams`);
              await page.$eval('#help-dialog', (d) => d.scrollTo(0, 0));
            }
          }
          await page.click('#help-tab-usage');
          const wide = await page.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth);
          assert.ok(wide, 'no sideways scroll in the usage');
          await shot(page, 'help-phone-usage');
          await page.click('#help-close');
          assert.ok(!(await helpOpen(page)));
        },
        { width: 360, height: 740 },
        { hasTouch: true, isMobile: true },
      ));
  },
);
