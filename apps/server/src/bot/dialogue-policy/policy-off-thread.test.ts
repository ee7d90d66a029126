/**
 * trainPolicyOffThread: a dialogue domain's policy trains on the training thread (the one the bot trainings use), so
 * the main event loop keeps running while a large story set trains, and the thread gives back what the main thread
 * would have trained itself: the policy, its examples and conflicts, the held-out accuracy.
 */
import { describe, expect, it } from 'vitest';
import { trainPolicyOffThread } from '@/bot/training/train-off-thread';
import { BENCH_DOMAIN, generateStories } from './generated-stories';
import { trainDomainPolicy, type PolicyTrainingJob } from './policy-training';

const jobOf = (stories: number): PolicyTrainingJob => ({
  domain: BENCH_DOMAIN, stories: generateStories(stories), options: { threshold: 0.3, fallbackActionId: null },
});

describe('trainPolicyOffThread', () => {
  it('keeps the main event loop turning while a large story set trains, and trains the policy the main thread would', async () => {
    const job = jobOf(300);
    const events: string[] = [];
    const ticker = setInterval(() => events.push('tick'), 5);
    const trained = await trainPolicyOffThread(job, (share) => events.push(`progress ${share}`)).finally(() => clearInterval(ticker));
    // The final training runs between the evaluation's progress and the result: on the main thread no timer could
    // fire in that stretch.
    const half = events.indexOf('progress 0.5');
    expect(half).toBeGreaterThanOrEqual(0);
    expect(events.slice(half + 1)).toContain('tick');
    expect(trained).toMatchObject({ accuracy: expect.any(Number), dialogueAccuracy: expect.any(Number) });
    expect(trained.examples).toBeGreaterThan(job.stories.length);
    expect(JSON.stringify(trained)).toBe(JSON.stringify(trainDomainPolicy(job, () => undefined)));
  }, 120_000);

  it('skips the held-out evaluation (no progress, no accuracy) with fewer than 5 stories', async () => {
    const progress: number[] = [];
    const trained = await trainPolicyOffThread(jobOf(4), (share) => progress.push(share));
    expect(progress).toEqual([]);
    expect(trained).toMatchObject({ accuracy: null, dialogueAccuracy: null, conflicts: [] });
    expect(Object.keys(trained.policy.memo).length).toBeGreaterThan(0);
  }, 60_000);
});
