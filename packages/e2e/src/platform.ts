/** The built platform for the browser tests: the launcher the benchmarks use too (packages/platform-cli/platform.cjs). */
export { repoRoot, startPlatform, type RunningPlatform } from '../../platform-cli/platform.cjs';
