import { ImageUploader } from '../../ui/uploader';

/** Photos of an ID card: the formats any phone camera or scanner gives. */
export const ID_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** One side of the ID card: the upload tile, its name and which side it is. */
export function IdPhotoTile({
  side,
  title,
  hint,
  value,
  onUploaded,
}: {
  side: 'front' | 'back';
  title: string;
  hint: string;
  value: string;
  onUploaded: (url: string) => void;
}) {
  return (
    <div className={`entry-photo entry-photo--${side}`}>
      <ImageUploader
        extensions={ID_PHOTO_EXTENSIONS}
        value={value || undefined}
        onUploaded={(file) => onUploaded(file.url)}
        data-testid={`auth-${side}`}
      />
      <div className="entry-photo__title">{title}</div>
      <div className="entry-photo__hint">{hint}</div>
    </div>
  );
}
