import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SETTINGS_TAB_PARAM } from '@direto/contracts';
import { Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { QueryState } from '@/components/query-state';
import { DeliveryAreasSection } from '@/features/delivery/delivery-areas-section';
import { DeliverySettingsSection } from '@/features/delivery/delivery-settings-section';
import { OpeningHoursSection } from '@/features/opening-hours/opening-hours-section';
import { PauseSection } from '@/features/opening-hours/pause-section';
import { PaymentSettingsSection } from '@/features/payment/payment-settings-section';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BackArrowLink } from '@/components/back-arrow-link';
import { useCurrentUser } from '@/hooks/use-current-user';
import { trpc } from '@/lib/trpc';
import { AccountSettingsForm } from './settings/account-settings-form';
import { OpenDeliverySection } from './settings/open-delivery-section';
import { OrderSettingsSection } from './settings/order-settings-section';
import { PendingAlertSetting } from './settings/pending-alert-setting';
import { PrintingSection } from './settings/printing-section';
import { PushAlertsSection } from './settings/push-alerts-section';
import { TeamSection } from './settings/team-section';
import { TablesSection } from './settings/tables-section';
import { CashAccessSection } from './settings/cash-access-section';
import { RestaurantSettingsForm } from './settings/restaurant-settings-form';
import { WhatsappSection } from './settings/whatsapp-section';

const SETTINGS_TABS = ['restaurante', 'entrega', 'pagamento', 'pedidos', 'mesas', 'funcionamento', 'whatsapp', 'impressao', 'integracoes', 'equipe', 'conta'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab a link asks for (/settings?aba=entrega: 'Primeiros passos'), else the first. */
function requestedTab(value: string | null): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab === value) ?? 'restaurante';
}

/** /settings for restaurant users (spec §2): restaurant, delivery, payment, opening, WhatsApp, printing (this device's), team and account tabs. */
export default function SettingsPage() {
  const { user } = useCurrentUser();
  // An owner has one restaurant (or none yet).
  const mine = trpc.restaurant.mine.useQuery(undefined, { select: (restaurants) => restaurants[0] ?? null });
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<SettingsTab>(() => requestedTab(searchParams.get(SETTINGS_TAB_PARAM)));
  if (!user || mine.isLoading) return <FullPageSpinner />;
  const restaurant = mine.data;

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3">
          <BackArrowLink to="/dashboard" label="Voltar ao painel" />
          <div className="min-w-0">
            <h1 className="text-lg font-semibold">Configurações</h1>
            {restaurant ? <p className="truncate text-sm text-muted-foreground">{restaurant.name}</p> : null}
          </div>
        </div>
      </header>

      <main className="mx-auto max-w-3xl px-4 py-6">
        <QueryState query={mine} className="text-center" empty={<NoRestaurant />}>
          {(restaurant) => (
            <Tabs value={tab} onValueChange={(value) => setTab(value as SettingsTab)}>
              {/* Nine tabs and more to come: a strip the thumb swipes on a phone; from a tablet up they wrap to a second row rather than hide one. */}
              <TabsList className="flex h-auto w-full justify-start overflow-x-auto md:flex-wrap md:[&>button]:flex-1 md:[&>button]:px-2">
                <TabsTrigger value="restaurante">Restaurante</TabsTrigger>
                <TabsTrigger value="entrega">Entrega</TabsTrigger>
                <TabsTrigger value="pagamento">Pagamento</TabsTrigger>
                <TabsTrigger value="pedidos">Pedidos</TabsTrigger>
                <TabsTrigger value="mesas">Mesas</TabsTrigger>
                <TabsTrigger value="funcionamento">Funcionamento</TabsTrigger>
                <TabsTrigger value="whatsapp">WhatsApp</TabsTrigger>
                <TabsTrigger value="impressao">Impressão</TabsTrigger>
                <TabsTrigger value="integracoes">Integrações</TabsTrigger>
                <TabsTrigger value="equipe">Equipe</TabsTrigger>
                <TabsTrigger value="conta">Conta</TabsTrigger>
              </TabsList>
              <RestaurantSettingsForm key={restaurant.id} restaurant={restaurant} tab={tab} />
              {/* Under the opening card: a form of its own (the restaurant form belongs to its three tabs). */}
              {tab === 'funcionamento' ? <PauseSection key={`pause-${restaurant.id}`} restaurant={restaurant} /> : null}
              {tab === 'funcionamento' ? <OpeningHoursSection key={`hours-${restaurant.id}`} restaurantId={restaurant.id} /> : null}
              {tab === 'funcionamento' ? <PendingAlertSetting key={restaurant.id} restaurant={restaurant} className="mt-4" /> : null}
              {tab === 'funcionamento' ? <PushAlertsSection className="mt-4" /> : null}
              {tab === 'entrega' ? <DeliverySettingsSection key={restaurant.id} restaurantId={restaurant.id} /> : null}
              {tab === 'entrega' ? <DeliveryAreasSection key={`areas-${restaurant.id}`} restaurantId={restaurant.id} /> : null}
              <TabsContent value="pagamento">
                <PaymentSettingsSection key={`payment-${restaurant.id}`} restaurant={restaurant} />
              </TabsContent>
              <TabsContent value="pedidos">
                <OrderSettingsSection key={`orders-${restaurant.id}`} restaurantId={restaurant.id} />
              </TabsContent>
              <TabsContent value="mesas">
                <TablesSection key={`tables-${restaurant.id}`} restaurantId={restaurant.id} />
              </TabsContent>
              <TabsContent value="whatsapp">
                <WhatsappSection key={restaurant.id} restaurant={restaurant} />
              </TabsContent>
              <TabsContent value="impressao">
                <PrintingSection restaurantName={restaurant.name} />
              </TabsContent>
              <TabsContent value="integracoes">
                <OpenDeliverySection key={`open-delivery-${restaurant.id}`} restaurantId={restaurant.id} />
              </TabsContent>
              <TabsContent value="equipe" className="space-y-4">
                <TeamSection key={`team-${restaurant.id}`} restaurantId={restaurant.id} />
                <CashAccessSection key={`cash-${restaurant.id}`} restaurantId={restaurant.id} />
              </TabsContent>
              <TabsContent value="conta">
                <AccountSettingsForm user={user} />
              </TabsContent>
            </Tabs>
          )}
        </QueryState>
      </main>
    </div>
  );
}

function NoRestaurant() {
  return (
    <Card className="mx-auto max-w-md">
      <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
        <Store className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-medium">Nenhum restaurante encontrado</p>
        <Button asChild>
          <Link to="/dashboard">Voltar ao painel</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
