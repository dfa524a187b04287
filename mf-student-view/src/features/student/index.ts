export { TriggerScreen, ClassScreen } from './screens';
export { StudentView, Unavailable } from './StudentView';
export { prime, resetStudentData, entryOf, StudentServerData, DATA_ELEMENT_ID, type EmbeddedData } from './data';
export { studentCss, STYLE_ID } from '@platform/resource-view/student';
export { LANG_COOKIE, SW_URL } from './offline';
export { studentTitle } from './title';
