/**
 * The new-order chime, synthesised with the Web Audio API (no audio file to ship). Browsers keep
 * audio suspended until the person interacts with the page; `unlock` must run inside a click or
 * key press, and `blocked` tells the screen to ask for one ('Ativar som').
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

  /** Plays the chime; false when the browser still blocks audio. */
  play(): boolean {
    const context = this.ensureContext();
    if (!context || context.state !== 'running') return false;
    const start = context.currentTime + 0.01;
    // Two rising two-note chimes: noticeable in a noisy kitchen without being harsh.
    const notes: [frequency: number, offset: number][] = [
      [880, 0],
      [1318.5, 0.16],
      [880, 0.5],
      [1318.5, 0.66],
    ];
    for (const [frequency, offset] of notes) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.35, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.32);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.35);
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
