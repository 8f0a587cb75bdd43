import { siWhatsapp } from 'simple-icons';

import { iconSymbolId, strokePaths, type IconName } from './Icon';

/**
 * Every icon of the site as an SVG symbol, rendered once by the root layout. Icons elsewhere are
 * `<use>` references (Icon, WhatsAppIcon), which keeps the HTML and the page payload free of repeated paths.
 * Server-only: the WhatsApp mark comes from simple-icons at build time.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="visually-hidden">
      {(Object.keys(strokePaths) as IconName[]).map((name) => (
        <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
          <path
            d={strokePaths[name]}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </symbol>
      ))}
      <symbol id={iconSymbolId('whatsapp')} viewBox="0 0 24 24">
        <path d={siWhatsapp.path} fill="currentColor" />
      </symbol>
    </svg>
  );
}
