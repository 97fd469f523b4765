import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateGiveawayMutation } from '../api/create-giveaway.api';
import { GiveawayForm } from '../components/giveaway-form.component';
import { emptyGiveawayValues, valuesToPayload } from '../components/giveaway-form.schema';
import '../creator.css';

/** /dashboard/sorteio/new and /criar — a new giveaway starts as a draft. */
export function GiveawayCreatePage() {
  const { t } = useTranslation();
  usePageTitle(t('creator.create.title'));
  const navigate = useNavigate();
  const create = useCreateGiveawayMutation();
  const defaultValues = useMemo(() => emptyGiveawayValues(), []);

  return (
    <section className="stack" aria-labelledby="create-title">
      <h1 id="create-title">{t('creator.create.title')}</h1>
      <p className="card__intro">{t('creator.create.intro')}</p>
      <GiveawayForm
        defaultValues={defaultValues}
        allowTemplates
        submitLabel={t('creator.create.submit')}
        onSubmit={async (values) => {
          const giveaway = await create.mutateAsync(valuesToPayload(values));
          navigate(`/dashboard/sorteio/${giveaway.id}`, { state: { notice: t('creator.create.created') } });
        }}
      />
    </section>
  );
}
