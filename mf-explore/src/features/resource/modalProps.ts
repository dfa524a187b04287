import type { ResourceDetail } from '@platform/contracts';

/** What every modal of the resource page is given: whether it is open and how to close it. */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
}

/** A modal about the resource on the page. */
export interface ResourceModalProps extends ModalProps {
  resource: ResourceDetail;
}
