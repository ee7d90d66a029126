/**
 * Tests only: a stand-in for the browser's WebAudio (window.AudioContext), the one boundary the
 * chime crosses. Counts the notes started; `blocked` acts as a browser whose autoplay rules keep
 * the context suspended (resume() rejects).
 */

export interface FakeAudio {
  notesPlayed: () => number;
  contexts: () => number;
  uninstall: () => void;
}

export function installFakeAudio({ blocked = false }: { blocked?: boolean } = {}): FakeAudio {
  let notes = 0;
  let contexts = 0;
  const param = () => ({ setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  class FakeAudioContext {
    state: AudioContextState = blocked ? 'suspended' : 'running';
    currentTime = 0;
    destination = {};
    constructor() {
      contexts += 1;
    }
    resume(): Promise<void> {
      return blocked ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve();
    }
    createOscillator() {
      return {
        type: 'sine', frequency: param(),
        connect: <T,>(node: T) => node,
        start: () => {
          notes += 1;
        },
        stop() {},
      };
    }
    createGain() {
      return { gain: param(), connect: <T,>(node: T) => node };
    }
  }
  const scope = window as { AudioContext?: unknown };
  const before = scope.AudioContext;
  scope.AudioContext = FakeAudioContext;
  return {
    notesPlayed: () => notes,
    contexts: () => contexts,
    uninstall: () => {
      scope.AudioContext = before;
    },
  };
}
