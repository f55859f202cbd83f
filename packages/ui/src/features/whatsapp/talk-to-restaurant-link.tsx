import { MessageCircle } from 'lucide-react';
import { whatsappChatUrl } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { shortOrderId } from '@/lib/format';
import { trpc } from '@/lib/trpc';

/**
 * The customer's 'Falar com o restaurante' on an order: a WhatsApp chat with the restaurant,
 * shown only when the restaurant set its number (Configurações › WhatsApp).
 */
export function TalkToRestaurantLink({ restaurantId, orderId }: { restaurantId: string; orderId: string }) {
  const restaurant = trpc.restaurant.byId.useQuery({ id: restaurantId }).data;
  if (!restaurant?.whatsappNumber) return null;
  const message = `Olá, ${restaurant.name}! Sobre o meu pedido ${shortOrderId(orderId)}: `;
  return (
    <Button variant="outline" className="w-full" asChild>
      <a href={whatsappChatUrl(restaurant.whatsappNumber, message)} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" />
        Falar com o restaurante
      </a>
    </Button>
  );
}
