import { Badge, formatDate } from '@ladrive/design-system';
import { AdminListTab } from './AdminListTab';
import { Badges, Table, TableScroll } from './Table';

const SORTS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'name', label: 'Name (A–Z)' },
  { value: '-name', label: 'Name (Z–A)' },
  { value: 'email', label: 'Email (A–Z)' },
  { value: '-email', label: 'Email (Z–A)' },
];

/** Users 'All Users': full name, email, Host / Admin badges, join date. */
export function UsersTab() {
  return (
    <AdminListTab
      kind="users"
      title="All Users"
      noun="users"
      searchLabel="Search users"
      searchPlaceholder="Name or email"
      sorts={SORTS}
      defaultSort="-createdAt"
      empty="No users match this search."
    >
      {(users) => (
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Roles</th>
                <th scope="col">Joined</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id} data-testid="admin-user-row">
                  <td>{user.fullName}</td>
                  <td>{user.email}</td>
                  <td>
                    <Badges>
                      {user.isHost && <Badge $tone="brand">Host</Badge>}
                      {user.isAdmin && <Badge $tone="danger">Admin</Badge>}
                    </Badges>
                  </td>
                  <td>{formatDate(user.createdAt, 'en')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </AdminListTab>
  );
}
