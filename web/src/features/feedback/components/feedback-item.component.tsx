import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { TextareaField } from '../../../components/ui/textarea-field.component';
import { errorMessage } from '../../../lib/error-message';
import type { Feedback } from '../api/feedback.types';
import { useMarkFeedbackMutation } from '../api/mark-feedback.api';
import { useReplyFeedbackMutation } from '../api/reply-feedback.api';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
const when = (iso: string) => dateFormat.format(new Date(iso));

/** One message in the inbox: read it, mark it either way, answer it by e-mail. */
export function FeedbackItem({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation();
  const headingId = useId();
  const mark = useMarkFeedbackMutation();
  const reply = useReplyFeedbackMutation();
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const failed = mark.error ?? reply.error;

  const sendReply = () => {
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    reply.mutate(
      { id: feedback.id, mensagem: text },
      {
        onSuccess: () => {
          setSentTo(feedback.email);
          setReplying(false);
          setText('');
        },
      },
    );
  };

  return (
    <article className={`feedback-item${feedback.lida ? '' : ' feedback-item--unread'}`} aria-labelledby={headingId}>
      <header className="feedback-item__header">
        <h2 id={headingId} className="feedback-item__title">
          {t(`feedback.tipos.${feedback.tipo}`)} · {feedback.nome} &lt;{feedback.email}&gt;
        </h2>
        <span className="feedback-item__status">{feedback.lida ? t('feedback.inbox.read') : t('feedback.inbox.unread')}</span>
      </header>
      <p className="feedback-item__meta">{t('feedback.inbox.receivedAt', { date: when(feedback.criadoEm) })}</p>
      <p className="feedback-item__message">{feedback.mensagem}</p>
      {feedback.respostas.map((r) => (
        <blockquote key={r.id} className="feedback-item__reply">
          <p className="feedback-item__meta">{t('feedback.inbox.repliedAt', { date: when(r.respondidoEm) })}</p>
          <p className="feedback-item__message">{r.mensagem}</p>
        </blockquote>
      ))}
      {sentTo && <Alert tone="success">{t('feedback.inbox.replied', { email: sentTo })}</Alert>}
      {failed && <Alert>{t('feedback.inbox.actionFailed', { message: errorMessage(failed) })}</Alert>}
      {replying ? (
        <div className="stack">
          <TextareaField
            label={t('feedback.inbox.replyLabel', { email: feedback.email })}
            hint={t('feedback.inbox.replyHint')}
            rows={5}
            value={text}
            error={missing ? t('feedback.inbox.replyRequired') : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setMissing(false);
            }}
          />
          <div className="feedback-item__actions">
            <Button loading={reply.isPending} onClick={sendReply}>
              {t('feedback.inbox.replySend')}
            </Button>
            <Button variant="secondary" disabled={reply.isPending} onClick={() => setReplying(false)}>
              {t('feedback.inbox.replyCancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="feedback-item__actions">
          <Button variant="secondary" loading={mark.isPending} onClick={() => mark.mutate({ id: feedback.id, lida: !feedback.lida })}>
            {feedback.lida ? t('feedback.inbox.markUnread') : t('feedback.inbox.markRead')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setSentTo(null);
              setReplying(true);
            }}
          >
            {t('feedback.inbox.reply')}
          </Button>
        </div>
      )}
    </article>
  );
}
