import { ChartColumn } from 'lucide-react';
import { HeaderLink } from './header-link';

/** Owner › Relatórios in the owner's header (issue 32). */
export function ReportsLink() {
  return <HeaderLink to="/relatorios" icon={ChartColumn} label="Relatórios" />;
}
