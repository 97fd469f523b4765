import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanHistoryItem } from '@sorteios/api-contract';
import { Button } from '../../../components/ui/button.component';
import { i18n } from '../../../i18n/i18n';
import { formatSaoPauloDate } from '../../../lib/sao-paulo-time';
import { usePlanHistoryQuery } from '../api/get-plan-history.api';
import { when } from './boss-format';
import { ListState } from './list-state.component';

/** "Histórico do plano": a disclosure that loads the account's plan events only once opened. */
export function PlanHistory({ userId, username }: { userId: string; username: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="plan-history">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {t('plans.boss.history.toggle')}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <PlanHistoryList userId={userId} username={username} />}
      </div>
    </div>
  );
}

function PlanHistoryList({ userId, username }: { userId: string; username: string }) {
  const { t } = useTranslation();
  const history = usePlanHistoryQuery(userId);
  const items = history.data ?? [];
  return (
    <ListState query={history} empty={items.length === 0} emptyText={t('plans.boss.history.empty')}>
      <ol className="trail plan-history__list" aria-label={t('plans.boss.history.title', { username })}>
        {items.map((item, index) => (
          <li key={`${item.at}-${index}`} className="trail__step">
            <p className="trail__head">
              <strong>{planEventLabel(item)}</strong> · <time dateTime={item.at}>{when(item.at)}</time>
            </p>
            {item.motivo && <p className="trail__reason">{t('plans.boss.history.motivo', { motivo: item.motivo })}</p>}
          </li>
        ))}
      </ol>
    </ListState>
  );
}

/** "Pro ativado (Stripe)", "Renovado até 12/12/2026", "Cancelado (vale até …)"; a type this screen does not know keeps its name. */
export function planEventLabel(item: PlanHistoryItem): string {
  const key = `plans.boss.history.events.${item.tipo}`;
  if (!i18n.exists(key)) return item.tipo;
  const data = item.ativoAte ? formatSaoPauloDate(item.ativoAte) : null;
  if (item.tipo === 'ProActivated') {
    if (!item.origem) return i18n.t(key);
    const origem = i18n.t(`plans.boss.origens.${item.origem}`);
    return data ? i18n.t(`${key}WithSourceUntil`, { origem, data }) : i18n.t(`${key}WithSource`, { origem });
  }
  if ((item.tipo === 'ProRenewed' || item.tipo === 'ProCancelled') && data) return i18n.t(`${key}Until`, { data });
  return i18n.t(key);
}
