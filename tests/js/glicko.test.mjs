// Glicko-2 (www/js/glicko.js) against the worked example of Glickman's paper "Example of the
// Glicko-2 system": a 1500 player (RD 200, volatility 0.06) beats a 1400 (RD 30) and loses to a
// 1550 (RD 100) and a 1700 (RD 300): 1464.06, RD 151.52, volatility 0.05999.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NEW_RATING, rate } from '../../www/js/glicko.js';

test("Glickman's example: 1464.06, RD 151.52, volatility 0.05999", () => {
  const after = rate({ rating: 1500, rd: 200, vol: 0.06 }, [
    { rating: 1400, rd: 30, score: 1 },
    { rating: 1550, rd: 100, score: 0 },
    { rating: 1700, rd: 300, score: 0 },
  ]);
  assert.ok(Math.abs(after.rating - 1464.06) < 0.01, String(after.rating));
  assert.ok(Math.abs(after.rd - 151.52) < 0.01, String(after.rd));
  assert.ok(Math.abs(after.vol - 0.05999) < 0.00001, String(after.vol));
});

test('a win raises a rating and a loss lowers it, and both make it surer', () => {
  const won = rate(NEW_RATING, [{ rating: 1500, rd: 80, score: 1 }]);
  const lost = rate(NEW_RATING, [{ rating: 1500, rd: 80, score: 0 }]);
  assert.ok(won.rating > 1500 && lost.rating < 1500);
  assert.ok(won.rd < NEW_RATING.rd && lost.rd < NEW_RATING.rd);
});

test('a period without games only widens the deviation, up to 350', () => {
  const idle = rate({ rating: 1600, rd: 100, vol: 0.06 }, []);
  assert.equal(idle.rating, 1600);
  assert.ok(idle.rd > 100 && idle.rd < 101);
  assert.equal(rate(NEW_RATING, []).rd, 350);
});
