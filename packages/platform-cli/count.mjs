// The test summary of `npm test`: CI reads its closing 'N passed, N failed' line.
/** Sums jest's and node:test's summary lines so the run ends with one 'N passed, N failed' line. */
export function count(output) {
  let passed = 0,
    failed = 0,
    skipped = 0;
  for (const m of output.matchAll(/^Tests:\s+(.*)$/gm)) {
    const part = (re) => Number((m[1].match(re) || [0, 0])[1]);
    passed += part(/(\d+) passed/);
    failed += part(/(\d+) failed/);
    skipped += part(/(\d+) skipped/);
  }
  for (const m of output.matchAll(/^# pass (\d+)$/gm)) passed += Number(m[1]);
  for (const m of output.matchAll(/^# fail (\d+)$/gm)) failed += Number(m[1]);
  for (const m of output.matchAll(/^E2E: (\d+) passed, (\d+) failed$/gm)) {
    passed += Number(m[1]);
    failed += Number(m[2]);
  }
  return { passed, failed, skipped };
}
