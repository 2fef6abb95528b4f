export { adminListKey } from './api/admin-lists';
export { BookingsTab } from './components/BookingsTab';
export { Table, TableScroll } from './components/Table';
export { UsersTab } from './components/UsersTab';
export { VehiclesTab } from './components/VehiclesTab';
export { LIST_VIEW_KEYS } from './lib/list-view';
