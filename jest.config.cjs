// One jest for the browser code's unit and component tests: the shell, the remotes and the packages, each with its own
// config (a project), run by shared workers. The API has its own jest (packages/api: PGlite, PostgreSQL, node flags).
//   npx jest --selectProjects mf-folders      one project (its package name);  npx jest mf-krea/src/__tests__/krea.test.tsx  one file
const PROJECTS = [
  'shell',
  'mf-explore',
  'mf-folders',
  'mf-krea',
  'mf-profile-team',
  'mf-stats',
  'mf-student-view',
  'packages/api-client',
  'packages/contracts',
  'packages/event-bus',
  'packages/i18n',
  'packages/remote-kit',
  'packages/resource-view',
  'packages/router',
  'packages/session',
  'packages/ui',
  'packages/used-content',
];

module.exports = {
  projects: PROJECTS.map((p) => `<rootDir>/${p}`),
  // a global option (ignored inside projects): screens are lazy chunks and user-event flows take seconds on 2 shared cores
  testTimeout: 30_000,
};
