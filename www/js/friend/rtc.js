// One WebRTC data channel between two pages, opened by hand: the page that offers shows a short
// text (signal.js), the other pastes it and shows its answer, the first pastes that. No server of
// the page's own takes part; a STUN server is asked only when the player has set one. The
// channel is negotiated beforehand (both sides open channel 0), so the descriptions carry
// nothing beyond the connection itself.

import { SignalError, expandSignal, packSignal } from './signal.js';

/** How long candidates are gathered before the text is shown with those found so far. */
const GATHER_MS = 4000;

export class PeerLink {
  /** `stun`: a STUN server's URL (`stun:host:port`) or '' for none; `on`: `{open(), message(data),
   * closed()}`, called as the channel opens, as a message arrives and once when the connection is
   * lost or closed. */
  constructor(stun, on) {
    this.on = on;
    this.pc = new RTCPeerConnection({ iceServers: stun ? [{ urls: stun }] : [] });
    this.channel = this.pc.createDataChannel('dama', { negotiated: true, id: 0, ordered: true });
    this.closed = false;
    this.channel.onopen = () => this.on.open();
    this.channel.onmessage = (e) => this.on.message(e.data);
    this.channel.onclose = () => this.lost();
    this.pc.onconnectionstatechange = () => {
      if (['failed', 'closed'].includes(this.pc.connectionState)) this.lost();
    };
  }

  lost() {
    if (this.closed) return;
    this.closed = true;
    this.on.closed();
  }

  /** Waits until the candidates are gathered (or `GATHER_MS` passed), then gives the short text
   * of the local description. Throws a `SignalError` (`none`) when no way to reach this device
   * was found. */
  async localText() {
    const pc = this.pc;
    if (pc.iceGatheringState !== 'complete') {
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, GATHER_MS);
        pc.addEventListener('icegatheringstatechange', () => {
          if (pc.iceGatheringState === 'complete') {
            clearTimeout(timer);
            resolve();
          }
        });
      });
    }
    const text = packSignal(pc.localDescription);
    if (text.endsWith('~')) throw new SignalError('none');
    return text;
  }

  /** Starts a connection: the offer's text for the other player. */
  async offer() {
    await this.pc.setLocalDescription(await this.pc.createOffer());
    return this.localText();
  }

  /** Answers the offer `text` of the other player: the answer's text for them. Throws a
   * `SignalError` for a text that is no offer. */
  async answer(text) {
    const offer = expandSignal(text);
    if (offer.type !== 'offer') throw new SignalError('not-offer');
    await this.pc.setRemoteDescription(offer);
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    return this.localText();
  }

  /** Takes the other player's answer `text` to this page's offer; the channel opens once the
   * two pages reach each other. Throws a `SignalError` for a text that is no answer. */
  async accept(text) {
    const answer = expandSignal(text);
    if (answer.type !== 'answer') throw new SignalError('not-answer');
    await this.pc.setRemoteDescription(answer);
  }

  /** Whether messages can be sent. */
  get open() {
    return !this.closed && this.channel.readyState === 'open';
  }

  /** Sends `text`; false when the channel is not open. */
  send(text) {
    if (!this.open) return false;
    try {
      this.channel.send(text);
      return true;
    } catch {
      return false;
    }
  }

  /** Closes the connection (the other page sees it dropped); no more calls back. */
  close() {
    this.closed = true;
    try {
      this.channel.close();
      this.pc.close();
    } catch {
      // Already closed.
    }
  }
}
