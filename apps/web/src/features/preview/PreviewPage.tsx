import { Button, Result, Spin } from 'antd';
import { DownloadOutlined, ExportOutlined, FileFilled } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading, type PageProps } from '../../ui/PageHeading';
import { previewKindOf, previewNameOf, storedFileAddress, type PreviewKind } from './preview-rules';
import { registerPreviewMessages } from './preview-i18n';
import './preview.css';

registerPreviewMessages();

type FileState = 'ready' | 'expired' | 'forbidden';

/** Asks the file server whether the file is there and this viewer may see it, without its bytes. */
async function fileStateOf(address: string): Promise<FileState> {
  const response = await fetch(address, { method: 'HEAD' });
  if (response.ok) return 'ready';
  if (response.status === 404) return 'expired';
  if (response.status === 403) return 'forbidden';
  throw new Error(`file check answered ${response.status}`);
}

/**
 * /preview?url=/resource/files/…&name=…: a stored file shown the way the browser can show it. Images and
 * videos inline, a PDF in the browser's own viewer; an Office document cannot be rendered here (the
 * portal converts nothing), so the page says so and offers the download.
 */
export function PreviewPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const address = storedFileAddress(params.get('url'));
  const state = useQuery({
    queryKey: ['preview', address],
    queryFn: () => fileStateOf(address ?? ''),
    enabled: address !== null,
    retry: false,
  });

  if (!address) {
    return (
      <section className="page-card preview-page" data-testid="preview-page">
        <PageHeading routeKey={routeKey} />
        <Result
          status="warning"
          title={t('preview.badLink')}
          subTitle={t('preview.badLinkText')}
          data-testid="preview-bad-link"
        />
      </section>
    );
  }
  const name = previewNameOf(params.get('name'), address);
  const kind = previewKindOf(name);

  let body;
  if (state.isPending) {
    body = (
      <div className="preview-page__checking" data-testid="preview-checking">
        <Spin /> {t('preview.checking')}
      </div>
    );
  } else if (state.isError) {
    body = (
      <Result
        status="error"
        title={t('preview.failed')}
        extra={<Button onClick={() => void state.refetch()}>{t('preview.retry')}</Button>}
        data-testid="preview-failed"
      />
    );
  } else if (state.data === 'expired') {
    body = (
      <Result
        status="404"
        title={t('preview.expired')}
        subTitle={t('preview.expiredText')}
        data-testid="preview-expired"
      />
    );
  } else if (state.data === 'forbidden') {
    body = <Result status="403" title={t('preview.forbidden')} data-testid="preview-forbidden" />;
  } else {
    body = <PreviewBody kind={kind} address={address} name={name} />;
  }

  return (
    <section className="page-card preview-page" data-testid="preview-page" data-kind={kind}>
      <PageHeading routeKey={routeKey} />
      <div className="preview-page__bar">
        <FileFilled className="preview-page__icon" aria-hidden />
        <div className="preview-page__facts">
          <div className="preview-page__name" data-testid="preview-name" title={name}>
            {name}
          </div>
          <div className="preview-page__kind">{t(`preview.kind.${kind}`)}</div>
        </div>
        {state.data === 'ready' && (
          <div className="preview-page__actions">
            {(kind === 'pdf' || kind === 'image') && (
              <Button icon={<ExportOutlined />} href={address} target="_blank" rel="noopener noreferrer">
                {t('preview.openNewTab')}
              </Button>
            )}
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              href={address}
              download={name}
              data-testid="preview-download"
            >
              {t('preview.download')}
            </Button>
          </div>
        )}
      </div>
      {body}
    </section>
  );
}

function PreviewBody({ kind, address, name }: { kind: PreviewKind; address: string; name: string }) {
  const { t } = useTranslation();
  switch (kind) {
    case 'image':
      return (
        <div className="preview-page__stage">
          <img
            className="preview-page__image"
            src={address}
            alt={t('preview.imageAlt', { name })}
            data-testid="preview-image"
          />
        </div>
      );
    case 'video':
      return (
        <div className="preview-page__stage preview-page__stage--dark">
          <video
            className="preview-page__video"
            src={address}
            controls
            playsInline
            data-testid="preview-video"
          >
            {t('preview.videoUnsupported')}
          </video>
        </div>
      );
    case 'pdf':
      // The browser's own PDF viewer; <object> falls back to its content where there is none.
      return (
        <object
          className="preview-page__pdf"
          data={address}
          type="application/pdf"
          aria-label={name}
          data-testid="preview-pdf"
        >
          <p className="preview-page__fallback">{t('preview.pdfFallback')}</p>
        </object>
      );
    case 'office':
      return (
        <Result
          icon={<FileFilled className="preview-page__big-icon" />}
          title={t('preview.officeTitle')}
          subTitle={t('preview.officeText')}
          data-testid="preview-office"
        />
      );
    default:
      return (
        <Result
          icon={<FileFilled className="preview-page__big-icon" />}
          title={t('preview.otherTitle')}
          subTitle={t('preview.otherText')}
          data-testid="preview-other"
        />
      );
  }
}
