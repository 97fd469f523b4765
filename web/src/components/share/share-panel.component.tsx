import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.component';
import { ShareQrCode } from './share-qr-code.component';
import { SHARE_NETWORKS, shareUrl } from './share-urls';
import './share.css';

interface SharePanelProps {
  url: string;
  /** The message that goes with the link, e.g. "Participe do sorteio Kit de café". */
  text: string;
  title: string;
  /** The downloaded QR code's file name, e.g. "sorteio-kit-de-cafe-qrcode.svg". */
  qrFileName: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Everything to spread a link: the networks' own share pages (WhatsApp, Telegram, X,
 * Facebook), "Copiar link" with a confirmation, the device's share sheet where the browser
 * has one (Web Share API), and a QR code.
 */
export function SharePanel({ url, text, title, qrFileName }: SharePanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fallbackId = useId();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const fallbackRef = useRef<HTMLInputElement>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  // Without clipboard access (an old browser, an insecure origin) the link is shown selected,
  // so the visitor only has to press copy themselves.
  useEffect(() => {
    if (copyState === 'failed') fallbackRef.current?.select();
  }, [copyState]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // The visitor closed the share sheet; nothing to report.
    }
  }

  return (
    <section className="share stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('share.title')}</h2>
      <ul className="share__networks" role="list">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a className={`share__network share__network--${network}`} href={shareUrl(network, url, text)} target="_blank" rel="noopener noreferrer">
              {t(`share.networks.${network}`)}
              <span className="visually-hidden"> {t('share.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="share__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void share()}>
            {t('share.device')}
          </Button>
        )}
      </div>
      <p role="status" className="share__status">
        {copyState === 'copied' && t('share.copied')}
        {copyState === 'failed' && t('share.copyFailed')}
      </p>
      {copyState === 'failed' && (
        <div className="field">
          <label className="field__label" htmlFor={fallbackId}>
            {t('share.linkLabel')}
          </label>
          <input ref={fallbackRef} id={fallbackId} className="field__input" readOnly value={url} onFocus={(e) => e.target.select()} />
        </div>
      )}
      <ShareQrCode url={url} fileName={qrFileName} />
    </section>
  );
}
