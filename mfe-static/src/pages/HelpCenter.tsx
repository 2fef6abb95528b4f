import { useLocation } from 'react-router-dom';
export default function HelpCenter() {
  const loc = useLocation();
  return <h1>Centro de Ayuda {loc.pathname}</h1>;
}
