/** Programs and projects: the list, a program's page, used-content registration, information requests. */
export { ProgramsScreen } from './ProgramsScreen';
export { ProgramScreen } from './ProgramScreen';
export { RequestInfoModal } from './RequestInfoModal';
