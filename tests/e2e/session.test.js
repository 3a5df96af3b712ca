// Nothing a player does loses the game in progress, from file:// and over http: a reload restores
// it exactly; files, pasted text and links that hold no valid game are refused with the reason
// and change nothing; Save PDN writes the whole game with the tags and result of a loaded one; a
// saved entry that cannot be restored is set aside with a message.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { onTargets, open, shot, inPage } = require('./harness.js');
const {
  board,
  choose,
  clickMove,
  loadFen,
  loadFile,
  moveCount,
  openPositionBox,
  pieces,
  playAnyMove,
  playMove,
  playMoves,
  reload,
  savePdn,
  seats,
  setUp,
  switchGameMidway,
  waitTurn,
} = require('./helpers.js');

/** Everything a player sees of the game: the board, the moves, who plays, what is shown. */
async function snapshot(page) {
  return {
    board: await board(page),
    pieces: await pieces(page),
    moves: await page.$$eval('#moves .move[data-ply]', (b) => b.map((x) => `${x.dataset.ply}:${x.textContent}:${x.className}`)),
    players: await page.$eval('body', () =>
      ['variant', 'seat-white', 'seat-black', 'speed', 'theme'].map((id) => document.getElementById(id).value),
    ),
    bars: await page.$$eval('.player-bar .player-name', (b) => b.map((x) => x.textContent)),
    status: await page.textContent('#status'),
    fen: await page.$eval('#fen', (f) => f.value),
  };
}

/** A game recorded as won by Black by resignation: nothing on the board ends it. */
const FINISHED = `[Event "Open championship"]
[Site "Paris"]
[Date "2021.04.02"]
[Round "7"]
[White "Ana Pereira"]
[Black "Bo Lindqvist"]
[Result "0-1"]
[Opening "Roozenburg"]

1. 32-28 19-23 2. 28x19 14x23 3. 37-32 10-14 0-1
`;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from(Array.from({ length: 400 }, (_, i) => (i * 37) % 256)),
]);

onTargets(
  (target) => `the game is never lost, over ${target}`,
  (env, target) => {
    const withPage = (body, init, allowErrors, hash) => inPage(env, body, undefined, init, allowErrors, hash);

    test('a reload mid-game restores the position, the moves, the players and the move viewed', () =>
      withPage(async (page) => {
        await setUp(page, { white: 'level:2' });
        await choose(page, 'theme', 'green');
        await waitTurn(page, 'black');
        await playAnyMove(page);
        await waitTurn(page, 'black');
        await playAnyMove(page);
        await waitTurn(page, 'black');
        assert.equal(await moveCount(page), 5);
        const playing = await snapshot(page);
        await reload(page);
        assert.deepEqual(await snapshot(page), playing, 'after a reload at the end of the game');
        // Looking at an earlier move, then reloading: the same move is viewed.
        await page.click('#moves [data-ply="2"]');
        const viewing = await snapshot(page);
        assert.match(viewing.status, /viewing move 2 of 5/);
        await reload(page);
        assert.deepEqual(await snapshot(page), viewing, 'after a reload while viewing move 2');
        if (target === 'file') await shot(page, 'restored-after-reload');
        // And the game goes on from where it was.
        await page.click('#moves [data-ply="5"]');
        const before = await moveCount(page);
        await playAnyMove(page);
        await waitTurn(page, 'black');
        assert.equal(await moveCount(page), before + 2);
      }));

    test('another game from the Game menu asks before the game in progress is given up', () =>
      withPage(async (page) => {
        await choose(page, 'variant', 'russian');
        await seats(page, 'human', 'human');
        // No move played: nothing to lose, nothing asked.
        await choose(page, 'variant', 'english');
        assert.equal((await board(page)).variant, 'english');
        assert.equal(await page.$('#confirm-dialog[open]'), null);
        await choose(page, 'variant', 'russian');
        await playMoves(page, [['c3', 'd4'], ['f6', 'e5']]);
        // Declined: the game and the menu stay as they were.
        await choose(page, 'variant', 'chess');
        await page.waitForSelector('#confirm-dialog[open]');
        assert.match(await page.textContent('#confirm-text'), /new game: Chess\?.*2 moves played/);
        await page.click('#confirm-no');
        await page.waitForFunction(() => document.getElementById('variant').value === 'russian');
        assert.equal((await board(page)).variant, 'russian');
        assert.equal(await moveCount(page), 2);
        // Agreed: the new game starts.
        await switchGameMidway(page, 'chess');
        assert.equal(await moveCount(page), 0);
      }));

    test('files, pasted text and links that hold no valid game are refused and change nothing', () =>
      withPage(async (page) => {
        await seats(page, 'human', 'human');
        await playMove(page, ['32', '28']);
        await playMove(page, ['19', '23']);
        await page.click('#moves [data-ply="1"]');
        const before = await snapshot(page);
        const message = () => page.textContent('#message');
        const unchanged = async (what) => {
          const now = await snapshot(page);
          // The FEN field keeps what was typed into it; everything else is as it was.
          assert.deepEqual({ ...now, fen: null }, { ...before, fen: null }, what);
          assert.equal(await page.$eval('#message', (m) => m.dataset.kind), 'error', what);
        };
        const files = [
          ['empty.pdn', '', /^empty\.pdn: could not be opened: line 1: no game found \(expected tags/],
          ['photo.pdn', PNG, /^photo\.pdn: could not be opened: line \d+: this is not a game file but binary data/],
          ['cut.pdn', '[Event "E"]\n1. 32-28 19-23 2. 28x1', /^cut\.pdn: could not be opened: game 1, line 2: move 2 `28x1` is not legal here/],
          ['spanish.pdn', '[GameType "24"]\n1. 32-28 *', /^spanish\.pdn: could not be opened: game 1, line 1: GameType 24 \(Spanish draughts\) is not supported yet/],
          ['english.pdn', '[GameType "21"]\n1. 32-28 19-23 *', /^english\.pdn: could not be opened: game 1, line 2: move 1 `32-28`/],
          ['hello.pdn', 'hello world\n', /^hello\.pdn: could not be opened: line 1: no game found: `hello world` is neither a tag, a move nor a result/],
          ['illegal.pdn', '1. 32-23 *', /^illegal\.pdn: could not be opened: game 1, line 1: move 1 `32-23`/],
          ['tags.pdn', '[Foo "bar"]\n[Baz "1"]\n', /^tags\.pdn: could not be opened: game 1, line 1: the game ends after its tags: no moves and no result/],
          ['nothing.pdn', '[Foo "bar"]\n*\n', /^nothing\.pdn: could not be opened: line 1: this record holds no game: no moves, no position \(FEN tag\) and no result/],
          ['cut.json', '{"variant": "international", "toMove": "white", "white": {"men": ["31"', /^cut\.json: could not be opened: .*line 1/],
          ['chess.json', '{"variant": "chess", "toMove": "white", "white": {"men": [], "kings": []}, "black": {"men": [], "kings": []}}', /^chess\.json: could not be opened: .*chess/],
        ];
        for (const [name, text, expected] of files) {
          await loadFile(page, name, text);
          assert.match(await message(), expected, name);
          await unchanged(name);
        }
        for (const [text, expected] of [
          ['hello', /^The text: could not be opened: line 1: no game found: `hello`/],
          ['W:W99:B1', /^The text: could not be opened: .*99/],
          ['', /^The text: could not be opened: line 1: no game found/],
        ]) {
          await loadFen(page, text);
          await page.waitForFunction((t) => document.getElementById('message').textContent.startsWith('The text'), text);
          assert.match(await message(), expected, text);
          await unchanged(`pasted ${JSON.stringify(text)}`);
          await page.evaluate(() => {
            document.getElementById('message').textContent = '';
          });
        }
        if (target === 'file') await shot(page, 'refused-file');
        // Links typed into the address bar of the open page.
        for (const [hash, expected] of [
          ['#hello', /^The link could not be opened: `hello` is not part of a link to a game/],
          ['#game=go', /^The link could not be opened: unknown game `go`/],
          ['#game=international&moves=32-28+32-28', /^The link could not be opened: move 2 `32-28`: /],
          ['#game=international&fen=W:W99:B1', /^The link could not be opened: .*99/],
          ['#game=international&moves=32-28&ply=5', /^The link could not be opened: ply 5 is beyond the game's 1 move\b/],
        ]) {
          await page.evaluate((h) => {
            document.getElementById('message').textContent = '';
            window.location.hash = h;
          }, hash);
          await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('The link'));
          assert.match(await message(), expected, hash);
          await unchanged(hash);
          assert.equal(await page.evaluate(() => window.location.hash), '', 'the link is taken off the address');
        }
        // And none of it was saved in place of the game.
        await reload(page);
        assert.deepEqual({ ...(await snapshot(page)), fen: null }, { ...before, fen: null });
      }));

    test('a link opens its game at its move, from a fresh page', () =>
      withPage(
        async (page) => {
          const b = await board(page);
          assert.equal(b.variant, 'russian');
          assert.deepEqual(await page.$$eval('#moves .move[data-ply]', (m) => m.map((x) => x.textContent)), ['c3-d4', 'f6-g5']);
          assert.match(await page.textContent('#status'), /viewing move 1 of 2/);
          assert.equal((await pieces(page)).d4, 'white-man');
          assert.equal(await page.evaluate(() => window.location.hash), '');
          // The page's own link to the game says the same.
          await openPositionBox(page);
          await page.click('#copy-link');
          await page.waitForFunction(() => /link to this game/.test(document.getElementById('message').textContent));
          assert.equal(await page.textContent('#message'), 'The link to this game was copied.');
          const [url] = await page.evaluate(() => window.copied);
          assert.equal(url, `${env.url.replace(/#.*$/, '')}#game=russian&moves=c3-d4+f6-g5&ply=1`);
          // Opened in a fresh page, the copied link shows the same.
          const again = await open(env, undefined, undefined, undefined, url.slice(url.indexOf('#')));
          try {
            assert.deepEqual(await pieces(again.page), await pieces(page));
            assert.match(await again.page.textContent('#status'), /viewing move 1 of 2/);
            again.check();
          } finally {
            await again.page.close();
          }
        },
        // The clipboard, as the page writes it (reading it back needs a permission file:// lacks).
        () => {
          window.copied = [];
          navigator.clipboard.writeText = async (text) => {
            window.copied.push(text);
          };
        },
        undefined,
        '#game=russian&moves=c3-d4+f6-g5&ply=1',
      ));

    test('Save PDN from an earlier move writes the whole game', () =>
      withPage(async (page) => {
        await seats(page, 'human', 'human');
        await playMoves(page, [['32', '28'], ['19', '23'], ['28', '19'], ['14', '23']]);
        await page.click('#moves [data-ply="1"]');
        assert.match(await page.textContent('#status'), /viewing move 1 of 4/);
        const saved = await savePdn(page);
        assert.match(saved, /\[Result "\*"\]/);
        assert.match(saved, /\n1\. 32-28 19-23 2\. 28x19 14x23 \*\n$/);
        assert.match(saved, /\[White "White"\]\n\[Black "Black"\]/);
      }));

    test('a loaded game that ended shows its result, and its tags round-trip through Save PDN and a reload', () =>
      withPage(async (page) => {
        await choose(page, 'speed', 'instant');
        await loadFile(page, 'final.pdn', FINISHED);
        assert.equal(await page.textContent('#message'), 'Loaded final.pdn.');
        await page.waitForSelector('#board[data-result="black"]');
        await page.waitForSelector('#result:not([hidden])');
        assert.match(await page.textContent('#result'), /Black wins/);
        assert.match(await page.textContent('#status'), /Black wins: the game record ends here with Black's win/);
        assert.equal(await moveCount(page), 6);
        assert.equal(
          await page.textContent('#game-tags'),
          'Open championship · Paris · 2021.04.02 · round 7 · Ana Pereira – Bo Lindqvist · 0-1',
        );
        // Nobody is to move, so the bot does not either.
        await page.waitForTimeout(300);
        assert.equal(await moveCount(page), 6);
        if (target === 'file') await shot(page, 'loaded-finished-game');
        const check = (saved) => {
          for (const tag of [
            '[Event "Open championship"]',
            '[Site "Paris"]',
            '[Date "2021.04.02"]',
            '[Round "7"]',
            '[White "Ana Pereira"]',
            '[Black "Bo Lindqvist"]',
            '[Result "0-1"]',
            '[Opening "Roozenburg"]',
          ]) {
            assert.ok(saved.includes(tag), `${tag} in\n${saved}`);
          }
          assert.match(saved, /\n1\. 32-28 19-23 2\. 28x19 14x23 3\. 37-32 10-14 0-1\n$/);
        };
        check(await savePdn(page));
        await reload(page);
        await page.waitForSelector('#board[data-result="black"]');
        assert.match(await page.textContent('#game-tags'), /Ana Pereira – Bo Lindqvist/);
        await page.click('#moves [data-ply="3"]');
        check(await savePdn(page));
        // Another move at an earlier position starts a side line: the game and its result stay.
        await seats(page, 'human', 'human');
        await page.click('#moves [data-ply="1"]');
        await clickMove(page, ['17', '22']);
        await page.waitForSelector('#moves [data-variation] .move.current');
        assert.equal(await page.$('#confirm-dialog[open]'), null);
        assert.equal(await page.$eval('#board', (b) => b.dataset.result), undefined);
        check(await savePdn(page).then((text) => text.replace(' (1... 17-22)', '')));
        // Made the main line, it is a new game: the record's result no longer holds.
        await page.click('#promote-line');
        await page.waitForFunction(() => document.querySelectorAll('#moves .move[data-ply]').length === 2);
        const saved = await savePdn(page);
        assert.match(saved, /\[Result "\*"\]/);
        assert.match(saved, /\[White "Ana Pereira"\]/);
        assert.match(saved, /\n1\. 32-28 17-22 \(1\.\.\. 19-23 2\. 28x19 14x23 3\. 37-32 10-14\) \*\n$/);
      }));

    for (const [name, entry, expected] of [
      ['damaged', '{"version": 1, "game": {"variant": "internat', /could not be restored: it is damaged/],
      ['from another version', '{"version": 0, "pdn": "1. 32-28 *"}', /could not be restored: it was saved by another version of Dama \(version 0; this one reads version 1\)/],
      [
        'holding a broken game',
        JSON.stringify({ version: 1, game: { variant: 'international', pdn: '1. 32-28 32-28 *', ply: 2, fileTags: false }, settings: {} }),
        /could not be restored: its game cannot be read \(game 1, line 1: move 1\.\.\. `32-28`/,
      ],
    ]) {
      test(`a saved game ${name} is set aside with a message, and a new game begins`, () =>
        withPage(
          async (page) => {
            assert.match(await page.textContent('#message'), expected);
            assert.match(await page.textContent('#message'), /It was set aside, and a new game begins\.$/);
            const kept = await page.evaluate(() => localStorage.getItem('dama.session.set-aside'));
            assert.equal(kept, entry, 'the entry is kept aside as it was');
            assert.equal(await moveCount(page), 0);
            assert.equal((await board(page)).variant, 'international');
            await seats(page, 'human', 'human');
            await playMove(page, ['32', '28']);
            assert.equal(await moveCount(page), 1);
            // The new game is saved in its place.
            const session = await page.evaluate(() => JSON.parse(localStorage.getItem('dama.session')));
            assert.equal(session.version, 1);
            assert.match(session.game.pdn, /1\. 32-28 \*/);
          },
          // Before the page's scripts: the entry a visit left behind.
          `localStorage.setItem('dama.session', ${JSON.stringify(entry)});`,
        ),
      );
    }
  },
);
