import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, Modal, Result, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { closePublishDialog, PUBLISH_KINDS, usePublishDialog, type PublishKind } from './publish-store';
import { publishedLinkOf, type Published } from './published';
import { DramaForm } from './DramaForm';
import { ArticleForm, PoemForm, ProseForm, QuestionForm } from './TextForms';
import type { FormProps } from './form-parts';
import { VideoForm } from './VideoForm';
import './publish.css';

const FORMS: Record<PublishKind, ComponentType<FormProps>> = {
  video: VideoForm,
  drama: DramaForm,
  article: ArticleForm,
  question: QuestionForm,
  poem: PoemForm,
  prose: ProseForm,
};

/** A tab another feature adds to the dialog: its content brings its own actions, so no footer shows. */
export interface PublishExtraTab {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

/** Publishing works: video, drama, article, question, poem or prose, each through its own publish endpoint. */
export function PublishDialog({ extraTabs = [] }: { extraTabs?: readonly PublishExtraTab[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = useFeedback();
  const initialKind = usePublishDialog((state) => state.kind);
  const [kind, setKind] = useState<string>(initialKind);
  const extraActive = extraTabs.some((tab) => tab.key === kind);
  const [busy, setBusy] = useState(false);
  const [published, setPublished] = useState<Published | null>(null);
  const formId = `publish-form-${kind}`;

  const go = (to: string) => {
    closePublishDialog();
    void navigate(to);
  };

  const onPublished = (work: Published) => {
    // The profile's works, dramas and counts now include it.
    void client.invalidateQueries({ queryKey: ['profile'] });
    if (work.kind === 'drama') {
      // A drama opens in its player at once: the author checks the episodes there, free and paid.
      void message.success(t('publishDialog.drama.published'));
      go(publishedLinkOf(work));
      return;
    }
    setPublished(work);
  };

  return (
    <Modal
      open
      width={720}
      title={t('publishDialog.title')}
      onCancel={closePublishDialog}
      mask={{ closable: false }}
      destroyOnHidden
      modalRender={(node) => <div data-testid="publish-dialog">{node}</div>}
      footer={
        published || extraActive
          ? null
          : [
              <Button key="cancel" onClick={closePublishDialog}>
                {t('publishDialog.cancel')}
              </Button>,
              <Button
                key="submit"
                type="primary"
                htmlType="submit"
                form={formId}
                loading={busy}
                data-testid="publish-submit"
              >
                {t('publishDialog.submit')}
              </Button>,
            ]
      }
    >
      {published ? (
        <Result
          status="success"
          title={t('publishDialog.done')}
          data-testid="publish-done"
          extra={[
            <Button
              key="view"
              type="primary"
              onClick={() => go(publishedLinkOf(published))}
              data-testid="publish-view"
            >
              {t('publishDialog.view')}
            </Button>,
            <Button key="my" onClick={() => go('/my')} data-testid="publish-my">
              {t('publishDialog.myWorks')}
            </Button>,
          ]}
        />
      ) : (
        <Tabs
          activeKey={kind}
          onChange={setKind}
          items={[
            ...PUBLISH_KINDS.map((value) => {
              const KindForm = FORMS[value];
              return {
                key: value,
                label: <span data-testid={`publish-tab-${value}`}>{t(`publishDialog.kinds.${value}`)}</span>,
                children: (
                  <div className="publish-form">
                    <KindForm formId={`publish-form-${value}`} onPublished={onPublished} onBusy={setBusy} />
                  </div>
                ),
              };
            }),
            ...extraTabs.map((tab) => ({
              key: tab.key,
              label: <span data-testid={`publish-tab-${tab.key}`}>{tab.label}</span>,
              children: <div className="publish-form">{tab.content}</div>,
            })),
          ]}
        />
      )}
    </Modal>
  );
}
