import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { USER_TYPE_LABELS, type User } from '@direto/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/hooks/use-toast';
import { formatDateTime } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { EditUserDialog } from './edit-user-dialog';

const fullName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';

/** Usuários tab: every account, with edit and delete (spec §2, §6). */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const utils = trpc.useUtils();
  const users = trpc.admin.users.useQuery();
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  const remove = trpc.admin.deleteUser.useMutation({
    onSuccess: async () => {
      setDeleting(null);
      toast({ title: 'Usuário removido' });
      await Promise.all([utils.admin.users.invalidate(), utils.admin.stats.invalidate(), utils.admin.restaurants.invalidate()]);
    },
    onError: (error) => toastError('Erro ao remover usuário', error),
  });

  if (users.isLoading) return <Spinner />;
  if (users.isError) {
    return (
      <p role="alert" className="text-destructive">
        {users.error.message}
      </p>
    );
  }
  const rows = users.data ?? [];
  if (rows.length === 0) return <p className="text-muted-foreground">Nenhum usuário cadastrado.</p>;

  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-border bg-card">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-border bg-muted/60 text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-3 font-medium sm:px-4">Usuário</th>
              <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">Tipo</th>
              <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">Cidade</th>
              <th scope="col" className="hidden px-4 py-3 font-medium lg:table-cell">Cadastro</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">Ações</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((user) => {
              const isSelf = user.id === currentUserId;
              const typeBadges = (
                <div className="flex flex-wrap gap-1">
                  <Badge variant="secondary">{USER_TYPE_LABELS[user.userType]}</Badge>
                  {user.isAdmin ? <Badge>Admin</Badge> : null}
                </div>
              );
              return (
                <tr key={user.id}>
                  <td className="break-all px-3 py-3 sm:break-normal sm:px-4">
                    <div className="font-medium">
                      {fullName(user)}
                      {isSelf ? <span className="ml-1 text-xs text-muted-foreground">(você)</span> : null}
                    </div>
                    <div className="text-xs text-muted-foreground">{user.email}</div>
                    {/* On phones the type sits here instead of its own column. */}
                    <div className="mt-1 sm:hidden">{typeBadges}</div>
                  </td>
                  <td className="hidden px-4 py-3 sm:table-cell">{typeBadges}</td>
                  <td className="hidden px-4 py-3 md:table-cell">{user.city ?? '—'}</td>
                  <td className="hidden whitespace-nowrap px-4 py-3 lg:table-cell">{formatDateTime(user.createdAt)}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-1">
                      <Button variant="ghost" size="icon" aria-label={`Editar ${user.email}`} onClick={() => setEditing(user)}>
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-destructive hover:text-destructive"
                        aria-label={`Remover ${user.email}`}
                        title={isSelf ? 'Você não pode remover sua própria conta' : undefined}
                        disabled={isSelf}
                        onClick={() => setDeleting(user)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <EditUserDialog user={editing} currentUserId={currentUserId} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Remover usuário?"
        description={
          deleting
            ? `${deleting.email} será removido, com os restaurantes dele. Os pedidos continuam no histórico.`
            : undefined
        }
        confirmLabel="Remover"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </>
  );
}
