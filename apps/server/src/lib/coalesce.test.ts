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
});
