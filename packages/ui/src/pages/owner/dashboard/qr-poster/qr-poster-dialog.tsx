import { useState } from 'react';
import { FileImage, FileType } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toastError } from '@/hooks/use-toast';
import { downloadFile } from '@/lib/download-file';
import { trpc } from '@/lib/trpc';
import { posterPng } from './poster-png';
import { posterSvg } from './poster-svg';

interface QrPosterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  restaurantId: string;
  restaurantName: string;
  shareableSlug: string;
  /** The link the poster prints under the code. */
  link: string;
}

/** 'Baixar QR Code': the A5 poster, previewed, to download as SVG (any size) or PNG (300 dpi). */
export function QrPosterDialog({ open, onOpenChange, restaurantId, restaurantName, shareableSlug, link }: QrPosterDialogProps) {
  // The code comes from the server (restaurant.qrSvg, also GET /api/restaurants/{id}/qr.svg), which writes PUBLIC_URL/r/{slug}.
  const qr = trpc.restaurant.qrSvg.useQuery({ id: restaurantId }, { enabled: open, staleTime: Infinity });
  const [renderingPng, setRenderingPng] = useState(false);
  const fileName = `cartaz-qr-code-${shareableSlug}`;

  const downloadPng = async (svg: string) => {
    setRenderingPng(true);
    try {
      downloadFile(await posterPng(svg), `${fileName}.png`);
    } catch (error) {
      toastError('Não foi possível gerar o PNG', error, 'Tente baixar o SVG.');
    } finally {
      setRenderingPng(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>QR Code do cardápio</DialogTitle>
          <DialogDescription>Cartaz A5 para imprimir e deixar no balcão, nas mesas ou na embalagem.</DialogDescription>
        </DialogHeader>
        <QueryState query={qr} loading="Gerando o QR Code..." error="Não foi possível gerar o QR Code: " className="justify-center py-8">
          {(qrSvg) => {
            const svg = posterSvg({ restaurantName, qrSvg, link });
            return (
              <>
                <img
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
                  alt={`Cartaz de ${restaurantName} com o QR Code do cardápio`}
                  className="mx-auto max-h-[50dvh] w-auto rounded-md border border-border shadow-sm"
                />
                <DialogFooter>
                  <Button variant="outline" onClick={() => downloadFile(new Blob([svg], { type: 'image/svg+xml' }), `${fileName}.svg`)}>
                    <FileType aria-hidden="true" />
                    Baixar SVG
                  </Button>
                  <Button onClick={() => void downloadPng(svg)} disabled={renderingPng}>
                    <FileImage aria-hidden="true" />
                    {renderingPng ? 'Gerando PNG...' : 'Baixar PNG'}
                  </Button>
                </DialogFooter>
              </>
            );
          }}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
