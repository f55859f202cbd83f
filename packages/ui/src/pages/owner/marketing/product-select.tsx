import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/**
 * A product of the restaurant's menu, for a free-item benefit (a coupon's, the loyalty card's
 * reward). Inside a Field, which gives the trigger its id and description.
 */
export function ProductSelect({ value, products, onChange, ...triggerProps }: { value: string; products: { id: string; name: string }[]; onChange: (productId: string) => void }) {
  return (
    <Select value={value || undefined} onValueChange={onChange}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder="Escolha um produto do cardápio" />
      </SelectTrigger>
      <SelectContent>
        {products.map((product) => (
          <SelectItem key={product.id} value={product.id}>
            {product.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
