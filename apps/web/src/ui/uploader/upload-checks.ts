import { uploads } from '@fox/contracts';

const { allowedExtensions } = uploads;
/** Spec defaults: 200 MB for files, 5 MB for the image uploader. */
export const UPLOAD_MAX_MB = uploads.UPLOAD_MAX_MB;
export const IMAGE_UPLOAD_MAX_MB = uploads.IMAGE_UPLOAD_MAX_MB;

/** Every extension the server accepts (it checks the content again; this check spares a wasted upload). */
export const ALL_UPLOAD_EXTENSIONS: readonly string[] = [
  ...allowedExtensions.image,
  ...allowedExtensions.video,
  ...allowedExtensions.document,
];
export const IMAGE_EXTENSIONS: readonly string[] = allowedExtensions.image;

export interface UploadRules {
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  maxSizeMb: number;
  /** Batch mode: how many files one selection may hold. */
  maxCount?: number;
}

/** Why a selection was refused, as an i18n key of the `uploader` block and its values. */
export interface UploadRefusal {
  reason: 'tooMany' | 'tooLarge' | 'badFormat';
  values: Record<string, string | number>;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** One file: the format first (by extension), then the size. */
export function checkFile(file: Pick<File, 'name' | 'size'>, rules: UploadRules): UploadRefusal | null {
  if (!rules.extensions.includes(extensionOf(file.name))) return { reason: 'badFormat', values: {} };
  if (file.size > rules.maxSizeMb * 1024 * 1024)
    return { reason: 'tooLarge', values: { n: rules.maxSizeMb } };
  return null;
}

/** A batch: the count, then each file; the first refusal wins and nothing is uploaded. */
export function checkBatch(
  files: ReadonlyArray<Pick<File, 'name' | 'size'>>,
  rules: UploadRules,
): UploadRefusal | null {
  if (rules.maxCount !== undefined && files.length > rules.maxCount) {
    return { reason: 'tooMany', values: { limit: rules.maxCount, n: files.length } };
  }
  for (const file of files) {
    const refusal = checkFile(file, rules);
    if (refusal) return refusal;
  }
  return null;
}

/** The `accept` attribute of the file input for these extensions. */
export function acceptOf(extensions: readonly string[]): string {
  return extensions.map((ext) => `.${ext}`).join(',');
}
