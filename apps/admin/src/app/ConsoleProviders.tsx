import { useEffect, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { ConfirmActionHost } from '../kit';
import { connectApiToasts, useConsoleSession } from '../session';
import { consoleTheme } from './theme';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The request layer reports failures already; a silent retry would only repeat them.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

/** Lends the request layer antd's toast, and forgets every cached answer when the operator changes. */
function SessionEffects() {
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  useEffect(() => connectApiToasts((text) => void message.error(text)), [message]);
  useEffect(
    () =>
      useConsoleSession.subscribe((state, previous) => {
        if (state.token !== previous.token) queryClient.clear();
      }),
    [queryClient],
  );
  return null;
}

/** antd in Chinese with the console's theme, toasts and confirmations, and the query cache. */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={consoleTheme} locale={zhCN} button={{ autoInsertSpace: false }}>
        <AntApp>
          <SessionEffects />
          {children}
          <ConfirmActionHost />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
