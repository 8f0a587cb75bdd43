import { siWhatsapp } from 'simple-icons';

/** The WhatsApp mark (simple-icons). Server-rendered: client components receive it as a prop. */
export function WhatsAppIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={siWhatsapp.path} />
    </svg>
  );
}
