/** Feature: sharing a folder with colleagues of the school network and managing who has access. */
export { ShareModal, ShareProviderModal } from './ShareModal';
export { PermissionsModal } from './PermissionsModal';
