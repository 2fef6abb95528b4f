export { adminListKey } from './api/admin-lists';
export { BookingsTab } from './components/BookingsTab';
export { UsersTab } from './components/UsersTab';
export { VehiclesTab } from './components/VehiclesTab';
export { LIST_VIEW_KEYS } from './lib/list-view';
