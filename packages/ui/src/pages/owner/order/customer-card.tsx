import { OrderTypeLine } from '@/features/delivery/order-type-line';
import { MapPin, MessageCircle, Phone } from 'lucide-react';
import { ScheduledBadge } from '@/features/opening-hours/scheduled-badge';
import type { OrderDetail } from '@direto/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { customerWhatsappHref, mapsSearchHref, phoneCallHref } from './contact-links';

/** Who ordered and where to deliver: the phone to call or message on WhatsApp, the address on a map. */
export function CustomerCard({ order }: { order: OrderDetail }) {
  const phone = order.customerPhone;
  const call = phone ? phoneCallHref(phone) : null;
  const whatsapp = phone ? customerWhatsappHref(phone) : null;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Cliente</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Nome</dt>
            <dd className="font-medium">{order.customerName ?? 'Cliente removido'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Como recebe</dt>
            <dd>
              <OrderTypeLine orderType={order.orderType} deliveryTime={order.deliveryTime} />
              {order.scheduledFor ? <ScheduledBadge scheduledFor={order.scheduledFor} timeZone={order.scheduledTimezone ?? undefined} /> : null}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Telefone</dt>
            <dd className="space-y-2">
              {phone ? (
                <>
                  {call ? (
                    <a href={call} className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
                      <Phone aria-hidden="true" className="size-4" />
                      {phone}
                    </a>
                  ) : (
                    <span>{phone}</span>
                  )}
                  {whatsapp ? (
                    <div>
                      <Button asChild size="sm" variant="outline">
                        <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                          <MessageCircle aria-hidden="true" />
                          WhatsApp
                        </a>
                      </Button>
                    </div>
                  ) : null}
                </>
              ) : (
                <span className="text-muted-foreground">Não informado</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Endereço de entrega</dt>
            <dd className="space-y-2">
              {order.deliveryAddress ? (
                <>
                  <p className="whitespace-pre-line font-medium">{order.deliveryAddress}</p>
                  <Button asChild size="sm" variant="outline">
                    <a href={mapsSearchHref(order.deliveryAddress)} target="_blank" rel="noopener noreferrer">
                      <MapPin aria-hidden="true" />
                      Ver no mapa
                    </a>
                  </Button>
                </>
              ) : (
                <span className="text-muted-foreground">Não informado</span>
              )}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
