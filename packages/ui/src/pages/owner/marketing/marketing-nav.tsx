import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn';

/** The screens of Owner › Marketing (issue 31); each adds its line here. */
const MARKETING_SECTIONS = [
  { to: '/marketing/cupons', label: 'Cupons' },
  { to: '/marketing/fidelidade', label: 'Cartão fidelidade' },
] as const;

/** The tabs between the Marketing screens. */
export function MarketingNav() {
  return (
    <nav aria-label="Marketing" className="flex gap-1 border-b border-border">
      {MARKETING_SECTIONS.map((section) => (
        <NavLink
          key={section.to}
          to={section.to}
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
            )
          }
        >
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
