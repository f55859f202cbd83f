import { useState } from 'react';
import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { PRODUCT_IMAGE_RULES } from '@/features/upload/image-file-rules';
import { ImageUploadDialog } from '@/features/upload/image-upload-dialog';

interface ProductImageFieldProps {
  /** The stored object path (/objects/<id>), or null for no image. */
  value: string | null;
  onChange: (objectPath: string | null) => void;
}

/** The product form's image section: a preview and a button that opens the upload modal. */
export function ProductImageField({ value, onChange }: ProductImageFieldProps) {
  const [choosing, setChoosing] = useState(false);
  return (
    <div className="space-y-2">
      <Label asChild>
        <span>Imagem do produto</span>
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted">
          {value ? (
            <img src={value} alt="Imagem do produto" className="size-full object-cover" />
          ) : (
            <span className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
              <ImageIcon className="size-6" aria-hidden="true" />
              Sem imagem
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setChoosing(true)}>
            <Upload aria-hidden="true" />
            {value ? 'Trocar imagem' : 'Escolher imagem'}
          </Button>
          {value ? (
            <Button type="button" variant="ghost" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" />
              Remover imagem
            </Button>
          ) : null}
        </div>
      </div>
      <ImageUploadDialog
        open={choosing}
        onOpenChange={setChoosing}
        title="Imagem do produto"
        description="Escolha uma imagem; imagens grandes são comprimidas antes do envio."
        hint="PNG, JPG até 5MB"
        rules={PRODUCT_IMAGE_RULES}
        onUploaded={(objectPath) => {
          onChange(objectPath);
          toast({ title: 'Imagem carregada', description: 'A imagem do produto foi carregada com sucesso.' });
        }}
      />
    </div>
  );
}
