import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { displayName, USER_TYPE_LABELS, type User } from '@direto/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { QueryState } from '@/components/query-state';
import { toast, toastError } from '@/hooks/use-toast';
import { formatDateTime } from '@/lib/format';
import { trpc } from '@/lib/trpc';
import { EditUserDialog } from './edit-user-dialog';

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
      await utils.admin.invalidate();
    },
    onError: (error) => toastError('Erro ao remover usuário', error),
  });

  const columns: Column<User>[] = [
    {
      header: 'Usuário',
      className: 'break-all sm:break-normal',
      cell: (user) => (
        <>
          <div className="font-medium">
            {displayName(user)}
            {user.id === currentUserId ? <span className="ml-1 text-xs text-muted-foreground">(você)</span> : null}
          </div>
          <div className="text-xs text-muted-foreground">{user.email}</div>
          {/* On phones the type sits here instead of its own column. */}
          <div className="mt-1 sm:hidden">
            <UserTypeBadges user={user} />
          </div>
        </>
      ),
    },
    { header: 'Tipo', from: 'sm', cell: (user) => <UserTypeBadges user={user} /> },
    { header: 'Cidade', from: 'md', cell: (user) => user.city ?? '—' },
    { header: 'Cadastro', from: 'lg', className: 'whitespace-nowrap', cell: (user) => formatDateTime(user.createdAt) },
    {
      header: 'Ações',
      align: 'right',
      cell: (user) => {
        const isSelf = user.id === currentUserId;
        return (
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
        );
      },
    },
  ];

  return (
    <>
      <QueryState query={users} empty="Nenhum usuário cadastrado.">
        {(rows) => <DataTable columns={columns} rows={rows} />}
      </QueryState>

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

function UserTypeBadges({ user }: { user: User }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant="secondary">{USER_TYPE_LABELS[user.userType]}</Badge>
      {user.isAdmin ? <Badge>Admin</Badge> : null}
    </div>
  );
}
