/**
 * `@platform/ui/forms`: the platform's form controls, each labelled for screen readers. NOT an MF shared module:
 * each app bundles only the controls it imports (tree-shaken; Chakra itself comes through the shared `@platform/ui`).
 */
export { Field, fieldAria, type FieldProps } from './Field';
export { Select } from './Select';
export { CheckGroup, type CheckItem } from './CheckGroup';
export { Pager, type PagerTexts } from './Pager';
export { Tabs, type TabDef } from './Tabs';
export { CardGrid, GridItem } from './Grid';
export { FormModal, type FormModalProps } from './FormModal';
export { ImageCrop, cropImage, type CropArea } from './ImageCrop';
export { useZodForm } from './useZodForm';
export {
  SortableList,
  SortableHandle,
  type SortableListTexts,
  type SortableMoment,
  type SortableRow,
  type SortableHandleProps,
} from './SortableList';
