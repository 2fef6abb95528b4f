import { createRoot } from 'react-dom/client';
import HelpCenter from './pages/HelpCenter';

createRoot(document.getElementById('root')!).render(<HelpCenter />);
