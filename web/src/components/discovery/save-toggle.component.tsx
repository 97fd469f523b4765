import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { GiveawayStatus } from '@sorteios/api-contract';
import { errorMessage } from '../../lib/error-message';
import { loginPathWithNext } from '../../lib/safe-next-path';
import { useSession } from '../../lib/use-session';
import { useSavedStateQuery, useToggleSavedMutation } from './save-giveaway.api';
import './discovery.css';

/**
 * "Salvar sorteio", which reads "Salvo" once saved (a button still saying "Salvar sorteio"
 * after the press looked as if nothing happened). The name says the state and what a press
 * does, so there is no aria-pressed as well: a toggle's name must not change. A visitor who
 * is signed out is offered to sign in and come back here.
 */
export function SaveToggle({ giveawayId, status: giveawayStatus }: { giveawayId: string; status: GiveawayStatus }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const location = useLocation();
  const signedIn = status === 'signed-in';
  // A draft cannot be saved; a cancelled giveaway only taken out of the saved ones.
  const saveable = giveawayStatus !== 'Rascunho' && giveawayStatus !== 'Cancelado';
  const state = useSavedStateQuery(giveawayId, signedIn && giveawayStatus !== 'Rascunho');
  const toggle = useToggleSavedMutation(giveawayId);
  const [note, setNote] = useState<{ tone: 'error' | 'done'; text: string } | null>(null);

  if (status === 'restoring' || giveawayStatus === 'Rascunho') return null;
  if (!signedIn) {
    if (!saveable) return null;
    return (
      <p className="save-toggle">
        <Link className="button button--secondary" to={loginPathWithNext(location.pathname + location.search)}>
          {t('discovery.save.signInToSave')}
        </Link>
      </p>
    );
  }
  if (state.isError) {
    return (
      <p className="save-toggle" role="status">
        {t('discovery.save.stateFailed')}{' '}
        <button type="button" className="discovery-link-button" onClick={() => void state.refetch()}>
          {t('discovery.save.retry')}
        </button>
      </p>
    );
  }

  const pressed = state.data?.salvo ?? false;
  if (!saveable && !pressed && !toggle.isPending && !note) return null;
  const busy = state.isPending || toggle.isPending;
  const press = () => {
    // aria-disabled rather than disabled: a focused button that becomes disabled drops the keyboard focus.
    if (busy) return;
    const wasSaved = pressed;
    setNote(null);
    toggle.mutate(undefined, {
      onSuccess: (answer) => setNote({ tone: 'done', text: t(answer.salvo ? 'discovery.save.saved' : 'discovery.save.removed') }),
      onError: (error) =>
        setNote({ tone: 'error', text: `${t(wasSaved ? 'discovery.save.removeFailed' : 'discovery.save.saveFailed')} ${errorMessage(error)}` }),
    });
  };

  return (
    <div className="save-toggle">
      <button
        type="button"
        className="button button--secondary save-toggle__button"
        aria-disabled={busy || undefined}
        aria-busy={toggle.isPending || undefined}
        onClick={press}
      >
        <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
        {pressed ? (
          <>
            {t('discovery.save.savedLabel')}
            <span className="visually-hidden"> {t('discovery.save.removeHint')}</span>
          </>
        ) : (
          t('discovery.save.label')
        )}
      </button>
      {note?.tone === 'error' && (
        <p className="save-toggle__note save-toggle__note--error" role="alert">
          {note.text}
        </p>
      )}
      {note?.tone === 'done' && (
        <p className="save-toggle__note" role="status">
          {note.text}
        </p>
      )}
    </div>
  );
}
