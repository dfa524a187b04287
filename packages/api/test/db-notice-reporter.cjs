// Jest reporter (added by jest.config.cjs): repeats at the end of the run whether the "postgres" project was
// part of it, so a run without PostgreSQL is visibly a PGlite-only run (the notice printed at start scrolls away).
class DbNoticeReporter {
  constructor(_globalConfig, options = {}) {
    this.options = options;
  }

  onRunComplete() {
    const { pgUp, where, reason } = this.options;
    const text = pgUp
      ? `\nDatabase projects: pglite, and postgres (test/core on PostgreSQL at ${where}; on PGlite too: the suites that branch on the database).\n`
      : `\n*** PostgreSQL ${reason}: ONLY the pglite project ran; test/core was NOT run on PostgreSQL. ***\n`;
    process.stderr.write(text);
  }
}
module.exports = DbNoticeReporter;
