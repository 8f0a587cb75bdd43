import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { BrandsPanel } from '@/components/catalogue/BrandsPanel';

const onOtherClick = jest.fn();

function setup() {
  render(
    <>
      <BrandsPanel label="Ver marcas por categoría">
        <h3>Marcas de domótica</h3>
        <button type="button">Dentro del panel</button>
      </BrandsPanel>
      <button type="button" onClick={onOtherClick}>
        Otro botón
      </button>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'Ver marcas por categoría' });
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  return { user: userEvent.setup(), toggle, panel };
}

describe('BrandsPanel', () => {
  it('is a disclosure: closed at first, with the panel in the HTML but hidden', () => {
    const { toggle, panel } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(panel).toHaveTextContent('Marcas de domótica');
  });

  it('opens and closes with its button', async () => {
    const { user, toggle, panel } = setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes with Escape and puts the focus back on its button', async () => {
    const { user, toggle, panel } = setup();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dentro del panel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('lets a click outside reach its target, and closes', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Otro botón' }));
    expect(onOtherClick).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not pull the focus back when Escape is pressed while the focus is elsewhere', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    screen.getByRole('button', { name: 'Otro botón' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Otro botón' })).toHaveFocus();
  });

  it('ignores other keys and stops listening once closed', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.keyboard('a{ArrowDown}{Shift}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
