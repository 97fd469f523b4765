import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NETWORK_ERROR } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../ui/button.component';
import { FieldFrame } from '../ui/field-frame.component';
import { Spinner } from '../ui/spinner.component';
import { deleteUploadedFile, uploadFile } from './upload-file.api';
import './upload-field.css';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic';
// The API words these itself ("Arquivo excede o limite de 10MB" names the configured limit).
const STATUSES_WITH_API_MESSAGE = new Set([400, 413, 415]);

interface UploadFieldProps {
  label: string;
  /** The uploaded file's URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  subfolder?: string;
  accept?: string;
  hint?: string;
  /** A validation message from the surrounding form. */
  error?: string;
  previewAlt?: string;
  /** The remove button's accessible name where a page has several upload fields (it contains the visible "Remover imagem"). */
  removeLabel?: string;
  disabled?: boolean;
}

type Busy = 'idle' | 'uploading' | 'removing';

/**
 * Picks a file, uploads it at once and shows its preview. Removing a file uploaded here
 * deletes it from the server; a file that came with the value (already saved elsewhere) is
 * only detached, because what was saved still points at it until the form is saved.
 */
export function UploadField({
  label,
  value,
  onChange,
  subfolder = 'geral',
  accept = IMAGE_ACCEPT,
  hint,
  error,
  previewAlt,
  removeLabel,
  disabled = false,
}: UploadFieldProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Busy>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const uploadedHere = useRef(new Set<string>());

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy('uploading');
    setFailure(null);
    setAnnouncement('');
    try {
      const { url } = await uploadFile(file, subfolder);
      uploadedHere.current.add(url);
      onChange(url);
      setAnnouncement(t('creator.upload.uploaded'));
    } catch (cause) {
      setFailure(uploadFailureMessage(cause));
    } finally {
      setBusy('idle');
      // Choosing the same file again after a failure must trigger a new upload.
      input.value = '';
    }
  };

  const remove = async () => {
    if (value === null) return;
    setFailure(null);
    setAnnouncement('');
    if (uploadedHere.current.has(value)) {
      setBusy('removing');
      try {
        await deleteUploadedFile(value);
        uploadedHere.current.delete(value);
      } catch {
        setFailure(t('creator.upload.removeFailed'));
        return;
      } finally {
        setBusy('idle');
      }
    }
    onChange(null);
    setAnnouncement(t('creator.upload.removed'));
  };

  const shownError = failure ?? error;
  const isImage = accept.split(',').every((type) => type.startsWith('image/'));

  return (
    <FieldFrame label={label} hint={hint} error={shownError ?? undefined} className="upload-field">
      {(control) => (
        <>
          <input
            {...control}
            type="file"
            className="field__input"
            accept={accept}
            disabled={disabled || busy !== 'idle'}
            onChange={(event) => void upload(event)}
          />
          {busy === 'uploading' && <Spinner label={t('creator.upload.uploading')} />}
          {value !== null && (
            <div className="upload-field__preview">
              {isImage ? (
                <img src={value} alt={previewAlt ?? t('creator.upload.previewAlt')} className="upload-field__image" />
              ) : (
                <a href={value} target="_blank" rel="noreferrer">
                  {t('creator.upload.openFile')}
                </a>
              )}
              <Button
                variant="secondary"
                aria-label={removeLabel}
                loading={busy === 'removing'}
                disabled={disabled || busy === 'uploading'}
                onClick={() => void remove()}
              >
                {t('creator.upload.remove')}
              </Button>
            </div>
          )}
          <p className="visually-hidden" aria-live="polite">
            {announcement}
          </p>
        </>
      )}
    </FieldFrame>
  );
}

function uploadFailureMessage(cause: unknown): string {
  if (cause instanceof ApiError && (cause.code === NETWORK_ERROR || STATUSES_WITH_API_MESSAGE.has(cause.status))) {
    return cause.message;
  }
  return errorMessage(cause);
}
