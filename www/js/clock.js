// The players' clock: time per game plus an increment for each move, kept for the sides a
// person plays (a bot keeps to its own level's limits). The side to move's time runs only while
// the game is live at its last move; whoever's time runs out loses.

/** The time controls offered: `base+increment` in seconds, or `none`. */
export const TIME_CONTROLS = ['none', '60+1', '180+2', '300+3', '600+5', '1800+10'].map((value) => ({ value }));

/** `{baseMs, incrementMs}` of a time control's value, or null for none. */
export function timeControl(value) {
  const m = /^(\d+)\+(\d+)$/.exec(value || '');
  return m ? { baseMs: Number(m[1]) * 1000, incrementMs: Number(m[2]) * 1000 } : null;
}

/** A clock's time as shown: whole seconds rounded up (`4:05`, a full minute shows `1:00`
 * until it has begun), or tenths under ten seconds (`0:09.3`). */
export function clockText(ms) {
  const left = Math.max(0, ms);
  if (left < 10000) return `0:0${Math.floor(left / 1000)}.${Math.floor((left % 1000) / 100)}`;
  const seconds = Math.ceil(left / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export class Clock {
  /** `onTick()` after each change of the times shown; `onFlag(color)` when `color`'s time is
   * up. */
  constructor(onTick, onFlag) {
    this.onTick = onTick;
    this.onFlag = onFlag;
    this.control = null;
    this.times = null;
    this.running = null;
    this.since = 0;
    this.timer = null;
  }

  /** Starts both sides afresh under `value` (a `TIME_CONTROLS` value); `none` takes the clock
   * away. */
  reset(value) {
    this.stop();
    this.control = timeControl(value);
    this.times = this.control ? { white: this.control.baseMs, black: this.control.baseMs } : null;
    this.onTick();
  }

  /** Lets `color`'s time run (null: nobody's). */
  run(color) {
    if (!this.times || color === this.running) return;
    this.stop();
    if (!color) return;
    this.running = color;
    this.since = performance.now();
    this.timer = setInterval(() => this.tick(), 100);
  }

  /** Stops the running time, counting it first. */
  stop() {
    if (this.running) this.count();
    this.running = null;
    clearInterval(this.timer);
    this.timer = null;
  }

  /** Sets both sides' times (`{white, black}` in ms), as a friend's page or a kept game says
   * them; the running time goes on from them. */
  setTimes(times) {
    if (!this.times) return;
    if (this.running) this.since = performance.now();
    this.times = { white: times.white, black: times.black };
    this.onTick();
  }

  /** Adds the increment to `color`, after one of its moves. */
  increment(color) {
    if (!this.times) return;
    this.times[color] += this.control.incrementMs;
    this.onTick();
  }

  count() {
    const now = performance.now();
    this.times[this.running] -= now - this.since;
    this.since = now;
  }

  tick() {
    if (!this.running) return;
    this.count();
    const color = this.running;
    if (this.times[color] <= 0) {
      this.times[color] = 0;
      this.stop();
      this.onTick();
      this.onFlag(color);
      return;
    }
    this.onTick();
  }
}
