import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.component';

interface ShareLinkProps {
  url: string;
  titulo: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copy the giveaway's link, or hand it to the device's share sheet where there is one. */
export function ShareLink({ url, titulo }: ShareLinkProps) {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const fallbackRef = useRef<HTMLInputElement>(null);
  const canShare = typeof navigator.share === 'function';

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
      await navigator.share({ title: titulo, text: t('giveaways.share.shareText', { titulo }), url });
    } catch {
      // The visitor closed the share sheet; nothing to report.
    }
  }

  return (
    <section className="share" aria-labelledby="share-title">
      <h2 id="share-title">{t('giveaways.share.title')}</h2>
      <div className="share__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('giveaways.share.copy')}
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void share()}>
            {t('giveaways.share.share')}
          </Button>
        )}
      </div>
      <p role="status" className="share__status">
        {copyState === 'copied' && t('giveaways.share.copied')}
        {copyState === 'failed' && t('giveaways.share.copyFailed')}
      </p>
      {copyState === 'failed' && (
        <div className="field">
          <label className="field__label" htmlFor="share-url">
            {t('giveaways.share.linkLabel')}
          </label>
          <input ref={fallbackRef} id="share-url" className="field__input" readOnly value={url} onFocus={(e) => e.target.select()} />
        </div>
      )}
    </section>
  );
}
