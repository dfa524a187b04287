/** A resource's pages (presentation, teacher and student tabs) and what they open: review, share, folders. */
export { ResourceScreen } from './ResourceScreen';
export { ShareColleaguesModal } from './ShareColleaguesModal';
