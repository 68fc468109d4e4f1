import { authenticatedRequestBench } from './authenticated-request.bench.ts';

/** Runs every benchmark and prints one JSON document. */
const results = [];
for (const bench of [authenticatedRequestBench]) results.push(await bench());
console.log(
  JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2),
);
