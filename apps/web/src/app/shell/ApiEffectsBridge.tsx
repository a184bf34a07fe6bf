import { useEffect } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { registerApiUiEffects } from '../../api/api-effects';

/** Lends the request layer antd's message (themed, in context) and the router's navigation. */
export function ApiEffectsBridge() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  useEffect(
    () =>
      registerApiUiEffects({
        showError: (text) => void message.error(text),
        navigate: (path) => void navigate(path),
      }),
    [message, navigate],
  );
  return null;
}
