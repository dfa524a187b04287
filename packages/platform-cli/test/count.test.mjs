import { test } from 'node:test';
import assert from 'node:assert/strict';
import { count } from '../count.mjs';

test('sums jest, node:test and e2e summaries', () => {
  const out = [
    'Tests:       1 failed, 5 passed, 6 total',
    'Tests:       24 passed, 24 total',
    'Tests:       2 skipped, 3 passed, 5 total',
    '# pass 5',
    '# fail 1',
    'E2E: 7 passed, 2 failed',
  ].join('\n');
  assert.deepEqual(count(out), { passed: 44, failed: 4, skipped: 2 });
});

test('an output without summaries counts nothing', () => {
  assert.deepEqual(count('no tests here\n'), { passed: 0, failed: 0, skipped: 0 });
});
