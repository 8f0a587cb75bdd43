import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import { Navbar } from '@/components/layout/Navbar';
import { SCROLLED_OFFSET } from '@/components/layout/NavbarShell';
import { content } from '@/lib/content';

const { company, navigation, routes: routeTable } = content('es');
const navbarCopy = navigation.navbar;
const { routes } = routeTable;
const solutionIds = navigation.solutionsMenu.order;

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function setup(pathname = '/') {
  mockPathname = pathname;
  const utils = render(
    <>
      <Navbar locale="es" />
      <p>Fuera del menú</p>
    </>,
  );
  return { user: userEvent.setup(), ...utils };
}

describe('Navbar', () => {
  it('shows Inicio, Quiénes somos, Soluciones, Partners and Contacto', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: routes.about.label })).toHaveAttribute('href', '/Nosotros');
    expect(within(nav).getByRole('button', { name: 'Soluciones' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Partners' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/#contacto');
    const home = within(nav).getAllByRole('link', { name: new RegExp(navbarCopy.homeLinkHint.replace(/^, /, '')) });
    expect(home).toHaveLength(1);
    expect(home[0]).toHaveAttribute('href', '/');
    expect(home[0]).toHaveTextContent(company.shortName);
    expect(screen.getByRole('button', { name: navbarCopy.playVideo })).toBeInTheDocument();
  });

  it('lists the partners page and the brand directory under Partners', async () => {
    const { user } = setup();
    const partners = screen.getByRole('button', { name: 'Partners' });
    await user.click(partners);
    const panel = document.getElementById(partners.getAttribute('aria-controls')!)!;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([routes.partners.path, routes.brandDirectory.path]);
  });

  it('toggles a dropdown on click and keeps only one open', async () => {
    const { user } = setup();
    const soluciones = screen.getByRole('button', { name: 'Soluciones' });
    const partners = screen.getByRole('button', { name: 'Partners' });
    await user.click(soluciones);
    expect(soluciones).toHaveAttribute('aria-expanded', 'true');
    for (const id of solutionIds) {
      expect(screen.getByRole('link', { name: routes[id].label })).toHaveAttribute('href', routes[id].path);
    }
    await user.click(partners);
    expect(soluciones).toHaveAttribute('aria-expanded', 'false');
    expect(partners).toHaveAttribute('aria-expanded', 'true');
    await user.click(partners);
    expect(partners).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and returns focus to the button that opened it', async () => {
    const { user } = setup();
    const soluciones = screen.getByRole('button', { name: 'Soluciones' });
    await user.click(soluciones);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(soluciones).toHaveAttribute('aria-expanded', 'false');
    expect(soluciones).toHaveFocus();
  });

  it('closes the menus on a click outside, but not on a click inside', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(screen.getByRole('button', { name: 'Soluciones' }));
    await user.click(screen.getByRole('navigation', { name: 'Principal' }));
    expect(screen.getByRole('button', { name: 'Soluciones' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Fuera del menú'));
    expect(screen.getByRole('button', { name: 'Soluciones' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the innermost level first on Escape: the dropdown, then the phone menu', async () => {
    const { user } = setup();
    const menu = screen.getByRole('button', { name: 'Menú' });
    const soluciones = screen.getByRole('button', { name: 'Soluciones' });
    await user.click(menu);
    await user.click(soluciones);
    await user.keyboard('{Escape}');
    expect(soluciones).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(soluciones).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes the menus when a link to the page already shown is followed', async () => {
    const { user } = setup('/Nosotros');
    const menu = screen.getByRole('button', { name: 'Menú' });
    await user.click(menu);
    const about = screen.getByRole('link', { name: routes.about.label });
    about.addEventListener('click', (event) => event.preventDefault());
    await user.click(about);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes everything when the route changes', async () => {
    const { user, rerender } = setup('/');
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    await user.click(screen.getByRole('button', { name: 'Soluciones' }));
    mockPathname = '/Nosotros';
    rerender(<Navbar locale="es" />);
    expect(screen.getByRole('button', { name: 'Soluciones' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page, also on the accented route', () => {
    setup('/Pantallas-Se%C3%B1alizaci%C3%B3n');
    expect(screen.getByRole('link', { name: routes.signage.label, hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Soluciones' })).toHaveAttribute('data-current', 'true');
  });

  it(`switches to the scrolled style past ${SCROLLED_OFFSET} px`, () => {
    setup();
    const header = screen.getByRole('banner');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
      });
    scrollTo(SCROLLED_OFFSET);
    expect(header).not.toHaveAttribute('data-scrolled');
    scrollTo(SCROLLED_OFFSET + 1);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).not.toHaveAttribute('data-scrolled');
  });

  it('pre-renders the menu as links to the footer, its other buttons disabled and unscrolled; they work once the page is interactive', () => {
    mockPathname = '/';
    Object.defineProperty(window, 'scrollY', { value: SCROLLED_OFFSET + 100, configurable: true });
    const html = document.createElement('div');
    html.innerHTML = renderToString(<Navbar locale="es" />);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    const names = (buttons: HTMLButtonElement[]) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent);
    const preRendered = Array.from(html.querySelectorAll('button'));
    expect(names(preRendered)).toEqual([navbarCopy.playVideo]);
    expect(preRendered.every((button) => button.disabled)).toBe(true);
    const toFooter = Array.from(html.querySelectorAll('a')).filter((a) => a.getAttribute('href')?.startsWith('#pie-'));
    expect(toFooter.map((a) => a.textContent)).toEqual([navbarCopy.menuButton, 'Soluciones', 'Partners']);
    expect(html.querySelector('header')).not.toHaveAttribute('data-scrolled');

    setup();
    for (const button of screen.getAllByRole('button')) expect(button).toBeEnabled();
  });
});
