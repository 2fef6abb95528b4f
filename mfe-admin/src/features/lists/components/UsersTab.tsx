import { Badge, formatDate } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { usePersonName } from '@ladrive/marketplace-ui';
import { useT } from '../../../i18n';
import { AdminListTab } from './AdminListTab';
import { Badges, Table, TableScroll } from './Table';

/** Users 'All Users': full name, email, Host / Admin badges, join date. */
export function UsersTab() {
  const t = useT();
  const lang = useLanguage();
  const personName = usePersonName();
  const sorts = [
    { value: '-createdAt', label: t('users.sort.newest') },
    { value: 'createdAt', label: t('users.sort.oldest') },
    { value: 'name', label: t('users.sort.nameAsc') },
    { value: '-name', label: t('users.sort.nameDesc') },
    { value: 'email', label: t('users.sort.emailAsc') },
    { value: '-email', label: t('users.sort.emailDesc') },
  ];
  const column = {
    name: t('users.column.name'),
    email: t('users.column.email'),
    roles: t('users.column.roles'),
    joined: t('users.column.joined'),
  };
  return (
    <AdminListTab kind="users" texts="users" sorts={sorts} defaultSort="-createdAt">
      {(users) => (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{column.name}</th>
                <th scope="col">{column.email}</th>
                <th scope="col">{column.roles}</th>
                <th scope="col">{column.joined}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id} data-testid="admin-user-row">
                  {/* what people typed is nobody's language */}
                  <td translate="no" data-label={column.name}>
                    {personName(user.fullName)}
                  </td>
                  <td translate="no" data-label={column.email}>
                    {user.email}
                  </td>
                  <td data-label={column.roles}>
                    <Badges>
                      {user.isHost && <Badge $tone="brand">{t('users.badge.host')}</Badge>}
                      {user.isAdmin && <Badge $tone="danger">{t('users.badge.admin')}</Badge>}
                    </Badges>
                  </td>
                  <td data-label={column.joined}>{formatDate(user.createdAt, lang)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </AdminListTab>
  );
}
