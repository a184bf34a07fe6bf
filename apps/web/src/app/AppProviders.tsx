import { useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUSLocale from 'antd/locale/en_US';
import zhCNLocale from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
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
      <AntApp className="app-root" message={{ top: 76, maxCount: 3 }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

/** Everything a screen relies on: translations, antd theme and locale, antd's App context, queries. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedApp>{children}</ThemedApp>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
