export { CoverageMap } from './CoverageMap';
