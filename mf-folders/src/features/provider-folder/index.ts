/** Feature: the page of a Kimple (provider) folder, copying it into my folders and sending it to colleagues. */
export { KimpleFolderScreen } from './KimpleFolderScreen';
