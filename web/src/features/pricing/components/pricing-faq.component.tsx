import { useTranslation } from 'react-i18next';

// The texts are in i18n (plans.pricing.faq.<key>); this is the order they are asked in.
const FAQ_KEYS = ['assinar', 'ativos', 'verificavel', 'prazo'] as const;

/** Short answers, each folded under its question (details/summary: keyboard and screen readers for free). */
export function PricingFaq() {
  const { t } = useTranslation();
  return (
    <section className="pricing-faq stack" aria-labelledby="pricing-faq-title">
      <h2 id="pricing-faq-title">{t('plans.pricing.faqTitle')}</h2>
      {FAQ_KEYS.map((key) => (
        <details key={key} className="pricing-faq__item">
          <summary>{t(`plans.pricing.faq.${key}.pergunta`)}</summary>
          <p>{t(`plans.pricing.faq.${key}.resposta`)}</p>
        </details>
      ))}
    </section>
  );
}
