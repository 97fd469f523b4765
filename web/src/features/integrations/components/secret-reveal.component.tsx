import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { formatSaoPauloDateTime } from './webhook-format';

interface SecretRevealProps {
  title: string;
  secret: string;
  /** After a rotation: until when the previous secret signs too. */
  previousValidUntil?: string;
  onDone: () => void;
}

/**
 * A signing secret, the one time the API gives it: a warning that it will not be shown again,
 * a copy button (the text gets selected when the clipboard is refused) and "Já copiei". It takes
 * the focus when it appears, so a screen reader reads the warning first.
 */
export function SecretReveal({ title, secret, previousValidUntil, onDone }: SecretRevealProps) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState('');

  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    setResult('');
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(secret);
      setResult(t('integrations.webhooks.secret.copied'));
    } catch {
      input.current?.select();
      setResult(t('integrations.webhooks.secret.copyFailed'));
    }
  };

  return (
    <section className="webhook-secret stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <Alert tone="info">{t('integrations.webhooks.secret.warning')}</Alert>
      {previousValidUntil && <p>{t('integrations.webhooks.secret.previousValidUntil', { data: formatSaoPauloDateTime(previousValidUntil) })}</p>}
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('integrations.webhooks.secret.label')}
        </label>
        <input
          ref={input}
          id={id}
          className="field__input webhook-secret__value"
          value={secret}
          readOnly
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="webhooks-actions">
        <Button onClick={() => void copy()}>{t('integrations.webhooks.secret.copy')}</Button>
        <Button variant="secondary" onClick={onDone}>
          {t('integrations.webhooks.secret.done')}
        </Button>
      </div>
      <p aria-live="polite">{result}</p>
    </section>
  );
}
