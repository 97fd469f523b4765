import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface DrawnPerson {
  /** The entry id; the giveaway read model calls it `id`. */
  id: string;
  nome: string;
  /** null: a winner from an Instagram comment, reached on Instagram by the name "@username". */
  email: string | null;
}

/** Where anyone can fetch the receipt and where anyone can check it. */
export function DrawLinks({ giveawayId }: { giveawayId: string }) {
  const { t } = useTranslation();
  return (
    <ul className="link-list">
      <li>
        <a href={`/api/giveaways/${giveawayId}/draw`} download={`recibo-${giveawayId}.json`}>
          {t('creator.draw.receipt')}
        </a>
      </li>
      <li>
        <Link to={`/sorteio/${giveawayId}/verificar`}>{t('creator.draw.verify')}</Link>
      </li>
    </ul>
  );
}

function PeopleList({ people, label }: { people: DrawnPerson[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={label}>
      {people.map((person) => (
        <li key={person.id}>
          <strong>{person.nome}</strong> — {person.email ?? t('creator.draw.viaInstagram')}
        </li>
      ))}
    </ol>
  );
}

/**
 * The creator's view of a draw: names with e-mails, so the winners can be contacted. Without
 * lists (a giveaway drawn earlier) only the links show: the summary already lists the winners.
 */
export function DrawPanelResult({ giveawayId, winners, alternates }: { giveawayId: string; winners?: DrawnPerson[]; alternates?: DrawnPerson[] }) {
  const { t } = useTranslation();
  return (
    <section className="stack" aria-labelledby="draw-result-title">
      <h2 id="draw-result-title">{t('creator.draw.resultTitle')}</h2>
      {winners && (
        <>
          <h3>{t('creator.draw.winners')}</h3>
          <PeopleList people={winners} label={t('creator.draw.winners')} />
        </>
      )}
      {alternates && (
        <>
          <h3>{t('creator.draw.alternates')}</h3>
          {alternates.length > 0 ? <PeopleList people={alternates} label={t('creator.draw.alternates')} /> : <p>{t('creator.draw.noAlternates')}</p>}
        </>
      )}
      <DrawLinks giveawayId={giveawayId} />
    </section>
  );
}
