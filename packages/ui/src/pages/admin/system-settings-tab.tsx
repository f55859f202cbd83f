import { useState } from 'react';
import { Upload } from 'lucide-react';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast, toastError } from '@/hooks/use-toast';
import { LOGO_IMAGE_RULES } from '@/features/upload/image-file-rules';
import { ImageUploadDialog } from '@/features/upload/image-upload-dialog';
import { trpc } from '@/lib/trpc';

const SYSTEM_INFO: [string, string][] = [
  ['Versão', '1.0.0'],
  ['Banco de dados', 'PostgreSQL'],
  ['Autenticação', 'Híbrida: email e senha ou Google'],
];

/** Configurações tab: the application logo and static system information (spec §2). */
export function SystemSettingsTab() {
  const utils = trpc.useUtils();
  const [choosing, setChoosing] = useState(false);
  const updateLogo = trpc.logo.update.useMutation({
    onSuccess: async () => {
      toast({ title: 'Logo atualizado', description: 'O novo logo já aparece em todo o site.' });
      await utils.logo.invalidate();
    },
    onError: (error) => toastError('Erro ao atualizar logo', error),
  });

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Logo da aplicação</CardTitle>
          <CardDescription>PNG, JPG ou JPEG até 5 MB. Recomendado: cerca de 200x200 px.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <Logo size="xl" />
          <Button onClick={() => setChoosing(true)} disabled={updateLogo.isPending}>
            <Upload aria-hidden="true" />
            {updateLogo.isPending ? 'Salvando...' : 'Enviar novo logo'}
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Informações do sistema</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-border text-sm">
            {SYSTEM_INFO.map(([term, value]) => (
              <div key={term} className="flex justify-between gap-4 py-2">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="text-right font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <ImageUploadDialog
        open={choosing}
        onOpenChange={setChoosing}
        title="Enviar logo"
        description="O logo aparece no login, nos painéis e no cabeçalho."
        hint="PNG, JPG ou JPEG até 5MB · recomendado 200x200 px"
        rules={LOGO_IMAGE_RULES}
        onUploaded={(objectPath) => updateLogo.mutate({ logoURL: objectPath })}
      />
    </div>
  );
}
