import { EstimatedCandidate } from './candidate';
import { formatSeconds } from './format';
import { StorageStrategyId } from './strategy-id';

/** Estimates within this share of each other are the same figure: the parameters are not that precise. */
const SAME_ESTIMATE = 0.02;

function total(c: EstimatedCandidate): number | undefined {
  return c.viable && c.id !== StorageStrategyId.INTERNET ? c.estimate.totalSeconds : undefined;
}

function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= SAME_ESTIMATE * Math.max(a, b);
}

/**
 * Why the ranking and the estimates disagree, for each ranked strategy: a strategy the published
 * rule ranks above one with a shorter estimate says so, and strategies with the same estimate say
 * which term limits them all. A ranking never contradicts its own figures silently.
 *
 * @param ranked the candidates best first
 * @returns the notes of each candidate, in the same order
 */
export function rankingNotes(ranked: EstimatedCandidate[]): string[][] {
  return ranked.map((c, i) => {
    const mine = total(c);
    if (mine === undefined) return [];
    const notes: string[] = [];
    const faster = ranked.slice(i + 1).filter((o) => {
      const theirs = total(o);
      return theirs !== undefined && theirs < mine && !same(theirs, mine);
    });
    if (faster.length > 0) {
      notes.push(
        `Ranked above ${faster.map((o) => `${o.label} (~${formatSeconds(total(o)!)})`).join(', ')} by the deciding rule, not by the estimate: the rule weighs what the figures leave out (predictability, cost, model updates, the read pattern)`,
      );
    }
    const tied = ranked.filter((o) => o !== c && total(o) !== undefined && same(total(o)!, mine));
    if (tied.length > 0) {
      notes.push(
        `Same estimate as ${tied.map((o) => o.label).join(', ')}: ${c.estimate.bottleneck} limits each of them, so the deciding rule orders them`,
      );
    }
    return notes;
  });
}
