import { iconSymbolId } from './Icon';

/** The WhatsApp mark (simple-icons), drawn from the page's icon sprite (IconSprite). */
export function WhatsAppIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#${iconSymbolId('whatsapp')}`} />
    </svg>
  );
}
