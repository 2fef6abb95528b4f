import { Badge, formatDate } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { useT } from '../../../i18n';
import { AdminListTab } from './AdminListTab';
import { Badges, Table, TableScroll } from './Table';

/** Users 'All Users': full name, email, Host / Admin badges, join date. */
export function UsersTab() {
  const t = useT();
  const lang = useLanguage();
  const sorts = [
    { value: '-createdAt', label: t('users.sort.newest') },
    { value: 'createdAt', label: t('users.sort.oldest') },
    { value: 'name', label: t('users.sort.nameAsc') },
    { value: '-name', label: t('users.sort.nameDesc') },
    { value: 'email', label: t('users.sort.emailAsc') },
    { value: '-email', label: t('users.sort.emailDesc') },
  ];
  return (
    <AdminListTab kind="users" texts="users" sorts={sorts} defaultSort="-createdAt">
      {(users) => (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('users.column.name')}</th>
                <th scope="col">{t('users.column.email')}</th>
                <th scope="col">{t('users.column.roles')}</th>
                <th scope="col">{t('users.column.joined')}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id} data-testid="admin-user-row">
                  {/* what people typed is nobody's language */}
                  <td translate="no">{user.fullName}</td>
                  <td translate="no">{user.email}</td>
                  <td>
                    <Badges>
                      {user.isHost && <Badge $tone="brand">{t('users.badge.host')}</Badge>}
                      {user.isAdmin && <Badge $tone="danger">{t('users.badge.admin')}</Badge>}
                    </Badges>
                  </td>
                  <td>{formatDate(user.createdAt, lang)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </AdminListTab>
  );
}
