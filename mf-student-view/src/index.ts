// Async boundary so shared singletons are negotiated before any app code runs (MF).
import('./bootstrap');
