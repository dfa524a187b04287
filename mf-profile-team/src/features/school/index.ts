export { SchoolScreen, SchoolEditScreen, SchoolGroupScreen, SchoolGroupEditScreen } from './SchoolScreens';
