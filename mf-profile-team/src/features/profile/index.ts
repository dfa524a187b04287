export { Placeholder } from './Placeholder';
