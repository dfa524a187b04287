export { SchoolScreen } from './SchoolScreen';
export { SchoolEditScreen } from './SchoolEditScreen';
export { SchoolGroupScreen } from './SchoolGroupScreen';
export { SchoolGroupEditScreen } from './SchoolGroupEditScreen';
