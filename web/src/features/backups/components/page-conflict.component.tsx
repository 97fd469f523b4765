import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageConflict } from '@sorteios/api-contract';

interface PageConflictItemProps {
  conflict: PageConflict;
  replace: boolean;
  onReplaceChange: (replace: boolean) => void;
}

/** One address in both the site and the file: both versions of what differs, and whether the file wins. */
export function PageConflictItem({ conflict, replace, onReplaceChange }: PageConflictItemProps) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const headingId = useId();
  const side = (label: string, version: PageConflict['atual']) => (
    <section className="page-diff__side stack" aria-label={`${label}: /pages/${conflict.slug}`}>
      <h5>{label}</h5>
      {conflict.mudancas.includes('titulo') ? (
        <p>
          <strong>{t('backups.pages.import.titleLabel')}:</strong> {version.titulo}
        </p>
      ) : (
        <p>{t('backups.pages.import.sameTitle')}</p>
      )}
      {conflict.mudancas.includes('conteudo') && (
        <>
          <p>
            <strong>{t('backups.pages.import.contentLabel')}:</strong>
          </p>
          <pre tabIndex={0}>{version.conteudo}</pre>
        </>
      )}
    </section>
  );
  return (
    <li className="page-conflict stack" aria-labelledby={headingId}>
      <h4 id={headingId}>/pages/{conflict.slug}</h4>
      <div className="page-diff">
        {side(t('backups.pages.import.current'), conflict.atual)}
        {side(t('backups.pages.import.incoming'), conflict.arquivo)}
      </div>
      <div className="field field--inline">
        <input id={checkboxId} type="checkbox" checked={replace} onChange={(event) => onReplaceChange(event.target.checked)} />
        <label htmlFor={checkboxId}>{t('backups.pages.import.replace', { slug: conflict.slug })}</label>
      </div>
    </li>
  );
}
