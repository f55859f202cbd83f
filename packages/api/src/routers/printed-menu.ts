import { z } from 'zod';
import { restaurantIdInputSchema } from '@direto/contracts';
import { publicProcedure, router } from '../trpc';
import { printedMenuPdf } from '../services/printed-menu';

// The printed menu (issue 35): some states require one beside the QR code.
export const printedMenuRouter = router({
  pdf: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/menu.pdf', contentType: 'application/pdf' },
      description:
        'O cardápio atual em PDF A4, para imprimir: nome, logo (PNG, JPEG, WebP ou a primeira imagem de um GIF), horário de funcionamento, categorias com produtos, descrições e preços, e o QR Code do link do restaurante. ' +
        'Produtos indisponíveis ficam de fora; um produto nunca se divide entre páginas. Público como o cardápio, também com a loja pausada.',
    })
    .input(restaurantIdInputSchema)
    // The PDF's bytes: REST sends them as application/pdf (a tRPC client gets them as JSON, so use REST).
    .output(z.instanceof(Buffer))
    .query(({ ctx, input }) => printedMenuPdf(ctx.em, ctx, ctx.publicUrl, input.id)),
});
