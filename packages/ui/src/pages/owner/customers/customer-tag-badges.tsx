import type { CustomerSummary, CustomerTag } from '@direto/contracts';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const AUTOMATIC_VARIANT: Record<CustomerTag, BadgeProps['variant']> = {
  Novo: 'success',
  Frequente: 'default',
  'Em risco': 'secondary',
  Inativo: 'outline',
};

/** The automatic tags (coloured) and the owner's own (outlined). */
export function CustomerTagBadges({ customer }: { customer: Pick<CustomerSummary, 'automaticTags' | 'tags'> }) {
  return (
    <>
      {customer.automaticTags.map((tag) => (
        <Badge key={tag} variant={AUTOMATIC_VARIANT[tag]}>
          {tag}
        </Badge>
      ))}
      {customer.tags.map((tag) => (
        <Badge key={`own-${tag}`} variant="outline">
          {tag}
        </Badge>
      ))}
    </>
  );
}
