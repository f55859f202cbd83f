import { useEffect, useId, useState, type DragEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { checkImageFile, type ImageFileRules } from './image-file-rules';
import { useImageUpload } from './use-image-upload';
import { FormAlert } from '@/components/form-alert';

interface ImageUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Under the drop zone, e.g. 'PNG, JPG até 5MB'. */
  hint: string;
  rules: ImageFileRules;
  /** Runs with the stored object path once the upload succeeded; the dialog then closes. */
  onUploaded: (objectPath: string) => void | Promise<void>;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * The separate modal where one image is chosen (click or drop), checked, compressed when large
 * and uploaded with a progress bar. It cannot be closed mid-upload: the result would be lost.
 */
export function ImageUploadDialog({ open, onOpenChange, title, description, hint, rules, onUploaded }: ImageUploadDialogProps) {
  const uploader = useImageUpload();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  // The local preview of the chosen file; released when another is chosen or the dialog closes.
  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const finish = () => {
    setFile(null);
    setInvalid(null);
    uploader.reset();
    onOpenChange(false);
  };

  // Escape, the overlay and Cancelar close it, except mid-upload.
  const close = (next: boolean) => {
    if (!next && !uploader.busy) finish();
  };

  const send = async (chosen: File) => {
    const objectPath = await uploader.upload(chosen);
    if (!objectPath) return;
    await onUploaded(objectPath);
    finish();
  };

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0 || uploader.busy) return;
    if (files.length > 1) {
      setInvalid('Escolha apenas um arquivo.');
      return;
    }
    const chosen = files[0];
    if (!chosen) return;
    const problem = checkImageFile(chosen, rules);
    uploader.reset();
    setInvalid(problem);
    setFile(problem ? null : chosen);
    if (!problem) void send(chosen);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };

  const error = invalid ?? uploader.error;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md" hideClose={uploader.busy}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>

        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent',
            dragging && 'border-primary bg-accent',
            uploader.busy && 'pointer-events-none opacity-60',
          )}
        >
          {previewUrl ? (
            <img src={previewUrl} alt="Pré-visualização da imagem escolhida" className="h-32 w-32 rounded-md object-cover" />
          ) : (
            <ImageUp className="size-10 text-muted-foreground" aria-hidden="true" />
          )}
          <span className="text-sm font-medium">{file ? file.name : 'Clique para escolher ou arraste uma imagem'}</span>
          <span className="text-xs text-muted-foreground">{file ? formatSize(file.size) : hint}</span>
          <input
            id={inputId}
            type="file"
            accept={rules.accept}
            className="sr-only"
            disabled={uploader.busy}
            onChange={(event) => {
              choose(event.target.files);
              // Choosing the same file again after an error must fire onChange again.
              event.target.value = '';
            }}
          />
        </label>

        {uploader.status === 'compressing' || uploader.status === 'uploading' || uploader.status === 'done' ? (
          <div className="space-y-1">
            <Progress value={uploader.percent} label={uploader.status === 'compressing' ? 'Progresso da compressão' : 'Progresso do envio'} />
            <p role="status" className="text-xs text-muted-foreground">
              {uploader.status === 'compressing'
                ? `Comprimindo imagem... ${Math.round(uploader.percent)}%`
                : uploader.status === 'done'
                  ? 'Imagem enviada'
                  : `Enviando... ${Math.round(uploader.percent)}%`}
            </p>
          </div>
        ) : null}
        <FormAlert message={error} />

        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={uploader.busy}>
            Cancelar
          </Button>
          {uploader.status === 'error' && file ? (
            <Button onClick={() => void send(file)}>Tentar novamente</Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
