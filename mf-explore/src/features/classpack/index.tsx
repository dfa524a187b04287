/** The class pack button, loaded on demand with its texts (issue 19): pages place <ClassPackButton />. */
import { lazy, Suspense, type ComponentProps } from 'react';

const Lazy = lazy(() => import(/* webpackChunkName: "class-pack" */ './ClassPackButton'));

export function ClassPackButton(props: ComponentProps<typeof Lazy>) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

const LazyLive = lazy(() => import(/* webpackChunkName: "live-start" */ './LiveStart'));

/** "Start live class" (issue 33), loaded on demand with its texts: placed beside the class pack on the Teacher tab. */
export function LiveStartButton(props: ComponentProps<typeof LazyLive>) {
  return (
    <Suspense fallback={null}>
      <LazyLive {...props} />
    </Suspense>
  );
}
