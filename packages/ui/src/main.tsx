import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import App from './app/App';
import { registerServiceWorkerOnLoad } from './features/push/service-worker';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A transition: React renders (or hydrates) the first screen in slices, yielding to the browser
// every few milliseconds, instead of one long task that blocks the phone's main thread (issue 20).
// A menu page may come with its first view already rendered by the server (entry-server.tsx): it
// is then hydrated, its markup kept (the menu's code, still arriving, hydrates it once there).
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});

registerServiceWorkerOnLoad();
