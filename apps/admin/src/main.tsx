import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { i18n } from '@fox/web/i18n';
import { ConsoleProviders } from './app/ConsoleProviders';
import { buildRoutes, CONSOLE_BASENAME } from './app/router';
import { connectApiToConsole, resumeConsoleSession, takeHandoff } from './session';
import './app/console.css';

function start(): void {
  // The console speaks Chinese, whatever the portal's reader chose there: the request layer's messages
  // and the server's (the Lang header) follow this; the portal's stored choice is left alone.
  void i18n.changeLanguage('zh-CN');
  dayjs.locale('zh-cn');
  document.documentElement.lang = 'zh-CN';
  connectApiToConsole();
  // Before the router reads the address: the portal's token must not stay in it.
  resumeConsoleSession(takeHandoff());
  const container = document.getElementById('root');
  if (!container) return;
  const router = createBrowserRouter(buildRoutes(), { basename: CONSOLE_BASENAME });
  createRoot(container).render(
    <StrictMode>
      <ConsoleProviders>
        <RouterProvider router={router} />
      </ConsoleProviders>
    </StrictMode>,
  );
}

start();
