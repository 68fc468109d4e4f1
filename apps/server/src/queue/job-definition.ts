import type { z } from 'zod';

/**
 * A job is declared once: its queue name, its payload schema and its retry policy. Payloads
 * carry ids, never objects, so a handler always works from the current state and can safely
 * run twice.
 */
export type JobDefinition<P> = {
  name: string;
  payload: z.ZodType<P>;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
};

export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition<P> => definition;

export type JobMeta = { id: string; retryCount: number; retryLimit: number };
export type JobHandler<P> = (payload: P, meta: JobMeta) => Promise<void>;
