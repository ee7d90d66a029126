/**
 * The customer's typing indicator as the agent sees it: typing=true at most every few seconds while
 * keys are pressed, typing=false once the customer stops (idle) or sends.
 */
const TYPING_REPEAT_MS = 3_000;
const TYPING_IDLE_MS = 4_000;

export class TypingSignal {
  private sentAt = 0;
  private idle: ReturnType<typeof setTimeout> | undefined;

  /** `emit` tells the server and answers whether it could (connected and ready). */
  constructor(private readonly emit: (typing: boolean) => boolean) {}

  /** Call on every keystroke. */
  note(now = Date.now()): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.stop(), TYPING_IDLE_MS);
    if (now - this.sentAt < TYPING_REPEAT_MS) return;
    if (this.emit(true)) this.sentAt = now;
  }

  stop(): void {
    clearTimeout(this.idle);
    if (this.sentAt === 0) return;
    this.sentAt = 0;
    this.emit(false);
  }

  /** Drops the pending idle timer (the client stops). */
  dispose(): void {
    clearTimeout(this.idle);
  }
}
