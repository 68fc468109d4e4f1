import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce.ts';

describe('coalesce', () => {
  it('runs the calls of one turn together and answers each its own result', async () => {
    const rounds: number[][] = [];
    const double = coalesce(async (inputs: readonly number[]) => {
      rounds.push([...inputs]);
      return inputs.map((n) => n * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(rounds).toEqual([[1, 2, 3], [4]]);
  });

  it("gives every caller of a failed round the round's error", async () => {
    const fail = coalesce(async (): Promise<number[]> => {
      throw new Error('down');
    });
    const answers = await Promise.allSettled([fail(1), fail(2)]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
  });

  it('keeps a round open for waitMs, and runs it early once it holds max calls', async () => {
    const rounds: number[][] = [];
    const echo = coalesce(
      async (inputs: readonly number[]) => {
        rounds.push([...inputs]);
        return inputs;
      },
      { waitMs: 30, max: 3 },
    );
    const first = echo(1);
    await new Promise((r) => setTimeout(r, 5));
    const second = echo(2);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(rounds).toEqual([[1, 2]]);
    expect(await Promise.all([echo(3), echo(4), echo(5), echo(6)])).toEqual([3, 4, 5, 6]);
    expect(rounds).toEqual([[1, 2], [3, 4, 5], [6]]);
  });

  it('serial: one round at a time, and the calls made meanwhile go together next', async () => {
    const rounds: number[][] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const slow = coalesce(
      async (inputs: readonly number[]) => {
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        rounds.push([...inputs]);
        await new Promise((r) => setTimeout(r, 20));
        inFlight--;
        return inputs;
      },
      { serial: true },
    );
    const first = slow(1);
    await new Promise((r) => setTimeout(r, 5));
    const meanwhile = [slow(2), new Promise((r) => setTimeout(r, 3)).then(() => slow(3))];
    expect(await Promise.all([first, ...meanwhile])).toEqual([1, 2, 3]);
    expect(rounds).toEqual([[1], [2, 3]]);
    expect(mostInFlight).toBe(1);
  });
});
