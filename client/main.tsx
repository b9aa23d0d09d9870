// The global stylesheet first, so feature stylesheets loaded after it can refine it.
import './styles/app.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The offline store (Dexie, the outbox's schemas) starts syncing once the first screen has
// painted: it stays off home's critical path on 2G, and lists that need it import it anyway.
function startSync() {
  import('./store/sync-engine')
    .then((m) => m.startSyncEngine())
    .catch((err: unknown) => console.warn('Offline sync could not start', err));
}

// The update prompt gets its own root, rendered synchronously once: vite-plugin-pwa's
// useRegisterSW registers the worker in a state initializer, which a render that React discards
// (StrictMode, or an interrupted concurrent render) would run again with a dead setter.
function startUpdatePrompt() {
  import('./features/offline/update-prompt')
    .then(({ UpdatePrompt }) => {
      const host = document.body.appendChild(document.createElement('div'));
      const root = createRoot(host);
      flushSync(() => root.render(<UpdatePrompt />));
    })
    .catch((err: unknown) => console.warn('The update prompt could not start', err));
}

function afterFirstPaint(task: () => void, fallbackMs: number) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: fallbackMs });
  else setTimeout(task, fallbackMs);
}
afterFirstPaint(startSync, 4000);
afterFirstPaint(startUpdatePrompt, 4000);
