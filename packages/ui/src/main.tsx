import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { registerServiceWorkerOnLoad } from './features/push/service-worker';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');

// A transition: React renders the first screen in slices, yielding to the browser every few
// milliseconds, instead of one long task that blocks the phone's main thread (issue 20: the menu
// page renders whole on its first pass, its data being in the HTML).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorkerOnLoad();
