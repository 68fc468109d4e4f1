import { buildServer } from '../../build.ts';

/** The processes these tests start are the bundle `npm run serve` runs: built afresh each run. */
export default async function setup() {
  await buildServer();
}
