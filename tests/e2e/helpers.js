// What the browser tests do on the page, as a person would: read the board (squares and pieces by
// the page contract of DESIGN.md), pick from the menus, click moves, open files, wait for turns.
'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const square = (page, name) => page.locator(`#board [data-square="${name}"]`);

/** Square name → data-piece of every piece on the board. */
function pieces(page) {
  return page.$$eval('#board [data-square]', (cells) =>
    Object.fromEntries(
      cells
        .filter((c) => c.querySelector('.piece'))
        .map((c) => [c.dataset.square, c.querySelector('.piece').dataset.piece]),
    ),
  );
}

function board(page) {
  return page.$eval('#board', (b) => ({ ...b.dataset }));
}

/** Picks `value` in the menu `id`, unfolding the settings first where they are folded (a
 * phone). */
async function choose(page, id, value) {
  await page.$eval(`#${id}`, (menu) => {
    const folded = menu.closest('details:not([open])');
    if (folded) folded.open = true;
  });
  await page.selectOption(`#${id}`, value);
}

/** Seats `white` and `black` (`human` or a bot's menu value such as `level:1`). */
async function seats(page, white, black) {
  await choose(page, 'seat-black', black);
  await choose(page, 'seat-white', white);
}

/** Readies the page for a test: instant speed, `white` and `black` seated (people unless given,
 * as `seats` takes them), then `game` picked where given. */
async function setUp(page, { white = 'human', black = 'human', game } = {}) {
  await choose(page, 'speed', 'instant');
  await seats(page, white, black);
  if (game) await choose(page, 'variant', game);
}

/** Picks `variant` in the Game menu while a game is in progress: the page asks first, and the
 * player agrees to give that game up. */
async function switchGameMidway(page, variant) {
  await choose(page, 'variant', variant);
  await page.waitForSelector('#confirm-dialog[open]');
  await page.click('#confirm-yes');
  await page.waitForSelector(`#board[data-variant="${variant}"]`);
}

/** Waits until it is `color`'s turn with no bot thinking or animating. */
function waitTurn(page, color, timeout = 15000) {
  return page.waitForSelector(`#board[data-to-move="${color}"][data-busy="false"]`, { timeout });
}

/** Opens the position editor on the position on the board and waits until it shows. */
async function openEditor(page) {
  await page.click('#edit');
  await page.waitForSelector('#editor:not([hidden])');
}

/** In the position editor, picks `tool` (a piece such as `white-king`, or `empty`) and clicks
 * each of `squares` with it. */
async function place(page, tool, ...squares) {
  await page.click(`#editor [data-tool="${tool}"]:visible`);
  for (const s of squares) await square(page, s).click();
}

async function openPositionBox(page) {
  if (!(await page.$eval('#position-box', (d) => d.open))) await page.click('#position-box summary');
}

async function loadFen(page, fen) {
  await openPositionBox(page);
  await page.fill('#fen', fen);
  await page.click('#load-fen');
}

/** Opens `name` (its contents `text`, a string or a Buffer) through the file button and waits
 * until the page has read it. */
async function loadFile(page, name, text) {
  const buffer = Buffer.isBuffer(text) ? text : Buffer.from(text);
  await page.setInputFiles('#load-file', { name, mimeType: 'text/plain', buffer });
  await page.waitForFunction((n) => document.getElementById('message').textContent.includes(n), name);
}

async function clickMove(page, squares) {
  for (const s of squares) await square(page, s).click();
}

/** The number of moves played up to the position shown (the move marked in the list). */
function currentPly(page) {
  return page.$eval('#moves', (list) => {
    const cur = list.querySelector('.move.current');
    return cur ? Number(cur.dataset.ply) : 0;
  });
}

/** Plays a move by clicking `squares` and waits until it is on the board (its slide done). */
async function playMove(page, squares) {
  const ply = await currentPly(page);
  await clickMove(page, squares);
  await waitPastPly(page, ply);
}

/** Waits until the move list's current move is past `ply`. */
function waitPastPly(page, ply) {
  return page.waitForFunction((p) => {
    const cur = document.querySelector('#moves .move.current');
    return cur && Number(cur.dataset.ply) > p;
  }, ply);
}

/** Plays `moves` (each a list of squares, as `playMove` takes them) one after the other. */
async function playMoves(page, moves) {
  for (const squares of moves) await playMove(page, squares);
}

/** Plays the first legal move of the side to move (through every landing of a capture) and
 * waits until it is on the board. */
async function playAnyMove(page) {
  const ply = await currentPly(page);
  await page.locator('#board .can-move').first().click();
  for (let i = 0; i < 12 && !(await page.$('#board .target.ends-move')); i++) {
    await page.locator('#board .target').first().click();
  }
  await page.locator('#board .target.ends-move').first().click();
  await waitPastPly(page, ply);
}

/** Plays 32-28 against the bot (level 1, instantly) and waits for its answer. */
async function playAgainstTheBot(page) {
  await seats(page, 'human', 'level:1');
  await choose(page, 'speed', 'instant');
  await page.click('#new-game');
  await waitTurn(page, 'white');
  await playMove(page, ['32', '28']);
  await waitTurn(page, 'white');
  assert.equal(await moveCount(page), 2, 'the bot answered');
}

/** Saves the game as PDN through its button and returns the file's text. */
async function savePdn(page) {
  await openPositionBox(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-pdn')]);
  return fs.readFileSync(await download.path(), 'utf8');
}

/** Reloads the page and waits until it is ready. */
async function reload(page) {
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15000 });
}

function moveCount(page) {
  return page.$$eval('#moves .move[data-ply]', (b) => b.length);
}

/** The playable squares (or points) of each draughts game's board, in menu order, as its rules
 * give them. */
const DRAUGHTS_POINTS = {
  international: 50,
  brazilian: 32,
  russian: 32,
  czech: 32,
  english: 32,
  italian: 32,
  pool: 32,
  antidraughts: 50,
  breakthrough: 50,
  turkish: 64,
  frisian: 50,
  frysk: 50,
  'sixteen-soldiers': 37,
  'sixteen-soldiers-49': 49,
};

/** Runs in the page before its scripts: keeps a record of every worker it starts (`window.workers`:
 * the number of messages it sent, of them progress reports, and whether it was ended). */
function watchWorkers() {
  window.workers = [];
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(...args) {
      super(...args);
      const record = { messages: 0, infos: 0, terminated: false };
      window.workers.push(record);
      this.addEventListener('message', (e) => {
        record.messages++;
        if (e.data && e.data.type === 'info') record.infos++;
      });
      this.record = record;
    }

    terminate() {
      this.record.terminated = true;
      super.terminate();
    }
  };
}

/** The page's messages in language `code` (www/js/i18n/<code>.js): key → text. */
async function messages(code) {
  const file = path.join(__dirname, '..', '..', 'www', 'js', 'i18n', `${code}.js`);
  return (await import(pathToFileURL(file).href)).default;
}

/** The built-in piece games, in menu order. */
const PIECE_GAMES = [
  'chess',
  'shogi',
  'minishogi',
  'los-alamos',
  'capablanca',
  'chess-vs-draughts',
  'catapult-chess',
  'xiangqi',
  'minixiangqi',
  'makruk',
];

module.exports = {
  DRAUGHTS_POINTS,
  PIECE_GAMES,
  board,
  choose,
  clickMove,
  loadFen,
  loadFile,
  currentPly,
  messages,
  moveCount,
  openEditor,
  openPositionBox,
  pieces,
  place,
  playAgainstTheBot,
  playAnyMove,
  playMove,
  playMoves,
  reload,
  savePdn,
  seats,
  setUp,
  square,
  switchGameMidway,
  waitTurn,
  watchWorkers,
};
