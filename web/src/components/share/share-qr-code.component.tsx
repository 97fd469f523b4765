import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './share.css';

type QrState = { status: 'closed' | 'loading' | 'failed' } | { status: 'ready'; dataUrl: string };

const QR_SIZE = 200;

/**
 * A QR code of the link, to print or show on another screen, downloadable as SVG. It sits
 * behind a disclosure and its module is fetched the first time it opens, so the page's first
 * load carries none of it.
 */
export function ShareQrCode({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [qr, setQr] = useState<QrState>({ status: 'closed' });

  useEffect(() => {
    if (!open) return;
    let current = true;
    setQr({ status: 'loading' });
    import('./qr-code-svg')
      .then(({ qrCodeSvg }) => qrCodeSvg(url))
      .then((svg) => current && setQr({ status: 'ready', dataUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch(() => current && setQr({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [open, url]);

  return (
    <details className="share-qr" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary id={titleId}>{t('share.qr.show')}</summary>
      <div className="share-qr__body" aria-live="polite">
        {qr.status === 'loading' && <p className="share-qr__placeholder">{t('share.qr.loading')}</p>}
        {qr.status === 'failed' && <p role="alert">{t('share.qr.failed')}</p>}
        {qr.status === 'ready' && (
          <>
            <img className="share-qr__image" src={qr.dataUrl} width={QR_SIZE} height={QR_SIZE} alt={t('share.qr.alt', { url })} />
            <a className="button button--secondary" href={qr.dataUrl} download={fileName}>
              {t('share.qr.download')}
            </a>
          </>
        )}
      </div>
    </details>
  );
}
