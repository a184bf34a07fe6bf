import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n';
import './styles/base.css';
import './styles/header.css';
import './styles/pages.css';
import { installRequestSigning } from './api/signing-keys';
import { connectApiToSession } from './app/api-session';
import { registerFeatureMessages } from './app/feature-messages';
import { Root } from './app/Root';
import { reportCaughtError } from './app/root-error-handlers';
import { applyWindowsZoom, redirectMobileBrowser } from './app/shell/startup';
import { captureWechatCallback } from './features/auth/wechat/wechat-callback';

function start(): void {
  registerFeatureMessages();
  connectApiToSession();
  if (redirectMobileBrowser()) return;
  applyWindowsZoom();
  // Before the router reads the address: a WeChat code must not travel on to /home or into history.
  captureWechatCallback();
  installRequestSigning();
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

start();
