import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toastError } from '@/hooks/use-toast';
import { browser } from '@/lib/browser';
import { downloadFile } from '@/lib/download-file';
import { trpc, type CurrentUser } from '@/lib/trpc';

/** Meu Perfil › 'Seus dados' (LGPD): download everything we hold, or delete the account. */
export function DataRightsCard({ user }: { user: CurrentUser }) {
  const utils = trpc.useUtils();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function exportData() {
    setExporting(true);
    try {
      const data = await utils.user.exportData.fetch();
      downloadFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), 'meus-dados-direto.json');
    } catch (error) {
      toastError('Erro ao baixar seus dados', error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Seus dados</CardTitle>
        <CardDescription>Pela LGPD, você pode baixar uma cópia dos seus dados ou excluir sua conta.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="outline" disabled={exporting} onClick={() => void exportData()}>
          <Download aria-hidden="true" />
          {exporting ? 'Preparando...' : 'Baixar meus dados'}
        </Button>
        {user.userType === 'customer' ? (
          <Button type="button" variant="outline" className="text-destructive" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Excluir minha conta
          </Button>
        ) : null}
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} hasPassword={user.hasPassword} />
    </Card>
  );
}

function DeleteAccountDialog({ open, onOpenChange, hasPassword }: { open: boolean; onOpenChange: (open: boolean) => void; hasPassword: boolean }) {
  const [password, setPassword] = useState('');
  const remove = trpc.user.deleteAccount.useMutation({
    // The session is gone: start over signed out.
    onSuccess: () => browser.navigate('/'),
    onError: (error) => toastError('Não foi possível excluir a conta', error),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Excluir minha conta</DialogTitle>
          <DialogDescription>
            Seus dados pessoais (nome, e-mail, telefone, endereços) serão apagados. Os pedidos já feitos continuam com os restaurantes, como
            &quot;Cliente removido&quot;, sem telefone nem endereço. Isso não pode ser desfeito.
          </DialogDescription>
        </DialogHeader>
        <form
          id="delete-account-form"
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate(hasPassword ? { password } : {});
          }}
        >
          {hasPassword ? (
            <Field label="Sua senha">
              <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            </Field>
          ) : (
            <p className="text-sm text-muted-foreground">Conta do Google: é preciso ter entrado há menos de 15 minutos.</p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form="delete-account-form" variant="destructive" disabled={remove.isPending || (hasPassword && !password)}>
            {remove.isPending ? 'Excluindo...' : 'Excluir conta'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
