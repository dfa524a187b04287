import { BrowserRouter } from '@platform/router';
import { PlatformProvider, RemoteErrorBoundary } from '@platform/ui';
import './i18n';
import { App } from './App';

export const REMOTE_NAME = 'mf-krea';

export function Root() {
  return (
    <PlatformProvider>
      <RemoteErrorBoundary remote={REMOTE_NAME}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </RemoteErrorBoundary>
    </PlatformProvider>
  );
}
