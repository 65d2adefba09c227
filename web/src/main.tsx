import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installErrorLogger } from './lib/error-logger';

// Before anything else runs, so a bug report can carry every error the page met (SPEC.md §8).
installErrorLogger();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
