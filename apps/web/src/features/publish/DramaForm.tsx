import { useEffect, useState } from 'react';
import { AutoComplete, Form, Input } from 'antd';
import { dramas } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { textRule } from '../../ui';
import { ImageUploader } from '../../ui/uploader';
import { useSettlementGate } from '../wallet';
import { DramaPriceFields, type DramaPriceValues } from './DramaPriceFields';
import { episodesProblem, hasPaidEpisodes, sellsAnything, yuanCentsOf, type Problem } from './drama-rules';
import { EpisodeList, episodeTitleOf } from './EpisodeList';
import { useEpisodeDrafts } from './use-episode-drafts';
import { publishing, TitleField, type FormProps } from './form-parts';

interface Values extends DramaPriceValues {
  title: string;
  categoryName: string;
  intro: string;
}

const PREFIX = 'publishDialog.drama';
const CATEGORY_MAX = 16;
/** Suggested categories; the author may type another. */
const CATEGORY_KEYS = ['urban', 'costume', 'romance', 'suspense', 'comeback', 'comedy', 'family', 'fantasy'];

/**
 * A short drama: title, category, intro and cover, the episodes as video files, how many are free and
 * what the rest cost. Selling anything first needs the settlement account in order (spec 002 §4.10).
 */
export function DramaForm({ formId, onPublished, onBusy }: FormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const episodes = useEpisodeDrafts();
  const gate = useSettlementGate();
  const [cover, setCover] = useState<string | null>(null);
  // Once a publish was tried the episode list is judged live, so its message goes as soon as it is mended.
  const [judgeEpisodes, setJudgeEpisodes] = useState(false);
  const { drafts } = episodes;
  const episodesError = judgeEpisodes ? episodesProblem(drafts) : null;
  const say = (problem: Problem) => t(`${PREFIX}.${problem.key}`, problem.values);

  // The free count and the prices are judged against the episode count; once the author has seen a
  // verdict on them, a longer or shorter list updates it.
  const episodeCount = drafts.length;
  useEffect(() => {
    if (form.isFieldTouched('freeCount')) {
      form.validateFields(['freeCount', 'singlePrice', 'playletPrice']).catch(() => undefined);
    }
  }, [episodeCount, form]);

  const submit = async (values: Values) => {
    setJudgeEpisodes(true);
    if (episodesProblem(drafts)) return;
    const freeCount = values.freeCount ?? 0;
    const paid = hasPaidEpisodes(freeCount, drafts.length);
    const singleCents = paid ? yuanCentsOf(values.singlePrice) : 0;
    const playletCents = paid ? yuanCentsOf(values.playletPrice) : 0;
    const defaultTitle = (n: number) => t(`${PREFIX}.episodeTitle`, { n });
    const coverUrl = cover ?? drafts.find((draft) => draft.coverUrl)?.coverUrl;
    await publishing(onBusy, async () => {
      const selling = sellsAnything({ freeCount, episodeCount: drafts.length, singleCents, playletCents });
      // The gate shows its own prompt (verify, add a bank card, wait for review) when it says no.
      if (selling && !(await gate.check())) return;
      const created = await api(dramas.publishDrama, {
        title: values.title.trim(),
        intro: values.intro.trim(),
        categoryName: values.categoryName.trim(),
        ...(coverUrl ? { coverUrl } : {}),
        freeCount,
        singlePrice: singleCents / 100,
        playletPrice: playletCents / 100,
        episodes: drafts.map((draft, index) => ({
          title: episodeTitleOf(draft, index, defaultTitle).trim(),
          videoUrl: draft.videoUrl ?? '',
          ...(draft.coverUrl ? { coverUrl: draft.coverUrl } : {}),
          duration: draft.duration,
        })),
      });
      onPublished({ kind: 'drama', id: created.id });
    });
  };

  return (
    <Form
      name={formId}
      form={form}
      layout="vertical"
      initialValues={{
        title: '',
        categoryName: '',
        intro: '',
        freeCount: 0,
        singlePrice: '',
        playletPrice: '',
      }}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() => setJudgeEpisodes(true)}
      data-testid="drama-form"
    >
      <TitleField
        label={t(`${PREFIX}.title`)}
        requiredMessage={t(`${PREFIX}.titleRequired`)}
        testId="drama-title"
      />
      <div className="publish-form__row">
        <Form.Item
          name="categoryName"
          label={t(`${PREFIX}.category`)}
          rules={[
            { required: true, whitespace: true, message: t(`${PREFIX}.categoryRequired`) },
            textRule('line', t),
          ]}
        >
          <AutoComplete
            maxLength={CATEGORY_MAX}
            placeholder={t(`${PREFIX}.categoryPlaceholder`)}
            options={CATEGORY_KEYS.map((key) => ({ value: t(`${PREFIX}.categories.${key}`) }))}
            data-testid="drama-category"
          />
        </Form.Item>
        <Form.Item label={t(`${PREFIX}.cover`)} extra={t(`${PREFIX}.coverHint`)}>
          <ImageUploader data-testid="drama-cover" onUploaded={(file) => setCover(file.url)} />
        </Form.Item>
      </div>
      <Form.Item name="intro" label={t(`${PREFIX}.intro`)} rules={[textRule('multiline', t)]}>
        <Input.TextArea
          rows={3}
          maxLength={dramas.INTRO_MAX}
          showCount
          placeholder={t(`${PREFIX}.introPlaceholder`)}
          data-testid="drama-intro"
        />
      </Form.Item>
      <Form.Item
        label={t(`${PREFIX}.episodes`)}
        required
        validateStatus={episodesError ? 'error' : undefined}
        help={
          episodesError ? <span data-testid="drama-episodes-error">{say(episodesError)}</span> : undefined
        }
      >
        <EpisodeList episodes={episodes} />
      </Form.Item>
      <DramaPriceFields episodeCount={drafts.length} />
    </Form>
  );
}
