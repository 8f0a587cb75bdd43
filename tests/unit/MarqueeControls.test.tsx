import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarqueeControls } from '@/components/brands/MarqueeControls';

describe('MarqueeControls', () => {
  it('pauses and resumes the carousel from a visible button', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MarqueeControls className="viewport" trackClassName="track" count={60}>
        <ul>
          <li>Cisco</li>
        </ul>
      </MarqueeControls>,
    );
    const viewport = container.firstElementChild as HTMLElement;
    expect(viewport.style.getPropertyValue('--count')).toBe('60');
    expect(viewport).not.toHaveAttribute('data-paused');
    await user.click(screen.getByRole('button', { name: 'Pausar carrusel' }));
    expect(viewport).toHaveAttribute('data-paused', 'true');
    await user.click(screen.getByRole('button', { name: 'Reanudar carrusel' }));
    expect(viewport).not.toHaveAttribute('data-paused');
  });

  it('makes the moving row reachable by keyboard, with a name', () => {
    render(
      <MarqueeControls className="viewport" trackClassName="track" count={1}>
        <span>Bosch</span>
      </MarqueeControls>,
    );
    expect(screen.getByRole('group', { name: 'Marcas que instalamos' })).toHaveAttribute('tabindex', '0');
  });
});
