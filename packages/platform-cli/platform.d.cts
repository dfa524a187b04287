export declare const repoRoot: string;

export interface RunningPlatform {
  baseUrl: string;
  dataDir: string;
  /** the API process' id (benchmarks read its CPU time) */
  pid: number;
  /** what the API printed so far (only with `capture`) */
  output(): string;
  stop(): Promise<void>;
}

export declare function startPlatform(
  env?: Record<string, string>,
  opts?: { capture?: boolean; quiet?: boolean; prefix?: string },
): Promise<RunningPlatform>;
