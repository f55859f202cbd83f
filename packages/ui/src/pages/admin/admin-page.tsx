import { Logo } from '@/components/logo';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/hooks/use-current-user';
import { AdminMenu } from './admin-menu';
import { AdminStatCards } from './admin-stat-cards';
import { BackupStatusCard } from './backup-status-card';
import { RestaurantsTab } from './restaurants-tab';
import { SystemSettingsTab } from './system-settings-tab';
import { UsersTab } from './users-tab';

/** / and /admin for administrators (spec §2): stats, users, restaurants and settings. */
export default function AdminPage() {
  const { user } = useCurrentUser();
  if (!user) return <FullPageSpinner />;
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <Logo size="sm" />
            <h1 className="truncate text-base font-semibold sm:text-lg">Painel administrativo</h1>
          </div>
          <AdminMenu user={user} />
        </div>
      </header>
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">
        <AdminStatCards />
        <BackupStatusCard />
        <Tabs defaultValue="usuarios">
          <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto">
            <TabsTrigger value="usuarios">Usuários</TabsTrigger>
            <TabsTrigger value="restaurantes">Restaurantes</TabsTrigger>
            <TabsTrigger value="configuracoes">Configurações</TabsTrigger>
          </TabsList>
          <TabsContent value="usuarios">
            <UsersTab currentUserId={user.id} />
          </TabsContent>
          <TabsContent value="restaurantes">
            <RestaurantsTab />
          </TabsContent>
          <TabsContent value="configuracoes">
            <SystemSettingsTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
