// The page in real headless Chromium, opened from file:// and served over http: playing by clicks
// and by dragging, multi-captures, reasons for illegal moves, undo, every game, and the bot in its
// worker (its answers, stop and restart; a page never blocked while it thinks is
// responsive.alone.test.js).
'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test, onTargetsInTurn, shot, ROOT, inPage } = require('./harness.js');
const {
  DRAUGHTS_POINTS,
  PIECE_GAMES,
  board,
  choose,
  clickMove,
  loadFen,
  loadFile,
  moveCount,
  openPositionBox,
  pieces,
  seats,
  setUp,
  square,
  switchGameMidway,
  waitTurn,
  watchWorkers,
} = require('./helpers.js');

const POSITIONS = path.join(ROOT, 'www', 'positions');

/** Asserts that the page has started one worker since it had `before` (as `watchWorkers` records
 * them) and that it still runs; returns that worker's record. */
async function oneWorkerSince(page, before) {
  const started = await page.evaluate((n) => window.workers.slice(n), before);
  assert.equal(started.length, 1, JSON.stringify(started));
  assert.ok(!started[0].terminated, JSON.stringify(started));
  return started[0];
}

/** Runs in the page before its scripts: every worker it starts fails at once (its script throws),
 * and `window.workersStarted` counts them. */
function breakWorkers() {
  window.workersStarted = 0;
  const Base = window.Worker;
  const broken = URL.createObjectURL(new Blob(['throw new Error("broken on purpose")'], { type: 'text/javascript' }));
  window.Worker = class extends Base {
    constructor() {
      super(broken);
      window.workersStarted++;
    }
  };
}

/** Runs in the page before its scripts: every move a worker answers with carries the index of
 * another legal move, as if the worker and the page disagreed about the position. */
function misnumberBotMoves() {
  const Base = window.Worker;
  window.Worker = class extends Base {
    set onmessage(handler) {
      super.onmessage = (e) => {
        const result = e.data && e.data.type === 'done' && e.data.result;
        if (result && result.move) result.move.index = result.move.index === 0 ? 1 : 0;
        handler(e);
      };
    }

    get onmessage() {
      return super.onmessage;
    }
  };
}

function analysis(page) {
  return page.$eval('#analysis', (box) => ({
    state: box.dataset.state,
    depth: Number(box.dataset.depth),
    best: document.getElementById('analysis-best').textContent,
    score: document.getElementById('analysis-score').textContent,
    pv: document.getElementById('analysis-pv').textContent,
  }));
}

/** Waits until the analysis has reached `depth` with a line starting `prefix`. */
function waitAnalysis(page, prefix, depth = 3) {
  return page.waitForFunction(
    ([p, d]) =>
      Number(document.getElementById('analysis').dataset.depth) >= d &&
      document.getElementById('analysis-pv').textContent.startsWith(p),
    [prefix, depth],
    { timeout: 10000 },
  );
}

/** The pieces of a starting-position file, as the board should show them. */
function expectedPieces(setup) {
  const out = {};
  for (const color of ['white', 'black']) {
    for (const s of setup[color].men) out[s] = `${color}-man`;
    for (const s of setup[color].kings) out[s] = `${color}-king`;
  }
  return out;
}

/** The piece games of the menu, after the draughts games. */

onTargetsInTurn(
  (target) => `the page over ${target}`,
  (env) => {
    /** Runs `body` on a fresh page, then checks the console and the network. */
    const withPage = (body, viewport, init, allowErrors) => inPage(env, body, viewport, init, allowErrors);

    test('every game starts from its bundled position', () =>
      withPage(async (page) => {
        await seats(page, 'human', 'human');
        const all = await page.$$eval('#variant option', (o) =>
          o.map((x) => x.value).filter((v) => v !== 'house' && v !== 'builder'),
        );
        // The piece games start from their game files (src/piece/games/), tested in pieces.test.js.
        for (const piece of PIECE_GAMES) assert.ok(all.includes(piece), `${piece} in the menu`);
        const names = all.filter((v) => !PIECE_GAMES.includes(v));
        for (const known of Object.keys(DRAUGHTS_POINTS)) assert.ok(names.includes(known), `${known} in the menu`);
        for (const name of names) {
          await choose(page, 'variant', name);
          const setup = JSON.parse(fs.readFileSync(path.join(POSITIONS, `${name}.json`), 'utf8'));
          const b = await board(page);
          assert.equal(b.variant, name);
          assert.equal(b.toMove, setup.toMove, name);
          assert.equal(b.result, undefined);
          const cells = await page.$$eval('#board [data-square]', (c) => c.map((x) => x.getAttribute('aria-label')));
          assert.equal(cells.length, DRAUGHTS_POINTS[name] ?? cells.length, `${name}: squares`);
          assert.ok(cells.length >= 32, `${name}: ${cells.length} squares`);
          const word = name.startsWith('sixteen-soldiers') ? 'Point' : 'Square';
          assert.ok(cells.every((label) => new RegExp(`^${word} \\S+, `).test(label)), name);
          assert.deepEqual(await pieces(page), expectedPieces(setup), name);
          await shot(page, `start-${name}`);
        }
      }));

    test('a move by clicks, and the bot answers', () =>
      withPage(async (page) => {
        await setUp(page, { black: 'level:9@1000' });
        await square(page, '32').click();
        const targets = await page.$$eval('#board .target', (c) => c.map((x) => x.dataset.square).sort());
        assert.deepEqual(targets, ['27', '28']);
        await square(page, '28').click();
        assert.equal((await pieces(page))['28'], 'white-man');
        await waitTurn(page, 'white');
        assert.equal(await moveCount(page), 2);
        assert.match(await page.textContent('#moves [data-ply="2"]'), /^(1[6-9]|20)-(2[1-5])$/, "Black's reply");
        await shot(page, 'after-bot-move');
      }));

    test('at the normal speed the bot shows its move, then the piece travels, its captures turn to ghosts and its landings are marked', () =>
      withPage(async (page) => {
        // The default speed is normal. After 28-23 Black's one move is 18x29x40, taking 23 and 34.
        assert.equal(await page.$eval('#speed', (s) => s.value), 'normal');
        await choose(page, 'seat-black', 'level:1');
        await loadFen(page, 'W:W28,34,45,47:B5,18');
        await waitTurn(page, 'white');
        await clickMove(page, ['28', '23']);
        // Watched from the page, frame by frame, until it is White's turn again. When the piece
        // sets off, its animation and the captured pieces' fades are stepped through their whole
        // course (paused, then put back where they were), so the path is seen at fixed points of
        // the animation whatever the frame rate.
        await page.evaluate(() => {
          const b = document.getElementById('board');
          const sq = (n) => b.querySelector(`[data-square="${n}"]`);
          const centre = (el) => {
            const r = el.getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2];
          };
          const squares = (cls) => [...b.querySelectorAll(`.${cls}`)].map((c) => c.dataset.square).sort();
          const opacity = (n) => {
            const p = sq(n).querySelector('.piece');
            return p ? Number(getComputedStyle(p).opacity) : null;
          };
          const STEPS = 40;
          const course = (moving) => {
            // The move's own animations (not the page's CSS transitions).
            const all = b.getAnimations({ subtree: true }).filter((a) => a.constructor === Animation);
            const duration = moving.getAnimations()[0].effect.getComputedTiming().duration;
            const was = all.map((a) => a.currentTime);
            all.forEach((a) => a.pause());
            const steps = [];
            for (let i = 0; i <= STEPS; i++) {
              all.forEach((a) => {
                a.currentTime = (duration * i) / STEPS;
              });
              const mark = sq('29').querySelector('.landing-mark');
              steps.push({
                at: centre(moving),
                fade: [opacity('23'), opacity('34')],
                mark: mark ? Number(getComputedStyle(mark).opacity) : null,
              });
            }
            all.forEach((a, i) => {
              a.currentTime = was[i] ?? 0;
              a.play();
            });
            return steps;
          };
          const out = { centres: {}, highlight: null, movingTurns: [], steps: null, end: false };
          for (const n of ['18', '29', '40']) out.centres[n] = centre(sq(n));
          window.botWatch = out;
          const frame = () => {
            if (!out.highlight && b.querySelector('.bot-move')) {
              out.highlight = {
                moving: Boolean(b.querySelector('.piece.moving')),
                toMove: b.dataset.toMove,
                move: squares('bot-move'),
                capture: squares('bot-capture'),
                pieces: Object.fromEntries(
                  [...b.querySelectorAll('[data-square]')]
                    .filter((c) => c.querySelector('.piece'))
                    .map((c) => [c.dataset.square, c.querySelector('.piece').dataset.piece]),
                ),
              };
            }
            // The bot's piece (the human's own move may still be sliding before the highlight).
            const moving = out.highlight && b.querySelector('.piece.moving');
            if (moving) {
              out.movingTurns.push(b.dataset.toMove);
              if (!out.steps) out.steps = course(moving);
            }
            if (b.dataset.toMove === 'white' && b.dataset.busy === 'false') out.end = true;
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
        await page.waitForFunction(() => window.botWatch.end, null, { timeout: 15000 });
        const seen = await page.evaluate(() => window.botWatch);
        // First the move is highlighted on the old position, before anything moves.
        const h = seen.highlight;
        assert.ok(h, 'the bot move was highlighted');
        assert.equal(h.moving, false, 'the piece was still when its move was first highlighted');
        assert.equal(h.toMove, 'black');
        assert.deepEqual(h.move, ['18', '29', '40']);
        assert.deepEqual(h.capture, ['23', '34']);
        assert.deepEqual(h.pieces, { 5: 'black-man', 18: 'black-man', 23: 'white-man', 34: 'white-man', 45: 'white-man', 47: 'white-man' });
        // Then the piece travels 18 → 29 → 40; the captured pieces turn to ghosts as it passes,
        // 23 first, and stay on the board till the end; 29 is marked once it lands there; the
        // move is played only after its animation.
        assert.ok(seen.movingTurns.length > 0, 'the piece was seen moving');
        assert.ok(seen.movingTurns.every((t) => t === 'black'), 'the move is played only after its animation');
        const steps = seen.steps;
        const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);
        const nearest = (n) => {
          let best = 0;
          steps.forEach((f, i) => {
            if (dist(f.at, seen.centres[n]) < dist(steps[best].at, seen.centres[n])) best = i;
          });
          return { i: best, d: dist(steps[best].at, seen.centres[n]) };
        };
        const [at18, at29, at40] = ['18', '29', '40'].map(nearest);
        const cell = dist(seen.centres['18'], seen.centres['29']);
        assert.ok(at18.d < cell / 4 && at29.d < cell / 4 && at40.d < cell / 4, JSON.stringify({ at18, at29, at40, cell }));
        assert.ok(at18.i < at29.i && at29.i < at40.i, `the path's order: ${at18.i}, ${at29.i}, ${at40.i}`);
        const ghost = (k) => steps.findIndex((f) => f.fade[k] !== null && f.fade[k] < 0.5);
        assert.ok(ghost(0) >= 0 && ghost(1) >= 0, 'both captured pieces turned to ghosts');
        assert.ok(ghost(0) < ghost(1), '23 before 34');
        assert.ok(steps[0].fade[0] > 0.9 && steps[0].fade[1] > 0.9, 'the captured pieces were there when it set off');
        const last = steps[steps.length - 1];
        assert.ok(last.fade.every((o) => o > 0.2 && o < 0.5), `ghosts, still on the board at the end: ${last.fade}`);
        const marked = steps.findIndex((f) => f.mark > 0.5);
        assert.equal(steps[0].mark, 0, 'no landing marked when it set off');
        assert.ok(marked > at18.i && Math.abs(marked - at29.i) <= 3, `29 marked on landing: ${marked}, landed ${at29.i}`);
        assert.equal(last.mark, 1, 'the landing stays marked till the end');
        // And then the move is on the board and in the list.
        assert.deepEqual(await pieces(page), { 5: 'black-man', 40: 'black-man', 45: 'white-man', 47: 'white-man' });
        assert.match(await page.textContent('#moves'), /18x40/);
        assert.equal(await page.$$eval('#board .landing-mark, #board .taken', (e) => e.length), 0, 'no mark is left');
      }));

    test('playing Black: the bot opens as White and the human replies', () =>
      withPage(async (page) => {
        await setUp(page, { white: 'level:1' });
        await waitTurn(page, 'black');
        const b = await board(page);
        assert.equal(b.orientation, 'black', 'Black at the bottom');
        assert.equal(await moveCount(page), 1);
        const opening = await page.textContent('#moves [data-ply="1"]');
        assert.match(opening, /^3[1-5]-2[6-9]|^3[1-5]-30$/, `White's opening: ${opening}`);
        // White's pieces are not the human's to move.
        assert.equal(await page.$$eval('#board .can-move', (c) => c.every((x) => x.querySelector('[data-piece="black-man"]'))), true);
        await clickMove(page, ['19', '23']);
        await waitTurn(page, 'black');
        assert.equal(await moveCount(page), 3);
        assert.match(await page.textContent('#moves [data-ply="2"]'), /^19-23$/);
        await shot(page, 'playing-black');
      }));

    test('a move by dragging', () =>
      withPage(async (page) => {
        await seats(page, 'human', 'human');
        const from = await square(page, '33').boundingBox();
        const to = await square(page, '29').boundingBox();
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 - 10, { steps: 3 });
        await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
        await page.mouse.up();
        await waitTurn(page, 'black');
        const p = await pieces(page);
        assert.equal(p['29'], 'white-man');
        assert.equal(p['33'], undefined);
      }));

    test('a double capture by clicking each landing, then the end is announced', () =>
      withPage(async (page) => {
        await choose(page, 'speed', 'instant');
        await loadFen(page, 'W:W32:B27,17');
        await square(page, '32').click();
        assert.deepEqual(await page.$$eval('#board .target', (c) => c.map((x) => x.dataset.square)), ['21']);
        await square(page, '21').click();
        assert.equal((await board(page)).toMove, 'white');
        assert.deepEqual(await page.$$eval('#board .target', (c) => c.map((x) => x.dataset.square)), ['12']);
        assert.equal(await page.$$eval('#board .piece.doomed', (p) => p.length), 1);
        await square(page, '12').click();
        await page.waitForSelector('#board[data-result="white"]');
        assert.deepEqual(await pieces(page), { 12: 'white-man' });
        await page.waitForSelector('#result:not([hidden])');
        assert.match(await page.textContent('#result'), /White wins/);
        assert.match(await page.textContent('#result'), /Black has no pieces left/);
        assert.match(await page.textContent('#status'), /White wins: Black has no pieces left/);
        await page.waitForTimeout(400);
        await shot(page, 'game-over');
      }));

    test('two captures sharing a first landing are told apart by the next click', () =>
      withPage(async (page) => {
        await seats(page, 'human', 'human');
        await loadFen(page, 'W:W37:B32,22,23');
        await clickMove(page, ['37', '28']);
        const next = await page.$$eval('#board .target', (c) => c.map((x) => x.dataset.square).sort());
        assert.deepEqual(next, ['17', '19']);
        await shot(page, 'capture-choice');
        await square(page, '19').click();
        await waitTurn(page, 'black');
        assert.deepEqual(await pieces(page), { 19: 'white-man', 22: 'black-man' });
        assert.match(await page.textContent('#moves'), /37x19/);
      }));

    test('an illegal attempt shows the rule that forbids it', () =>
      withPage(async (page) => {
        await seats(page, 'human', 'human');
        await clickMove(page, ['32', '23']);
        assert.equal(await page.textContent('#message'), 'The piece on 32 can go to 27 or 28.');
        await clickMove(page, ['32', '46']);
        assert.equal(await page.textContent('#message'), 'That piece cannot move.');
        await clickMove(page, ['19']);
        assert.equal(await page.textContent('#message'), 'That piece is not yours: White is to move.');
        await loadFen(page, 'W:W32,40:B27,17');
        await square(page, '40').click();
        const msg = page.locator('#message');
        assert.ok(await msg.isVisible());
        assert.match(await msg.textContent(), /Capturing is compulsory.*32/);
        assert.equal(await page.$$eval('#board .selected', (c) => c.length), 0);
        // A quiet move of the piece that must capture: the engine names the rule.
        await clickMove(page, ['32', '28']);
        assert.equal(await msg.textContent(), 'Capturing is compulsory: you must capture (with the piece on 32).');
        // The piece stays picked; stopping half-way through its capture: it must go on.
        assert.deepEqual(await page.$$eval('#board .selected', (c) => c.map((x) => x.dataset.square)), ['32']);
        await clickMove(page, ['21', '26']);
        assert.equal(await msg.textContent(), 'The capture must go on: jump to 12, or click the piece to start again.');
        assert.equal((await board(page)).toMove, 'white');
        assert.deepEqual(await pieces(page), { 32: 'white-man', 40: 'white-man', 27: 'black-man', 17: 'black-man' });
        await shot(page, 'illegal-reason');
      }));

    test('undo and redo', () =>
      withPage(async (page) => {
        await setUp(page, { black: 'level:1' });
        const start = await pieces(page);
        await clickMove(page, ['32', '28']);
        await waitTurn(page, 'white');
        assert.equal(await moveCount(page), 2);
        await page.click('#undo');
        await waitTurn(page, 'white');
        assert.deepEqual(await pieces(page), start);
        assert.ok(await page.isEnabled('#redo'));
        await page.click('#redo');
        await waitTurn(page, 'white');
        assert.equal((await pieces(page))['28'], 'white-man');
        await seats(page, 'human', 'human');
        await page.click('#undo');
        assert.equal((await board(page)).toMove, 'black');
      }));

    test('switching games mid-game, then playing the new one', () =>
      withPage(async (page) => {
        await setUp(page, { black: 'level:1' });
        await clickMove(page, ['32', '28']);
        await waitTurn(page, 'white');
        await switchGameMidway(page, 'russian');
        assert.equal(await moveCount(page), 0);
        await clickMove(page, ['c3', 'd4']);
        await waitTurn(page, 'white');
        assert.equal(await moveCount(page), 2);
        assert.equal((await pieces(page)).d4, 'white-man');
      }));

    test('games and positions load from files and save as PDN', () =>
      withPage(async (page) => {
        const pdn = '[Event "Test"]\n[Result "*"]\n\n1. 32-28 19-23 2. 28x19 14x23 3. 37-32 10-14 *\n';
        await loadFile(page, 'game.pdn', pdn);
        await waitTurn(page, 'white');
        assert.equal(await moveCount(page), 6);
        assert.match(await page.textContent('#message'), /Loaded game\.pdn/);
        await openPositionBox(page);
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-pdn')]);
        const saved = fs.readFileSync(await download.path(), 'utf8');
        // The file's own tags are kept (it names no players, so none are added).
        assert.match(saved, /^\[Event "Test"\]\n/);
        assert.doesNotMatch(saved, /\[White /);
        assert.match(saved, /1\. 32-28 19-23 2\. 28x19 14x23 3\. 37-32 10-14/);

        const setup = { variant: 'russian', toMove: 'black', white: { men: ['c3'], kings: ['h2'] }, black: { men: ['f6'], kings: [] } };
        await loadFile(page, 'ending.json', JSON.stringify(setup));
        await waitTurn(page, 'black');
        const b = await board(page);
        assert.equal(b.variant, 'russian');
        assert.equal(b.orientation, 'black');
        assert.deepEqual(await pieces(page), { c3: 'white-man', h2: 'white-king', f6: 'black-man' });
        await shot(page, 'loaded-position');

        await loadFile(page, 'bad.json', JSON.stringify({ ...setup, white: { men: ['c3', 'c3'], kings: [] } }));
        assert.match(await page.textContent('#message'), /bad\.json: .*c3/);
        assert.deepEqual(await pieces(page), { c3: 'white-man', h2: 'white-king', f6: 'black-man' });
      }));

    test('ten rapid stop/restart cycles leave a working bot', () =>
      withPage(async (page) => {
        // Frisian: the same board and start as International, but no opening book to answer from.
        await setUp(page, { game: 'frisian' });
        await seats(page, 'level:9@3000', 'level:9@3000');
        for (let i = 0; i < 10; i++) {
          await page.waitForSelector('#stop:not([disabled])', { timeout: 5000 });
          if (i % 3 === 2) await page.click('#new-game');
          else await page.click('#stop');
        }
        await seats(page, 'human', 'level:9@1000');
        await page.waitForSelector('#board[data-busy="false"]');
        const turn = (await board(page)).toMove;
        if (turn !== 'white') await waitTurn(page, 'white');
        const before = await moveCount(page);
        await page.locator('#board .can-move').first().click();
        // Through the landings of a capture, if it has several, to one that completes the move.
        for (let i = 0; i < 12 && !(await page.$('#board .target.ends-move')); i++) {
          await page.locator('#board .target').first().click();
        }
        await page.locator('#board .target.ends-move').first().click();
        // The move is recorded; a forced answer may follow within the same frame, so the count is
        // what is awaited, not Black's turn.
        await page.waitForFunction(
          (n) => document.querySelectorAll('#moves .move[data-ply]').length > n,
          before,
          { timeout: 5000 },
        );
        await waitTurn(page, 'white');
        assert.ok((await moveCount(page)) >= before + 2, 'the bot answered');
      }));

    test('a hint shows a legal move on the board and in words', () =>
      withPage(async (page) => {
        await setUp(page, { black: 'level:1' });
        await page.click('#hint');
        await page.waitForSelector('#hint-text[data-state="done"]', { timeout: 10000 });
        const hint = await page.$eval('#hint-text', (el) => ({ ...el.dataset, text: el.textContent }));
        const path = hint.path.split(' ');
        assert.equal(path.length, 1, 'no capture at the start');
        assert.equal(hint.move, `${hint.from}-${path[0]}`);
        assert.match(hint.text, new RegExp(`^Hint for White: ${hint.move} — the man on ${hint.from} to ${path[0]} \\(`));
        assert.equal((await pieces(page))[hint.from], 'white-man');
        assert.deepEqual(await page.$$eval('#board .hint-from', (c) => c.map((x) => x.dataset.square)), [hint.from]);
        assert.deepEqual(await page.$$eval('#board .hint-path', (c) => c.map((x) => x.dataset.square)), path);
        await shot(page, 'hint');
        // The hinted move is legal: the clicks play it, the bot answers, and the hint is gone.
        await clickMove(page, [hint.from, ...path]);
        await waitTurn(page, 'white');
        assert.equal(await moveCount(page), 2);
        assert.ok(await page.$eval('#hint-text', (el) => el.hidden));
        assert.equal(await page.$$eval('#board .hint-from, #board .hint-path', (c) => c.length), 0);

        // A capture: its landings are marked and its victims ringed.
        await loadFen(page, 'W:W32:B27,17');
        await page.click('#hint');
        await page.waitForSelector('#hint-text[data-state="done"]', { timeout: 10000 });
        assert.match(await page.textContent('#hint-text'), /Hint for White: 32x12 — the man on 32 capturing 27 and 17, landing on 21 then 12 \(White wins in 1 ply, depth 1\)/);
        assert.deepEqual(await page.$$eval('#board .hint-path', (c) => c.map((x) => x.dataset.square).sort()), ['12', '21']);
        assert.deepEqual(await page.$$eval('#board .hint-capture', (c) => c.map((x) => x.dataset.square).sort()), ['17', '27']);
        await shot(page, 'hint-capture');
      }));

    test('a hint left by a move keeps its worker, which gives the next hint', () =>
      withPage(
        async (page) => {
          await seats(page, 'human', 'human');
          const workersBefore = await page.evaluate(() => window.workers.length);
          await page.click('#hint');
          // Its first report, then a move while it thinks on (a second in all).
          await page.waitForFunction((n) => window.workers.slice(n).some((w) => w.infos > 0), workersBefore);
          assert.equal(await page.$eval('#hint-text', (el) => el.dataset.state), 'thinking');
          await clickMove(page, ['32', '28']);
          // The hint about the position before goes once the move is on the board.
          await page.waitForFunction(() => document.getElementById('hint-text').hidden, null, { timeout: 5000 });
          // The hint was left between two steps, its worker kept.
          await oneWorkerSince(page, workersBefore);
          // The next hint, for Black, comes from the same worker.
          await page.click('#hint');
          await page.waitForSelector('#hint-text[data-state="done"]', { timeout: 10000 });
          assert.match(await page.textContent('#hint-text'), /^Hint for Black: \d+-\d+ /);
          await oneWorkerSince(page, workersBefore);
        },
        undefined,
        watchWorkers,
      ));

    test('the analysis deepens, shows its line, follows the position in one worker and stops when closed', () =>
      withPage(
        async (page) => {
          await seats(page, 'human', 'human');
          assert.equal((await analysis(page)).state, 'off');
          const workersBefore = await page.evaluate(() => window.workers.length);
          await page.click('#analysis-toggle');
          await waitAnalysis(page, '1. ');
          const first = await analysis(page);
          assert.equal(first.state, 'running');
          await page.waitForFunction((d) => Number(document.getElementById('analysis').dataset.depth) > d, first.depth, {
            timeout: 10000,
          });
          const deeper = await analysis(page);
          assert.ok(deeper.depth > first.depth, `depth ${first.depth} then ${deeper.depth}`);
          assert.match(deeper.pv, /^1\. \d+-\d+ \d+-\d+ 2\. \d+/, deeper.pv);
          assert.ok(deeper.pv.startsWith(`1. ${deeper.best} `), `${deeper.best} leads ${deeper.pv}`);
          assert.match(deeper.score, /^([+−]\d+\.\d\d|0\.00)$/);
          assert.equal((await pieces(page))[deeper.best.split('-')[0]], 'white-man');

          // A move, an undo and a click in the move list each restart it on the new position.
          await clickMove(page, ['32', '28']);
          await waitAnalysis(page, '1… ');
          let now = await analysis(page);
          assert.equal((await pieces(page))[now.best.split(/[-x]/)[0]], 'black-man', `${now.best} is Black's`);
          await shot(page, 'analysis');
          await page.click('#undo');
          await waitAnalysis(page, '1. ');
          await page.click('#moves [data-ply="1"]');
          await waitAnalysis(page, '1… ');
          // All in the one worker, which keeps its table and endgame bitbase from one position
          // to the next: the analysis leaves a position between two short steps.
          assert.ok((await oneWorkerSince(page, workersBefore)).infos > 0, 'the worker reported');

          // Closing it leaves that worker idle: no report comes after.
          await page.click('#analysis-toggle');
          now = await analysis(page);
          assert.equal(now.state, 'off');
          assert.ok(await page.$eval('#analysis-body', (b) => b.hidden));
          await page.waitForTimeout(600);
          const count = () => page.evaluate(() => window.workers.reduce((n, w) => n + w.infos, 0));
          const after = await count();
          await page.waitForTimeout(1500);
          assert.equal(await count(), after, 'progress reports after the analysis was closed');

          // Opened again it starts afresh, in the same worker.
          await page.click('#analysis-toggle');
          await waitAnalysis(page, '1… ');
          await oneWorkerSince(page, workersBefore);
        },
        undefined,
        watchWorkers,
      ));

    test('rapid analysis toggles and moves end in a working analysis, and the bot is unaffected', () =>
      withPage(async (page) => {
        await setUp(page);
        for (let i = 0; i < 7; i++) await page.click('#analysis-toggle');
        await page.click('#hint');
        await clickMove(page, ['32', '28']);
        await page.click('#analysis-toggle');
        await page.click('#analysis-toggle');
        await clickMove(page, ['19', '23']);
        await page.click('#undo');
        await page.click('#redo');
        // One legal move: the analysis ends at once and says so.
        await page.waitForSelector('#analysis[data-state="done"]', { timeout: 10000 });
        assert.match(await page.textContent('#analysis-note'), /only legal move/);
        assert.equal((await analysis(page)).best, '28x19');
        await clickMove(page, ['28', '19']);
        await clickMove(page, ['14', '23']);
        await waitAnalysis(page, '3. ', 4);
        const now = await analysis(page);
        assert.equal(now.state, 'running');
        assert.equal((await pieces(page))[now.best.split(/[-x]/)[0]], 'white-man', now.best);
        // The bot at the strongest level with a clock still answers beside the analysis.
        await seats(page, 'human', 'level:9@1000');
        await clickMove(page, now.best.split(/[-x]/));
        await waitTurn(page, 'white');
        assert.equal(await moveCount(page), 6);
        await waitAnalysis(page, '4. ');
      }));

    test('a bot move whose index names another legal move is not played', () =>
      withPage(
        async (page) => {
          await setUp(page, { black: 'level:1' });
          await clickMove(page, ['32', '28']);
          await page.waitForFunction(() => /not played/.test(document.getElementById('message').textContent), null, {
            timeout: 5000,
          });
          assert.match(
            await page.textContent('#message'),
            /^The move \d+-\d+ does not match this position's legal moves, so it was not played\.$/,
          );
          await page.waitForTimeout(500);
          const b = await board(page);
          assert.equal(b.toMove, 'black');
          assert.equal(b.busy, 'false');
          assert.equal(await moveCount(page), 1, 'nothing played, and no new attempt');
        },
        undefined,
        misnumberBotMoves,
      ));

    test('workers that cannot start are given up after a few attempts, and the page says why', () =>
      withPage(
        async (page) => {
          await choose(page, 'speed', 'instant');
          await page.waitForFunction(() => /The engine failed/.test(document.getElementById('message').textContent), null, {
            timeout: 5000,
          });
          assert.match(
            await page.textContent('#message'),
            /^The engine failed: the engine cannot start \(3 attempts failed\): .*broken on purpose/,
          );
          // The game itself still works; the bot's turn reports the failure instead of hanging.
          await clickMove(page, ['32', '28']);
          await page.waitForFunction(() => /The bot failed/.test(document.getElementById('message').textContent), null, {
            timeout: 5000,
          });
          assert.match(await page.textContent('#message'), /^The bot failed: the engine cannot start/);
          assert.equal((await pieces(page))['28'], 'white-man');
          const started = await page.evaluate(() => window.workersStarted);
          assert.equal(started, 3, 'workers started');
          await page.waitForTimeout(1000);
          assert.equal(await page.evaluate(() => window.workersStarted), started, 'no more workers after giving up');
        },
        undefined,
        breakWorkers,
        /broken on purpose/,
      ));

    test('a phone-sized screen shows the whole board', () =>
      withPage(
        async (page) => {
          const box = await page.locator('#board').boundingBox();
          assert.ok(box.x >= 0 && box.x + box.width <= 390, `board ${JSON.stringify(box)}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(overflow <= 390, `page is ${overflow}px wide`);
          await shot(page, 'phone');
        },
        { width: 390, height: 844 },
      ));
  },
);
