import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';

/** The words around the secret: a webhook's signing secret and an API token say them differently. */
export interface SecretRevealTexts {
  warning: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

interface SecretRevealProps {
  title: string;
  secret: string;
  texts: SecretRevealTexts;
  /** A line under the warning (after a rotation: until when the previous secret signs too). */
  note?: string;
  onDone: () => void;
}

/**
 * A secret the API gives once (a webhook's signing secret, an API token): a warning that it
 * will not be shown again, a copy button (the text gets selected when the clipboard is
 * refused) and "Já copiei". It takes the focus when it appears, so a screen reader reads the
 * warning first.
 */
export function SecretReveal({ title, secret, texts, note, onDone }: SecretRevealProps) {
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
      setResult(texts.copied);
    } catch {
      input.current?.select();
      setResult(texts.copyFailed);
    }
  };

  return (
    <section className="webhook-secret stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <Alert tone="info">{texts.warning}</Alert>
      {note && <p>{note}</p>}
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {texts.label}
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
        <Button onClick={() => void copy()}>{texts.copy}</Button>
        <Button variant="secondary" onClick={onDone}>
          {texts.done}
        </Button>
      </div>
      <p aria-live="polite">{result}</p>
    </section>
  );
}

/** The words for a webhook's signing secret. */
export function useWebhookSecretTexts(): SecretRevealTexts {
  const { t } = useTranslation();
  return {
    warning: t('integrations.webhooks.secret.warning'),
    label: t('integrations.webhooks.secret.label'),
    copy: t('integrations.webhooks.secret.copy'),
    copied: t('integrations.webhooks.secret.copied'),
    copyFailed: t('integrations.webhooks.secret.copyFailed'),
    done: t('integrations.webhooks.secret.done'),
  };
}
