// The sounds of the game, synthesised with Web Audio (nothing downloaded): a soft wooden click for
// a move, a sharper double click for a capture, a gentle chord when the game ends. The mute
// switch is remembered in localStorage under its own key. Browsers keep audio silent until the
// player has touched the page, so the audio context is made on the first gesture.

const KEY = 'dama.sound';

let enabled = true;
let context = null;
let output = null;
let noiseBuffer = null;

function readSetting() {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

function saveSetting() {
  try {
    localStorage.setItem(KEY, enabled ? 'on' : 'off');
  } catch {
    // Storage refused (private mode, file:// in some browsers): the switch holds for this visit.
  }
}

/** Makes the audio context, once sound is on and the player has touched the page. */
function unlock() {
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!enabled || context || !Context) return;
  context = new Context();
  output = context.createGain();
  output.gain.value = 0.7;
  output.connect(context.destination);
  for (const type of ['pointerdown', 'keydown']) window.removeEventListener(type, unlock, true);
}

/** An oscillator of `type` gliding from `from` to `to` Hz, `gain` loud, fading out over `length`
 * seconds from `at`. */
function tone(at, type, from, to, gain, length) {
  const osc = context.createOscillator();
  const env = context.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, at);
  osc.frequency.exponentialRampToValueAtTime(to, at + length);
  env.gain.setValueAtTime(0.0001, at);
  env.gain.linearRampToValueAtTime(gain, at + Math.min(0.02, length / 10));
  env.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(env).connect(output);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

/** A short burst of noise around `freq` Hz: the tap of a piece on the board. */
function tap(at, freq, gain, length) {
  if (!noiseBuffer) {
    noiseBuffer = context.createBuffer(1, Math.ceil(context.sampleRate * 0.1), context.sampleRate);
    const data = noiseBuffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  }
  const src = context.createBufferSource();
  const filter = context.createBiquadFilter();
  const env = context.createGain();
  src.buffer = noiseBuffer;
  filter.type = 'bandpass';
  filter.frequency.value = freq;
  env.gain.setValueAtTime(gain, at);
  env.gain.exponentialRampToValueAtTime(0.0001, at + length);
  src.connect(filter).connect(env).connect(output);
  src.start(at);
  src.stop(at + length);
}

const SOUNDS = {
  move(at) {
    tone(at, 'triangle', 520, 260, 0.35, 0.08);
    tap(at, 1800, 0.25, 0.03);
  },
  capture(at) {
    for (const t of [at, at + 0.09]) {
      tone(t, 'triangle', 1100, 550, 0.3, 0.06);
      tap(t, 3800, 0.4, 0.035);
    }
  },
  end(at) {
    [523.25, 659.25, 783.99].forEach((freq, i) => tone(at + i * 0.07, 'sine', freq, freq, 0.12, 1.4));
  },
};

/** Sounds a move just played: a click, or a double click when it `captured`, followed by a
 * chord when it `ended` the game. Silent while muted or before the player touched the page. */
export function playMoveSound(captured, ended) {
  if (!enabled || !context) return;
  if (context.state === 'suspended') context.resume().catch(() => {});
  const at = context.currentTime + 0.01;
  SOUNDS[captured ? 'capture' : 'move'](at);
  if (ended) SOUNDS.end(at + (captured ? 0.25 : 0.15));
}

function show(button) {
  button.setAttribute('aria-pressed', String(enabled));
}

/** Makes `button` the mute switch (its state read from and saved to localStorage, shown by
 * `aria-pressed`, which the page's style turns into its label) and waits for the player's first
 * gesture to start the audio. */
export function bindSoundButton(button) {
  enabled = readSetting();
  show(button);
  button.addEventListener('click', () => {
    enabled = !enabled;
    saveSetting();
    show(button);
    unlock();
  });
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, unlock, true);
}
