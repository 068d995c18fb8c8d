import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { initI18n } from './i18n';
import { applyTheme, readTheme } from './app/theme';
import { checkEnvironmentMismatch } from './app/environment';
import './ui/theme.css';
import './ui/components.css';
import './app/shell.css';

applyTheme(readTheme());
checkEnvironmentMismatch();

void initI18n().then((i18n) => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </StrictMode>,
  );
});
