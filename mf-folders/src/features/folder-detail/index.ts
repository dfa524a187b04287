/** Feature: the page of one of my folders (or one shared with me): description, ordered resources, rename, delete, sharing. */
export { FolderScreen } from './FolderScreen';
