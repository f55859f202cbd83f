import { useState } from 'react';
import { Trash2, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { PRODUCT_IMAGE_RULES } from '@/features/upload/image-file-rules';
import { ImageUploadDialog } from '@/features/upload/image-upload-dialog';
import { cn } from '@/lib/cn';
import { RestaurantImage } from '@/pages/customer/restaurant-image';
import { FormAlert } from '@/components/form-alert';

interface RestaurantImageFieldProps {
  kind: 'logo' | 'cover';
  restaurantName: string;
  /** The stored object path (/objects/<id>), or null for none. */
  value: string | null;
  onChange: (objectPath: string | null) => void;
  error?: string;
}

const TEXTS = {
  logo: { label: 'Logo', choose: 'Escolher logo', change: 'Trocar logo', remove: 'Remover logo', hint: 'Quadrada, de preferência (uns 400 × 400 px).' },
  cover: { label: 'Foto de capa', choose: 'Escolher capa', change: 'Trocar capa', remove: 'Remover capa', hint: 'Larga, como uma faixa (uns 1600 × 600 px).' },
} as const;

/**
 * The restaurant's logo or cover photo in the settings form: a preview (the coloured initial
 * tile, or the menu's gradient, when there is none) and the upload modal. The form saves it.
 */
export function RestaurantImageField({ kind, restaurantName, value, onChange, error }: RestaurantImageFieldProps) {
  const [choosing, setChoosing] = useState(false);
  const texts = TEXTS[kind];
  return (
    <div className="space-y-2">
      <Label asChild>
        <span>{texts.label}</span>
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {kind === 'logo' ? (
          <RestaurantImage
            name={restaurantName || '?'}
            imageUrl={value}
            alt={`${texts.label} atual`}
            className="size-24 shrink-0 rounded-lg border border-border text-4xl"
          />
        ) : (
          <div className={cn('h-24 w-full shrink-0 overflow-hidden rounded-lg border border-border sm:w-64', !value && 'bg-gradient-to-br from-orange-700 to-red-800')}>
            {value ? <img src={value} alt={`${texts.label} atual`} className="size-full object-cover" /> : null}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setChoosing(true)}>
            <Upload aria-hidden="true" />
            {value ? texts.change : texts.choose}
          </Button>
          {value ? (
            <Button type="button" variant="ghost" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" />
              {texts.remove}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{texts.hint}</p>
      <FormAlert message={error} />
      <ImageUploadDialog
        open={choosing}
        onOpenChange={setChoosing}
        title={texts.label}
        description="Escolha uma imagem; imagens grandes são comprimidas antes do envio."
        hint="PNG, JPG até 5MB"
        rules={PRODUCT_IMAGE_RULES}
        onUploaded={(objectPath) => {
          onChange(objectPath);
          toast({ title: 'Imagem carregada', description: 'Clique em Salvar alterações para publicá-la.' });
        }}
      />
    </div>
  );
}
