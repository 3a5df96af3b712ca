// The piece games in real headless Chromium, from file:// and over http: a chess game by clicks
// through en passant, a capturing under-promotion chosen in the dialog and castling, saved as PGN
// and read back; a shogi game with a promotion declined and a drop from the hand; a game file
// loaded, and a broken one refused with the place of the error; positions set up in the editor;
// a chess game analysed in steps; a piece game against the bot.
'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { test, onTargetsInTurn, open, shot, ROOT, inPage } = require('./harness.js');
const { board, choose, loadFen, loadFile, moveCount, openEditor, openPositionBox, pieces, place, playMove, playMoves, reload, savePdn, seats, setUp, square, switchGameMidway } = require('./helpers.js');

/** Clicks `from` then `to`, answers the promotion dialog with `promotion` (a kind, or `none`),
 * and waits until the move is on the board. */
async function move(page, from, to, promotion = null) {
  if (!promotion) {
    await playMove(page, [from, to]);
    return;
  }
  const before = await moveCount(page);
  await page.locator(`#board [data-square="${from}"]`).click();
  await page.locator(`#board [data-square="${to}"]`).click();
  await page.waitForSelector('#promotion-dialog[open]');
  const labels = await page.$$eval('#promotion-dialog [data-promotion]', (bs) => bs.map((b) => b.textContent.trim()));
  assert.ok(labels.every((l) => l[0] === l[0].toLocaleUpperCase()), `each choice begins with a capital: ${labels}`);
  await page.click(`#promotion-dialog [data-promotion="${promotion}"]`);
  await page.waitForFunction((n) => document.querySelectorAll('#moves .move[data-ply]').length > n, before);
}

const moveTexts = (page) => page.$$eval('#moves .move[data-ply]', (b) => b.map((x) => x.textContent));

onTargetsInTurn(
  (target) => `the piece games over ${target}`,
  (env) => {
    const withPage = (body, viewport) => inPage(env, body, viewport);

    test('chess by clicks: en passant, under-promotion with capture, castling; saved as PGN and read back', () =>
      withPage(async (page) => {
        await setUp(page, { game: 'chess' });
        assert.equal((await board(page)).variant, 'chess');
        assert.equal(Object.keys(await pieces(page)).length, 32);
        assert.equal((await pieces(page)).e1, 'white-king');
        await playMoves(page, [['e2', 'e4'], ['a7', 'a6'], ['e4', 'e5'], ['d7', 'd5']]);
        // En passant: the pawn on d5 is taken by landing behind it.
        await move(page, 'e5', 'd6');
        let p = await pieces(page);
        assert.equal(p.d6, 'white-pawn');
        assert.equal(p.d5, undefined, 'the pawn taken en passant is gone');
        await playMoves(page, [['g8', 'f6'], ['d6', 'c7'], ['b8', 'c6']]);
        // The pawn takes the queen and becomes a knight, not a queen.
        await move(page, 'c7', 'd8', 'knight');
        assert.equal((await pieces(page)).d8, 'white-knight');
        await playMoves(page, [['e8', 'd8'], ['g1', 'f3'], ['a6', 'a5'], ['f1', 'c4'], ['a5', 'a4']]);
        // Castling: the king goes two squares and the rook jumps over it.
        await move(page, 'e1', 'g1');
        p = await pieces(page);
        assert.equal(p.g1, 'white-king');
        assert.equal(p.f1, 'white-rook');
        assert.equal(p.h1, undefined);
        const texts = await moveTexts(page);
        assert.deepEqual(texts.slice(0, 5), ['e4', 'a6', 'e5', 'd5', 'exd6']);
        assert.ok(texts.includes('cxd8=N'), texts.join(' '));
        assert.equal(texts[texts.length - 1], 'O-O');
        await shot(page, 'chess-castled');
        const pgn = await savePdn(page);
        assert.match(pgn, /\[Variant "chess"\]/);
        assert.match(pgn, /5\. cxd8=N Kxd8/);
        assert.match(pgn, /8\. O-O \*/);
        // Kept over a reload, and read back from the file in another game.
        await reload(page);
        assert.equal(await moveCount(page), 15);
        await choose(page, 'variant', 'international');
        await loadFile(page, 'game.pgn', pgn);
        assert.equal((await board(page)).variant, 'chess');
        assert.deepEqual(await moveTexts(page), texts);
      }));

    test('shogi by clicks: a declined promotion, a drop from the hand, check shown', () =>
      withPage(async (page) => {
        await setUp(page, { game: 'shogi' });
        assert.equal(Object.keys(await pieces(page)).length, 40);
        assert.match(await page.textContent('#status'), /Black/, 'sente is Black');
        assert.ok(await page.isHidden('#hand-bottom[data-hand="black"] [data-piece]'));
        await playMoves(page, [['7g', '7f'], ['3c', '3d']]);
        // The bishop takes the bishop in the zone and stays a bishop.
        await move(page, '8h', '2b', 'none');
        assert.equal((await pieces(page))['2b'], 'black-bishop', "sente's bishop is Black's");
        await move(page, '3a', '2b');
        // Both sides now hold a bishop in hand.
        const hand = page.locator('#hand-bottom[data-hand="black"] [data-piece="black-bishop"]');
        assert.equal(await hand.getAttribute('data-count'), '1');
        assert.equal(await page.locator('#hand-top[data-hand="white"] [data-piece="white-bishop"]').count(), 1);
        // Dropped on 5e, where it gives no check; then White's drop gives check from afar.
        await hand.click();
        await playMove(page, ['5e']);
        assert.equal((await pieces(page))['5e'], 'black-bishop');
        assert.equal(await page.locator('#hand-bottom [data-piece]').count(), 0);
        assert.deepEqual((await moveTexts(page)).slice(2), ['Bx2b=', 'Sx2b', 'B*5e']);
        await page.locator('#hand-top [data-piece="white-bishop"]').click();
        await playMove(page, ['9e']);
        assert.equal(await page.$eval('#board [data-check]', (c) => c.dataset.square), '5i');
        assert.match(await page.textContent('#status'), /check/);
        await shot(page, 'shogi-check');
        // Saved as a CSA record and read back in another game.
        const moves = await moveTexts(page);
        await openPositionBox(page);
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-csa')]);
        const csa = fs.readFileSync(await download.path(), 'utf8');
        assert.match(csa, /^N\+Black\nN-White$/m, 'sente, the first player, is named Black');
        assert.match(csa, /^\+8822KA$/m);
        assert.match(csa, /^\+0055KA$/m);
        await switchGameMidway(page, 'chess');
        assert.ok(await page.isHidden('#save-csa'));
        await loadFile(page, 'game.csa', csa);
        assert.equal((await board(page)).variant, 'shogi');
        assert.deepEqual(await moveTexts(page), moves);
        // A link names the moves in USI, a promotion's `+` escaped.
        await page.evaluate(() => {
          window.location.hash = '#game=shogi&moves=7g7f+3c3d+8h2b%2B&ply=3';
        });
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 3);
        assert.equal((await pieces(page))['2b'], 'black-horse');
        assert.deepEqual(await moveTexts(page), ['P-7f', 'P-3d', 'Bx2b+']);
        await choose(page, 'piece-set', 'flat');
        await shot(page, 'shogi-international');
      }));

    test('a game file loaded from disk starts its game; a broken one is refused with the place of the error', () =>
      withPage(async (page) => {
        const file = fs.readFileSync(path.join(ROOT, 'src/piece/games/los-alamos.json'), 'utf8');
        const mine = JSON.parse(file);
        mine.name = 'my-los-alamos';
        mine.title = 'My Los Alamos';
        await loadFile(page, 'mine.json', JSON.stringify(mine));
        const b = await board(page);
        assert.match(b.variant, /^file:/);
        assert.equal(await page.$$eval('#board [data-square]', (c) => c.length), 36);
        assert.equal(await page.textContent('#game-title'), 'My Los Alamos');
        const broken = JSON.parse(file);
        broken.pieces[1].moves[0] = { lep: [1, 0] };
        await loadFile(page, 'broken.json', JSON.stringify(broken));
        const message = await page.textContent('#message');
        assert.match(message, /pieces\[1\]/, message);
        assert.equal((await board(page)).variant, b.variant, 'the game in progress is kept');
        // A game file without its format line is refused in the words of game files, not those
        // of a draughts position file.
        const unmarked = JSON.parse(file);
        delete unmarked.format;
        await loadFile(page, 'unmarked.json', JSON.stringify(unmarked));
        const refusal = await page.textContent('#message');
        assert.match(refusal, /format/, refusal);
        assert.doesNotMatch(refusal, /variant|men and kings/, refusal);
        assert.equal((await board(page)).variant, b.variant, 'the game in progress is kept');
      }));

    test('a game built in the builder: refused while broken, played to its end, saved and loaded back', () =>
      withPage(async (page) => {
        await setUp(page, { black: 'level:1', game: 'builder' });
        await page.waitForSelector('#builder-dialog[open]');
        const problem = () => page.textContent('#builder-problem');
        assert.match(await problem(), /valid game: 32 pieces/);
        await page.fill('#builder-files', '5');
        await page.dispatchEvent('#builder-files', 'change');
        await page.fill('#builder-ranks', '5');
        await page.dispatchEvent('#builder-ranks', 'change');
        // Chess's start cut to 5x5 has lost White's king: the engine says so.
        assert.match(await problem(), /white has no king/);
        assert.ok(await page.isDisabled('#builder-play'));
        await page.click('#builder-clear');
        for (const [tool, cell] of [
          ['white:king', 'a1'],
          ['white:queen', 'c2'],
          ['black:king', 'c3'],
        ]) {
          await page.click(`#builder-palette [data-tool="${tool}"]`);
          await page.click(`#builder-board [data-cell="${cell}"]`);
        }
        assert.match(await problem(), /black is not to move but stands in check/);
        await page.selectOption('#builder-loses-black', 'royal-captured');
        assert.match(await problem(), /valid game: 3 pieces/);
        await shot(page, 'builder');
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('#builder-save')]);
        const saved = fs.readFileSync(await download.path(), 'utf8');
        assert.equal(JSON.parse(saved).sides.black.loses, 'royal-captured');
        await page.click('#builder-play');
        await page.waitForFunction(() => !document.getElementById('builder-dialog').open);
        assert.match((await board(page)).variant, /^file:/);
        assert.equal(Object.keys(await pieces(page)).length, 3);
        await move(page, 'c2', 'c3');
        assert.equal((await board(page)).result, 'white');
        assert.match(await page.textContent('#status'), /White wins/);
        // The saved file opens the same game from the file button, and in the builder.
        await choose(page, 'variant', 'chess');
        await loadFile(page, 'my-chess.json', saved);
        assert.equal(Object.keys(await pieces(page)).length, 3);
        await choose(page, 'variant', 'builder');
        await page.setInputFiles('#builder-load', { name: 'my-chess.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
        await page.waitForFunction(() => document.getElementById('builder-base').value === 'loaded');
        assert.equal(await page.$$eval('#builder-board [data-piece]', (c) => c.length), 3);
        await page.setInputFiles('#builder-load', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "dama-game"}') });
        // The page reads the file asynchronously: wait for its verdict.
        await page.waitForFunction(() => document.getElementById('builder-problem').textContent.startsWith('bad.json: '));
        assert.equal(await page.$$eval('#builder-board [data-piece]', (c) => c.length), 3, 'the game being built is kept');
        await page.click('#builder-close');
      }));

    test('shogi: with both kings entered, the player to move declares an impasse and the points decide', () =>
      withPage(async (page) => {
        await seats(page, 'human', 'human');
        await choose(page, 'variant', 'shogi');
        assert.ok(await page.isHidden('#impasse'), 'no impasse at the start');
        // A declaration the rules refuse (the button shown by force) is told in the page's words.
        await page.evaluate(() => { document.getElementById('impasse').hidden = false; });
        await page.click('#impasse');
        assert.match(await page.textContent('#message'), /^No impasse can be declared here: only at the last move/);
        assert.equal((await board(page)).result, undefined, 'the game goes on');
        // Black's king on 5b, White's on 5h: Black (sente) has 24 points, White 23.
        await loadFen(page, '9/4K4/9/9/9/9/9/4k4/9 b 2R2B4P4g4s4n3l8p 1');
        await page.waitForSelector('#impasse:not([hidden])');
        await page.click('#impasse');
        await page.waitForSelector('#board[data-result]');
        assert.equal((await board(page)).result, 'black', 'sente, Black, wins');
        assert.match(await page.textContent('#status'), /Black wins: both kings entered and White has fewer than 24 points \(impasse\)/);
        assert.ok(await page.isHidden('#impasse'));
        await shot(page, 'shogi-impasse');
      }));

    test('the position editor in Russian: the engine\'s reason in Russian, the piece named as the page names it', async () => {
      const ru = (await import(pathToFileURL(path.join(ROOT, 'www', 'js', 'i18n', 'ru.js')).href)).default;
      const p = await open(env, undefined, undefined, null, '', { locale: 'ru-RU' });
      const page = p.page;
      try {
        await choose(page, 'variant', 'chess');
        await openEditor(page);
        await page.click('#editor-empty');
        const place = async (piece, square) => {
          await page.click(`#editor-palette [data-tool="${piece}"]`);
          await page.locator(`#board [data-square="${square}"]`).click();
        };
        await place('white-king', 'e1');
        const noKing = ru['engine.piece.no-royal.black'].replace('{piece}', ru['piece.king']);
        assert.equal(await page.textContent('#editor-problem'), ru['editor.refused'].replace('{problem}', noKing));
        await place('black-king', 'e8');
        await place('white-pawn', 'a8');
        const never = ru['engine.piece.never-moves.white'].replace('{piece}', ru['piece.pawn']).replace('{square}', 'a8');
        assert.equal(await page.textContent('#editor-problem'), ru['editor.refused'].replace('{problem}', never));
        await shot(page, 'editor-russian-reason');
        p.check();
      } finally {
        await page.close();
      }
    });

    test('the position editor in chess: pieces from the palette, the engine\'s reason, castling rights granted, then play', () =>
      withPage(async (page) => {
        await setUp(page, { game: 'chess' });
        await openEditor(page);
        assert.ok(await page.isHidden('#editor-draughts-tools'), 'no men and kings to place in chess');
        assert.ok(await page.isHidden('#editor-hands'), 'chess has no hands');
        // From the game's position: all four rights granted.
        const rights = () => page.$$eval('#editor-castling input', (b) => b.filter((x) => x.checked).map((x) => x.dataset.right).join(''));
        assert.equal(await rights(), 'KQkq');
        await page.click('#editor-empty');
        assert.equal(await page.textContent('#editor-count'), 'White 0 · Black 0');
        await place(page, 'white-king', 'e1');
        assert.equal(await page.textContent('#editor-problem'), 'Not a position to play: black has no king on the board');
        await place(page, 'black-king', 'e8');
        await place(page, 'white-rook', 'h1');
        await place(page, 'white-pawn', 'a8');
        assert.match(await page.textContent('#editor-problem'), /the white pawn on a8 could never move from there/);
        assert.equal(await page.isDisabled('#editor-play'), true);
        // Clicked again with the same piece, it is taken away.
        await square(page, 'a8').click();
        assert.equal(await page.textContent('#editor-problem'), 'A position to play.');
        // Only White's short castling is possible, and not granted until asked for.
        const open = await page.$$eval('#editor-castling input', (b) => b.filter((x) => !x.disabled).map((x) => x.dataset.right));
        assert.deepEqual(open, ['K']);
        assert.equal(await rights(), '');
        await page.check('#editor-castling [data-right="K"]');
        // The black king lifted and put back: the right granted meanwhile is kept.
        await place(page, 'black-king', 'e8');
        assert.match(await page.textContent('#editor-problem'), /black has no king/);
        await square(page, 'e8').click();
        assert.equal(await rights(), 'K');
        assert.deepEqual(await pieces(page), { e1: 'white-king', e8: 'black-king', h1: 'white-rook' });
        await shot(page, 'chess-editor');
        await page.click('#editor-play');
        await page.waitForSelector('#editor', { state: 'hidden' });
        assert.equal(await page.$eval('#fen', (e) => e.value), '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
        await move(page, 'e1', 'g1');
        assert.deepEqual(await moveTexts(page), ['O-O']);
        assert.equal((await pieces(page)).f1, 'white-rook');
      }));

    test('the position editor in shogi: side names, pieces in hand counted, a drop from them', () =>
      withPage(async (page) => {
        await setUp(page, { game: 'shogi' });
        await openEditor(page);
        assert.ok(await page.isHidden('#editor-castling'), 'shogi has no castling');
        assert.equal(await page.textContent('#editor-count'), 'Black 20 · White 20', 'sente is Black');
        await page.click('#editor-empty');
        await place(page, 'white-king', '5i');
        await place(page, 'black-king', '5a');
        await place(page, 'white-promoted-silver', '3c');
        await page.fill('#editor-hands [data-in-hand="white:pawn"]', '2');
        await page.dispatchEvent('#editor-hands [data-in-hand="white:pawn"]', 'change');
        assert.equal(await page.locator('#hand-bottom [data-piece="black-pawn"]').getAttribute('data-count'), '2');
        assert.equal(await page.textContent('#editor-problem'), 'A position to play.');
        await shot(page, 'shogi-editor');
        await page.click('#editor-play');
        await page.waitForSelector('#editor', { state: 'hidden' });
        assert.equal(await page.$eval('#fen', (e) => e.value), '4k4/9/6+S2/9/9/9/9/9/4K4 b 2P 1');
        await page.locator('#hand-bottom [data-piece="black-pawn"]').click();
        await playMove(page, ['5b']);
        assert.deepEqual(await moveTexts(page), ['P*5b']);
        assert.equal(await page.locator('#hand-bottom [data-piece="black-pawn"]').getAttribute('data-count'), '1');
      }));

    test('the analysis of a chess game deepens over its steps and follows the moves', () =>
      withPage(async (page) => {
        await seats(page, 'human', 'human');
        await choose(page, 'variant', 'chess');
        const reached = (prefix, depth) =>
          page.waitForFunction(
            ([p, d]) =>
              Number(document.getElementById('analysis').dataset.depth) >= d &&
              document.getElementById('analysis-pv').textContent.startsWith(p),
            [prefix, depth],
            { timeout: 15000 },
          );
        const depth = () => page.$eval('#analysis', (box) => Number(box.dataset.depth));
        await page.click('#analysis-toggle');
        await reached('1. ', 3);
        // Deeper than one 250 ms step goes: the steps resume one another.
        const first = await depth();
        await reached('1. ', first + 2);
        assert.equal(await page.$eval('#analysis', (box) => box.dataset.state), 'running');
        await move(page, 'e2', 'e4');
        await reached('1… ', 3);
        // One of Black's first moves: a pawn to the fifth or sixth rank, or a knight out.
        assert.match(await page.textContent('#analysis-best'), /^([a-h][56]|N[acfh]6)$/);
        assert.match(await page.textContent('#analysis-pv'), /^1… \S+ 2\. /);
        await page.click('#analysis-toggle');
        assert.equal(await page.$eval('#analysis', (box) => box.dataset.state), 'off');
      }));

    test('minishogi against the bot, to its end', () =>
      withPage(async (page) => {
        await setUp(page, { white: 'level:2', black: 'level:1', game: 'minishogi' });
        await page.waitForSelector('#board[data-result]', { timeout: 120000 });
        assert.match(await page.textContent('#status'), /wins|draw/i);
        assert.ok((await moveCount(page)) > 2);
        await shot(page, 'minishogi-end');
      }));
  },
);
