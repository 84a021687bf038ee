import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadLikelyScreen } from './app/screen-loaders';
import { nameTabOrganizationInRequests } from './lib/tab-organization';
import './styles.css';

// In a build, src/web/preload.ts has already asked for it; the second request costs nothing.
preloadLikelyScreen(window.location.pathname);

nameTabOrganizationInRequests();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
