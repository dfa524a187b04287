export { ResourceEditorScreen } from './ResourceEditorScreen';
export { PreviewScreen } from './PreviewScreen';
