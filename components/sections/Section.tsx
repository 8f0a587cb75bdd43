import clsx from 'clsx';
import type { ReactNode } from 'react';

import styles from './Section.module.scss';

interface SectionProps {
  /** Id of the h2, which names the section (aria-labelledby). */
  headingId: string;
  /** Small label above the title. */
  eyebrow?: string;
  title: string;
  /** One or two sentences under the title. */
  lead?: string;
  align?: 'start' | 'center';
  /** `dark` for a heading on a navy background. */
  tone?: 'light' | 'dark';
  /** Background of the band: plain (white), muted (light grey) or tinted (light navy). */
  background?: 'plain' | 'muted' | 'tinted';
  /** DOM id of the section for in-page links (`/#contacto`); the section then takes the focus they move. */
  anchor?: string;
  /** Spacing or background of the band beyond the defaults. */
  className?: string;
  /** Layout of the container (a grid, for example); the heading is its first child. */
  innerClassName?: string;
  /** A panel (card, coloured band) drawn inside the container around the heading and the content. */
  panelClassName?: string;
  /** Placement of the heading block within the container's layout. */
  headingClassName?: string;
  children: ReactNode;
}

/**
 * A band of a page: full-width wrapper, centred container, eyebrow, h2 and lead. Every section below a
 * page's hero is one of these, so headings, landmarks and spacing stay alike across the site.
 */
export function Section({
  headingId,
  eyebrow,
  title,
  lead,
  align = 'start',
  tone = 'light',
  background = 'plain',
  anchor,
  className,
  innerClassName,
  panelClassName,
  headingClassName,
  children,
}: SectionProps) {
  const body = (
    <>
      <div className={clsx(styles.heading, headingClassName)} data-align={align} data-tone={tone}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2 id={headingId}>{title}</h2>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {children}
    </>
  );
  return (
    <section
      id={anchor}
      tabIndex={anchor ? -1 : undefined}
      className={clsx(styles.section, className)}
      data-background={background}
      aria-labelledby={headingId}
    >
      <div className={clsx(styles.inner, innerClassName)}>
        {panelClassName ? <div className={panelClassName}>{body}</div> : body}
      </div>
    </section>
  );
}
