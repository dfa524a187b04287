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

// the class pack's own chunk (no chunk of its own: each one more is a line of the remote's chunk map on /feed)
const LazyLive = lazy(() =>
  import(/* webpackChunkName: "class-pack" */ './ClassPackButton').then((m) => ({ default: m.LiveStart })),
);

/** "Start live class" (issue 33), loaded on demand with its texts: placed beside the class pack on the Teacher tab. */
export function LiveStartButton(props: ComponentProps<typeof LazyLive>) {
  return (
    <Suspense fallback={null}>
      <LazyLive {...props} />
    </Suspense>
  );
}
