import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../ui/feedback';
import { registerApiUiEffects } from '../../api/api-effects';

/** Lends the request layer the app's error toast (themed, translated) and the router's navigation. */
export function ApiEffectsBridge() {
  const { message } = useFeedback();
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
