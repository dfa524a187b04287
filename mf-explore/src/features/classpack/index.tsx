/** The class pack button, loaded on demand with its texts (issue 19): pages place <ClassPackButton />. */
import { lazy, Suspense, type ComponentProps } from 'react';

export { useClassPackT } from './i18n';

const Lazy = lazy(() => import(/* webpackChunkName: "class-pack" */ './ClassPackButton'));

export function ClassPackButton(props: ComponentProps<typeof Lazy>) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
