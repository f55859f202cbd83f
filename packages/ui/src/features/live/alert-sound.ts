import type { AlarmSound } from './pending-order-alarm';

interface Sound {
  wave: OscillatorType;
  /** Peak gain of each note (0–1). */
  volume: number;
  /** Seconds each note lasts. */
  length: number;
  /** Each note: frequency (Hz) and start (s). */
  notes: [frequency: number, offset: number][];
}

const SOUNDS: Record<AlarmSound, Sound> = {
  // Two rising two-note chimes: noticeable in a noisy kitchen without being harsh.
  chime: {
    wave: 'sine',
    volume: 0.35,
    length: 0.32,
    notes: [
      [880, 0],
      [1318.5, 0.16],
      [880, 0.5],
      [1318.5, 0.66],
    ],
  },
  // An order waits too long: a fast high-low alarm in a harsher (square) tone, twice as long and
  // louder, that nobody mistakes for the new-order chime.
  urgent: {
    wave: 'square',
    volume: 0.5,
    length: 0.11,
    notes: Array.from({ length: 12 }, (_, i): [number, number] => [i % 2 === 0 ? 1568 : 1046.5, i * 0.13 + (i >= 6 ? 0.25 : 0)]),
  },
};

/**
 * The new-order chime and the pending-too-long alarm, synthesised with the Web Audio API (no
 * audio file to ship). Browsers keep audio suspended until the person interacts with the page;
 * `unlock` must run inside a click or key press, and `blocked` tells the screen to ask for one
 * ('Ativar som').
 */
export class AlertSound {
  private context: AudioContext | null = null;
  private readonly listeners = new Set<() => void>();

  /** Whether the browser is still holding the sound back (or has no Web Audio at all). */
  get blocked(): boolean {
    return this.context?.state !== 'running';
  }

  /** Called whenever `blocked` may have changed. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Creates or resumes the audio context; succeeds only during a user gesture (or after one). */
  async unlock(): Promise<boolean> {
    const context = this.ensureContext();
    if (!context) return false;
    if (context.state === 'suspended') await context.resume().catch(() => {});
    return context.state === 'running';
  }

  /** Plays the chime, or the insistent alarm of an order pending too long; false when the browser still blocks audio. */
  play(sound: AlarmSound = 'chime'): boolean {
    const context = this.ensureContext();
    if (!context || context.state !== 'running') return false;
    const start = context.currentTime + 0.01;
    const { wave, volume, length, notes } = SOUNDS[sound];
    for (const [frequency, offset] of notes) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = wave;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(volume, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + length + 0.03);
    }
    return true;
  }

  close(): void {
    void this.context?.close().catch(() => {});
    this.context = null;
    this.listeners.clear();
  }

  private ensureContext(): AudioContext | null {
    if (this.context) return this.context;
    const AudioContextClass = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return null;
    this.context = new AudioContextClass();
    this.context.addEventListener('statechange', () => this.listeners.forEach((listener) => listener()));
    return this.context;
  }
}
