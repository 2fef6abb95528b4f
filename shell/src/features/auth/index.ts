export { RequireAuth } from './components/RequireAuth';
