import { suggestRoutes } from '@/components/notFound/suggestRoutes';
import { allRoutes, routes as routeTable } from '@/lib/routes';

const routes = routeTable('es');
const table = allRoutes('es')
  .filter((route) => route.path !== '/')
  .map(({ path, label }) => ({ path, label }));
const paths = (typed: string) => suggestRoutes(typed, table).map((route) => route.path);

describe('suggestRoutes', () => {
  it('puts the route that differs only by case first', () => {
    expect(paths('/nosotros')[0]).toBe(routes.about.path);
    expect(paths('/SISTEMASPOS')[0]).toBe(routes.pos.path);
  });

  it('finds a route from a typo, a missing letter, a .html ending or a deeper path', () => {
    expect(paths('/Servicio')[0]).toBe(routes.catalogue.path);
    expect(paths('/Partnres')[0]).toBe(routes.partners.path);
    expect(paths('/Productos.html')[0]).toBe(routes.products.path);
    expect(paths('/Nosotros/equipo')[0]).toBe(routes.about.path);
  });

  it('matches the accented route typed without accents, encoded or decomposed', () => {
    expect(paths('/pantallas-senalizacion')[0]).toBe(routes.signage.path);
    expect(paths('/Pantallas-Se%C3%B1alizaci%C3%B3n')[0]).toBe(routes.signage.path);
    expect(paths(encodeURI('/Pantallas-Señalización'.normalize('NFD')))[0]).toBe(routes.signage.path);
  });

  it('suggests nothing for an address like no route, and survives malformed input', () => {
    expect(paths('/zzzzqqqq-xxxx')).toEqual([]);
    expect(paths('/')).toEqual([]);
    expect(paths('/%E0%A4%A')).toEqual([]);
    expect(paths(`/${'a'.repeat(5000)}`)).toEqual([]);
  });

  it('returns at most the number asked for, best first', () => {
    expect(suggestRoutes('/Automatizacio', table, 2).map((route) => route.path)).toEqual([
      routes.automation.path,
      routes.platforms.path,
    ]);
  });
});
