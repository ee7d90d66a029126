/**
 * A short two-note chime made with WebAudio (no audio file to download or bundle). Browsers only let
 * a page make sound after the person has interacted with it (autoplay rules): until then, or when
 * audio is unavailable, the chime is skipped silently and the visual alerts carry the news.
 */

type AudioContextClass = typeof AudioContext;

/** Two alerts arriving together (an offer and its browser notification) make one sound. */
const QUIET_AFTER_MS = 1_500;
const NOTES: ReadonlyArray<{ frequency: number; at: number }> = [{ frequency: 784, at: 0 }, { frequency: 1_175, at: 0.14 }];
const NOTE_SECONDS = 0.35;
const VOLUME = 0.12;

let context: AudioContext | null = null;
let lastPlayed = Number.NEGATIVE_INFINITY;

function audioClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  // Old Safari names it webkitAudioContext; either may be missing (jsdom, locked-down browsers).
  const scope = window as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Before any interaction a new context would start suspended and Chrome logs a warning: don't make one. */
function mayStartAudio(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation ? activation.hasBeenActive : true;
}

async function runningContext(): Promise<AudioContext | null> {
  const Audio = audioClass();
  if (!Audio) return null;
  if (!context) {
    if (!mayStartAudio()) return null;
    context = new Audio();
  }
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  return context.state === 'running' ? context : null;
}

function playNotes(audio: AudioContext): void {
  const start = audio.currentTime;
  NOTES.forEach(({ frequency, at }) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'sine';
    tone.frequency.setValueAtTime(frequency, start + at);
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(VOLUME, start + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + NOTE_SECONDS);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + at);
    tone.stop(start + at + NOTE_SECONDS);
  });
}

/** Plays the chime; resolves true when it sounded, false when skipped (too soon, no audio, blocked). */
export async function playChime(now: number = Date.now()): Promise<boolean> {
  if (now - lastPlayed < QUIET_AFTER_MS) return false;
  try {
    const audio = await runningContext();
    if (!audio) return false;
    lastPlayed = now;
    playNotes(audio);
    return true;
  } catch {
    return false;
  }
}

/** Tests: forget the context and the last chime. */
export function resetChimeForTests(): void {
  context = null;
  lastPlayed = Number.NEGATIVE_INFINITY;
}
