import { cn } from '@/lib/cn';

/**
 * The privacy text (LGPD) at the foot of the sign-in and profile screens: what is stored and why,
 * and where to exercise the rights.
 */
export function PrivacyNotice({ className }: { className?: string }) {
  return (
    <footer className={cn('mx-auto max-w-3xl px-4 py-6 text-xs leading-relaxed text-muted-foreground', className)}>
      <p>
        <strong className="font-medium">Privacidade:</strong> guardamos seu nome, e-mail, telefone e endereços para entregar seus pedidos e
        para o restaurante falar com você; seus pedidos, para o seu histórico e para as contas do restaurante; e um cookie de sessão para manter
        você conectado. Não vendemos nem compartilhamos seus dados além do restaurante do pedido. Em Meu Perfil você baixa seus dados ou exclui
        sua conta (LGPD).
      </p>
    </footer>
  );
}
