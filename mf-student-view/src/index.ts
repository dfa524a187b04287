// Async boundary so shared singletons are negotiated before any app code runs (MF). The chunk's name lets the build
// put what it shares with the exposed ./spa into ./spa's chunk (mf-config: the platform only ever loads ./spa).
import(/* webpackChunkName: "standalone" */ './bootstrap');
