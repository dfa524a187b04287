// Async boundary so shared singletons are negotiated before any app code runs (MF). In a task of its own: the
// runtime's start (this script) and the negotiation of the shared modules were one long task (issue 12).
setTimeout(() => import(/* webpackChunkName: "start" */ './bootstrap'));
