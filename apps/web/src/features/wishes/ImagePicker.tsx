import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { ImageUploader } from '../../ui/uploader';

/**
 * Several pictures through the portal's image uploader, one at a time, up to `max`: each shows with a
 * remove button, and the add tile disappears once the limit is reached.
 */
export function ImagePicker({
  value,
  onChange,
  max,
  extensions,
  testId,
}: {
  value: string[];
  onChange: (images: string[]) => void;
  max: number;
  extensions?: readonly string[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="wish-images-picker" data-testid={testId}>
      {value.map((url) => (
        <div key={url} className="wish-images-picker__item" data-testid={`${testId}-item`}>
          <img src={url} alt="" />
          <button
            type="button"
            aria-label={t('uploader.remove')}
            onClick={() => onChange(value.filter((item) => item !== url))}
          >
            <CloseOutlined />
          </button>
        </div>
      ))}
      {value.length < max && (
        // Keyed by the count so the tile returns to "add" after each picture instead of showing it twice.
        <ImageUploader
          key={value.length}
          extensions={extensions}
          onUploaded={(file) => onChange([...value, file.url])}
          data-testid={`${testId}-uploader`}
        />
      )}
    </div>
  );
}
