/** Feature: the /folders page (tabs: Kimple folders, my folders, shared with me) and creating a folder. */
export { FoldersScreen } from './FoldersScreen';
export { CreateFolderModal } from '../../components/FolderNameModal';
