import { footerColumns as footer, mainMenu as menu, type NavDropdown } from '@/lib/navigation';
import {
  contactHref as contactHrefOf,
  allRoutes as everyRoute,
  routes as routeTable,
  solutionsInMenuOrder,
} from '@/lib/routes';

const mainMenu = menu('es');
const footerColumns = footer('es');
const allRoutes = everyRoute('es');
const routes = routeTable('es');
const contactHref = contactHrefOf('es');
const solutionIds = solutionsInMenuOrder();

describe('navigation data', () => {
  it('gives the navbar Inicio, Quiénes somos, Soluciones, Partners and Contacto, in that order', () => {
    expect(mainMenu.map((item) => [item.kind, item.label])).toEqual([
      ['link', 'Inicio'],
      ['link', 'Quiénes somos'],
      ['dropdown', 'Soluciones'],
      ['dropdown', 'Partners'],
      ['action', 'Contacto'],
    ]);
    expect(mainMenu.at(-1)).toMatchObject({ href: contactHref });
  });

  it('lists the eleven solution pages in menu order under Soluciones, and /Partners under Partners', () => {
    const [soluciones, partners] = mainMenu.filter((item): item is NavDropdown => item.kind === 'dropdown');
    expect(soluciones!.links.map((link) => link.href)).toEqual(solutionIds.map((id) => routes[id].path));
    expect(soluciones!.links).toHaveLength(11);
    expect(partners!.links.map((link) => link.href)).toContain(routes.partners.path);
  });

  it('puts every page of the route table in the footer, each once, plus the contact section', () => {
    const footerHrefs = footerColumns.flatMap((column) => column.links.map((link) => link.href));
    expect(new Set(footerHrefs).size).toBe(footerHrefs.length);
    expect(footerHrefs.filter((href) => href !== contactHref).sort()).toEqual(allRoutes.map((r) => r.path).sort());
  });
});
