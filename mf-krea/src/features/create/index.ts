export { CreateContentScreen } from './CreateContentScreen';
