import { useState } from 'react';
import { Alert, Button, DatePicker, Input, Radio } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { identity, wallet } from '@fox/contracts';
import { api, isApiError } from '../../api';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { IMAGE_UPLOAD_MAX_MB } from '../../ui/uploader';
import { EntryField, EntrySection } from './EntryStates';
import { IdPhotoTile } from './IdPhotoTile';
import { chinaToday, endDateProblemKey, idNumberProblemKey, type AccountStanding } from './identity-rules';
import { entryKeys, rememberPayAccount } from './entry-queries';

export const ENTRY_STATUS_PATH = '/entry/status';

interface AuthValues {
  legalName: string;
  identityNo: string;
  validity: 'long' | 'fixed';
  /** YYYY-MM-DD, or '' before one is chosen. */
  endDate: string;
  frontImage: string;
  backImage: string;
}

type Problems = Partial<Record<keyof AuthValues, string>>;

const EMPTY: AuthValues = {
  legalName: '',
  identityNo: '',
  validity: 'long',
  endDate: '',
  frontImage: '',
  backImage: '',
};

/** Every catalogue key (under entry.problem) the values break, by field; the server checks the same. */
function problemsOf(values: AuthValues, now: number): Problems {
  const problems: Problems = {};
  const name = values.legalName.trim();
  if (name === '') problems.legalName = 'nameRequired';
  else if ([...name].length < 2) problems.legalName = 'nameTooShort';
  const id = idNumberProblemKey(values.identityNo, now);
  if (id) problems.identityNo = id;
  if (values.validity === 'fixed') {
    const end = endDateProblemKey(values.endDate, now);
    if (end) problems.endDate = end;
  }
  if (!values.frontImage) problems.frontImage = 'frontRequired';
  if (!values.backImage) problems.backImage = 'backRequired';
  return problems;
}

/**
 * The real-name form (/entry/personAuth): name, resident ID number, the card's validity and its two
 * photos. The ID number is checked as the user leaves the field and again on submit, with the reason
 * (format, birth date, checksum); nothing is sent while any field is wrong.
 */
export function PersonAuthForm({
  standing,
  rejectReason,
}: {
  standing: AccountStanding;
  rejectReason: string;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AuthValues>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const set = <K extends keyof AuthValues>(key: K, value: AuthValues[K]) => {
    setValues((before) => ({ ...before, [key]: value }));
    // A shown problem is cleared as soon as the field changes; it is judged again on blur or submit.
    setProblems((before) => ({ ...before, [key]: undefined }));
  };
  const problemText = (key: keyof AuthValues) => {
    const problem = problems[key];
    return problem ? t(`entry.problem.${problem}`) : null;
  };

  const checkIdNumber = () => {
    if (values.identityNo === '') return;
    const problem = idNumberProblemKey(values.identityNo, Date.now());
    setProblems((before) => ({ ...before, identityNo: problem ?? undefined }));
  };

  const submit = async () => {
    const found = problemsOf(values, Date.now());
    setProblems(found);
    setServerMessage(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const fixed = values.validity === 'fixed';
      const account = await api(
        identity.submitPersonAuth,
        {
          legalName: values.legalName.trim(),
          identityNo: identity.normalIdNumber(values.identityNo),
          identityValidityType: fixed ? wallet.VALIDITY_CODES.fixed : wallet.VALIDITY_CODES.long,
          ...(fixed ? { identityEndDate: values.endDate } : {}),
          frontImage: values.frontImage,
          backImage: values.backImage,
        },
        { silent: true },
      );
      rememberPayAccount(queryClient, account);
      void queryClient.invalidateQueries({ queryKey: entryKeys.card });
      void message.success(t('entry.form.submitted'));
      void navigate(ENTRY_STATUS_PATH);
    } catch (error) {
      setServerMessage(isApiError(error) ? error.msg : t('entry.loadFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="entry-form" data-testid="person-auth-form">
      {standing === 'refused' && (
        <Alert
          type="error"
          showIcon
          title={t('entry.form.lastRefused')}
          description={rejectReason ? t('entry.reason', { reason: rejectReason }) : undefined}
          data-testid="auth-last-refused"
        />
      )}
      {standing === 'expired' && (
        <Alert type="warning" showIcon title={t('entry.form.expiredNotice')} data-testid="auth-expired" />
      )}
      <div className="entry-protection">
        <SafetyCertificateOutlined className="entry-protection__icon" aria-hidden />
        <div>
          <div className="entry-protection__title">{t('entry.form.protectionTitle')}</div>
          <div className="entry-protection__text">{t('entry.form.intro')}</div>
          <div className="entry-protection__text">{t('entry.form.protectionText')}</div>
        </div>
      </div>

      <EntrySection index={1} title={t('entry.form.sectionIdentity')} />
      <EntryField
        label={t('entry.form.legalName')}
        htmlFor="auth-name"
        problem={problemText('legalName')}
        testId="auth-name"
      >
        <Input
          id="auth-name"
          maxLength={identity.LEGAL_NAME_MAX}
          value={values.legalName}
          onChange={(event) => set('legalName', event.target.value)}
          placeholder={t('entry.form.legalNamePlaceholder')}
          autoComplete="name"
          data-testid="auth-name"
        />
      </EntryField>
      <EntryField
        label={t('entry.form.identityNo')}
        htmlFor="auth-id"
        hint={t('entry.form.identityNoHint')}
        problem={problemText('identityNo')}
        testId="auth-id"
      >
        <Input
          id="auth-id"
          maxLength={18}
          value={values.identityNo}
          onChange={(event) => set('identityNo', event.target.value.replace(/\s/g, '').toUpperCase())}
          onBlur={checkIdNumber}
          placeholder={t('entry.form.identityNoPlaceholder')}
          autoComplete="off"
          data-testid="auth-id"
        />
      </EntryField>
      <EntryField label={t('entry.form.validity')} problem={problemText('endDate')} testId="auth-end-date">
        <div className="entry-validity">
          <Radio.Group
            value={values.validity}
            onChange={(event) => set('validity', event.target.value as AuthValues['validity'])}
            options={[
              { value: 'long', label: t('entry.form.validityLong') },
              { value: 'fixed', label: t('entry.form.validityFixed') },
            ]}
            data-testid="auth-validity"
          />
          {values.validity === 'fixed' && (
            <DatePicker
              value={values.endDate ? dayjs(values.endDate) : null}
              onChange={(day) => set('endDate', day ? day.format('YYYY-MM-DD') : '')}
              // A card valid until a past day cannot be verified; today still counts.
              disabledDate={(day) => day.format('YYYY-MM-DD') < chinaToday(Date.now())}
              placeholder={t('entry.form.endDatePlaceholder')}
              data-testid="auth-end-date"
            />
          )}
        </div>
      </EntryField>

      <EntrySection index={2} title={t('entry.form.sectionPhotos')} />
      <div className="entry-photos">
        <IdPhotoTile
          side="front"
          title={t('entry.form.front')}
          hint={t('entry.form.frontHint')}
          value={values.frontImage}
          onUploaded={(url) => set('frontImage', url)}
        />
        <IdPhotoTile
          side="back"
          title={t('entry.form.back')}
          hint={t('entry.form.backHint')}
          value={values.backImage}
          onUploaded={(url) => set('backImage', url)}
        />
      </div>
      {(problems.frontImage || problems.backImage) && (
        <div
          className="entry-field__problem entry-photos__problem"
          role="alert"
          data-testid="auth-photo-error"
        >
          {problemText('frontImage') ?? problemText('backImage')}
        </div>
      )}
      <div className="entry-field__hint entry-photos__hint">
        {t('entry.form.photoHint', { size: IMAGE_UPLOAD_MAX_MB })}
      </div>

      {serverMessage && (
        <Alert
          type="error"
          showIcon
          title={serverMessage}
          className="entry-form__server"
          data-testid="auth-server-error"
        />
      )}
      <div className="entry-form__actions">
        <Button
          type="primary"
          size="large"
          loading={sending}
          onClick={() => void submit()}
          data-testid="auth-submit"
        >
          {t('entry.form.submit')}
        </Button>
      </div>
    </div>
  );
}
