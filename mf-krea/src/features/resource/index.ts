export { ResourceEditorScreen } from './ResourceEditorScreen';
