import { describe, expect, it } from 'vitest';
import { botConfidence, calibratedConfidence, signalInputs, sizeInputs, type ConfidenceCoefficients } from './confidence';

const COEFFICIENTS: ConfidenceCoefficients = [1.8, 0.7, 2.5, 0.8, -0.3, -0.2];
const signals = { top: 0.9, coverage: 0.8, similarity: 0.5 };

describe('calibratedConfidence', () => {
  it('is the logistic function of the signals, the bot size folded into the bias', () => {
    const bot = botConfidence(COEFFICIENTS, 20, 200);
    const inputs = [1, ...signalInputs(signals), ...sizeInputs(20, 200)];
    const z = inputs.reduce((sum, input, i) => sum + input * COEFFICIENTS[i]!, 0);
    expect(calibratedConfidence(signals, bot)).toBeCloseTo(1 / (1 + Math.exp(-z)), 4);
    expect(sizeInputs(20, 200)).toEqual([Math.log(20), Math.log(10)]);
  });

  it('rises with each signal and falls for a message of unknown words', () => {
    const bot = botConfidence(COEFFICIENTS, 10, 100);
    const base = calibratedConfidence(signals, bot);
    expect(calibratedConfidence({ ...signals, top: 0.99 }, bot)).toBeGreaterThan(base);
    expect(calibratedConfidence({ ...signals, coverage: 1 }, bot)).toBeGreaterThan(base);
    expect(calibratedConfidence({ ...signals, similarity: 0.9 }, bot)).toBeGreaterThan(base);
    expect(calibratedConfidence({ top: 0.99, coverage: 0, similarity: 0 }, bot)).toBeLessThan(0.01);
  });

  it('is less sure of the same softmax in a bot of many intents', () => {
    expect(calibratedConfidence(signals, botConfidence(COEFFICIENTS, 150, 1500))).toBeLessThan(calibratedConfidence(signals, botConfidence(COEFFICIENTS, 5, 50)));
  });

  it('stays finite at the signals\' bounds', () => {
    const bot = botConfidence(COEFFICIENTS, 1, 0);
    for (const top of [0, 1]) for (const coverage of [0, 1]) {
      const confidence = calibratedConfidence({ top, coverage, similarity: coverage }, bot);
      expect(confidence).toBeGreaterThanOrEqual(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }
  });
});
