import { Button, Input } from 'antd';
import { DeleteOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { ImageUploader } from '../../ui/uploader';
import { blockKey, type BodyBlock } from './body-blocks';
// Its own styles travel with it, since other features' forms use it outside the publish dialog.
import './publish.css';

/**
 * A simple rich editor: paragraphs of text and images uploaded in place (each image through the image
 * uploader, with its 5 MB rule). The blocks become rich text only when the article is published.
 */
export function BodyEditor({
  value,
  onChange,
}: {
  value: BodyBlock[];
  onChange: (blocks: BodyBlock[]) => void;
}) {
  const { t } = useTranslation();
  const update = (key: string, text: string) =>
    onChange(value.map((block) => (block.key === key && block.type === 'text' ? { ...block, text } : block)));
  const remove = (key: string) => onChange(value.filter((block) => block.key !== key));
  // Paragraphs are numbered among themselves, images aside.
  const paragraphs = value.filter((block) => block.type === 'text').map((block) => block.key);

  return (
    <div className="body-editor" data-testid="body-editor">
      {value.map((block) =>
        block.type === 'text' ? (
          <div key={block.key} className="body-editor__block">
            <Input.TextArea
              value={block.text}
              autoSize={{ minRows: 3, maxRows: 12 }}
              placeholder={t('publishDialog.paragraphPlaceholder')}
              onChange={(event) => update(block.key, event.target.value)}
              data-testid={`body-paragraph-${paragraphs.indexOf(block.key)}`}
            />
            {value.length > 1 && (
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('publishDialog.removeBlock')}
                onClick={() => remove(block.key)}
              />
            )}
          </div>
        ) : (
          <div key={block.key} className="body-editor__block body-editor__block--image">
            <img src={block.url} alt="" data-testid="body-image" />
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('publishDialog.removeBlock')}
              onClick={() => remove(block.key)}
            />
          </div>
        ),
      )}
      <div className="body-editor__tools">
        <Button
          icon={<PlusOutlined />}
          onClick={() => onChange([...value, { key: blockKey(), type: 'text', text: '' }])}
          data-testid="body-add-paragraph"
        >
          {t('publishDialog.addParagraph')}
        </Button>
        <div className="body-editor__insert">
          <PictureOutlined aria-hidden /> {t('publishDialog.insertImage')}
          <ImageUploader
            key={value.length}
            data-testid="body-image-uploader"
            onUploaded={(file) =>
              onChange([
                ...value,
                { key: blockKey(), type: 'image', url: file.url },
                { key: blockKey(), type: 'text', text: '' },
              ])
            }
          />
        </div>
      </div>
    </div>
  );
}
