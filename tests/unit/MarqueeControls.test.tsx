import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import { MarqueeControls } from '@/components/brands/MarqueeControls';
import { content } from '@/lib/content';

const labels = content('es').brands.carousel.controls;

describe('MarqueeControls', () => {
  it('pauses and resumes the carousel from a visible button', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MarqueeControls className="viewport" trackClassName="track" count={60} labels={labels}>
        <ul>
          <li>Cisco</li>
        </ul>
      </MarqueeControls>,
    );
    const viewport = container.firstElementChild as HTMLElement;
    // The loop's length is set through the CSSOM after hydration, never as a style attribute in the HTML.
    expect(viewport.style.getPropertyValue('--count')).toBe('60');
    expect(viewport).not.toHaveAttribute('data-paused');
    await user.click(screen.getByRole('button', { name: 'Pausar carrusel' }));
    expect(viewport).toHaveAttribute('data-paused', 'true');
    await user.click(screen.getByRole('button', { name: 'Reanudar carrusel' }));
    expect(viewport).not.toHaveAttribute('data-paused');
  });

  it('pre-renders the pause button disabled: it works once the page is interactive; the row is reachable by keyboard', () => {
    const marquee = (
      <MarqueeControls className="viewport" trackClassName="track" count={1} labels={labels}>
        <span>Bosch</span>
      </MarqueeControls>
    );
    const html = document.createElement('div');
    html.innerHTML = renderToString(marquee);
    expect(html.querySelector('button')).toBeDisabled();
    render(marquee);
    expect(screen.getByRole('button', { name: 'Pausar carrusel' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Marcas que instalamos' })).toHaveAttribute('tabindex', '0');
  });
});

describe('MarqueeControls loop copy', () => {
  it('adds one hidden, inert copy of the list after hydration and starts the loop', () => {
    const { container, unmount } = render(
      <MarqueeControls className="viewport" trackClassName="track" count={2} labels={labels}>
        <ul>
          <li>Cisco</li>
          <li>Bosch &amp; Co. #1 📷</li>
          <li>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src="/brands/bosch.svg" alt="" width={24} height={24} loading="lazy" />
          </li>
        </ul>
      </MarqueeControls>,
    );
    const viewport = container.firstElementChild as HTMLElement;
    const track = screen.getByRole('group', { name: 'Marcas que instalamos' });
    const lists = track.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[0]).not.toHaveAttribute('aria-hidden');
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    expect(lists[1]!.textContent).toBe(lists[0]!.textContent);
    expect(viewport).toHaveAttribute('data-looping', 'true');
    // The copy's logos stay lazy like the original's (brand-carousel.spec.ts checks none is fetched early).
    expect(lists[1]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    // Only the original is read out.
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Cisco', 'Bosch & Co. #1 📷', '']);
    unmount();
    expect(lists[1]!.isConnected).toBe(false);
  });
});
