import { useTranslation } from 'react-i18next';
import type { Giveaway } from '@sorteios/api-contract';
import { formatDateTime } from '../../../lib/giveaway-types';
import { formatNumber } from '../../../lib/format-number';
import { PrizeList } from '../../../components/discovery/prize-list.component';

/** The giveaway's facts as the creator needs them at a glance. */
export function GiveawaySummary({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useTranslation();
  const cover = giveaway.imagens?.capa ?? giveaway.imagemUrl;
  return (
    <div className="stack">
      {cover && <img className="giveaway-cover" src={cover} alt={t('creator.detail.coverAlt', { titulo: giveaway.titulo })} />}
      <dl className="details">
        <dt>{t('creator.detail.inscritos')}</dt>
        <dd>{formatNumber(giveaway.inscritosCount)}</dd>
        <dt>{t('creator.detail.dataSorteio')}</dt>
        <dd>{formatDateTime(giveaway.dataSorteio)}</dd>
        <dt>{t('creator.detail.numeroVencedores')}</dt>
        <dd>{giveaway.numeroVencedores}</dd>
        <dt>{t('creator.detail.exigirEmailConfirmado')}</dt>
        <dd>{t(giveaway.exigirEmailConfirmado ? 'creator.detail.exigido' : 'creator.detail.naoExigido')}</dd>
        <dt>{t('creator.detail.createdAt')}</dt>
        <dd>{formatDateTime(giveaway.createdAt)}</dd>
        {giveaway.publishedAt && (
          <>
            <dt>{t('creator.detail.publishedAt')}</dt>
            <dd>{formatDateTime(giveaway.publishedAt)}</dd>
          </>
        )}
        {giveaway.closedAt && (
          <>
            <dt>{t('creator.detail.closedAt')}</dt>
            <dd>{formatDateTime(giveaway.closedAt)}</dd>
          </>
        )}
      </dl>
      <h2>{t('creator.detail.premios')}</h2>
      <PrizeList giveaway={giveaway} />
      {giveaway.descricao && (
        <>
          <h2>{t('creator.detail.descricao')}</h2>
          <p className="preserve-lines">{giveaway.descricao}</p>
        </>
      )}
      {giveaway.vencedores.length > 0 && (
        <>
          <h2>{t('creator.detail.vencedores')}</h2>
          <ul>
            {giveaway.vencedores.map((vencedor) => (
              <li key={vencedor.id}>
                {vencedor.nome}
                {vencedor.email && ` (${vencedor.email})`}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
