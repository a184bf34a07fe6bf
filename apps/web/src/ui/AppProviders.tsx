import { useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUSLocale from 'antd/locale/en_US';
import zhCNLocale from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { FeedbackOutlet } from './feedback';
import { portalTheme } from './theme';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The request layer already reports failures; a silent retry would only repeat the toast.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { i18n: active } = useTranslation();
  return (
    <ConfigProvider
      theme={portalTheme}
      locale={active.language === 'en-US' ? enUSLocale : zhCNLocale}
      // Button text stays as written ('确定', not '确 定'), for readers and for tests alike.
      button={{ autoInsertSpace: false }}
    >
      {/* Toasts and dialogs mount here on first use, so their code stays off the first page. */}
      <div className="app-root">
        {children}
        <FeedbackOutlet />
      </div>
    </ConfigProvider>
  );
}

/** Everything a screen relies on: translations, antd theme and locale, toasts and dialogs, queries. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
}
