import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installErrorLogger } from './lib/error-logger';
import { i18nReady } from './lib/i18n';

// Before anything else runs, so a bug report can carry every error the page met.
installErrorLogger();

// The starting language's catalogue first (French is loaded on demand), so the first paint is in that language.
await i18nReady;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
