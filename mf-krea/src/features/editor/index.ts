export { ContentEditorScreen } from './ContentEditorScreen';
