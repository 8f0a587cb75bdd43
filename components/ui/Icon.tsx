// Line icons drawn for this site on a 24 px grid. Each is drawn once per page, in the sprite that the root
// layout renders (IconSprite); an icon is a reference to its symbol, so a page repeats no path data.
export const strokePaths = {
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  mapPin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12.2a2.6 2.6 0 1 0 0-5.2 2.6 2.6 0 0 0 0 5.2z',
  phone:
    'M6.6 3.5h3l1.4 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.4v3a2 2 0 0 1-2.2 2A17 17 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z',
  mail: 'M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3.5 2',
  pause: 'M9 5v14M15 5v14',
  play: 'M7 5l12 7-12 7z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.5 9h17M3.5 15h17M12 3c-2.4 2.6-3.5 5.6-3.5 9s1.1 6.4 3.5 9c2.4-2.6 3.5-5.6 3.5-9S14.4 5.6 12 3z',
} as const;

export type IconName = keyof typeof strokePaths;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** Id of an icon's symbol in the page's sprite. */
export const iconSymbolId = (name: IconName | 'whatsapp') => `icono-${name}`;

/** A decorative icon; the text next to it (or the control's aria-label) carries the meaning. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
