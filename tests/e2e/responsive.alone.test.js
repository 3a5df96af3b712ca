// The page never blocks while the bot thinks, from file:// and over http: a long search in its
// worker leaves every click answered at once, and "Move now" ends it. It measures the page's long
// tasks, so `npm test` runs it alone, after the other browser tests (which run two at a time).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { onTargets, inPage } = require('./harness.js');
const { board, choose, clickMove, moveCount, waitTurn, watchWorkers } = require('./helpers.js');

onTargets(
  (target) => `a responsive page over ${target}`,
  (env) => {
    const withPage = (body, viewport, init) => inPage(env, body, viewport, init);

    test('the page stays responsive while the bot thinks, and "Move now" stops it', () =>
      withPage(
        async (page) => {
          await choose(page, 'speed', 'instant');
          // Frisian: the same board and start as International, but no opening book to answer from.
          await choose(page, 'variant', 'frisian');
          await choose(page, 'seat-black', 'level:9@10000');
          assert.ok(
            await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('longtask')),
            'this browser reports long tasks',
          );
          await page.evaluate(() => {
            window.longTasks = [];
            window.longTaskObserver = new PerformanceObserver((list) =>
              window.longTasks.push(...list.getEntries().map((e) => e.duration)),
            );
            window.longTaskObserver.observe({ type: 'longtask' });
          });
          /** Every long task so far (the pending ones included), and forgets them. */
          const takeLongTasks = () =>
            page.evaluate(() => {
              window.longTasks.push(...window.longTaskObserver.takeRecords().map((e) => e.duration));
              return window.longTasks.splice(0);
            });
          // The observer works: a 150 ms busy loop on the main thread is one long task. A loaded
          // machine may deliver the entry late, so the probe waits and, if need be, loops again.
          let probe = [];
          for (let attempt = 0; attempt < 3 && !probe.some((d) => d >= 150); attempt++) {
            await page.evaluate(
              () =>
                new Promise((resolve) =>
                  setTimeout(() => {
                    const end = performance.now() + 150;
                    while (performance.now() < end);
                    resolve();
                  }, 0),
                ),
            );
            await page
              .waitForFunction(() => window.longTasks.length + window.longTaskObserver.takeRecords().length > 0, null, {
                timeout: 5000,
              })
              .catch(() => {});
            probe = await takeLongTasks();
          }
          assert.equal(probe.filter((d) => d >= 150).length, 1, `the busy loop as long tasks: ${probe}`);

          // The bot thinks (for up to 10 s), and the page answers clicks meanwhile.
          await clickMove(page, ['32', '28']);
          await page.waitForSelector('#stop:not([disabled])');
          const before = (await board(page)).orientation;
          await page.click('#flip');
          assert.notEqual((await board(page)).orientation, before);
          await page.click('#flip');
          assert.equal((await board(page)).orientation, before);
          // Its search goes on, its progress shown after each iteration, to depth 6 at least.
          await page.waitForFunction(() => {
            const shown = /thinking… depth (\d+)/.exec(document.getElementById('status').textContent);
            return shown && Number(shown[1]) >= 6;
          });
          const searching = () => page.evaluate(() => window.workers.filter((w) => w.infos > 0));
          assert.deepEqual((await searching()).map((w) => w.terminated), [false], 'one worker searches');
          const b = await board(page);
          assert.equal(b.toMove, 'black', 'still thinking');
          assert.equal(b.busy, 'true', 'still thinking');
          // "Move now" ends that search (its worker is ended) and the best move so far is played.
          await page.click('#stop');
          await waitTurn(page, 'white');
          assert.deepEqual((await searching()).map((w) => w.terminated), [true], 'the search was ended');
          assert.equal(await moveCount(page), 2);
          // And at no point of it was the main thread blocked.
          const long = await takeLongTasks();
          assert.ok(long.every((d) => d <= 100), `main thread blocked while the bot thought: ${long}`);
        },
        undefined,
        watchWorkers,
      ));
  },
);
