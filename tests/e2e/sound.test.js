// The sounds of the game, from file:// and over http: a move, a capture and the end of a game each
// make their own sound, the bot's moves too; the mute switch silences them and is remembered
// over a reload. The page's AudioContext is wrapped to record every sound source it starts.
'use strict';
const assert = require('node:assert/strict');
const { test, onTargetsInTurn, inPage } = require('./harness.js');
const { loadFen, playMove, reload, seats, setUp, waitTurn } = require('./helpers.js');

/** Counts the audio contexts made and records each source started: an oscillator by its wave
 * type, a buffer source as `noise`. */
const RECORD_AUDIO = () => {
  window.__audio = { contexts: 0, sources: [] };
  const Real = window.AudioContext;
  const record = (node, name) => {
    const begin = node.start.bind(node);
    node.start = (...args) => {
      window.__audio.sources.push(name());
      return begin(...args);
    };
    return node;
  };
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      window.__audio.contexts++;
    }
    createOscillator() {
      const osc = super.createOscillator();
      return record(osc, () => osc.type);
    }
    createBufferSource() {
      return record(super.createBufferSource(), () => 'noise');
    }
  };
};

/** The sources started since the last call, sorted. */
function sounds(page) {
  return page.evaluate(() => window.__audio.sources.splice(0).sort());
}

const MOVE = ['noise', 'triangle'];
const CAPTURE = ['noise', 'noise', 'triangle', 'triangle'];
const END = ['sine', 'sine', 'sine'];
const sorted = (...lists) => lists.flat().sort();

async function soundSwitch(page) {
  return page.$eval('#sound', (b) => ({ pressed: b.getAttribute('aria-pressed'), label: b.innerText }));
}

onTargetsInTurn(
  (target) => `sounds, over ${target}`,
  (env) => {
    const withPage = (body) => inPage(env, body, undefined, RECORD_AUDIO);

    test('a move, a capture and a game won each sound; the mute switch silences them and is kept', () =>
      withPage(async (page) => {
        assert.deepEqual(await soundSwitch(page), { pressed: 'true', label: 'Sound on' });
        await seats(page, 'human', 'human');
        assert.equal(await page.evaluate(() => window.__audio.contexts), 0, 'no audio before a gesture');
        await playMove(page, ['32', '28']);
        assert.deepEqual(await sounds(page), MOVE, 'a move');
        await playMove(page, ['19', '23']);
        assert.deepEqual(await sounds(page), MOVE, 'a move');
        await playMove(page, ['28', '19']);
        assert.deepEqual(await sounds(page), CAPTURE, 'a capture');

        await loadFen(page, 'W:W28:B23');
        await waitTurn(page, 'white');
        await sounds(page);
        await playMove(page, ['28', '19']);
        await page.waitForSelector('#board[data-result]', { timeout: 5000 });
        assert.deepEqual(await sounds(page), sorted(CAPTURE, END), 'the capture that wins the game');

        await page.click('#sound');
        assert.deepEqual(await soundSwitch(page), { pressed: 'false', label: 'Sound off' });
        assert.equal(await page.evaluate(() => localStorage.getItem('dama.sound')), 'off');
        await page.click('#new-game');
        await playMove(page, ['32', '28']);
        assert.deepEqual(await sounds(page), [], 'muted');

        await reload(page);
        assert.deepEqual(await soundSwitch(page), { pressed: 'false', label: 'Sound off' }, 'after a reload');
        await playMove(page, ['19', '23']);
        assert.deepEqual(await sounds(page), [], 'still muted');
        assert.equal(await page.evaluate(() => window.__audio.contexts), 0, 'no audio made while muted');

        await page.click('#sound');
        assert.deepEqual(await soundSwitch(page), { pressed: 'true', label: 'Sound on' });
        await playMove(page, ['28', '19']);
        assert.deepEqual(await sounds(page), CAPTURE, 'sound again');
        assert.equal(await page.evaluate(() => localStorage.getItem('dama.sound')), 'on');
      }));

    test("the bot's moves sound too", () =>
      withPage(async (page) => {
        await setUp(page, { black: 'level:1' });
        await playMove(page, ['32', '28']);
        await waitTurn(page, 'white');
        assert.deepEqual(await sounds(page), sorted(MOVE, MOVE), 'your move and the bot answer');
      }));
  },
);
