import { Link, useSearchParams } from 'react-router-dom';
import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LinkPage } from '@/features/account/link-page';
import { trpc } from '@/lib/trpc';

/**
 * /confirmar-email?token=… (issue 28): the link mailed to an address proves it is the account's.
 * The confirmation waits for a tap, not the page load, so a mail scanner that opens links
 * cannot use it up. Works signed in or out: the token names the account.
 */
export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const utils = trpc.useUtils();
  const confirm = trpc.user.confirmEmail.useMutation({
    // Signed in here: the screens show the new address at once. Signed out: nothing to refresh.
    onSuccess: () => (utils.auth.me.getData() ? utils.auth.me.invalidate() : undefined),
  });

  return (
    <LinkPage title="Confirmar email">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl font-semibold leading-none tracking-tight">
            <MailCheck className="size-6 text-primary" aria-hidden="true" />
            Confirmar email
          </h1>
          {confirm.isSuccess ? null : <CardDescription>Toque no botão para confirmar que este endereço de email é seu.</CardDescription>}
        </CardHeader>
        <CardContent className="space-y-4">
          {confirm.isSuccess ? (
            <p role="status" className="rounded-md bg-muted p-3 text-sm">
              Email confirmado! Sua conta agora usa <strong>{confirm.data.email}</strong>.
            </p>
          ) : (
            <>
              {confirm.error || !token ? (
                <p role="alert" className="text-sm text-destructive">
                  {confirm.error?.message ?? 'Link inválido ou expirado'}
                </p>
              ) : null}
              <Button className="w-full" disabled={!token || confirm.isPending} onClick={() => confirm.mutate({ token })}>
                {confirm.isPending ? 'Confirmando...' : 'Confirmar email'}
              </Button>
            </>
          )}
          <div className="text-center">
            <Button variant="link" asChild>
              <Link to="/">Continuar</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </LinkPage>
  );
}
