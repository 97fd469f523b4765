import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Contact } from '@sorteios/api-contract';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

export function ContactsTable({ rows }: { rows: readonly Contact[] }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll" role="region" aria-labelledby="contacts-caption" tabIndex={0}>
      <table className="contacts-table">
        <caption id="contacts-caption" className="visually-hidden">
          {t('contacts.table.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('contacts.table.nome')}</th>
            <th scope="col">{t('contacts.table.email')}</th>
            <th scope="col">{t('contacts.table.username')}</th>
            <th scope="col">{t('contacts.table.sorteios')}</th>
            <th scope="col">{t('contacts.table.ultimaInscricao')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((contact) => (
            <tr key={contact.email}>
              <td>{contact.nome}</td>
              <td>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </td>
              <td>@{contact.username}</td>
              <td>
                <ul className="contacts-table__giveaways">
                  {contact.sorteios.map((s) => (
                    <li key={s.id}>
                      <Link to={`/dashboard/sorteio/${s.id}`}>{s.titulo}</Link>
                    </li>
                  ))}
                </ul>
              </td>
              <td>{dateFormat.format(new Date(contact.ultimaInscricaoEm))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
