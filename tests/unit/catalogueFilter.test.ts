import fc from 'fast-check';

import {
  ALL,
  defaultFilter,
  flattenCatalogue,
  parseFilter,
  queryWithFilter,
  selectCategory,
  selectSubcategory,
  visibleCards,
  type CatalogueFilter,
} from '@/lib/catalogueFilter';
import { content } from '@/lib/content';
import { countMessage } from '@/lib/text';

const { categories: catalogue, ...cataloguePage } = content('es').catalogue;

const cards = flattenCatalogue(catalogue);
const parse = (search: string) => parseFilter(catalogue, new URLSearchParams(search));
const namesOf = (filter: CatalogueFilter) => visibleCards(cards, filter).map((card) => card.item.name);

/** Every filter a visitor can reach with the buttons. */
const reachableFilters: CatalogueFilter[] = [
  defaultFilter,
  ...catalogue.flatMap((category) => [
    { category: category.id, subcategory: ALL },
    ...category.subcategories.map((s) => ({ category: category.id, subcategory: s.id })),
  ]),
];

describe('catalogue ids', () => {
  it('uses ids that survive a URL unchanged and never collide with "todas"', () => {
    const ids = catalogue.flatMap((c) => [c.id, ...c.subcategories.map((s) => s.id)]);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(id).not.toBe(ALL);
    }
    expect(new Set(cards.map((c) => c.key)).size).toBe(cards.length);
  });
});

describe('visibleCards', () => {
  it('shows every card, in catalogue order, when nothing is chosen', () => {
    expect(namesOf(defaultFilter)).toEqual(
      catalogue.flatMap((c) => c.subcategories.flatMap((s) => s.items.map((i) => i.name))),
    );
  });

  it.each(catalogue.map((c) => [c.id, c] as const))('category %s shows all of its subcategories', (_, category) => {
    expect(namesOf({ category: category.id, subcategory: ALL })).toEqual(
      category.subcategories.flatMap((s) => s.items.map((i) => i.name)),
    );
  });

  it('shows nothing for a subcategory that belongs to another category', () => {
    expect(visibleCards(cards, { category: 'domotica', subcategory: 'videovigilancia' })).toEqual([]);
  });
});

describe('the reset rule', () => {
  it('choosing a category always resets the subcategory to todas', () => {
    for (const category of [ALL, ...catalogue.map((c) => c.id)]) {
      expect(selectCategory(category)).toEqual({ category: category, subcategory: ALL });
    }
    // Also when the same category is chosen again.
    const narrowed = selectSubcategory(selectCategory('seguridad'), 'control-acceso');
    expect(narrowed).toEqual({ category: 'seguridad', subcategory: 'control-acceso' });
    expect(selectCategory(narrowed.category)).toEqual({ category: 'seguridad', subcategory: ALL });
  });

  it('a subcategory narrows the chosen category and "todas" widens it again', () => {
    const homeAutomation = selectCategory('domotica');
    expect(selectSubcategory(homeAutomation, 'corporativa')).toEqual({
      category: 'domotica',
      subcategory: 'corporativa',
    });
    expect(selectSubcategory(selectSubcategory(homeAutomation, 'corporativa'), ALL)).toEqual(homeAutomation);
  });

  it('there is no subcategory without a category', () => {
    expect(selectSubcategory(defaultFilter, 'residencial')).toEqual(defaultFilter);
  });
});

describe('parseFilter', () => {
  it('reads valid queries', () => {
    expect(parse('')).toEqual(defaultFilter);
    expect(parse('?categoria=domotica')).toEqual({ category: 'domotica', subcategory: ALL });
    expect(parse('?categoria=seguridad&subcategoria=centros-monitoreo')).toEqual({
      category: 'seguridad',
      subcategory: 'centros-monitoreo',
    });
    expect(parse('?subcategoria=videovigilancia&categoria=seguridad&utm_source=x')).toEqual({
      category: 'seguridad',
      subcategory: 'videovigilancia',
    });
  });

  it('accepts typed variants of a valid id: capitals, accents, surrounding spaces', () => {
    expect(parse('?categoria=Dom%C3%B3tica')).toEqual({ category: 'domotica', subcategory: ALL });
    expect(parse('?categoria=SEGURIDAD&subcategoria=%20Videovigilancia%20')).toEqual({
      category: 'seguridad',
      subcategory: 'videovigilancia',
    });
    // A decomposed accent (NFD, as some keyboards produce) is the same word.
    expect(parse(`?categoria=${encodeURIComponent('domo\u0301tica')}`)).toEqual({
      category: 'domotica',
      subcategory: ALL,
    });
  });

  it.each([
    ['unknown category', '?categoria=energia'],
    ['empty category', '?categoria='],
    ['category "todas" with a subcategory', '?categoria=todas&subcategoria=residencial'],
    ['subcategory without a category', '?subcategoria=residencial'],
    ['emoji', `?categoria=${encodeURIComponent('🏠')}`],
    ['ampersand', `?categoria=${encodeURIComponent('domotica&seguridad')}`],
    ['hash', `?categoria=${encodeURIComponent('#domotica')}`],
    ['a raw hash cuts the query', '?categoria=#domotica'],
    ['plus and spaces inside', '?categoria=seguridad+electronica'],
    ['label instead of id', `?categoria=${encodeURIComponent('Seguridad electrónica')}`],
    ['very long value', `?categoria=${'domotica'.repeat(5000)}`],
    ['very long value that starts with an id', `?categoria=domotica${' '.repeat(100)}`],
    ['encoded lone surrogate', '?categoria=%ED%A0%80'],
    ['broken percent-encoding', '?categoria=%E0%A4%A'],
    ['a key without value', '?categoria'],
  ])('falls back to todas for %s', (_, search) => {
    expect(parse(search)).toEqual(defaultFilter);
  });

  it.each([
    ['unknown subcategory', '?categoria=domotica&subcategoria=industrial'],
    ['subcategory of the other category', '?categoria=domotica&subcategoria=videovigilancia'],
    ['empty subcategory', '?categoria=domotica&subcategoria='],
    ['emoji subcategory', `?categoria=domotica&subcategoria=${encodeURIComponent('💡')}`],
    ['very long subcategory', `?categoria=domotica&subcategoria=${'x'.repeat(10_000)}`],
  ])('keeps the category and falls back to todas for an %s', (_, search) => {
    expect(parse(search)).toEqual({ category: 'domotica', subcategory: ALL });
  });

  it('uses the first value when a key is repeated', () => {
    expect(parse('?categoria=seguridad&categoria=domotica')).toEqual({ category: 'seguridad', subcategory: ALL });
  });

  // Any text, real ids, and real ids with noise around them.
  const ids = catalogue.flatMap((c) => [c.id, ...c.subcategories.map((s) => s.id)]);
  const queryValue = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.constantFrom(...ids, ALL, ''),
    fc
      .tuple(fc.string({ maxLength: 3 }), fc.constantFrom(...ids), fc.string({ maxLength: 3 }))
      .map((parts) => parts.join('')),
  );

  it('never throws and always returns a filter the buttons can show, whatever the query', () => {
    fc.assert(
      fc.property(queryValue, queryValue, (category, subcategory) => {
        const query = new URLSearchParams();
        query.set('categoria', category);
        query.set('subcategoria', subcategory);
        const { category: c, subcategory: s } = parseFilter(catalogue, query);
        return reachableFilters.some((f) => f.category === c && f.subcategory === s);
      }),
    );
  });
});

describe('queryWithFilter', () => {
  it('writes only what is chosen', () => {
    expect(queryWithFilter('', defaultFilter)).toBe('');
    expect(queryWithFilter('', { category: 'domotica', subcategory: ALL })).toBe('?categoria=domotica');
    expect(queryWithFilter('', { category: 'seguridad', subcategory: 'control-acceso' })).toBe(
      '?categoria=seguridad&subcategoria=control-acceso',
    );
  });

  it('replaces the old filter and keeps other parameters', () => {
    expect(
      queryWithFilter(
        '?utm_source=boletin&categoria=seguridad&subcategoria=videovigilancia',
        selectCategory('domotica'),
      ),
    ).toBe('?utm_source=boletin&categoria=domotica');
    expect(queryWithFilter('?categoria=domotica&utm_source=boletin', defaultFilter)).toBe('?utm_source=boletin');
    expect(queryWithFilter('?categoria=a&categoria=b&subcategoria=c', defaultFilter)).toBe('');
  });

  it.each(reachableFilters.map((f) => [`${f.category}/${f.subcategory}`, f] as const))(
    'round trip through the URL: %s',
    (_, filter) => {
      expect(parse(queryWithFilter('?x=1', filter))).toEqual(filter);
    },
  );
});

describe('the announced number of results', () => {
  it.each([
    [0, 'No hay soluciones con este filtro'],
    [1, 'Se muestra 1 solución'],
    [4, 'Se muestran 4 soluciones'],
    [18, 'Se muestran 18 soluciones'],
    [1000, 'Se muestran 1000 soluciones'],
  ])('%i → %s', (count, message) => {
    expect(countMessage(cataloguePage.filters.results, count)).toBe(message);
  });
});
