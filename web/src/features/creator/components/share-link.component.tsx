import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareQrCode } from '../../../components/share/share-qr-code.component';
import { Button } from '../../../components/ui/button.component';

/** The public page's address, with a copy button; if the clipboard is refused the text gets selected. */
export function ShareLink({ giveawayId, isPublic }: { giveawayId: string; isPublic: boolean }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState('');
  const url = `${window.location.origin}/sorteio/${giveawayId}`;

  const copy = async () => {
    setResult('');
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setResult(t('creator.share.copied'));
    } catch {
      input.current?.select();
      setResult(t('creator.share.copyFailed'));
    }
  };

  return (
    <section className="share-link stack" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('creator.share.title')}</h2>
      {!isPublic && <p className="field__hint">{t('creator.share.notPublic')}</p>}
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {t('creator.share.label')}
        </label>
        <input ref={input} id={inputId} className="field__input" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
      </div>
      <Button variant="secondary" onClick={() => void copy()}>
        {t('creator.share.copy')}
      </Button>
      <p aria-live="polite">{result}</p>
      {/* For a poster or a live: the same QR code the public page offers, loaded when opened. */}
      {isPublic && <ShareQrCode url={url} fileName={`sorteio-${giveawayId}-qrcode.svg`} />}
    </section>
  );
}
