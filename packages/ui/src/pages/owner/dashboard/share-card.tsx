import { useId, useRef, useState } from 'react';
import { Copy, FileText, MessageCircle, QrCode, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { trpc } from '@/lib/trpc';
import { QrPosterDialog } from './qr-poster/qr-poster-dialog';
import { facebookShareUrl, printedMenuPath, restaurantInviteLink, whatsappShareUrl } from './share-links';

interface ShareCardProps {
  restaurantId: string;
  restaurantName: string;
  shareableSlug: string;
}

/** The restaurant's registration link, to copy or share (spec §2), and its QR code poster. */
export function ShareCard({ restaurantId, restaurantName, shareableSlug }: ShareCardProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [posterOpen, setPosterOpen] = useState(false);
  const link = restaurantInviteLink(window.location.origin, shareableSlug);
  // 'Primeiros passos': copying the link or opening the poster ticks 'share' (a failure here is not the owner's concern).
  const recordShare = trpc.onboarding.recordShare.useMutation();
  const shared = () => recordShare.mutate({ id: restaurantId });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      shared();
      toast({ title: 'Link copiado!', description: 'Envie para seus clientes se cadastrarem.' });
    } catch {
      // No clipboard (insecure origin, permission denied): select it so Ctrl+C works.
      input.current?.select();
      toast({ variant: 'destructive', title: 'Não foi possível copiar', description: 'Selecione o link e copie manualmente.' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Compartilhe seu cardápio</CardTitle>
        <CardDescription>Clientes que se cadastram por este link pedem direto de você, sem comissão.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="space-y-2">
          <Label htmlFor={id}>Link de cadastro</Label>
          <div className="flex gap-2">
            <Input id={id} ref={input} value={link} readOnly onFocus={(event) => event.target.select()} />
            <Button onClick={copy} aria-label="Copiar link">
              <Copy aria-hidden="true" />
              <span className="hidden sm:inline">Copiar</span>
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={whatsappShareUrl(restaurantName, link)} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              WhatsApp
            </a>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={facebookShareUrl(link)} target="_blank" rel="noopener noreferrer">
              <Share2 aria-hidden="true" />
              Facebook
            </a>
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setPosterOpen(true);
              shared();
            }}
          >
            <QrCode aria-hidden="true" />
            Baixar QR Code
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={printedMenuPath(restaurantId)} target="_blank" rel="noopener">
              <FileText aria-hidden="true" />
              Cardápio para imprimir (PDF)
            </a>
          </Button>
        </div>
        <QrPosterDialog
          open={posterOpen}
          onOpenChange={setPosterOpen}
          restaurantId={restaurantId}
          restaurantName={restaurantName}
          shareableSlug={shareableSlug}
          link={link}
        />
      </CardContent>
    </Card>
  );
}
